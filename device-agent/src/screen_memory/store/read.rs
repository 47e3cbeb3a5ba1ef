//! Reading a range of the memory: which frames match, which of them are picked, and their
//! pictures within the caps of one answer.
//!
//! Kept apart from the writing side of the store because a read only looks: it takes no lock,
//! and a frame swept while it reads is skipped.

use std::io;
use std::path::Path;

use futures_util::TryStreamExt as _;
use proto::screen_memory::{
    MAX_IMAGE_BYTES, MAX_RETURNED_FRAMES, MAX_TOTAL_BYTES, MemoryFrame, MemoryReadRequest,
};
use sqlx::Row as _;
use sqlx::sqlite::SqliteRow;
use tokio::io::AsyncReadExt as _;

use super::{RETENTION_MS, Read, Store, StoreError, io_error, label, stored_path};

/// A frame of the range that matched, before picking.
#[derive(Debug, Clone, Copy)]
struct Match {
    /// Its time (Unix ms), half of its key.
    at_ms: i64,
    /// Its display, the other half.
    display: i64,
}

impl Store {
    /// The frames of `req`: rows with `at_ms` in `[max(from_ms, now - RETENTION_MS), to_ms]`
    /// (never an older frame, even if the sweep has not run), of a display in `displays` (the
    /// displays present now: a frame of one since unplugged shows nothing there is), whose
    /// app or title contains `req.filter` in any case; up to `req.max_frames` (at most
    /// [`MAX_RETURNED_FRAMES`]) picked evenly in time across the matched rows
    /// ([`pick_in_time`]).
    ///
    /// Pictures go into the payload in order while each is at most [`MAX_IMAGE_BYTES`] and
    /// all together at most [`MAX_TOTAL_BYTES`]; a frame over a cap is still listed, with
    /// `bytes` 0 and `omitted` naming the cap and its size. A row whose file vanished (swept
    /// meanwhile) is skipped. App and title are cut to `MAX_LABEL_BYTES` on a character
    /// boundary.
    pub(crate) async fn read(
        &self,
        req: &MemoryReadRequest,
        displays: &[u32],
    ) -> Result<Read, StoreError> {
        let oldest_kept = self.now().saturating_sub(RETENTION_MS);
        let oldest_ms: Option<i64> =
            sqlx::query_scalar("SELECT MIN(at_ms) FROM screen_frames WHERE at_ms >= ?1")
                .bind(oldest_kept)
                .fetch_one(&self.inner.pool)
                .await
                .map_err(|e| self.db_error("find the oldest frame", e))?;
        let from = req.from_ms.max(oldest_kept);
        let mut read = Read {
            frames: Vec::new(),
            matched: 0,
            oldest_ms,
            payload: Vec::new(),
        };
        if from > req.to_ms {
            return Ok(read);
        }
        let matches = self
            .matching(from, req.to_ms, req.filter.as_deref(), displays)
            .await?;
        read.matched = u32::try_from(matches.len()).unwrap_or(u32::MAX);
        let want = req.max_frames.min(MAX_RETURNED_FRAMES) as usize;
        let times: Vec<i64> = matches.iter().map(|m| m.at_ms).collect();
        for index in pick_in_time(&times, want) {
            let Match { at_ms, display } = matches[index];
            let Some(row) = sqlx::query(
                "SELECT app, title, width, height, path FROM screen_frames
                 WHERE at_ms = ?1 AND display = ?2",
            )
            .bind(at_ms)
            .bind(display)
            .fetch_optional(&self.inner.pool)
            .await
            .map_err(|e| self.db_error("read a frame", e))?
            else {
                continue;
            };
            let Some(mut frame) = frame_of(at_ms, display, &row) else {
                tracing::warn!(
                    at_ms,
                    "screen memory: a row with out-of-range values is skipped"
                );
                continue;
            };
            let Some(path) = row
                .try_get::<String, _>("path")
                .ok()
                .and_then(|p| stored_path(&self.inner.data_dir, &p))
            else {
                continue;
            };
            let room = (MAX_TOTAL_BYTES as usize).saturating_sub(read.payload.len());
            match read_picture(&path, room).await? {
                Picture::Missing => continue,
                Picture::Bytes(bytes) => {
                    frame.bytes = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
                    read.payload.extend_from_slice(&bytes);
                }
                Picture::OverImageCap(size) => {
                    frame.omitted = Some(format!(
                        "the picture is {size} bytes, over the cap of {MAX_IMAGE_BYTES} bytes a picture"
                    ));
                }
                Picture::OverTotalCap(size) => {
                    frame.omitted = Some(format!(
                        "the picture is {size} bytes, over the cap of {MAX_TOTAL_BYTES} bytes of pictures an answer (with the pictures before it)"
                    ));
                }
            }
            read.frames.push(frame);
        }
        Ok(read)
    }

    /// The frames in `[from, to]` of a display in `displays` whose app or title contains
    /// `filter` in any case, in time order. Rows are streamed and only their keys kept, so a
    /// long range costs little memory; the filter runs here, not in SQL, because SQLite's
    /// `lower` folds ASCII only.
    async fn matching(
        &self,
        from: i64,
        to: i64,
        filter: Option<&str>,
        displays: &[u32],
    ) -> Result<Vec<Match>, StoreError> {
        let filter = filter.map(str::to_lowercase).filter(|f| !f.is_empty());
        let query = if filter.is_some() {
            "SELECT at_ms, display, app, title FROM screen_frames
             WHERE at_ms >= ?1 AND at_ms <= ?2 ORDER BY at_ms, display"
        } else {
            "SELECT at_ms, display FROM screen_frames
             WHERE at_ms >= ?1 AND at_ms <= ?2 ORDER BY at_ms, display"
        };
        let mut rows = sqlx::query(query)
            .bind(from)
            .bind(to)
            .fetch(&self.inner.pool);
        let mut matches = Vec::new();
        while let Some(row) = rows
            .try_next()
            .await
            .map_err(|e| self.db_error("search frames", e))?
        {
            let (Ok(at_ms), Ok(display)) = (row.try_get(0), row.try_get::<i64, _>(1)) else {
                continue;
            };
            if !u32::try_from(display).is_ok_and(|d| displays.contains(&d)) {
                continue;
            }
            if let Some(filter) = &filter {
                let contains = |column: usize| {
                    row.try_get::<&str, _>(column)
                        .is_ok_and(|text| text.to_lowercase().contains(filter.as_str()))
                };
                if !contains(2) && !contains(3) {
                    continue;
                }
            }
            matches.push(Match { at_ms, display });
        }
        Ok(matches)
    }
}

/// The frame a row describes, `bytes` 0 and nothing omitted yet; `None` when a value is out
/// of range (a damaged row).
fn frame_of(at_ms: i64, display: i64, row: &SqliteRow) -> Option<MemoryFrame> {
    let number = |column: &str| {
        row.try_get::<i64, _>(column)
            .ok()
            .and_then(|v| u32::try_from(v).ok())
    };
    let text = |column: &str| {
        row.try_get::<String, _>(column)
            .map(|t| label(&t).to_owned())
            .ok()
    };
    Some(MemoryFrame {
        at_ms,
        display: u32::try_from(display).ok()?,
        app: text("app")?,
        title: text("title")?,
        width: number("width")?,
        height: number("height")?,
        bytes: 0,
        omitted: None,
    })
}

/// Frames closer in time than this to a frame already picked are a burst of it: they are
/// picked only when no frame further away is left.
const BURST_MS: u64 = 1000;

/// Which of the frames at `times` (Unix ms, in order) a read returns when it may return `k`,
/// in order: all when `k >= m`, the newest when `k` is 1; else, for each of `k` instants
/// spread evenly from the first frame's time to the last's (the two ends first, so both are
/// always shown), the frame nearest to it (the earlier on a tie) that is not picked yet,
/// preferring one that is not within [`BURST_MS`] of a frame picked already. So a burst of
/// frames in one second (a focus change, every display's frame of one round) takes one slot
/// while other times are left, and no frame is picked twice.
pub(super) fn pick_in_time(times: &[i64], k: usize) -> Vec<usize> {
    let m = times.len();
    match k {
        0 => return Vec::new(),
        _ if k >= m => return (0..m).collect(),
        1 => return vec![m - 1],
        _ => {}
    }
    let (first, last) = (i128::from(times[0]), i128::from(times[m - 1]));
    let mut picked: Vec<usize> = Vec::with_capacity(k);
    let order = [0, k - 1].into_iter().chain(1..k - 1);
    for j in order {
        // Within [first, last], so it fits an i64.
        let target = (first + (last - first) * j as i128 / (k as i128 - 1)) as i64;
        let nearest = |apart: bool| {
            (0..m)
                .filter(|i| !picked.contains(i))
                .filter(|&i| {
                    !apart
                        || picked
                            .iter()
                            .all(|&p| times[i].abs_diff(times[p]) >= BURST_MS)
                })
                .min_by_key(|&i| (times[i].abs_diff(target), i))
        };
        let choice = nearest(true).or_else(|| nearest(false));
        // Always one: fewer slots than frames, so an unpicked frame is left.
        if let Some(i) = choice {
            picked.push(i);
        }
    }
    picked.sort_unstable();
    picked
}

/// A picture as a read finds it.
pub(super) enum Picture {
    /// Its file is gone.
    Missing,
    /// Its bytes, within both caps.
    Bytes(Vec<u8>),
    /// Its size, over [`MAX_IMAGE_BYTES`].
    OverImageCap(u64),
    /// Its size, more than the room left under [`MAX_TOTAL_BYTES`].
    OverTotalCap(u64),
}

/// Read the picture at `path` if it is at most [`MAX_IMAGE_BYTES`] and at most `room` bytes,
/// never reading more than the cap (the file may grow meanwhile).
pub(super) async fn read_picture(path: &Path, room: usize) -> Result<Picture, StoreError> {
    let file = match tokio::fs::File::open(path).await {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Picture::Missing),
        Err(e) => return Err(io_error("open", path)(e)),
    };
    let size = file
        .metadata()
        .await
        .map_err(io_error("read the size of", path))?
        .len();
    let cap = u64::from(MAX_IMAGE_BYTES);
    if size > cap {
        return Ok(Picture::OverImageCap(size));
    }
    if size > room as u64 {
        return Ok(Picture::OverTotalCap(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .await
        .map_err(io_error("read", path))?;
    let read = bytes.len() as u64;
    Ok(if read > cap {
        Picture::OverImageCap(read)
    } else if read > room as u64 {
        Picture::OverTotalCap(read)
    } else {
        Picture::Bytes(bytes)
    })
}
