//! End-to-end tests of reading videos: clips made by ffmpeg (libx264, libx265) with known
//! content at known times, read back through [`Reader`].
//!
//! Most clips show a red square sliding right at [`SPEED`] pixels a second over grey, so a
//! frame tells its own time by where the square is; some also show a blue bar between 1 s
//! and 2 s.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;

use tempfile::TempDir;

use crate::signature::Signature;
use crate::{DecodeError, DecodedFrame, ReadError, Reader};

mod containers;

/// Pixels a second the red square moves.
const SPEED: f64 = 60.0;
/// Side of the red square.
const SQUARE: f64 = 40.0;

fn run(cmd: &str, args: &[&str]) -> std::process::Output {
    match Command::new(cmd).args(args).output() {
        Ok(o) => o,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            panic!("{cmd} is missing: install ffmpeg (apt-get install ffmpeg) to run these tests")
        }
        Err(e) => panic!("running {cmd}: {e}"),
    }
}

fn ffmpeg(args: &[&str]) {
    let mut all = vec!["-v", "error", "-y"];
    all.extend_from_slice(args);
    let out = run("ffmpeg", &all);
    assert!(
        out.status.success(),
        "ffmpeg {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A clip of `seconds` at `size` and `fps`: the sliding red square, the blue bar between
/// 1 s and 2 s, then `filter` (appended to the graph) and the encoder `options`.
fn clip(
    dir: &Path,
    name: &str,
    size: &str,
    fps: u32,
    seconds: u32,
    filter: &str,
    options: &[&str],
) -> PathBuf {
    let path = dir.join(name);
    let background = format!("color=c=gray:s={size}:r={fps}:d={seconds}");
    let square = format!("color=c=red:s=40x40:r={fps}:d={seconds}");
    let graph = format!(
        "[0][1]overlay=x='t*{SPEED}':y=60:shortest=1,\
         drawbox=x=0:y=0:w=iw/4:h=30:color=blue:t=fill:enable='between(t,1,2)'{filter},format=yuv420p"
    );
    let mut args = vec![
        "-f",
        "lavfi",
        "-i",
        &background,
        "-f",
        "lavfi",
        "-i",
        &square,
        "-filter_complex",
        &graph,
        "-c:v",
        "libx264",
    ];
    args.extend_from_slice(options);
    let p = path.to_str().expect("utf-8 path");
    args.push(p);
    ffmpeg(&args);
    path
}

/// `rounds` copies of `bytes`, each with 1 to `most` bytes overwritten (a third of the
/// rounds anywhere, the rest within the first `head` bytes, where a container's index is),
/// each handed to `each`: the same copies every run.
fn scrambled(bytes: &[u8], rounds: usize, most: usize, head: usize, mut each: impl FnMut(Vec<u8>)) {
    let mut state = 0x9E37_79B9_u32;
    for round in 0..rounds {
        let mut copy = bytes.to_vec();
        for _ in 0..1 + round % most {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let at = if round % 3 == 0 {
                state as usize % copy.len()
            } else {
                state as usize % head.min(copy.len())
            };
            copy[at] = (state >> 8) as u8;
        }
        each(copy);
    }
}

fn open(path: &Path) -> Result<Reader<File>, ReadError> {
    Reader::open(File::open(path).expect("fixture exists"))
}

/// Mean colour of the rectangle given in fractions of the frame.
fn mean(frame: &DecodedFrame, x0: f64, y0: f64, x1: f64, y1: f64) -> [f64; 3] {
    let (w, h) = (f64::from(frame.width), f64::from(frame.height));
    let (xa, xb) = (
        (x0 * w) as usize,
        ((x1 * w) as usize).max((x0 * w) as usize + 1),
    );
    let (ya, yb) = (
        (y0 * h) as usize,
        ((y1 * h) as usize).max((y0 * h) as usize + 1),
    );
    let mut sum = [0.0; 3];
    let mut n = 0.0;
    for y in ya..yb {
        for x in xa..xb {
            let i = (y * frame.width as usize + x) * 3;
            for (c, total) in sum.iter_mut().enumerate() {
                *total += f64::from(frame.rgb[i + c]);
            }
            n += 1.0;
        }
    }
    sum.map(|s| s / n)
}

fn is_blue(c: [f64; 3]) -> bool {
    c[2] > 170.0 && c[0] < 90.0 && c[1] < 90.0
}
fn is_grey(c: [f64; 3]) -> bool {
    c.iter().all(|&v| (100.0..160.0).contains(&v))
}

/// Centre of the red pixels, in frame pixels (x, y), scaled back to `full_width`.
fn red_centre(frame: &DecodedFrame) -> Option<(f64, f64)> {
    let (mut sx, mut sy, mut n) = (0.0, 0.0, 0.0);
    for y in 0..frame.height as usize {
        for x in 0..frame.width as usize {
            let i = (y * frame.width as usize + x) * 3;
            let p = &frame.rgb[i..i + 3];
            if p[0] > 170 && p[1] < 90 && p[2] < 90 {
                sx += x as f64;
                sy += y as f64;
                n += 1.0;
            }
        }
    }
    (n > 0.0).then(|| (sx / n, sy / n))
}

/// The time a landscape frame shows, judged by where the square is (full-size frames).
fn time_shown(frame: &DecodedFrame) -> f64 {
    let (x, _) = red_centre(frame).expect("the red square is on the frame");
    (x + 0.5 - SQUARE / 2.0) / SPEED
}

/// Checks the frames at `positions` of a landscape clip at `fps`: each is the last frame at
/// or before its position, shows the square where that time puts it, and the blue bar
/// exactly between 1 s and 2 s.
fn check_landscape(reader: &mut Reader<File>, fps: f64, positions: &[f64]) {
    let reader_frames = reader.info().frames;
    let frames = reader.frames_at(positions, 4096).expect("frames decode");
    assert_eq!(frames.len(), positions.len());
    for (frame, &p) in frames.iter().zip(positions) {
        let last = (reader_frames - 1) as f64 / fps;
        let expected = ((p * fps + 1e-6).floor() / fps).min(last);
        assert!(
            (frame.time - expected).abs() < 1e-3,
            "at {p}: frame time {} (expected {expected})",
            frame.time
        );
        let shown = time_shown(frame);
        assert!(
            (shown - expected).abs() < 0.5 / fps + 0.01,
            "at {p}: the square shows {shown:.3}s, expected {expected:.3}s"
        );
        let bar = mean(frame, 0.02, 0.02, 0.2, 0.1);
        if (1.0..=2.0).contains(&expected) {
            assert!(is_blue(bar), "at {p}: bar {bar:?} should be blue");
        } else {
            assert!(is_grey(bar), "at {p}: bar {bar:?} should be grey");
        }
        assert!(
            is_grey(mean(frame, 0.02, 0.9, 0.98, 0.98)),
            "at {p}: bottom is grey"
        );
    }
}

#[test]
fn high_profile_cabac_with_b_frames() {
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "high.mp4",
        "320x180",
        25,
        4,
        "",
        &["-profile:v", "high", "-bf", "3", "-g", "25", "-coder", "1"],
    );
    let mut reader = open(&path).unwrap();
    let info = reader.info().clone();
    assert_eq!((info.width, info.height, info.rotation), (320, 180, 0));
    assert_eq!(info.codec, "avc1");
    let track = reader.track_for_tests();
    assert_eq!((track.coded_width, track.coded_height), (320, 180));
    assert_eq!(track.timescale, 12800);
    assert_eq!(info.frames, 100);
    assert_eq!(info.keyframes, 4);
    assert!(
        (info.duration - 4.0).abs() < 0.05,
        "duration {}",
        info.duration
    );
    // Positions in the same GOP, across GOPs, on and between frames, before the end.
    let positions = [
        0.0, 0.01, 0.13, 0.5, 0.98, 1.0, 1.02, 1.5, 1.99, 2.0, 2.04, 2.5, 3.3, 3.96, 10.0,
    ];
    check_landscape(&mut reader, 25.0, &positions);
    // Reading again, from a fresh start and out of GOP order, gives the same frames.
    check_landscape(&mut reader, 25.0, &[3.5]);
    check_landscape(&mut reader, 25.0, &[0.2, 3.9]);
}

#[test]
fn decoded_pixels_match_ffmpeg() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("testsrc.mp4");
    let p = path.to_str().unwrap();
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "testsrc2=s=320x240:r=30:d=3",
        "-pix_fmt",
        "yuv420p",
        "-c:v",
        "libx264",
        "-profile:v",
        "high",
        "-bf",
        "2",
        "-g",
        "30",
        p,
    ]);
    let mut reader = open(&path).unwrap();
    let frames = reader
        .frames_at(&[0.0, 0.52, 1.1, 1.7, 2.95], 4096)
        .unwrap();
    for frame in &frames {
        let at = format!("{:.4}", frame.time - 0.001);
        let out = run(
            "ffmpeg",
            &[
                "-v",
                "error",
                "-ss",
                &at,
                "-i",
                p,
                "-frames:v",
                "1",
                "-f",
                "rawvideo",
                "-pix_fmt",
                "rgb24",
                "-",
            ],
        );
        assert!(out.status.success());
        assert_eq!(out.stdout.len(), frame.rgb.len());
        let diff: f64 = out
            .stdout
            .iter()
            .zip(frame.rgb.iter())
            .map(|(&a, &b)| f64::from(a.abs_diff(b)))
            .sum::<f64>()
            / out.stdout.len() as f64;
        assert!(
            diff < 3.0,
            "frame at {}: mean difference {diff} from ffmpeg's",
            frame.time
        );
    }
}

#[test]
fn baseline_with_four_slices_like_our_recorder() {
    // The device-agent's recorder writes OpenH264 constrained baseline, 4 slices, an IDR
    // every 2 s; libx264 with the same shape stands in for it here.
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "baseline.mp4",
        "640x360",
        30,
        4,
        "",
        &[
            "-profile:v",
            "baseline",
            "-x264-params",
            "slices=4",
            "-g",
            "60",
        ],
    );
    let mut reader = open(&path).unwrap();
    assert_eq!(reader.info().keyframes, 2);
    check_landscape(&mut reader, 30.0, &[0.0, 0.4, 1.2, 1.98, 2.0, 2.7, 3.99]);
}

#[test]
fn portrait_clip_is_scaled_by_its_longest_edge() {
    let dir = TempDir::new().unwrap();
    let path = clip(dir.path(), "portrait.mp4", "360x640", 25, 3, "", &[]);
    let mut reader = open(&path).unwrap();
    assert_eq!((reader.info().width, reader.info().height), (360, 640));
    let frames = reader.frames_at(&[0.5, 1.5], 320).unwrap();
    for frame in &frames {
        assert_eq!((frame.width, frame.height), (180, 320));
        assert_eq!(frame.rgb.len(), 180 * 320 * 3);
        assert_eq!(frame.signature().unwrap().grid(), (18, 32));
    }
    assert!(is_grey(mean(&frames[0], 0.02, 0.01, 0.2, 0.04)));
    assert!(is_blue(mean(&frames[1], 0.02, 0.01, 0.2, 0.04)));
    // The square (at y 60..100 of 640) moved: 0.5 s = 30 px at full size, 15 px here.
    let (x, y) = red_centre(&frames[0]).unwrap();
    assert!(
        (x - 25.0).abs() < 2.0 && (y - 40.0).abs() < 2.0,
        "square at {x},{y}"
    );
}

#[test]
fn variable_frame_rate() {
    // 25 frames at 25 fps (0 to 0.96 s), then frames every 0.2 s from 1.0 s on; the square
    // is drawn before the timestamps change, so it moves by frame number: 2.4 px a frame.
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "vfr.mp4",
        "320x180",
        25,
        3,
        ",setpts='if(lt(N,25),N/25,1+(N-25)/5)/TB'",
        &["-fps_mode", "vfr"],
    );
    let mut reader = open(&path).unwrap();
    let info = reader.info().clone();
    assert_eq!(info.frames, 75);
    // 0.96 + 50 frames of 0.2 s: the last shows at 10.8 s.
    let frames = reader
        .frames_at(&[0.5, 0.99, 1.1, 5.3, 10.79, 10.8, 20.0], 4096)
        .unwrap();
    let times: Vec<f64> = frames
        .iter()
        .map(|f| (f.time * 1000.0).round() / 1000.0)
        .collect();
    assert_eq!(times, [0.48, 0.96, 1.0, 5.2, 10.6, 10.8, 10.8]);
    let number = |f: &DecodedFrame| {
        let (x, _) = red_centre(f).unwrap();
        ((x + 0.5 - SQUARE / 2.0) / (SPEED / 25.0)).round() as i64
    };
    // The square's place rounds to whole (even) pixels: a frame number to within one.
    for (frame, expected) in frames.iter().zip([12, 24, 25, 46, 73, 74, 74]) {
        assert!(
            (number(frame) - expected).abs() <= 1,
            "frame at {}",
            frame.time
        );
    }
    assert!(frames[6].same_as_previous && !frames[5].same_as_previous);
    assert!(
        info.duration > 10.8 && info.duration < 11.1,
        "duration {}",
        info.duration
    );
}

#[test]
fn rotation_metadata_turns_frames_upright() {
    let dir = TempDir::new().unwrap();
    let source = clip(dir.path(), "plain.mp4", "320x180", 25, 2, "", &[]);
    for (tag, rotation) in [("90", 270u16), ("270", 90), ("180", 180)] {
        let path = dir.path().join(format!("rotated-{tag}.mp4"));
        ffmpeg(&[
            "-i",
            source.to_str().unwrap(),
            "-c",
            "copy",
            "-metadata:s:v:0",
            &format!("rotate={tag}"),
            path.to_str().unwrap(),
        ]);
        let mut reader = open(&path).unwrap();
        // ffmpeg 5.1's `rotate` tag counts counterclockwise; the reader reports clockwise.
        assert_eq!(reader.info().rotation, rotation, "rotate={tag}");
        let frame = reader.frames_at(&[1.5], 4096).unwrap().remove(0);
        // ffmpeg's own upright rendering is the reference.
        let out = run(
            "ffmpeg",
            &[
                "-v",
                "error",
                "-ss",
                "1.479",
                "-i",
                path.to_str().unwrap(),
                "-frames:v",
                "1",
                "-f",
                "rawvideo",
                "-pix_fmt",
                "rgb24",
                "-",
            ],
        );
        let (w, h) = if rotation == 180 {
            (320, 180)
        } else {
            (180, 320)
        };
        assert_eq!((frame.width, frame.height), (w, h), "rotate={tag}");
        assert_eq!(out.stdout.len(), frame.rgb.len());
        let reference = DecodedFrame {
            rgb: out.stdout.into(),
            ..frame.clone()
        };
        let (ours, theirs) = (red_centre(&frame).unwrap(), red_centre(&reference).unwrap());
        assert!(
            (ours.0 - theirs.0).abs() < 1.5 && (ours.1 - theirs.1).abs() < 1.5,
            "rotate={tag}: square at {ours:?}, ffmpeg shows it at {theirs:?}"
        );
        assert!(
            frame
                .signature()
                .unwrap()
                .distance(&reference.signature().unwrap())
                < 0.02
        );
    }
}

#[test]
fn fragmented_mp4_without_duration() {
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "fragmented.mp4",
        "320x180",
        25,
        4,
        "",
        // Without B-frames: an empty moov has no edit list to hide their delay.
        &[
            "-profile:v",
            "high",
            "-bf",
            "0",
            "-g",
            "25",
            "-movflags",
            "frag_keyframe+empty_moov",
        ],
    );
    let mut reader = open(&path).unwrap();
    let info = reader.info().clone();
    assert_eq!(info.frames, 100);
    assert_eq!(info.keyframes, 4);
    assert!(
        (info.duration - 4.0).abs() < 0.05,
        "duration {}",
        info.duration
    );
    check_landscape(&mut reader, 25.0, &[0.0, 0.5, 1.5, 2.2, 3.96]);
}

#[test]
fn identical_positions_reuse_the_frame() {
    let dir = TempDir::new().unwrap();
    let path = clip(dir.path(), "still.mp4", "320x180", 25, 2, "", &[]);
    let mut reader = open(&path).unwrap();
    let frames = reader.frames_at(&[0.50, 0.51, 0.515, 0.56], 160).unwrap();
    let same: Vec<bool> = frames.iter().map(|f| f.same_as_previous).collect();
    assert_eq!(same, [false, true, true, false]);
    assert!(std::sync::Arc::ptr_eq(&frames[0].rgb, &frames[1].rgb));
    assert_eq!(frames[1].position, 0.51);
    assert_eq!((frames[0].width, frames[0].height), (160, 90));
    let a = Signature::of(&frames[0].pixels()).unwrap();
    let b = Signature::of(&frames[3].pixels()).unwrap();
    assert_eq!(a.distance(&a), 0.0);
    assert!(a.distance(&b) > 0.0, "the square moved");
    assert!(matches!(
        reader.frames_at(&[1.0, 0.5], 100),
        Err(ReadError::Positions(..))
    ));
    assert!(reader.frames_at(&[f64::NAN], 100).is_err());
}

#[test]
fn truncated_files_are_refused_by_name() {
    let dir = TempDir::new().unwrap();
    let front = clip(
        dir.path(),
        "front.mp4",
        "320x180",
        25,
        2,
        "",
        &["-movflags", "+faststart"],
    );
    let bytes = std::fs::read(&front).unwrap();
    let cut = dir.path().join("cut-front.mp4");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let err = open(&cut).unwrap_err();
    assert!(
        matches!(err, ReadError::Truncated(_))
            && err.to_string().contains("past the end of the file"),
        "{err}"
    );
    // The index at the end (ffmpeg's default) is lost with the tail.
    let back = clip(dir.path(), "back.mp4", "320x180", 25, 2, "", &[]);
    let bytes = std::fs::read(&back).unwrap();
    let cut = dir.path().join("cut-back.mp4");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let err = open(&cut).unwrap_err();
    assert!(matches!(err, ReadError::Truncated(_)), "{err}");
    // Every cut of a small file fails cleanly or reads: never a panic.
    for len in (0..bytes.len()).step_by(97) {
        let _ = Reader::open(std::io::Cursor::new(bytes[..len].to_vec()));
    }
}

#[test]
fn corrupt_bytes_never_panic() {
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "x.mp4",
        "160x90",
        25,
        1,
        "",
        &["-movflags", "+faststart"],
    );
    let bytes = std::fs::read(&path).unwrap();
    scrambled(&bytes, 600, 8, 1500, |copy| {
        if let Ok(mut reader) = Reader::open(std::io::Cursor::new(copy)) {
            let _ = reader.frames_at(&[0.0, 0.5, 0.9], 64);
        }
    });
}

#[test]
fn what_is_not_a_video_is_named() {
    let dir = TempDir::new().unwrap();
    let text = dir.path().join("notes.mp4");
    std::fs::write(&text, "hello, this is not a video at all").unwrap();
    let err = open(&text).unwrap_err();
    assert!(matches!(err, ReadError::UnknownContainer), "{err}");
    assert!(
        err.to_string()
            .starts_with("not a video video_frames reads: "),
        "{err}"
    );
    let empty = dir.path().join("empty.mp4");
    std::fs::write(&empty, "").unwrap();
    assert!(matches!(open(&empty).unwrap_err(), ReadError::NotMp4(_)));

    let audio = dir.path().join("audio.m4a");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=d=1",
        "-c:a",
        "aac",
        audio.to_str().unwrap(),
    ]);
    let err = open(&audio).unwrap_err();
    assert!(matches!(err, ReadError::NoVideoTrack), "{err}");
    assert_eq!(err.to_string(), "no video track");

    // A video with sound: the audio track is passed over.
    let both = dir.path().join("both.mp4");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=d=2",
        "-f",
        "lavfi",
        "-i",
        "color=c=gray:s=160x90:r=25:d=2",
        "-c:a",
        "aac",
        "-c:v",
        "libx264",
        "-shortest",
        both.to_str().unwrap(),
    ]);
    let mut reader = open(&both).unwrap();
    assert_eq!(reader.info().width, 160);
    assert!(is_grey(mean(
        &reader.frames_at(&[1.0], 100).unwrap()[0],
        0.0,
        0.0,
        1.0,
        1.0
    )));
}

#[test]
fn hevc_is_refused_by_name() {
    let dir = TempDir::new().unwrap();
    for tag in ["hvc1", "hev1"] {
        let path = dir.path().join(format!("{tag}.mp4"));
        ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            "color=c=gray:s=160x90:r=25:d=1",
            "-c:v",
            "libx265",
            "-x265-params",
            "log-level=error",
            "-tag:v",
            tag,
            path.to_str().unwrap(),
        ]);
        let err = open(&path).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "the video track is HEVC ({tag}); video_frames reads H.264 in MP4, M4V or MOV \
                 (and VP8, VP9, AV1 in WebM or Matroska)"
            )
        );
    }
}

#[test]
fn a_sample_that_does_not_decode_is_an_error() {
    // Overwrite the keyframe's slice data with noise: the index is fine, the picture is not.
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "x.mp4",
        "160x90",
        25,
        1,
        "",
        &["-movflags", "+faststart", "-g", "25"],
    );
    let reader = open(&path).unwrap();
    let first = reader_first_sample(&reader);
    let mut bytes = std::fs::read(&path).unwrap();
    // Keep the 4-byte length and the NAL header of the first NAL; scramble the rest.
    for (i, b) in bytes[(first.0 as usize + 5)..(first.0 + u64::from(first.1)) as usize]
        .iter_mut()
        .enumerate()
    {
        *b = (i * 131 % 251) as u8;
    }
    let mut reader = Reader::open(std::io::Cursor::new(bytes)).unwrap();
    match reader.frames_at(&[0.0], 64) {
        Err(ReadError::Decode(DecodeError::NoPicture(_) | DecodeError::Framing(_))) | Ok(_) => {}
        Err(other) => panic!("unexpected error {other}"),
    }
}

fn reader_first_sample(reader: &Reader<File>) -> (u64, u32) {
    let s = reader.track_for_tests().samples[0];
    (s.offset, s.size)
}

#[test]
fn a_picture_copies_out_without_its_stride_padding() {
    use crate::decode::H264Decoder;
    use crate::decode::h264::{parameter_sets_annex_b, to_annex_b};
    let dir = TempDir::new().unwrap();
    let path = clip(
        dir.path(),
        "small.mp4",
        "160x90",
        25,
        1,
        "",
        &["-profile:v", "baseline"],
    );
    let reader = open(&path).unwrap();
    let track = reader.track_for_tests();
    let first = track.samples[0];
    assert!(first.sync && first.decode_index == 0);
    let bytes = std::fs::read(&path).unwrap();
    let crate::container::Codec::H264 {
        nal_length_size,
        sps,
        pps,
    } = &track.codec
    else {
        panic!("an MP4 of libx264 is H.264");
    };
    let mut data = Vec::new();
    parameter_sets_annex_b(sps, &mut data);
    parameter_sets_annex_b(pps, &mut data);
    let sample = &bytes[first.offset as usize..(first.offset + u64::from(first.size)) as usize];
    to_annex_b(sample, *nal_length_size, 1, &mut data).unwrap();
    let mut decoder = H264Decoder::new().unwrap();
    let picture = decoder
        .decode(&data, 7)
        .unwrap()
        .expect("a baseline picture comes out at once");
    assert_eq!(picture.tag, 7);
    assert!(picture.y_stride >= 160);
    let owned = picture.to_owned();
    assert_eq!((owned.width, owned.height), (160, 90));
    assert_eq!(
        (owned.y.len(), owned.u.len(), owned.v.len()),
        (160 * 90, 80 * 45, 80 * 45)
    );
    // Grey background: luma about 126 (limited range), chroma neutral.
    assert!((i32::from(owned.y[159 + 89 * 160]) - 126).abs() < 6);
    assert!((i32::from(owned.u[0]) - 128).abs() < 6);
}
