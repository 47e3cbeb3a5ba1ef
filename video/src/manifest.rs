//! The text that comes with the frames, priced per line.
//!
//! Every frame line is paid for on every call, so a line is the frame's name (its absolute
//! position, the only timestamp) and a one-word role; what the roles mean, the sampling
//! interval and the blind spot it leaves, a cap and its lever, and the part of the video a
//! ranged call did not look at are said once, in the header.

use std::fmt::Write as _;

use crate::select::{Choice, Plan, Role};
use proto::time_position::{Position, frame_name};

/// What the manifest says about the video and the call.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// How the caller named the video (an artifact id, a file name).
    pub label: &'a str,
    /// The video's width in pixels.
    pub width: u32,
    /// The video's height in pixels.
    pub height: u32,
    /// The video's length in seconds.
    pub duration: f64,
    /// The size of the frames returned (longest edge at most `max_width`).
    pub frame_width: u32,
    /// See `frame_width`.
    pub frame_height: u32,
    /// The budget of images the call had.
    pub max_frames: usize,
    /// The most images any call may ask for.
    pub max_frames_limit: usize,
}

/// A share of the frame as a percentage: whole numbers from 1 %, one decimal below (0.4 %
/// rounded to 0 % would say the opposite of what happened).
pub fn percent(share: f64) -> String {
    let p = share * 100.0;
    if p >= 1.0 {
        format!("{p:.0}%")
    } else {
        format!("{p:.1}%")
    }
}

/// An interval in seconds as the manifest prints it: `1.1s`, `0.48s`, `0.033s`.
fn seconds(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.1}s")
    } else {
        let t = format!("{s:.3}");
        format!("{}s", t.trim_end_matches('0').trim_end_matches('.'))
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The manifest of `choice` over `plan`, whose samples were taken at `times` (the decoded
/// frames' own positions, in seconds).
pub fn write(cx: &Context<'_>, plan: &Plan, times: &[f64], choice: &Choice) -> String {
    let mut m = String::new();
    let _ = writeln!(
        m,
        "{} — {}x{}, {} long.",
        cx.label,
        cx.width,
        cx.height,
        Position(cx.duration)
    );
    let clamp_note = plan
        .clamped_from
        .map(|asked| format!(" (interval {} asked for, clamped)", seconds(asked)))
        .unwrap_or_default();
    let _ = writeln!(
        m,
        "Sampled {}–{} every {}{clamp_note} ({}); {} found, returned as {} at {}x{}.",
        Position(plan.start),
        Position(plan.end),
        seconds(plan.interval),
        plural(times.len(), "sample", "samples"),
        plural(choice.changes, "change", "changes"),
        plural(choice.frames.len(), "frame", "frames"),
        cx.frame_width,
        cx.frame_height,
    );
    let _ = writeln!(
        m,
        "Anything lasting less than {} can fall between samples and not appear at all; a \
         narrower start/end samples more finely.",
        seconds(plan.interval)
    );
    if let Some(peak) = choice.under_bar {
        let at = times.get(peak.sample).copied().unwrap_or(plan.start);
        // The spec's wording speaks of two frames; with max_frames 1 only the change itself
        // is shown, and the text must not promise a frame that is not there.
        if choice.frames.len() >= 2 {
            let _ = writeln!(
                m,
                "Nothing cleared the bar for a distinct frame. The two frames below bracket the\n\
                 largest change in this range ({} of the frame at {}); if that is not\n\
                 what you are looking for, re-run that moment with sensitivity:\"high\" and a\n\
                 narrow start/end.",
                percent(peak.size),
                Position(at)
            );
        } else {
            let _ = writeln!(
                m,
                "Nothing cleared the bar for a distinct frame. The frame below shows the\n\
                 largest change in this range ({} of the frame at {}); the sample before it\n\
                 was left out by max_frames {}. If that is not what you are looking for,\n\
                 re-run that moment with sensitivity:\"high\" and a narrow start/end.",
                percent(peak.size),
                Position(at),
                cx.max_frames
            );
        }
    } else if choice.changes == 0 {
        let _ = writeln!(m, "Nothing in this range moved at all.");
    } else {
        let _ = writeln!(
            m,
            "Each change is bracketed by the samples either side of it, so a brief one reads\n\
             as before → change → after. Describe what moved between them, not what each\n\
             frame contains."
        );
    }
    if choice.capped {
        let _ = writeln!(
            m,
            "Capped at max_frames {} (a change costs up to 3 frames with its context): the \
             smallest changes or their context were left out; raise max_frames (at most {}) \
             or narrow start/end to see them.",
            cx.max_frames, cx.max_frames_limit
        );
    }
    let remainder = remainder(plan.start, plan.end, cx.duration);
    if !remainder.is_empty() {
        let _ = writeln!(
            m,
            "This covers only {}–{} of the video; {} {} not looked at. Survey the whole video \
             before concluding that nothing else happens.",
            Position(plan.start),
            Position(plan.end),
            remainder.join(" and "),
            if remainder.len() == 1 { "was" } else { "were" },
        );
    }
    if let Some(&(first, _)) = choice.frames.first() {
        let at = times.get(first).copied().unwrap_or(plan.start);
        let _ = writeln!(
            m,
            "Frames follow as images, in order. Each is named for its position in the video —\n\
             {} is {}:",
            frame_name(at),
            Position(at)
        );
    }
    for &(sample, role) in &choice.frames {
        let name = frame_name(times.get(sample).copied().unwrap_or(plan.start));
        let _ = match role {
            Role::Opening => writeln!(m, "  {name}"),
            Role::Before => writeln!(m, "  {name}  (before)"),
            Role::After => writeln!(m, "  {name}  (after)"),
            Role::Changed(share) => writeln!(m, "  {name}  ({} changed)", percent(share)),
        };
    }
    m
}

/// The parts of `0..duration` outside `start..end`, as `a–b` ranges (nothing under a
/// millisecond counts).
fn remainder(start: f64, end: f64, duration: f64) -> Vec<String> {
    let mut parts = Vec::new();
    if start >= 0.001 {
        parts.push(format!("{}–{}", Position(0.0), Position(start)));
    }
    if duration - end >= 0.001 {
        parts.push(format!("{}–{}", Position(end), Position(duration)));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::select::{Peak, Sensitivity, choose, plan};

    fn cx(duration: f64) -> Context<'static> {
        Context {
            label: "rec_1",
            width: 2560,
            height: 1440,
            duration,
            frame_width: 1280,
            frame_height: 720,
            max_frames: 10,
            max_frames_limit: 60,
        }
    }

    #[test]
    fn percentages_keep_a_decimal_below_one() {
        assert_eq!(percent(0.34), "34%");
        assert_eq!(percent(0.009), "0.9%");
        assert_eq!(percent(0.004), "0.4%");
        assert_eq!(percent(0.0096), "1.0%");
        assert_eq!(percent(0.01), "1%");
        assert_eq!(percent(1.0), "100%");
    }

    #[test]
    fn a_whole_survey_with_one_change() {
        let p = plan(0.0, 134.3, None, 1.0 / 30.0);
        let times = p.positions.clone();
        let k = 11;
        let c = choose(
            &times,
            |a, b| if (a < k) != (b < k) { 0.34 } else { 0.0 },
            Sensitivity::Normal,
            10,
        );
        let text = write(&cx(134.3), &p, &times, &c);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "rec_1 — 2560x1440, 02:14.300 long.");
        assert_eq!(
            lines[1],
            "Sampled 0.000s–02:14.300 every 1.1s (120 samples); 1 change found, returned as 4 frames at 1280x720."
        );
        assert!(lines[2].starts_with("Anything lasting less than 1.1s can fall between samples"));
        assert!(text.contains("as before → change → after."));
        assert!(!text.contains("This covers only"));
        assert!(text.contains("frame-0.000s.jpg is 0.000s:\n"));
        let frames: Vec<&str> = lines
            .iter()
            .filter(|l| l.starts_with("  "))
            .copied()
            .collect();
        assert_eq!(
            frames,
            [
                "  frame-0.000s.jpg",
                "  frame-11.192s.jpg  (before)",
                "  frame-12.311s.jpg  (34% changed)",
                "  frame-13.430s.jpg  (after)"
            ]
        );
    }

    #[test]
    fn a_ranged_call_names_what_it_did_not_look_at() {
        let p = plan(12.0, 20.0, None, 1.0 / 30.0);
        let times = p.positions.clone();
        let c = choose(&times, |_, _| 0.0, Sensitivity::Normal, 10);
        let text = write(&cx(134.3), &p, &times, &c);
        assert!(
            text.contains(
                "This covers only 12.000s–20.000s of the video; 0.000s–12.000s and \
                 20.000s–02:14.300 were not looked at."
            ),
            "{text}"
        );
        assert!(text.contains("Nothing in this range moved at all."));
        assert!(text.ends_with("  frame-12.000s.jpg\n"), "{text}");
        let tail = write(&cx(20.0), &p, &times, &c);
        assert!(tail.contains("0.000s–12.000s was not looked at."), "{tail}");
    }

    #[test]
    fn under_the_bar_the_peak_is_named_with_the_spec_wording() {
        let p = plan(0.0, 10.0, Some(1.0), 0.04);
        let times = p.positions.clone();
        let c = Choice {
            frames: vec![(2, Role::Before), (3, Role::Changed(0.009))],
            changes: 0,
            capped: false,
            under_bar: Some(Peak {
                sample: 3,
                size: 0.009,
            }),
        };
        let text = write(&cx(10.0), &p, &times, &c);
        assert!(text.contains(
            "Nothing cleared the bar for a distinct frame. The two frames below bracket the\n\
             largest change in this range (0.9% of the frame at 3.000s); if that is not\n\
             what you are looking for, re-run that moment with sensitivity:\"high\" and a\n\
             narrow start/end."
        ));
        assert!(text.contains("  frame-3.000s.jpg  (0.9% changed)"));
    }

    #[test]
    fn under_the_bar_with_one_frame_speaks_of_one_frame() {
        let p = plan(0.0, 10.0, Some(1.0), 0.04);
        let times = p.positions.clone();
        // What `choose` returns under the bar with max_frames 1: the change alone.
        let c = choose(
            &times,
            |a, b| if (a < 3) != (b < 3) { 0.009 } else { 0.0 },
            Sensitivity::Normal,
            1,
        );
        assert_eq!(c.frames.len(), 1, "{c:?}");
        let one = Context {
            max_frames: 1,
            ..cx(10.0)
        };
        let text = write(&one, &p, &times, &c);
        assert!(
            text.contains(
                "Nothing cleared the bar for a distinct frame. The frame below shows the\n\
                 largest change in this range (0.9% of the frame at 3.000s); the sample before it\n\
                 was left out by max_frames 1. If that is not what you are looking for,\n\
                 re-run that moment with sensitivity:\"high\" and a narrow start/end."
            ),
            "{text}"
        );
        assert!(!text.contains("two frames"), "{text}");
        assert!(text.contains("returned as 1 frame at"), "{text}");
        let shown: Vec<&str> = text.lines().filter(|l| l.starts_with("  ")).collect();
        assert_eq!(shown, ["  frame-3.000s.jpg  (0.9% changed)"]);
    }

    #[test]
    fn a_cap_names_its_lever_and_a_clamp_says_so() {
        let p = plan(0.0, 10.0, Some(0.001), 0.04);
        let times = p.positions.clone();
        let c = Choice {
            frames: vec![(1, Role::Changed(0.5))],
            changes: 3,
            capped: true,
            under_bar: None,
        };
        let text = write(&cx(10.0), &p, &times, &c);
        assert!(
            text.contains("every 0.04s (interval 0.001s asked for, clamped) (250 samples)"),
            "{text}"
        );
        assert!(text.contains("raise max_frames (at most 60)"));
    }
}
