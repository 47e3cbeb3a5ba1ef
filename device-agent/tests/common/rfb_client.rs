//! An RFB client written from the specification for the tests: the handshake, and decoders
//! for Raw, CopyRect, ZRLE, Tight (including JPEG) and the cursor and desktop-size
//! pseudo-encodings, independent of the server's encoders.

// Each test binary uses part of it.
#![allow(dead_code, clippy::unwrap_used)]

use std::time::Duration;

use device_agent::backend::Frame;
use flate2::{Decompress, FlushDecompress};
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};

pub(crate) const RAW: i32 = 0;
pub(crate) const COPY_RECT: i32 = 1;
pub(crate) const TIGHT: i32 = 7;
pub(crate) const ZRLE: i32 = 16;
pub(crate) const CURSOR: i32 = -239;
pub(crate) const DESKTOP_SIZE: i32 = -223;
pub(crate) const QUALITY_6: i32 = -26;

/// A client pixel format.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pf {
    pub bpp: u8,
    pub depth: u8,
    pub big_endian: bool,
    pub max: [u16; 3],
    pub shift: [u8; 3],
}

impl Pf {
    pub(crate) fn parse(b: &[u8]) -> Pf {
        assert_ne!(b[3], 0, "true colour");
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
    pub(crate) fn bytes(&self) -> Vec<u8> {
        let mut v = vec![self.bpp, self.depth, u8::from(self.big_endian), 1];
        for m in self.max {
            v.extend_from_slice(&m.to_be_bytes());
        }
        v.extend_from_slice(&self.shift);
        v.extend_from_slice(&[0, 0, 0]);
        v
    }
    pub(crate) fn bpp_bytes(&self) -> usize {
        usize::from(self.bpp / 8)
    }
    pub(crate) fn rgb(&self, v: u32) -> [u8; 3] {
        let c = |i: usize| {
            let m = u32::from(self.max[i]);
            ((v >> self.shift[i]) & m) * 255 / m
        };
        [c(0) as u8, c(1) as u8, c(2) as u8]
    }
    pub(crate) fn read(&self, b: &[u8]) -> u32 {
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
    pub(crate) fn cpixel(&self, b: &[u8]) -> u32 {
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
    pub(crate) fn cpixel_len(&self) -> usize {
        if self.bpp == 32 && self.depth <= 24 {
            3
        } else {
            self.bpp_bytes()
        }
    }
    pub(crate) fn tight_rgb(&self) -> bool {
        self.bpp == 32 && self.max == [255, 255, 255]
    }
}

/// What one update held.
#[derive(Debug, Default)]
pub(crate) struct Update {
    /// (x, y, w, h, encoding) of every rectangle.
    pub rects: Vec<(u16, u16, u16, u16, i32)>,
    /// A cursor: width, height, hot spot, opaque pixel count.
    pub cursor: Option<(u16, u16, u16, u16, usize)>,
}

/// An RFB client, enough for these tests.
pub(crate) struct Client {
    pub s: DuplexStream,
    pub w: u16,
    pub h: u16,
    pub name: String,
    pub pf: Pf,
    pub fb: Vec<[u8; 3]>,
    pub zrle: Decompress,
    pub tight: [Decompress; 4],
}

pub(crate) fn inflate(d: &mut Decompress, input: &[u8]) -> Vec<u8> {
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

pub(crate) fn compact_len(b: &mut &[u8]) -> usize {
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
    pub(crate) async fn connect(s: DuplexStream) -> Client {
        Client::connect_version(s, b"RFB 003.008\n").await
    }

    pub(crate) async fn connect_version(mut s: DuplexStream, version: &[u8; 12]) -> Client {
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

    pub(crate) async fn set_encodings(&mut self, list: &[i32]) {
        let mut m = vec![2, 0];
        m.extend_from_slice(&(list.len() as u16).to_be_bytes());
        for e in list {
            m.extend_from_slice(&e.to_be_bytes());
        }
        self.s.write_all(&m).await.unwrap();
    }

    pub(crate) async fn set_pixel_format(&mut self, pf: Pf) {
        let mut m = vec![0, 0, 0, 0];
        m.extend_from_slice(&pf.bytes());
        self.s.write_all(&m).await.unwrap();
        self.pf = pf;
    }

    pub(crate) async fn request(&mut self, incremental: bool) {
        let mut m = vec![3, u8::from(incremental), 0, 0, 0, 0];
        m.extend_from_slice(&self.w.to_be_bytes());
        m.extend_from_slice(&self.h.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    pub(crate) async fn pointer(&mut self, x: u16, y: u16, buttons: u8) {
        let mut m = vec![5, buttons];
        m.extend_from_slice(&x.to_be_bytes());
        m.extend_from_slice(&y.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    pub(crate) async fn key(&mut self, keysym: u32, down: bool) {
        let mut m = vec![4, u8::from(down), 0, 0];
        m.extend_from_slice(&keysym.to_be_bytes());
        self.s.write_all(&m).await.unwrap();
    }

    pub(crate) async fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut b = vec![0u8; n];
        self.s.read_exact(&mut b).await.unwrap();
        b
    }

    /// Read and apply one FramebufferUpdate.
    pub(crate) async fn update(&mut self) -> Update {
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

    pub(crate) fn at(&self, x: u16, y: u16) -> [u8; 3] {
        self.fb[usize::from(y) * usize::from(self.w) + usize::from(x)]
    }

    pub(crate) fn put(&mut self, x: u16, y: u16, w: u16, px: &[[u8; 3]]) {
        for (i, p) in px.iter().enumerate() {
            let (c, r) = (i % usize::from(w), i / usize::from(w));
            let at = (usize::from(y) + r) * usize::from(self.w) + usize::from(x) + c;
            self.fb[at] = *p;
        }
    }

    pub(crate) fn zrle_rect(&mut self, x: u16, y: u16, w: u16, h: u16, data: &[u8]) {
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

    pub(crate) async fn tpixels(&mut self, n: usize) -> Vec<[u8; 3]> {
        let size = if self.pf.tight_rgb() {
            3
        } else {
            self.pf.bpp_bytes()
        };
        let b = self.bytes(n * size).await;
        self.decode_tpixels(&b)
    }

    pub(crate) fn decode_tpixels(&self, b: &[u8]) -> Vec<[u8; 3]> {
        if self.pf.tight_rgb() {
            b.chunks_exact(3).map(|p| [p[0], p[1], p[2]]).collect()
        } else {
            b.chunks_exact(self.pf.bpp_bytes())
                .map(|p| self.pf.rgb(self.pf.read(p)))
                .collect()
        }
    }

    /// Read Tight's compact length (1 to 3 bytes).
    pub(crate) async fn compact_len(&mut self) -> usize {
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

    pub(crate) async fn tight_data(&mut self, stream: usize, len: usize) -> Vec<u8> {
        if len < 12 {
            return self.bytes(len).await;
        }
        let n = self.compact_len().await;
        let z = self.bytes(n).await;
        let data = inflate(&mut self.tight[stream], &z);
        assert_eq!(data.len(), len, "Tight data length");
        data
    }

    pub(crate) async fn tight_rect(&mut self, x: u16, y: u16, w: u16, h: u16) {
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
    pub(crate) async fn silent_for(&mut self, wait: Duration) -> bool {
        let mut b = [0u8; 1];
        tokio::time::timeout(wait, self.s.read(&mut b))
            .await
            .is_err()
    }
}

pub(crate) fn rgb_of(frame: &Frame) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for y in 0..frame.height as usize {
        let row = &frame.data[y * frame.stride..y * frame.stride + frame.width as usize * 4];
        out.extend(row.chunks_exact(4).map(|p| [p[2], p[1], p[0]]));
    }
    out
}
