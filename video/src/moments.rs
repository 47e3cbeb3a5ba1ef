//! The frames around given moments of a video, rather than where its picture changed:
//! `video_frames` with `around: "actions"` shows, for each action done on the device while
//! it recorded, the frame shown just before the action began and the one shown once it had
//! taken effect.
//!
//! The moments come from the caller (the relay reads them from its audit log); this module
//! only places and decodes their frames and writes the manifest. Each moment costs two
//! images: when the budget holds fewer than all of them, moments spread evenly over the
//! window are shown and the manifest says how many were left out.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use proto::time_position::{Position, frame_name};

use crate::container::ReadError;
use crate::reader::{Reader, fit};
use crate::select::Role;
use crate::survey::{Frame, Progress, Request, Survey, SurveyError, bounds, decode};

/// How long before a moment begins its "before" frame is taken.
const LEAD: f64 = 0.1;
/// How long after a moment ends its "after" frame is taken: a screen answers an input
/// within a few frames, an application's redraw within a few hundred milliseconds.
pub const SETTLE: f64 = 0.5;

/// One moment of the video: from `start` to `end` seconds, called `label` in the manifest.
#[derive(Debug, Clone, PartialEq)]
pub struct Moment {
    /// Seconds from the video's start to the moment's.
    pub start: f64,
    /// Seconds to its end (at or after `start`).
    pub end: f64,
    /// What it was (`click at 40,30 · ci-bot`).
    pub label: String,
}

/// The frames before and after each moment within `request`'s window (its `start` and
/// `end`; its sensitivity and interval play no part), at most `request.max_frames` of them.
pub fn around(
    path: &Path,
    request: &Request,
    moments: &[Moment],
    progress: Progress<'_>,
    cancel: &AtomicBool,
) -> Result<Survey, SurveyError> {
    let reader = Reader::open(BufReader::new(File::open(path).map_err(ReadError::Io)?))?;
    let info = reader.info().clone();
    let length = info.duration.max(0.0);
    let (from, to) = bounds(&info, request)?;
    let inside: Vec<&Moment> = moments
        .iter()
        .filter(|m| m.start >= from && m.start <= to && m.start.is_finite() && m.end.is_finite())
        .collect();
    let budget = request.max_frames.max(1);
    // Two images a moment; with a budget of one, the moment's "after" alone.
    let shown = (budget / 2).max(1).min(inside.len());
    let picked: Vec<&Moment> = (0..shown)
        .map(|i| inside[i * inside.len() / shown])
        .collect();
    let last = (length - 0.001).max(0.0);
    let mut wanted: Vec<(f64, Role)> = Vec::new();
    for m in &picked {
        if budget > 1 {
            wanted.push(((m.start - LEAD).clamp(0.0, last), Role::Before));
        }
        wanted.push(((m.end.max(m.start) + SETTLE).clamp(0.0, last), Role::After));
    }
    let mut positions: Vec<f64> = wanted.iter().map(|(p, _)| *p).collect();
    positions.sort_by(f64::total_cmp);
    positions.dedup();
    let edge = request.max_edge.max(1);
    let pictures = decode(path, &reader, &positions, edge, None, progress, cancel)?;
    let decoded = pictures.len();
    let mut frames: Vec<Frame> = positions
        .iter()
        .zip(pictures)
        .map(|(&position, sampled)| {
            let role = wanted
                .iter()
                .find(|(p, _)| *p == position)
                .map_or(Role::After, |(_, r)| *r);
            let (jpeg, width, height) = sampled.jpeg;
            Frame {
                name: frame_name(position),
                position,
                role,
                width,
                height,
                jpeg,
            }
        })
        .collect();
    frames.sort_by(|a, b| a.position.total_cmp(&b.position));

    let (w, h) = fit(info.width, info.height, edge);
    let mut manifest = format!(
        "{} — {}x{}, {} long.\nFrames {w}x{h}, each named for its position in the video.\n",
        request.label,
        info.width,
        info.height,
        Position(length)
    );
    if inside.is_empty() {
        manifest.push_str(
            "Nothing was done on the device while it recorded, in this window: no frames. \
             Call video_frames without around to see where the picture changed.\n",
        );
    } else {
        manifest.push_str(&format!(
            "{} action(s) while it recorded{}; ",
            inside.len(),
            if request.start.is_some() || request.end.is_some() {
                " in this window"
            } else {
                ""
            }
        ));
        if picked.len() < inside.len() {
            manifest.push_str(&format!(
                "{} of them, spread over the window, for a budget of {budget} image(s) (raise \
                 max_frames up to {} or narrow start and end for the rest). ",
                picked.len(),
                request.max_frames_limit
            ));
        }
        manifest.push_str(if budget > 1 {
            "The frame just before each began, and the one shown once it had taken effect:\n"
        } else {
            "The frame shown once each had taken effect:\n"
        });
        for m in &picked {
            let after = frame_name((m.end.max(m.start) + SETTLE).clamp(0.0, last));
            if budget > 1 {
                let before = frame_name((m.start - LEAD).clamp(0.0, last));
                manifest.push_str(&format!(
                    "- {} {}: {before} before, {after} after\n",
                    Position(m.start),
                    m.label
                ));
            } else {
                manifest.push_str(&format!("- {} {}: {after}\n", Position(m.start), m.label));
            }
        }
    }
    Ok(Survey {
        info,
        manifest,
        frames,
        changes: 0,
        samples: positions.len(),
        indexed: false,
        decoded,
    })
}
