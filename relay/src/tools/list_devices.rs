//! `list_devices`: the devices a key may use, merged from the database (enrolment, last
//! seen) and the hub (what a connected agent reported).

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
    if let Some(id) = &args.device_id {
        proto::validate_device_id(id)?;
    }
    let grants = ctx.key.grants();
    let all = devices::list(ctx.state.db()).await?;
    let visible: Vec<_> = all
        .into_iter()
        .filter(|d| grants.allows_device(&d.id, &d.name, &d.labels))
        .filter(|d| args.device_id.as_ref().is_none_or(|id| &d.id == id))
        .collect();
    if let Some(id) = &args.device_id
        && visible.is_empty()
    {
        ctx.device_id = Some(id.clone());
        return Err(ToolError::error(format!(
            "no device {id} that this key may use"
        )));
    }
    let include_windows = args.include_windows.unwrap_or(false);
    let mut entries = Vec::with_capacity(visible.len());
    let mut window_requests = Vec::new();
    for (i, d) in visible.iter().enumerate() {
        let conn = ctx.state.hub().get(&d.id);
        let mut entry = json!({
            "id": d.id,
            "name": d.name,
            "labels": d.labels,
            "online": conn.is_some(),
            "offline_since": if conn.is_some() { Value::Null } else { json!(d.last_seen_at) },
        });
        if let Some(c) = &conn {
            let hello = &c.hello;
            entry["display_name"] = json!(hello.display_name);
            entry["platform"] = json!(hello.platform);
            entry["displays"] = json!(hello.displays);
            entry["capabilities"] = json!(hello.capabilities);
            entry["agent_version"] = json!(hello.agent_version);
            entry["connected_at"] = json!(c.connected_at);
            if include_windows && c.has(proto::Capability::Windows) {
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
    let online = entries
        .iter()
        .filter(|e| e["online"] == json!(true))
        .count();
    let summary = format!("{} device(s), {online} online", entries.len());
    let structured = json!({ "devices": entries });
    let text = serde_json::to_string(&structured).unwrap_or_default();
    Ok(Done {
        content: vec![ContentBlock::text(text)],
        structured: Some(structured),
        detail: json!({"devices": entries.len(), "summary": summary}),
    })
}
