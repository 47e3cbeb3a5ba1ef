//! `list_devices`: the devices a key may use, merged from the database (enrolment, last
//! seen) and the hub (what a connected agent reported), a page at a time, with each
//! device's live session (none, waiting_for_viewer or viewer_connected).
//!
//! The structured result carries every field; the text a model reads is one compact line a
//! device, since a fleet's full JSON would cost a model thousands of tokens per call.

use std::fmt::Write as _;
use std::time::Duration;

use proto::{ListDevicesArgs, RequestBody, ResponseBody};
use rmcp::model::{ContentBlock, JsonObject};
use serde_json::{Value, json};

use super::{CallCtx, Done, ToolError, parse_args};
use crate::devices;

/// How long each device gets to list its windows.
const WINDOWS_TIMEOUT: Duration = Duration::from_secs(5);

/// Run the tool.
pub async fn run(ctx: &mut CallCtx<'_>, args: Option<JsonObject>) -> Result<Done, ToolError> {
    let args: ListDevicesArgs = parse_args(args)?;
    let spec = args.validate()?;
    let grants = ctx.key.grants();
    let hub = ctx.state.hub();
    let all = devices::list(ctx.state.db()).await?;
    let visible: Vec<_> = all
        .into_iter()
        .filter(|d| grants.allows_device(&d.id, &d.name, &d.labels))
        .filter(|d| spec.device_id.as_ref().is_none_or(|id| &d.id == id))
        .filter(|d| !spec.online_only || hub.get(&d.id).is_some())
        .collect();
    if let Some(id) = &spec.device_id {
        ctx.device_id = Some(id.clone());
        if visible.is_empty() {
            return Err(ToolError::error(format!(
                "no device {id} that this key may use"
            )));
        }
    }
    let total = visible.len();
    let page: Vec<_> = visible
        .into_iter()
        .skip(spec.offset)
        .take(spec.limit)
        .collect();
    let next_offset = (spec.offset + page.len() < total).then_some(spec.offset + page.len());

    // One query for the whole page: the sessions that are not over.
    let live: std::collections::HashMap<String, Value> = crate::live::session::all_active(
        ctx.state.db(),
    )
    .await?
    .into_iter()
    .map(|s| {
        let view = super::live_channel::describe(&s);
        (
            s.device_id,
            json!({"state": view["state"], "mode": view["mode"], "expires_at": view["expires_at"]}),
        )
    })
    .collect();
    let mut entries = Vec::with_capacity(page.len());
    let mut window_requests = Vec::new();
    for (i, d) in page.iter().enumerate() {
        let conn = hub.get(&d.id);
        let mut entry = json!({
            "id": d.id,
            "name": d.name,
            "labels": d.labels,
            "online": conn.is_some(),
            "offline_since": if conn.is_some() { Value::Null } else { json!(d.last_seen_at) },
            "live": live.get(&d.id).cloned().unwrap_or_else(|| json!({"state": "none"})),
        });
        if let Some(c) = &conn {
            let hello = &c.hello;
            entry["display_name"] = json!(hello.display_name);
            entry["platform"] = json!(hello.platform);
            entry["displays"] = json!(hello.displays);
            entry["capabilities"] = json!(hello.capabilities);
            entry["agent_version"] = json!(hello.agent_version);
            entry["connected_at"] = json!(c.connected_at);
            if spec.include_windows && c.has(proto::Capability::Windows) {
                let c = c.clone();
                window_requests.push(async move {
                    (i, c.request(RequestBody::Describe, WINDOWS_TIMEOUT).await)
                });
            }
        }
        entries.push(entry);
    }
    for (i, result) in futures_util::future::join_all(window_requests).await {
        match result {
            Ok((ResponseBody::Describe { displays, windows }, _)) => {
                entries[i]["displays"] = json!(displays);
                entries[i]["windows"] = json!(windows);
            }
            Ok(_) => entries[i]["windows_error"] = json!("unexpected answer"),
            Err(e) => entries[i]["windows_error"] = json!(e.to_string()),
        }
    }
    let text = summary(&entries, total, spec.offset, next_offset);
    let structured = json!({ "devices": entries, "total": total, "offset": spec.offset, "next_offset": next_offset });
    Ok(Done {
        content: vec![ContentBlock::text(text)],
        structured: Some(structured),
        detail: json!({"devices": page.len(), "total": total}),
    })
}

/// One line a device (and a line a window), for a model to read.
fn summary(entries: &[Value], total: usize, offset: usize, next_offset: Option<usize>) -> String {
    let mut out = String::new();
    let shown = entries.len();
    let _ = writeln!(
        out,
        "{shown} of {total} device(s) this key may use (from #{offset}):"
    );
    for e in entries {
        let s = |k: &str| e[k].as_str().unwrap_or("").to_string();
        let state = if e["online"] == json!(true) {
            let displays: Vec<String> = e["displays"]
                .as_array()
                .map(|ds| {
                    ds.iter()
                        .map(|d| format!("{}:{}x{}", d["id"], d["width"], d["height"]))
                        .collect()
                })
                .unwrap_or_default();
            format!(
                "online, {} {}, displays {}",
                e["platform"]["os"].as_str().unwrap_or("?"),
                e["platform"]["backend"].as_str().unwrap_or("?"),
                displays.join(" ")
            )
        } else {
            format!(
                "offline since {}",
                e["offline_since"]
                    .as_str()
                    .unwrap_or("enrolment (never connected)")
            )
        };
        let labels = e["labels"]
            .as_array()
            .map(|l| {
                l.iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .unwrap_or_default();
        let live = match e["live"]["state"].as_str() {
            Some("none") | None => String::new(),
            Some(state) => format!(
                " live={state} mode={} until {}",
                e["live"]["mode"].as_str().unwrap_or("?"),
                e["live"]["expires_at"].as_str().unwrap_or("?")
            ),
        };
        let _ = writeln!(
            out,
            "- {} name={} labels=[{labels}] {state}{live}",
            s("id"),
            s("name")
        );
        if let Some(windows) = e["windows"].as_array() {
            for w in windows {
                let _ = writeln!(
                    out,
                    "    window {} {:?} class={} pid={} {}x{} at {},{}{}",
                    w["id"],
                    w["title"].as_str().unwrap_or(""),
                    w["class"].as_str().unwrap_or("-"),
                    w["pid"],
                    w["width"],
                    w["height"],
                    w["x"],
                    w["y"],
                    if w["focused"] == json!(true) {
                        " focused"
                    } else {
                        ""
                    }
                );
            }
        }
        if let Some(err) = e["windows_error"].as_str() {
            let _ = writeln!(out, "    windows unavailable: {err}");
        }
    }
    if let Some(next) = next_offset {
        let _ = writeln!(out, "more: call again with offset={next}");
    }
    out
}
