//! H.264 encoding over the raw OpenH264 API.
//!
//! The `openh264` crate's wrapper forces a single slice, and OpenH264 only spreads a frame over
//! threads slice by slice, so full-screen motion at 1080p30 (about 19 fps on one core here)
//! cannot keep up through it. This module drives `openh264-sys2` directly with several slices
//! and one thread a core. Settings and why:
//!
//! - screen usage (`SCREEN_CONTENT_REAL_TIME`): OpenH264 then detects vertical scrolling and
//!   codes a scrolling terminal as moved blocks rather than as new text. On the benchmark's
//!   typical desktop (5 s of the same frames, `bench/recording.py`'s quality pass) that was 3.8
//!   against 24.4 Mbit/s at a better RGB PSNR (36.93 against 36.29 dB); on a still desktop and
//!   on full-screen motion the two modes are alike. Screen mode also searches motion by block
//!   features, hashing the whole reference picture after each scroll: a third of the
//!   recorder's CPU there, with no parameter to turn it off. The OpenH264 we build
//!   (`vendor/openh264-sys2`, patched) never switches that search on; the scroll's own motion
//!   vector still reaches mode decision, so the bytes stay a fraction of libx264's
//!   (`bench/README.md`, "Feature search off");
//! - rate control off, the QP chosen by the recorder for each picture (`quality.rs`) and set
//!   through the encoder's parameters before it is encoded: a recording is judged on quality,
//!   not on a bitrate target, and nothing may be skipped (frame skipping off);
//! - no periodic IDR and no scene-change IDR: the recorder asks for each one
//!   (`keyframes.rs`), and nowhere else;
//! - CAVLC, not CABAC: on a typical desktop (a scrolling terminal, a small video) CABAC cost
//!   a third more CPU (60.6 against 40.2 % of a core at 1080p30, `bench/recording.py`) for
//!   no fewer bytes at this QP;
//! - the deblocking filter off, as libx264's `ultrafast` has it: on screen content it blurs
//!   text edges more than it hides blocks, and off the benchmark's busy desktop came out
//!   slightly smaller and sharper (0.3 % fewer bytes, +0.05 dB) for less CPU;
//! - BT.601 limited range signalled in the SPS VUI, matching `convert.rs`.
//!
//! The unsafe surface is the handful of vtable calls below, each with its SAFETY note.

use std::ffi::c_void;
use std::ptr;

use openh264_sys2 as sys;

use super::convert::I420;

/// The QP of the first picture until the recorder sets another (0 best ..= 51 worst).
const INITIAL_QP: i32 = 18;

/// Slices a frame is cut into; OpenH264 encodes slices in parallel.
const SLICES: u32 = 4;

/// Why the encoder failed.
#[derive(Debug, thiserror::Error)]
pub enum EncodeError {
    /// `WelsCreateSVCEncoder` failed.
    #[error("creating the H.264 encoder failed ({0})")]
    Create(i32),
    /// A vtable entry is missing (a broken build of the library).
    #[error("the H.264 encoder has no {0} function")]
    Missing(&'static str),
    /// A call returned an error code.
    #[error("H.264 encoder {call} failed with code {code}")]
    Call {
        /// The OpenH264 function that failed, by name.
        call: &'static str,
        /// OpenH264's return code.
        code: i32,
    },
    /// The picture does not have the encoder's size.
    #[error("picture is {0}x{1}, the encoder expects {2}x{3}")]
    Size(u32, u32, u32, u32),
    /// The parameter sets lack an SPS or a PPS.
    #[error("the encoder produced no SPS/PPS")]
    NoParameterSets,
}

/// One encoded access unit, borrowed from the encoder until the next call.
#[derive(Debug)]
pub(crate) struct AccessUnit<'a> {
    /// Annex B NAL units (start-code prefixed); an IDR also carries SPS and PPS.
    pub(crate) data: &'a [u8],
    /// An IDR picture: decoding can start here.
    pub(crate) keyframe: bool,
}

/// An OpenH264 encoder for one picture size.
pub(crate) struct H264Encoder {
    /// Owned encoder instance, created by `WelsCreateSVCEncoder`, destroyed in `Drop`.
    raw: *mut sys::ISVCEncoder,
    /// Output description filled by every call (about 6 KiB, so boxed and reused).
    info: Box<sys::SFrameBSInfo>,
    width: u32,
    height: u32,
    out: Vec<u8>,
    sps: Vec<u8>,
    pps: Vec<u8>,
    /// The parameters the encoder was initialised with; changing the QP sets them again.
    params: sys::SEncParamExt,
    /// The QP the next picture is coded at.
    qp: i32,
}

// SAFETY: an OpenH264 encoder instance has no thread affinity (it spawns and joins its own
// slice threads per call); `H264Encoder` owns it exclusively and every use goes through
// `&mut self`, so moving it to another thread is sound.
unsafe impl Send for H264Encoder {}

impl std::fmt::Debug for H264Encoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("H264Encoder")
            .field("width", &self.width)
            .field("height", &self.height)
            .finish_non_exhaustive()
    }
}

/// The encoder's vtable (read once per call; it never changes for an instance).
fn vtable(raw: *mut sys::ISVCEncoder) -> sys::ISVCEncoderVtbl {
    // SAFETY: `raw` came from a successful `WelsCreateSVCEncoder` and is not destroyed yet
    // (only `Drop` destroys it); it points to the vtable pointer, which points to a valid
    // vtable for the instance's lifetime.
    unsafe { **raw }
}

fn check(call: &'static str, code: i32) -> Result<(), EncodeError> {
    if code == sys::cmResultSuccess {
        Ok(())
    } else {
        Err(EncodeError::Call { call, code })
    }
}

impl H264Encoder {
    /// An encoder for `width` x `height` (both even) pictures at about `fps` frames a second.
    pub(crate) fn new(width: u32, height: u32, fps: u32) -> Result<H264Encoder, EncodeError> {
        let mut raw: *mut sys::ISVCEncoder = ptr::null_mut();
        // SAFETY: `raw` is a valid out-pointer; the library writes an instance pointer to it.
        let rc = unsafe { sys::source::APILoader::WelsCreateSVCEncoder(&mut raw) };
        if rc != 0 || raw.is_null() {
            return Err(EncodeError::Create(rc));
        }
        let mut encoder = H264Encoder {
            raw,
            info: Box::default(),
            width,
            height,
            out: Vec::new(),
            sps: Vec::new(),
            pps: Vec::new(),
            params: sys::SEncParamExt::default(),
            qp: INITIAL_QP,
        };
        encoder.initialize(fps)?;
        encoder.parameter_sets()?;
        Ok(encoder)
    }

    fn initialize(&mut self, fps: u32) -> Result<(), EncodeError> {
        let vt = vtable(self.raw);
        let set_option = vt.SetOption.ok_or(EncodeError::Missing("SetOption"))?;
        let mut level: i32 = sys::WELS_LOG_QUIET;
        // SAFETY: TRACE_LEVEL takes a pointer to an int, valid for the call.
        let rc = unsafe {
            set_option(
                self.raw,
                sys::ENCODER_OPTION_TRACE_LEVEL,
                (&mut level as *mut i32).cast::<c_void>(),
            )
        };
        check("SetOption(TRACE_LEVEL)", rc)?;

        let defaults = vt
            .GetDefaultParams
            .ok_or(EncodeError::Missing("GetDefaultParams"))?;
        let mut p = sys::SEncParamExt::default();
        // SAFETY: `p` is a valid, writable SEncParamExt for the call.
        check("GetDefaultParams", unsafe { defaults(self.raw, &mut p) })?;
        let (w, h) = (self.width as i32, self.height as i32);
        let fps = fps.max(1) as f32;
        // A nominal rate; with rate control off it only sizes internal buffers.
        let bitrate = (w as i64 * h as i64 * 4).min(i32::MAX as i64) as i32;
        p.iUsageType = sys::SCREEN_CONTENT_REAL_TIME;
        p.iPicWidth = w;
        p.iPicHeight = h;
        p.iTargetBitrate = bitrate;
        p.iMaxBitrate = sys::UNSPECIFIED_BIT_RATE as i32;
        p.iRCMode = sys::RC_OFF_MODE;
        p.fMaxFrameRate = fps;
        p.iTemporalLayerNum = 1;
        p.iSpatialLayerNum = 1;
        p.uiIntraPeriod = 0;
        p.iNumRefFrame = 1;
        p.eSpsPpsIdStrategy = sys::CONSTANT_ID;
        p.bPrefixNalAddingCtrl = false;
        p.bEnableSSEI = false;
        p.bSimulcastAVC = false;
        p.iPaddingFlag = 0;
        p.iEntropyCodingModeFlag = 0;
        p.bEnableFrameSkip = false;
        // Bounds for rate control and adaptive quantisation, both off; with rate control off
        // the layer's QP is used as it is (`WelsRcPictureInitDisable`), though screen mode
        // rewrites a bound of 0 to its own range.
        p.iMinQp = 0;
        p.iMaxQp = 51;
        p.bEnableLongTermReference = false;
        p.iMultipleThreadIdc = std::thread::available_parallelism()
            .map(|n| n.get().min(SLICES as usize) as u16)
            .unwrap_or(1);
        p.iLoopFilterDisableIdc = 1;
        p.bEnableDenoise = false;
        // Camera mode's; screen mode finds static and scrolled blocks its own way (the same
        // bytes with it on or off).
        p.bEnableBackgroundDetection = false;
        p.bEnableAdaptiveQuant = false;
        p.bEnableFrameCroppingFlag = true;
        p.bEnableSceneChangeDetect = false;
        p.iComplexityMode = sys::LOW_COMPLEXITY;
        let layer = &mut p.sSpatialLayers[0];
        layer.iVideoWidth = w;
        layer.iVideoHeight = h;
        layer.fFrameRate = fps;
        layer.iSpatialBitrate = bitrate;
        layer.iMaxSpatialBitrate = sys::UNSPECIFIED_BIT_RATE as i32;
        layer.uiProfileIdc = sys::PRO_MAIN;
        layer.uiLevelIdc = sys::LEVEL_UNKNOWN;
        layer.iDLayerQp = self.qp;
        layer.sSliceArgument.uiSliceMode = sys::SM_FIXEDSLCNUM_SLICE;
        layer.sSliceArgument.uiSliceNum = SLICES;
        // BT.601 limited range, the conversion `convert.rs` does; sRGB primaries and transfer,
        // which is what a screen's pixels are.
        layer.bVideoSignalTypePresent = true;
        layer.uiVideoFormat = sys::VF_UNDEF as u8;
        layer.bFullRange = false;
        layer.bColorDescriptionPresent = true;
        layer.uiColorPrimaries = sys::CP_BT709 as u8;
        layer.uiTransferCharacteristics = sys::TRC_IEC61966_2_1 as u8;
        layer.uiColorMatrix = sys::CM_SMPTE170M as u8;

        let init = vt
            .InitializeExt
            .ok_or(EncodeError::Missing("InitializeExt"))?;
        // SAFETY: `p` is a fully initialised SEncParamExt, read during the call only.
        check("InitializeExt", unsafe { init(self.raw, &p) })?;
        self.params = p;

        let mut format: i32 = sys::videoFormatI420;
        // SAFETY: DATAFORMAT takes a pointer to an int, valid for the call.
        let rc = unsafe {
            set_option(
                self.raw,
                sys::ENCODER_OPTION_DATAFORMAT,
                (&mut format as *mut i32).cast::<c_void>(),
            )
        };
        check("SetOption(DATAFORMAT)", rc)
    }

    /// Fetch SPS and PPS (constant for the encoder's life, `CONSTANT_ID`).
    fn parameter_sets(&mut self) -> Result<(), EncodeError> {
        let vt = vtable(self.raw);
        let f = vt
            .EncodeParameterSets
            .ok_or(EncodeError::Missing("EncodeParameterSets"))?;
        // SAFETY: `info` is a valid, writable SFrameBSInfo; the encoder fills it with pointers
        // into its own buffers, valid until its next call.
        check("EncodeParameterSets", unsafe {
            f(self.raw, &mut *self.info)
        })?;
        self.collect_output();
        for nal in annexb_nals(&self.out) {
            match nal.first().map(|b| b & 0x1f) {
                Some(7) if self.sps.is_empty() => self.sps = nal.to_vec(),
                Some(8) if self.pps.is_empty() => self.pps = nal.to_vec(),
                _ => {}
            }
        }
        if self.sps.is_empty() || self.pps.is_empty() {
            return Err(EncodeError::NoParameterSets);
        }
        Ok(())
    }

    /// Copy the NAL units described by `info` into `out`.
    fn collect_output(&mut self) {
        self.out.clear();
        let layers = self
            .info
            .iLayerNum
            .clamp(0, self.info.sLayerInfo.len() as i32) as usize;
        for layer in &self.info.sLayerInfo[..layers] {
            if layer.pBsBuf.is_null() || layer.pNalLengthInByte.is_null() || layer.iNalCount <= 0 {
                continue;
            }
            // SAFETY: after a successful call the encoder sets `pNalLengthInByte` to an array
            // of `iNalCount` lengths and `pBsBuf` to their concatenated bytes, both in its own
            // buffers, valid until the next call on this instance (we hold `&mut self`).
            let lengths = unsafe {
                std::slice::from_raw_parts(layer.pNalLengthInByte, layer.iNalCount as usize)
            };
            let total: usize = lengths.iter().map(|&l| l.max(0) as usize).sum();
            // SAFETY: as above; `total` is the sum of this layer's NAL lengths.
            let bytes = unsafe { std::slice::from_raw_parts(layer.pBsBuf, total) };
            self.out.extend_from_slice(bytes);
        }
    }

    /// The sequence parameter set (one NAL unit, no start code).
    pub(crate) fn sps(&self) -> &[u8] {
        &self.sps
    }

    /// The picture parameter set (one NAL unit, no start code).
    pub(crate) fn pps(&self) -> &[u8] {
        &self.pps
    }

    /// Code the next pictures at `qp` (clamped to 0 ..= 51). The change goes through the
    /// encoder's parameters, which it takes without a reset (no new IDR, no new parameter
    /// sets: `WelsEncoderParamAdjust` only copies the layer's QP); nothing is called when the
    /// QP stays the same.
    fn set_qp(&mut self, qp: i32) -> Result<(), EncodeError> {
        let qp = qp.clamp(0, 51);
        if qp == self.qp {
            return Ok(());
        }
        let set_option = vtable(self.raw)
            .SetOption
            .ok_or(EncodeError::Missing("SetOption"))?;
        let mut p = self.params;
        p.sSpatialLayers[0].iDLayerQp = qp;
        // SAFETY: SVC_ENCODE_PARAM_EXT takes a pointer to a full SEncParamExt, read (copied)
        // during the call only; `p` is the encoder's own initial parameters but for the QP.
        let rc = unsafe {
            set_option(
                self.raw,
                sys::ENCODER_OPTION_SVC_ENCODE_PARAM_EXT,
                (&mut p as *mut sys::SEncParamExt).cast::<c_void>(),
            )
        };
        check("SetOption(SVC_ENCODE_PARAM_EXT)", rc)?;
        self.qp = qp;
        Ok(())
    }

    /// Encode one picture at `qp`; `force_idr` makes it an IDR. `None` when the encoder
    /// emitted nothing for it (it should not: frame skipping is off).
    pub(crate) fn encode(
        &mut self,
        picture: &I420,
        timestamp_ms: i64,
        force_idr: bool,
        qp: i32,
    ) -> Result<Option<AccessUnit<'_>>, EncodeError> {
        if picture.width != self.width || picture.height != self.height {
            return Err(EncodeError::Size(
                picture.width,
                picture.height,
                self.width,
                self.height,
            ));
        }
        let vt = vtable(self.raw);
        if force_idr {
            let f = vt
                .ForceIntraFrame
                .ok_or(EncodeError::Missing("ForceIntraFrame"))?;
            // SAFETY: plain call on a live instance. The C++ method also takes a layer id
            // that this binding omits; with simulcast off OpenH264 ignores it and forces an IDR
            // on every layer.
            check("ForceIntraFrame", unsafe { f(self.raw, true) })?;
        }
        self.set_qp(qp)?;
        let (ys, uvs) = (picture.y_stride() as i32, picture.uv_stride() as i32);
        let src = sys::SSourcePicture {
            iColorFormat: sys::videoFormatI420,
            iStride: [ys, uvs, uvs, 0],
            // The encoder only reads the planes; the API just lacks `const`.
            pData: [
                picture.y.as_ptr().cast_mut(),
                picture.u.as_ptr().cast_mut(),
                picture.v.as_ptr().cast_mut(),
                ptr::null_mut(),
            ],
            iPicWidth: self.width as i32,
            iPicHeight: self.height as i32,
            uiTimeStamp: timestamp_ms,
            bPsnrY: false,
            bPsnrU: false,
            bPsnrV: false,
        };
        let f = vt.EncodeFrame.ok_or(EncodeError::Missing("EncodeFrame"))?;
        // SAFETY: `src` points to planes of `width` x `height` I420 with the strides given
        // (checked above: the picture has the encoder's size and tightly packed planes), valid
        // for the call; `info` is valid and writable.
        check("EncodeFrame", unsafe { f(self.raw, &src, &mut *self.info) })?;
        let frame_type = self.info.eFrameType;
        if frame_type == sys::videoFrameTypeSkip || frame_type == sys::videoFrameTypeInvalid {
            return Ok(None);
        }
        self.collect_output();
        if self.out.is_empty() {
            return Ok(None);
        }
        Ok(Some(AccessUnit {
            data: &self.out,
            keyframe: frame_type == sys::videoFrameTypeIDR,
        }))
    }
}

impl Drop for H264Encoder {
    fn drop(&mut self) {
        let vt = vtable(self.raw);
        if let Some(uninit) = vt.Uninitialize {
            // SAFETY: the instance is live and initialised (or the call is a no-op).
            unsafe { uninit(self.raw) };
        }
        // SAFETY: `raw` came from `WelsCreateSVCEncoder` and is destroyed exactly once, here.
        unsafe { sys::source::APILoader::WelsDestroySVCEncoder(self.raw) };
    }
}

/// The NAL units of an Annex B byte stream, without their start codes (and without the
/// trailing zero bytes that belong to a following 4-byte start code).
pub(crate) fn annexb_nals(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut pos = find_start_code(data, 0).map(|(_, after)| after);
    std::iter::from_fn(move || {
        let start = pos?;
        let (end, next) = match find_start_code(data, start) {
            Some((at, after)) => (at, Some(after)),
            None => (data.len(), None),
        };
        pos = next;
        let mut nal = &data[start..end];
        while let [rest @ .., 0] = nal {
            nal = rest;
        }
        Some(nal)
    })
}

/// The first `00 00 01` at or after `from`: (its position, the position after it).
fn find_start_code(data: &[u8], from: usize) -> Option<(usize, usize)> {
    let hay = data.get(from..)?;
    hay.windows(3)
        .position(|w| w == [0, 0, 1])
        .map(|i| (from + i, from + i + 3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::convert::Converter;

    #[test]
    fn annexb_split() {
        let s = [
            0, 0, 0, 1, 0x67, 1, 2, 0, 0, 1, 0x68, 3, 0, 0, 0, 0, 1, 0x65, 9, 9,
        ];
        let nals: Vec<&[u8]> = annexb_nals(&s).collect();
        assert_eq!(
            nals,
            vec![&[0x67, 1, 2][..], &[0x68, 3][..], &[0x65, 9, 9][..]]
        );
        assert_eq!(annexb_nals(&[1, 2, 3]).count(), 0);
    }

    #[test]
    fn encodes_idr_then_p_and_forced_idr() {
        let (w, h) = (320u32, 240u32);
        let mut enc = H264Encoder::new(w, h, 30).unwrap();
        assert_eq!(enc.sps()[0] & 0x1f, 7);
        assert_eq!(enc.pps()[0] & 0x1f, 8);
        let sps = enc.sps().to_vec();
        let synthetic = crate::backend::synthetic::Synthetic::new(w, h);
        let mut conv = Converter::new(w, h);
        let mut kinds = Vec::new();
        for i in 0..4u64 {
            let frame = synthetic.render_at(std::time::Duration::from_millis(i * 100));
            let pic = conv.convert(&frame).unwrap();
            let au = enc
                .encode(pic, i as i64 * 100, i == 3, 18 + i as i32)
                .unwrap()
                .unwrap();
            let types: Vec<u8> = annexb_nals(au.data).map(|n| n[0] & 0x1f).collect();
            if au.keyframe {
                let sps_in_au = annexb_nals(au.data).find(|n| n[0] & 0x1f == 7).unwrap();
                assert_eq!(sps_in_au, &sps[..]);
            }
            kinds.push((au.keyframe, types));
        }
        assert!(kinds[0].0 && kinds[0].1.contains(&5), "{kinds:?}");
        assert!(
            !kinds[1].0 && kinds[1].1.iter().all(|&t| t == 1),
            "{kinds:?}"
        );
        assert!(!kinds[2].0);
        assert!(kinds[3].0 && kinds[3].1.contains(&5), "{kinds:?}");
        // Four slices a picture.
        assert_eq!(kinds[1].1.len(), SLICES as usize, "{kinds:?}");
    }

    #[test]
    fn the_qp_of_each_picture_is_the_one_asked_for() {
        // The same two pictures, the second coded fine by one encoder and coarsely by another:
        // the coarse one is much smaller, and a QP back at the first value codes as before.
        let (w, h) = (320u32, 240u32);
        let synthetic = crate::backend::synthetic::Synthetic::new(w, h);
        let mut conv = Converter::new(w, h);
        let mut sizes = |qps: [i32; 3]| {
            let mut enc = H264Encoder::new(w, h, 30).unwrap();
            (0..3u64)
                .map(|i| {
                    let frame = synthetic.render_at(std::time::Duration::from_millis(i * 100));
                    let pic = conv.convert(&frame).unwrap();
                    let au = enc.encode(pic, i as i64 * 100, i == 0, qps[i as usize]);
                    au.unwrap().unwrap().data.len()
                })
                .collect::<Vec<_>>()
        };
        let fine = sizes([18, 10, 18]);
        let coarse = sizes([18, 40, 18]);
        assert_eq!(fine[0], coarse[0], "{fine:?} {coarse:?}");
        assert!(coarse[1] * 3 < fine[1], "{fine:?} {coarse:?}");
        assert_eq!(
            sizes([18, 10, 18]),
            fine,
            "the same QPs code the same bytes"
        );
    }
}
