//! Decoding a video track's samples into I420 pictures, one decoder per codec.
//!
//! Every decoder here is a well-kept C library, never a decoder of our own: OpenH264 for
//! H.264 ([`h264`], the build the device-agent's encoder already compiles), Debian's libvpx
//! for VP8 and VP9 ([`vpx`]), Debian's dav1d for AV1 ([`av1`]) and Debian's libtheora for
//! Theora ([`theora`]); a WebP's frames are stored decoded ([`RawPictures`]). [`Decoder`]
//! puts them behind one call: a sample goes in with a tag,
//! and a picture comes out with the tag of the sample it came from (H.264 with B-frames
//! hands pictures back later than their samples went in, so callers match by tag, never by
//! call order), borrowed from the decoder until its next call.
//!
//! What comes out is 8-bit 4:2:0: a picture in any other layout or depth (VP9 profile 1-3,
//! 10-bit AV1, 4:4:4 Theora) is refused naming what it is, as the reader refuses a codec.

pub(crate) mod av1;
pub(crate) mod h264;
pub(crate) mod theora;
pub(crate) mod vpx;

use crate::container::Codec;

pub(crate) use h264::H264Decoder;

/// Why decoding failed.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    /// The library would not make a decoder.
    #[error("creating the {codec} decoder failed ({code})")]
    Create {
        /// The codec's name.
        codec: &'static str,
        /// The library's return code.
        code: i64,
    },
    /// A vtable entry is missing (a broken build of the library).
    #[error("the H.264 decoder has no {0} function")]
    Missing(&'static str),
    /// A call returned an error code.
    #[error("{codec} decoder {call} failed with code {code}")]
    Call {
        /// The codec's name.
        codec: &'static str,
        /// The library function that failed, by name.
        call: &'static str,
        /// The library's return code.
        code: i64,
    },
    /// A sample's NAL units do not fit in it.
    #[error("sample {0} is not length-prefixed H.264 (a NAL unit runs past its end)")]
    Framing(u32),
    /// The picture for a sample never came out of the decoder.
    #[error("sample {0} did not decode")]
    NoPicture(u32),
    /// The decoder output a picture with impossible dimensions or strides.
    #[error("the decoder output a {0}x{1} picture with strides {2}/{3}")]
    Picture(i32, i32, i32, i32),
    /// The pictures are in a layout or depth this reader does not convert.
    #[error("the video is {0}; video_frames reads 8-bit 4:2:0 pictures")]
    Format(String),
}

/// One decoded picture in I420, borrowed from the decoder until its next call.
#[derive(Debug)]
pub(crate) struct Picture<'a> {
    /// The tag given with the input it came from.
    pub(crate) tag: u64,
    /// Width in pixels (cropped as the stream says).
    pub(crate) width: u32,
    /// Height in pixels.
    pub(crate) height: u32,
    /// Luma rows, `y_stride` apart.
    pub(crate) y: &'a [u8],
    /// Chroma (U) rows, `uv_stride` apart.
    pub(crate) u: &'a [u8],
    /// Chroma (V) rows, `uv_stride` apart.
    pub(crate) v: &'a [u8],
    /// Bytes from one luma row to the next.
    pub(crate) y_stride: usize,
    /// Bytes from one chroma row to the next.
    pub(crate) uv_stride: usize,
}

/// An I420 picture owned by the caller, rows packed (stride = width).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct I420Frame {
    /// Width in pixels.
    pub(crate) width: u32,
    /// Height in pixels.
    pub(crate) height: u32,
    /// Luma, `width` x `height`.
    pub(crate) y: Vec<u8>,
    /// U, `(width+1)/2` x `(height+1)/2`.
    pub(crate) u: Vec<u8>,
    /// V, same size as U.
    pub(crate) v: Vec<u8>,
}

impl<'a> Picture<'a> {
    /// A picture over planes a library handed out, checked: the dimensions within
    /// [`crate::container::MAX_DIMENSION`], strides at least a row, and each plane long
    /// enough for its rows (so converting it never reads past a slice).
    #[expect(clippy::too_many_arguments, reason = "the planes of one picture")]
    pub(crate) fn checked(
        tag: u64,
        width: usize,
        height: usize,
        y: &'a [u8],
        u: &'a [u8],
        v: &'a [u8],
        y_stride: usize,
        uv_stride: usize,
    ) -> Result<Picture<'a>, DecodeError> {
        let max = crate::container::MAX_DIMENSION as usize;
        let (cw, ch) = (width.div_ceil(2), height.div_ceil(2));
        let fits = |plane: &[u8], stride: usize, w: usize, h: usize| {
            h == 0 || stride.checked_mul(h - 1).and_then(|n| n.checked_add(w)) <= Some(plane.len())
        };
        let bad = width == 0
            || height == 0
            || width > max
            || height > max
            || y_stride < width
            || uv_stride < cw
            || !fits(y, y_stride, width, height)
            || !fits(u, uv_stride, cw, ch)
            || !fits(v, uv_stride, cw, ch);
        if bad {
            let n = |x: usize| i32::try_from(x).unwrap_or(i32::MAX);
            return Err(DecodeError::Picture(
                n(width),
                n(height),
                n(y_stride),
                n(uv_stride),
            ));
        }
        Ok(Picture {
            tag,
            width: width as u32,
            height: height as u32,
            y,
            u,
            v,
            y_stride,
            uv_stride,
        })
    }

    /// Copies the picture out, dropping the strides' padding.
    #[cfg_attr(not(test), expect(dead_code, reason = "for callers that keep a frame"))]
    pub(crate) fn to_owned(&self) -> I420Frame {
        let (w, h) = (self.width as usize, self.height as usize);
        let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
        let pack = |plane: &[u8], stride: usize, w: usize, h: usize| {
            let mut out = Vec::with_capacity(w * h);
            for row in 0..h {
                out.extend_from_slice(&plane[row * stride..row * stride + w]);
            }
            out
        };
        I420Frame {
            width: self.width,
            height: self.height,
            y: pack(self.y, self.y_stride, w, h),
            u: pack(self.u, self.uv_stride, cw, ch),
            v: pack(self.v, self.uv_stride, cw, ch),
        }
    }
}

/// A decoder for one track's codec.
pub(crate) enum Decoder {
    /// OpenH264.
    H264(H264Decoder),
    /// libvpx, VP8 or VP9.
    Vpx(vpx::VpxDecoder),
    /// dav1d.
    Av1(av1::Av1Decoder),
    /// libtheora.
    Theora(theora::TheoraDecoder),
    /// Pictures stored decoded: copied out as they are.
    Raw(RawPictures),
}

/// The "decoder" of [`Codec::Raw`]: each sample is an I420 picture with packed planes.
#[derive(Debug)]
pub(crate) struct RawPictures {
    width: usize,
    height: usize,
    picture: Vec<u8>,
}

impl RawPictures {
    fn decode(&mut self, data: &[u8], tag: u64) -> Result<Option<Picture<'_>>, DecodeError> {
        let (w, h) = (self.width, self.height);
        let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
        if data.len() != w * h + 2 * cw * ch {
            let n = |x: usize| i32::try_from(x).unwrap_or(i32::MAX);
            return Err(DecodeError::Picture(n(w), n(h), n(data.len()), 0));
        }
        self.picture.clear();
        self.picture.extend_from_slice(data);
        let (y, chroma) = self.picture.split_at(w * h);
        let (u, v) = chroma.split_at(cw * ch);
        Picture::checked(tag, w, h, y, u, v, w, cw).map(Some)
    }
}

impl std::fmt::Debug for Decoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Decoder::H264(_) => "Decoder::H264",
            Decoder::Vpx(_) => "Decoder::Vpx",
            Decoder::Av1(_) => "Decoder::Av1",
            Decoder::Theora(_) => "Decoder::Theora",
            Decoder::Raw(_) => "Decoder::Raw",
        })
    }
}

impl Decoder {
    /// A fresh decoder for `codec`, ready for a keyframe.
    pub(crate) fn new(codec: &Codec) -> Result<Decoder, DecodeError> {
        Ok(match codec {
            Codec::H264 { .. } => Decoder::H264(H264Decoder::new()?),
            Codec::Vp8 => Decoder::Vpx(vpx::VpxDecoder::new(vpx::Kind::Vp8)?),
            Codec::Vp9 => Decoder::Vpx(vpx::VpxDecoder::new(vpx::Kind::Vp9)?),
            Codec::Av1 => Decoder::Av1(av1::Av1Decoder::new()?),
            Codec::Theora { headers } => Decoder::Theora(theora::TheoraDecoder::new(headers)?),
            Codec::Raw { width, height } => Decoder::Raw(RawPictures {
                width: *width as usize,
                height: *height as usize,
                picture: Vec::new(),
            }),
        })
    }

    /// Decodes one sample (for H.264, as Annex B) tagged `tag`; returns a picture if one
    /// is ready, not necessarily this sample's.
    pub(crate) fn decode(
        &mut self,
        data: &[u8],
        tag: u64,
    ) -> Result<Option<Picture<'_>>, DecodeError> {
        match self {
            Decoder::H264(d) => d.decode(data, tag),
            Decoder::Vpx(d) => d.decode(data, tag),
            Decoder::Av1(d) => d.decode(data, tag),
            Decoder::Theora(d) => d.decode(data, tag),
            Decoder::Raw(d) => d.decode(data, tag),
        }
    }

    /// Takes one picture the decoder still holds back (call until `None` at a run's end).
    pub(crate) fn flush(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        match self {
            Decoder::H264(d) => d.flush(),
            Decoder::Vpx(d) => d.flush(),
            Decoder::Av1(d) => d.flush(),
            Decoder::Theora(_) | Decoder::Raw(_) => Ok(None),
        }
    }
}
