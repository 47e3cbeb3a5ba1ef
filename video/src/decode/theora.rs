//! Theora decoding over Debian's libtheora (`libtheoradec`).
//!
//! No maintained Rust binding of libtheora exists, so the handful of its C functions used
//! are declared here, against the layout of `theora/codec.h` and `theora/theoradec.h`
//! (libtheora 1.1, `build.rs` checks the version). The three header packets (identification,
//! comment, setup) make a decoder; every data packet then yields the frame to show (a packet
//! of 0 bytes repeats the last one), which libtheora hands out as a buffer of the whole coded
//! frame, bottom row first in memory, so the displayed picture region is copied out here,
//! top row first, before a [`Picture`] borrows it.
//!
//! The unsafe surface is the calls below, each with its SAFETY note.

use std::ffi::{c_char, c_int, c_long, c_uchar, c_void};
use std::ptr;

use super::{DecodeError, Picture};

/// `ogg_packet` (ogg/ogg.h).
#[repr(C)]
struct OggPacket {
    packet: *mut c_uchar,
    bytes: c_long,
    b_o_s: c_long,
    e_o_s: c_long,
    granulepos: i64,
    packetno: i64,
}

/// `th_info` (theora/codec.h).
#[repr(C)]
struct ThInfo {
    version_major: c_uchar,
    version_minor: c_uchar,
    version_subminor: c_uchar,
    frame_width: u32,
    frame_height: u32,
    pic_width: u32,
    pic_height: u32,
    pic_x: u32,
    pic_y: u32,
    fps_numerator: u32,
    fps_denominator: u32,
    aspect_numerator: u32,
    aspect_denominator: u32,
    colorspace: c_int,
    pixel_fmt: c_int,
    target_bitrate: c_int,
    quality: c_int,
    keyframe_granule_shift: c_int,
}

/// `th_comment` (theora/codec.h).
#[repr(C)]
struct ThComment {
    user_comments: *mut *mut c_char,
    comment_lengths: *mut c_int,
    comments: c_int,
    vendor: *mut c_char,
}

/// `th_img_plane` (theora/codec.h).
#[repr(C)]
#[derive(Clone, Copy)]
struct ThImgPlane {
    width: c_int,
    height: c_int,
    stride: c_int,
    data: *mut c_uchar,
}

/// `TH_PF_420`: the only pixel format converted here.
const TH_PF_420: c_int = 0;
/// `TH_DUPFRAME`: the packet repeats the last frame.
const TH_DUPFRAME: c_int = 1;

#[link(name = "theoradec")]
unsafe extern "C" {
    fn th_info_init(info: *mut ThInfo);
    fn th_info_clear(info: *mut ThInfo);
    fn th_comment_init(tc: *mut ThComment);
    fn th_comment_clear(tc: *mut ThComment);
    fn th_decode_headerin(
        info: *mut ThInfo,
        tc: *mut ThComment,
        setup: *mut *mut c_void,
        op: *mut OggPacket,
    ) -> c_int;
    fn th_decode_alloc(info: *const ThInfo, setup: *const c_void) -> *mut c_void;
    fn th_setup_free(setup: *mut c_void);
    fn th_decode_packetin(dec: *mut c_void, op: *const OggPacket, granpos: *mut i64) -> c_int;
    fn th_decode_ycbcr_out(dec: *mut c_void, ycbcr: *mut [ThImgPlane; 3]) -> c_int;
    fn th_decode_free(dec: *mut c_void);
}

/// What the identification header says of the pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Region {
    /// Displayed width.
    pub(crate) width: u32,
    /// Displayed height.
    pub(crate) height: u32,
    /// Left edge of the displayed picture in the coded frame.
    x: u32,
    /// Top edge of the displayed picture in the coded frame.
    y: u32,
}

/// A libtheora decoder.
pub(crate) struct TheoraDecoder {
    /// From `th_decode_alloc`, freed in `Drop`.
    ctx: *mut c_void,
    region: Region,
    packetno: i64,
    /// The displayed picture of the last frame, packed (stride = width).
    y: Vec<u8>,
    u: Vec<u8>,
    v: Vec<u8>,
}

// SAFETY: a libtheora decoder has no thread affinity; `TheoraDecoder` owns it exclusively
// and every use goes through `&mut self`.
unsafe impl Send for TheoraDecoder {}

fn failed(call: &'static str, code: c_int) -> DecodeError {
    DecodeError::Call {
        codec: "Theora",
        call,
        code: i64::from(code),
    }
}

fn packet(data: &[u8], number: i64, first: bool) -> Result<OggPacket, DecodeError> {
    Ok(OggPacket {
        // libtheora only reads through it (the field is not const in C).
        packet: data.as_ptr().cast_mut(),
        bytes: c_long::try_from(data.len()).map_err(|_| failed("th_decode_packetin", -1))?,
        b_o_s: c_long::from(first),
        e_o_s: 0,
        granulepos: -1,
        packetno: number,
    })
}

impl TheoraDecoder {
    /// A decoder from the stream's three header packets; refuses what is not 4:2:0.
    pub(crate) fn new(headers: &[Vec<u8>]) -> Result<TheoraDecoder, DecodeError> {
        // SAFETY: all-zero is a valid bit pattern for these plain C structs, and
        // th_info_init / th_comment_init then set them up as libtheora expects.
        let mut info: ThInfo = unsafe { std::mem::zeroed() };
        // SAFETY: as above.
        let mut comment: ThComment = unsafe { std::mem::zeroed() };
        // SAFETY: both point to owned structs valid for the calls.
        unsafe {
            th_info_init(&mut info);
            th_comment_init(&mut comment);
        }
        let mut setup: *mut c_void = ptr::null_mut();
        let mut outcome = Ok(());
        for (i, header) in headers.iter().enumerate() {
            let mut op = match packet(header, i as i64, i == 0) {
                Ok(op) => op,
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            };
            // SAFETY: `info`, `comment` and `setup` are valid and initialised; `op` points
            // into `header`, alive for the call, and libtheora copies what it keeps.
            let rc = unsafe { th_decode_headerin(&mut info, &mut comment, &mut setup, &mut op) };
            if rc <= 0 {
                outcome = Err(failed("th_decode_headerin", rc));
                break;
            }
        }
        let region = Region {
            width: info.pic_width,
            height: info.pic_height,
            x: info.pic_x,
            y: info.pic_y,
        };
        if outcome.is_ok() && setup.is_null() {
            outcome = Err(failed("th_decode_headerin", -20));
        }
        if outcome.is_ok() && info.pixel_fmt != TH_PF_420 {
            let what = match info.pixel_fmt {
                2 => "4:2:2",
                3 => "4:4:4",
                _ => "an unknown pixel format",
            };
            outcome = Err(DecodeError::Format(format!("Theora {what}")));
        }
        let fits = u64::from(region.x) + u64::from(region.width) <= u64::from(info.frame_width)
            && u64::from(region.y) + u64::from(region.height) <= u64::from(info.frame_height);
        if outcome.is_ok() && !fits {
            outcome = Err(DecodeError::Picture(
                region.width as i32,
                region.height as i32,
                info.frame_width as i32,
                info.frame_height as i32,
            ));
        }
        let ctx = if outcome.is_ok() {
            // SAFETY: `info` and `setup` were filled by the three header packets.
            unsafe { th_decode_alloc(&info, setup) }
        } else {
            ptr::null_mut()
        };
        // SAFETY: each is freed once; th_setup_free accepts null.
        unsafe {
            th_setup_free(setup);
            th_comment_clear(&mut comment);
            th_info_clear(&mut info);
        }
        outcome?;
        if ctx.is_null() {
            return Err(DecodeError::Create {
                codec: "Theora",
                code: -1,
            });
        }
        Ok(TheoraDecoder {
            ctx,
            region,
            packetno: headers.len() as i64,
            y: Vec::new(),
            u: Vec::new(),
            v: Vec::new(),
        })
    }

    /// Decodes one data packet tagged `tag`; returns the frame it shows.
    pub(crate) fn decode(
        &mut self,
        data: &[u8],
        tag: u64,
    ) -> Result<Option<Picture<'_>>, DecodeError> {
        let op = packet(data, self.packetno, false)?;
        self.packetno += 1;
        let mut granule = 0i64;
        // SAFETY: the context is valid; `op` points into `data`, alive for the call.
        let rc = unsafe { th_decode_packetin(self.ctx, &op, &mut granule) };
        if rc != 0 && rc != TH_DUPFRAME {
            return Err(failed("th_decode_packetin", rc));
        }
        let mut planes = [ThImgPlane {
            width: 0,
            height: 0,
            stride: 0,
            data: ptr::null_mut(),
        }; 3];
        // SAFETY: `planes` is a valid out-parameter; the buffers it points to stay valid
        // until the next packet, and are copied out below before then.
        let rc = unsafe { th_decode_ycbcr_out(self.ctx, &mut planes) };
        if rc != 0 {
            return Err(failed("th_decode_ycbcr_out", rc));
        }
        let Region {
            width,
            height,
            x,
            y,
        } = self.region;
        let (w, h, x, y) = (width as usize, height as usize, x as usize, y as usize);
        let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
        let copies = [
            (0, x, y, w, h),
            (1, x / 2, y / 2, cw, ch),
            (2, x / 2, y / 2, cw, ch),
        ];
        for (index, left, top, pw, ph) in copies {
            let plane = planes[index];
            let fits = plane.width >= 0
                && plane.height >= 0
                && left + pw <= plane.width as usize
                && top + ph <= plane.height as usize
                && (plane.stride.unsigned_abs() as usize) >= plane.width as usize
                && !plane.data.is_null();
            if !fits {
                return Err(DecodeError::Picture(
                    plane.width,
                    plane.height,
                    plane.stride,
                    0,
                ));
            }
            let out = match index {
                0 => &mut self.y,
                1 => &mut self.u,
                _ => &mut self.v,
            };
            out.clear();
            out.reserve(pw * ph);
            for row in top..top + ph {
                let start = row as isize * plane.stride as isize + left as isize;
                // SAFETY: the plane holds `height` rows `stride` bytes apart (a negative
                // stride walks up from `data`); `row < height` and `left + pw <= width <=
                // |stride|` were checked above, so the row's bytes lie inside the buffer.
                let line = unsafe { std::slice::from_raw_parts(plane.data.offset(start), pw) };
                out.extend_from_slice(line);
            }
        }
        Picture::checked(tag, w, h, &self.y, &self.u, &self.v, w, cw).map(Some)
    }
}

impl Drop for TheoraDecoder {
    fn drop(&mut self) {
        // SAFETY: `ctx` came from th_decode_alloc and is freed exactly once, here.
        unsafe { th_decode_free(self.ctx) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_that_are_not_theora_are_refused() {
        let junk = vec![vec![0x80, b'x', 1, 2, 3], vec![0x81], vec![0x82]];
        assert!(TheoraDecoder::new(&junk).is_err());
        assert!(TheoraDecoder::new(&[]).is_err());
    }
}
