use super::*;
use crate::rect_header;

const FORMAT: PixelFormat = PixelFormat::NATIVE;

fn rect(x: u16, y: u16, w: u16, h: u16) -> Rect {
    Rect { x, y, w, h }
}

/// A FramebufferUpdate header for `n` rectangles.
fn update(n: u16) -> Vec<u8> {
    let mut b = vec![0, 0];
    b.extend_from_slice(&n.to_be_bytes());
    b
}

/// Tight's compact length.
fn compact(len: usize, out: &mut Vec<u8>) {
    let mut v = len;
    for i in 0..3 {
        if i == 2 {
            out.push(v as u8);
            return;
        }
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Every rectangle kind this module measures, in one update, then the other messages.
fn stream() -> (Vec<u8>, Vec<usize>) {
    let mut b = update(12);
    // Raw 4x2 at 4 bytes a pixel.
    rect_header(rect(0, 0, 4, 2), enc::RAW, &mut b);
    b.extend(std::iter::repeat_n(7, 32));
    // CopyRect.
    rect_header(rect(10, 10, 20, 20), enc::COPY_RECT, &mut b);
    b.extend_from_slice(&[0, 1, 0, 2]);
    // RRE: background, two subrectangles.
    rect_header(rect(0, 0, 8, 8), more::RRE, &mut b);
    b.extend_from_slice(&2u32.to_be_bytes());
    b.extend(std::iter::repeat_n(1, 4 + 2 * 12));
    // Tight fill (3-byte pixel), JPEG, basic under 12 bytes, basic compressed, palette.
    rect_header(rect(0, 0, 100, 100), enc::TIGHT, &mut b);
    b.extend_from_slice(&[0x80, 1, 2, 3]);
    rect_header(rect(0, 0, 64, 64), enc::TIGHT, &mut b);
    b.push(0x90);
    compact(300, &mut b);
    b.extend(std::iter::repeat_n(9, 300));
    rect_header(rect(0, 0, 3, 1), enc::TIGHT, &mut b);
    b.push(0x0f); // reset all streams, stream 0, no filter: 9 bytes raw
    b.extend(std::iter::repeat_n(4, 9));
    rect_header(rect(0, 0, 50, 50), enc::TIGHT, &mut b);
    b.push(0x10);
    compact(20_000, &mut b);
    b.extend(std::iter::repeat_n(5, 20_000));
    rect_header(rect(0, 0, 16, 4), enc::TIGHT, &mut b);
    b.extend_from_slice(&[0x40, 1, 1]); // palette filter, 2 colours
    b.extend(std::iter::repeat_n(6, 6));
    b.extend(std::iter::repeat_n(6, 8)); // 2 bytes a row, 4 rows: under 12, raw
    // ZRLE.
    rect_header(rect(0, 0, 64, 64), enc::ZRLE, &mut b);
    b.extend_from_slice(&5u32.to_be_bytes());
    b.extend_from_slice(&[1, 2, 3, 4, 5]);
    // Cursor 9x2: pixels and a mask of 2 bytes a row.
    rect_header(rect(0, 0, 9, 2), enc::CURSOR, &mut b);
    b.extend(std::iter::repeat_n(8, 9 * 2 * 4 + 2 * 2));
    // Desktop size, then an extended one with one screen.
    rect_header(rect(0, 0, 800, 600), enc::DESKTOP_SIZE, &mut b);
    rect_header(rect(0, 0, 1024, 768), more::EXTENDED_DESKTOP_SIZE, &mut b);
    b.extend_from_slice(&[1, 0, 0, 0]);
    b.extend(std::iter::repeat_n(0, 16));
    let first = b.len();
    let mut lens = vec![first];
    // Bell; cut text; colour map of 2; a fence with 3 bytes; an update ended by LastRect.
    b.push(2);
    lens.push(1);
    let at = b.len();
    b.extend_from_slice(&[3, 0, 0, 0, 0, 0, 0, 5]);
    b.extend_from_slice(b"hello");
    lens.push(b.len() - at);
    let at = b.len();
    b.extend_from_slice(&[1, 0, 0, 0, 0, 2]);
    b.extend(std::iter::repeat_n(0, 12));
    lens.push(b.len() - at);
    let at = b.len();
    b.extend_from_slice(&[248, 0, 0, 0, 0, 0, 0, 1, 3, 9, 9, 9]);
    lens.push(b.len() - at);
    let at = b.len();
    b.extend_from_slice(&update(0xffff));
    rect_header(rect(0, 0, 2, 1), enc::RAW, &mut b);
    b.extend(std::iter::repeat_n(3, 8));
    rect_header(rect(0, 0, 0, 0), more::LAST_RECT, &mut b);
    lens.push(b.len() - at);
    (b, lens)
}

#[test]
fn every_measured_kind_is_cut_where_it_ends_however_the_bytes_arrive() {
    let (bytes, lens) = stream();
    for piece in [bytes.len(), 1, 7, 1000] {
        let mut s = ServerStream::new(FORMAT);
        let mut out = Vec::new();
        for chunk in bytes.chunks(piece) {
            s.feed(chunk, &mut out).unwrap();
        }
        assert_eq!(s.pending(), 0);
        assert_eq!(
            out.iter().map(|m| m.bytes.len()).collect::<Vec<_>>(),
            lens,
            "pieces of {piece}"
        );
        assert_eq!(out.concat_bytes(), bytes);
        let Kind::Update(first) = out[0].kind else {
            panic!("{:?}", out[0].kind)
        };
        assert_eq!(first.rects, 12);
        assert!(first.copies);
        assert_eq!(first.resized, Some((1024, 768)));
        assert_eq!(
            first.painted,
            8 + 64 + 10_000 + 64 * 64 + 3 + 2500 + 64 + 64 * 64
        );
        let kinds: Vec<Kind> = out[1..].iter().map(|m| m.kind).collect();
        assert_eq!(
            kinds[..4],
            [
                Kind::Other(2),
                Kind::Other(3),
                Kind::Other(1),
                Kind::Other(248)
            ]
        );
        assert!(matches!(
            kinds[4],
            Kind::Update(UpdateInfo {
                rects: 0xffff,
                painted: 2,
                ..
            })
        ));
    }
}

trait Concat {
    fn concat_bytes(&self) -> Vec<u8>;
}

impl Concat for Vec<Message> {
    fn concat_bytes(&self) -> Vec<u8> {
        self.iter().flat_map(|m| m.bytes.iter().copied()).collect()
    }
}

#[test]
fn a_partial_message_waits_and_a_large_one_is_read_once_it_is_all_there() {
    let mut b = update(1);
    rect_header(rect(0, 0, 100, 100), enc::RAW, &mut b);
    let header = b.len();
    b.extend(std::iter::repeat_n(1, 100 * 100 * 4));
    let mut s = ServerStream::new(FORMAT);
    let mut out = Vec::new();
    s.feed(&b[..header + 10], &mut out).unwrap();
    assert!(out.is_empty());
    // The attempt showed how many bytes the message needs: smaller pieces are not read.
    assert_eq!(s.need, b.len());
    s.feed(&b[header + 10..b.len() - 1], &mut out).unwrap();
    assert!(out.is_empty());
    s.feed(&b[b.len() - 1..], &mut out).unwrap();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].bytes, b);
}

#[test]
fn the_pixel_format_sets_raw_and_tight_lengths() {
    let mut s = ServerStream::new(FORMAT);
    let mut sixteen = FORMAT;
    sixteen.bits_per_pixel = 16;
    sixteen.depth = 16;
    sixteen.red_max = 31;
    sixteen.green_max = 63;
    sixteen.blue_max = 31;
    s.set_format(sixteen);
    let mut b = update(2);
    rect_header(rect(0, 0, 3, 3), enc::RAW, &mut b);
    b.extend(std::iter::repeat_n(1, 9 * 2));
    rect_header(rect(0, 0, 5, 5), enc::TIGHT, &mut b);
    b.extend_from_slice(&[0x80, 1, 2]); // fill: one 2-byte pixel
    let mut out = Vec::new();
    s.feed(&b, &mut out).unwrap();
    assert_eq!(out.len(), 1);
    assert_eq!(s.pending(), 0);
}

#[test]
fn what_cannot_be_framed_is_refused_and_the_stream_stays_refused() {
    let refused = |bytes: Vec<u8>| {
        let mut s = ServerStream::new(FORMAT);
        let mut out = Vec::new();
        let e = s.feed(&bytes, &mut out).unwrap_err();
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(
            s.feed(&[2], &mut out),
            Err(e.clone()),
            "a failed stream stays failed"
        );
        assert_eq!(s.pending(), 0);
        e
    };
    assert_eq!(refused(vec![77]), StreamError::UnknownMessage(77));
    let with_rect = |encoding: i32, w: u16, h: u16, data: &[u8]| {
        let mut b = update(1);
        rect_header(rect(0, 0, w, h), encoding, &mut b);
        b.extend_from_slice(data);
        b
    };
    assert_eq!(
        refused(with_rect(more::HEXTILE, 16, 16, &[0])),
        StreamError::UnknownEncoding(5)
    );
    assert_eq!(
        refused(with_rect(-1000, 16, 16, &[0])),
        StreamError::UnknownEncoding(-1000)
    );
    // Sizes over the bound are refused from their header, before any wait for the bytes.
    assert!(matches!(
        refused(with_rect(enc::RAW, 65535, 65535, &[])),
        StreamError::TooLong(_)
    ));
    assert!(matches!(
        refused(with_rect(enc::ZRLE, 1, 1, &u32::MAX.to_be_bytes())),
        StreamError::TooLong(_)
    ));
    assert!(matches!(
        refused(with_rect(more::RRE, 1, 1, &u32::MAX.to_be_bytes())),
        StreamError::TooLong(_)
    ));
    assert!(matches!(
        refused(vec![3, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
        StreamError::TooLong(_)
    ));
    assert!(matches!(
        refused(vec![248, 0, 0, 0, 0, 0, 0, 0, 65]),
        StreamError::Malformed(_)
    ));
    assert!(matches!(
        refused(with_rect(enc::TIGHT, 4, 4, &[0xb0])),
        StreamError::Malformed(_)
    ));
    assert!(matches!(
        refused(with_rect(enc::TIGHT, 4, 4, &[0x40, 3])),
        StreamError::Malformed(_)
    ));
    // Many small rectangles whose sum passes the bound.
    let mut b = update(0xfffe);
    for _ in 0..0xfffe {
        rect_header(rect(0, 0, 1, 1), enc::ZRLE, &mut b);
        b.extend_from_slice(&2048u32.to_be_bytes());
        b.extend(std::iter::repeat_n(0, 2048));
        if b.len() > MAX_MESSAGE {
            break;
        }
    }
    assert!(matches!(refused(b), StreamError::TooLong(_)));
}

#[test]
fn a_server_init_reads_back_and_its_name_is_bounded() {
    let init = ServerInit {
        width: 1280,
        height: 800,
        format: FORMAT,
        name: b"device".to_vec(),
    };
    let bytes = init.to_bytes();
    assert_eq!(
        ServerInit::parse(&bytes),
        Ok(Some((init.clone(), bytes.len())))
    );
    assert_eq!(ServerInit::parse(&bytes[..bytes.len() - 1]), Ok(None));
    assert_eq!(ServerInit::parse(&bytes[..10]), Ok(None));
    let mut long = bytes.clone();
    long[20..24].copy_from_slice(&(MAX_NAME as u32 + 1).to_be_bytes());
    assert!(ServerInit::parse(&long).is_err());
}
