//! A stored frame: its metadata and its pixels, kept LZ4-compressed.
//!
//! A sequence holds up to 300 frames and a watch up to 3000, so raw BGRA (8 MB a 1080p
//! frame) cannot stay in memory. PNG would, but costs tens of milliseconds a frame, which a
//! 30 fps capture cannot pay. LZ4 is lossless and takes a few milliseconds on a 1080p screen,
//! and screens compress well with it (flat areas, repeated rows). The store's 48 MiB budget
//! counts decoded bytes all the same (width × height × 4), as the spec's 48 MiB are of decoded
//! frames: every read or composition unpacks a frame whole, and a budget must mean the same
//! frames whether they compressed well or not. One frame's own 12 MiB limit, which the spec
//! does not call decoded, counts what it holds: a 4096-pixel frame, which `max_long_edge`
//! allows, is more than 12 MiB decoded.

use std::sync::Arc;

use proto::FrameMeta;

use super::compose::Image;

/// A frame's pixels, compressed.
#[derive(Debug)]
pub(crate) struct Packed {
    width: u32,
    height: u32,
    bytes: Vec<u8>,
}

impl Packed {
    /// Compress `image`.
    pub(crate) fn pack(image: &Image) -> Packed {
        Packed {
            width: image.width,
            height: image.height,
            bytes: lz4_flex::block::compress(&image.data),
        }
    }

    /// The pixels again.
    pub(crate) fn unpack(&self) -> Image {
        let len = self.width as usize * self.height as usize * 4;
        // The bytes are our own compression of exactly `len` bytes; a failure would be a bug,
        // and a black frame of the right size is the safest thing to show for it.
        let data = lz4_flex::block::decompress(&self.bytes, len).unwrap_or_else(|e| {
            tracing::error!(error = %e, "a stored frame does not decompress");
            vec![0; len]
        });
        Image {
            width: self.width,
            height: self.height,
            data,
        }
    }

    /// Memory the compressed pixels hold, in bytes (what a frame's own 12 MiB limit counts).
    pub(crate) fn stored_bytes(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// The frame's decoded size in bytes (BGRA, 4 a pixel), what the 48 MiB budget counts.
    pub(crate) fn decoded_bytes(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height) * 4
    }
}

/// One frame of a sequence.
#[derive(Debug, Clone)]
pub(crate) struct StoredFrame {
    /// What the caller is told about it.
    pub(crate) meta: FrameMeta,
    /// Its pixels; a watch frame equal to the one before shares them.
    pub(crate) pixels: Arc<Packed>,
    /// When its capture call began, ms after the sequence started (for action spans).
    pub(crate) started_ms: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_is_lossless_and_smaller_for_a_screen() {
        let mut data = Vec::new();
        for y in 0..200u32 {
            for x in 0..300u32 {
                data.extend_from_slice(&[(x / 7) as u8, (y / 3) as u8, 40, 255]);
            }
        }
        let image = Image {
            width: 300,
            height: 200,
            data,
        };
        let packed = Packed::pack(&image);
        assert!(packed.stored_bytes() < image.data.len() as u64 / 4);
        // The limits count the decoded size, however well it compressed.
        assert_eq!(packed.decoded_bytes(), 300 * 200 * 4);
        assert_eq!(packed.unpack(), image);
    }
}
