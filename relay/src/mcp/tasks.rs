//! The MCP tasks extension (`io.modelcontextprotocol/tasks`) for the long tools: a client that
//! declares it gets, for such a call, a task id at once instead of a request held open (a
//! `video_frames` read of a large file, a `screen_watch` stop, a `screen_recording` stop that
//! runs until the file is `ready`), and polls `tasks/get` for the result; a client that does
//! not declare it is answered as before.
//!
//! The call runs on the replica that took it, through the same `tools::call` (scope check,
//! audit) as any other; its state and its result are rows of `mcp_tasks` (migration 0019), so
//! `tasks/get` and `tasks/cancel` are answered by whichever replica a request lands on, with no
//! session and no sticky routing. A cancel is a mark in the row, which the running replica
//! reads every [`POLL`] and turns into the call's cancellation (a capture stops early, like a
//! caller hanging up). A task belongs to the key or grant that made it: another caller's task
//! id reads as unknown. Tasks are kept [`TTL`], then swept.

use std::time::Duration;

use rmcp::ErrorData;
use rmcp::model::{
    CallToolResult, DetailedTask, GetTaskResult, JsonObject, Task, TaskPayload, TaskStatus,
};
use sqlx::Row;
use tokio_util::sync::CancellationToken;

use crate::state::AppState;
use relay_core::access::keys::ApiKey;
use relay_core::store::{Db, DbError, time};

/// How long a task and its result are kept.
pub(crate) const TTL: Duration = Duration::from_secs(3600);
/// How often the running replica looks for a cancel, and what clients are told to poll at.
const POLL: Duration = Duration::from_secs(1);
/// How long a recording stop's task waits for the file to be `ready`.
const READY_WITHIN: Duration = Duration::from_secs(15 * 60);

/// Whether a call of `tool` with `args` is long enough to be a task.
pub(crate) fn is_long(tool: &str, args: Option<&JsonObject>) -> bool {
    let action = args.and_then(|a| a.get("action")).and_then(|v| v.as_str());
    match tool {
        "video_frames" => true,
        "screen_watch" | "screen_recording" => action == Some("stop"),
        _ => false,
    }
}

fn unknown() -> ErrorData {
    ErrorData::invalid_params(
        "tasks: no such task of this caller (unknown, another's, or older than an hour)",
        None,
    )
}

fn unavailable(e: DbError) -> ErrorData {
    tracing::error!(error = %e, "task table unavailable");
    ErrorData::internal_error("relay database unavailable, retry", None)
}

fn task_of(
    id: &str,
    status: TaskStatus,
    message: Option<String>,
    created: &str,
    updated: &str,
) -> Task {
    let mut task = Task::new(id, status, created, updated)
        .with_ttl_ms(TTL.as_millis() as u64)
        .with_poll_interval_ms(POLL.as_millis() as u64);
    if let Some(m) = message {
        task = task.with_status_message(m);
    }
    task
}

/// Start `tool` with `args` for `key` as a task: its row, then the call on this replica.
pub(crate) async fn start(
    state: &AppState,
    key: &ApiKey,
    tool: &str,
    args: Option<JsonObject>,
) -> Result<Task, ErrorData> {
    let db = state.db();
    let now = time::now();
    let stamp = time::format(now);
    sqlx::query("DELETE FROM mcp_tasks WHERE expires_at <= $1")
        .bind(&stamp)
        .execute(db.pool())
        .await
        .map_err(|e| unavailable(e.into()))?;
    let id = relay_core::access::secret::generate("tk_");
    sqlx::query(
        "INSERT INTO mcp_tasks (id, principal, tool, status, created_at, updated_at, expires_at) \
         VALUES ($1, $2, $3, 'working', $4, $4, $5)",
    )
    .bind(&id)
    .bind(&key.id)
    .bind(tool)
    .bind(&stamp)
    .bind(time::format(now + TTL))
    .execute(db.pool())
    .await
    .map_err(|e| unavailable(e.into()))?;
    let (state2, key, tool2, id2) = (state.clone(), key.clone(), tool.to_string(), id.clone());
    // Tracked like a socket, so a draining relay lets a task finish before it exits.
    state
        .sockets()
        .spawn(async move { run(state2, key, tool2, args, id2).await });
    Ok(task_of(&id, TaskStatus::Working, None, &stamp, &stamp))
}

async fn run(state: AppState, key: ApiKey, tool: String, args: Option<JsonObject>, id: String) {
    let cancel = CancellationToken::new();
    let watcher = {
        let (db, id, cancel) = (state.db().clone(), id.clone(), cancel.clone());
        let shutdown = state.shutdown().clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = tokio::time::sleep(POLL) => {}
                    () = shutdown.cancelled() => { cancel.cancel(); return; }
                }
                if cancel_requested(&db, &id).await.unwrap_or(false) {
                    cancel.cancel();
                    return;
                }
            }
        })
    };
    let mut result =
        crate::tools::call(&state, &key, &tool, args.clone(), cancel.clone(), None).await;
    if tool == "screen_recording" && result.is_error != Some(true) && !cancel.is_cancelled() {
        result = until_ready(&state, &key, args, &cancel)
            .await
            .unwrap_or(result);
    }
    watcher.abort();
    let (status, message) = if cancel.is_cancelled() {
        let why = if state.shutdown().is_cancelled() {
            "the relay stopped"
        } else {
            "cancelled by its caller"
        };
        ("cancelled", Some(why))
    } else {
        ("completed", None)
    };
    let body = serde_json::to_string(&result).unwrap_or_default();
    let stored = sqlx::query(
        "UPDATE mcp_tasks SET status = $1, status_message = $2, result = $3, updated_at = $4 WHERE id = $5",
    )
    .bind(status)
    .bind(message)
    .bind(body)
    .bind(time::format(time::now()))
    .bind(&id)
    .execute(state.db().pool())
    .await;
    if let Err(e) = stored {
        tracing::error!(error = %e, task = %id, "cannot store a task's result");
    }
}

/// After a recording's stop: its status, asked every few seconds until the file is `ready`
/// (or `failed`), which is what a client of a recording wants to wait for.
async fn until_ready(
    state: &AppState,
    key: &ApiKey,
    args: Option<JsonObject>,
    cancel: &CancellationToken,
) -> Option<CallToolResult> {
    let mut status_args = JsonObject::new();
    status_args.insert("device_id".into(), args?.get("device_id")?.clone());
    status_args.insert("action".into(), "status".into());
    let deadline = tokio::time::Instant::now() + READY_WITHIN;
    loop {
        let r = crate::tools::call(
            state,
            key,
            "screen_recording",
            Some(status_args.clone()),
            cancel.clone(),
            None,
        )
        .await;
        let file_state = r
            .structured_content
            .as_ref()
            .and_then(|s| s.pointer("/file/state"))
            .and_then(|v| v.as_str())
            .map(str::to_string);
        if r.is_error == Some(true)
            || matches!(file_state.as_deref(), Some("ready" | "failed") | None)
            || tokio::time::Instant::now() > deadline
        {
            return Some(r);
        }
        tokio::select! {
            () = tokio::time::sleep(Duration::from_secs(2)) => {}
            () = cancel.cancelled() => return Some(r),
        }
    }
}

async fn cancel_requested(db: &Db, id: &str) -> Result<bool, DbError> {
    let row = sqlx::query("SELECT cancel_requested_at FROM mcp_tasks WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(match row {
        Some(r) => r
            .try_get::<Option<String>, _>("cancel_requested_at")?
            .is_some(),
        None => true,
    })
}

/// `tasks/get`: task `id` of `key`, with its result once there is one.
pub(crate) async fn get(db: &Db, key: &ApiKey, id: &str) -> Result<GetTaskResult, ErrorData> {
    if id.len() > 100 {
        return Err(unknown());
    }
    let row = sqlx::query(
        "SELECT status, status_message, result, created_at, updated_at FROM mcp_tasks \
         WHERE id = $1 AND principal = $2 AND expires_at > $3",
    )
    .bind(id)
    .bind(&key.id)
    .bind(time::format(time::now()))
    .fetch_optional(db.pool())
    .await
    .map_err(|e| unavailable(e.into()))?
    .ok_or_else(unknown)?;
    let text = |c: &str| {
        row.try_get::<Option<String>, _>(c)
            .map_err(|e| unavailable(e.into()))
    };
    let status = text("status")?.unwrap_or_default();
    let created = text("created_at")?.unwrap_or_default();
    let updated = text("updated_at")?.unwrap_or_default();
    let message = text("status_message")?;
    let payload = match status.as_str() {
        "completed" => {
            let result: JsonObject = serde_json::from_str(&text("result")?.unwrap_or_default())
                .map_err(|_| {
                    ErrorData::internal_error("a task's stored result is unreadable", None)
                })?;
            TaskPayload::Completed { result }
        }
        "cancelled" => TaskPayload::Cancelled,
        _ => TaskPayload::Working,
    };
    let task = task_of(id, payload.status(), message, &created, &updated);
    Ok(GetTaskResult::new(DetailedTask::new(task, payload)))
}

/// `tasks/cancel`: ask the replica running task `id` of `key` to stop it.
pub(crate) async fn cancel(db: &Db, key: &ApiKey, id: &str) -> Result<(), ErrorData> {
    let now = time::format(time::now());
    let done = sqlx::query(
        "UPDATE mcp_tasks SET cancel_requested_at = $1 \
         WHERE id = $2 AND principal = $3 AND expires_at > $1",
    )
    .bind(&now)
    .bind(id)
    .bind(&key.id)
    .execute(db.pool())
    .await
    .map_err(|e| unavailable(e.into()))?;
    if done.rows_affected() == 0 {
        return Err(unknown());
    }
    Ok(())
}
