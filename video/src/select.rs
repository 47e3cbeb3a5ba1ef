//! Which positions to sample, and which samples to show.
//!
//! About [`TARGET_SAMPLES`] positions are spread over whatever window is asked for, so a
//! narrow window buys temporal resolution at the same cost. Each sample is compared with
//! the **last kept** frame, not its predecessor: a slow fade adds up to a change, and a
//! still screen never clears the bar. Two candidates less than a second apart are held to
//! a bar up to three times higher (an animation caught mid-way is one moment), except at
//! [`Sensitivity::High`], which asks to see everything. Every change is shown bracketed by
//! the samples either side of it; when the budget of images bites, the largest changes are
//! kept first, and a change whose neighbours do not fit is kept alone.

use std::collections::BTreeMap;

/// Samples spread over a window when no interval is asked for.
pub const TARGET_SAMPLES: u32 = 120;

/// The most samples one call decodes, whatever interval is asked for.
pub const MAX_SAMPLES: u32 = 600;

/// How large a change must be to be shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sensitivity {
    /// Only major transitions: a tenth of the frame.
    Low,
    /// A dialog, a panel, a few lines of output: 2 % of the frame.
    #[default]
    Normal,
    /// Anything past the noise floor, even a changed line of text, and no higher bar for
    /// sub-second gaps.
    High,
}

impl Sensitivity {
    /// The share of cells that must move, at a gap of a second or more.
    pub fn base(self) -> f64 {
        match self {
            Sensitivity::Low => 0.10,
            Sensitivity::Normal => 0.02,
            Sensitivity::High => 0.0,
        }
    }

    /// The bar for two candidates `gap` seconds apart: the base at a second or more,
    /// rising to 3x as the gap nears zero (not for `High`).
    pub fn bar(self, gap: f64) -> f64 {
        if self == Sensitivity::High {
            return self.base();
        }
        let closeness = 1.0 - gap.clamp(0.0, 1.0);
        self.base() * (1.0 + 2.0 * closeness)
    }
}

/// Where to sample a window.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    /// First position, seconds.
    pub start: f64,
    /// End of the window, seconds.
    pub end: f64,
    /// Seconds between samples, as used.
    pub interval: f64,
    /// The interval asked for, when it was clamped to another.
    pub clamped_from: Option<f64>,
    /// The positions, in order, `interval` apart from `start` (each on a whole
    /// millisecond), all before `end` (or the one position `start` for an empty window).
    pub positions: Vec<f64>,
}

/// The sampling of `start..end` (seconds): every `requested` seconds if given, clamped to
/// between one video frame (`frame_seconds`) and the window, and to at most
/// [`MAX_SAMPLES`] samples; else [`TARGET_SAMPLES`] samples, or one a frame when the
/// window holds fewer frames than that.
pub fn plan(start: f64, end: f64, requested: Option<f64>, frame_seconds: f64) -> Plan {
    let window = (end - start).max(0.0);
    let frame = if frame_seconds.is_finite() && frame_seconds > 0.0 {
        frame_seconds
    } else {
        1.0 / 30.0
    };
    let lo = frame.max(window / f64::from(MAX_SAMPLES));
    let hi = window.max(lo);
    let (interval, clamped_from) = match requested {
        Some(r) => {
            let used = if r.is_finite() { r.clamp(lo, hi) } else { hi };
            (used, (used != r).then_some(r))
        }
        None => ((window / f64::from(TARGET_SAMPLES)).max(frame), None),
    };
    let count = if window > 0.0 {
        // A position within a microsecond of the end is the end: not sampled.
        ((window - 1e-6) / interval).floor() as usize + 1
    } else {
        1
    };
    let count = count.clamp(1, MAX_SAMPLES as usize);
    Plan {
        start,
        end,
        interval,
        clamped_from,
        // On the millisecond a frame's name gives, so that the name read back is the
        // same position (floating-point steps would drift a hair before a frame's time).
        positions: (0..count)
            .map(|i| ((start + i as f64 * interval) * 1000.0).round() / 1000.0)
            .collect(),
    }
}

/// What a shown frame is to the reader.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Role {
    /// The window's first sample, shown for the state it opens with (no label).
    Opening,
    /// The sample just before a change.
    Before,
    /// A change: the share of the frame (0 to 1) that moved since the last kept frame.
    Changed(f64),
    /// The sample just after a change.
    After,
}

/// The largest change measured between two consecutive samples, when none cleared the bar.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Peak {
    /// The sample at which it was measured (the one before it is shown too, when
    /// `max_frames` allows two).
    pub sample: usize,
    /// Its size, the share of the frame (0 to 1).
    pub size: f64,
}

/// The frames chosen from a window's samples.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Choice {
    /// (sample index, role), in time order.
    pub frames: Vec<(usize, Role)>,
    /// Changes found, shown or not.
    pub changes: usize,
    /// Changes shown without all of their brackets, or not shown, for want of budget.
    pub capped: bool,
    /// Set when nothing cleared the bar but something moved: `frames` are this change and
    /// the sample before it, or the change alone with `max_frames` 1.
    pub under_bar: Option<Peak>,
}

/// Choose frames among samples at `times` (seconds, in order), given `distance(a, b)`
/// between samples `a` and `b` (0 to 1), showing at most `max_frames` images.
pub fn choose(
    times: &[f64],
    distance: impl Fn(usize, usize) -> f64,
    sensitivity: Sensitivity,
    max_frames: usize,
) -> Choice {
    let n = times.len();
    if n == 0 || max_frames == 0 {
        return Choice::default();
    }
    let mut last = 0;
    let mut changes: Vec<(usize, f64)> = Vec::new();
    let mut peak = Peak {
        sample: 0,
        size: 0.0,
    };
    for i in 1..n {
        let step = distance(i - 1, i);
        if step > peak.size {
            peak = Peak {
                sample: i,
                size: step,
            };
        }
        let moved = if i - 1 == last {
            step
        } else {
            distance(last, i)
        };
        if moved > sensitivity.bar(times[i] - times[last]) {
            changes.push((i, moved));
            last = i;
        }
    }
    if changes.is_empty() {
        if peak.size == 0.0 {
            return Choice {
                frames: vec![(0, Role::Opening)],
                ..Choice::default()
            };
        }
        let mut frames = vec![(peak.sample, Role::Changed(peak.size))];
        if max_frames >= 2 {
            frames.insert(0, (peak.sample - 1, Role::Before));
        }
        return Choice {
            frames,
            under_bar: Some(peak),
            ..Choice::default()
        };
    }
    // Largest first; among equals, the earlier.
    let mut by_size = changes.clone();
    by_size.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let is_change: BTreeMap<usize, f64> = changes.iter().copied().collect();
    let mut shown: BTreeMap<usize, Role> = BTreeMap::new();
    let mut capped = false;
    for &(i, size) in &by_size {
        let bracket: Vec<usize> = [Some(i - 1), Some(i), (i + 1 < n).then_some(i + 1)]
            .into_iter()
            .flatten()
            .filter(|s| !shown.contains_key(s))
            .collect();
        if shown.len() + bracket.len() <= max_frames {
            for s in bracket {
                shown.insert(s, Role::Before);
            }
            continue;
        }
        capped = true;
        // A change with no context beats no change at all.
        if !shown.contains_key(&i) && shown.len() < max_frames {
            shown.insert(i, Role::Changed(size));
        }
    }
    // Roles from what each shown sample is: a change; else the result of the change just
    // before it (even when it is also the sample before the next one); else a before.
    for (s, role) in shown.iter_mut() {
        *role = match is_change.get(s) {
            Some(size) => Role::Changed(*size),
            None if *s > 0 && is_change.contains_key(&(s - 1)) => Role::After,
            None => Role::Before,
        };
    }
    if !shown.contains_key(&0) && shown.len() < max_frames {
        shown.insert(0, Role::Opening);
    }
    Choice {
        frames: shown.into_iter().collect(),
        changes: changes.len(),
        capped,
        under_bar: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples one a second whose "screens" are the values in `screens`: the distance is
    /// `|a - b|` (capped at 1), so 0.3 means 30 % of the frame differs.
    fn run(screens: &[f64], sensitivity: Sensitivity, max: usize) -> Choice {
        let times: Vec<f64> = (0..screens.len()).map(|i| i as f64).collect();
        choose(
            &times,
            |a, b| (screens[a] - screens[b]).abs().min(1.0),
            sensitivity,
            max,
        )
    }

    fn indices(c: &Choice) -> Vec<usize> {
        c.frames.iter().map(|f| f.0).collect()
    }

    #[test]
    fn a_still_video_is_one_frame() {
        let c = run(&[0.0; 120], Sensitivity::High, 10);
        assert_eq!(c.frames, vec![(0, Role::Opening)]);
        assert_eq!((c.changes, c.capped, c.under_bar), (0, false, None));
    }

    #[test]
    fn a_change_is_bracketed_and_the_opening_frame_kept_when_there_is_room() {
        let mut s = vec![0.0; 20];
        s[12..].fill(0.34);
        let c = run(&s, Sensitivity::Normal, 10);
        assert_eq!(
            c.frames,
            vec![
                (0, Role::Opening),
                (11, Role::Before),
                (12, Role::Changed(0.34)),
                (13, Role::After)
            ]
        );
        assert_eq!(c.changes, 1);
    }

    #[test]
    fn a_flicker_reads_before_appeared_gone_after() {
        let mut s = vec![0.0; 10];
        s[5] = 0.3;
        let c = run(&s, Sensitivity::Normal, 10);
        assert_eq!(indices(&c), vec![0, 4, 5, 6, 7]);
        assert_eq!(c.frames[1].1, Role::Before);
        assert!(matches!(c.frames[2].1, Role::Changed(_)));
        assert!(matches!(c.frames[3].1, Role::Changed(_)));
        assert_eq!(c.frames[4].1, Role::After);
        assert_eq!(c.changes, 2);
    }

    #[test]
    fn a_slow_fade_adds_up_against_the_last_kept_frame() {
        // 1 % a step never clears 2 %, but against the opening frame it does.
        let s: Vec<f64> = (0..20).map(|i| f64::from(i) * 0.01).collect();
        let c = run(&s, Sensitivity::Normal, 60);
        assert!(c.changes >= 5, "{c:?}");
        assert!(c.under_bar.is_none());
    }

    #[test]
    fn sub_second_gaps_need_a_larger_change_except_at_high() {
        // Samples 0.1 s apart over 0.4 s, 4 % moved at the second: under the bar of 2 %
        // raised to 4.4 % (0.4 s) to 5.6 % (0.1 s) at normal...
        let times: Vec<f64> = (0..5).map(|i| f64::from(i) * 0.1).collect();
        let s: Vec<f64> = (0..5).map(|i| if i >= 1 { 0.04 } else { 0.0 }).collect();
        let d = |a: usize, b: usize| (s[a] - s[b]).abs();
        let normal = choose(&times, d, Sensitivity::Normal, 10);
        assert_eq!(normal.changes, 0);
        assert!(normal.under_bar.is_some());
        // ...but over the bar at high, which keeps everything past the noise floor.
        let high = choose(&times, d, Sensitivity::High, 10);
        assert_eq!(high.changes, 1);
        assert_eq!(Sensitivity::Normal.bar(0.0), 0.06);
        assert_eq!(Sensitivity::Normal.bar(1.0), 0.02);
        assert_eq!(Sensitivity::Normal.bar(5.0), 0.02);
    }

    #[test]
    fn nothing_over_the_bar_gives_the_peak_and_the_sample_before_it() {
        let mut s = vec![0.0; 10];
        s[3..].fill(0.009);
        let c = run(&s, Sensitivity::Normal, 10);
        assert_eq!(c.changes, 0);
        assert_eq!(
            c.under_bar,
            Some(Peak {
                sample: 3,
                size: 0.009
            })
        );
        assert_eq!(c.frames, vec![(2, Role::Before), (3, Role::Changed(0.009))]);
    }

    #[test]
    fn when_the_budget_bites_the_largest_changes_stay_and_one_may_stand_alone() {
        // Changes at 5 (10 %), 15 (50 %), 25 (30 %), 35 (5 %).
        let mut s = vec![0.0; 40];
        s[5..].iter_mut().for_each(|v| *v += 0.1);
        s[15..].iter_mut().for_each(|v| *v += 0.5);
        s[25..].iter_mut().for_each(|v| *v -= 0.3);
        s[35..].iter_mut().for_each(|v| *v += 0.05);
        let c = run(&s, Sensitivity::Normal, 7);
        assert_eq!(c.changes, 4);
        assert!(c.capped);
        // 15 and 25 bracketed (6 frames), then 5 alone (1 frame); 35 does not fit.
        assert_eq!(indices(&c), vec![5, 14, 15, 16, 24, 25, 26]);
        assert_eq!(c.frames[0].1, Role::Changed(0.1));
        let uncapped = run(&s, Sensitivity::Normal, 60);
        assert!(!uncapped.capped);
        assert_eq!(uncapped.frames.len(), 13);
    }

    #[test]
    fn a_sample_after_one_change_and_before_the_next_reads_after() {
        let mut s = vec![0.0; 10];
        s[3..].fill(0.2);
        s[5..].fill(0.6);
        let c = run(&s, Sensitivity::Normal, 10);
        assert_eq!(indices(&c), vec![0, 2, 3, 4, 5, 6]);
        assert_eq!(c.frames[3].1, Role::After);
    }

    #[test]
    fn plans_spread_about_120_samples_and_clamp_the_interval() {
        let p = plan(0.0, 134.3, None, 1.0 / 30.0);
        assert_eq!(p.positions.len(), 120);
        assert!((p.interval - 134.3 / 120.0).abs() < 1e-9);
        assert!(p.positions.last().copied().unwrap() < 134.3);
        // A narrow window: one a frame.
        let p = plan(10.0, 12.5, None, 1.0 / 30.0);
        assert!((p.interval - 1.0 / 30.0).abs() < 1e-9);
        assert_eq!(p.positions.len(), 75);
        // Too fine: one frame. Too coarse: the window. Too many: at most MAX_SAMPLES.
        let p = plan(0.0, 10.0, Some(0.001), 0.04);
        assert_eq!((p.interval, p.clamped_from), (0.04, Some(0.001)));
        let p = plan(0.0, 10.0, Some(50.0), 0.04);
        assert_eq!((p.interval, p.positions.len()), (10.0, 1));
        let p = plan(0.0, 7200.0, Some(1.0), 0.04);
        assert_eq!(p.positions.len(), MAX_SAMPLES as usize);
        assert_eq!(p.interval, 12.0);
        let p = plan(3.0, 3.0, None, 0.04);
        assert_eq!(p.positions, vec![3.0]);
        let p = plan(0.0, 10.0, Some(f64::NAN), 0.04);
        assert_eq!(p.interval, 10.0);
    }
}
