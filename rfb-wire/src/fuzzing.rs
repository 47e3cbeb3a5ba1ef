//! Entry points for the fuzz targets (`fuzz/`): a live viewer's bytes, which reach the
//! agent from the network through the relay, and a device's, which reach the relay, must
//! never panic the reader nor make it allocate beyond the protocol's bounds.

use std::future::Future as _;
use std::task::{Context, Poll, Waker};

use crate::client_stream::ClientStream;
use crate::filter::ViewFilter;
use crate::pixel::PixelFormat;
use crate::protocol;
use crate::server_stream::ServerStream;

/// A viewer's RFB client messages after the handshake, read one after another as our RFB
/// server reads them, until the bytes run out or a message is refused.
pub fn rfb_client_messages(data: &[u8]) {
    let mut reader = data;
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        let read = std::pin::pin!(protocol::read_message(&mut reader));
        // Reading from a slice never waits: each poll ends.
        match read.poll(&mut cx) {
            Poll::Ready(Ok(_)) => {}
            Poll::Ready(Err(_)) | Poll::Pending => return,
        }
    }
}

/// A viewer's whole RFB stream (handshake included) through the view-mode filter that
/// drops input before a stock VNC server, fed in two pieces split at the first byte's value.
pub fn rfb_view_filter(data: &[u8]) {
    let split = data.first().map_or(0, |b| usize::from(*b)).min(data.len());
    let (a, b) = data.split_at(split);
    let mut filter = ViewFilter::new();
    let mut out = Vec::new();
    if filter.feed(a, &mut out).is_ok() {
        let _ = filter.feed(b, &mut out);
    }
    assert!(out.len() <= data.len(), "the filter only ever drops bytes");
}

/// A device's server messages after the handshake, cut by the relay's framer, fed in two
/// pieces split at the first byte's value: what it cuts and what it holds are the input.
pub fn rfb_server_stream(data: &[u8]) {
    let split = data.first().map_or(0, |b| usize::from(*b)).min(data.len());
    let (a, b) = data.split_at(split);
    let mut stream = ServerStream::new(PixelFormat::NATIVE);
    let mut out = Vec::new();
    if stream.feed(a, &mut out).is_ok() && stream.feed(b, &mut out).is_ok() {
        let framed: usize = out.iter().map(|m| m.bytes.len()).sum();
        assert_eq!(framed + stream.pending(), data.len());
    }
}

/// A viewer's whole RFB stream (handshake included) read by the relay's client-stream
/// reader, fed in two pieces split at the first byte's value: the same items whatever the
/// split, and no more items than bytes.
pub fn rfb_client_stream(data: &[u8]) {
    let split = data.first().map_or(0, |b| usize::from(*b)).min(data.len());
    let (a, b) = data.split_at(split);
    let mut two = ClientStream::new();
    let mut pieces = Vec::new();
    let two_ok = two.feed(a, &mut pieces).is_ok() && two.feed(b, &mut pieces).is_ok();
    let mut one = ClientStream::new();
    let mut whole = Vec::new();
    let one_ok = one.feed(data, &mut whole).is_ok();
    assert_eq!(two_ok, one_ok, "the split changed whether the stream reads");
    if one_ok {
        assert_eq!(pieces, whole, "the split changed what was read");
        assert_eq!(two.at_boundary(), one.at_boundary());
    }
    assert!(whole.len() <= data.len());
}
