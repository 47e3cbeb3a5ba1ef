//! JPEG encoding on every core: the image is cut into horizontal stripes whose heights are
//! whole MCU rows, each stripe is encoded as its own baseline JPEG on its own thread, and the
//! stripes' entropy-coded data are joined with restart markers into one valid JPEG.
//!
//! Why this is exact: at a restart marker a decoder resets its DC predictions and starts on
//! a byte boundary, which is precisely the state in which a fresh encoder starts a stripe.
//! With a restart interval (DRI) of one stripe's MCU count, the joined file decodes to the
//! same pixels as one encoder's output would. The quality, sampling factor and (standard)
//! Huffman tables are identical across stripes, so the first stripe's headers serve for all;
//! only the frame height is patched and a DRI segment added.
//!
//! A 1568x882 screenshot encodes about twice as fast on two cores, which is most of a
//! screenshot's latency.

use jpeg_encoder::{ColorType, Encoder, SamplingFactor};

/// Why striping was not possible; the caller then encodes in one piece.
#[derive(Debug, thiserror::Error)]
pub(super) enum StripeError {
    /// The encoder failed on a stripe.
    #[error(transparent)]
    Encode(#[from] jpeg_encoder::EncodingError),
    /// A stripe's output did not have the expected structure.
    #[error("unexpected JPEG structure: {0}")]
    Structure(&'static str),
}

/// MCU height of the sampling factor used for `quality` (what `Encoder::new` picks).
fn sampling(quality: u8) -> (SamplingFactor, usize, usize) {
    if quality < 90 {
        (SamplingFactor::F_2_2, 16, 16)
    } else {
        (SamplingFactor::F_1_1, 8, 8)
    }
}

/// How to cut `height` rows into at most `threads` stripes of whole MCU rows: the rows per
/// stripe (all but the last, which may be shorter) and the restart interval in MCUs, or
/// `None` when one stripe is all there is or the interval would not fit the DRI field.
fn plan(width: usize, height: usize, quality: u8, threads: usize) -> Option<(usize, u16)> {
    let (_, mcu_w, mcu_h) = sampling(quality);
    let mcu_rows = height.div_ceil(mcu_h);
    let stripes = threads.min(mcu_rows);
    if stripes < 2 {
        return None;
    }
    let rows_per_stripe = mcu_rows.div_ceil(stripes);
    if rows_per_stripe >= mcu_rows {
        return None;
    }
    let interval = u16::try_from(width.div_ceil(mcu_w) * rows_per_stripe).ok()?;
    Some((rows_per_stripe * mcu_h, interval))
}

/// Encode packed BGRA as one JPEG using up to `threads` threads; `Ok(None)` when the image
/// is too small (or too large) to be worth or able to stripe.
pub(super) fn encode(
    pixels: &[u8],
    width: u16,
    height: u16,
    quality: u8,
    threads: usize,
) -> Result<Option<Vec<u8>>, StripeError> {
    let (w, h) = (usize::from(width), usize::from(height));
    let Some((stripe_rows, interval)) = plan(w, h, quality, threads) else {
        return Ok(None);
    };
    let row_bytes = w * 4;
    let (factor, _, _) = sampling(quality);
    let encoded: Vec<Result<Vec<u8>, StripeError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..h)
            .step_by(stripe_rows)
            .map(|top| {
                let rows = stripe_rows.min(h - top);
                let part = &pixels[top * row_bytes..(top + rows) * row_bytes];
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(part.len() / 10);
                    let mut encoder = Encoder::new(&mut out, quality);
                    encoder.set_sampling_factor(factor);
                    // `rows` is at most `height`, which fits in u16.
                    encoder.encode(part, width, rows as u16, ColorType::Bgra)?;
                    Ok::<_, StripeError>(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .map_err(|_| StripeError::Structure("a stripe's thread panicked"))
                    .and_then(|r| r)
            })
            .collect()
    });
    let stripes = encoded.into_iter().collect::<Result<Vec<_>, _>>()?;
    join(&stripes, height, interval).map(Some)
}

/// Offsets in a baseline JPEG from jpeg-encoder: where SOF0 starts and where the entropy data
/// begins (just past the SOS segment).
fn layout(jpeg: &[u8]) -> Result<(usize, usize), StripeError> {
    if jpeg.get(..2) != Some(&[0xFF, 0xD8]) {
        return Err(StripeError::Structure("no SOI"));
    }
    let mut pos = 2;
    let mut sof = None;
    loop {
        let marker = jpeg
            .get(pos..pos + 2)
            .ok_or(StripeError::Structure("truncated headers"))?;
        if marker[0] != 0xFF {
            return Err(StripeError::Structure("expected a marker"));
        }
        let len = jpeg
            .get(pos + 2..pos + 4)
            .ok_or(StripeError::Structure("truncated segment"))?;
        let len = usize::from(u16::from_be_bytes([len[0], len[1]]));
        match marker[1] {
            0xC0 => sof = Some(pos),
            0xC1..=0xCF if marker[1] != 0xC4 && marker[1] != 0xC8 && marker[1] != 0xCC => {
                return Err(StripeError::Structure("not baseline"));
            }
            0xDD => return Err(StripeError::Structure("already has a restart interval")),
            0xDA => {
                let data = pos + 2 + len;
                return Ok((sof.ok_or(StripeError::Structure("no SOF0"))?, data));
            }
            _ => {}
        }
        pos += 2 + len;
    }
}

/// The entropy-coded data of a stripe: from past its SOS to before its EOI.
fn entropy(jpeg: &[u8]) -> Result<&[u8], StripeError> {
    let (_, start) = layout(jpeg)?;
    if jpeg.len() < start + 2 || jpeg[jpeg.len() - 2..] != [0xFF, 0xD9] {
        return Err(StripeError::Structure("no EOI"));
    }
    Ok(&jpeg[start..jpeg.len() - 2])
}

fn join(stripes: &[Vec<u8>], height: u16, interval: u16) -> Result<Vec<u8>, StripeError> {
    let first = stripes
        .first()
        .ok_or(StripeError::Structure("no stripes"))?;
    let (sof, data_start) = layout(first)?;
    let sos = {
        // The SOS segment is the last header: find its start by walking again.
        let mut pos = 2;
        loop {
            let len = usize::from(u16::from_be_bytes([first[pos + 2], first[pos + 3]]));
            if first[pos + 1] == 0xDA {
                break pos;
            }
            pos += 2 + len;
        }
    };
    let total: usize = stripes.iter().map(Vec::len).sum();
    let mut out = Vec::with_capacity(total + 6 + 2 * stripes.len());
    out.extend_from_slice(&first[..sos]);
    // SOF0: FF C0, length (2), precision (1), then the height.
    out[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    out.extend_from_slice(&[0xFF, 0xDD, 0x00, 0x04]);
    out.extend_from_slice(&interval.to_be_bytes());
    out.extend_from_slice(&first[sos..data_start]);
    for (i, stripe) in stripes.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&[0xFF, 0xD0 + ((i - 1) % 8) as u8]);
        }
        out.extend_from_slice(entropy(stripe)?);
    }
    out.extend_from_slice(&[0xFF, 0xD9]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A screen-like test image: flat areas, sharp edges, a gradient and noise.
    fn image(w: usize, h: usize) -> Vec<u8> {
        let mut px = Vec::with_capacity(w * h * 4);
        let mut seed = 12345u32;
        for y in 0..h {
            for x in 0..w {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let noise = (seed >> 24) as u8;
                let (b, g, r) = if (x / 37 + y / 23) % 3 == 0 {
                    (noise, (x % 256) as u8, (y % 256) as u8)
                } else if x % 100 < 50 {
                    (30, 30, 30)
                } else {
                    (240, (y * 255 / h) as u8, 20)
                };
                px.extend_from_slice(&[b, g, r, 255]);
            }
        }
        px
    }

    fn decode(jpeg: &[u8]) -> image::RgbImage {
        image::load_from_memory_with_format(jpeg, image::ImageFormat::Jpeg)
            .expect("decodes")
            .to_rgb8()
    }

    #[test]
    fn striped_output_decodes_to_the_same_pixels_as_one_piece() {
        for (w, h, q, threads) in [
            (1568, 882, 80, 2),
            (333, 201, 80, 3),
            (640, 480, 95, 4),
            (100, 40, 50, 2),
        ] {
            let px = image(w, h);
            let striped = encode(&px, w as u16, h as u16, q, threads)
                .unwrap()
                .expect("striped");
            let mut whole = Vec::new();
            Encoder::new(&mut whole, q)
                .encode(&px, w as u16, h as u16, ColorType::Bgra)
                .unwrap();
            let (a, b) = (decode(&striped), decode(&whole));
            assert_eq!(a.dimensions(), (w as u32, h as u32));
            let worst = a
                .as_raw()
                .iter()
                .zip(b.as_raw())
                .map(|(x, y)| x.abs_diff(*y))
                .max()
                .unwrap();
            // Same coefficients; only decoder rounding at restart boundaries may differ.
            assert!(worst <= 2, "{w}x{h} q{q}: max channel difference {worst}");
        }
    }

    #[test]
    fn too_small_to_stripe_is_left_to_the_caller() {
        let px = image(64, 16);
        assert!(encode(&px, 64, 16, 80, 2).unwrap().is_none());
        assert!(encode(&px, 64, 16, 80, 1).unwrap().is_none());
    }

    #[test]
    fn plans_whole_mcu_rows() {
        assert_eq!(plan(1568, 882, 80, 2), Some((448, 98 * 28)));
        assert_eq!(plan(1568, 882, 95, 2), Some((448, 196 * 56)));
        // 8192 wide at 16 px MCUs with 256 MCU rows per stripe overflows the DRI field.
        assert_eq!(plan(8192, 8192, 80, 2), None);
    }
}
