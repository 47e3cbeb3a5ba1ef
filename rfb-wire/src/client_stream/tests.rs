#![allow(clippy::unwrap_used)]

use super::*;

/// A noVNC-like client: handshake, then one of every message; with the items it makes.
fn stream() -> (Vec<u8>, Vec<ClientItem>) {
    let mut bytes = Vec::new();
    let mut items = Vec::new();
    bytes.extend_from_slice(b"RFB 003.008\n");
    items.push(ClientItem::Version(Version::V38));
    bytes.push(1);
    items.push(ClientItem::Security(1));
    bytes.push(1);
    items.push(ClientItem::ClientInit { shared: true });
    let pf = PixelFormat::NATIVE;
    bytes.extend_from_slice(&[0, 0, 0, 0]);
    bytes.extend_from_slice(&pf.to_bytes());
    items.push(ClientItem::Message(ClientMessage::SetPixelFormat(pf)));
    bytes.extend_from_slice(&[2, 0, 0, 3, 0, 0, 0, 7, 0, 0, 0, 16, 0xff, 0xff, 0xff, 0x11]);
    items.push(ClientItem::Message(ClientMessage::SetEncodings(vec![
        7, 16, -239,
    ])));
    bytes.extend_from_slice(&update_request(
        false,
        Rect {
            x: 0,
            y: 0,
            w: 1024,
            h: 768,
        },
    ));
    items.push(ClientItem::Message(ClientMessage::UpdateRequest {
        incremental: false,
        rect: Rect {
            x: 0,
            y: 0,
            w: 1024,
            h: 768,
        },
    }));
    bytes.extend_from_slice(&[4, 1, 0, 0, 0, 0, 0, 0x61]);
    items.push(ClientItem::Message(ClientMessage::Key {
        down: true,
        keysym: 0x61,
    }));
    bytes.extend_from_slice(&[5, 1, 0, 10, 0, 20]);
    items.push(ClientItem::Message(ClientMessage::Pointer {
        buttons: 1,
        x: 10,
        y: 20,
    }));
    bytes.extend_from_slice(&[6, 0, 0, 0, 0, 0, 0, 3, b'a', b'b', b'c']);
    items.push(ClientItem::Message(ClientMessage::CutText));
    bytes.extend_from_slice(&[6, 0, 0, 0, 0, 0, 0, 0]);
    items.push(ClientItem::Message(ClientMessage::CutText));
    (bytes, items)
}

#[test]
fn every_item_is_read_at_every_split_point() {
    let (bytes, items) = stream();
    for split in 0..=bytes.len() {
        let mut s = ClientStream::new();
        let mut out = Vec::new();
        s.feed(&bytes[..split], &mut out).unwrap();
        s.feed(&bytes[split..], &mut out).unwrap();
        assert_eq!(out, items, "split at {split}");
        assert!(s.at_boundary());
    }
    let mut s = ClientStream::new();
    let mut out = Vec::new();
    for b in &bytes {
        s.feed(std::slice::from_ref(b), &mut out).unwrap();
    }
    assert_eq!(out, items);
    assert_eq!(s.version(), Some(Version::V38));
}

#[test]
fn a_boundary_is_only_between_whole_messages() {
    let (bytes, _) = stream();
    // The handshake is 14 bytes; then SetPixelFormat (20), SetEncodings (16).
    let mut s = ClientStream::new();
    let mut out = Vec::new();
    s.feed(&bytes[..13], &mut out).unwrap();
    assert!(!s.at_boundary(), "inside the handshake");
    s.feed(&bytes[13..14], &mut out).unwrap();
    assert!(s.at_boundary());
    s.feed(&bytes[14..20], &mut out).unwrap();
    assert!(!s.at_boundary(), "inside SetPixelFormat");
    s.feed(&bytes[20..34], &mut out).unwrap();
    assert!(s.at_boundary());
    // Inside a cut text's body.
    let mut s = ClientStream::after_handshake();
    s.feed(&[6, 0, 0, 0, 0, 0, 0, 3, b'a'], &mut out).unwrap();
    assert!(!s.at_boundary());
    s.feed(b"bc", &mut out).unwrap();
    assert!(s.at_boundary());
}

#[test]
fn vnc_authentication_and_version_3_3_are_followed() {
    let mut s = ClientStream::new();
    let mut out = Vec::new();
    let mut bytes = b"RFB 003.008\n\x02".to_vec();
    bytes.extend_from_slice(&[9; 16]);
    bytes.push(0);
    bytes.extend_from_slice(&[3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    s.feed(&bytes, &mut out).unwrap();
    assert_eq!(out.len(), 4, "{out:?}");
    let mut s = ClientStream::new();
    let mut out = Vec::new();
    s.feed(b"RFB 003.003\n\x00\x05\x00\x00\x01\x00\x01", &mut out)
        .unwrap();
    assert_eq!(
        out,
        vec![
            ClientItem::Version(Version::V33),
            ClientItem::ClientInit { shared: false },
            ClientItem::Message(ClientMessage::Pointer {
                buttons: 0,
                x: 1,
                y: 1
            }),
        ]
    );
}

#[test]
fn hostile_streams_fail_and_stay_failed() {
    let mut out = Vec::new();
    for bad in [
        &b"GET / HTTP/1.1\r\n"[..],
        b"RFB 003.008\n\x13",
        b"RFB 003.008\n\x01\x01\x09",
        // 1025 encodings: refused from the count, before any is read.
        b"RFB 003.008\n\x01\x01\x02\x00\x04\x01",
        // A cut text of 4 GiB.
        b"RFB 003.008\n\x01\x01\x06\x00\x00\x00\xff\xff\xff\xff",
    ] {
        let mut s = ClientStream::new();
        assert!(s.feed(bad, &mut out).is_err(), "{bad:?}");
        assert!(s.feed(&[0; 20], &mut out).is_err(), "stays failed");
    }
    // Nothing was gathered for the encodings refused.
    let mut s = ClientStream::after_handshake();
    let e = s.feed(&[2, 0, 0xff, 0xff], &mut out).unwrap_err();
    assert!(e.to_string().contains("65535 encodings"), "{e}");
}
