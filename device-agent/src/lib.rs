//! The device-agent: runs on a device, dials out to the relay and serves its requests.
//!
//! [`run`] is the whole agent: it opens the capture backend named by the config
//! ([`backend`]), then keeps the control link to the relay (`link`), answering requests
//! through the `handler` (screenshots are scaled and compressed by `encode`). Recordings
//! (`recording`, made by [`record`]) run beside the link and are moved to the relay's
//! artifact store by [`upload`], which also finishes what a crash left behind. Live sessions
//! ([`live`]) serve the screen over RFB on a socket the agent dials for each one.
//!
//! Cargo features, all on by default: `x11`, `wayland` and `vnc` build those backends (the
//! synthetic screen is always there) and `screen-memory` the screen memory (SQLite, its
//! loopback MCP endpoint, lossy WebP). A source or option whose feature is off is refused
//! with a message naming the feature.

pub mod backend;
pub(crate) mod backoff;
pub(crate) mod canvas;
pub mod config;
pub(crate) mod digest;
pub(crate) mod encode;
pub(crate) mod fsutil;
pub(crate) mod handler;
pub mod input_turns;
pub(crate) mod link;
pub mod live;
pub(crate) mod net;
pub mod record;
pub(crate) mod recording;
pub(crate) mod redact;
pub(crate) mod relay_clock;
pub(crate) mod screen_memory;
pub(crate) mod sequence;
#[cfg(test)]
pub(crate) mod testutil;
pub mod upload;

use std::sync::Arc;

use tokio_util::sync::CancellationToken;

pub use config::{AgentConfig, LiveOptions, ScreenMemoryOptions, SourceSpec, VncPassword};
pub use link::LinkError;
pub use net::NetError;
#[cfg(feature = "screen-memory")]
pub use screen_memory::grants::{ScreenGrant, ScreenGrantError};
#[cfg(feature = "screen-memory")]
pub use screen_memory::pause::{ScreenPause, ScreenPauseError};

/// Why a build without the `screen-memory` feature refuses to keep a screen memory.
#[cfg(not(feature = "screen-memory"))]
pub const NO_SCREEN_MEMORY: &str = "this build of the device-agent lacks the `screen-memory` feature; rebuild it with `--features screen-memory`";

/// Why the agent could not run.
#[derive(Debug, thiserror::Error)]
pub enum AgentRunError {
    /// The capture backend could not be opened.
    #[error("source: {0}")]
    Backend(#[from] backend::BackendError),
    /// The link gave up for good.
    #[error(transparent)]
    Link(#[from] link::LinkError),
    /// The state directory cannot be used.
    #[error("data directory {0}: {1}")]
    DataDir(String, #[source] std::io::Error),
    /// The HTTP client for uploads cannot be built.
    #[error("upload client: {0}")]
    Http(#[source] reqwest::Error),
    /// The screen memory cannot be kept as asked (its denylist, its store).
    #[error("screen memory: {0}")]
    ScreenMemory(String),
}

/// Deletes every frame and row of the screen memory kept in `data_dir` (`device-agent
/// screen-memory forget`); nothing there is fine. Any build can, with or without the
/// memory.
pub async fn forget_screen_memory(data_dir: &std::path::Path) -> Result<(), AgentRunError> {
    screen_memory::forget(data_dir)
        .await
        .map_err(|e| AgentRunError::ScreenMemory(e.to_string()))
}

/// Grants the agent run `run` a token for the screen memory's loopback MCP endpoint of the
/// agent serving `data_dir` (`device-agent screen-memory grant RUN`): a new token (replacing
/// any `run` had; only its hash is kept), the endpoint's URL and a ready MCP client
/// configuration. Refused while no agent serves the endpoint (the memory is off).
#[cfg(feature = "screen-memory")]
pub async fn grant_screen_memory(
    data_dir: &std::path::Path,
    run: &str,
) -> Result<ScreenGrant, ScreenGrantError> {
    screen_memory::grants::grant(data_dir, run, screen_memory::system_clock()()).await
}

/// Ends `run`'s grant on the screen memory's loopback endpoint (`device-agent screen-memory
/// revoke RUN`), at its next request; a run with no grant is an error naming it.
#[cfg(feature = "screen-memory")]
pub async fn revoke_screen_memory(
    data_dir: &std::path::Path,
    run: &str,
) -> Result<(), ScreenGrantError> {
    screen_memory::grants::revoke(data_dir, run).await
}

/// Pauses the screen memory of the agent serving `data_dir` for its owner (`device-agent
/// screen-memory pause [--for DURATION]`): nothing is captured until `duration` (`30m`, `2h`,
/// from 1s to 7d) has passed or, without one, until [`resume_screen_memory`]; nothing kept is
/// deleted for it. The running agent sees it within about a second; a later start too.
#[cfg(feature = "screen-memory")]
pub fn pause_screen_memory(
    data_dir: &std::path::Path,
    duration: Option<&str>,
) -> Result<ScreenPause, ScreenPauseError> {
    let length = duration.map(screen_memory::pause::parse_for).transpose()?;
    screen_memory::pause::pause(data_dir, length, screen_memory::system_clock()())
}

/// Ends the owner's pause of the screen memory of `data_dir` (`device-agent screen-memory
/// resume`); whether there was one.
#[cfg(feature = "screen-memory")]
pub fn resume_screen_memory(data_dir: &std::path::Path) -> Result<bool, ScreenPauseError> {
    screen_memory::pause::resume(data_dir, screen_memory::system_clock()())
}

/// Open the backend named by `source`; one this build left out (its feature off) is
/// refused, naming the feature.
pub fn open_backend(
    source: &SourceSpec,
) -> Result<Arc<dyn backend::Backend>, backend::BackendError> {
    Ok(match source {
        SourceSpec::Synthetic { width, height } => {
            Arc::new(backend::synthetic::Synthetic::new(*width, *height))
        }
        #[cfg(feature = "x11")]
        SourceSpec::X11 { display } => Arc::new(backend::x11::X11::connect(display.as_deref())?),
        #[cfg(not(feature = "x11"))]
        SourceSpec::X11 { .. } => return Err(left_out("x11")),
        #[cfg(feature = "wayland")]
        SourceSpec::Wayland => Arc::new(backend::wayland::Wayland::connect()?),
        #[cfg(not(feature = "wayland"))]
        SourceSpec::Wayland => return Err(left_out("wayland")),
        #[cfg(feature = "vnc")]
        SourceSpec::Vnc { server, password } => {
            use std::net::ToSocketAddrs as _;
            let addr = server
                .to_socket_addrs()
                .ok()
                .and_then(|mut a| a.next())
                .ok_or_else(|| {
                    backend::BackendError::Failed(format!("VNC server {server}: no such host"))
                })?;
            Arc::new(backend::vnc::Vnc::connect(
                addr,
                password.as_ref().map(|p| p.0.clone()),
            )?)
        }
        #[cfg(not(feature = "vnc"))]
        SourceSpec::Vnc { .. } => return Err(left_out("vnc")),
    })
}

/// The refusal of a source whose backend is the crate feature `feature`, off in this build.
#[cfg(not(all(feature = "x11", feature = "wayland", feature = "vnc")))]
fn left_out(feature: &str) -> backend::BackendError {
    let built = [
        ("x11", cfg!(feature = "x11")),
        ("wayland", cfg!(feature = "wayland")),
        ("vnc", cfg!(feature = "vnc")),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name));
    let sources: Vec<&str> = std::iter::once("synthetic").chain(built).collect();
    backend::BackendError::Unsupported(format!(
        "this build of the device-agent lacks the `{feature}` feature (it can open: {}); rebuild it with `--features {feature}`",
        sources.join(", ")
    ))
}

/// The host name, for the default display name.
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::fs::read_to_string("/etc/hostname"))
        .map(|s| s.trim().to_string())
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "device".to_string())
}

/// Run the agent until `shutdown` is cancelled or the relay refuses it for good, serving
/// live sessions with the agent's own RFB server.
pub async fn run(config: AgentConfig, shutdown: CancellationToken) -> Result<(), AgentRunError> {
    run_with(config, LiveOptions::default(), shutdown).await
}

/// [`run`] with the live channel's options.
pub async fn run_with(
    config: AgentConfig,
    live: LiveOptions,
    shutdown: CancellationToken,
) -> Result<(), AgentRunError> {
    let source = config.source.clone();
    let backend = tokio::task::spawn_blocking(move || open_backend(&source))
        .await
        .map_err(|e| backend::BackendError::Failed(e.to_string()))??;
    tracing::info!(backend = backend.name(), "capture backend ready");
    let display_name = config.display_name.clone().unwrap_or_else(host_name);

    let dir = config.recordings_dir();
    std::fs::create_dir_all(&dir)
        .map_err(|e| AgentRunError::DataDir(dir.display().to_string(), e))?;
    // A journal left here means the agent died mid-recording: finish it into a file now, so
    // it is uploaded (marked interrupted) like any other.
    let recover_dir = dir.clone();
    let recovered = tokio::task::spawn_blocking(move || record::recover(&recover_dir))
        .await
        .unwrap_or_default();
    for report in &recovered {
        tracing::warn!(recording_id = %report.recording_id, duration_ms = report.duration_ms, "recovered an interrupted recording");
    }
    net::check_transport(&config.relay_url, config.insecure).map_err(link::LinkError::from)?;
    // One TLS configuration for every connection to the relay.
    let tls = net::tls_config(config.ca_cert.as_deref()).map_err(link::LinkError::from)?;
    let client = reqwest::Client::builder()
        .use_preconfigured_tls((*tls).clone())
        .connect_timeout(std::time::Duration::from_secs(15))
        .build()
        .map_err(AgentRunError::Http)?;
    let target = upload::Target {
        base: net::http_base(&config.relay_url).map_err(link::LinkError::from)?,
        token: config.token.clone(),
        client,
    };
    let uploads = Arc::new(upload::Uploads::with_files_dir(config.files_dir()));
    let (finished_tx, finished_rx) = tokio::sync::mpsc::unbounded_channel();
    let actions = upload::RelayActions::new(target.clone(), tokio::runtime::Handle::current());
    let recordings = Arc::new(recording::Recordings::new(
        backend.clone(),
        dir.clone(),
        uploads.clone(),
        finished_tx,
        Some(Arc::new(actions)),
    ));
    let uploader = tokio::spawn(upload::run(
        target,
        dir,
        uploads,
        finished_rx,
        shutdown.clone(),
    ));
    // The relay's time, heard with every heartbeat's answer: the screen memory's clock.
    let relay_clock = Arc::new(relay_clock::RelayClock::new());
    let memory = start_screen_memory(&config, &backend, &relay_clock, &shutdown).await?;
    let handler = handler::Handler::new(backend, recordings.clone())
        .with_live(tls.clone(), display_name.clone(), live.vnc)
        .with_memory(memory.clone())
        .with_relay_clock(relay_clock);
    let result = link::run(config, tls, handler, display_name, shutdown.clone()).await;
    // The memory and its endpoint stop before the process ends (the endpoint's URL file
    // removed), not only when the runtime drops their tasks.
    if let Some(memory) = &memory {
        memory.stop().await;
    }
    // Finish a recording in progress into a file; it is uploaded at next start.
    let _ = tokio::task::spawn_blocking(move || recordings.shutdown()).await;
    shutdown.cancel();
    let _ = uploader.await;
    result?;
    Ok(())
}

/// The screen memory when its owner turned it on; otherwise any memory an earlier run
/// left is deleted (turning the option off forgets).
async fn start_screen_memory(
    config: &AgentConfig,
    backend: &Arc<dyn backend::Backend>,
    relay_clock: &Arc<relay_clock::RelayClock>,
    shutdown: &CancellationToken,
) -> Result<Option<Arc<screen_memory::ScreenMemory>>, AgentRunError> {
    let Some(options) = &config.screen_memory else {
        // Forgetting deletes the grants too (they live in screen.sqlite).
        screen_memory::forget(&config.data_dir)
            .await
            .map_err(|e| AgentRunError::ScreenMemory(e.to_string()))?;
        screen_memory::leftovers::remove_stale_endpoint(&config.data_dir).await;
        return Ok(None);
    };
    keep_screen_memory(config, options, backend, relay_clock, shutdown)
        .await
        .map(Some)
}

/// The screen memory its owner turned on with `options`, started and served.
#[cfg(feature = "screen-memory")]
async fn keep_screen_memory(
    config: &AgentConfig,
    options: &ScreenMemoryOptions,
    backend: &Arc<dyn backend::Backend>,
    relay_clock: &Arc<relay_clock::RelayClock>,
    shutdown: &CancellationToken,
) -> Result<Arc<screen_memory::ScreenMemory>, AgentRunError> {
    let fail = |e: &dyn std::fmt::Display| AgentRunError::ScreenMemory(e.to_string());
    let denylist = match &options.denylist {
        Some(path) => screen_memory::Denylist::load(path).map_err(|e| fail(&e))?,
        None => screen_memory::Denylist::builtin(),
    };
    let clock: screen_memory::Clock = {
        let relay_clock = relay_clock.clone();
        Arc::new(move || relay_clock.now_ms())
    };
    let memory = screen_memory::ScreenMemory::start(
        &config.data_dir,
        backend.clone(),
        denylist,
        clock.clone(),
        shutdown,
    )
    .await
    .map_err(|e| fail(&e))?;
    if let Err(e) = memory.serve(&config.data_dir, options.port, clock).await {
        memory.stop().await;
        return Err(fail(&e));
    }
    tracing::info!(data = %config.data_dir.display(), "screen memory on: the last 10 minutes are kept");
    Ok(memory)
}

/// A build without the memory cannot keep one.
#[cfg(not(feature = "screen-memory"))]
async fn keep_screen_memory(
    _config: &AgentConfig,
    _options: &ScreenMemoryOptions,
    _backend: &Arc<dyn backend::Backend>,
    _relay_clock: &Arc<relay_clock::RelayClock>,
    _shutdown: &CancellationToken,
) -> Result<Arc<screen_memory::ScreenMemory>, AgentRunError> {
    Err(AgentRunError::ScreenMemory(NO_SCREEN_MEMORY.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_agent_future_can_be_spawned() {
        // The relay's `dev` command and tests spawn the agent on a multi-threaded runtime.
        fn send<T: Send + 'static>(_: &T) {}
        let config = AgentConfig {
            relay_url: "http://127.0.0.1:1".into(),
            token: "t".into(),
            display_name: None,
            source: SourceSpec::Synthetic {
                width: 256,
                height: 192,
            },
            ca_cert: None,
            data_dir: std::env::temp_dir(),
            insecure: false,
            screen_memory: None,
        };
        let agent = run(config, CancellationToken::new());
        send(&agent);
    }
}
