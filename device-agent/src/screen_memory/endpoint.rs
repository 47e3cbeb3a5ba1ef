//! The screen memory's own MCP endpoint, for an AI agent running on this machine: the same
//! `get_screenshots` the relay offers, without a relay in between.
//!
//! One listener a process, always on 127.0.0.1 (nothing off the machine can reach it, by
//! construction: there is no bind address to get wrong), serving rmcp's Streamable HTTP
//! stateless with plain-JSON answers, as the relay does (`relay/src/mcp.rs`: no per-session
//! state, and a JSON body has no per-event size cap where SSE clients cap an event at 1 MiB).
//! rmcp's default host check (loopback names only) stays on: a DNS-rebinding page is refused
//! before the bearer is even read.
//!
//! Every request needs `Authorization: Bearer smt_…`, a token granted to a run
//! ([`super::grants`]); the middleware looks its hash up on every request, so a revoke holds
//! from the next request, and refuses with 401 before MCP sees anything. Tokens are never
//! logged. The endpoint lives exactly as long as the memory: started after it, stopped with
//! it, its URL in `<data>/screen-endpoint` while it runs (which `grant` reads).
//!
//! The tool's texts are `proto::screen_memory`'s, so a model reads the same words on both
//! endpoints; the device answers from its own store, so it needs none of the relay's checks
//! of a device's answer.

use std::net::Ipv4Addr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};
use std::time::Duration;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Json, Response};
use base64::Engine as _;
use proto::screen_memory::{
    LocalScreenshotsArgs, MAX_RETURNED_FRAMES, MemoryFrames, MemoryReadRequest, RETENTION_MS,
    RangeText, ScreenshotsAnswer, ScreenshotsFrame, ScreenshotsRange, clean, format_ms, frame_line,
    nothing_text, older_than_memory_text, summary_text,
};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    JsonObject, ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde::Serialize;
use tokio_util::sync::CancellationToken;

use super::Clock;
use super::grants::{Grants, ScreenGrantError};
use super::leftovers::{ENDPOINT_FILE, remove_endpoint_file};
use super::service::ScreenMemory;
use crate::fsutil;

/// The tool's name, as on the relay.
const TOOL: &str = "get_screenshots";
/// How the texts name the device answering: itself.
const THIS_DEVICE: &str = "this device";
/// How long a stop waits for requests in flight before cutting them.
const STOP_GRACE: Duration = Duration::from_secs(5);

/// The local tool as a model reads it: the relay's description without `device_id` and
/// `list_devices` (the numbers are `proto::screen_memory`'s; a test checks them).
const DESCRIPTION: &str = "See what was on this machine's screen during a recent time range (\"what was I looking at when I said that?\"), from its screen memory: the last 10 minutes of its displays as deduplicated frames (about one a second, and at each focus or title change), kept on this machine. While the memory is paused, for instance while a password manager or a private browsing window has the focus, or because the machine's owner paused it, nothing is captured, and what was kept stays. Frames older than 10 minutes do not exist: ask soon after the moment that matters. Arguments: from and to, RFC 3339 times such as 2026-12-02T09:30:00Z (default: the last 60 s up to now; a range reaching further back than 10 minutes starts at 10 minutes ago); filter, a case-insensitive piece of the focused application's name or window title. Returns a summary (the range, frames matched and shown, the memory's state) and then up to 4 frames of the displays present now, evenly picked in time across the range, oldest first, each a line \"time · app — title\" (unknown / untitled when the device could not tell) followed by its WebP image (at most 1568 px on the longer edge). A picture over 1 MiB, or past 4 MiB for the whole call, is named with its line but not sent. These frames are the past: take a screenshot before input.";

/// Why the endpoint could not start.
#[derive(Debug, thiserror::Error)]
pub(crate) enum EndpointError {
    /// The loopback port cannot be had.
    #[error("screen memory endpoint: cannot listen on 127.0.0.1:{port}: {source}")]
    Bind {
        /// The port asked (0: any).
        port: u16,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// `<data>/screen-endpoint` cannot be written.
    #[error("screen memory endpoint: cannot write {}: {source}", path.display())]
    File {
        /// The file.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// The grants cannot be read.
    #[error(transparent)]
    Grants(#[from] ScreenGrantError),
}

/// A running endpoint.
pub(crate) struct Endpoint {
    /// `http://127.0.0.1:PORT/mcp`.
    url: String,
    /// Ends the server (a child of the memory's stop).
    stop: CancellationToken,
    /// The server's task.
    task: tokio::task::JoinHandle<()>,
    /// `<data>/screen-endpoint`.
    file: PathBuf,
}

impl Endpoint {
    /// Listens on `127.0.0.1:port` (0: the system picks), serves `memory`'s
    /// `get_screenshots` to granted tokens until `stop` is cancelled or [`Endpoint::stop`],
    /// and writes the URL to `<data>/screen-endpoint`.
    pub(crate) async fn start(
        memory: Weak<ScreenMemory>,
        data_dir: &Path,
        port: u16,
        clock: Clock,
        stop: &CancellationToken,
    ) -> Result<Endpoint, EndpointError> {
        let grants = Grants::open(data_dir, true).await?;
        // Loopback by construction: the address is not configurable.
        let listener = tokio::net::TcpListener::bind((Ipv4Addr::LOCALHOST, port))
            .await
            .map_err(|source| EndpointError::Bind { port, source })?;
        let addr = listener
            .local_addr()
            .map_err(|source| EndpointError::Bind { port, source })?;
        let url = format!("http://{addr}/mcp");
        let stop = stop.child_token();
        let router = Router::new()
            .nest_service("/mcp", service(memory, clock, stop.clone()))
            .layer(middleware::from_fn_with_state(
                grants.clone(),
                require_grant,
            ));

        let file = data_dir.join(ENDPOINT_FILE);
        let (path, text) = (file.clone(), format!("{url}\n"));
        tokio::task::spawn_blocking(move || fsutil::write_atomic(&path, text.as_bytes()))
            .await
            .map_err(|e| std::io::Error::other(e.to_string()))
            .and_then(|r| r)
            .map_err(|source| EndpointError::File {
                path: file.clone(),
                source,
            })?;

        let until = stop.clone();
        let task = tokio::spawn(async move {
            let served = axum::serve(listener, router)
                .with_graceful_shutdown(until.cancelled_owned())
                .await;
            if let Err(e) = served {
                tracing::warn!(error = %e, "screen memory endpoint failed");
            }
            grants.close().await;
        });
        tracing::info!(%url, "screen memory endpoint on loopback (device-agent screen-memory grant RUN gives a token)");
        Ok(Endpoint {
            url,
            stop,
            task,
            file,
        })
    }

    /// The endpoint's URL.
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// Stops serving: the URL file goes first (so `grant` refuses at once), then the
    /// listener, waiting a little for requests in flight.
    pub(crate) async fn stop(self) {
        remove_endpoint_file(&self.file).await;
        self.stop.cancel();
        let abort = self.task.abort_handle();
        if tokio::time::timeout(STOP_GRACE, self.task).await.is_err() {
            abort.abort();
        }
    }
}

/// The body of a 401.
#[derive(Debug, Serialize)]
struct Refusal {
    /// Why, in words.
    error: &'static str,
}

/// Lets a request through only with a granted bearer token (looked up now, so a revoke
/// holds at once); 401 otherwise, before MCP sees it.
async fn require_grant(State(grants): State<Grants>, request: Request, next: Next) -> Response {
    let token = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split_once(' '))
        .and_then(|(scheme, token)| scheme.eq_ignore_ascii_case("bearer").then(|| token.trim()));
    let Some(token) = token else {
        return refuse(
            "missing Authorization: Bearer smt_… (device-agent screen-memory grant RUN)",
        );
    };
    match grants.check(token).await {
        Ok(Some(run)) => {
            tracing::debug!(%run, "screen memory endpoint: a granted request");
            next.run(request).await
        }
        Ok(None) => refuse("unknown or revoked screen memory token"),
        Err(e) => {
            tracing::warn!(error = %e, "screen memory endpoint: cannot check a token");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Refusal {
                    error: "the screen memory's grants cannot be read",
                }),
            )
                .into_response()
        }
    }
}

/// A 401 saying why.
fn refuse(error: &'static str) -> Response {
    (
        StatusCode::UNAUTHORIZED,
        [(header::WWW_AUTHENTICATE, "Bearer")],
        Json(Refusal { error }),
    )
        .into_response()
}

/// The MCP service: stateless, plain JSON (as the relay's).
fn service(
    memory: Weak<ScreenMemory>,
    clock: Clock,
    stop: CancellationToken,
) -> StreamableHttpService<LocalTool, LocalSessionManager> {
    let config = StreamableHttpServerConfig::default()
        .with_cancellation_token(stop)
        .with_legacy_session_mode(false)
        .with_json_response(true);
    StreamableHttpService::new(
        move || {
            Ok(LocalTool {
                memory: memory.clone(),
                clock: clock.clone(),
            })
        },
        Arc::new(LocalSessionManager::default()),
        config,
    )
}

/// The handler: one tool over the memory (held weakly: a stopped memory answers as off).
#[derive(Clone)]
struct LocalTool {
    /// The memory read.
    memory: Weak<ScreenMemory>,
    /// Now, in Unix ms (the store's clock).
    clock: Clock,
}

/// The tool's description for `tools/list`.
fn tool() -> Tool {
    let schema =
        rmcp::handler::server::tool::schema_for_input::<LocalScreenshotsArgs>().unwrap_or_default();
    Tool::new(TOOL, DESCRIPTION, schema)
}

impl ServerHandler for LocalTool {
    fn get_info(&self) -> ServerConfig {
        let mut info = ServerConfig::new(ServerCapabilities::builder().enable_tools().build());
        info.server_info =
            Implementation::new("device-agent-screen-memory", env!("CARGO_PKG_VERSION"));
        info.instructions = Some(
            "get_screenshots shows what was on this machine's screen in the last 10 minutes."
                .into(),
        );
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(vec![tool()]))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        if request.name != TOOL {
            return Ok(error(format!(
                "tool {} is not available: this endpoint has only {TOOL}",
                clean(&request.name.chars().take(64).collect::<String>())
            ))
            .into());
        }
        let result = match self.get_screenshots(request.arguments).await {
            Ok(r) => r,
            Err(text) => error(text),
        };
        Ok(result.into())
    }
}

/// A tool failure the model reads.
fn error(text: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(text)])
}

impl LocalTool {
    /// Runs the tool; `Err` is the text of a failure.
    async fn get_screenshots(&self, args: Option<JsonObject>) -> Result<CallToolResult, String> {
        let args: LocalScreenshotsArgs =
            serde_json::from_value(serde_json::Value::Object(args.unwrap_or_default()))
                .map_err(|e| format!("invalid arguments: {e}"))?;
        let now = (self.clock)();
        let spec = args
            .validate(now)
            .map_err(|e| format!("invalid argument {e}"))?;
        let memory = self
            .memory
            .upgrade()
            .ok_or_else(|| "the screen memory is off: its agent is stopping".to_string())?;
        let oldest_kept = now - RETENTION_MS;
        if spec.to_ms < oldest_kept {
            let answer = ScreenshotsAnswer {
                from: format_ms(spec.from_ms),
                to: format_ms(spec.to_ms),
                matched: 0,
                state: memory.state(),
                frames: Vec::new(),
                note: Some("older_than_memory"),
            };
            let text = older_than_memory_text(spec.from_ms, spec.to_ms, THIS_DEVICE, oldest_kept);
            return finish(vec![ContentBlock::text(text)], &answer);
        }
        let from_ms = spec.from_ms.max(oldest_kept);
        let request = MemoryReadRequest {
            from_ms,
            to_ms: spec.to_ms,
            filter: spec.filter.clone(),
            max_frames: MAX_RETURNED_FRAMES,
        };
        let (frames, payload) = memory.read(&request).await.map_err(|e| e.message)?;
        compose(&spec, from_ms, frames, &payload)
    }
}

/// The answer to a read: the summary (or why nothing is shown), then per frame its line and
/// its WebP (or why it was not sent), and the structured answer.
fn compose(
    spec: &ScreenshotsRange,
    from_ms: i64,
    read: MemoryFrames,
    payload: &[u8],
) -> Result<CallToolResult, String> {
    let MemoryFrames {
        state,
        matched,
        oldest_ms,
        frames,
    } = read;
    let matched = matched.max(u32::try_from(frames.len()).unwrap_or(u32::MAX));
    let range = RangeText {
        from_ms,
        to_ms: spec.to_ms,
        asked_from_ms: (spec.from_ms < from_ms).then_some(spec.from_ms),
        filter: spec.filter.as_deref(),
        dropped: 0,
    };
    let mut content = Vec::with_capacity(1 + 2 * frames.len());
    content.push(ContentBlock::text(if frames.is_empty() {
        nothing_text(&range, THIS_DEVICE, &state, oldest_ms)
    } else {
        summary_text(&range, THIS_DEVICE, &state, matched, frames.len())
    }));
    let mut offset = 0usize;
    let mut views = Vec::with_capacity(frames.len());
    for frame in frames {
        let end = offset.saturating_add(frame.bytes as usize);
        let picture = (frame.bytes > 0)
            .then(|| payload.get(offset..end))
            .flatten();
        offset = end;
        content.push(ContentBlock::text(frame_line(&frame)));
        match picture {
            Some(picture) => content.push(ContentBlock::image(
                base64::engine::general_purpose::STANDARD.encode(picture),
                "image/webp",
            )),
            None => content.push(ContentBlock::text(format!(
                "picture not sent: {}",
                clean(frame.omitted.as_deref().unwrap_or("no reason given"))
            ))),
        }
        views.push(ScreenshotsFrame::from(frame));
    }
    let answer = ScreenshotsAnswer {
        from: format_ms(from_ms),
        to: format_ms(spec.to_ms),
        matched,
        state,
        frames: views,
        note: None,
    };
    finish(content, &answer)
}

/// A successful result of `content` with `answer` as its structured content.
fn finish(
    content: Vec<ContentBlock>,
    answer: &ScreenshotsAnswer,
) -> Result<CallToolResult, String> {
    let structured = serde_json::to_value(answer).map_err(|e| {
        tracing::error!(error = %e, "cannot encode get_screenshots' answer");
        "the device could not encode its answer".to_string()
    })?;
    let mut result = CallToolResult::success(content);
    result.structured_content = Some(structured);
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proto::screen_memory::{
        DEFAULT_RANGE_MS, MAX_IMAGE_BYTES, MAX_STORED_EDGE, MAX_TOTAL_BYTES, MemoryFrame,
        MemoryState,
    };

    #[test]
    fn the_description_states_the_caps() {
        for fact in [
            format!("up to {MAX_RETURNED_FRAMES} frames"),
            format!("{} MiB", MAX_IMAGE_BYTES / (1024 * 1024)),
            format!("{} MiB", MAX_TOTAL_BYTES / (1024 * 1024)),
            format!("{} minutes", RETENTION_MS / 60_000),
            format!("last {} s", DEFAULT_RANGE_MS / 1000),
            format!("{MAX_STORED_EDGE} px"),
        ] {
            assert!(DESCRIPTION.contains(&fact), "{fact}");
        }
        assert!(!DESCRIPTION.contains("device_id"));
    }

    #[test]
    fn an_answer_is_lines_and_pictures_in_the_relays_words() {
        let frame = |at_ms, bytes, omitted: Option<&str>| MemoryFrame {
            at_ms,
            display: 0,
            app: "firefox".into(),
            title: "Docs".into(),
            width: 2,
            height: 1,
            bytes,
            omitted: omitted.map(Into::into),
        };
        let spec = ScreenshotsRange {
            from_ms: 0,
            to_ms: 2_000,
            filter: None,
        };
        let read = MemoryFrames {
            state: MemoryState::Active,
            matched: 5,
            oldest_ms: Some(0),
            frames: vec![frame(1_000, 3, None), frame(1_500, 0, Some("over 1 MiB"))],
        };
        let result = compose(&spec, 0, read, b"abc").unwrap();
        let texts: Vec<String> = result
            .content
            .iter()
            .map(|c| match c.as_text() {
                Some(t) => t.text.clone(),
                None => "<image>".into(),
            })
            .collect();
        assert!(texts[0].starts_with("Screen memory of this device from 1970-01-01T00:00:00.000Z to 1970-01-01T00:00:02.000Z: 5 frame(s) matched, 2 shown (evenly picked"), "{}", texts[0]);
        assert_eq!(
            texts[1..],
            [
                "1970-01-01T00:00:01.000Z · firefox — Docs",
                "<image>",
                "1970-01-01T00:00:01.500Z · firefox — Docs",
                "picture not sent: over 1 MiB"
            ]
        );
        let image = result.content[2].as_image().unwrap();
        assert_eq!(image.mime_type, "image/webp");
        assert_eq!(image.data, "YWJj");
        let sc = result.structured_content.unwrap();
        assert_eq!(sc["state"], "active");
        assert_eq!(sc["matched"], 5);
        assert_eq!(sc["frames"][1]["omitted"], "over 1 MiB");
    }

    /// The status of an MCP `initialize` posted to `url` with `authorization`, over plain
    /// HTTP/1.1.
    async fn status(url: &str, authorization: Option<&str>) -> u16 {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let authority = url
            .strip_prefix("http://")
            .and_then(|u| u.strip_suffix("/mcp"))
            .unwrap();
        let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}"#;
        let auth = authorization.map_or_else(String::new, |a| format!("Authorization: {a}\r\n"));
        let request = format!(
            "POST /mcp HTTP/1.1\r\nHost: {authority}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{auth}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        let mut stream = tokio::net::TcpStream::connect(authority).await.unwrap();
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }

    #[tokio::test]
    async fn only_granted_tokens_pass_and_the_endpoint_leaves_nothing_when_it_stops() {
        let dir = tempfile::TempDir::new().unwrap();
        let clock: Clock = Arc::new(|| 1_796_000_000_000);
        let parent = CancellationToken::new();
        let endpoint = Endpoint::start(Weak::new(), dir.path(), 0, clock, &parent)
            .await
            .unwrap();
        let url = endpoint.url().to_string();
        assert!(
            url.starts_with("http://127.0.0.1:") && url.ends_with("/mcp"),
            "{url}"
        );
        let file = dir.path().join(ENDPOINT_FILE);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), format!("{url}\n"));

        let grants = Grants::open(dir.path(), false).await.unwrap();
        let token = grants.grant("run-1", 0).await.unwrap();
        let bearer = format!("Bearer {token}");
        assert_eq!(status(&url, None).await, 401);
        assert_eq!(status(&url, Some("Bearer smt_wrong")).await, 401);
        assert_eq!(status(&url, Some(&token)).await, 401, "no scheme");
        assert_eq!(status(&url, Some(&bearer)).await, 200);
        grants.revoke("run-1").await.unwrap();
        assert_eq!(status(&url, Some(&bearer)).await, 401);
        grants.close().await;

        endpoint.stop().await;
        assert!(!file.exists());
        let authority = url.trim_start_matches("http://").trim_end_matches("/mcp");
        assert!(tokio::net::TcpStream::connect(authority).await.is_err());
    }
}
