//! A recording's actions: what was done on its device while it recorded, with the time
//! into the video each happened at, for a person scrubbing the video (markers on the
//! player's timeline, a WebVTT track, a JSON list).
//!
//! They are read from the audit log, the relay's own record, never from the device: every
//! tool call on the device (an `input` names its kind and where it landed, never typed text;
//! a capture names its tool), a live session opened and ended, a viewer connecting and
//! leaving, a control session's bursts of input (counts and the rate each second, placed
//! where the burst began), each with the key that acted. An event's time is when the relay recorded it,
//! after the call; the action is placed at its start (its time less its duration), measured
//! from when the recording started on the relay's clock. At most [`MAX_ACTIONS`] are kept
//! (the latest); the track says when there were more.

use std::collections::HashMap;
use std::fmt::Write as _;

use serde::Serialize;

use crate::access::keys;
use crate::artifacts::Artifact;
use crate::audit::{Audit, Event, Filter};
use crate::recordings;
use crate::store::{Db, DbError, time};

/// Most actions a track holds.
pub const MAX_ACTIONS: usize = 10_000;

/// One action, at a time into the recording.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Action {
    /// Milliseconds from the recording's start to the action's.
    pub at_ms: u64,
    /// How long it took, in milliseconds (0 for a moment: a viewer connecting).
    pub duration_ms: u64,
    /// `input`, `capture`, `tool`, `live` or `viewer`.
    pub kind: &'static str,
    /// What it was, for people: `click at 640,400`, `type 12 characters`, `screenshot`.
    pub name: String,
    /// The key that acted, by name (its id when it is gone), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actor: Option<String>,
    /// `ok`, `error`, `denied` or `soft_failed`, for a tool call.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
    /// The audit event it was read from.
    pub seq: i64,
}

/// The actions of one recording.
#[derive(Debug, Clone, Serialize)]
pub struct Track {
    /// The recording.
    pub recording_id: String,
    /// When it started, on the relay's clock.
    pub started_at: String,
    /// Its length, milliseconds.
    pub duration_ms: u64,
    /// In time order.
    pub actions: Vec<Action>,
    /// More happened than [`MAX_ACTIONS`]; the latest are here.
    pub truncated: bool,
}

/// The track of a recording artifact (`None` for a file that is not a recording of a
/// device, or whose start the relay does not know).
pub async fn of_recording(
    db: &Db,
    audit: &Audit,
    artifact: &Artifact,
) -> Result<Option<Track>, DbError> {
    let Some(report) = artifact.report.as_ref() else {
        return Ok(None);
    };
    if artifact.device_id.is_empty() {
        return Ok(None);
    }
    let started_at = match recordings::get(db, &artifact.device_id, &artifact.id).await? {
        Some(r) => r.started_at,
        None => match time::format_unix_ms(report.started_at_ms) {
            Some(t) => t,
            None => return Ok(None),
        },
    };
    track(
        db,
        audit,
        &artifact.device_id,
        &artifact.id,
        started_at,
        report.duration_ms,
    )
    .await
}

/// The track of a recording that `device_id` is finishing, before its file exists: the
/// actions from its start until now (`None` when the relay issued no such recording to
/// that device). The device cuts it at its video's end.
pub async fn of_finishing(
    db: &Db,
    audit: &Audit,
    device_id: &str,
    recording_id: &str,
) -> Result<Option<Track>, DbError> {
    let Some(recording) = recordings::get(db, device_id, recording_id).await? else {
        return Ok(None);
    };
    let Some(start) = time::parse(&recording.started_at) else {
        return Ok(None);
    };
    let so_far = (time::now() - start).whole_milliseconds().max(0) as u64;
    track(
        db,
        audit,
        device_id,
        recording_id,
        recording.started_at,
        so_far,
    )
    .await
}

/// The actions on `device_id` from `started_at` for `duration_ms`.
async fn track(
    db: &Db,
    audit: &Audit,
    device_id: &str,
    recording_id: &str,
    started_at: String,
    duration_ms: u64,
) -> Result<Option<Track>, DbError> {
    let Some(start) = time::parse(&started_at) else {
        return Ok(None);
    };
    // A call that ended just after the last frame still belongs to it.
    let end = start + ::time::Duration::milliseconds(duration_ms as i64 + 2_000);
    let events = audit
        .list(&Filter {
            device_id: Some(device_id.to_string()),
            since: Some(started_at.clone()),
            until: Some(time::format(end)),
            // Bounded before it is read: the latest are kept.
            limit: Some(MAX_ACTIONS as i64 + 1),
            ..Filter::default()
        })
        .await?;
    let truncated = events.len() > MAX_ACTIONS;
    let events = &events[events.len().saturating_sub(MAX_ACTIONS)..];
    let mut names = HashMap::new();
    let mut actions = Vec::new();
    for event in events {
        let Some((kind, name)) = describe(event) else {
            continue;
        };
        let Some(at) = time::parse(&event.ts) else {
            continue;
        };
        let event_ms = event.duration_ms.unwrap_or(0).max(0) as u64;
        // A live session's input burst is written once it ended, and says when it began.
        let at = match event.detail["started_at"].as_str().and_then(time::parse) {
            Some(began) if event.kind == "live_input" => {
                began + std::time::Duration::from_millis(event_ms)
            }
            _ => at,
        };
        let ended_ms = (at - start).whole_milliseconds().max(0) as u64;
        let actor = match &event.key_id {
            Some(id) => Some(key_name(db, &mut names, id).await?),
            None => None,
        };
        actions.push(Action {
            at_ms: ended_ms.saturating_sub(event_ms).min(duration_ms),
            duration_ms: event_ms,
            kind,
            name,
            actor,
            outcome: event.outcome.clone(),
            seq: event.seq,
        });
    }
    actions.sort_by_key(|a| (a.at_ms, a.seq));
    Ok(Some(Track {
        recording_id: recording_id.to_string(),
        started_at,
        duration_ms,
        actions,
        truncated,
    }))
}

async fn key_name(
    db: &Db,
    names: &mut HashMap<String, String>,
    id: &str,
) -> Result<String, DbError> {
    if let Some(name) = names.get(id) {
        return Ok(name.clone());
    }
    let name = keys::get(db, id)
        .await?
        .map_or_else(|| id.to_string(), |k| k.name);
    names.insert(id.to_string(), name.clone());
    Ok(name)
}

/// What an event means as an action, if it is one.
fn describe(event: &Event) -> Option<(&'static str, String)> {
    let detail = &event.detail;
    match event.kind.as_str() {
        "tool_call" => {
            let tool = event.tool.as_deref().unwrap_or("tool");
            let action = event.action.as_deref();
            match tool {
                "input" => {
                    let what = action.unwrap_or("input");
                    let input = &detail["device_input"];
                    let name = if let Some(n) = detail["chars"].as_u64() {
                        format!("{what} {n} characters")
                    } else if let Some(n) = detail["chords"].as_u64() {
                        format!("{what} {n} chord(s)")
                    } else if let (Some(x), Some(y)) = (input["x"].as_i64(), input["y"].as_i64()) {
                        format!("{what} at {x},{y}")
                    } else {
                        what.to_string()
                    };
                    Some(("input", name))
                }
                "screenshot" | "screen_sequence" | "screen_watch" | "get_screenshots" => {
                    Some(("capture", tool.to_string()))
                }
                _ => Some((
                    "tool",
                    match action {
                        Some(a) => format!("{tool} {a}"),
                        None => tool.to_string(),
                    },
                )),
            }
        }
        "live_opened" => Some((
            "live",
            format!(
                "live session opened ({})",
                detail["mode"].as_str().unwrap_or("view")
            ),
        )),
        "live_ended" => Some(("live", "live session ended".to_string())),
        // In a control session the person at the viewer holds the device's input.
        "viewer_connected" if detail["mode"] == "control" => {
            Some(("viewer", "control taken: viewer connected".to_string()))
        }
        "viewer_left" if detail["mode"] == "control" => {
            Some(("viewer", "control given back: viewer left".to_string()))
        }
        "viewer_connected" => Some(("viewer", "viewer connected".to_string())),
        "viewer_left" => Some(("viewer", "viewer left".to_string())),
        "live_input" => {
            let n = |k: &str| detail[k].as_u64().unwrap_or(0);
            Some((
                "input",
                format!(
                    "live input: {} click(s), {} key press(es), {} pointer event(s), at most {}/s",
                    n("clicks"),
                    n("key_presses"),
                    n("pointer_events"),
                    n("peak_per_second")
                ),
            ))
        }
        _ => None,
    }
}

/// How long a cue shows: the action's duration, half a second at least.
fn cue_end(a: &Action) -> u64 {
    a.at_ms + a.duration_ms.max(500)
}

/// An action on one line, for people: what, who (` · name`) and how it ended when not ok.
fn cue_line(a: &Action) -> String {
    let mut line: String = a
        .name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if let Some(actor) = &a.actor {
        line.push_str(" · ");
        line.extend(actor.chars().map(|c| if c.is_control() { ' ' } else { c }));
    }
    if let Some(outcome) = a.outcome.as_deref().filter(|o| *o != "ok") {
        let _ = write!(line, " ({outcome})");
    }
    line
}

/// The track as WebVTT: one cue per action, shown for its duration (half a second at
/// least), its text the action, who did it and how it ended.
pub fn webvtt(track: &Track) -> String {
    let mut out = String::from("WEBVTT\n");
    for (i, a) in track.actions.iter().enumerate() {
        let _ = write!(
            out,
            "\n{}\n{} --> {}\n{}\n",
            i + 1,
            cue_time(a.at_ms),
            cue_time(cue_end(a)),
            cue_text(&cue_line(a))
        );
    }
    out
}

/// The track as the cues a device muxes into the recording's timed-text track: the
/// WebVTT's cues, as plain text cut to [`proto::MAX_ACTION_CUE_TEXT`].
pub fn cues(track: &Track) -> proto::RecordingActions {
    let cues = track
        .actions
        .iter()
        .map(|a| {
            let mut text = cue_line(a);
            if text.len() > proto::MAX_ACTION_CUE_TEXT {
                let mut cut = proto::MAX_ACTION_CUE_TEXT - '…'.len_utf8();
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                text.truncate(cut);
                text.push('…');
            }
            proto::ActionCue::new(a.at_ms, cue_end(a), text)
        })
        .collect();
    proto::RecordingActions {
        recording_id: track.recording_id.clone(),
        cues,
        truncated: track.truncated,
    }
}

fn cue_time(ms: u64) -> String {
    format!(
        "{:02}:{:02}:{:02}.{:03}",
        ms / 3_600_000,
        ms / 60_000 % 60,
        ms / 1000 % 60,
        ms % 1000
    )
}

/// Text safe in a WebVTT cue (one line already): no `-->`, and `&` `<` `>` escaped.
fn cue_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace("-->", "--&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn action(at_ms: u64, name: &str, actor: Option<&str>) -> Action {
        Action {
            at_ms,
            duration_ms: 120,
            kind: "input",
            name: name.into(),
            actor: actor.map(String::from),
            outcome: Some("ok".into()),
            seq: 1,
        }
    }

    #[test]
    fn webvtt_cues_are_timed_and_escaped() {
        let track = Track {
            recording_id: "rec_1".into(),
            started_at: "2026-12-07T00:00:00.000Z".into(),
            duration_ms: 4_000_000,
            actions: vec![
                action(1_234, "click at 1,2", Some("ci <bot>")),
                action(3_723_456, "key --> 1 chord(s)\nx", None),
            ],
            truncated: false,
        };
        assert_eq!(
            webvtt(&track),
            "WEBVTT\n\n1\n00:00:01.234 --> 00:00:01.734\nclick at 1,2 · ci &lt;bot&gt;\n\n\
             2\n01:02:03.456 --> 01:02:03.956\nkey --&gt; 1 chord(s) x\n"
        );
    }

    #[test]
    fn cues_are_plain_one_line_and_bounded() {
        let mut long = action(2_000, &"é".repeat(400), Some("qa"));
        long.outcome = Some("error".into());
        let track = Track {
            recording_id: "rec_1".into(),
            started_at: "2026-12-07T00:00:00.000Z".into(),
            duration_ms: 10_000,
            actions: vec![action(1_234, "click at 1,2", Some("ci <bot>")), long],
            truncated: true,
        };
        let got = cues(&track);
        assert!(got.truncated);
        assert_eq!(got.cues[0].text, "click at 1,2 · ci <bot>");
        assert_eq!((got.cues[0].start_ms, got.cues[0].end_ms), (1_234, 1_734));
        assert!(got.cues[1].text.len() <= proto::MAX_ACTION_CUE_TEXT);
        assert!(got.cues[1].text.ends_with('…'));
        got.validate().unwrap();
    }

    #[test]
    fn events_are_read_as_actions_and_typed_text_is_never_there() {
        let event = |kind: &str, tool: Option<&str>, action: Option<&str>, detail| Event {
            seq: 1,
            ts: "2026-12-07T00:00:01.000Z".into(),
            kind: kind.into(),
            key_id: None,
            device_id: None,
            tool: tool.map(String::from),
            action: action.map(String::from),
            outcome: None,
            duration_ms: None,
            detail,
            prev_hash: String::new(),
            hash: String::new(),
        };
        let cases = [
            (
                event(
                    "tool_call",
                    Some("input"),
                    Some("click"),
                    serde_json::json!({"device_input": {"x": 5, "y": 7}}),
                ),
                Some(("input", "click at 5,7")),
            ),
            (
                event(
                    "tool_call",
                    Some("input"),
                    Some("type"),
                    serde_json::json!({"chars": 12}),
                ),
                Some(("input", "type 12 characters")),
            ),
            (
                event("tool_call", Some("screenshot"), None, serde_json::json!({})),
                Some(("capture", "screenshot")),
            ),
            (
                event(
                    "tool_call",
                    Some("screen_recording"),
                    Some("stop"),
                    serde_json::json!({}),
                ),
                Some(("tool", "screen_recording stop")),
            ),
            (
                event("viewer_connected", None, None, serde_json::json!({})),
                Some(("viewer", "viewer connected")),
            ),
            (
                event(
                    "viewer_connected",
                    None,
                    None,
                    serde_json::json!({"mode": "control"}),
                ),
                Some(("viewer", "control taken: viewer connected")),
            ),
            (
                event(
                    "viewer_left",
                    None,
                    None,
                    serde_json::json!({"mode": "control"}),
                ),
                Some(("viewer", "control given back: viewer left")),
            ),
            (
                event(
                    "live_input",
                    None,
                    None,
                    serde_json::json!({"clicks": 2, "key_presses": 5, "pointer_events": 40, "peak_per_second": 12}),
                ),
                Some((
                    "input",
                    "live input: 2 click(s), 5 key press(es), 40 pointer event(s), at most 12/s",
                )),
            ),
            (
                event("key_created", None, None, serde_json::json!({})),
                None,
            ),
        ];
        for (e, want) in cases {
            let got = describe(&e);
            assert_eq!(got.as_ref().map(|(k, n)| (*k, n.as_str())), want, "{e:?}");
        }
    }
}
