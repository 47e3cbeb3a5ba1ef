//! H.264 decoding over OpenH264's raw decoder API.
//!
//! The raw `openh264-sys2` API (the build the device-agent's encoder already compiles) is
//! used rather than the `openh264` crate's wrapper so that the two share one build of the
//! library and so that each picture can be tied to the sample it came from: MP4 samples
//! carry length-prefixed NAL units, which are rewritten here to Annex B (start codes) with
//! the `avcC` parameter sets in front of the first one; each call tags its input with a
//! timestamp, and the decoder hands that timestamp back on the picture it outputs. High
//! profile streams with B-frames come out in display order, later than they went in, so a
//! caller matches pictures to samples by that tag, never by call order, and flushes
//! ([`H264Decoder::flush`]) at the end of a run to get the pictures still held back.
//!
//! Error concealment is off: a picture whose references are missing is not output (the
//! reader then says which sample did not decode) rather than shown with garbage.
//!
//! The unsafe surface is the vtable calls below, each with its SAFETY note.

use std::ffi::c_void;
use std::ptr;

use openh264_sys2 as sys;

use super::{DecodeError, Picture};

/// Rewrites one MP4 sample (NAL units each behind a `length_size`-byte big-endian length)
/// as Annex B into `out` (appended). `index` names the sample in errors.
pub(crate) fn to_annex_b(
    sample: &[u8],
    length_size: u8,
    index: u32,
    out: &mut Vec<u8>,
) -> Result<(), DecodeError> {
    let n = usize::from(length_size);
    let mut rest = sample;
    while !rest.is_empty() {
        if rest.len() < n {
            return Err(DecodeError::Framing(index));
        }
        let len = rest[..n]
            .iter()
            .fold(0usize, |acc, &b| (acc << 8) | usize::from(b));
        rest = &rest[n..];
        if len > rest.len() {
            return Err(DecodeError::Framing(index));
        }
        if len > 0 {
            push_nal(&rest[..len], out);
        }
        rest = &rest[len..];
    }
    Ok(())
}

/// The header byte of each NAL unit in a sample (length-prefixed NAL units), or `None`
/// when a unit is empty or the lengths do not add up to the sample.
pub(crate) fn nal_headers(sample: &[u8], length_size: u8) -> Option<Vec<u8>> {
    let n = usize::from(length_size);
    let mut rest = sample;
    let mut headers = Vec::new();
    while rest.len() > n {
        let len = rest[..n]
            .iter()
            .fold(0usize, |acc, &b| (acc << 8) | usize::from(b));
        rest = &rest[n..];
        if len == 0 || len > rest.len() {
            return None;
        }
        headers.push(rest[0]);
        rest = &rest[len..];
    }
    rest.is_empty().then_some(headers)
}

/// Whether a sample (length-prefixed NAL units) is a picture no other picture refers to:
/// it has slices, and every slice's `nal_ref_idc` is 0. Such a frame can be left out of the
/// decoder's input without changing any other picture.
pub(crate) fn disposable(sample: &[u8], length_size: u8) -> bool {
    let Some(headers) = nal_headers(sample, length_size) else {
        return false;
    };
    let mut slices = 0;
    for header in headers {
        let (ref_idc, kind) = ((header >> 5) & 3, header & 0x1f);
        match kind {
            // Slices of a picture: a reference one cannot be skipped.
            1..=5 if ref_idc != 0 => return false,
            1..=5 => slices += 1,
            // Parameter sets carried in the stream change what follows: keep them.
            7 | 8 => return false,
            _ => {}
        }
    }
    slices > 0
}

/// Appends parameter sets (SPS, PPS) as Annex B NAL units.
pub(crate) fn parameter_sets_annex_b(sets: &[Vec<u8>], out: &mut Vec<u8>) {
    for set in sets {
        push_nal(set, out);
    }
}

/// The highest level OpenH264's decoder accepts (5.2).
const MAX_LEVEL_IDC: u8 = 52;

/// Appends one NAL unit with its Annex B start code. A sequence parameter set declaring a
/// level above 5.2 is handed over as 5.2: libx264 writes levels 6.x for variable-rate
/// files (a microsecond time base reads as a huge frame rate), which OpenH264 refuses
/// although nothing in the stream needs them; the level only bounds buffer sizes, which
/// the pictures' own dimensions set here.
fn push_nal(nal: &[u8], out: &mut Vec<u8>) {
    out.extend_from_slice(&[0, 0, 0, 1]);
    let start = out.len();
    out.extend_from_slice(nal);
    // nal_unit_type 7; then profile_idc, the constraint flags, level_idc.
    if nal.len() > 3 && nal[0] & 0x1f == 7 && nal[3] > MAX_LEVEL_IDC {
        out[start + 3] = MAX_LEVEL_IDC;
    }
}

/// An OpenH264 decoder.
pub(crate) struct H264Decoder {
    /// Owned instance from `WelsCreateDecoder`, destroyed in `Drop`.
    raw: *mut sys::ISVCDecoder,
    /// Output description filled by every call.
    info: Box<sys::SBufferInfo>,
}

// SAFETY: an OpenH264 decoder instance has no thread affinity; `H264Decoder` owns it
// exclusively and every use goes through `&mut self`, so moving it to another thread is
// sound.
unsafe impl Send for H264Decoder {}

impl std::fmt::Debug for H264Decoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("H264Decoder").finish_non_exhaustive()
    }
}

fn vtable(raw: *mut sys::ISVCDecoder) -> sys::ISVCDecoderVtbl {
    // SAFETY: `raw` came from a successful `WelsCreateDecoder` and is not destroyed yet
    // (only `Drop` destroys it); it points to the vtable pointer, which points to a valid
    // vtable for the instance's lifetime.
    unsafe { **raw }
}

impl H264Decoder {
    /// A decoder ready for an AVC stream.
    pub(crate) fn new() -> Result<H264Decoder, DecodeError> {
        let mut raw: *mut sys::ISVCDecoder = ptr::null_mut();
        // SAFETY: `raw` is a valid out-pointer; the library writes an instance pointer to it.
        let rc = unsafe { sys::source::APILoader::WelsCreateDecoder(&mut raw) };
        if rc != 0 || raw.is_null() {
            return Err(DecodeError::Create {
                codec: "H.264",
                code: rc,
            });
        }
        let decoder = H264Decoder {
            raw,
            info: Box::new(blank_info()),
        };
        let vt = vtable(raw);
        let set_option = vt.SetOption.ok_or(DecodeError::Missing("SetOption"))?;
        let mut level: i32 = sys::WELS_LOG_QUIET;
        // SAFETY: TRACE_LEVEL takes a pointer to an int, valid for the call.
        unsafe {
            set_option(
                raw,
                sys::DECODER_OPTION_TRACE_LEVEL,
                (&mut level as *mut i32).cast::<c_void>(),
            )
        };
        let initialize = vt.Initialize.ok_or(DecodeError::Missing("Initialize"))?;
        let param = sys::SDecodingParam {
            uiTargetDqLayer: u8::MAX,
            eEcActiveIdc: sys::ERROR_CON_DISABLE,
            sVideoProperty: sys::SVideoProperty {
                size: std::mem::size_of::<sys::SVideoProperty>() as u32,
                eVideoBsType: sys::VIDEO_BITSTREAM_AVC,
            },
            ..Default::default()
        };
        // SAFETY: `param` is a valid, initialised SDecodingParam for the call's duration.
        let rc = unsafe { initialize(raw, &param) };
        if rc != 0 {
            return Err(DecodeError::Call {
                codec: "H.264",
                call: "Initialize",
                code: rc,
            });
        }
        Ok(decoder)
    }

    /// Decodes one access unit (Annex B) tagged `tag`; returns a picture if one is ready
    /// (not necessarily this one: see the module doc).
    pub(crate) fn decode(
        &mut self,
        annex_b: &[u8],
        tag: u64,
    ) -> Result<Option<Picture<'_>>, DecodeError> {
        let decode = vtable(self.raw)
            .DecodeFrameNoDelay
            .ok_or(DecodeError::Missing("DecodeFrameNoDelay"))?;
        let len = i32::try_from(annex_b.len()).map_err(|_| DecodeError::Call {
            codec: "H.264",
            call: "DecodeFrameNoDelay",
            code: -1,
        })?;
        *self.info = blank_info();
        self.info.uiInBsTimeStamp = tag;
        let mut planes: [*mut u8; 3] = [ptr::null_mut(); 3];
        // SAFETY: `annex_b` is valid for `len` bytes during the call (the decoder copies what
        // it keeps); `planes` and `info` are valid out-parameters.
        let _state = unsafe {
            decode(
                self.raw,
                annex_b.as_ptr(),
                len,
                planes.as_mut_ptr(),
                &mut *self.info,
            )
        };
        // A state with error bits may still come with a good picture (an earlier one held
        // back), and a bad one comes with none: the buffer status decides.
        self.picture(planes)
    }

    /// Takes one picture the decoder still holds back (call until it returns `None` at the
    /// end of a run).
    pub(crate) fn flush(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        let flush = vtable(self.raw)
            .FlushFrame
            .ok_or(DecodeError::Missing("FlushFrame"))?;
        *self.info = blank_info();
        let mut planes: [*mut u8; 3] = [ptr::null_mut(); 3];
        // SAFETY: `planes` and `info` are valid out-parameters for the call.
        unsafe { flush(self.raw, planes.as_mut_ptr(), &mut *self.info) };
        self.picture(planes)
    }

    fn picture(&self, planes: [*mut u8; 3]) -> Result<Option<Picture<'_>>, DecodeError> {
        if self.info.iBufferStatus != 1 || planes.iter().any(|p| p.is_null()) {
            return Ok(None);
        }
        // SAFETY: with iBufferStatus 1 the decoder filled the system-buffer member.
        let buffer = unsafe { self.info.UsrData.sSystemBuffer };
        let (w, h) = (buffer.iWidth, buffer.iHeight);
        let (ys, uvs) = (buffer.iStride[0], buffer.iStride[1]);
        if w <= 0 || h <= 0 || ys < w || uvs < (w + 1) / 2 || w > 16384 || h > 16384 {
            return Err(DecodeError::Picture(w, h, ys, uvs));
        }
        let (wu, hu) = (w as usize, h as usize);
        let (ys, uvs) = (ys as usize, uvs as usize);
        let ch = hu.div_ceil(2);
        let y_len = ys * (hu - 1) + wu;
        let uv_len = uvs * (ch - 1) + wu.div_ceil(2);
        // SAFETY: the decoder's output planes hold `height` rows of `stride` bytes (the last
        // row at least `width`), valid until the next call on this decoder, which needs
        // `&mut self` and so ends this borrow first.
        let (y, u, v) = unsafe {
            (
                std::slice::from_raw_parts(planes[0], y_len),
                std::slice::from_raw_parts(planes[1], uv_len),
                std::slice::from_raw_parts(planes[2], uv_len),
            )
        };
        Ok(Some(Picture {
            tag: self.info.uiOutYuvTimeStamp,
            width: w as u32,
            height: h as u32,
            y,
            u,
            v,
            y_stride: ys,
            uv_stride: uvs,
        }))
    }
}

fn blank_info() -> sys::SBufferInfo {
    // SAFETY: SBufferInfo is a plain C struct (integers, pointers, a union of integers) for
    // which all-zero bytes are a valid value.
    unsafe { std::mem::zeroed() }
}

impl Drop for H264Decoder {
    fn drop(&mut self) {
        let vt = vtable(self.raw);
        if let Some(uninitialize) = vt.Uninitialize {
            // SAFETY: the instance is valid and initialised; it is not used after this.
            unsafe { uninitialize(self.raw) };
        }
        // SAFETY: `raw` came from `WelsCreateDecoder` and is destroyed exactly once, here.
        unsafe { sys::source::APILoader::WelsDestroyDecoder(self.raw) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pictures_nothing_refers_to_are_disposable() {
        // 4-byte lengths; NAL headers: 0x01 a non-reference slice, 0x21/0x41 reference
        // slices, 0x65 an IDR slice, 0x06 SEI, 0x67 an SPS.
        let sample = |nals: &[&[u8]]| {
            let mut out = Vec::new();
            for nal in nals {
                out.extend_from_slice(&(nal.len() as u32).to_be_bytes());
                out.extend_from_slice(nal);
            }
            out
        };
        assert!(disposable(&sample(&[&[0x01, 0x88]]), 4));
        assert!(disposable(
            &sample(&[&[0x06, 0x05], &[0x01, 0x88], &[0x01, 0x99]]),
            4
        ));
        assert!(!disposable(&sample(&[&[0x21, 0x88]]), 4));
        assert!(!disposable(&sample(&[&[0x01, 0x88], &[0x41, 0x88]]), 4));
        assert!(!disposable(&sample(&[&[0x65, 0x88]]), 4));
        assert!(!disposable(&sample(&[&[0x67, 0x64], &[0x01, 0x88]]), 4));
        assert!(
            !disposable(&sample(&[&[0x06, 0x05]]), 4),
            "no slice: not a picture"
        );
        assert!(!disposable(&[0, 0, 0, 9, 0x01], 4), "a length past the end");
        assert!(!disposable(&[], 4));
    }

    #[test]
    fn length_prefixed_to_annex_b() {
        let sample = [0, 0, 0, 2, 0x65, 0xAA, 0, 0, 0, 1, 0x41];
        let mut out = Vec::new();
        to_annex_b(&sample, 4, 1, &mut out).unwrap();
        assert_eq!(out, [0, 0, 0, 1, 0x65, 0xAA, 0, 0, 0, 1, 0x41]);
        let mut out = Vec::new();
        assert!(matches!(
            to_annex_b(&[0, 0, 0, 9, 1], 4, 7, &mut out),
            Err(DecodeError::Framing(7))
        ));
        assert!(to_annex_b(&[0, 0], 4, 1, &mut out).is_err());
        let mut out = Vec::new();
        to_annex_b(&[0, 1, 0x67], 2, 1, &mut out).unwrap();
        assert_eq!(out, [0, 0, 0, 1, 0x67]);
    }

    #[test]
    fn garbage_decodes_to_nothing() {
        let mut decoder = H264Decoder::new().unwrap();
        for tag in 0..4 {
            let junk: Vec<u8> = (0..500u32).map(|i| (i * 37 + tag) as u8).collect();
            let mut data = vec![0, 0, 0, 1, 0x65];
            data.extend_from_slice(&junk);
            assert!(decoder.decode(&data, u64::from(tag)).unwrap().is_none());
        }
        assert!(decoder.flush().unwrap().is_none());
    }
}
