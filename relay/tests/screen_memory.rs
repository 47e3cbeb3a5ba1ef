//! `get_screenshots` on the relay against a scripted device: the range asked of the device,
//! the answer as lines and WebP images, the scope and the allowlist, a device that lies about
//! its frames, and the memory's state in `list_devices`.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use common::*;
use proto::{
    AgentMessage, Capability, MemoryFrame, MemoryFrames, MemoryReadRequest, MemoryState, Outcome,
    PauseReason, RequestBody, ResponseBody, format_ms,
};
use serde_json::{Value, json};

/// A 1x1 lossless WebP.
const LOSSLESS: &str = "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==";
/// A 1x1 lossy WebP.
const LOSSY: &str = "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA";

fn webp(b64: &str) -> Vec<u8> {
    base64::engine::general_purpose::STANDARD
        .decode(b64)
        .unwrap()
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// A frame at `at_ms` with a picture of `bytes`.
fn frame(at_ms: i64, app: &str, title: &str, bytes: usize) -> MemoryFrame {
    MemoryFrame {
        at_ms,
        display: 0,
        app: app.into(),
        title: title.into(),
        width: 1,
        height: 1,
        bytes: bytes as u32,
        omitted: None,
    }
}

/// The device's answer: `frames` with their pictures one after another.
fn answer(state: MemoryState, matched: u32, frames: Vec<MemoryFrame>, payload: Vec<u8>) -> Answer {
    Answer::Binary(
        Outcome::Ok {
            result: ResponseBody::MemoryFrames(Box::new(MemoryFrames {
                state,
                matched,
                oldest_ms: None,
                frames,
            })),
        },
        payload,
    )
}

/// What the device was asked.
type Asked = Arc<Mutex<Vec<MemoryReadRequest>>>;

/// A device with screen memory (its hello says `state`) answering each read with `reply`
/// to the request; returns the device id, what it was asked and its message sender.
async fn memory_device(
    relay: &Relay,
    state: MemoryState,
    mut reply: impl FnMut(&MemoryReadRequest) -> Answer + Send + 'static,
) -> (
    String,
    Asked,
    tokio::task::JoinHandle<()>,
    tokio::sync::mpsc::UnboundedSender<AgentMessage>,
) {
    let asked: Asked = Arc::default();
    let log = asked.clone();
    let mut hello = hello(vec![Capability::Screenshot, Capability::ScreenMemory]);
    hello.screen_memory = state;
    let (device_id, task, push) = scripted_agent_with(
        relay,
        "memory",
        hello,
        Box::new(move |body| match body {
            RequestBody::MemoryRead(r) => {
                log.lock().unwrap().push(r.clone());
                reply(&r)
            }
            _ => Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no")),
        }),
    )
    .await;
    (device_id, asked, task, push)
}

/// The text of content block `i`.
fn text(result: &Value, i: usize) -> &str {
    result["content"][i]["text"].as_str().unwrap_or("")
}

/// `get_screenshots` of `device_id` with no range (the last minute), by a new key with the
/// tool's scope; its result, which must not be an error.
async fn last_minute(relay: &Relay, device_id: &str) -> Value {
    let key = key(relay, &["get_screenshots"]).await;
    let r = call_result(
        relay,
        &key,
        "get_screenshots",
        json!({"device_id": device_id}),
    )
    .await;
    assert_eq!(r["isError"], json!(false), "{r}");
    r
}

/// The tool-call audit events of `device_id`.
async fn tool_calls(relay: &Relay, device_id: &str) -> Vec<relay_core::audit::Event> {
    events(relay, device_id, "tool_call").await
}

#[tokio::test]
async fn frames_come_back_as_lines_then_webp_images_in_order() {
    let relay = start(|_| {}, |_, _| None).await;
    let (first, second) = (webp(LOSSLESS), webp(LOSSY));
    let payload = [first.clone(), second.clone()].concat();
    let (device_id, asked, _task, _push) = memory_device(&relay, MemoryState::Active, move |r| {
        // Newest last in the payload, but listed newest first: the relay sorts.
        answer(
            MemoryState::Active,
            7,
            vec![
                frame(r.to_ms - 30_000, "firefox", "Docs — Quarterly", first.len()),
                frame(r.to_ms - 10_000, "", "Inbox", second.len()),
            ],
            payload.clone(),
        )
    })
    .await;
    let key = key(&relay, &["get_screenshots"]).await;
    let r = call_result(
        &relay,
        &key,
        "get_screenshots",
        json!({"device_id": device_id, "filter": "FireFox"}),
    )
    .await;
    assert_eq!(r["isError"], json!(false), "{r}");
    let asked = asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 1);
    let request = &asked[0];
    assert_eq!(request.filter.as_deref(), Some("firefox"));
    assert_eq!(request.max_frames, proto::MAX_RETURNED_FRAMES);
    let (at1, at2) = (request.to_ms - 30_000, request.to_ms - 10_000);

    let summary = text(&r, 0);
    assert!(
        summary.contains("7 frame(s) matched, 2 shown (evenly picked"),
        "{summary}"
    );
    assert!(summary.contains("matching \"firefox\""), "{summary}");
    assert!(summary.contains(&format_ms(request.from_ms)), "{summary}");
    assert_eq!(
        text(&r, 1),
        format!("{} · firefox — Docs — Quarterly", format_ms(at1))
    );
    let image = &r["content"][2];
    assert_eq!(image["type"], "image");
    assert_eq!(image["mimeType"], "image/webp");
    assert_eq!(image["data"], LOSSLESS);
    assert_eq!(text(&r, 3), format!("{} · unknown — Inbox", format_ms(at2)));
    assert_eq!(r["content"][4]["data"], LOSSY);
    assert!(r["content"][5].is_null());

    let s = &r["structuredContent"];
    assert_eq!(s["from"], format_ms(request.from_ms));
    assert_eq!(s["to"], format_ms(request.to_ms));
    assert_eq!(s["matched"], 7);
    assert_eq!(s["state"], "active");
    assert_eq!(
        s["frames"],
        json!([
            {"at": format_ms(at1), "display": 0, "app": "firefox", "title": "Docs — Quarterly",
             "width": 1, "height": 1, "bytes": webp(LOSSLESS).len()},
            {"at": format_ms(at2), "display": 0, "app": "", "title": "Inbox",
             "width": 1, "height": 1, "bytes": webp(LOSSY).len()},
        ])
    );

    let calls = tool_calls(&relay, &device_id).await;
    let event = calls.last().unwrap();
    assert_eq!(event.tool.as_deref(), Some("get_screenshots"));
    assert_eq!(event.outcome.as_deref(), Some("ok"));
    let d = &event.detail;
    assert_eq!(d["from"], format_ms(request.from_ms));
    assert_eq!(d["to"], format_ms(request.to_ms));
    assert_eq!(d["images"], 2);
    assert_eq!(d["matched"], 7);
    assert_eq!(d["bytes"], webp(LOSSLESS).len() + webp(LOSSY).len());
    assert_eq!(d["filter_chars"], 7);
    let recorded = d.to_string().to_lowercase();
    for never in ["firefox", "docs", "inbox", LOSSLESS] {
        assert!(!recorded.contains(&never.to_lowercase()), "{never}: {d}");
    }
}

#[tokio::test]
async fn with_no_range_the_device_is_asked_for_the_last_minute() {
    let relay = start(|_| {}, |_, _| None).await;
    let paused = MemoryState::paused(PauseReason::DenylistedWindow);
    let state = paused.clone();
    let (device_id, asked, _task, _push) = memory_device(&relay, paused, move |_| {
        answer(state.clone(), 0, Vec::new(), Vec::new())
    })
    .await;
    let before = now_ms();
    let r = last_minute(&relay, &device_id).await;
    let after = now_ms();
    let request = asked.lock().unwrap()[0].clone();
    assert!(
        (before..=after).contains(&request.to_ms),
        "{before} {request:?} {after}"
    );
    assert_eq!(request.from_ms, request.to_ms - proto::DEFAULT_RANGE_MS);
    assert_eq!(request.filter, None);
    // Nothing matched: said with the range and the memory's state, not as an error.
    let said = text(&r, 0);
    assert!(said.starts_with("No frames from "), "{said}");
    assert!(said.contains(&format_ms(request.from_ms)), "{said}");
    assert!(
        said.contains("paused: a denylisted window has the focus"),
        "{said}"
    );
    assert_eq!(r["structuredContent"]["state"], "paused");
    assert_eq!(r["structuredContent"]["reason"], "denylisted_window");
    assert_eq!(r["structuredContent"]["frames"], json!([]));
    let event = tool_calls(&relay, &device_id).await.pop().unwrap();
    assert_eq!(event.detail["result"], "none_matched");
    assert_eq!(event.detail["filter_chars"], Value::Null);
}

#[tokio::test]
async fn a_range_older_than_the_memory_never_reaches_the_device() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, asked, _task, _push) = memory_device(&relay, MemoryState::Active, |_| {
        answer(MemoryState::Active, 0, Vec::new(), Vec::new())
    })
    .await;
    let key = key(&relay, &["get_screenshots"]).await;
    let now = now_ms();
    let (from, to) = (
        format_ms(now - 20 * 60_000),
        format_ms(now - proto::RETENTION_MS - 60_000),
    );
    let r = call_result(
        &relay,
        &key,
        "get_screenshots",
        json!({"device_id": device_id, "from": from, "to": to}),
    )
    .await;
    assert_eq!(r["isError"], json!(false), "{r}");
    let said = text(&r, 0);
    assert!(said.contains("keeps only the last 10 minutes"), "{said}");
    assert!(said.contains(&from) && said.contains(&to), "{said}");
    assert!(asked.lock().unwrap().is_empty(), "the device was asked");
    assert_eq!(r["structuredContent"]["note"], "older_than_memory");
    let event = tool_calls(&relay, &device_id).await.pop().unwrap();
    assert_eq!(event.detail["result"], "older_than_memory");

    // A range reaching further back starts ten minutes ago.
    let r = call_result(
        &relay,
        &key,
        "get_screenshots",
        json!({"device_id": device_id, "from": from}),
    )
    .await;
    assert_eq!(r["isError"], json!(false), "{r}");
    let request = asked.lock().unwrap()[0].clone();
    assert!(request.from_ms >= now - proto::RETENTION_MS, "{request:?}");
    assert!(
        request.to_ms - request.from_ms <= proto::RETENTION_MS,
        "{request:?}"
    );
    let said = text(&r, 0);
    assert!(said.contains(&format!("not at the {from} asked")), "{said}");
}

#[tokio::test]
async fn bad_arguments_name_their_field() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, asked, _task, _push) = memory_device(&relay, MemoryState::Active, |_| {
        answer(MemoryState::Active, 0, Vec::new(), Vec::new())
    })
    .await;
    let key = key(&relay, &["get_screenshots"]).await;
    let now = now_ms();
    for (field, args) in [
        ("from", json!({"device_id": device_id, "from": "yesterday"})),
        ("to", json!({"device_id": device_id, "to": "12:00"})),
        (
            "from",
            json!({"device_id": device_id, "from": format_ms(now - 1000), "to": format_ms(now - 2000)}),
        ),
        ("filter", json!({"device_id": device_id, "filter": ""})),
        (
            "filter",
            json!({"device_id": device_id, "filter": "x".repeat(proto::MAX_FILTER_CHARS + 1)}),
        ),
        ("filter", json!({"device_id": device_id, "filter": 3})),
        ("device_id", json!({"device_id": "no spaces"})),
        ("device_id", json!({})),
    ] {
        let (is_error, _, said) = call(&relay, &key, "get_screenshots", args.clone()).await;
        assert!(is_error, "{args}: {said}");
        assert!(said.contains(field), "{field}: {said}");
    }
    assert!(asked.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_device_without_screen_memory_says_why() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, _task) = scripted_agent(
        &relay,
        "plain",
        vec![Capability::Screenshot],
        Box::new(|_| Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no"))),
    )
    .await;
    let key = key(&relay, &["get_screenshots"]).await;
    let (is_error, _, said) = call(
        &relay,
        &key,
        "get_screenshots",
        json!({"device_id": device_id}),
    )
    .await;
    assert!(is_error, "{said}");
    assert!(said.contains("keeps no screen memory"), "{said}");
    assert!(said.contains("--screen-memory"), "{said}");
}

#[tokio::test]
async fn the_scope_and_the_allowlist_gate_the_tool() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, asked, _task, _push) = memory_device(&relay, MemoryState::Active, |_| {
        answer(MemoryState::Active, 0, Vec::new(), Vec::new())
    })
    .await;
    let with = key(&relay, &["get_screenshots"]).await;
    let names = |k: &relay_core::access::keys::ApiKey| -> Vec<String> {
        relay::tools::list_for(&k.grants())
            .into_iter()
            .map(|t| t.name.to_string())
            .collect()
    };
    assert_eq!(names(&with), ["get_screenshots"]);
    let without = key(&relay, &["screenshot", "list_devices"]).await;
    assert!(!names(&without).contains(&"get_screenshots".to_string()));
    let (is_error, _, said) = call(
        &relay,
        &without,
        "get_screenshots",
        json!({"device_id": device_id}),
    )
    .await;
    assert!(is_error);
    assert!(said.contains("lacks scope \"get_screenshots\""), "{said}");

    // A device outside the allowlist reads as one that does not exist.
    let elsewhere = key_with_secret(&relay, &["get_screenshots"], &["someone-else"])
        .await
        .key;
    let (is_error, _, disallowed) = call(
        &relay,
        &elsewhere,
        "get_screenshots",
        json!({"device_id": device_id}),
    )
    .await;
    assert!(is_error);
    let (is_error, _, unknown) = call(
        &relay,
        &elsewhere,
        "get_screenshots",
        json!({"device_id": "d_nonexistent"}),
    )
    .await;
    assert!(is_error);
    assert_eq!(
        disallowed.replace(&device_id, "ID"),
        unknown.replace("d_nonexistent", "ID")
    );
    assert!(asked.lock().unwrap().is_empty());
    let denied = tool_calls(&relay, &device_id).await;
    assert!(
        denied
            .iter()
            .all(|e| e.outcome.as_deref() == Some("denied")),
        "{denied:?}"
    );
}

/// One lie of a hostile device, made from the request it answers.
type Lie = Box<dyn Fn(&MemoryReadRequest) -> Answer + Send>;

#[tokio::test]
async fn a_lying_device_is_refused_cleanly_and_the_relay_keeps_serving() {
    let relay = start(|_| {}, |_, _| None).await;
    let good = webp(LOSSLESS);
    let n = good.len();
    let inside = |r: &MemoryReadRequest| r.to_ms - 1_000;
    let g = good.clone();
    let five: Lie = Box::new(move |r| {
        let frames = (0..5).map(|_| frame(inside(r), "a", "b", n)).collect();
        answer(MemoryState::Active, 5, frames, g.repeat(5))
    });
    let g = good.clone();
    let short_payload: Lie = Box::new(move |r| {
        answer(
            MemoryState::Active,
            1,
            vec![frame(inside(r), "a", "b", n + 10)],
            g.clone(),
        )
    });
    let huge = proto::MAX_IMAGE_BYTES as usize + 1;
    let g = good.clone();
    let too_large: Lie = Box::new(move |r| {
        let mut picture = g.clone();
        picture.resize(huge, 0);
        answer(
            MemoryState::Active,
            1,
            vec![frame(inside(r), "a", "b", huge)],
            picture,
        )
    });
    let not_webp: Lie = Box::new(move |r| {
        let png = b"\x89PNG\r\n\x1a\n0000000000000000000000".to_vec();
        let len = png.len();
        answer(
            MemoryState::Active,
            1,
            vec![frame(inside(r), "a", "b", len)],
            png,
        )
    });
    let g = good.clone();
    let long_title: Lie = Box::new(move |r| {
        let title = format!("secret-title{}", "x".repeat(2048));
        answer(
            MemoryState::Active,
            1,
            vec![frame(inside(r), "a", &title, n)],
            g.clone(),
        )
    });
    let g = good.clone();
    let out_of_range: Lie = Box::new(move |r| {
        answer(
            MemoryState::Active,
            2,
            vec![
                frame(r.from_ms - 5 * 60_000, "old", "stale", n),
                frame(inside(r), "now", "fresh", n),
            ],
            g.repeat(2),
        )
    });
    let g = good.clone();
    let honest: Lie = Box::new(move |r| {
        answer(
            MemoryState::Active,
            1,
            vec![frame(inside(r), "a", "b", n)],
            g.clone(),
        )
    });
    let mut lies = vec![
        five,
        short_payload,
        too_large,
        not_webp,
        long_title,
        out_of_range,
        honest,
    ]
    .into_iter();
    let (device_id, _asked, _task, _push) = memory_device(&relay, MemoryState::Active, move |r| {
        (lies.next().unwrap())(r)
    })
    .await;
    let key = key(&relay, &["get_screenshots"]).await;
    let args = json!({"device_id": device_id});
    for (lie, names) in [
        ("five frames", "5 frames, at most 4"),
        ("sizes over the payload", "but a payload of"),
        (
            "a picture over the cap",
            "frames[0].bytes: 1048577, at most 1048576",
        ),
        ("not a WebP", "frames[0]: the picture is not a WebP"),
        ("a 2 KB title", "frames[0].title: 2060 bytes, at most 1024"),
    ] {
        let (is_error, structured, said) =
            call(&relay, &key, "get_screenshots", args.clone()).await;
        assert!(is_error, "{lie}: {said}");
        assert!(
            said.starts_with("the device sent a malformed answer"),
            "{lie}: {said}"
        );
        assert!(said.contains(names), "{lie}: {said}");
        assert!(structured.is_null(), "{lie}: {structured}");
    }
    let audited = tool_calls(&relay, &device_id).await;
    assert!(
        !format!("{audited:?}").contains("secret-title"),
        "a title reached the audit"
    );

    // A frame of another time is dropped, never shown; the rest stands.
    let r = call_result(&relay, &key, "get_screenshots", args.clone()).await;
    assert_eq!(r["isError"], json!(false), "{r}");
    let all = r.to_string();
    assert!(!all.contains("stale"), "{all}");
    assert!(
        text(&r, 0).contains("1 frame(s) the device dated outside"),
        "{all}"
    );
    assert!(text(&r, 1).ends_with("now — fresh"), "{all}");
    assert_eq!(
        r["structuredContent"]["frames"].as_array().unwrap().len(),
        1
    );

    // Still connected and served.
    assert!(relay.state.hub().get(&device_id).is_some());
    let r = call_result(&relay, &key, "get_screenshots", args).await;
    assert_eq!(r["isError"], json!(false), "{r}");
    assert_eq!(r["content"][2]["mimeType"], "image/webp");
}

#[tokio::test]
async fn an_omitted_picture_is_named_with_its_reason() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, _asked, _task, _push) = memory_device(&relay, MemoryState::Active, |r| {
        let mut big = frame(r.to_ms - 500, "gimp", "poster.xcf", 0);
        big.omitted = Some("its 1.5 MiB picture is over the 1 MiB cap".into());
        answer(MemoryState::Active, 1, vec![big], Vec::new())
    })
    .await;
    let r = last_minute(&relay, &device_id).await;
    assert!(text(&r, 1).ends_with(" · gimp — poster.xcf"), "{r}");
    assert_eq!(
        text(&r, 2),
        "picture not sent: its 1.5 MiB picture is over the 1 MiB cap"
    );
    assert!(r["content"][3].is_null(), "{r}");
    assert_eq!(
        r["structuredContent"]["frames"][0]["omitted"],
        "its 1.5 MiB picture is over the 1 MiB cap"
    );
    let event = tool_calls(&relay, &device_id).await.pop().unwrap();
    assert_eq!(
        (
            event.detail["images"].clone(),
            event.detail["omitted"].clone()
        ),
        (json!(0), json!(1))
    );
}

#[tokio::test]
async fn list_devices_shows_the_memory_state_and_its_changes() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, _asked, _task, push) = memory_device(&relay, MemoryState::Active, |_| {
        answer(MemoryState::Active, 0, Vec::new(), Vec::new())
    })
    .await;
    let (offline, _) = device(&relay, "offline").await;
    let key = key(&relay, &["list_devices"]).await;
    let entry = |id: String| {
        let relay = &relay;
        let key = &key;
        async move {
            let (is_error, s, said) =
                call(relay, key, "list_devices", json!({"device_id": id})).await;
            assert!(!is_error, "{said}");
            (s["devices"][0].clone(), said)
        }
    };
    let (online, said) = entry(device_id.clone()).await;
    assert_eq!(online["screen_memory"], json!({"state": "active"}));
    assert!(said.contains("screen_memory=active"), "{said}");
    let (gone, said) = entry(offline).await;
    assert!(gone.get("screen_memory").is_none(), "{gone}");
    assert!(!said.contains("screen_memory"), "{said}");

    // Each pause passes through as the device says it (the owner's with its end), in a word
    // on the line and as the device's object in the structured result.
    let until = now_ms() + 30 * 60_000;
    let pauses = [
        (
            MemoryState::paused(PauseReason::DenylistedWindow),
            json!({"state": "paused", "reason": "denylisted_window"}),
            "paused(denylisted_window)",
        ),
        (
            MemoryState::Paused {
                reason: PauseReason::Owner,
                until_ms: Some(until),
            },
            json!({"state": "paused", "reason": "owner", "until_ms": until}),
            "paused(owner)",
        ),
        (
            MemoryState::paused(PauseReason::DenylistedWindowShown),
            json!({"state": "paused", "reason": "denylisted_window_shown"}),
            "paused(denylisted_window_shown)",
        ),
    ];
    for (state, shown, word) in pauses {
        push.send(AgentMessage::MemoryState(state)).unwrap();
        let said = eventually(Duration::from_secs(5), word, || {
            let fetch = entry(device_id.clone());
            let shown = shown.clone();
            async move {
                let (e, said) = fetch.await;
                (e["screen_memory"] == shown).then_some(said)
            }
        })
        .await;
        assert!(said.contains(&format!("screen_memory={word}")), "{said}");
    }
}

#[tokio::test]
async fn the_owners_pause_is_said_with_its_end() {
    let relay = start(|_| {}, |_, _| None).await;
    let until = now_ms() + 2 * 3_600_000;
    let paused = MemoryState::Paused {
        reason: PauseReason::Owner,
        until_ms: Some(until),
    };
    let state = paused.clone();
    let (device_id, _asked, _task, _push) = memory_device(&relay, paused, move |_| {
        answer(state.clone(), 0, Vec::new(), Vec::new())
    })
    .await;
    let r = last_minute(&relay, &device_id).await;
    let said = text(&r, 0);
    assert!(
        said.contains(&format!(
            "The memory is paused by the device's owner until {} (nothing is captured while it is paused).",
            format_ms(until)
        )),
        "{said}"
    );
    assert_eq!(r["structuredContent"]["state"], "paused");
    assert_eq!(r["structuredContent"]["reason"], "owner");
    assert_eq!(r["structuredContent"]["until_ms"], until);
}
