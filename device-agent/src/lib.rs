//! The device-agent: runs on a device, dials out to the relay and serves its requests.
//!
//! [`run`] is the whole agent: it opens the capture backend named by the config
//! ([`backend`]), then keeps the control link to the relay ([`link`]), answering requests
//! through the [`handler`] (screenshots are scaled and compressed by [`encode`]).

pub mod backend;
pub mod config;
pub mod encode;
pub mod handler;
pub mod link;
pub mod record;

use std::sync::Arc;

use tokio_util::sync::CancellationToken;

pub use config::{AgentConfig, SourceSpec};

/// Why the agent could not run.
#[derive(Debug, thiserror::Error)]
pub enum AgentRunError {
    /// The capture backend could not be opened.
    #[error("source: {0}")]
    Backend(#[from] backend::BackendError),
    /// The link gave up for good.
    #[error(transparent)]
    Link(#[from] link::LinkError),
}

/// Open the backend named by `source`.
pub fn open_backend(
    source: &SourceSpec,
) -> Result<Arc<dyn backend::Backend>, backend::BackendError> {
    Ok(match source {
        SourceSpec::Synthetic { width, height } => {
            Arc::new(backend::synthetic::Synthetic::new(*width, *height))
        }
        SourceSpec::X11 { display } => Arc::new(backend::x11::X11::connect(display.as_deref())?),
    })
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

/// Run the agent until `shutdown` is cancelled or the relay refuses it for good.
pub async fn run(config: AgentConfig, shutdown: CancellationToken) -> Result<(), AgentRunError> {
    let source = config.source.clone();
    let backend = tokio::task::spawn_blocking(move || open_backend(&source))
        .await
        .map_err(|e| backend::BackendError::Failed(e.to_string()))??;
    tracing::info!(backend = backend.name(), "capture backend ready");
    let display_name = config.display_name.clone().unwrap_or_else(host_name);
    let handler = handler::Handler::new(backend);
    link::run(config, handler, display_name, shutdown).await?;
    Ok(())
}
