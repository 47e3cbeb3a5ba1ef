//! TEMPORARY stand-in for helper A's compose.rs (replaced at merge).
#![allow(missing_docs, dead_code)]

use proto::{ImageFormat, Rect};

use crate::backend::Frame;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum ComposeError {
    #[error("{0}")]
    Invalid(String),
}

impl Image {
    pub fn from_frame(frame: &Frame) -> Image {
        let row = frame.width as usize * 4;
        let mut data = Vec::with_capacity(row * frame.height as usize);
        for y in 0..frame.height as usize {
            data.extend_from_slice(&frame.data[y * frame.stride..y * frame.stride + row]);
        }
        Image { width: frame.width, height: frame.height, data }
    }
    pub fn crop(&self, r: Rect) -> Image {
        let mut data = Vec::new();
        for y in r.y as usize..r.y as usize + r.height as usize {
            let s = (y * self.width as usize + r.x as usize) * 4;
            data.extend_from_slice(&self.data[s..s + r.width as usize * 4]);
        }
        Image { width: r.width, height: r.height, data }
    }
    pub fn fit(&self, max_long_edge: u32) -> Image {
        let (w, h) = crate::encode::scaled_size(self.width, self.height, max_long_edge);
        self.resized(w, h)
    }
    pub fn resized(&self, width: u32, height: u32) -> Image {
        if (width, height) == (self.width, self.height) {
            return self.clone();
        }
        let mut data = Vec::with_capacity((width * height * 4) as usize);
        for y in 0..height {
            let sy = (y as u64 * self.height as u64 / height as u64) as usize;
            for x in 0..width {
                let sx = (x as u64 * self.width as u64 / width as u64) as usize;
                let s = (sy * self.width as usize + sx) * 4;
                data.extend_from_slice(&self.data[s..s + 4]);
            }
        }
        Image { width, height, data }
    }
    pub fn encode(&self, format: ImageFormat, quality: u8) -> Result<Vec<u8>, ComposeError> {
        let frame = Frame {
            width: self.width,
            height: self.height,
            stride: self.width as usize * 4,
            data: self.data.clone(),
            source: Rect { x: 0, y: 0, width: self.width, height: self.height },
            captured_at: std::time::Instant::now(),
            title: None,
        };
        crate::encode::encode(&frame, u32::MAX, format, quality)
            .map(|e| e.bytes)
            .map_err(|e| ComposeError::Invalid(e.to_string()))
    }
}

pub fn clip(rect: Rect, width: u32, height: u32) -> Option<Rect> {
    let x0 = rect.x.max(0) as i64;
    let y0 = rect.y.max(0) as i64;
    let x1 = (rect.x as i64 + rect.width as i64).min(width as i64);
    let y1 = (rect.y as i64 + rect.height as i64).min(height as i64);
    (x1 > x0 && y1 > y0).then(|| Rect { x: x0 as i32, y: y0 as i32, width: (x1 - x0) as u32, height: (y1 - y0) as u32 })
}

pub struct Tile<'a> {
    pub image: &'a Image,
    pub label: String,
    pub action: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Placed {
    pub row: u32,
    pub column: u32,
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

pub fn sheet(tiles: &[Tile], columns: Option<u32>, max_long_edge: u32) -> Result<(Image, Vec<Placed>), ComposeError> {
    let _ = (tiles, columns, max_long_edge);
    Err(ComposeError::Invalid("sheet: not merged yet".into()))
}

pub enum Extreme {
    Max,
    Min,
}

pub fn composite(images: &[&Image], which: Extreme) -> Result<Image, ComposeError> {
    let _ = which;
    Ok(images[0].clone())
}

pub fn difference(a: &Image, b: &Image) -> (f64, Option<Rect>) {
    if a == b { (0.0, None) } else { (1.0, Some(Rect { x: 0, y: 0, width: b.width, height: b.height })) }
}
