//! What stopping a watch returns: a contact sheet of what changed, the actions with their
//! frames, the frames that changed most, and the files (a PNG per distinct frame,
//! `watch.json`, and on request `watch.webp`).
//!
//! The sheet shows every frame that differs from the one before, and the last. Above 40 it
//! keeps the first, the last and the frames around each action, and spreads the rest evenly,
//! so a long watch still shows what each action did.

use std::collections::BTreeSet;
use std::sync::Arc;

use proto::{
    AgentError, AgentErrorCode, ChangedFrame, FrameMeta, ImageFormat, SequenceMeta, SheetTile,
};

use super::compose::{self, Image};
use super::frame::StoredFrame;
use super::read::{Payload, sheet};
use super::webp;

/// Frames listed among the most changed.
const MOST_CHANGED: usize = 5;
/// Distinct frames in `watch.webp` at most.
const VIDEO_FRAMES: usize = 200;
/// Long edge of `watch.webp`.
const VIDEO_EDGE: u32 = 640;
/// How long the last frame of `watch.webp` shows when the watch ended at once.
const LAST_FRAME_MS: u32 = 500;

/// A file of the receipt, before it is handed to the data plane.
pub(crate) struct ReceiptFile {
    /// File name.
    pub name: String,
    /// MIME type.
    pub content_type: &'static str,
    /// The file's content, handed to the upload queue when the watch stops.
    pub bytes: Vec<u8>,
}

/// The receipt's parts, files not yet delivered.
pub(crate) struct Receipt {
    pub(crate) tiles: Vec<SheetTile>,
    pub(crate) sheet: Payload,
    pub(crate) omitted: u32,
    pub(crate) most_changed: Vec<ChangedFrame>,
    pub(crate) files: Vec<ReceiptFile>,
}

fn internal(what: &str, e: impl std::fmt::Display) -> AgentError {
    AgentError::new(AgentErrorCode::Internal, format!("{what}: {e}"))
}

/// Up to `limit` of `candidates` (sorted indexes): all of `must` that fit, the rest spread
/// evenly.
pub(crate) fn choose(candidates: &[u32], must: &BTreeSet<u32>, limit: usize) -> Vec<u32> {
    if candidates.len() <= limit {
        return candidates.to_vec();
    }
    let spread = |from: &[u32], n: usize| -> Vec<u32> {
        if n == 0 || from.is_empty() {
            return Vec::new();
        }
        if from.len() <= n {
            return from.to_vec();
        }
        if n == 1 {
            return vec![from[0]];
        }
        (0..n)
            .map(|k| from[k * (from.len() - 1) / (n - 1)])
            .collect()
    };
    let kept: Vec<u32> = candidates
        .iter()
        .copied()
        .filter(|c| must.contains(c))
        .collect();
    if kept.len() >= limit {
        return spread(&kept, limit);
    }
    let rest: Vec<u32> = candidates
        .iter()
        .copied()
        .filter(|c| !must.contains(c))
        .collect();
    let mut out: BTreeSet<u32> = kept.iter().copied().collect();
    out.extend(spread(&rest, limit - kept.len()));
    out.into_iter().collect()
}

/// Fill each action's frame before and after.
pub(crate) fn place_actions(meta: &mut SequenceMeta, frames: &[FrameMeta]) {
    for action in &mut meta.actions {
        action.frame_before = frames
            .iter()
            .rev()
            .find(|f| f.timestamp_ms < action.start_ms)
            .map(|f| f.index);
        action.frame_after = frames
            .iter()
            .find(|f| f.timestamp_ms - f.capture_latency_ms > action.end_ms)
            .map(|f| f.index);
    }
}

/// Build the receipt of a stopped watch.
pub(crate) fn build(
    meta: &mut SequenceMeta,
    frames: &[StoredFrame],
    video: bool,
) -> Result<Receipt, AgentError> {
    let metas: Vec<FrameMeta> = frames.iter().map(|f| f.meta.clone()).collect();
    place_actions(meta, &metas);
    let Some(last) = metas.last() else {
        return Err(internal("watch", "it has no frames"));
    };
    let candidates: Vec<u32> = metas
        .iter()
        .filter(|f| f.changed || f.index == last.index)
        .map(|f| f.index)
        .collect();
    let mut must = BTreeSet::from([0, last.index]);
    for action in &meta.actions {
        must.extend(action.frame_before);
        must.extend(action.frame_after);
        must.extend(action.frames.iter().copied());
    }
    // "Around" an action means the distinct frames nearest it, which `must` may name by a
    // repeat; map each repeat to the distinct frame it shows.
    let must: BTreeSet<u32> = must
        .into_iter()
        .filter_map(|i| metas.get(i as usize))
        .map(|f| f.repeat_of.unwrap_or(f.index))
        .collect();
    let chosen = choose(&candidates, &must, proto::MAX_SELECTED);
    let omitted = (candidates.len() - chosen.len()) as u32;

    let chosen_meta: Vec<&FrameMeta> = chosen.iter().map(|&i| &metas[i as usize]).collect();
    let chosen_images: Vec<Image> = chosen
        .iter()
        .map(|&i| frames[i as usize].pixels.unpack())
        .collect();
    let mut payload = Payload::default();
    let tiles = sheet(
        &chosen_meta,
        &chosen_images,
        None,
        proto::DEFAULT_SHEET_EDGE,
        ImageFormat::Png,
        proto::DEFAULT_JPEG_QUALITY,
        &mut payload,
    )?;

    // One pass over the distinct frames: PNG files, change against the frame before, and
    // the frames of the video.
    let mut files = Vec::new();
    let mut changes = Vec::new();
    let mut distinct: Vec<(u32, f64, Image)> = Vec::new();
    let mut previous: Option<(Arc<super::frame::Packed>, Image)> = None;
    for f in frames {
        if previous
            .as_ref()
            .is_some_and(|(p, _)| Arc::ptr_eq(p, &f.pixels))
        {
            continue;
        }
        let image = f.pixels.unpack();
        if let Some((_, before)) = &previous
            && let (share, Some(rect)) = compose::difference(before, &image)
        {
            changes.push(ChangedFrame {
                frame: f.meta.index,
                share,
                rect,
            });
        }
        files.push(ReceiptFile {
            name: file_name(f.meta.index),
            content_type: "image/png",
            bytes: image
                .encode(ImageFormat::Png, 0)
                .map_err(|e| internal("frame PNG", e))?,
        });
        if video {
            distinct.push((f.meta.index, f.meta.timestamp_ms, image.clone()));
        }
        previous = Some((f.pixels.clone(), image));
    }
    changes.sort_by(|a, b| b.share.total_cmp(&a.share).then(a.frame.cmp(&b.frame)));
    changes.truncate(MOST_CHANGED);

    files.push(ReceiptFile {
        name: "watch.json".into(),
        content_type: "application/json",
        bytes: watch_json(meta, &metas),
    });
    if video {
        files.push(ReceiptFile {
            name: "watch.webp".into(),
            content_type: "image/webp",
            bytes: video_file(&distinct, meta.elapsed_ms)?,
        });
    }
    Ok(Receipt {
        tiles,
        sheet: payload,
        omitted,
        most_changed: changes,
        files,
    })
}

/// The PNG of frame `index`.
pub(crate) fn file_name(index: u32) -> String {
    format!("frame-{index:04}.png")
}

/// `watch.json`: the watch and every frame, a repeat naming the file it repeats.
fn watch_json(meta: &SequenceMeta, frames: &[FrameMeta]) -> Vec<u8> {
    let frames: Vec<serde_json::Value> = frames
        .iter()
        .map(|f| {
            serde_json::json!({
                "index": f.index,
                "slot": f.slot,
                "timestamp_ms": f.timestamp_ms,
                "file": file_name(f.repeat_of.unwrap_or(f.index)),
                "width": f.width,
                "height": f.height,
                "changed": f.changed,
                "repeat_of": f.repeat_of,
                "source": f.source,
                "actions": f.actions,
            })
        })
        .collect();
    let mut head = meta.clone();
    head.frames = Vec::new();
    serde_json::to_vec_pretty(&serde_json::json!({"watch": head, "frames": frames}))
        .unwrap_or_default()
}

/// `watch.webp`: up to 200 distinct frames at 640 px, each shown until the next.
fn video_file(distinct: &[(u32, f64, Image)], end_ms: f64) -> Result<Vec<u8>, AgentError> {
    let picked: Vec<usize> = if distinct.len() <= VIDEO_FRAMES {
        (0..distinct.len()).collect()
    } else {
        (0..VIDEO_FRAMES)
            .map(|k| k * (distinct.len() - 1) / (VIDEO_FRAMES - 1))
            .collect()
    };
    let Some(&first) = picked.first() else {
        return Err(internal("watch.webp", "no frames"));
    };
    // One size for the animation: the first frame's, fitted; others are resized to it.
    let size = {
        let f = distinct[first].2.fit(VIDEO_EDGE);
        (f.width, f.height)
    };
    let images: Vec<Image> = picked
        .iter()
        .map(|&i| distinct[i].2.resized(size.0, size.1))
        .collect();
    let durations: Vec<u32> = picked
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let until = picked.get(k + 1).map_or(end_ms, |&next| distinct[next].1);
            let ms = (until - distinct[i].1).round();
            if ms >= 1.0 { ms as u32 } else { LAST_FRAME_MS }
        })
        .collect();
    let frames: Vec<(&Image, u32)> = images.iter().zip(durations).collect();
    webp::animated(&frames).map_err(|e| internal("watch.webp", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_keeps_musts_and_spreads_the_rest() {
        let all: Vec<u32> = (0..100).collect();
        assert_eq!(choose(&all[..10], &BTreeSet::new(), 40), all[..10].to_vec());
        let must = BTreeSet::from([0, 50, 51, 99]);
        let picked = choose(&all, &must, 40);
        assert_eq!(picked.len(), 40);
        assert!(must.iter().all(|m| picked.contains(m)), "{picked:?}");
        assert!(picked.windows(2).all(|w| w[0] < w[1]));
        // spread: no long run of neighbours
        assert!(
            picked.iter().filter(|&&i| i < 25).count() >= 8,
            "{picked:?}"
        );
        let too_many: BTreeSet<u32> = (0..60).collect();
        let picked = choose(&all, &too_many, 40);
        assert_eq!(picked.len(), 40);
        assert!(picked.iter().all(|i| too_many.contains(i)));
    }
}
