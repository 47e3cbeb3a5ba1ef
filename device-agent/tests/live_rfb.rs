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
use flate2::{Decompress, FlushDecompress};
use proto::{Capability, Display, InputRequest, LiveMode, Target, Window};
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};

const RAW: i32 = 0;
const COPY_RECT: i32 = 1;
const TIGHT: i32 = 7;
const ZRLE: i32 = 16;
const CURSOR: i32 = -239;
const DESKTOP_SIZE: i32 = -223;
const QUALITY_6: i32 = -26;

/// The synthetic screen, frozen at a time the test sets (and resizable).
struct Frozen {
    screen: Mutex<Arc<Synthetic>>,
    at: Mutex<Duration>,
}

impl Frozen {
    fn new(w: u32, h: u32) -> Arc<Frozen> {
        Arc::new(Frozen {
            screen: Mutex::new(Arc::new(Synthetic::new(w, h))),
            at: Mutex::new(Duration::from_millis(1000)),
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
        let at = *self.at.lock().unwrap();
        self.screen()
            .grab_at(Target::Display { display: 0 }, at)
            .unwrap()
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
        self.screen().grab_at(target, at)
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
        self.screen().cursor()
    }
}

/// A client pixel format.
#[derive(Clone, Copy, Debug)]
struct Pf {
    bpp: u8,
    depth: u8,
    big_endian: bool,
    max: [u16; 3],
    shift: [u8; 3],
}

impl Pf {
    fn parse(b: &[u8]) -> Pf {
        assert_eq!(b[3], 1, "true colour");
        Pf {
            bpp: b[0],
            depth: b[1],
            big_endian: b[2] != 0,
            max: [
                u16::from_be_bytes([b[4], b[5]]),
                u16::from_be_bytes([b[6], b[7]]),
                u16::from_be_bytes([b[8], b[9]]),
            ],
            shift: [b[10], b[11], b[12]],
        }
    }
    fn bytes(&self) -> Vec<u8> {
        let mut v = vec![self.bpp, self.depth, u8::from(self.big_endian), 1];
        for m in self.max {
            v.extend_from_slice(&m.to_be_bytes());
        }
        v.extend_from_slice(&self.shift);
        v.extend_from_slice(&[0, 0, 0]);
        v
    }
    fn bpp_bytes(&self) -> usize {
        usize::from(self.bpp / 8)
    }
    fn rgb(&self, v: u32) -> [u8; 3] {
        let c = |i: usize| {
            let m = u32::from(self.max[i]);
            ((v >> self.shift[i]) & m) * 255 / m
        };
        [c(0) as u8, c(1) as u8, c(2) as u8]
    }
    fn read(&self, b: &[u8]) -> u32 {
        let mut v = 0u32;
        if self.big_endian {
            for &x in b {
                v = (v << 8) | u32::from(x);
            }
        } else {
            for &x in b.iter().rev() {
                v = (v << 8) | u32::from(x);
            }
        }
        v
    }
    /// ZRLE CPIXEL: bytes and how to place them in a 32-bit value.
    fn cpixel(&self, b: &[u8]) -> u32 {
        if self.bpp != 32 || self.depth > 24 {
            return self.read(b);
        }
        let used: u32 = (0..3)
            .map(|i| u32::from(self.max[i]) << self.shift[i])
            .fold(0, |a, x| a | x);
        let low = used & 0xff00_0000 == 0;
        let mut full = [0u8; 4];
        match (low, self.big_endian) {
            (true, false) => full[..3].copy_from_slice(b),
            (true, true) => full[1..].copy_from_slice(b),
            (false, false) => full[1..].copy_from_slice(b),
            (false, true) => full[..3].copy_from_slice(b),
        }
        self.read(&full)
    }
    fn cpixel_len(&self) -> usize {
        if self.bpp == 32 && self.depth <= 24 {
            3
        } else {
            self.bpp_bytes()
        }
    }
    fn tight_rgb(&self) -> bool {
        self.bpp == 32 && self.max == [255, 255, 255]
    }
}

/// What one update held.
#[derive(Debug, Default)]
struct Update {
    /// (x, y, w, h, encoding) of every rectangle.
    rects: Vec<(u16, u16, u16, u16, i32)>,
    /// A cursor: width, height, hot spot, opaque pixel count.
    cursor: Option<(u16, u16, u16, u16, usize)>,
}

/// An RFB client, enough for these tests.
struct Client {
    s: DuplexStream,
    w: u16,
    h: u16,
    name: String,
    pf: Pf,
    fb: Vec<[u8; 3]>,
    zrle: Decompress,
    tight: [Decompress; 4],
}

fn inflate(d: &mut Decompress, input: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len() * 4 + 1024);
    let mut rest = input;
    loop {
        if out.capacity() - out.len() < 1024 {
            out.reserve(out.capacity());
        }
        let before = d.total_in();
        d.decompress_vec(rest, &mut out, FlushDecompress::Sync)
            .unwrap();
        let used = (d.total_in() - before) as usize;
        rest = &rest[used..];
        if rest.is_empty() && out.capacity() > out.len() {
            return out;
        }
    }
}

fn compact_len(b: &mut &[u8]) -> usize {
    let mut n = 0;
    for i in 0..3 {
        let byte = b[0];
        *b = &b[1..];
        if i == 2 {
            n |= usize::from(byte) << 14;
            break;
        }
        n |= usize::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            break;
        }
    }
    n
}

impl Client {
    async fn connect(s: DuplexStream) -> Client {
        Client::connect_version(s, b"RFB 003.008\n").await
    }

    async fn connect_version(mut s: DuplexStream, version: &[u8; 12]) -> Client {
        let mut v = [0u8; 12];
        s.read_exact(&mut v).await.unwrap();
        assert_eq!(&v, b"RFB 003.008\n");
        s.write_all(version).await.unwrap();
        if version == b"RFB 003.003\n" {
            assert_eq!(s.read_u32().await.unwrap(), 1);
        } else {
            let n = s.read_u8().await.unwrap();
            let mut types = vec![0u8; usize::from(n)];
            s.read_exact(&mut types).await.unwrap();
            assert_eq!(types, [1], "security None only");
            s.write_all(&[1]).await.unwrap();
            if version == b"RFB 003.008\n" {
                assert_eq!(s.read_u32().await.unwrap(), 0, "security result OK");
            }
        }
        s.write_all(&[1]).await.unwrap();
        let w = s.read_u16().await.unwrap();
        let h = s.read_u16().await.unwrap();
        let mut pf = [0u8; 16];
        s.read_exact(&mut pf).await.unwrap();
        let n = s.read_u32().await.unwrap();
        let mut name = vec![0u8; n as usize];
        s.read_exact(&mut name).await.unwrap();
        Client {
            s,
            w,
            h,
            name: String::from_utf8(name).unwrap(),
            pf: Pf::parse(&pf),
            fb: vec![[0; 3]; usize::from(w) * usize::from(h)],
            zrle: Decompress::new(true),
            tight: std::array::from_fn(|_| Decompress::new(true)),
        }
    }

    async fn set_encodings(&mut self, list: &[i32]) {
        let mut m = vec![2, 0];
        m.extend_from_slice(&(list.len() as u16).to_be_bytes());
        for e in list {
            m.extend_from_slice(&e.to_be_bytes());
        }
        self.s.write_all(&m).await.unwrap();
    }

    async fn set_pixel_format(&mut self, pf: Pf) {
        let mut m = vec![0, 0, 0, 0];
        m.extend_from_slice(&pf.bytes());
        self.s.write_all(&m).await.unwrap();
        self.pf = pf;
    }

    async fn request(&mut self, incremental: bool) {
        let mut m = vec![3, u8::from(incremental), 0, 0, 0, 0];
        m.extend_from_slice(&self.w.to_be_bytes());
        m.extend_from_slice(&self.h.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    async fn pointer(&mut self, x: u16, y: u16, buttons: u8) {
        let mut m = vec![5, buttons];
        m.extend_from_slice(&x.to_be_bytes());
        m.extend_from_slice(&y.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    async fn key(&mut self, keysym: u32, down: bool) {
        let mut m = vec![4, u8::from(down), 0, 0];
        m.extend_from_slice(&keysym.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    async fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut b = vec![0u8; n];
        self.s.read_exact(&mut b).await.unwrap();
        b
    }

    /// Read and apply one FramebufferUpdate.
    async fn update(&mut self) -> Update {
        let kind = tokio::time::timeout(Duration::from_secs(20), self.s.read_u8())
            .await
            .expect("an update within 20 s")
            .unwrap();
        assert_eq!(kind, 0, "FramebufferUpdate");
        let _pad = self.s.read_u8().await.unwrap();
        let count = self.s.read_u16().await.unwrap();
        let mut update = Update::default();
        for _ in 0..count {
            let x = self.s.read_u16().await.unwrap();
            let y = self.s.read_u16().await.unwrap();
            let w = self.s.read_u16().await.unwrap();
            let h = self.s.read_u16().await.unwrap();
            let e = self.s.read_i32().await.unwrap();
            update.rects.push((x, y, w, h, e));
            match e {
                RAW => {
                    let data = self
                        .bytes(usize::from(w) * usize::from(h) * self.pf.bpp_bytes())
                        .await;
                    let px: Vec<[u8; 3]> = data
                        .chunks_exact(self.pf.bpp_bytes())
                        .map(|p| self.pf.rgb(self.pf.read(p)))
                        .collect();
                    self.put(x, y, w, &px);
                }
                COPY_RECT => {
                    let sx = self.s.read_u16().await.unwrap();
                    let sy = self.s.read_u16().await.unwrap();
                    let mut px = Vec::new();
                    for r in 0..h {
                        for c in 0..w {
                            px.push(self.at(sx + c, sy + r));
                        }
                    }
                    self.put(x, y, w, &px);
                }
                ZRLE => {
                    let n = self.s.read_u32().await.unwrap() as usize;
                    let z = self.bytes(n).await;
                    let data = inflate(&mut self.zrle, &z);
                    self.zrle_rect(x, y, w, h, &data);
                }
                TIGHT => self.tight_rect(x, y, w, h).await,
                CURSOR => {
                    let pixels = self
                        .bytes(usize::from(w) * usize::from(h) * self.pf.bpp_bytes())
                        .await;
                    let mask = self
                        .bytes(usize::from(w).div_ceil(8) * usize::from(h))
                        .await;
                    let _ = pixels;
                    let opaque = mask.iter().map(|b| b.count_ones() as usize).sum();
                    update.cursor = Some((w, h, x, y, opaque));
                }
                DESKTOP_SIZE => {
                    self.w = w;
                    self.h = h;
                    self.fb = vec![[0; 3]; usize::from(w) * usize::from(h)];
                }
                other => panic!("unexpected encoding {other}"),
            }
        }
        update
    }

    fn at(&self, x: u16, y: u16) -> [u8; 3] {
        self.fb[usize::from(y) * usize::from(self.w) + usize::from(x)]
    }

    fn put(&mut self, x: u16, y: u16, w: u16, px: &[[u8; 3]]) {
        for (i, p) in px.iter().enumerate() {
            let (c, r) = (i % usize::from(w), i / usize::from(w));
            let at = (usize::from(y) + r) * usize::from(self.w) + usize::from(x) + c;
            self.fb[at] = *p;
        }
    }

    fn zrle_rect(&mut self, x: u16, y: u16, w: u16, h: u16, data: &[u8]) {
        let mut b = data;
        let cp = self.pf.cpixel_len();
        let mut ty = 0;
        while ty < h {
            let th = 64.min(h - ty);
            let mut tx = 0;
            while tx < w {
                let tw = 64.min(w - tx);
                let n = usize::from(tw) * usize::from(th);
                let sub = b[0];
                b = &b[1..];
                let mut take = |k: usize| {
                    let (a, rest) = b.split_at(k);
                    b = rest;
                    a
                };
                let px: Vec<[u8; 3]> = match sub {
                    0 => take(n * cp)
                        .chunks_exact(cp)
                        .map(|p| self.pf.rgb(self.pf.cpixel(p)))
                        .collect(),
                    1 => vec![self.pf.rgb(self.pf.cpixel(take(cp))); n],
                    2..=16 => {
                        let pal: Vec<[u8; 3]> = take(usize::from(sub) * cp)
                            .chunks_exact(cp)
                            .map(|p| self.pf.rgb(self.pf.cpixel(p)))
                            .collect();
                        let bits = match sub {
                            2 => 1,
                            3..=4 => 2,
                            _ => 4,
                        };
                        let row = (usize::from(tw) * bits).div_ceil(8);
                        let packed = take(row * usize::from(th));
                        let mut px = Vec::new();
                        for r in 0..usize::from(th) {
                            for c in 0..usize::from(tw) {
                                let bit = c * bits;
                                let byte = packed[r * row + bit / 8];
                                let i = (byte >> (8 - bits - bit % 8)) & ((1 << bits) - 1);
                                px.push(pal[usize::from(i)]);
                            }
                        }
                        px
                    }
                    128 | 130..=255 => {
                        let pal: Vec<[u8; 3]> = if sub == 128 {
                            Vec::new()
                        } else {
                            take(usize::from(sub - 128) * cp)
                                .chunks_exact(cp)
                                .map(|p| self.pf.rgb(self.pf.cpixel(p)))
                                .collect()
                        };
                        let mut px = Vec::new();
                        while px.len() < n {
                            let (colour, run) = if sub == 128 {
                                (self.pf.rgb(self.pf.cpixel(take(cp))), true)
                            } else {
                                let i = take(1)[0];
                                (pal[usize::from(i & 127)], i & 128 != 0)
                            };
                            let mut len = 1;
                            if run {
                                loop {
                                    let l = take(1)[0];
                                    len += usize::from(l);
                                    if l != 255 {
                                        break;
                                    }
                                }
                            }
                            px.extend(std::iter::repeat_n(colour, len));
                        }
                        assert_eq!(px.len(), n, "runs fill the tile exactly");
                        px
                    }
                    other => panic!("bad ZRLE subencoding {other}"),
                };
                self.put(x + tx, y + ty, tw, &px);
                tx += tw;
            }
            ty += th;
        }
        assert!(b.is_empty(), "ZRLE data fully used");
    }

    async fn tpixels(&mut self, n: usize) -> Vec<[u8; 3]> {
        let size = if self.pf.tight_rgb() {
            3
        } else {
            self.pf.bpp_bytes()
        };
        let b = self.bytes(n * size).await;
        self.decode_tpixels(&b)
    }

    fn decode_tpixels(&self, b: &[u8]) -> Vec<[u8; 3]> {
        if self.pf.tight_rgb() {
            b.chunks_exact(3).map(|p| [p[0], p[1], p[2]]).collect()
        } else {
            b.chunks_exact(self.pf.bpp_bytes())
                .map(|p| self.pf.rgb(self.pf.read(p)))
                .collect()
        }
    }

    /// Read Tight's compact length (1 to 3 bytes).
    async fn compact_len(&mut self) -> usize {
        let mut header = Vec::new();
        loop {
            let b = self.s.read_u8().await.unwrap();
            header.push(b);
            if b & 0x80 == 0 || header.len() == 3 {
                break;
            }
        }
        compact_len(&mut header.as_slice())
    }

    async fn tight_data(&mut self, stream: usize, len: usize) -> Vec<u8> {
        if len < 12 {
            return self.bytes(len).await;
        }
        let n = self.compact_len().await;
        let z = self.bytes(n).await;
        let data = inflate(&mut self.tight[stream], &z);
        assert_eq!(data.len(), len, "Tight data length");
        data
    }

    async fn tight_rect(&mut self, x: u16, y: u16, w: u16, h: u16) {
        let control = self.s.read_u8().await.unwrap();
        for i in 0..4 {
            if control & (1 << i) != 0 {
                self.tight[i] = Decompress::new(true);
            }
        }
        let n = usize::from(w) * usize::from(h);
        match control >> 4 {
            8 => {
                let c = self.tpixels(1).await[0];
                self.put(x, y, w, &vec![c; n]);
            }
            9 => {
                let len = self.compact_len().await;
                let jpeg = self.bytes(len).await;
                let img = image::load_from_memory_with_format(&jpeg, image::ImageFormat::Jpeg)
                    .unwrap()
                    .to_rgb8();
                assert_eq!((img.width(), img.height()), (u32::from(w), u32::from(h)));
                let px: Vec<[u8; 3]> = img.pixels().map(|p| p.0).collect();
                self.put(x, y, w, &px);
            }
            kind if kind < 8 => {
                let stream = usize::from(kind & 3);
                let filter = if kind & 4 != 0 {
                    self.s.read_u8().await.unwrap()
                } else {
                    0
                };
                let px = match filter {
                    0 => {
                        let size = if self.pf.tight_rgb() {
                            3
                        } else {
                            self.pf.bpp_bytes()
                        };
                        let data = self.tight_data(stream, n * size).await;
                        self.decode_tpixels(&data)
                    }
                    1 => {
                        let colours = usize::from(self.s.read_u8().await.unwrap()) + 1;
                        let pal = self.tpixels(colours).await;
                        if colours == 2 {
                            let row = usize::from(w).div_ceil(8);
                            let data = self.tight_data(stream, row * usize::from(h)).await;
                            let mut px = Vec::new();
                            for r in 0..usize::from(h) {
                                for c in 0..usize::from(w) {
                                    let bit = (data[r * row + c / 8] >> (7 - c % 8)) & 1;
                                    px.push(pal[usize::from(bit)]);
                                }
                            }
                            px
                        } else {
                            let data = self.tight_data(stream, n).await;
                            data.iter().map(|&i| pal[usize::from(i)]).collect()
                        }
                    }
                    other => panic!("unexpected Tight filter {other}"),
                };
                self.put(x, y, w, &px);
            }
            other => panic!("bad Tight compression {other}"),
        }
    }

    /// Whether anything arrives within `wait`.
    async fn silent_for(&mut self, wait: Duration) -> bool {
        let mut b = [0u8; 1];
        tokio::time::timeout(wait, self.s.read(&mut b))
            .await
            .is_err()
    }
}

fn rgb_of(frame: &Frame) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for y in 0..frame.height as usize {
        let row = &frame.data[y * frame.stride..y * frame.stride + frame.width as usize * 4];
        out.extend(row.chunks_exact(4).map(|p| [p[2], p[1], p[0]]));
    }
    out
}

/// Start a session on `backend`; returns the client side and the server task.
async fn start(
    backend: Arc<Frozen>,
    mode: LiveMode,
) -> (Client, tokio::task::JoinHandle<Result<(), String>>) {
    let (ours, theirs) = tokio::io::duplex(1 << 20);
    let server = tokio::spawn(serve_rfb(theirs, backend, mode, "test device"));
    (Client::connect(ours).await, server)
}

/// Start a session, set `encodings` and read the first full update.
async fn start_full(
    backend: Arc<Frozen>,
    encodings: &[i32],
) -> (Client, Update, tokio::task::JoinHandle<Result<(), String>>) {
    let (mut client, server) = start(backend, LiveMode::View).await;
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
        let _server = tokio::spawn(serve_rfb(theirs, backend.clone(), LiveMode::View, "d"));
        let mut client = Client::connect_version(ours, version).await;
        client.request(false).await;
        client.update().await;
        assert!(client.fb == rgb_of(&backend.frame()));
    }
}

#[tokio::test]
async fn tight_jpeg_is_used_for_photographic_areas_when_a_quality_is_given() {
    let backend = Frozen::new(W, H);
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
        for &(x, y, w, h, _) in &update.rects {
            for ty in u32::from(y) / 64..(u32::from(y) + u32::from(h)).div_ceil(64) {
                for tx in u32::from(x) / 64..(u32::from(x) + u32::from(w)).div_ceil(64) {
                    assert!(
                        dirty.contains(&(tx, ty)),
                        "rect {x},{y} {w}x{h} covers unchanged tile {tx},{ty}"
                    );
                }
            }
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
    for mode in [LiveMode::View, LiveMode::Control] {
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
        tokio::time::sleep(Duration::from_millis(200)).await;
        let title = backend.windows().unwrap()[2].title.clone();
        let frame = backend.frame();
        let i = 150 * frame.stride + 100 * 4;
        let magenta = frame.data[i..i + 3] == [255, 0, 255];
        match mode {
            LiveMode::View => {
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
async fn the_cursor_is_sent_once_when_the_client_takes_it() {
    let backend = Frozen::new(W, H);
    let (mut client, update, _server) = start_full(backend.clone(), &[TIGHT, CURSOR]).await;
    let (w, h, hx, hy, opaque) = update.cursor.expect("a cursor");
    assert_eq!((w, h, hx, hy), (12, 19, 0, 0));
    let arrow = device_agent::backend::synthetic::arrow_cursor();
    let expected = arrow.rgba.chunks_exact(4).filter(|p| p[3] >= 128).count();
    assert_eq!(opaque, expected);
    // The same cursor is not sent again.
    client.request(true).await;
    assert!(client.silent_for(Duration::from_millis(300)).await);
    // Without the pseudo-encoding no cursor comes.
    let (mut plain, _server) = start(backend, LiveMode::View).await;
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
        let server = tokio::spawn(serve_rfb(theirs, backend, LiveMode::Control, "d"));
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
