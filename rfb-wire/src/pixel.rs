//! RFB pixel formats: the one the client asked for, and turning our BGRA pixels into it.
//!
//! Captured frames are always BGRA (B, G, R, X bytes); the client may ask for any true-colour
//! layout (bits per pixel, depth, channel maxima and shifts, byte order). Colour-map formats
//! are refused: no viewer we serve needs them and they would need a palette negotiation.

/// The 16-byte PIXEL_FORMAT of the RFB protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PixelFormat {
    /// Bits a pixel takes on the wire: 8, 16 or 32.
    pub bits_per_pixel: u8,
    /// Useful bits.
    pub depth: u8,
    /// Multi-byte pixels are sent most significant byte first.
    pub big_endian: bool,
    /// True colour (we refuse colour maps).
    pub true_colour: bool,
    /// Largest red value.
    pub red_max: u16,
    /// Largest green value.
    pub green_max: u16,
    /// Largest blue value.
    pub blue_max: u16,
    /// Bit position of red.
    pub red_shift: u8,
    /// Bit position of green.
    pub green_shift: u8,
    /// Bit position of blue.
    pub blue_shift: u8,
}

impl PixelFormat {
    /// What the server offers first: 32 bits, depth 24, little-endian, red at bit 16, which
    /// is exactly the BGRX bytes of a captured frame.
    pub const NATIVE: PixelFormat = PixelFormat {
        bits_per_pixel: 32,
        depth: 24,
        big_endian: false,
        true_colour: true,
        red_max: 255,
        green_max: 255,
        blue_max: 255,
        red_shift: 16,
        green_shift: 8,
        blue_shift: 0,
    };

    /// Parse the 16 wire bytes (the last 3 are padding).
    pub fn parse(b: &[u8; 16]) -> PixelFormat {
        PixelFormat {
            bits_per_pixel: b[0],
            depth: b[1],
            big_endian: b[2] != 0,
            true_colour: b[3] != 0,
            red_max: u16::from_be_bytes([b[4], b[5]]),
            green_max: u16::from_be_bytes([b[6], b[7]]),
            blue_max: u16::from_be_bytes([b[8], b[9]]),
            red_shift: b[10],
            green_shift: b[11],
            blue_shift: b[12],
        }
    }

    /// The 16 wire bytes.
    pub fn to_bytes(self) -> [u8; 16] {
        let [rh, rl] = self.red_max.to_be_bytes();
        let [gh, gl] = self.green_max.to_be_bytes();
        let [bh, bl] = self.blue_max.to_be_bytes();
        [
            self.bits_per_pixel,
            self.depth,
            u8::from(self.big_endian),
            u8::from(self.true_colour),
            rh,
            rl,
            gh,
            gl,
            bh,
            bl,
            self.red_shift,
            self.green_shift,
            self.blue_shift,
            0,
            0,
            0,
        ]
    }

    /// Why this format cannot be served, if it cannot.
    pub fn check(&self) -> Result<(), String> {
        if !self.true_colour {
            return Err("colour-map pixel formats are not supported".into());
        }
        if !matches!(self.bits_per_pixel, 8 | 16 | 32) {
            return Err(format!(
                "{} bits per pixel is not 8, 16 or 32",
                self.bits_per_pixel
            ));
        }
        for (name, max, shift) in [
            ("red", self.red_max, self.red_shift),
            ("green", self.green_max, self.green_shift),
            ("blue", self.blue_max, self.blue_shift),
        ] {
            let bits = 16 - max.leading_zeros();
            if max == 0 || u32::from(shift) + bits > u32::from(self.bits_per_pixel) {
                return Err(format!(
                    "{name} (max {max}, shift {shift}) does not fit in {} bits",
                    self.bits_per_pixel
                ));
            }
        }
        Ok(())
    }

    /// Bytes a pixel takes on the wire.
    pub fn bytes_per_pixel(&self) -> usize {
        usize::from(self.bits_per_pixel / 8)
    }

    /// Whether the wire bytes of a pixel are the captured BGRX bytes themselves.
    pub fn is_native(&self) -> bool {
        self.bits_per_pixel == 32
            && !self.big_endian
            && (self.red_max, self.green_max, self.blue_max) == (255, 255, 255)
            && (self.red_shift, self.green_shift, self.blue_shift) == (16, 8, 0)
    }

    /// Whether 8-bit red, green and blue all sit in 32 bits: Tight then sends 3-byte RGB
    /// pixels and may use JPEG.
    pub fn is_rgb888(&self) -> bool {
        self.bits_per_pixel == 32
            && (self.red_max, self.green_max, self.blue_max) == (255, 255, 255)
    }

    /// The pixel value of a colour.
    pub fn value(&self, r: u8, g: u8, b: u8) -> u32 {
        let scale = |c: u8, max: u16| {
            if max == 255 {
                u32::from(c)
            } else {
                (u32::from(c) * u32::from(max) + 127) / 255
            }
        };
        (scale(r, self.red_max) << self.red_shift)
            | (scale(g, self.green_max) << self.green_shift)
            | (scale(b, self.blue_max) << self.blue_shift)
    }

    /// The pixel value of a captured BGRX pixel.
    pub fn value_of_bgrx(&self, px: &[u8]) -> u32 {
        self.value(px[2], px[1], px[0])
    }

    /// Append a pixel value in this format's size and byte order.
    pub fn put(&self, v: u32, out: &mut Vec<u8>) {
        match (self.bits_per_pixel, self.big_endian) {
            (32, false) => out.extend_from_slice(&v.to_le_bytes()),
            (32, true) => out.extend_from_slice(&v.to_be_bytes()),
            (16, false) => out.extend_from_slice(&(v as u16).to_le_bytes()),
            (16, true) => out.extend_from_slice(&(v as u16).to_be_bytes()),
            _ => out.push(v as u8),
        }
    }

    /// ZRLE's CPIXEL: (first byte, length) of the wire pixel to keep. 32-bit pixels whose
    /// colour fits in three bytes drop the fourth.
    pub fn cpixel(&self) -> (usize, usize) {
        if self.bits_per_pixel != 32 || self.depth > 24 {
            return (0, self.bytes_per_pixel());
        }
        let used = (u32::from(self.red_max) << self.red_shift)
            | (u32::from(self.green_max) << self.green_shift)
            | (u32::from(self.blue_max) << self.blue_shift);
        let low = used & 0xff00_0000 == 0;
        let high = used & 0x0000_00ff == 0;
        match (low, high, self.big_endian) {
            (true, _, false) => (0, 3),
            (true, _, true) => (1, 3),
            (false, true, false) => (1, 3),
            (false, true, true) => (0, 3),
            _ => (0, 4),
        }
    }
}

/// Append the pixels of `rect` of `screen` in `pf`.
pub fn put_rect(
    screen: &crate::Screen<'_>,
    rect: crate::Rect,
    pf: &PixelFormat,
    out: &mut Vec<u8>,
) {
    let bpp = pf.bytes_per_pixel();
    out.reserve(usize::from(rect.w) * usize::from(rect.h) * bpp);
    for row in screen.rows(rect) {
        if pf.is_native() {
            out.extend_from_slice(row);
        } else {
            for px in row.chunks_exact(4) {
                pf.put(pf.value_of_bgrx(px), out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_round_trip_and_are_checked() {
        let pf = PixelFormat::NATIVE;
        assert_eq!(PixelFormat::parse(&pf.to_bytes()), pf);
        assert!(pf.check().is_ok());
        assert_eq!(pf.cpixel(), (0, 3));
        let big = PixelFormat {
            big_endian: true,
            ..pf
        };
        assert_eq!(big.cpixel(), (1, 3));
        let shifted = PixelFormat {
            red_shift: 24,
            green_shift: 16,
            blue_shift: 8,
            ..pf
        };
        assert_eq!(shifted.cpixel(), (1, 3));
        let rgb565 = PixelFormat {
            bits_per_pixel: 16,
            depth: 16,
            red_max: 31,
            green_max: 63,
            blue_max: 31,
            red_shift: 11,
            green_shift: 5,
            blue_shift: 0,
            ..pf
        };
        assert!(rgb565.check().is_ok());
        assert_eq!(rgb565.value(255, 255, 255), 0xffff);
        assert!(
            PixelFormat {
                true_colour: false,
                ..pf
            }
            .check()
            .is_err()
        );
        assert!(
            PixelFormat {
                bits_per_pixel: 24,
                ..pf
            }
            .check()
            .is_err()
        );
        assert!(
            PixelFormat {
                red_shift: 30,
                ..pf
            }
            .check()
            .is_err()
        );
        assert!(PixelFormat { red_max: 0, ..pf }.check().is_err());
    }
}
