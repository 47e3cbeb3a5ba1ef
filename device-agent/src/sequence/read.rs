//! Reading a stored sequence: select frames, crop them, and return them one image each or
//! composed into one (a contact sheet, a per-pixel max or min).
//!
//! Access is checked again at every read: the owner must ask (the store's lookup), a revoked
//! key's frames are gone, and a window sequence whose window closed or now names another
//! window returns nothing, since its pixels may show what the caller may no longer see.

use proto::{
    AgentError, AgentErrorCode, Composition, CropMeta, FrameMeta, FramesResult, FramesSettings,
    ImageFormat, ImagePart, NamedSelection, Rect, Selection, SequenceFramesRequest, SheetTile,
};

use super::compose::{self, Extreme, Image, Tile};
use super::frame::StoredFrame;
use super::{Entry, Sequences};

fn invalid(message: String) -> AgentError {
    AgentError::new(AgentErrorCode::InvalidArgument, message)
}

/// The indexes `select` picks among `frames`, in temporal order; refused when it names a
/// frame that does not exist. (One call returns at most [`proto::MAX_SELECTED`]: [`cap`].)
pub(crate) fn select(select: &Selection, frames: &[FrameMeta]) -> Result<Vec<u32>, AgentError> {
    let n = frames.len() as u32;
    if n == 0 {
        return Err(invalid("select: the sequence has no frames".into()));
    }
    let beyond = |i: u32| {
        invalid(format!(
            "select: frame {i} does not exist; this sequence has frames 0..={}",
            n - 1
        ))
    };
    let picked: Vec<u32> = match select {
        Selection::Named(NamedSelection::All) => (0..n).collect(),
        Selection::Named(NamedSelection::First) => vec![0],
        Selection::Named(NamedSelection::Last) => vec![n - 1],
        Selection::Named(NamedSelection::Endpoints) if n == 1 => vec![0],
        Selection::Named(NamedSelection::Endpoints) => vec![0, n - 1],
        Selection::Named(NamedSelection::Changed) => frames
            .iter()
            .filter(|f| f.changed || f.geometry_changed)
            .map(|f| f.index)
            .collect(),
        Selection::Indexes(indexes) => {
            if let Some(&bad) = indexes.iter().find(|&&i| i >= n) {
                return Err(beyond(bad));
            }
            indexes.clone()
        }
        Selection::Range(from, to) => {
            if *from >= n {
                return Err(beyond(*from));
            }
            if *to >= n {
                return Err(beyond(*to));
            }
            (*from..=*to).collect()
        }
    };
    Ok(picked)
}

/// Keep the first [`proto::MAX_SELECTED`] of `picked` (clamped, not refused, as a budget
/// should be); the cap says what was left out and names the next call's selection.
pub(crate) fn cap(mut picked: Vec<u32>) -> (Vec<u32>, Option<proto::SelectionCap>) {
    if picked.len() <= proto::MAX_SELECTED {
        return (picked, None);
    }
    let total = picked.len() as u32;
    let rest = picked.split_off(proto::MAX_SELECTED);
    let cap = proto::SelectionCap {
        picked: total,
        returned: picked.len() as u32,
        next: rest.into_iter().take(proto::MAX_SELECTED).collect(),
    };
    (picked, Some(cap))
}

/// `#index · time` under which a frame shows on a sheet.
pub(crate) fn label(meta: &FrameMeta) -> String {
    format!("#{} \u{b7} {:.2}s", meta.index, meta.timestamp_ms / 1000.0)
}

/// The frames' images, cropped to `region` (refused when it misses a frame).
fn images(
    frames: &[StoredFrame],
    region: Option<Rect>,
) -> Result<(Vec<Image>, Option<CropMeta>), AgentError> {
    let mut out = Vec::with_capacity(frames.len());
    let mut crop = None;
    for f in frames {
        let image = f.pixels.unpack();
        let Some(region) = region else {
            out.push(image);
            continue;
        };
        let Some(applied) = compose::clip(region, image.width, image.height) else {
            return Err(invalid(format!(
                "region: {},{} {}x{} misses frame {} ({}x{})",
                region.x,
                region.y,
                region.width,
                region.height,
                f.meta.index,
                image.width,
                image.height
            )));
        };
        crop.get_or_insert(CropMeta {
            requested: region,
            applied,
            native_origin: None,
        });
        out.push(image.crop(applied));
    }
    Ok((out, crop))
}

/// The payload being built: images one after another.
#[derive(Default)]
pub(crate) struct Payload {
    pub(crate) bytes: Vec<u8>,
    pub(crate) parts: Vec<ImagePart>,
}

impl Payload {
    /// Encode `image` and append it.
    pub(crate) fn push(
        &mut self,
        image: &Image,
        format: ImageFormat,
        quality: u8,
        frames: Vec<u32>,
    ) -> Result<(), AgentError> {
        let bytes = image
            .encode(format, quality)
            .map_err(|e| AgentError::new(AgentErrorCode::Internal, format!("encoding: {e}")))?;
        if self.bytes.len() + bytes.len() > proto::MAX_PAYLOAD_BYTES {
            return Err(invalid(format!(
                "the selected images come to more than {} MiB; select fewer frames, use a region, a smaller max_long_edge or format jpeg",
                proto::MAX_PAYLOAD_BYTES >> 20
            )));
        }
        self.parts.push(ImagePart {
            offset: self.bytes.len() as u64,
            length: bytes.len() as u64,
            format,
            width: image.width,
            height: image.height,
            frames,
        });
        self.bytes.extend_from_slice(&bytes);
        Ok(())
    }
}

/// Lay `frames` out on a sheet and encode it into `payload`; the tiles' places.
pub(crate) fn sheet(
    frames: &[&FrameMeta],
    images: &[Image],
    columns: Option<u32>,
    max_long_edge: u32,
    format: ImageFormat,
    quality: u8,
    payload: &mut Payload,
) -> Result<Vec<SheetTile>, AgentError> {
    let tiles: Vec<Tile> = frames
        .iter()
        .zip(images)
        .map(|(meta, image)| Tile {
            image,
            label: label(meta),
            action: meta.actions.first().cloned(),
        })
        .collect();
    let (sheet, placed) = compose::sheet(&tiles, columns, max_long_edge)
        .map_err(|e| AgentError::new(AgentErrorCode::Internal, format!("sheet: {e}")))?;
    payload.push(
        &sheet,
        format,
        quality,
        frames.iter().map(|f| f.index).collect(),
    )?;
    Ok(frames
        .iter()
        .zip(placed)
        .map(|(meta, p)| SheetTile {
            row: p.row,
            column: p.column,
            frame: meta.index,
            timestamp_ms: meta.timestamp_ms,
            rect: Rect {
                x: p.x as i32,
                y: p.y as i32,
                width: p.width,
                height: p.height,
            },
            action: meta.actions.first().cloned(),
        })
        .collect())
}

/// Answer a frames request.
pub(crate) fn frames(
    sequences: &Sequences,
    req: &SequenceFramesRequest,
) -> Result<(FramesResult, Vec<u8>), AgentError> {
    let entry = sequences.find(&req.sequence)?;
    check_window(sequences, &entry)?;
    let settings: &FramesSettings = &req.settings;
    let (selected, stored, capped) = {
        let state = entry.state();
        let metas: Vec<FrameMeta> = state.frames.iter().map(|f| f.meta.clone()).collect();
        let (picked, capped) = cap(select(&settings.select, &metas)?);
        let stored: Vec<StoredFrame> = picked
            .iter()
            .map(|&i| state.frames[i as usize].clone())
            .collect();
        let selected: Vec<FrameMeta> = stored.iter().map(|f| f.meta.clone()).collect();
        (selected, stored, capped)
    };
    let (images, region) = images(&stored, settings.region)?;
    let mut payload = Payload::default();
    let mut tiles = Vec::new();
    match settings.compose {
        Composition::Frames => {
            for (meta, image) in selected.iter().zip(&images) {
                let image = match settings.max_long_edge {
                    Some(edge) => image.fit(edge),
                    None => image.clone(),
                };
                payload.push(&image, settings.format, settings.quality, vec![meta.index])?;
            }
        }
        Composition::Sheet => {
            let metas: Vec<&FrameMeta> = selected.iter().collect();
            tiles = sheet(
                &metas,
                &images,
                settings.columns,
                settings.max_long_edge.unwrap_or(proto::DEFAULT_SHEET_EDGE),
                settings.format,
                settings.quality,
                &mut payload,
            )?;
        }
        Composition::Max | Composition::Min => {
            let refs: Vec<&Image> = images.iter().collect();
            if let Some(odd) = refs
                .iter()
                .position(|i| (i.width, i.height) != (refs[0].width, refs[0].height))
            {
                return Err(invalid(format!(
                    "as: a composite needs frames of one size; frame {} is {}x{} but frame {} is {}x{} (select frames of one size or crop with region)",
                    selected[0].index,
                    refs[0].width,
                    refs[0].height,
                    selected[odd].index,
                    refs[odd].width,
                    refs[odd].height
                )));
            }
            let which = if settings.compose == Composition::Max {
                Extreme::Max
            } else {
                Extreme::Min
            };
            let composite =
                compose::composite(&refs, which).map_err(|e| invalid(format!("as: {e}")))?;
            let composite = match settings.max_long_edge {
                Some(edge) => composite.fit(edge),
                None => composite,
            };
            payload.push(
                &composite,
                settings.format,
                settings.quality,
                selected.iter().map(|f| f.index).collect(),
            )?;
        }
    }
    let result = FramesResult {
        meta: entry.meta(false, sequences.evicted()),
        selected,
        images: payload.parts,
        tiles,
        region,
        capped,
    };
    Ok((result, payload.bytes))
}

/// Refuse to show a window sequence whose window is gone or was replaced.
fn check_window(sequences: &Sequences, entry: &Entry) -> Result<(), AgentError> {
    match &entry.identity {
        Some(identity) if !identity.still_there(sequences.backend().as_ref()) => {
            Err(AgentError::new(
                AgentErrorCode::TargetNotFound,
                format!(
                    "target_lost: window {} was closed or its id now names another window since sequence {} was captured; its frames are withheld",
                    identity.id, entry.id
                ),
            ))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metas(changed: &[bool]) -> Vec<FrameMeta> {
        changed
            .iter()
            .enumerate()
            .map(|(i, &c)| FrameMeta {
                index: i as u32,
                slot: i as u32,
                timestamp_ms: i as f64 * 100.0,
                capture_latency_ms: 1.0,
                sample_latency_ms: 2.0,
                width: 10,
                height: 10,
                source: Rect {
                    x: 0,
                    y: 0,
                    width: 10,
                    height: 10,
                },
                geometry_changed: false,
                changed: c,
                repeat_of: None,
                crop: None,
                actions: Vec::new(),
            })
            .collect()
    }

    #[test]
    fn selections_pick_in_temporal_order() {
        let f = metas(&[true, false, true, false, false, true]);
        let named = |n| select(&Selection::Named(n), &f).unwrap();
        assert_eq!(named(NamedSelection::All), vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(named(NamedSelection::First), vec![0]);
        assert_eq!(named(NamedSelection::Last), vec![5]);
        assert_eq!(named(NamedSelection::Endpoints), vec![0, 5]);
        assert_eq!(named(NamedSelection::Changed), vec![0, 2, 5]);
        assert_eq!(
            select(&Selection::Indexes(vec![1, 4]), &f).unwrap(),
            vec![1, 4]
        );
        assert_eq!(select(&Selection::Range(2, 4), &f).unwrap(), vec![2, 3, 4]);
        let e = select(&Selection::Range(2, 6), &f).unwrap_err();
        assert!(e.message.contains("frames 0..=5"), "{e}");
        let e = select(&Selection::Indexes(vec![9]), &f).unwrap_err();
        assert!(e.message.starts_with("select:"), "{e}");
        assert_eq!(
            select(
                &Selection::Named(NamedSelection::Endpoints),
                &metas(&[true])
            )
            .unwrap(),
            vec![0]
        );
    }

    #[test]
    fn more_than_forty_is_capped_with_the_rest_named() {
        let f = metas(&[true; 100]);
        let (kept, capped) = cap(select(&Selection::Named(NamedSelection::All), &f).unwrap());
        assert_eq!(kept, (0..40).collect::<Vec<_>>());
        let capped = capped.unwrap();
        assert_eq!((capped.picked, capped.returned), (100, 40));
        assert_eq!(capped.next, (40..80).collect::<Vec<_>>());
        let note = capped.note();
        assert!(note.contains("picked 100 frames"), "{note}");
        assert!(note.contains("60 more"), "{note}");
        assert!(note.contains(r#"{"from": 40, "to": 79}"#), "{note}");
        let every_other: Vec<u32> = (0..100).step_by(2).collect();
        let (kept, capped) = cap(every_other);
        assert_eq!(kept.len(), 40);
        let note = capped.unwrap().note();
        assert!(
            note.contains(r#"{"indexes": [80, 82, 84, 86, 88, 90, 92, 94, 96, 98]}"#),
            "{note}"
        );
        let (kept, capped) = cap(select(&Selection::Range(1, 40), &f).unwrap());
        assert_eq!(kept.len(), 40);
        assert!(capped.is_none());
    }

    #[test]
    fn labels_carry_index_and_time() {
        let f = metas(&[true, true, true, true]);
        assert_eq!(label(&f[3]), "#3 \u{b7} 0.30s");
    }
}
