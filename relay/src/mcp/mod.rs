//! The MCP endpoint (`/mcp`, Streamable HTTP) on the official Rust SDK.
//!
//! The SDK handles the protocol; this handler only lists and calls tools. Both read the
//! caller that the auth middleware put in the HTTP request's extensions: `tools/list` shows
//! only the tools the key's scopes name and is marked private to that caller, and every call
//! is checked again in [`crate::tools::call`], since hiding a tool does not block it. A
//! client that declares the tasks extension gets the long calls as tasks ([`tasks`]).

pub(crate) mod jsonrpc_guard;
mod tasks;

use std::sync::Arc;

use rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, CancelTaskParams, CreateTaskResult,
    GetTaskParams, GetTaskResult, Implementation, ListToolsResult, PaginatedRequestParams,
    ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData, RoleServer, ServerHandler};
use tokio_util::sync::CancellationToken;

use crate::auth::Caller;
use crate::state::AppState;
use crate::tools;

/// One handler instance per MCP session; all share the relay's state.
#[derive(Clone)]
pub(crate) struct McpHandler {
    state: AppState,
}

fn caller(context: &RequestContext<RoleServer>) -> Result<Caller, ErrorData> {
    context
        .extensions
        .get::<http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<Caller>())
        .cloned()
        .ok_or_else(|| ErrorData::invalid_request("unauthorized: no API key on this request", None))
}

impl ServerHandler for McpHandler {
    fn get_info(&self) -> ServerConfig {
        let mut info = ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_tasks()
                .build(),
        );
        info.server_info = Implementation::new("relay", env!("CARGO_PKG_VERSION"));
        info.instructions = Some(
            "Devices you may use are listed by list_devices; every other tool takes a device_id from it. \
             Take a screenshot before input: input coordinates are in the pixels of your last screenshot of that device."
                .into(),
        );
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let caller = caller(&context)?;
        let grants = caller.key.grants();
        let tools = tools::list_for(&grants);
        // The list depends on the key: no cache may serve it to another caller.
        Ok(ListToolsResult::with_all_items(tools).with_cache_scope(CacheScope::Private))
    }

    async fn get_task(
        &self,
        request: GetTaskParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetTaskResult, ErrorData> {
        tasks::get(self.state.db(), &caller(&context)?.key, &request.task_id).await
    }

    async fn cancel_task(
        &self,
        request: CancelTaskParams,
        context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        tasks::cancel(self.state.db(), &caller(&context)?.key, &request.task_id).await
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let caller = caller(&context)?;
        let tasks_declared = context
            .client_capabilities()
            .is_some_and(|c| c.supports_tasks());
        if tasks_declared && tasks::is_long(&request.name, request.arguments.as_ref()) {
            let task =
                tasks::start(&self.state, &caller.key, &request.name, request.arguments).await?;
            return Ok(CallToolResponse::Task(CreateTaskResult::new(task)));
        }
        let progress = context
            .meta
            .get_progress_token()
            .map(|token| tools::progress::Progress::new(context.peer.clone(), token));
        // rmcp cancels `ct` when the client hangs up before the answer; long tools (a 60 s
        // capture) stop early then, and every call still runs to its audit.
        Ok(tools::call(
            &self.state,
            &caller.key,
            &request.name,
            request.arguments,
            context.ct.clone(),
            progress,
        )
        .await
        .into())
    }
}

/// The tower service serving `/mcp`.
pub(crate) fn service(
    state: AppState,
    shutdown: CancellationToken,
) -> StreamableHttpService<McpHandler, LocalSessionManager> {
    // Stateless, plain-JSON answers: the relay keeps no per-session state (a key's last
    // screenshot geometry lives in the hub), and a JSON body has no per-event size cap,
    // where SSE clients refuse events over 1 MiB (a large PNG screenshot is bigger).
    let mut config = StreamableHttpServerConfig::default()
        .with_cancellation_token(shutdown)
        .with_legacy_session_mode(false)
        .with_json_response(true);
    config = if state.settings().allowed_hosts.is_empty() {
        config.disable_allowed_hosts()
    } else {
        config.with_allowed_hosts(state.settings().allowed_hosts.clone())
    };
    StreamableHttpService::new(
        move || {
            Ok(McpHandler {
                state: state.clone(),
            })
        },
        Arc::new(LocalSessionManager::default()),
        config,
    )
}
