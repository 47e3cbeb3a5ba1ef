//! AV1 decoding over Debian's dav1d (the `dav1d` crate's safe API).
//!
//! A Matroska block of AV1 is one temporal unit: OBUs with their sizes, at most one frame
//! to show. dav1d is set to one thread and a frame delay of one, so a picture is out as
//! soon as its temporal unit is in, and it carries the tag given with its data back as its
//! timestamp. The picture's planes are reference-counted by dav1d: the one last handed out
//! is held here until the next call, which is what a borrowed [`Picture`] needs.

use std::collections::VecDeque;

use dav1d::{PixelLayout, PlanarImageComponent as Component, Plane, Settings};

use super::{DecodeError, Picture};

/// A dav1d decoder.
pub(crate) struct Av1Decoder {
    decoder: dav1d::Decoder,
    /// Pictures out of dav1d not yet handed over.
    ready: VecDeque<dav1d::Picture>,
    /// The planes of the picture handed over last (borrowed until the next call).
    current: Option<[Plane; 3]>,
}

fn failed(call: &'static str, e: dav1d::Error) -> DecodeError {
    let code = match e {
        dav1d::Error::Again => -11,
        dav1d::Error::InvalidArgument => -22,
        dav1d::Error::NotEnoughMemory => -12,
        dav1d::Error::UnsupportedBitstream => -92,
        dav1d::Error::UnknownError(n) => i64::from(n),
        _ => -1,
    };
    DecodeError::Call {
        codec: "AV1",
        call,
        code,
    }
}

impl Av1Decoder {
    /// A decoder on one thread that holds no frame back.
    pub(crate) fn new() -> Result<Av1Decoder, DecodeError> {
        let mut settings = Settings::new();
        settings.set_n_threads(1);
        settings.set_max_frame_delay(1);
        // Bounded like every other picture here: dav1d refuses larger frames itself.
        let max = crate::container::MAX_DIMENSION;
        settings.set_frame_size_limit(max * max);
        let decoder = dav1d::Decoder::with_settings(&settings).map_err(|e| match e {
            dav1d::Error::UnknownError(n) => DecodeError::Create {
                codec: "AV1",
                code: i64::from(n),
            },
            other => failed("dav1d_open", other),
        })?;
        Ok(Av1Decoder {
            decoder,
            ready: VecDeque::new(),
            current: None,
        })
    }

    /// Decodes one temporal unit tagged `tag`; returns a picture if one is ready.
    pub(crate) fn decode(
        &mut self,
        data: &[u8],
        tag: u64,
    ) -> Result<Option<Picture<'_>>, DecodeError> {
        if data.is_empty() {
            // dav1d takes no empty data (it says so on stderr); a frame of nothing shows nothing.
            return Ok(None);
        }
        let tag = i64::try_from(tag)
            .map_err(|_| failed("dav1d_send_data", dav1d::Error::InvalidArgument))?;
        let mut sent = self.decoder.send_data(data.to_vec(), None, Some(tag), None);
        loop {
            match sent {
                Ok(()) => break,
                // dav1d holds pictures that must come out before it takes the rest.
                Err(dav1d::Error::Again) => {
                    match self.decoder.get_picture() {
                        Ok(p) => self.ready.push_back(p),
                        Err(dav1d::Error::Again) => {}
                        Err(e) => return Err(failed("dav1d_get_picture", e)),
                    }
                    sent = self.decoder.send_pending_data();
                }
                Err(e) => return Err(failed("dav1d_send_data", e)),
            }
        }
        loop {
            match self.decoder.get_picture() {
                Ok(p) => self.ready.push_back(p),
                Err(dav1d::Error::Again) => break,
                Err(e) => return Err(failed("dav1d_get_picture", e)),
            }
        }
        self.next_picture()
    }

    /// Takes a picture not yet handed over.
    pub(crate) fn flush(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        self.next_picture()
    }

    fn next_picture(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        let Some(p) = self.ready.pop_front() else {
            return Ok(None);
        };
        if p.bit_depth() != 8 || p.pixel_layout() != PixelLayout::I420 {
            let layout = match p.pixel_layout() {
                PixelLayout::I400 => "monochrome",
                PixelLayout::I420 => "4:2:0",
                PixelLayout::I422 => "4:2:2",
                PixelLayout::I444 => "4:4:4",
            };
            return Err(DecodeError::Format(format!(
                "AV1 {layout} at {} bits a sample",
                p.bit_depth()
            )));
        }
        let tag = p
            .timestamp()
            .and_then(|t| u64::try_from(t).ok())
            .unwrap_or(u64::MAX);
        let (w, h) = (p.width() as usize, p.height() as usize);
        let (ys, uvs) = (
            p.stride(Component::Y) as usize,
            p.stride(Component::U) as usize,
        );
        if p.stride(Component::V) as usize != uvs {
            return Err(DecodeError::Picture(
                w as i32, h as i32, ys as i32, uvs as i32,
            ));
        }
        let planes = self.current.insert([
            p.plane(Component::Y),
            p.plane(Component::U),
            p.plane(Component::V),
        ]);
        let [y, u, v] = planes;
        Picture::checked(tag, w, h, y, u, v, ys, uvs).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_an_error_or_nothing_not_a_crash() {
        let mut decoder = Av1Decoder::new().unwrap();
        for tag in 0..4u32 {
            let junk: Vec<u8> = (0..500u32).map(|i| (i * 37 + tag) as u8).collect();
            if let Ok(Some(_)) = decoder.decode(&junk, u64::from(tag)) {
                panic!("garbage decoded to a picture");
            }
        }
    }
}
