//! Time one `video_frames` read of a file, as the relay runs it (for profiling):
//! `cargo run --release -p video --example survey -- FILE [RUNS]`.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use video::survey::{Request, survey};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: survey FILE [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(1);
    let request = Request::new(path.clone());
    for _ in 0..runs {
        let started = Instant::now();
        match survey(path.as_ref(), &request, &|_, _| {}, &AtomicBool::new(false)) {
            Ok(s) => println!(
                "{:.3} s: {} samples, {} decoded, {} changes, {} frames, indexed {}",
                started.elapsed().as_secs_f64(),
                s.samples,
                s.decoded,
                s.changes,
                s.frames.len(),
                s.indexed
            ),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
}
