//! The MCP tasks extension over the 2026-07-28 revision, spoken as raw JSON-RPC (the Python
//! SDK's client does not implement the extension yet): a long call from a client that
//! declares the extension is a task whose result `tasks/get` gives, the same call from one
//! that does not is answered as before, and a task is its caller's alone.

#![allow(clippy::unwrap_used)]

use crate::common;

use serde_json::{Value, json};

const VERSION: &str = "2026-07-28";

/// `method` with `params` on `/mcp` as a 2026-07-28 client, declaring the tasks extension
/// when `tasks`; the JSON-RPC answer.
async fn rpc(
    relay: &common::Relay,
    secret: &str,
    method: &str,
    mut params: Value,
    tasks: bool,
) -> Value {
    let capabilities = if tasks {
        json!({"extensions": {"io.modelcontextprotocol/tasks": {}}})
    } else {
        json!({})
    };
    params["_meta"] = json!({
        "io.modelcontextprotocol/protocolVersion": VERSION,
        "io.modelcontextprotocol/clientInfo": {"name": "tasks-test", "version": "0"},
        "io.modelcontextprotocol/clientCapabilities": capabilities,
    });
    // The revision's standard headers: the method, and the name a request is about (a tool's
    // name, a task's id), so that a middlebox routes without reading the body.
    let name = params["name"]
        .as_str()
        .or(params["taskId"].as_str())
        .map(str::to_string);
    let mut r = relay
        .client
        .post(format!("{}/mcp", relay.base))
        .bearer_auth(secret)
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", VERSION)
        .header("mcp-method", method);
    if let Some(name) = name {
        r = r.header("mcp-name", name);
    }
    let r = r
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}))
        .send()
        .await
        .unwrap();
    let status = r.status();
    let text = r.text().await.unwrap();
    let answer: Value =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{method}: {status} {text}"));
    // Refusals of the protocol itself may come as HTTP 400, always with a JSON-RPC error.
    assert!(
        status == 200 || answer["error"].is_object(),
        "{method}: {status} {text}"
    );
    answer
}

#[tokio::test]
async fn a_long_call_is_a_task_for_clients_that_ask_and_a_result_for_others() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let key = common::key_with_secret(&relay, &["video_frames"], &["*"]).await;
    let dir = common::temp_dir("tasks");
    let (status, body) = common::upload_video(
        &relay,
        &key.secret,
        common::flicker_clip(dir.path()),
        &[("content-type", "video/mp4")],
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let video = serde_json::from_str::<Value>(&body).unwrap()["artifact_id"]
        .as_str()
        .unwrap()
        .to_string();
    let call = json!({"name": "video_frames", "arguments": {"video": video, "max_frames": 4}});

    // The server says it offers the extension.
    let discovered = rpc(&relay, &key.secret, "server/discover", json!({}), true).await;
    assert!(
        discovered
            .to_string()
            .contains("io.modelcontextprotocol/tasks"),
        "{discovered}"
    );

    // Without the extension: today's answer.
    let plain = rpc(&relay, &key.secret, "tools/call", call.clone(), false).await;
    assert_eq!(plain["result"]["isError"], json!(false), "{plain}");
    assert!(plain["result"]["content"].as_array().unwrap().len() > 1);

    // With it: a task, then its result through tasks/get.
    let created = rpc(&relay, &key.secret, "tools/call", call, true).await;
    assert_eq!(created["result"]["resultType"], "task", "{created}");
    let id = created["result"]["taskId"].as_str().unwrap().to_string();
    assert_eq!(created["result"]["status"], "working");
    let done = common::eventually(
        std::time::Duration::from_secs(30),
        "the task to complete",
        || {
            let (relay, secret, id) = (&relay, key.secret.clone(), id.clone());
            async move {
                let got = rpc(relay, &secret, "tasks/get", json!({"taskId": id}), true).await;
                (got["result"]["status"] == "completed").then_some(got)
            }
        },
    )
    .await;
    let result = &done["result"]["result"];
    assert_eq!(result["isError"], json!(false), "{done}");
    assert_eq!(
        result["content"].as_array().unwrap().len(),
        plain["result"]["content"].as_array().unwrap().len()
    );
    // Both calls are audited, as any call is.
    assert_eq!(
        common::events_where(&relay, None, "tool_call").await.len(),
        2
    );

    // Another key's: unknown. Without declaring the extension: refused by the protocol.
    let other = common::key_with_secret(&relay, &["video_frames"], &["*"]).await;
    let theirs = rpc(
        &relay,
        &other.secret,
        "tasks/get",
        json!({"taskId": id}),
        true,
    )
    .await;
    assert!(
        theirs["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no such task"),
        "{theirs}"
    );
    let undeclared = rpc(
        &relay,
        &key.secret,
        "tasks/get",
        json!({"taskId": id}),
        false,
    )
    .await;
    assert!(undeclared["error"].is_object(), "{undeclared}");
    assert!(
        rpc(
            &relay,
            &other.secret,
            "tasks/cancel",
            json!({"taskId": id}),
            true
        )
        .await["error"]
            .is_object()
    );
    assert!(
        rpc(
            &relay,
            &key.secret,
            "tasks/cancel",
            json!({"taskId": id}),
            true
        )
        .await["error"]
            .is_null()
    );
    // A short call stays a call, declared or not.
    let short = rpc(&relay, &key.secret, "tools/list", json!({}), true).await;
    assert!(short["result"]["tools"].is_array(), "{short}");
}

#[tokio::test]
async fn a_recording_stop_runs_until_ready_and_a_cancel_ends_it() {
    let relay = common::start(|_| {}, |_, _| None).await;
    // A device whose recording, once stopped, stays `uploading` (its file never arrives).
    let (device, stops, _agent) = common::recording_agent(&relay).await;
    let key = common::key_with_secret(&relay, &["screen_recording"], &["*"]).await;
    let call = |action: &str| json!({"name": "screen_recording", "arguments": {"device_id": device, "action": action, "file": {"enabled": true}}});
    let started = rpc(&relay, &key.secret, "tools/call", call("start"), true).await;
    assert_eq!(
        started["result"]["isError"],
        json!(false),
        "a start is not a task: {started}"
    );
    let created = rpc(&relay, &key.secret, "tools/call", call("stop"), true).await;
    assert_eq!(created["result"]["resultType"], "task", "{created}");
    let id = created["result"]["taskId"].as_str().unwrap().to_string();
    let get = || {
        let (relay, secret, id) = (&relay, key.secret.clone(), id.clone());
        async move { rpc(relay, &secret, "tasks/get", json!({"taskId": id}), true).await }
    };
    // Stopped on the device, and still working: the file is not ready.
    common::eventually(
        std::time::Duration::from_secs(10),
        "the device to be told to stop",
        || async { (*stops.lock().unwrap() == 1).then_some(()) },
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    assert_eq!(get().await["result"]["status"], "working");
    // A cancel, sent as any replica would take it, ends it within a poll.
    let cancelled = rpc(
        &relay,
        &key.secret,
        "tasks/cancel",
        json!({"taskId": id}),
        true,
    )
    .await;
    assert!(cancelled["error"].is_null(), "{cancelled}");
    let ended = common::eventually(
        std::time::Duration::from_secs(10),
        "the task to end",
        || async {
            let got = get().await;
            (got["result"]["status"] != "working").then_some(got)
        },
    )
    .await;
    assert_eq!(ended["result"]["status"], "cancelled", "{ended}");
    assert_eq!(ended["result"]["statusMessage"], "cancelled by its caller");
}
