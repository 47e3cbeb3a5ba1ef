//! Converting an X image in the server's pixel format into BGRA.
//!
//! A ZPixmap from `GetImage` is laid out as the server's screen format says: bits per pixel,
//! scanline padding, byte order and the visual's colour masks. On practically every server
//! today that is 32 bits, little-endian, with red in bits 16..24, which is already BGRA, so that
//! case is a row copy; the general path exists so that an unusual server (16-bit, big-endian)
//! still yields a correct picture instead of an error.

/// How the server lays out the pixels of an image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PixelLayout {
    /// Bits per pixel: 16, 24 or 32 are supported.
    pub bits_per_pixel: u8,
    /// Rows are padded to a multiple of this many bits.
    pub scanline_pad: u8,
    /// Whether multi-byte pixels are stored most significant byte first.
    pub msb_first: bool,
    /// The visual's red mask.
    pub red_mask: u32,
    /// The visual's green mask.
    pub green_mask: u32,
    /// The visual's blue mask.
    pub blue_mask: u32,
}

/// Why pixels could not be converted.
#[derive(Debug, thiserror::Error)]
pub(super) enum PixelError {
    /// A layout this code does not handle.
    #[error("unsupported pixel format: {0} bits per pixel")]
    Unsupported(u8),
    /// Fewer bytes than the image needs.
    #[error("image data too short: {got} bytes, {need} needed")]
    Short {
        /// Bytes received.
        got: usize,
        /// Bytes needed.
        need: usize,
    },
}

impl PixelLayout {
    /// Bytes from one row to the next for an image `width` pixels wide.
    pub(super) fn bytes_per_line(&self, width: u32) -> usize {
        let pad = usize::from(self.scanline_pad.max(8));
        let bits = width as usize * usize::from(self.bits_per_pixel);
        bits.div_ceil(pad) * pad / 8
    }

    pub(crate) fn is_bgrx(&self) -> bool {
        self.bits_per_pixel == 32
            && !self.msb_first
            && (self.red_mask, self.green_mask, self.blue_mask) == (0xff_0000, 0xff00, 0xff)
    }
}

/// One colour channel described by its mask.
#[derive(Clone, Copy)]
struct Channel {
    shift: u32,
    max: u32,
}

impl Channel {
    fn new(mask: u32) -> Channel {
        let shift = if mask == 0 { 0 } else { mask.trailing_zeros() };
        Channel {
            shift,
            max: mask >> shift,
        }
    }

    fn read(self, pixel: u32) -> u8 {
        if self.max == 0 {
            return 0;
        }
        let v = (pixel >> self.shift) & self.max;
        // Widen to 8 bits so that full intensity stays 255 for 5- and 6-bit channels.
        (u64::from(v) * 255 / u64::from(self.max)) as u8
    }
}

/// Convert `height` rows of `width` pixels in `layout` to packed BGRA (alpha 255).
pub(super) fn to_bgra(
    data: &[u8],
    width: u32,
    height: u32,
    layout: &PixelLayout,
) -> Result<Vec<u8>, PixelError> {
    let bpp = usize::from(layout.bits_per_pixel / 8);
    if !matches!(layout.bits_per_pixel, 16 | 24 | 32) {
        return Err(PixelError::Unsupported(layout.bits_per_pixel));
    }
    let line = layout.bytes_per_line(width);
    let row = width as usize * bpp;
    let need = if height == 0 {
        0
    } else {
        line * (height as usize - 1) + row
    };
    if data.len() < need {
        return Err(PixelError::Short {
            got: data.len(),
            need,
        });
    }
    let out_row = width as usize * 4;
    let mut out = Vec::with_capacity(out_row * height as usize);
    if layout.is_bgrx() {
        if line == out_row {
            out.extend_from_slice(&data[..out_row * height as usize]);
        } else {
            for y in 0..height as usize {
                out.extend_from_slice(&data[y * line..y * line + out_row]);
            }
        }
        return Ok(out);
    }
    let (r, g, b) = (
        Channel::new(layout.red_mask),
        Channel::new(layout.green_mask),
        Channel::new(layout.blue_mask),
    );
    for y in 0..height as usize {
        for px in data[y * line..y * line + row].chunks_exact(bpp) {
            let value = px.iter().enumerate().fold(0u32, |acc, (i, &byte)| {
                if layout.msb_first {
                    (acc << 8) | u32::from(byte)
                } else {
                    acc | u32::from(byte) << (8 * i)
                }
            });
            out.extend_from_slice(&[b.read(value), g.read(value), r.read(value), 255]);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(bits: u8, msb_first: bool, masks: (u32, u32, u32)) -> PixelLayout {
        PixelLayout {
            bits_per_pixel: bits,
            scanline_pad: 32,
            msb_first,
            red_mask: masks.0,
            green_mask: masks.1,
            blue_mask: masks.2,
        }
    }

    const RGB888: (u32, u32, u32) = (0xff_0000, 0xff00, 0xff);

    #[test]
    fn bgrx_is_copied_row_by_row() {
        let l = layout(32, false, RGB888);
        let data = [1, 2, 3, 0, 4, 5, 6, 0];
        assert_eq!(to_bgra(&data, 2, 1, &l).unwrap(), data);
        assert_eq!(to_bgra(&data, 1, 2, &l).unwrap(), data);
    }

    #[test]
    fn big_endian_32_bit_is_swapped() {
        let l = layout(32, true, RGB888);
        // 0x00RRGGBB stored MSB first: 00 R G B.
        let data = [0, 10, 20, 30];
        assert_eq!(to_bgra(&data, 1, 1, &l).unwrap(), [30, 20, 10, 255]);
    }

    #[test]
    fn rgb565_is_widened() {
        let l = layout(16, false, (0xf800, 0x07e0, 0x001f));
        // Pure red, then white, little-endian; rows pad to 4 bytes.
        let data = [0x00, 0xf8, 0xff, 0xff];
        assert_eq!(
            to_bgra(&data, 2, 1, &l).unwrap(),
            [0, 0, 255, 255, 255, 255, 255, 255]
        );
        // One pixel per row: 2 bytes of pixel, 2 of padding.
        let data = [0x00, 0xf8, 9, 9, 0x1f, 0x00];
        assert_eq!(
            to_bgra(&data, 1, 2, &l).unwrap(),
            [0, 0, 255, 255, 255, 0, 0, 255]
        );
    }

    #[test]
    fn packed_24_bit_rows_are_padded() {
        let l = layout(24, false, RGB888);
        assert_eq!(l.bytes_per_line(1), 4);
        let data = [3, 2, 1, 0, 6, 5, 4];
        assert_eq!(
            to_bgra(&data, 1, 2, &l).unwrap(),
            [3, 2, 1, 255, 6, 5, 4, 255]
        );
    }

    #[test]
    fn short_data_and_odd_depths_are_errors() {
        let l = layout(32, false, RGB888);
        assert!(matches!(
            to_bgra(&[0; 7], 2, 1, &l),
            Err(PixelError::Short { .. })
        ));
        let l = layout(8, false, RGB888);
        assert!(matches!(
            to_bgra(&[0; 8], 2, 1, &l),
            Err(PixelError::Unsupported(8))
        ));
    }
}
