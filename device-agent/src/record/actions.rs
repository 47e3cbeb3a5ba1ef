//! A recording's actions as its MP4's timed-text track (`tx3g`, 3GPP timed text: what
//! ffprobe lists as a `mov_text` subtitle stream and players show as subtitles).
//!
//! The actions are the relay's record, asked for when capture has ended and before the MP4
//! is written ([`ActionsSource`], see [`proto::actions_track`]). A timed-text track shows
//! one sample at a time and its samples tile the whole timeline, so the cues, which may
//! overlap (a slow call, a click just after it), become a row of samples: the gaps are empty
//! samples, cues starting at the same millisecond share one sample (a line each), and a cue
//! is cut where the next one starts.

use proto::{ActionCue, RecordingActions};

/// Where a finishing recording's actions come from (the relay, over the data plane).
pub trait ActionsSource: Send + Sync + std::fmt::Debug {
    /// The actions of `recording_id` so far, already checked against their bounds; `None`
    /// when they cannot be had (the recording then gets no text track). Blocking, bounded
    /// in time: it is called on a recording's encode thread.
    fn fetch(&self, recording_id: &str) -> Option<RecordingActions>;
}

/// Ticks per second of the text track: milliseconds, the cues' unit.
pub(super) const TEXT_TIMESCALE: u32 = 1000;

/// Most bytes of one sample's text: a `tx3g` sample's length is 16 bits.
const MAX_SAMPLE_TEXT: usize = u16::MAX as usize;

/// One sample of the text track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct TextSample {
    /// Milliseconds from the start.
    pub(super) start_ms: u64,
    /// Milliseconds it lasts (at least 1).
    pub(super) duration_ms: u64,
    /// The sample: the text's length (16 bits, big-endian) and its UTF-8 bytes; empty text
    /// for a gap.
    pub(super) bytes: Vec<u8>,
}

fn sample(start_ms: u64, end_ms: u64, text: &str) -> TextSample {
    let mut cut = text.len().min(MAX_SAMPLE_TEXT);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let text = &text.as_bytes()[..cut];
    let mut bytes = Vec::with_capacity(2 + text.len());
    bytes.extend_from_slice(&(text.len() as u16).to_be_bytes());
    bytes.extend_from_slice(text);
    TextSample {
        start_ms,
        duration_ms: end_ms - start_ms,
        bytes,
    }
}

/// The samples tiling `[0, end_ms)` for `cues` (in time order, as checked), empty when no cue
/// starts before the video ends.
pub(super) fn text_samples(cues: &[ActionCue], end_ms: u64) -> Vec<TextSample> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut i = 0;
    while i < cues.len() && cues[i].start_ms < end_ms {
        // Every sample before ends by this cue's start, so the cue keeps its time.
        let start = cues[i].start_ms.max(at);
        let mut text = String::new();
        let mut until = 0;
        // Cues starting together share a sample.
        while i < cues.len() && cues[i].start_ms.max(at) == start {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&cues[i].text);
            until = until.max(cues[i].end_ms);
            i += 1;
        }
        let next = cues.get(i).map_or(u64::MAX, |c| c.start_ms);
        let until = until.min(next).min(end_ms);
        if until <= start {
            continue;
        }
        if start > at {
            out.push(sample(at, start, ""));
        }
        out.push(sample(start, until, &text));
        at = until;
    }
    if out.is_empty() {
        return out;
    }
    if at < end_ms {
        out.push(sample(at, end_ms, ""));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cue(start_ms: u64, end_ms: u64, text: &str) -> ActionCue {
        ActionCue::new(start_ms, end_ms, text)
    }

    fn shape(samples: &[TextSample]) -> Vec<(u64, u64, String)> {
        samples
            .iter()
            .map(|s| {
                let len = u16::from_be_bytes([s.bytes[0], s.bytes[1]]) as usize;
                assert_eq!(len, s.bytes.len() - 2);
                (
                    s.start_ms,
                    s.duration_ms,
                    String::from_utf8(s.bytes[2..].to_vec()).unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn samples_tile_the_video_and_overlaps_are_cut() {
        let cues = [
            cue(1000, 1500, "click at 1,2"),
            cue(1200, 1700, "type 3 characters"),
            cue(3000, 3500, "screenshot"),
            cue(3000, 3800, "viewer connected"),
            cue(9500, 10_500, "late"),
            cue(12_000, 12_500, "after the end"),
        ];
        let got = shape(&text_samples(&cues, 10_000));
        assert_eq!(
            got,
            vec![
                (0, 1000, String::new()),
                (1000, 200, "click at 1,2".into()),
                (1200, 500, "type 3 characters".into()),
                (1700, 1300, String::new()),
                (3000, 800, "screenshot\nviewer connected".into()),
                (3800, 5700, String::new()),
                (9500, 500, "late".into()),
            ]
        );
        let total: u64 = got.iter().map(|s| s.1).sum();
        assert_eq!(total, 10_000);
    }

    #[test]
    fn no_cue_in_the_video_makes_no_track() {
        assert!(text_samples(&[], 5000).is_empty());
        assert!(text_samples(&[cue(6000, 6500, "x")], 5000).is_empty());
    }

    #[test]
    fn a_sample_stays_within_sixteen_bits_of_text() {
        let long = "é".repeat(40_000);
        let cues: Vec<_> = (0..3).map(|_| cue(0, 100, &long)).collect();
        let got = text_samples(&cues, 1000);
        assert!(got[0].bytes.len() <= 2 + MAX_SAMPLE_TEXT);
        assert!(std::str::from_utf8(&got[0].bytes[2..]).is_ok());
    }
}
