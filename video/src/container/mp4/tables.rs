//! The samples of a plain (unfragmented) track, from its sample tables, and the edit
//! list's shift of its presentation times.
//!
//! The tables (`stsz` sizes, `stts` durations, `ctts` composition offsets, `stss` sync
//! samples, `stsc` + `stco`/`co64` chunks) describe each sample by runs; they are expanded
//! here once into one row per sample, every count bounded by the file's size before
//! anything is allocated, because the crate's own per-sample lookups walk the runs each
//! time.

use mp4::MoovBox;

use super::{MAX_SAMPLE_SIZE, MAX_SAMPLES, ReadError};

/// A sample as the tables give it, in decode order.
#[derive(Debug, Clone, Copy)]
pub(super) struct RawSample {
    pub(super) dts: i64,
    pub(super) cts: i64,
    pub(super) duration: u32,
    pub(super) sync: bool,
    pub(super) offset: u64,
    pub(super) size: u32,
}

pub(super) fn check_count(what: &str, count: u64, file_len: u64) -> Result<(), ReadError> {
    if count > MAX_SAMPLES {
        return Err(ReadError::TooLarge(format!(
            "{what} declares {count} samples, more than {MAX_SAMPLES}"
        )));
    }
    if count > file_len {
        return Err(ReadError::Corrupt(format!(
            "{what} declares {count} samples in a file of {file_len} bytes"
        )));
    }
    Ok(())
}

pub(super) fn check_size(index: usize, size: u32) -> Result<(), ReadError> {
    if size > MAX_SAMPLE_SIZE {
        return Err(ReadError::TooLarge(format!(
            "sample {} is {size} bytes, more than {} MiB",
            index + 1,
            MAX_SAMPLE_SIZE >> 20
        )));
    }
    Ok(())
}

/// The samples of a plain (unfragmented) track, from its sample tables.
pub(super) fn table_samples(
    moov: &MoovBox,
    track: usize,
    file_len: u64,
) -> Result<Vec<RawSample>, ReadError> {
    let stbl = &moov.traks[track].mdia.minf.stbl;
    let count = u64::from(stbl.stsz.sample_count);
    check_count("the sample size table (stsz)", count, file_len)?;
    let count = count as usize;
    if stbl.stsz.sample_size == 0 && stbl.stsz.sample_sizes.len() != count {
        return Err(ReadError::Corrupt(
            "stsz lists fewer sizes than samples".into(),
        ));
    }
    let mut out = Vec::with_capacity(count);

    // Sizes and decode times.
    let mut durations = stbl
        .stts
        .entries
        .iter()
        .flat_map(|e| std::iter::repeat_n(e.sample_delta, e.sample_count as usize));
    let mut dts: i64 = 0;
    for i in 0..count {
        let size = if stbl.stsz.sample_size == 0 {
            stbl.stsz.sample_sizes[i]
        } else {
            stbl.stsz.sample_size
        };
        check_size(i, size)?;
        // A short stts repeats its last delta (as players do).
        let duration = durations
            .next()
            .unwrap_or_else(|| stbl.stts.entries.last().map_or(0, |e| e.sample_delta));
        out.push(RawSample {
            dts,
            cts: 0,
            duration,
            sync: stbl.stss.is_none(),
            offset: 0,
            size,
        });
        dts = dts.saturating_add(i64::from(duration));
    }

    // Composition offsets (B-frames show after they decode).
    if let Some(ctts) = &stbl.ctts {
        let mut i = 0usize;
        'entries: for e in &ctts.entries {
            for _ in 0..e.sample_count {
                let Some(s) = out.get_mut(i) else {
                    break 'entries;
                };
                s.cts = i64::from(e.sample_offset);
                i += 1;
            }
        }
    }

    // Keyframes.
    if let Some(stss) = &stbl.stss {
        for &n in &stss.entries {
            if let Some(s) = (n as usize).checked_sub(1).and_then(|i| out.get_mut(i)) {
                s.sync = true;
            }
        }
    }

    // Offsets: chunks hold runs of consecutive samples (stsc), chunks start at stco/co64.
    let chunks: Vec<u64> = match (&stbl.co64, &stbl.stco) {
        (Some(co64), _) => co64.entries.clone(),
        (None, Some(stco)) => stco.entries.iter().map(|&o| u64::from(o)).collect(),
        (None, None) => {
            return Err(ReadError::Corrupt(
                "no chunk offset table (stco/co64)".into(),
            ));
        }
    };
    let entries = &stbl.stsc.entries;
    let mut sample = 0usize;
    for (e, entry) in entries.iter().enumerate() {
        let first = entry.first_chunk as usize;
        let last = entries
            .get(e + 1)
            .map_or(chunks.len(), |n| (n.first_chunk as usize).saturating_sub(1));
        if first == 0 || first > chunks.len() {
            break;
        }
        for chunk in first..=last.min(chunks.len()) {
            let mut offset = chunks[chunk - 1];
            for _ in 0..entry.samples_per_chunk {
                let Some(s) = out.get_mut(sample) else {
                    break;
                };
                s.offset = offset;
                offset = offset.saturating_add(u64::from(s.size));
                sample += 1;
            }
            if sample >= count {
                break;
            }
        }
        if sample >= count {
            break;
        }
    }
    if sample < count {
        return Err(ReadError::Corrupt(format!(
            "the chunk tables place {sample} of {count} samples"
        )));
    }
    Ok(out)
}

/// Ticks (media timescale) to add to every presentation time for the edit list: an empty
/// edit delays the start, a media time skips the media's beginning (the B-frame delay
/// libx264 files carry). Only the first non-empty edit counts.
pub(super) fn edit_shift(moov: &MoovBox, track: usize, media_scale: u32) -> i64 {
    let movie_scale = moov.mvhd.timescale;
    let Some(elst) = moov.traks[track]
        .edts
        .as_ref()
        .and_then(|e| e.elst.as_ref())
    else {
        return 0;
    };
    let mut shift: i64 = 0;
    for e in elst.entries.iter().take(16) {
        let empty = e.media_time == u64::from(u32::MAX) || e.media_time == u64::MAX;
        if empty {
            if movie_scale > 0 {
                let delay = u128::from(e.segment_duration) * u128::from(media_scale)
                    / u128::from(movie_scale);
                shift = shift.saturating_add(i64::try_from(delay).unwrap_or(0));
            }
        } else {
            return shift.saturating_sub(i64::try_from(e.media_time).unwrap_or(0));
        }
    }
    shift
}
