//! Serving the router on a listener, plain or TLS, until shutdown.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::serve::ListenerExt as _;
use axum_server::tls_rustls::RustlsConfig;

use crate::app::app;
use crate::state::AppState;

/// A certificate chain and key, PEM files.
#[derive(Clone, Debug)]
pub struct TlsFiles {
    /// Certificate chain.
    pub cert: PathBuf,
    /// Private key.
    pub key: PathBuf,
}

/// Errors starting to serve.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// Socket trouble.
    #[error("listener: {0}")]
    Io(#[from] std::io::Error),
    /// The replica could not take its lease (scaled out).
    #[error("joining the other replicas: {0}")]
    Join(#[from] relay_core::store::DbError),
    /// Certificate or key unreadable or invalid.
    #[error("TLS certificate {cert} / key {key}: {error}")]
    Tls {
        /// Certificate path.
        cert: String,
        /// Key path.
        key: String,
        /// What failed.
        error: String,
    },
}

/// How long open connections get to finish after shutdown begins.
const DRAIN: Duration = Duration::from_secs(3);

/// Serve the relay on `listener` until `state.shutdown()` is cancelled.
pub async fn run(
    listener: tokio::net::TcpListener,
    state: AppState,
    tls: Option<TlsFiles>,
) -> Result<(), ServeError> {
    let shutdown = state.shutdown().clone();
    if let Some(cluster) = state.cluster() {
        crate::replica::join(&state, cluster).await?;
    }
    let interval = Duration::from_millis(state.settings().revocation_check_ms.max(100));
    tokio::spawn(crate::revocation::run(state.clone(), interval));
    let writer = state.clone();
    let writer_shutdown = shutdown.clone();
    tokio::spawn(async move {
        relay_core::access::rate_limit::run_writer(
            writer.failures(),
            writer.audit(),
            writer_shutdown,
        )
        .await;
    });
    // Draining: the sessions served here end with a reason, and their sockets close with
    // its code (a hop passes it on), before the listener stops.
    let sessions = state.sessions().clone();
    let drained = shutdown.clone();
    tokio::spawn(async move {
        drained.cancelled().await;
        let ended = sessions.end_all_here().await;
        if ended > 0 {
            tracing::info!(sessions = ended, "ended the live sessions served here");
        }
    });
    if let Some(cluster) = state.cluster() {
        tokio::spawn(crate::live::owner::serve(
            state.clone(),
            cluster.clone(),
            cluster.lease() / 3,
            shutdown.clone(),
        ));
        tokio::spawn(relay_core::cluster::share_failures(
            cluster.clone(),
            state.failures().clone(),
            relay_core::cluster::failures_subject(&state.settings().secret),
            shutdown.clone(),
        ));
        tokio::spawn(crate::replica::run_presence(
            state.clone(),
            cluster.clone(),
            shutdown.clone(),
        ));
    }
    let checkpoint_key = Arc::new(relay_core::audit::checkpoint::CheckpointKey::from_root(
        &state.settings().secret,
    ));
    let scratch = state.settings().data_dir.join("tmp");
    let last_checkpoint = (
        state.db().clone(),
        state.artifacts().clone(),
        checkpoint_key.clone(),
        scratch.clone(),
    );
    tokio::spawn(relay_core::audit::checkpoint::run(
        relay_core::audit::Audit::new(state.db().clone()),
        state.artifacts().clone(),
        checkpoint_key,
        scratch,
        state.settings().audit_checkpoint_interval,
        shutdown.clone(),
    ));
    let abandoned = state.settings().abandoned_upload_after;
    tokio::spawn(relay_core::artifacts::run_sweeper(
        state.db().clone(),
        state.artifacts().clone(),
        abandoned,
        (abandoned / 4).clamp(Duration::from_millis(100), Duration::from_secs(3600)),
        shutdown.clone(),
    ));
    tokio::spawn(relay_core::artifacts::retention::run(
        state.db().clone(),
        relay_core::audit::Audit::new(state.db().clone()),
        state.artifacts().clone(),
        state.settings().retention.clone(),
        state.settings().retention_interval,
        shutdown.clone(),
    ));
    let sockets = state.sockets().clone();
    let router = app(state).into_make_service_with_connect_info::<SocketAddr>();
    match tls {
        None => {
            let signal = shutdown.clone();
            // TCP_NODELAY on every connection: the live bridge forwards small RFB messages
            // (a pointer event, a cursor update) that Nagle's algorithm would hold back.
            let listener = listener.tap_io(|tcp| {
                let _ = tcp.set_nodelay(true);
            });
            let serve = axum::serve(listener, router)
                .with_graceful_shutdown(async move { signal.cancelled().await });
            // WebSockets and MCP streams may not end on their own; bound the drain.
            tokio::select! {
                r = serve => r?,
                () = async { shutdown.cancelled().await; tokio::time::sleep(DRAIN).await } => {}
            }
        }
        Some(files) => {
            // One crypto provider for the whole process; installing twice is harmless.
            let _ = rustls::crypto::ring::default_provider().install_default();
            let config = RustlsConfig::from_pem_file(&files.cert, &files.key)
                .await
                .map_err(|e| ServeError::Tls {
                    cert: files.cert.display().to_string(),
                    key: files.key.display().to_string(),
                    error: e.to_string(),
                })?;
            let handle = axum_server::Handle::new();
            let h = handle.clone();
            tokio::spawn(async move {
                shutdown.cancelled().await;
                h.graceful_shutdown(Some(DRAIN));
            });
            axum_server::from_tcp_rustls(listener.into_std()?, config)?
                .map(|tls| tls.acceptor(axum_server::accept::NoDelayAcceptor::new()))
                .handle(handle)
                .serve(router)
                .await?;
        }
    }
    // The server forgets a connection once it is upgraded, so agents' links and live
    // sessions may still be sending their close frames; returning now would cut them
    // (the agent would see a reset, not the code telling it to redial at once).
    sockets.close();
    if tokio::time::timeout(DRAIN, sockets.wait()).await.is_err() {
        tracing::warn!(
            open = sockets.len(),
            "sockets still open after the drain; closing them"
        );
    }
    // The last checkpoint covers every event written until the stop, the drain's included.
    let (db, store, key, scratch) = last_checkpoint;
    let audit = relay_core::audit::Audit::new(db);
    let last = relay_core::audit::checkpoint::write(&audit, store.as_ref(), &key, &scratch, None);
    match tokio::time::timeout(DRAIN, last).await {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => tracing::warn!(error = %e, "could not write the last audit checkpoint"),
        Err(_) => tracing::warn!("the last audit checkpoint was not written within the drain"),
    }
    Ok(())
}
