//! The agent's RFB server in process, over an in-memory pipe, against the synthetic screen.
//!
//! The client here is written from the RFB specification (handshake, and decoders for Raw,
//! CopyRect, ZRLE, Tight including JPEG, and the cursor and desktop-size pseudo-encodings),
//! independently of the server's encoders: a decoded update must equal the backend's pixels.
//! The synthetic screen is frozen at a chosen time so the expected picture is known.

#![allow(clippy::unwrap_used)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use device_agent::backend::synthetic::Synthetic;
use device_agent::backend::{Backend, BackendError, CursorImage, Frame};
use device_agent::live::serve_rfb;
use proto::{Capability, Display, InputRequest, LiveMode, Target, Window};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::common;
use common::eventually_async;
use common::rfb_client::*;

/// The synthetic screen, frozen at a time the test sets (and resizable).
struct Frozen {
    screen: Mutex<Arc<Synthetic>>,
    at: Mutex<Duration>,
    /// Paint a smooth many-coloured square (a "photograph") at 64,64 of every grab.
    photo: std::sync::atomic::AtomicBool,
    /// Where the pointer is, as a backend whose captures hold no pointer reports it (the
    /// synthetic screen reports none since its picture draws one).
    pointer: Mutex<Option<(i32, i32)>>,
}

impl Frozen {
    fn new(w: u32, h: u32) -> Arc<Frozen> {
        Arc::new(Frozen {
            screen: Mutex::new(Arc::new(Synthetic::new(w, h))),
            at: Mutex::new(Duration::from_millis(1000)),
            photo: false.into(),
            pointer: Mutex::new(None),
        })
    }
    fn screen(&self) -> Arc<Synthetic> {
        self.screen.lock().unwrap().clone()
    }
    fn set_time(&self, ms: u64) {
        *self.at.lock().unwrap() = Duration::from_millis(ms);
    }
    fn resize(&self, w: u32, h: u32) {
        *self.screen.lock().unwrap() = Arc::new(Synthetic::new(w, h));
    }
    fn frame(&self) -> Frame {
        self.grab(Target::Display { display: 0 }).unwrap()
    }
}

impl Backend for Frozen {
    fn name(&self) -> &'static str {
        "frozen"
    }
    fn capabilities(&self) -> Vec<Capability> {
        self.screen().capabilities()
    }
    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        self.screen().displays()
    }
    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        self.screen().windows()
    }
    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        let at = *self.at.lock().unwrap();
        let mut frame = self.screen().grab_at(target, at)?;
        if self.photo.load(std::sync::atomic::Ordering::Relaxed) {
            for y in 64..192 {
                for x in 64..192 {
                    let i = y * frame.stride + x * 4;
                    frame.data[i..i + 3].copy_from_slice(&[
                        (x + y) as u8,
                        (y * 2) as u8,
                        (x * 2) as u8,
                    ]);
                }
            }
        }
        Ok(frame)
    }
    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        self.screen().inject(input)
    }
    fn raw_input(&self) -> bool {
        true
    }
    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        self.screen().pointer_event(x, y, buttons)
    }
    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        self.screen().key_event(keysym, down)
    }
    fn cursor(&self) -> Option<CursorImage> {
        let mut image = self.screen().cursor()?;
        image.position = *self.pointer.lock().unwrap();
        Some(image)
    }
}

/// Start a session on `backend`; returns the client side and the server task.
async fn start(
    backend: Arc<Frozen>,
    mode: LiveMode,
) -> (Client, tokio::task::JoinHandle<Result<(), String>>) {
    let (ours, theirs) = tokio::io::duplex(1 << 20);
    let server = tokio::spawn(serve_rfb(theirs, backend, mode, false, "test device"));
    (Client::connect(ours).await, server)
}

/// Start a session, set `encodings` and read the first full update.
async fn start_full(
    backend: Arc<Frozen>,
    encodings: &[i32],
) -> (Client, Update, tokio::task::JoinHandle<Result<(), String>>) {
    start_full_in(backend, LiveMode::View, encodings).await
}

/// [`start_full`] in `mode`.
async fn start_full_in(
    backend: Arc<Frozen>,
    mode: LiveMode,
    encodings: &[i32],
) -> (Client, Update, tokio::task::JoinHandle<Result<(), String>>) {
    let (mut client, server) = start(backend, mode).await;
    client.set_encodings(encodings).await;
    client.request(false).await;
    let update = client.update().await;
    (client, update, server)
}

const W: u32 = 320;
const H: u32 = 240;

#[tokio::test]
async fn handshake_then_full_updates_decode_exactly_in_every_encoding() {
    for encodings in [
        vec![RAW],
        vec![ZRLE, RAW],
        vec![TIGHT, ZRLE, RAW],
        vec![5, 6, 0x574d5669],
    ] {
        let backend = Frozen::new(W, H);
        let (mut client, _server) = start(backend.clone(), LiveMode::View).await;
        assert_eq!((client.w, client.h), (W as u16, H as u16));
        assert_eq!(client.name, "test device");
        assert_eq!((client.pf.bpp, client.pf.depth), (32, 24));
        client.set_encodings(&encodings).await;
        client.request(false).await;
        let update = client.update().await;
        let expected_encoding = match encodings[0] {
            TIGHT => TIGHT,
            ZRLE => ZRLE,
            _ => RAW,
        };
        assert!(
            update.rects.iter().all(|r| r.4 == expected_encoding),
            "{encodings:?}: {:?}",
            update.rects
        );
        assert!(
            client.fb == rgb_of(&backend.frame()),
            "{encodings:?}: decoded picture differs"
        );
    }
}

#[tokio::test]
async fn rfb_3_3_and_3_7_clients_are_served() {
    for version in [b"RFB 003.003\n", b"RFB 003.007\n"] {
        let backend = Frozen::new(W, H);
        let (ours, theirs) = tokio::io::duplex(1 << 20);
        let _server = tokio::spawn(serve_rfb(
            theirs,
            backend.clone(),
            LiveMode::View,
            false,
            "d",
        ));
        let mut client = Client::connect_version(ours, version).await;
        client.request(false).await;
        client.update().await;
        assert!(client.fb == rgb_of(&backend.frame()));
    }
}

#[tokio::test]
async fn tight_jpeg_is_used_for_photographic_areas_when_a_quality_is_given() {
    let backend = Frozen::new(W, H);
    backend
        .photo
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let (client, _, _server) = start_full(backend.clone(), &[TIGHT, QUALITY_6]).await;
    let expected = rgb_of(&backend.frame());
    // Lossy, but close: the mean error per channel stays small.
    let error: u64 = client
        .fb
        .iter()
        .zip(&expected)
        .flat_map(|(a, b)| (0..3).map(move |i| u64::from(a[i].abs_diff(b[i]))))
        .sum();
    let mean = error as f64 / (expected.len() * 3) as f64;
    assert!(mean < 6.0, "mean error {mean}");
    assert!(
        mean > 0.0,
        "JPEG was used somewhere (a lossless picture means it was not)"
    );
}

/// Tiles (64x64) that differ between two frames.
fn dirty_tiles(a: &Frame, b: &Frame) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for ty in 0..a.height.div_ceil(64) {
        for tx in 0..a.width.div_ceil(64) {
            let differs = (ty * 64..((ty + 1) * 64).min(a.height)).any(|y| {
                let s = y as usize * a.stride + tx as usize * 256;
                let e = y as usize * a.stride + ((tx + 1) * 64).min(a.width) as usize * 4;
                a.data[s..e] != b.data[s..e]
            });
            if differs {
                out.push((tx, ty));
            }
        }
    }
    out
}

/// A rectangle as the client decoded it: x, y, w, h, encoding.
type WireRect = (u16, u16, u16, u16, i32);

/// Each rectangle of `update` with each 64x64 tile it covers.
fn tiles_of(update: &Update) -> Vec<(WireRect, (u32, u32))> {
    let mut out = Vec::new();
    for &rect in &update.rects {
        let (x, y, w, h, _) = rect;
        for ty in u32::from(y) / 64..(u32::from(y) + u32::from(h)).div_ceil(64) {
            for tx in u32::from(x) / 64..(u32::from(x) + u32::from(w)).div_ceil(64) {
                out.push((rect, (tx, ty)));
            }
        }
    }
    out
}

#[tokio::test]
async fn incremental_updates_carry_only_changed_tiles_and_nothing_while_still() {
    for encodings in [vec![ZRLE], vec![TIGHT], vec![RAW]] {
        let backend = Frozen::new(W, H);
        let (mut client, _, _server) = start_full(backend.clone(), &encodings).await;
        let before = backend.frame();

        // A still screen: an incremental request is not answered.
        client.request(true).await;
        assert!(
            client.silent_for(Duration::from_millis(400)).await,
            "sent while still"
        );

        // The clock ticks: the status text and the moving box change.
        backend.set_time(1100);
        let after = backend.frame();
        let update = client.update().await;
        let dirty = dirty_tiles(&before, &after);
        assert!(!dirty.is_empty());
        for (rect, tile) in tiles_of(&update) {
            assert!(
                dirty.contains(&tile),
                "rect {rect:?} covers unchanged tile {tile:?}"
            );
        }
        let covered: usize = update
            .rects
            .iter()
            .map(|r| usize::from(r.2) * usize::from(r.3))
            .sum();
        assert!(
            covered < (W * H) as usize / 2,
            "only part of the screen is sent"
        );
        assert!(
            client.fb == rgb_of(&after),
            "{encodings:?}: decoded picture differs"
        );

        client.request(true).await;
        assert!(client.silent_for(Duration::from_millis(300)).await);
    }
}

#[tokio::test]
async fn view_mode_ignores_input_and_control_mode_applies_it() {
    // A moderated session is one to watch on the device.
    for mode in [LiveMode::View, LiveMode::Control, LiveMode::Moderate] {
        let backend = Frozen::new(W, H);
        let (mut client, _server) = start(backend.clone(), mode).await;
        client.pointer(100, 150, 0).await;
        client.pointer(100, 150, 1).await;
        client.pointer(100, 150, 0).await;
        for (sym, down) in [
            (0x68, true),
            (0x68, false),
            (0x69, true),
            (0x69, false),
            (0xff0d, true),
        ] {
            client.key(sym, down).await;
        }
        // The session handles messages in order: an answered request means all were read.
        client.request(false).await;
        client.update().await;
        let magenta_at = |frame: &Frame| {
            let i = 150 * frame.stride + 100 * 4;
            frame.data[i..i + 3] == [255, 0, 255]
        };
        match mode {
            // Input must change nothing: give it the time it would take to show.
            LiveMode::View | LiveMode::Moderate => {
                tokio::time::sleep(Duration::from_millis(200)).await
            }
            LiveMode::Control => {
                eventually_async(Duration::from_secs(5), "the input applied", || {
                    let title = backend.windows().unwrap()[2].title.clone();
                    (title == "Input echo: hi " && magenta_at(&backend.frame())).then_some(())
                })
                .await
            }
        }
        let title = backend.windows().unwrap()[2].title.clone();
        let magenta = magenta_at(&backend.frame());
        match mode {
            LiveMode::View | LiveMode::Moderate => {
                assert_eq!(title, "Input echo");
                assert!(!magenta);
            }
            LiveMode::Control => {
                assert_eq!(title, "Input echo: hi ");
                assert!(magenta, "a press leaves a mark");
            }
        }
    }
}

#[tokio::test]
async fn other_pixel_formats_are_honoured() {
    let pf = |bpp, depth, big_endian, max, shift| Pf {
        bpp,
        depth,
        big_endian,
        max,
        shift,
    };
    let formats = [
        // Big-endian, red in the low byte.
        pf(32, 24, true, [255, 255, 255], [0, 8, 16]),
        // Little-endian, channels in the high three bytes.
        pf(32, 24, false, [255, 255, 255], [24, 16, 8]),
        // RGB565, both byte orders.
        pf(16, 16, false, [31, 63, 31], [11, 5, 0]),
        pf(16, 16, true, [31, 63, 31], [11, 5, 0]),
        // BGR233.
        pf(8, 8, false, [7, 7, 3], [0, 3, 6]),
    ];
    for pf in formats {
        for encodings in [vec![RAW], vec![ZRLE], vec![TIGHT]] {
            let backend = Frozen::new(W, H);
            let (mut client, _server) = start(backend.clone(), LiveMode::View).await;
            client.set_pixel_format(pf).await;
            client.set_encodings(&encodings).await;
            client.request(false).await;
            client.update().await;
            let expected: Vec<[u8; 3]> = rgb_of(&backend.frame())
                .iter()
                .map(|p| {
                    let v = (0..3).fold(0u32, |a, i| {
                        let m = u32::from(pf.max[i]);
                        a | (((u32::from(p[i]) * m + 127) / 255) << pf.shift[i])
                    });
                    pf.rgb(v)
                })
                .collect();
            assert!(client.fb == expected, "{pf:?} {encodings:?}");
        }
    }
}

#[tokio::test]
async fn colour_map_formats_end_the_session() {
    let backend = Frozen::new(W, H);
    let (mut client, server) = start(backend, LiveMode::View).await;
    let mut m = vec![0, 0, 0, 0];
    m.extend_from_slice(&[8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    client.s.write_all(&m).await.unwrap();
    let result = tokio::time::timeout(Duration::from_secs(10), server)
        .await
        .unwrap()
        .unwrap();
    assert!(result.unwrap_err().contains("colour-map"));
}

#[tokio::test]
async fn desktop_size_changes_are_announced_then_sent_in_full() {
    let backend = Frozen::new(W, H);
    let (mut client, _, _server) = start_full(backend.clone(), &[ZRLE, DESKTOP_SIZE]).await;
    backend.resize(400, 300);
    client.request(true).await;
    let update = client.update().await;
    assert_eq!(update.rects, vec![(0, 0, 400, 300, DESKTOP_SIZE)]);
    assert_eq!((client.w, client.h), (400, 300));
    client.request(true).await;
    client.update().await;
    assert!(client.fb == rgb_of(&backend.frame()));
}

#[tokio::test]
async fn the_cursor_is_sent_once_when_the_client_takes_it_in_control_mode() {
    let backend = Frozen::new(W, H);
    // A pointer position changes nothing in control mode: the viewer draws the image.
    *backend.pointer.lock().unwrap() = Some((100, 120));
    let (mut client, update, _server) =
        start_full_in(backend.clone(), LiveMode::Control, &[TIGHT, CURSOR]).await;
    let (w, h, hx, hy, opaque) = update.cursor.expect("a cursor");
    assert_eq!((w, h, hx, hy), (12, 19, 0, 0));
    let arrow = device_agent::backend::synthetic::arrow_cursor();
    let expected = arrow.rgba.chunks_exact(4).filter(|p| p[3] >= 128).count();
    assert_eq!(opaque, expected);
    assert!(
        client.fb == rgb_of(&backend.frame()),
        "no pointer composited"
    );
    // The same cursor is not sent again, nor anything when the pointer moves.
    client.request(true).await;
    *backend.pointer.lock().unwrap() = Some((250, 30));
    assert!(client.silent_for(Duration::from_millis(300)).await);
    // Without the pseudo-encoding no cursor comes.
    let (mut plain, _server) = start(backend, LiveMode::Control).await;
    plain.request(false).await;
    assert!(plain.update().await.cursor.is_none());
}

#[tokio::test]
async fn a_scrolled_pane_is_sent_as_a_copyrect_and_the_rest() {
    // The echo window's text scrolls up as lines are added; the rows that moved are copied.
    let backend = Frozen::new(1280, 800);
    let lines: String = (0..40)
        .map(|i| format!("line {i} of the echo {}\n", "x".repeat(i % 17)))
        .collect();
    backend
        .screen()
        .inject(&InputRequest::Type { text: lines })
        .unwrap();
    let (mut client, _, _server) = start_full(backend.clone(), &[COPY_RECT, ZRLE]).await;
    backend
        .screen()
        .inject(&InputRequest::Type {
            text: "one more\nand another\n".into(),
        })
        .unwrap();
    client.request(true).await;
    let update = client.update().await;
    assert_eq!(update.rects[0].4, COPY_RECT, "{:?}", update.rects);
    assert!(
        update.rects[0].3 >= 100,
        "most of the pane moved: {:?}",
        update.rects[0]
    );
    assert!(client.fb == rgb_of(&backend.frame()));
}

/// A tiny deterministic generator for the fuzz test.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u32
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

#[tokio::test]
async fn malformed_client_bytes_end_the_session_without_panicking() {
    let mut rng = Lcg(7);
    for case in 0..150 {
        let backend = Frozen::new(256, 192);
        let (mut ours, theirs) = tokio::io::duplex(1 << 16);
        let server = tokio::spawn(serve_rfb(theirs, backend, LiveMode::Control, false, "d"));
        let mut junk = Vec::new();
        if case % 3 != 0 {
            // A valid handshake first, then plausible messages with random fields.
            junk.extend_from_slice(b"RFB 003.008\n\x01\x01");
            for _ in 0..(rng.next() % 8) {
                let kind = [0u8, 2, 3, 4, 5, 6, 7, 255][(rng.next() % 8) as usize];
                junk.push(kind);
                let len = match kind {
                    0 => 19,
                    2 => 3,
                    3 => 9,
                    4 => 7,
                    5 => 5,
                    6 => 7,
                    _ => (rng.next() % 20) as usize,
                };
                junk.extend(rng.bytes(len));
                if kind == 2 {
                    let n = (rng.next() % 64) as usize;
                    junk.extend(rng.bytes(n));
                }
            }
        }
        let n = (rng.next() % 300) as usize;
        junk.extend(rng.bytes(n));
        // Let the server greet first, then answer with the junk.
        let mut buf = vec![0u8; 1 << 16];
        let _ = tokio::time::timeout(Duration::from_millis(300), ours.read(&mut buf)).await;
        let _ = ours.write_all(&junk).await;
        let _ = tokio::time::timeout(Duration::from_millis(50), ours.read(&mut buf)).await;
        drop(ours);
        let result = tokio::time::timeout(Duration::from_secs(20), server)
            .await
            .unwrap_or_else(|_| panic!("case {case}: the session did not end"));
        assert!(result.is_ok(), "case {case}: the session panicked");
    }
}

/// `frame`'s pixels with the synthetic arrow drawn with its tip at (x, y); the arrow is
/// either opaque or transparent, so no blending is involved.
fn with_arrow(frame: &Frame, x: u32, y: u32) -> Vec<[u8; 3]> {
    let mut rgb = rgb_of(frame);
    let arrow = device_agent::backend::synthetic::arrow_cursor();
    for (i, p) in arrow.rgba.chunks_exact(4).enumerate() {
        let (px, py) = (x + i as u32 % 12, y + i as u32 / 12);
        if p[3] == 255 && px < frame.width && py < frame.height {
            rgb[(py * frame.width + px) as usize] = [p[0], p[1], p[2]];
        }
    }
    rgb
}

#[tokio::test]
async fn view_mode_composites_the_device_pointer_and_sends_only_tiles_it_moves_over() {
    for encodings in [
        vec![RAW, CURSOR],
        vec![TIGHT, CURSOR],
        vec![ZRLE, COPY_RECT, CURSOR],
    ] {
        let backend = Frozen::new(W, H);
        *backend.pointer.lock().unwrap() = Some((100, 120));
        let (mut client, update, _server) = start_full(backend.clone(), &encodings).await;
        let frame = backend.frame();
        assert!(
            update.cursor.is_none(),
            "{encodings:?}: no cursor pseudo-rectangle"
        );
        assert!(
            client.fb == with_arrow(&frame, 100, 120),
            "{encodings:?}: the pointer is drawn at its position"
        );

        // A still screen and a still pointer: nothing.
        client.request(true).await;
        assert!(client.silent_for(Duration::from_millis(300)).await);

        // The pointer moves: only the tiles under its old place (100..112, 120..139) and
        // its new one (250..262, 30..49) come.
        *backend.pointer.lock().unwrap() = Some((250, 30));
        let update = client.update().await;
        assert!(update.cursor.is_none());
        let allowed = [(1, 1), (1, 2), (3, 0), (4, 0)];
        for (rect, tile) in tiles_of(&update) {
            assert!(
                allowed.contains(&tile),
                "{encodings:?}: rect {rect:?} covers tile {tile:?}"
            );
        }
        assert!(
            client.fb == with_arrow(&frame, 250, 30),
            "{encodings:?}: the pointer moved and its old place is restored"
        );

        // The screen changes under a still pointer: the pointer stays on top.
        client.request(true).await;
        backend.set_time(1100);
        client.update().await;
        assert!(client.fb == with_arrow(&backend.frame(), 250, 30));

        // The pointer leaves the screen: its old place is restored.
        client.request(true).await;
        *backend.pointer.lock().unwrap() = Some((-100, -100));
        client.update().await;
        assert!(client.fb == rgb_of(&backend.frame()));
    }
}

/// A shared session (`shared`) whose server-to-client bytes also go through the relay's
/// framer: the client, and the number of framebuffer updates the framer cut so far.
async fn start_shared_through_framer(
    backend: Arc<Frozen>,
    shared: bool,
) -> (Client, Arc<std::sync::atomic::AtomicUsize>) {
    use rfb_wire::server_stream::{Kind, ServerInit, ServerStream};
    let (ours, relay_client) = tokio::io::duplex(1 << 20);
    let (relay_server, theirs) = tokio::io::duplex(1 << 20);
    tokio::spawn(serve_rfb(
        theirs,
        backend,
        LiveMode::View,
        shared,
        "test device",
    ));
    let updates = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = updates.clone();
    let (mut from_server, mut to_server) = tokio::io::split(relay_server);
    let (mut from_client, mut to_client) = tokio::io::split(relay_client);
    tokio::spawn(async move { tokio::io::copy(&mut from_client, &mut to_server).await });
    tokio::spawn(async move {
        // RFB 3.8 with no security: version, one security type, its result, then ServerInit.
        let mut seen = Vec::new();
        let mut stream: Option<ServerStream> = None;
        let mut buf = vec![0u8; 1 << 16];
        let mut out = Vec::new();
        loop {
            let n = from_server.read(&mut buf).await.unwrap();
            if n == 0 {
                return;
            }
            to_client.write_all(&buf[..n]).await.unwrap();
            match &mut stream {
                Some(s) => s
                    .feed(&buf[..n], &mut out)
                    .expect("the framer cuts our server's stream"),
                None => {
                    seen.extend_from_slice(&buf[..n]);
                    let init = seen.get(18..).map(|b| ServerInit::parse(b).unwrap());
                    if let Some(Some((init, len))) = init {
                        let mut s = ServerStream::new(init.format);
                        s.feed(&seen[18 + len..], &mut out).unwrap();
                        stream = Some(s);
                    }
                }
            }
            let cut = out
                .drain(..)
                .filter(|m| matches!(m.kind, Kind::Update(_)))
                .count();
            counted.fetch_add(cut, std::sync::atomic::Ordering::SeqCst);
        }
    });
    (Client::connect(ours).await, updates)
}

#[tokio::test]
async fn in_a_shared_session_an_update_decodes_without_what_came_before_it() {
    use std::sync::atomic::Ordering;
    let backend = Frozen::new(W, H);
    let (mut client, updates) = start_shared_through_framer(backend.clone(), true).await;
    // ZRLE first: a shared session takes Tight whenever it is listed (ZRLE's one zlib
    // stream cannot start over). Lossless, so the picture is exact (JPEG rectangles hold
    // no stream, and decode alone however the session is shared).
    client.set_encodings(&[ZRLE, TIGHT, RAW]).await;
    client.request(false).await;
    let first = client.update().await;
    assert!(
        first.rects.iter().all(|r| r.4 == TIGHT),
        "{:?}",
        first.rects
    );
    for step in 1..=3 {
        backend.set_time(1000 + step * 100);
        // An observer joining now has none of the session's history: fresh inflaters.
        client.zrle = flate2::Decompress::new(true);
        client.tight = std::array::from_fn(|_| flate2::Decompress::new(true));
        client.request(true).await;
        client.update().await;
        assert!(
            client.fb == rgb_of(&backend.frame()),
            "step {step}: decoded picture differs"
        );
    }
    // The relay's framer cut the stream where each update ends.
    eventually_async(
        Duration::from_secs(5),
        "the framer to cut 4 updates",
        || (updates.load(Ordering::SeqCst) == 4).then_some(()),
    )
    .await;

    // Not shared: the streams carry history, and fresh inflaters cannot read what follows.
    let backend = Frozen::new(W, H);
    let (mut client, _) = start_shared_through_framer(backend.clone(), false).await;
    client.set_encodings(&[TIGHT, RAW]).await;
    client.request(false).await;
    client.update().await;
    backend.set_time(1100);
    client.tight = std::array::from_fn(|_| flate2::Decompress::new(true));
    client.request(true).await;
    let read = tokio::spawn(async move {
        client.update().await;
        client.fb == rgb_of(&backend.frame())
    });
    assert!(
        !matches!(read.await, Ok(true)),
        "a later update of an unshared session decoded alone"
    );
}
