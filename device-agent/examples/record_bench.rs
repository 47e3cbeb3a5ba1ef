//! Performance check of the recorder on a real X server (not a test: it needs one).
//!
//! Records display 0 of an X server for a while and prints frames delivered, dropped and
//! encoded, CPU seconds per second of video (getrusage of this process) and bytes a second.
//! Build in release mode:
//!
//! ```text
//! Xvfb :77 -screen 0 1920x1080x24 &
//! cargo run --release -p device-agent --example record_bench -- :77 10 30 /tmp/rec-bench
//! ```
//!
//! `raw:FILE` instead of an X display serves 1920x1080 BGRA frames cycled from FILE (e.g.
//! `ffmpeg -i clip.mp4 -frames:v 30 -pix_fmt bgra -f rawvideo FILE`): full-screen motion at
//! exactly the capture rate, with a grab costing one frame copy like an MIT-SHM grab, and no
//! other process competing for the cores.

use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use device_agent::backend::x11::X11;
use device_agent::backend::{Backend, BackendError, Frame};
use device_agent::record::{Recorder, RecorderConfig, mp4_path};
use proto::StopReason;
use proto::{Capability, Display, InputRequest, Rect, Target, Window};

/// User plus system CPU time of this process.
fn cpu_seconds() -> f64 {
    // SAFETY: getrusage fills the struct we pass; zeroed is a valid initial value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid out-pointer for the call.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// Frames cycled from a raw BGRA file.
struct Raw {
    frames: Vec<Vec<u8>>,
    next: std::sync::atomic::AtomicUsize,
}

const W: u32 = 1920;
const H: u32 = 1080;

impl Backend for Raw {
    fn name(&self) -> &'static str {
        "raw"
    }
    fn capabilities(&self) -> Vec<Capability> {
        Vec::new()
    }
    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        Err(BackendError::Unsupported("raw".into()))
    }
    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        Ok(Vec::new())
    }
    fn grab(&self, _: Target) -> Result<Frame, BackendError> {
        let i = self.next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let whole = Rect {
            x: 0,
            y: 0,
            width: W,
            height: H,
        };
        let data = self.frames[i % self.frames.len()].clone();
        Ok(Frame::new(W, H, W as usize * 4, data, whole))
    }
    fn inject(&self, _: &InputRequest) -> Result<String, BackendError> {
        Err(BackendError::Unsupported("raw".into()))
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let display = args.get(1).cloned().unwrap_or_else(|| ":77".into());
    let seconds: u64 = args.get(2).map(|s| s.parse()).transpose()?.unwrap_or(10);
    let fps: u32 = args.get(3).map(|s| s.parse()).transpose()?.unwrap_or(30);
    let dir = PathBuf::from(
        args.get(4)
            .cloned()
            .unwrap_or_else(|| "/tmp/rec-bench".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let id = format!("bench_{}", std::process::id());

    let backend: Arc<dyn Backend> = match display.strip_prefix("raw:") {
        Some(file) => {
            let bytes = std::fs::read(file)?;
            let frames = bytes
                .chunks_exact(W as usize * H as usize * 4)
                .map(|c| c.to_vec())
                .collect();
            Arc::new(Raw {
                frames,
                next: Default::default(),
            })
        }
        None => Arc::new(X11::connect(Some(&display))?),
    };
    let (tx, _rx) = tokio::sync::mpsc::unbounded_channel();
    let cpu0 = cpu_seconds();
    let wall0 = Instant::now();
    let rec = Recorder::start(
        backend,
        RecorderConfig {
            recording_id: id.clone(),
            display: 0,
            fps,
            max_duration: Duration::from_secs(seconds),
            dir: dir.clone(),
            actions: None,
        },
        tx,
    )
    .map_err(|e| e.to_string())?;
    while rec.is_running() {
        std::thread::sleep(Duration::from_millis(50));
    }
    let cpu_capture = cpu_seconds() - cpu0;
    let report = rec.stop(StopReason::Requested);
    let cpu_total = cpu_seconds() - cpu0;
    let video_s = report.duration_ms as f64 / 1000.0;
    let mp4 = mp4_path(&dir, &id);
    let out = Command::new("ffprobe")
        .args(["-v", "error", "-count_packets", "-select_streams", "v:0"])
        .args(["-show_entries", "stream=nb_read_packets", "-of", "csv=p=0"])
        .arg(&mp4)
        .output()?;
    let encoded = String::from_utf8_lossy(&out.stdout).trim().to_string();
    println!("file                {}", mp4.display());
    println!(
        "size                {}x{} at {} fps",
        report.width, report.height, fps
    );
    println!(
        "video seconds       {video_s:.2} (wall {:.2})",
        wall0.elapsed().as_secs_f64()
    );
    println!("frames delivered    {}", report.frames);
    println!("frames dropped      {}", report.dropped_frames);
    println!("frames encoded      {encoded}");
    println!(
        "CPU s per video s   {:.3} while recording, {:.3} with finishing the MP4",
        cpu_capture / video_s,
        cpu_total / video_s
    );
    println!(
        "bytes per second    {:.0}",
        report.size_bytes as f64 / video_s
    );
    println!("MP4 bytes           {}", report.size_bytes);
    Ok(())
}
