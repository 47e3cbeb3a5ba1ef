//! The samples of a fragmented track, from its fragments (`moof`/`traf`/`trun`).
//!
//! A fragmented file (what a live recorder or `-movflags frag_keyframe` writes) has no
//! sample tables in its `moov` and no duration in its header: each fragment lists its own
//! samples, their sizes, durations and flags falling back on the fragment's and then the
//! movie's defaults, and their data lies at offsets counted from the fragment. This module
//! reads them in order into the same rows as [`super::tables`].

use mp4::Mp4Reader;

use super::ReadError;
use super::tables::{RawSample, check_count, check_size};

const TFHD_DEFAULT_BASE_IS_MOOF: u32 = 0x02_0000;
/// `sample_is_non_sync_sample` in a sample's flags.
const NON_SYNC: u32 = 0x1_0000;

/// The samples of a fragmented track, from its fragments (`moof`/`traf`/`trun`).
pub(super) fn fragment_samples<R>(
    mp4: &Mp4Reader<R>,
    track: usize,
    moof_starts: &[u64],
    file_len: u64,
) -> Result<Vec<RawSample>, ReadError> {
    let track_id = mp4.moov.traks[track].tkhd.track_id;
    if moof_starts.len() != mp4.moofs.len() {
        return Err(ReadError::Corrupt("the fragments do not parse".into()));
    }
    let trex = mp4
        .moov
        .mvex
        .as_ref()
        .map(|m| m.trex.clone())
        .filter(|t| t.track_id == track_id)
        .unwrap_or_default();
    let mut total = 0u64;
    for moof in &mp4.moofs {
        for traf in &moof.trafs {
            if traf.tfhd.track_id == track_id {
                total += traf.trun.as_ref().map_or(0, |t| u64::from(t.sample_count));
            }
        }
    }
    check_count("the fragments (trun)", total, file_len)?;
    let mut out: Vec<RawSample> = Vec::with_capacity(total as usize);
    let mut dts: i64 = 0;
    for (moof, &moof_start) in mp4.moofs.iter().zip(moof_starts) {
        let mut next_data = moof_start;
        for traf in &moof.trafs {
            let tfhd = &traf.tfhd;
            let Some(trun) = &traf.trun else {
                continue;
            };
            let base = match tfhd.base_data_offset {
                Some(b) => b,
                None if tfhd.flags & TFHD_DEFAULT_BASE_IS_MOOF != 0 => moof_start,
                None => next_data,
            };
            if tfhd.track_id != track_id {
                continue;
            }
            if let Some(t) = &traf.tfdt {
                dts = i64::try_from(t.base_media_decode_time).unwrap_or(i64::MAX);
            }
            let mut offset = base.saturating_add_signed(i64::from(trun.data_offset.unwrap_or(0)));
            let default_size = tfhd.default_sample_size.unwrap_or(trex.default_sample_size);
            let default_duration = tfhd
                .default_sample_duration
                .unwrap_or(trex.default_sample_duration);
            let default_flags = tfhd
                .default_sample_flags
                .unwrap_or(trex.default_sample_flags);
            for i in 0..trun.sample_count as usize {
                let size = trun.sample_sizes.get(i).copied().unwrap_or(default_size);
                check_size(out.len(), size)?;
                let duration = trun
                    .sample_durations
                    .get(i)
                    .copied()
                    .unwrap_or(default_duration);
                let flags = match (i, trun.first_sample_flags) {
                    (0, Some(f)) => f,
                    _ => trun.sample_flags.get(i).copied().unwrap_or(default_flags),
                };
                // Version 1 offsets are signed; version 0 ones are too in practice.
                let cts = trun.sample_cts.get(i).map_or(0, |&c| i64::from(c as i32));
                out.push(RawSample {
                    dts,
                    cts,
                    duration,
                    sync: flags & NON_SYNC == 0,
                    offset,
                    size,
                });
                dts = dts.saturating_add(i64::from(duration));
                offset = offset.saturating_add(u64::from(size));
            }
            next_data = offset;
        }
    }
    Ok(out)
}
