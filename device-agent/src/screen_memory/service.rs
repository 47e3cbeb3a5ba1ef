//! The running screen memory: its store, the capture thread, the encoder thread and the
//! sweep, started together and stopped together, and what the rest of the agent asks of
//! it (its state, a read). Its loopback MCP endpoint ([`super::endpoint`]) is served by
//! [`ScreenMemory::serve`] and stops with it: no memory, no listener.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use proto::{AgentError, AgentErrorCode, MemoryFrames, MemoryReadRequest, MemoryState};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

use super::Clock;
use super::capture::Capture;
use super::denylist::Denylist;
use super::endpoint::{Endpoint, EndpointError};
use super::pause;
use super::store::{Store, StoreError};
use super::worker::{self, Queue};
use crate::backend::Backend;

/// How often frames past the retention are deleted, paused or not.
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// A screen memory that is on.
pub(crate) struct ScreenMemory {
    store: Store,
    /// The screen, asked at each read which displays are present now.
    backend: Arc<dyn Backend>,
    state: watch::Sender<MemoryState>,
    stop: CancellationToken,
    threads: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>>,
    queue: Arc<Queue>,
    /// Dropped to wake the capture loop from its sleep when the memory stops.
    wake_capture: std::sync::Mutex<Option<std::sync::mpsc::Sender<()>>>,
    /// The loopback MCP endpoint, once served.
    endpoint: std::sync::Mutex<Option<Endpoint>>,
}

impl ScreenMemory {
    /// Opens the memory under `data_dir` (its start sweep included) and starts capturing
    /// `backend`, keeping out `denylist`; everything stops when `shutdown` is cancelled or
    /// [`ScreenMemory::stop`] is called.
    pub(crate) async fn start(
        data_dir: &Path,
        backend: Arc<dyn Backend>,
        denylist: Denylist,
        clock: Clock,
        shutdown: &CancellationToken,
    ) -> Result<Arc<ScreenMemory>, StoreError> {
        let store = Store::open(data_dir, clock.clone()).await?;
        // An owner's pause is said from the start, not after the capture loop's first look.
        let initial = pause::read(data_dir, clock())
            .state()
            .unwrap_or(MemoryState::Active);
        let (state, _) = watch::channel(initial);
        let stop = shutdown.child_token();
        let queue = Arc::new(Queue::default());
        let runtime = tokio::runtime::Handle::current();

        let encoder = {
            let (queue, store) = (queue.clone(), store.clone());
            std::thread::Builder::new()
                .name("memory-encode".into())
                .spawn(move || worker::run(&queue, &store, &runtime))
        };
        let (wake_capture, stopped) = std::sync::mpsc::channel();
        let capture = Capture {
            backend: backend.clone(),
            denylist,
            clock,
            queue: queue.clone(),
            state: state.clone(),
            stop: stopped,
            data_dir: data_dir.to_path_buf(),
        };
        let capturer = std::thread::Builder::new()
            .name("memory-capture".into())
            .spawn(move || capture.run());
        let threads = [encoder, capturer]
            .into_iter()
            .collect::<Result<Vec<_>, _>>()
            .map_err(|source| StoreError::Io {
                what: "start a thread for",
                path: data_dir.to_path_buf(),
                source,
            })?;

        let sweeper = store.clone();
        let until = stop.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(SWEEP_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    () = until.cancelled() => return,
                    _ = tick.tick() => {}
                }
                if let Err(e) = sweeper.sweep().await {
                    tracing::warn!(error = %e, "screen memory: sweep failed");
                }
            }
        });
        let memory = Arc::new(ScreenMemory {
            store,
            backend,
            state,
            stop,
            threads: std::sync::Mutex::new(threads),
            queue,
            wake_capture: std::sync::Mutex::new(Some(wake_capture)),
            endpoint: std::sync::Mutex::new(None),
        });
        let stopper = memory.clone();
        let shutdown = shutdown.clone();
        tokio::spawn(async move {
            shutdown.cancelled().await;
            stopper.stop().await;
        });
        Ok(memory)
    }

    /// Serves the memory on its loopback MCP endpoint (`127.0.0.1:port`, 0: any port) until
    /// the memory stops; returns the endpoint's URL.
    pub(crate) async fn serve(
        self: &Arc<Self>,
        data_dir: &Path,
        port: u16,
        clock: Clock,
    ) -> Result<String, EndpointError> {
        let endpoint =
            Endpoint::start(Arc::downgrade(self), data_dir, port, clock, &self.stop).await?;
        let url = endpoint.url().to_string();
        let previous = self
            .endpoint
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .replace(endpoint);
        if let Some(previous) = previous {
            previous.stop().await;
        }
        Ok(url)
    }

    /// The state now, and each change from here on.
    pub(crate) fn watch_state(&self) -> watch::Receiver<MemoryState> {
        self.state.subscribe()
    }

    /// The state now.
    pub(crate) fn state(&self) -> MemoryState {
        self.state.borrow().clone()
    }

    /// The frames of `req` of the displays present now (a frame of a display since
    /// unplugged shows nothing there is, and its number may be another display's later),
    /// their pictures as the payload.
    pub(crate) async fn read(
        &self,
        req: &MemoryReadRequest,
    ) -> Result<(MemoryFrames, Vec<u8>), AgentError> {
        let backend = self.backend.clone();
        let displays = tokio::task::spawn_blocking(move || backend.displays())
            .await
            .map_err(|e| e.to_string())
            .and_then(|listed| listed.map_err(|e| e.to_string()))
            .map_err(|e| {
                tracing::warn!(error = %e, "screen memory: cannot list the displays for a read");
                AgentError::new(
                    AgentErrorCode::Internal,
                    format!("the screen memory could not be read: the displays present now cannot be listed: {e}"),
                )
            })?;
        let present: Vec<u32> = displays.iter().map(|d| d.id).collect();
        let read = self.store.read(req, &present).await.map_err(|e| {
            tracing::warn!(error = %e, "screen memory: read failed");
            AgentError::new(
                AgentErrorCode::Internal,
                format!("the screen memory could not be read: {e}"),
            )
        })?;
        Ok((
            MemoryFrames {
                state: self.state(),
                matched: read.matched,
                oldest_ms: read.oldest_ms,
                frames: read.frames,
            },
            read.payload,
        ))
    }

    /// Stops capturing, stores what is queued and closes the store.
    pub(crate) async fn stop(&self) {
        let endpoint = self
            .endpoint
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        if let Some(endpoint) = endpoint {
            endpoint.stop().await;
        }
        self.stop.cancel();
        self.wake_capture
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        self.queue.close();
        let threads = std::mem::take(&mut *self.threads.lock().unwrap_or_else(|p| p.into_inner()));
        let _ = tokio::task::spawn_blocking(move || {
            for t in threads {
                let _ = t.join();
            }
        })
        .await;
        self.store.close().await;
    }
}
