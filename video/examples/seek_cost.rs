//! What reading one chosen frame of a video costs, as `video_frames` reads a chosen frame:
//! a fresh reader decodes from the keyframe before it up to it. For `POSITIONS` positions
//! spread evenly over the video, prints one JSON object: the decode time of each (ms), the
//! samples decoded for each, and the file's keyframes.
//!
//! `cargo run --release -p video --example seek_cost -- FILE [POSITIONS]`

use std::time::Instant;

use video::Reader;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: seek_cost FILE [POSITIONS]");
        std::process::exit(2);
    };
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(50);
    let open = || match std::fs::File::open(&path)
        .map_err(|e| e.to_string())
        .and_then(|f| Reader::open(std::io::BufReader::new(f)).map_err(|e| e.to_string()))
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let first = open();
    let info = first.info().clone();
    let mut ms = Vec::with_capacity(count);
    let mut decoded = Vec::with_capacity(count);
    for i in 0..count {
        let position = info.duration * (i as f64 + 0.5) / count as f64;
        let mut reader = open();
        let samples = reader.sample_at(position) - reader.keyframe_for(position) + 1;
        let started = Instant::now();
        if let Err(e) = reader.frames_at(&[position], 1568) {
            eprintln!("{path} at {position:.3} s: {e}");
            std::process::exit(1);
        }
        ms.push(started.elapsed().as_secs_f64() * 1000.0);
        decoded.push(samples);
    }
    let list = |v: Vec<String>| v.join(",");
    println!(
        "{{\"file\":{path:?},\"duration_s\":{},\"frames\":{},\"keyframes\":{},\"decode_ms\":[{}],\"samples_decoded\":[{}]}}",
        info.duration,
        info.frames,
        info.keyframes,
        list(ms.iter().map(|m| format!("{m:.2}")).collect()),
        list(decoded.iter().map(u32::to_string).collect()),
    );
}
