#![allow(clippy::unwrap_used)]

use super::*;
use rfb_wire::{enc, rect_header};

const W: u16 = 64;
const H: u16 = 48;

fn rect(x: u16, y: u16, w: u16, h: u16) -> Rect {
    Rect { x, y, w, h }
}

/// A Tight fill rectangle (one pixel for all of it).
fn fill(r: Rect, out: &mut Vec<u8>) {
    rect_header(r, enc::TIGHT, out);
    out.extend_from_slice(&[0x80, 1, 2, 3]);
}

fn update(rects: &[Rect]) -> Vec<u8> {
    let mut m = vec![0, 0];
    m.extend_from_slice(&(rects.len() as u16).to_be_bytes());
    for r in rects {
        fill(*r, &mut m);
    }
    m
}

/// Both sides of a session, in the order the bridge sees them: (from the viewer?, bytes).
fn session(name: &[u8]) -> Vec<(bool, Vec<u8>)> {
    let init = ServerInit {
        width: W,
        height: H,
        format: PixelFormat::NATIVE,
        name: name.to_vec(),
    };
    // The viewer's pixel format: RGB888 with red at bit 0, as noVNC asks.
    let mut spf = vec![0, 0, 0, 0];
    let mut pf = PixelFormat::NATIVE;
    (pf.red_shift, pf.blue_shift) = (0, 16);
    spf.extend_from_slice(&pf.to_bytes());
    let mut encodings = vec![2, 0, 0, 2];
    encodings.extend_from_slice(&7i32.to_be_bytes());
    encodings.extend_from_slice(&enc::DESKTOP_SIZE.to_be_bytes());
    let mut bell_and_cut = vec![2, 3, 0, 0, 0, 0, 0, 0, 2];
    bell_and_cut.extend_from_slice(b"hi");
    vec![
        (false, b"RFB 003.008\n".to_vec()),
        (true, b"RFB 003.008\n".to_vec()),
        (false, vec![1, 1]),
        (true, vec![1]),
        (false, vec![0, 0, 0, 0]),
        (true, vec![1]),
        (false, init.to_bytes()),
        (true, spf),
        (true, encodings),
        (true, update_request(false, rect(0, 0, W, H)).to_vec()),
        // A full update in two rectangles, a partial one, a bell and a cut text, a resize.
        (
            false,
            update(&[rect(0, 0, W, H / 2), rect(0, H / 2, W, H / 2)]),
        ),
        (false, update(&[rect(1, 1, 2, 2)])),
        (false, bell_and_cut),
        (false, {
            let mut m = vec![0, 0, 0, 1];
            rect_header(rect(0, 0, 32, 16), enc::DESKTOP_SIZE, &mut m);
            m
        }),
        (false, update(&[rect(0, 0, 32, 16)])),
    ]
}

fn follow(pieces: &[(bool, Vec<u8>)], split: usize) -> (Follower, Vec<Frame>) {
    let mut f = Follower::default();
    let mut frames = Vec::new();
    for (from_viewer, bytes) in pieces {
        let cut = split.min(bytes.len());
        for part in [&bytes[..cut], &bytes[cut..]] {
            if *from_viewer {
                f.client(part).unwrap();
            } else {
                f.server(part, &mut frames).unwrap();
            }
        }
    }
    (f, frames)
}

#[test]
fn follows_the_handshake_and_cuts_the_updates_at_any_split() {
    let pieces = session(b"desk");
    for split in 0..30 {
        let (f, frames) = follow(&pieces, split);
        let full: Vec<bool> = frames.iter().map(|f| f.full).collect();
        // Full, partial, bell, resize, full at the new size; the cut text is not the screen.
        assert_eq!(full, [true, false, false, false, true], "split {split}");
        assert_eq!(frames[2].bytes.as_ref(), &[2]);
        let picture = f.picture().unwrap();
        assert_eq!((picture.init.width, picture.init.height), (32, 16));
        assert_eq!(picture.init.format.red_shift, 0, "the viewer's format");
        assert_eq!(picture.init.name, b"desk");
        assert!(picture.joinable());
        assert!(f.at_boundary());
        assert_eq!(
            f.full_request().unwrap(),
            update_request(false, rect(0, 0, 32, 16))
        );
    }
}

#[test]
fn nothing_is_known_before_the_viewer_set_its_encodings() {
    let pieces = session(b"");
    let (f, _) = follow(&pieces[..8], 0);
    assert!(f.picture().is_none());
    let (f, _) = follow(&pieces[..9], 0);
    assert!(f.picture().is_some());
}

#[test]
fn a_stream_it_cannot_follow_is_an_error() {
    // VNC authentication chosen.
    let mut f = Follower::default();
    let mut out = Vec::new();
    f.server(b"RFB 003.008\n", &mut out).unwrap();
    f.client(b"RFB 003.008\n").unwrap();
    f.server(&[1, 2], &mut out).unwrap();
    f.client(&[2]).unwrap();
    assert!(f.server(&[0; 16], &mut out).is_err());
    // Hextile in an update.
    let pieces = session(b"");
    let (mut f, _) = follow(&pieces[..10], 0);
    let mut m = vec![0, 0, 0, 1];
    rect_header(rect(0, 0, 16, 16), 5, &mut m);
    assert!(f.server(&m, &mut out).is_err());
    // A handshake that never ends.
    let mut f = Follower::default();
    f.server(b"RFB 003.008\n", &mut out).unwrap();
    f.client(b"RFB 003.008\n").unwrap();
    f.server(&[1, 1], &mut out).unwrap();
    f.client(&[1]).unwrap();
    f.server(&[0, 0, 0, 0], &mut out).unwrap();
    let mut init = vec![0, 1, 0, 1];
    init.extend_from_slice(&PixelFormat::NATIVE.to_bytes());
    init.extend_from_slice(&u32::MAX.to_be_bytes());
    assert!(f.server(&init, &mut out).is_err(), "a name of 4 GiB");
}

#[test]
fn version_3_7_has_no_security_result_for_none() {
    let mut f = Follower::default();
    let mut out = Vec::new();
    f.server(b"RFB 003.008\n", &mut out).unwrap();
    f.client(b"RFB 003.007\n").unwrap();
    f.server(&[1, 1], &mut out).unwrap();
    f.client(&[1, 0]).unwrap();
    let init = ServerInit {
        width: 8,
        height: 8,
        format: PixelFormat::NATIVE,
        name: Vec::new(),
    };
    f.server(&init.to_bytes(), &mut out).unwrap();
    f.client(&[2, 0, 0, 1, 0, 0, 0, 7]).unwrap();
    assert_eq!(f.picture().unwrap().init, init);
}
