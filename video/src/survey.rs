//! One `video_frames` read of a file, start to finish: the plan over the window, a
//! signature per sample, the choice, the chosen frames as JPEG, and the manifest.
//!
//! Signatures come from where they are cheapest. A recording of ours carries its frame
//! index ([`crate::index`]): each sample's signature is read from it, nothing is decoded to
//! choose, and only the chosen frames are decoded, from the keyframe before each. Any
//! other video is decoded at every sample; each distinct sample is encoded to JPEG as it
//! comes (a sample equal to its predecessor reuses that encoding), so no frame is decoded
//! twice and memory holds compressed frames only.
//!
//! Decoding runs on several threads, one reader (and one decoder) each, over contiguous
//! runs of keyframe intervals: a keyframe interval is the unit a decoder cannot split.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::BufReader;
use std::ops::ControlFlow;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use proto::time_position::{Position, frame_name};

use crate::container::ReadError;
use crate::index::FrameIndex;
use crate::manifest::{self, Context};
use crate::reader::{DecodedFrame, Reader, VideoInfo, fit, resize};
use crate::select::{self, Choice, Plan, Role, Sensitivity};
use crate::signature::Signature;

/// JPEG quality of the returned frames: small UI text stays readable (the spec's 0.8).
pub const JPEG_QUALITY: u8 = 80;

/// Longest edge a signature is computed at when the frames asked for are smaller: cells of
/// a few pixels average out codec noise as cells of the full frame do.
const SIGNATURE_EDGE: u32 = 640;

/// Most decoding threads.
const MAX_THREADS: usize = 4;

/// What one call asks of one video.
#[derive(Debug, Clone)]
pub struct Request {
    /// How the manifest names the video (an artifact id, a file name).
    pub label: String,
    /// Start of the window in seconds (default 0).
    pub start: Option<f64>,
    /// End of the window in seconds (default the video's length; a later end is the end).
    pub end: Option<f64>,
    /// Seconds between samples, as asked (clamped by [`select::plan`]).
    pub interval: Option<f64>,
    /// How large a change must be.
    pub sensitivity: Sensitivity,
    /// Budget of images.
    pub max_frames: usize,
    /// The most images any call may ask for (named in the manifest's cap line).
    pub max_frames_limit: usize,
    /// Longest edge of a returned frame.
    pub max_edge: u32,
    /// The video's frame rate when the caller knows it (our recordings' `fps`): a
    /// recording of a still screen holds few frames far apart, yet a change in it lands
    /// on a frame of this rate, so sampling may be this fine.
    pub fps: Option<f64>,
}

impl Request {
    /// The whole video of `label` with the spec's defaults: 10 images of at most 60, normal
    /// sensitivity, the derived interval, frames of at most 1280 px.
    pub fn new(label: impl Into<String>) -> Request {
        Request {
            label: label.into(),
            start: None,
            end: None,
            interval: None,
            sensitivity: Sensitivity::Normal,
            max_frames: 10,
            max_frames_limit: 60,
            max_edge: 1280,
            fps: None,
        }
    }
}

/// A frame returned.
#[derive(Debug, Clone)]
pub struct Frame {
    /// Its name, for its absolute position (`frame-3.386s.jpg`).
    pub name: String,
    /// Its position in seconds.
    pub position: f64,
    /// What it is to the reader.
    pub role: Role,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The JPEG.
    pub jpeg: Arc<[u8]>,
}

/// The outcome of a read.
#[derive(Debug, Clone)]
pub struct Survey {
    /// What the video is.
    pub info: VideoInfo,
    /// The text that goes before the frames.
    pub manifest: String,
    /// The frames, in time order.
    pub frames: Vec<Frame>,
    /// Changes found (shown or not).
    pub changes: usize,
    /// Samples taken.
    pub samples: usize,
    /// The signatures came from the file's frame index (nothing decoded to choose).
    pub indexed: bool,
    /// Frames decoded (the chosen ones with an index; every distinct sample without).
    pub decoded: usize,
}

/// Why a read failed.
#[derive(Debug, thiserror::Error)]
pub enum SurveyError {
    /// The file could not be opened or read as a video.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// `start` lies at or past the end of the video.
    #[error("{field}: {at} is past the end of the video ({length} long)")]
    PastEnd {
        /// The argument's name.
        field: &'static str,
        /// The time as printed.
        at: String,
        /// The video's length as printed.
        length: String,
    },
    /// A frame could not be encoded.
    #[error("encoding a frame as JPEG failed: {0}")]
    Jpeg(String),
    /// The caller went away.
    #[error("cancelled")]
    Cancelled,
}

/// Progress of a read: `done` of `total` frames decoded.
pub type Progress<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// Reads `path` as `request` asks; `progress` hears of every frame decoded, and setting
/// `cancel` stops the read at the next frame.
pub fn survey(
    path: &Path,
    request: &Request,
    progress: Progress<'_>,
    cancel: &AtomicBool,
) -> Result<Survey, SurveyError> {
    let mut reader = Reader::open(BufReader::new(File::open(path).map_err(ReadError::Io)?))?;
    let info = reader.info().clone();
    let plan = window(&info, request)?;
    let frame_edge = request.max_edge.max(1);

    let chosen = match signatures_from_index(&mut reader, &plan.positions) {
        Some(signatures) => {
            from_index(path, &reader, &plan, &signatures, request, progress, cancel)?
        }
        None => by_decoding(path, &reader, &info, &plan, request, progress, cancel)?,
    };
    let Chosen {
        choice,
        pictures,
        indexed,
        decoded,
    } = chosen;

    let (frame_width, frame_height) = fit(info.width, info.height, frame_edge);
    let cx = Context {
        label: &request.label,
        width: info.width,
        height: info.height,
        duration: info.duration,
        frame_width,
        frame_height,
        max_frames: request.max_frames,
        max_frames_limit: request.max_frames_limit,
    };
    let manifest = manifest::write(&cx, &plan, &plan.positions, &choice);
    let frames = choice
        .frames
        .iter()
        .map(|&(s, role)| {
            let position = plan.positions[s];
            let (jpeg, width, height) = pictures.get(&s).cloned().ok_or_else(|| {
                ReadError::Corrupt(format!("no picture at {}", Position(position)))
            })?;
            Ok(Frame {
                name: frame_name(position),
                position,
                role,
                width,
                height,
                jpeg,
            })
        })
        .collect::<Result<Vec<_>, SurveyError>>()?;
    Ok(Survey {
        info,
        manifest,
        frames,
        changes: choice.changes,
        samples: plan.positions.len(),
        indexed,
        decoded,
    })
}

/// A JPEG with its width and height.
pub(crate) type Picture = (Arc<[u8]>, u32, u32);

/// What was chosen, with the pictures of the chosen samples.
struct Chosen {
    choice: Choice,
    /// The chosen samples' pictures, by sample.
    pictures: BTreeMap<usize, Picture>,
    indexed: bool,
    decoded: usize,
}

/// Choose from the index's signatures, then decode only the chosen samples.
fn from_index(
    path: &Path,
    reader: &Reader<BufReader<File>>,
    plan: &Plan,
    signatures: &[Signature],
    request: &Request,
    progress: Progress<'_>,
    cancel: &AtomicBool,
) -> Result<Chosen, SurveyError> {
    let choice = choose(signatures, plan, request);
    let wanted: Vec<f64> = choice
        .frames
        .iter()
        .map(|&(s, _)| plan.positions[s])
        .collect();
    let edge = request.max_edge.max(1);
    let frames = decode(path, reader, &wanted, edge, None, progress, cancel)?;
    let decoded = frames.len();
    let pictures = choice
        .frames
        .iter()
        .map(|&(s, _)| s)
        .zip(frames)
        .map(|(s, f)| (s, f.jpeg))
        .collect();
    Ok(Chosen {
        choice,
        pictures,
        indexed: true,
        decoded,
    })
}

/// Decode every sample (its signature and its JPEG), then choose.
fn by_decoding(
    path: &Path,
    reader: &Reader<BufReader<File>>,
    info: &VideoInfo,
    plan: &Plan,
    request: &Request,
    progress: Progress<'_>,
    cancel: &AtomicBool,
) -> Result<Chosen, SurveyError> {
    let frame_edge = request.max_edge.max(1);
    let edge = signature_edge(info, frame_edge);
    let samples = decode(
        path,
        reader,
        &plan.positions,
        frame_edge,
        Some(edge),
        progress,
        cancel,
    )?;
    let decoded = samples.iter().filter(|s| !s.repeated).count();
    let mut signatures = Vec::with_capacity(samples.len());
    let mut jpegs = Vec::with_capacity(samples.len());
    for s in samples {
        signatures.push(
            s.signature
                .ok_or_else(|| ReadError::Corrupt("a decoded frame has no signature".into()))?,
        );
        jpegs.push(s.jpeg);
    }
    let choice = choose(&signatures, plan, request);
    let pictures = choice
        .frames
        .iter()
        .map(|&(s, _)| (s, jpegs[s].clone()))
        .collect();
    Ok(Chosen {
        choice,
        pictures,
        indexed: false,
        decoded,
    })
}

/// The window `request` asks for within the video, in seconds: a `start` at or past the
/// end is refused, an `end` past it is the end.
pub(crate) fn bounds(info: &VideoInfo, request: &Request) -> Result<(f64, f64), SurveyError> {
    let length = info.duration.max(0.0);
    let start = request.start.unwrap_or(0.0);
    if start > 0.0 && start >= length {
        return Err(SurveyError::PastEnd {
            field: "start",
            at: Position(start).to_string(),
            length: Position(length).to_string(),
        });
    }
    Ok((start, request.end.unwrap_or(length).min(length).max(start)))
}

/// The sampling plan of the window `request` asks for within the video.
fn window(info: &VideoInfo, request: &Request) -> Result<Plan, SurveyError> {
    let (start, end) = bounds(info, request)?;
    let frame_seconds = match request.fps {
        Some(fps) if fps.is_finite() && fps > 0.0 => info.frame_seconds.min(1.0 / fps),
        _ => info.frame_seconds,
    };
    Ok(select::plan(start, end, request.interval, frame_seconds))
}

fn choose(signatures: &[Signature], plan: &Plan, request: &Request) -> Choice {
    select::choose(
        &plan.positions,
        |a, b| signatures[a].distance(&signatures[b]),
        request.sensitivity,
        request.max_frames,
    )
}

/// Each position's signature from the file's frame index, when it has one that covers
/// every sample shown at those positions.
fn signatures_from_index(
    reader: &mut Reader<BufReader<File>>,
    positions: &[f64],
) -> Option<Vec<Signature>> {
    let payload = reader.frame_index_payload().ok()??;
    // First pass: which entry holds each sample (no cells kept).
    let index = FrameIndex::decode_keeping(&payload, |_, _| false).ok()?;
    let by_sample: BTreeMap<u32, usize> = index
        .entries
        .iter()
        .enumerate()
        .map(|(at, e)| (e.sample, at))
        .collect();
    let wanted: Vec<usize> = positions
        .iter()
        .map(|&p| by_sample.get(&reader.sample_at(p)).copied())
        .collect::<Option<_>>()?;
    let keep: std::collections::BTreeSet<usize> = wanted.iter().copied().collect();
    let index = FrameIndex::decode_keeping(&payload, |at, _| keep.contains(&at)).ok()?;
    wanted.iter().map(|&at| index.signature(at)).collect()
}

/// The edge frames are decoded at when signatures are computed from them: the frames'
/// own, or [`SIGNATURE_EDGE`] when those are smaller (never more than the video's).
fn signature_edge(info: &VideoInfo, frame_edge: u32) -> u32 {
    frame_edge.max(SIGNATURE_EDGE.min(info.width.max(info.height)))
}

/// One decoded sample: its JPEG (with its size) and, when asked for, its signature.
pub(crate) struct Sampled {
    pub(crate) jpeg: Picture,
    signature: Option<Signature>,
    /// The same picture as the sample before (its encoding reused).
    repeated: bool,
}

/// The frames at `positions` (ascending), as JPEGs whose longest edge is `frame_edge`;
/// with `signature_edge`, each also with its signature computed at that edge. Decoded on
/// up to [`MAX_THREADS`] threads, each taking the costliest keyframe run not yet taken,
/// so the threads finish close together.
pub(crate) fn decode(
    path: &Path,
    reader: &Reader<BufReader<File>>,
    positions: &[f64],
    frame_edge: u32,
    signature_edge: Option<u32>,
    progress: Progress<'_>,
    cancel: &AtomicBool,
) -> Result<Vec<Sampled>, SurveyError> {
    let runs = split_by_keyframe(reader, positions);
    let mut order: Vec<usize> = (0..runs.len()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(runs[r].cost));
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, MAX_THREADS)
        .min(runs.len().max(1));
    let next_run = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let total = positions.len();
    let decode_edge = signature_edge.unwrap_or(frame_edge).max(frame_edge);
    // A reader each (its own file handle and decoder), made here: the decoder is Send
    // but not Sync.
    let workers = (0..threads)
        .map(|_| {
            let file = File::open(path).map_err(ReadError::Io)?;
            Ok(reader.with_source(BufReader::new(file)))
        })
        .collect::<Result<Vec<_>, SurveyError>>()?;
    type Decoded = Vec<(usize, Vec<Sampled>)>;
    let results: Vec<Result<Decoded, SurveyError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = workers
            .into_iter()
            .map(|mut own| {
                let (runs, order, next_run, done) = (&runs, &order, &next_run, &done);
                scope.spawn(move || -> Result<Decoded, SurveyError> {
                    let mut decoded = Vec::new();
                    loop {
                        let taken = next_run.fetch_add(1, Ordering::Relaxed);
                        let Some(&at) = order.get(taken) else {
                            return Ok(decoded);
                        };
                        let run = &runs[at];
                        let part = &positions[run.positions.clone()];
                        let mut out: Vec<Sampled> = Vec::with_capacity(part.len());
                        let mut failed = None;
                        own.for_each_frame_at(part, decode_edge, |frame| {
                            if cancel.load(Ordering::Relaxed) {
                                failed = Some(SurveyError::Cancelled);
                                return ControlFlow::Break(());
                            }
                            let with_signature = signature_edge.is_some();
                            match sampled(&frame, out.last(), frame_edge, with_signature) {
                                Ok(s) => out.push(s),
                                Err(e) => {
                                    failed = Some(e);
                                    return ControlFlow::Break(());
                                }
                            }
                            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                            ControlFlow::Continue(())
                        })?;
                        if let Some(e) = failed {
                            // Whatever is left is not worth starting.
                            next_run.store(runs.len(), Ordering::Relaxed);
                            return Err(e);
                        }
                        decoded.push((at, out));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(ReadError::Corrupt("a decoder failed".into()).into()))
            })
            .collect()
    });
    let mut by_run: Vec<(usize, Vec<Sampled>)> = Vec::with_capacity(runs.len());
    for r in results {
        by_run.extend(r?);
    }
    by_run.sort_unstable_by_key(|(at, _)| *at);
    let out: Vec<Sampled> = by_run.into_iter().flat_map(|(_, part)| part).collect();
    if out.len() != positions.len() {
        return Err(ReadError::Corrupt(format!(
            "{} of {} frames decoded",
            out.len(),
            positions.len()
        ))
        .into());
    }
    Ok(out)
}

/// A decoded frame made into what [`decode`] returns: scaled to `frame_edge` and encoded,
/// unless it repeats the sample before, whose encoding it shares.
fn sampled(
    frame: &DecodedFrame,
    before: Option<&Sampled>,
    frame_edge: u32,
    with_signature: bool,
) -> Result<Sampled, SurveyError> {
    if frame.same_as_previous
        && let Some(before) = before
    {
        return Ok(Sampled {
            jpeg: before.jpeg.clone(),
            signature: before.signature.clone(),
            repeated: true,
        });
    }
    let signature = if with_signature {
        Some(
            frame
                .signature()
                .map_err(|e| ReadError::Corrupt(format!("a decoded frame: {e}")))?,
        )
    } else {
        None
    };
    let (w, h) = fit(frame.width, frame.height, frame_edge);
    let jpeg = if (w, h) == (frame.width, frame.height) {
        jpeg(&frame.rgb, w, h)?
    } else {
        jpeg(
            &resize(frame.rgb.to_vec(), (frame.width, frame.height), (w, h)),
            w,
            h,
        )?
    };
    Ok(Sampled {
        jpeg: (jpeg.into(), w, h),
        signature,
        repeated: false,
    })
}

fn jpeg(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, SurveyError> {
    let (w, h) = (
        u16::try_from(width).map_err(|_| SurveyError::Jpeg(format!("{width} pixels wide")))?,
        u16::try_from(height).map_err(|_| SurveyError::Jpeg(format!("{height} pixels high")))?,
    );
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, JPEG_QUALITY)
        .encode(rgb, w, h, jpeg_encoder::ColorType::Rgb)
        .map_err(|e| SurveyError::Jpeg(e.to_string()))?;
    Ok(out)
}

/// A run of positions decoded from one keyframe: the range of their indices, and the
/// samples a decoder goes through for them (its cost).
#[derive(Debug, Clone, PartialEq)]
struct KeyRun {
    positions: std::ops::Range<usize>,
    cost: u64,
}

/// Positions grouped by the keyframe decoding starts from for each.
fn split_by_keyframe<R: std::io::Read + std::io::Seek>(
    reader: &Reader<R>,
    positions: &[f64],
) -> Vec<KeyRun> {
    let mut runs: Vec<KeyRun> = Vec::new();
    let mut current: Option<u32> = None;
    for (i, &p) in positions.iter().enumerate() {
        let key = reader.keyframe_for(p);
        let reach = u64::from(reader.sample_at(p).saturating_sub(key)) + 1;
        match runs.last_mut() {
            Some(run) if current == Some(key) => {
                run.positions.end = i + 1;
                run.cost = run.cost.max(reach);
            }
            _ => runs.push(KeyRun {
                positions: i..i + 1,
                cost: reach,
            }),
        }
        current = Some(key);
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ffmpeg clip of 3 s at 25 fps, grey with a blue box from 1 s on, with these extra
    /// output options; the survey of it as a whole.
    fn dialog_clip(extra: &[&str]) -> Survey {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dialog.mp4");
        let status = std::process::Command::new("ffmpeg")
            .args(["-v", "error", "-y", "-f", "lavfi", "-i"])
            .arg("color=c=gray:s=320x240:r=25:d=3,drawbox=x=40:y=40:w=200:h=120:color=blue:t=fill:enable='gte(t,1)'")
            .args(["-c:v", "libx264", "-pix_fmt", "yuv420p"])
            .args(extra)
            .arg(&path)
            .status()
            .expect("ffmpeg runs");
        assert!(status.success());
        let request = Request {
            max_edge: 320,
            ..Request::new("dialog")
        };
        survey(&path, &request, &|_, _| {}, &AtomicBool::new(false)).unwrap()
    }

    fn named(s: &Survey) -> Vec<(String, &'static str)> {
        s.frames
            .iter()
            .map(|f| {
                let role = match f.role {
                    Role::Opening => "opening",
                    Role::Before => "before",
                    Role::Changed(_) => "changed",
                    Role::After => "after",
                };
                (f.name.clone(), role)
            })
            .collect()
    }

    #[test]
    fn a_change_is_named_for_the_frame_it_shows() {
        // 1/25 s steps add up to a hair under each frame's time; the change is still the
        // frame at 1.000 s, named so.
        let s = dialog_clip(&[]);
        assert_eq!(
            named(&s),
            [
                ("frame-0.000s.jpg".to_string(), "opening"),
                ("frame-0.960s.jpg".to_string(), "before"),
                ("frame-1.000s.jpg".to_string(), "changed"),
                ("frame-1.040s.jpg".to_string(), "after"),
            ],
            "{}",
            s.manifest
        );
    }

    #[test]
    fn a_level_openh264_refuses_is_read_all_the_same() {
        // libx264 writes level 6.x for variable-rate files; the pictures need no more than 5.2.
        let s = dialog_clip(&["-profile:v", "high", "-level:v", "6.2"]);
        assert_eq!(s.changes, 1, "{}", s.manifest);
    }
}
