//! Record raw BGRA frames read from stdin with the agent's own recorder (`device_agent::record`).
//!
//! The quality pass of `bench/recording.py` uses it to make our encoder encode exactly the
//! frames libx264 encodes (a lossless reference captured once):
//!
//! ```sh
//! ffmpeg -i ref.nut -f rawvideo -pix_fmt bgra - \
//!   | encode_frames --width 1920 --height 1080 --fps 30 --dir OUT [--id benchquality0001]
//! ```
//!
//! A [`Backend`] over the stream hands the recorder the frames in order, one per `grab`, each
//! time-stamped (`captured_at`) with its nominal time: first grab + i / fps for frame i. The
//! recorder paces its grabs at `--fps` and stamps samples with `captured_at`, so frame i is at
//! i / fps in the MP4 even when a grab comes late (the recorder then skips a slot, counted as
//! dropped, but no frame of the stream is lost). A frame is lost only when the encoder is too
//! slow and its queue is full (the recorder counts it as dropped, and the previous frame then
//! lasts longer, as live). A reader thread keeps up to 16 frames decoded ahead; the recorder
//! starts once they are there. After the last frame, grabs repeat it; once the recorder has
//! taken every frame (plus one slot, so the last one lasts a full frame) the example stops the
//! recording and prints one JSON line: `{"report": RecordingReport, "mp4": PATH, "frames_in":
//! N, "grabs": G, "grabs_waited": W, "repeats_after_end": R}`. `grabs_waited` counts grabs
//! that had to wait for the reader.

use std::collections::VecDeque;
use std::io::Read;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use device_agent::backend::{Backend, BackendError, Frame};
use device_agent::record::{self, Recorder, RecorderConfig};
use proto::{Capability, Display, InputRequest, Rect, StopReason, Target, Window};

/// Frames decoded ahead of the recorder.
const AHEAD: usize = 16;

struct Args {
    width: u32,
    height: u32,
    fps: u32,
    dir: PathBuf,
    id: String,
}

fn parse_args() -> Result<Args, String> {
    let mut width = None;
    let mut height = None;
    let mut fps = 30;
    let mut dir = None;
    let mut id = "benchquality0001".to_string();
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--width" => width = Some(value()?.parse().map_err(|e| format!("--width: {e}"))?),
            "--height" => height = Some(value()?.parse().map_err(|e| format!("--height: {e}"))?),
            "--fps" => fps = value()?.parse().map_err(|e| format!("--fps: {e}"))?,
            "--dir" => dir = Some(PathBuf::from(value()?)),
            "--id" => id = value()?,
            "-h" | "--help" => {
                return Err(
                    "usage: encode_frames --width W --height H [--fps 30] --dir DIR [--id ID] < frames.bgra"
                        .into(),
                )
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(Args {
        width: width.ok_or("--width is required")?,
        height: height.ok_or("--height is required")?,
        fps,
        dir: dir.ok_or("--dir is required")?,
        id,
    })
}

#[derive(Default)]
struct State {
    queue: VecDeque<Vec<u8>>,
    /// The last frame handed out, kept only once the queue ran dry (to repeat it).
    last: Option<Vec<u8>>,
    read: u64,
    served: u64,
    eof: bool,
    error: Option<String>,
    grabs: u64,
    grabs_waited: u64,
    repeats: u64,
    /// When the first frame was grabbed: frame i is stamped `t0 + i / fps`.
    t0: Option<Instant>,
}

/// The screen as a stream of frames on stdin.
struct StdinFrames {
    width: u32,
    height: u32,
    fps: u32,
    state: Mutex<State>,
    changed: Condvar,
}

impl StdinFrames {
    fn frame(&self, data: Vec<u8>, captured_at: Instant) -> Frame {
        let whole = Rect {
            x: 0,
            y: 0,
            width: self.width,
            height: self.height,
        };
        let mut frame = Frame::new(
            self.width,
            self.height,
            self.width as usize * 4,
            data,
            whole,
        );
        frame.captured_at = captured_at;
        frame
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn read_all(&self) {
        let size = self.width as usize * self.height as usize * 4;
        let mut stdin = std::io::stdin().lock();
        loop {
            let mut buf = vec![0u8; size];
            let mut filled = 0;
            let mut failure = None;
            while filled < size {
                match stdin.read(&mut buf[filled..]) {
                    Ok(0) => break,
                    Ok(n) => filled += n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        failure = Some(e.to_string());
                        break;
                    }
                }
            }
            let mut st = self.lock();
            if filled == size {
                while st.queue.len() >= AHEAD {
                    st = self.changed.wait(st).unwrap_or_else(|p| p.into_inner());
                }
                st.queue.push_back(buf);
                st.read += 1;
                self.changed.notify_all();
                continue;
            }
            if filled != 0 {
                st.error = Some(format!(
                    "stdin ended inside a frame ({filled} of {size} bytes)"
                ));
            }
            if failure.is_some() {
                st.error = failure;
            }
            st.eof = true;
            self.changed.notify_all();
            return;
        }
    }
}

impl Backend for StdinFrames {
    fn name(&self) -> &'static str {
        "stdin"
    }

    fn capabilities(&self) -> Vec<Capability> {
        vec![Capability::Screenshot, Capability::Recording]
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        Ok(vec![Display {
            id: 0,
            name: "stdin".into(),
            x: 0,
            y: 0,
            width: self.width,
            height: self.height,
            primary: true,
            refresh_hz: Some(f64::from(self.fps)),
        }])
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        Ok(Vec::new())
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        if target != (Target::Display { display: 0 }) {
            return Err(BackendError::NotFound("only display 0".into()));
        }
        let now = Instant::now();
        let mut st = self.lock();
        st.grabs += 1;
        let t0 = *st.t0.get_or_insert(now);
        if st.queue.is_empty() && !st.eof {
            st.grabs_waited += 1;
        }
        while st.queue.is_empty() && !st.eof {
            st = self.changed.wait(st).unwrap_or_else(|p| p.into_inner());
        }
        // The recorder's first grab only learns the size (it grabs again once its encoder is
        // made), so it peeks at frame 0 without taking it.
        if st.grabs == 1
            && let Some(front) = st.queue.front()
        {
            let data = front.clone();
            drop(st);
            return Ok(self.frame(data, t0));
        }
        // Frame i of the stream is stamped i / fps; repeats after the end go on from there.
        let index = st.served + st.repeats;
        let data = match st.queue.pop_front() {
            Some(data) => {
                st.served += 1;
                if st.queue.is_empty() {
                    st.last = Some(data.clone());
                } else {
                    st.last = None;
                }
                data
            }
            None => {
                st.repeats += 1;
                st.last
                    .clone()
                    .ok_or_else(|| BackendError::Failed("no frame on stdin".into()))?
            }
        };
        self.changed.notify_all();
        drop(st);
        let nominal = Duration::from_secs_f64((index as f64) / f64::from(self.fps.max(1)));
        Ok(self.frame(data, t0 + nominal))
    }

    fn inject(&self, _input: &InputRequest) -> Result<String, BackendError> {
        Err(BackendError::Unsupported(
            "no input on a stream of frames".into(),
        ))
    }
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("encode_frames: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(args) {
        eprintln!("encode_frames: {e}");
        std::process::exit(1);
    }
}

fn run(args: Args) -> Result<(), String> {
    std::fs::create_dir_all(&args.dir).map_err(|e| format!("{}: {e}", args.dir.display()))?;
    let frames = Arc::new(StdinFrames {
        width: args.width,
        height: args.height,
        fps: args.fps,
        state: Mutex::new(State::default()),
        changed: Condvar::new(),
    });
    let reader = {
        let frames = frames.clone();
        std::thread::spawn(move || frames.read_all())
    };
    // Start once the reader is ahead (or the stream is shorter than that).
    {
        let mut st = frames.lock();
        while st.queue.len() < AHEAD && !st.eof {
            st = frames.changed.wait(st).unwrap_or_else(|p| p.into_inner());
        }
        if st.read == 0 {
            return Err(st
                .error
                .clone()
                .unwrap_or_else(|| "no frame on stdin".into()));
        }
    }
    let (finished_tx, _finished_rx) = tokio::sync::mpsc::unbounded_channel();
    let backend: Arc<dyn Backend> = frames.clone();
    let config = RecorderConfig {
        recording_id: args.id.clone(),
        display: 0,
        fps: args.fps,
        max_duration: Duration::from_secs(24 * 3600),
        dir: args.dir.clone(),
        actions: None,
    };
    let t0 = Instant::now();
    let recorder =
        Recorder::start(backend, config, finished_tx).map_err(|e| format!("recorder: {e}"))?;
    // Wait until the recorder has taken every frame, then one more slot so the last frame
    // lasts a full frame time.
    {
        let mut st = frames.lock();
        while !(st.eof && st.queue.is_empty()) {
            if !recorder.is_running() {
                return Err("the recorder stopped on its own before the end of the frames".into());
            }
            st = frames
                .changed
                .wait_timeout(st, Duration::from_millis(200))
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }
    std::thread::sleep(Duration::from_secs_f64(1.0 / f64::from(args.fps.max(1))));
    let report = recorder.stop(StopReason::Requested);
    let wall_s = t0.elapsed().as_secs_f64();
    let _ = reader.join();
    let st = frames.lock();
    if let Some(e) = &st.error {
        eprintln!("encode_frames: warning: {e}");
    }
    let out = serde_json::json!({
        "report": report,
        "mp4": record::mp4_path(&args.dir, &args.id),
        "frames_in": st.read,
        "frames_served": st.served,
        "grabs": st.grabs,
        "grabs_waited": st.grabs_waited,
        "repeats_after_end": st.repeats,
        "wall_s": wall_s,
    });
    println!("{out}");
    Ok(())
}
