//! WebM, Matroska and Ogg clips in every codec read (VP8, VP9, AV1, H.264, Theora), made by
//! ffmpeg with the clip of [`super::clip`] (the sliding red square, the blue bar between
//! 1 s and 2 s), read back: the frame shown at a time is the one ffmpeg wrote for it, the
//! picture is upright, and a survey finds the bar's coming and going. Damaged copies of
//! each (cut short, scrambled, lying about a size) are refused with an error, never a panic.

use std::io::Cursor;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::survey::{Request, survey};

/// (file name, what `VideoInfo` says: container, codec, encoder options).
const CLIPS: [(&str, &str, &str, &[&str]); 7] = [
    (
        "vp8.webm",
        "webm",
        "V_VP8",
        &["-c:v", "libvpx", "-b:v", "1M", "-g", "12"],
    ),
    (
        "vp9.webm",
        "webm",
        "V_VP9",
        &[
            "-c:v",
            "libvpx-vp9",
            "-b:v",
            "1M",
            "-g",
            "12",
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
        ],
    ),
    (
        "av1.webm",
        "webm",
        "V_AV1",
        &[
            "-c:v",
            "libaom-av1",
            "-cpu-used",
            "8",
            "-usage",
            "realtime",
            "-g",
            "12",
        ],
    ),
    (
        "av1.mkv",
        "mkv",
        "V_AV1",
        &["-c:v", "libsvtav1", "-preset", "12", "-g", "12"],
    ),
    (
        "h264.mkv",
        "mkv",
        "V_MPEG4/ISO/AVC",
        &["-c:v", "libx264", "-g", "12", "-bf", "2"],
    ),
    (
        "vp9.mkv",
        "mkv",
        "V_VP9",
        &[
            "-c:v",
            "libvpx-vp9",
            "-b:v",
            "2M",
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
            "-g",
            "12",
        ],
    ),
    (
        "theora.ogv",
        "ogg",
        "theora",
        &["-c:v", "libtheora", "-q:v", "7", "-g", "12"],
    ),
];

#[test]
fn every_container_and_codec_shows_the_frame_of_each_time() {
    let dir = TempDir::new().unwrap();
    for (name, container, codec, options) in CLIPS {
        // 200x110: not a multiple of 16, so a codec's coded frame is larger than the picture.
        let path = clip(dir.path(), name, "200x110", 25, 3, "", options);
        let mut reader = open(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let info = reader.info().clone();
        assert_eq!(
            (info.container, info.codec.as_str()),
            (container, codec),
            "{name}"
        );
        assert_eq!((info.width, info.height), (200, 110), "{name}");
        assert!(
            (info.duration - 3.0).abs() < 0.1,
            "{name}: {}",
            info.duration
        );
        assert!(
            (70..=76).contains(&info.frames),
            "{name}: {} frames",
            info.frames
        );
        assert!(info.keyframes >= 2, "{name}: {} keyframes", info.keyframes);
        let frames = reader
            .frames_at(&[0.5, 1.5, 2.5], 200)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        // The bar is at the top left from 1 s to 2 s: upright, and in time.
        let bar = |f: &DecodedFrame| is_blue(mean(f, 0.02, 0.02, 0.2, 0.2));
        assert!(
            !bar(&frames[0]) && bar(&frames[1]) && !bar(&frames[2]),
            "{name}"
        );
        for f in &frames {
            let (x, _) =
                red_centre(f).unwrap_or_else(|| panic!("{name}: no square at {}", f.position));
            let expected = f.time * SPEED + SQUARE / 2.0;
            assert!(
                (x - expected).abs() < 4.0,
                "{name} at {}: square at {x}, not {expected}",
                f.position
            );
            assert!(
                (f.time - f.position).abs() < 0.05,
                "{name}: {} for {}",
                f.time,
                f.position
            );
        }
    }
}

#[test]
fn a_survey_of_each_finds_the_bar_come_and_go() {
    let dir = TempDir::new().unwrap();
    for (name, _, _, options) in CLIPS {
        // A still background but for the bar: the changes are the bar's.
        let path = dir.path().join(name);
        let mut args = vec![
            "-f",
            "lavfi",
            "-i",
            "color=c=gray:s=320x180:r=25:d=4",
            "-vf",
            "drawbox=x=0:y=0:w=iw/2:h=60:color=blue:t=fill:enable='between(t,1,2)',format=yuv420p",
        ];
        args.extend_from_slice(options);
        args.push(path.to_str().unwrap());
        ffmpeg(&args);
        let cancel = AtomicBool::new(false);
        let read = survey(&path, &Request::new(name), &|_, _| {}, &cancel)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read.changes, 2, "{name}: {}", read.manifest);
        let times: Vec<f64> = read.frames.iter().map(|f| f.position).collect();
        assert!(
            times.iter().any(|t| (1.0..1.1).contains(t)),
            "{name}: {times:?}"
        );
        assert!(
            times.iter().any(|t| (2.0..2.1).contains(t)),
            "{name}: {times:?}"
        );
    }
}

#[test]
fn damaged_files_of_each_container_are_refused_never_a_panic() {
    let dir = TempDir::new().unwrap();
    for (name, ..) in [CLIPS[1], CLIPS[3], CLIPS[4], CLIPS[6]] {
        let options = CLIPS.iter().find(|c| c.0 == name).map(|c| c.3).unwrap();
        let path = clip(dir.path(), name, "160x90", 25, 2, "", options);
        let bytes = std::fs::read(&path).unwrap();
        // Cut within the header: refused.
        let cut = Reader::open(Cursor::new(bytes[..bytes.len().min(200)].to_vec()));
        assert!(cut.is_err(), "{name} cut to 200 bytes opened");
        // Cut in the middle (between two blocks or pages, or inside one): truncated.
        for cut in [bytes.len() / 2, bytes.len() - 1] {
            let err = Reader::open(Cursor::new(bytes[..cut].to_vec())).unwrap_err();
            assert!(
                matches!(err, ReadError::Truncated(_)),
                "{name} cut at {cut}: {err}"
            );
        }
        // Scrambled bytes anywhere: an error or a read, never a panic or a hang.
        scrambled(&bytes, 60, 4, 400, |copy| {
            if let Ok(mut r) = Reader::open(Cursor::new(copy)) {
                let _ = r.frames_at(&[0.0, 0.5, 1.5], 64);
            }
        });
    }
}

#[test]
fn a_lying_size_is_refused_before_anything_is_allocated() {
    // A Matroska file whose EBML header declares a size of 2^56 - 2 bytes.
    let mut lying = vec![
        0x1A, 0x45, 0xDF, 0xA3, 0x01, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE,
    ];
    lying.extend([0u8; 64]);
    let err = Reader::open(Cursor::new(lying)).unwrap_err();
    assert!(
        matches!(err, ReadError::NotMatroska(_) | ReadError::Truncated(_)),
        "{err}"
    );
    // An Ogg page that is all header.
    let err = Reader::open(Cursor::new(b"OggS\0\x02".to_vec())).unwrap_err();
    assert!(
        matches!(err, ReadError::Truncated(_) | ReadError::NotOgg(_)),
        "{err}"
    );
}

#[test]
fn codecs_not_read_are_refused_by_name() {
    let dir = TempDir::new().unwrap();
    let hevc = clip(
        dir.path(),
        "hevc.mkv",
        "160x90",
        25,
        1,
        "",
        &["-c:v", "libx265", "-x265-params", "log-level=error"],
    );
    let err = open(&hevc).unwrap_err().to_string();
    assert_eq!(
        err,
        "the video track is HEVC (V_MPEGH/ISO/HEVC); video_frames reads VP8, VP9, AV1, H.264 \
         or Theora in WebM or Matroska"
    );
    let audio = dir.path().join("sound.ogg");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=d=1",
        "-c:a",
        "libvorbis",
        audio.to_str().unwrap(),
    ]);
    assert!(matches!(open(&audio).unwrap_err(), ReadError::NoVideoTrack));
    let text = dir.path().join("notes.webm");
    std::fs::write(&text, "hello, this is not a video at all").unwrap();
    assert!(matches!(
        open(&text).unwrap_err(),
        ReadError::UnknownContainer
    ));
}

#[test]
fn an_animated_webp_reads_as_a_video_and_a_still_one_as_one_frame() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("watch.webp");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "color=c=gray:s=320x240:r=5:d=4,drawbox=x=0:y=0:w=160:h=120:color=blue:t=fill:enable='gte(t,2)'",
        "-c:v",
        "libwebp_anim",
        "-lossless",
        "1",
        "-loop",
        "0",
        path.to_str().unwrap(),
    ]);
    let mut reader = open(&path).unwrap();
    let info = reader.info().clone();
    assert_eq!(
        (info.container, info.codec.as_str()),
        ("webp", "webp-animation")
    );
    assert_eq!((info.width, info.height), (320, 240));
    assert!((info.duration - 4.0).abs() < 0.01, "{}", info.duration);
    let frames = reader.frames_at(&[1.0, 3.0], 320).unwrap();
    let corner = |f: &DecodedFrame| mean(f, 0.05, 0.05, 0.45, 0.45);
    assert!(is_grey(corner(&frames[0])) && is_blue(corner(&frames[1])));
    let cancel = AtomicBool::new(false);
    let read = survey(&path, &Request::new("watch.webp"), &|_, _| {}, &cancel).unwrap();
    assert_eq!(read.changes, 1, "{}", read.manifest);
    assert!(
        read.frames.iter().any(|f| (2.0..2.1).contains(&f.position)),
        "{}",
        read.manifest
    );

    let still = dir.path().join("still.webp");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "color=c=blue:s=64x48:d=0.04",
        "-frames:v",
        "1",
        "-c:v",
        "libwebp",
        still.to_str().unwrap(),
    ]);
    let mut reader = open(&still).unwrap();
    assert_eq!(reader.info().frames, 1);
    assert!(is_blue(mean(
        &reader.frames_at(&[0.0], 64).unwrap()[0],
        0.2,
        0.2,
        0.8,
        0.8
    )));
}
