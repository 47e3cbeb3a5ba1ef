//! One VNC connection after another: connect and log in, keep the framebuffer current, pass
//! input on, and redial when the server goes away.
//!
//! RFB is pull-based: a server sends an update only in answer to a request, so the session
//! asks for an incremental update every [`REFRESH`] (a server with nothing new stays
//! silent). The first request after connecting is a full one, and the screen is whole once
//! its pixels have all arrived. The `vnc` crate's event queue holds two events, so updates
//! are applied at once under a short lock, never while waiting on anything.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use ::vnc::{PixelFormat, VncConnector, VncEncoding, VncError, VncEvent, X11Event};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

use super::screen::{Area, Screen, ScreenError};
use crate::backend::BackendError;

/// How often an incremental update is asked for: a change on the server reaches the
/// framebuffer within about this long.
const REFRESH: Duration = Duration::from_millis(15);
/// How long a connection and its login may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the first full update may take before the screen is served as it stands.
const WHOLE_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest wait between redials.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// What the backend and the session share.
#[derive(Default)]
pub(super) struct Shared {
    /// The framebuffer, `None` while no connection is up.
    pub screen: Mutex<Option<Screen>>,
    /// Notified when the screen becomes whole or goes.
    pub ready: Condvar,
    /// Set when a connection that had served the screen is lost, cleared when a new one
    /// serves it: grabs meanwhile fail at once (the target is gone), rather than waiting.
    pub away: AtomicBool,
}

/// Where to connect and how to log in.
#[derive(Clone)]
pub(super) struct Server {
    pub addr: SocketAddr,
    /// The VNC password; never logged.
    pub password: Option<String>,
}

/// Why a connection failed.
#[derive(Debug, thiserror::Error)]
pub(super) enum ConnectError {
    /// Worth redialling: network, server gone.
    #[error("{0}")]
    Transient(String),
    /// Redialling cannot help: wrong password, no security type in common.
    #[error("{0}")]
    Fatal(String),
}

/// Run connections to `server` until `stop`, applying updates to `shared` and sending what
/// arrives on `input`. The first connection's outcome is reported on `first`: a server
/// that refuses us at start is an error there, not a redial loop.
pub(super) async fn run(
    server: Server,
    shared: Arc<Shared>,
    mut input: mpsc::UnboundedReceiver<X11Event>,
    first: oneshot::Sender<Result<(), BackendError>>,
    stop: CancellationToken,
) {
    let mut first = Some(first);
    let mut backoff = Duration::from_secs(1);
    loop {
        let connected = tokio::select! {
            () = stop.cancelled() => return,
            c = connect(&server) => c,
        };
        match connected {
            Ok(client) => {
                backoff = Duration::from_secs(1);
                let ended = pump(&client, &shared, &mut input, &mut first, &stop).await;
                let _ = client.close().await;
                lost(&shared);
                match ended {
                    Ok(()) => return,
                    Err(e) => {
                        tracing::warn!(server = %server.addr, error = %e, "the VNC server went away; redialling")
                    }
                }
            }
            Err(ConnectError::Fatal(e)) => {
                if let Some(first) = first.take() {
                    let _ = first.send(Err(BackendError::Failed(e)));
                    return;
                }
                tracing::error!(server = %server.addr, error = %e, "the VNC server refuses this agent; retrying");
            }
            Err(ConnectError::Transient(e)) => {
                if let Some(first) = first.take() {
                    let _ = first.send(Err(BackendError::Failed(e)));
                    return;
                }
                tracing::warn!(server = %server.addr, error = %e, "cannot reach the VNC server; retrying");
            }
        }
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep(backoff) => {}
        }
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

fn lost(shared: &Shared) {
    let mut screen = lock(&shared.screen);
    if screen.as_ref().is_some_and(|s| s.ready) {
        shared.away.store(true, Ordering::SeqCst);
    }
    *screen = None;
    shared.ready.notify_all();
}

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

async fn connect(server: &Server) -> Result<::vnc::VncClient, ConnectError> {
    let attempt = async {
        let tcp = tokio::net::TcpStream::connect(server.addr)
            .await
            .map_err(|e| ConnectError::Transient(format!("VNC server {}: {e}", server.addr)))?;
        let _ = tcp.set_nodelay(true);
        let password = server.password.clone();
        let state = VncConnector::new(tcp)
            .set_auth_method(async move { password.ok_or(VncError::NoPassword) })
            .add_encoding(VncEncoding::Tight)
            .add_encoding(VncEncoding::Zrle)
            .add_encoding(VncEncoding::Trle)
            .add_encoding(VncEncoding::CopyRect)
            .add_encoding(VncEncoding::Raw)
            // Asked so that the server sends the pointer's shape apart rather than drawing it
            // into the pixels: captures show the screen without a pointer, as on X11.
            .add_encoding(VncEncoding::CursorPseudo)
            .add_encoding(VncEncoding::DesktopSizePseudo)
            .add_encoding(VncEncoding::ExtendedDesktopSizePseudo)
            .allow_shared(true)
            .set_pixel_format(PixelFormat::bgra())
            .build()
            .map_err(|e| ConnectError::Fatal(e.to_string()))?;
        let started = state.try_start().await;
        match started.and_then(|state| state.finish()) {
            Ok(client) => Ok(client),
            Err(e) => Err(refusal(server, e).await),
        }
    };
    tokio::time::timeout(CONNECT_TIMEOUT, attempt)
        .await
        .unwrap_or_else(|_| {
            Err(ConnectError::Transient(format!(
                "VNC server {}: no login within {} s",
                server.addr,
                CONNECT_TIMEOUT.as_secs()
            )))
        })
}

/// What the `vnc` crate says when the server offers neither None nor VNC password.
const NO_COMMON_TYPE: &str = "Security type apart from Vnc Auth has not been implemented";

/// What a failed login means, in words a person can act on.
async fn refusal(server: &Server, e: VncError) -> ConnectError {
    let at = server.addr;
    match e {
        VncError::WrongPassword => ConnectError::Fatal(format!(
            "VNC server {at}: the password was refused (--vnc-password-file)"
        )),
        VncError::NoPassword => ConnectError::Fatal(format!(
            "VNC server {at} asks for a password; give it with --vnc-password-file or DEVICE_AGENT_VNC_PASSWORD"
        )),
        VncError::IoError(e) => ConnectError::Transient(format!("VNC server {at}: {e}")),
        // RFB 3.8 servers give a reason with a refused password.
        VncError::General(reason) if reason != NO_COMMON_TYPE => ConnectError::Fatal(format!(
            "VNC server {at}: the password was refused ({})",
            reason.chars().take(200).collect::<String>()
        )),
        // The crate skips security types it does not know and then fails without naming
        // them: ask the server again, by hand, which it offers.
        VncError::General(_) | VncError::ConnectError | VncError::InvalidSecurityTyep(_) => {
            match offered(at).await {
                Some(types) if !types.iter().any(|t| matches!(t, 1 | 2)) => {
                    let named: Vec<String> = types.iter().map(|&t| security_name(t)).collect();
                    ConnectError::Fatal(format!(
                        "VNC server {at} offers only the security types {}; this agent speaks None (1) and VNC password (2)",
                        named.join(", ")
                    ))
                }
                _ => ConnectError::Transient(format!("VNC server {at}: the handshake failed")),
            }
        }
        other => ConnectError::Transient(format!("VNC server {at}: {other}")),
    }
}

/// The security types a server offers (RFB 3.7 and later), read from a handshake of our own.
async fn offered(addr: SocketAddr) -> Option<Vec<u8>> {
    let probe = async {
        let mut tcp = tokio::net::TcpStream::connect(addr).await.ok()?;
        let mut version = [0u8; 12];
        tcp.read_exact(&mut version).await.ok()?;
        if !version.starts_with(b"RFB 003.") {
            return None;
        }
        tcp.write_all(b"RFB 003.008\n").await.ok()?;
        let count = tcp.read_u8().await.ok()?;
        let mut types = vec![0u8; usize::from(count)];
        tcp.read_exact(&mut types).await.ok()?;
        Some(types)
    };
    tokio::time::timeout(Duration::from_secs(5), probe)
        .await
        .ok()
        .flatten()
}

fn security_name(t: u8) -> String {
    let name = match t {
        1 => "None",
        2 => "VNC password",
        5 => "RA2",
        6 => "RA2ne",
        16 => "Tight",
        18 => "TLS",
        19 => "VeNCrypt",
        22 => "XVP",
        30 => "Apple Remote Desktop",
        113 => "MSLogonII",
        129 => "Unix login",
        _ => return t.to_string(),
    };
    format!("{name} ({t})")
}

/// Apply the server's updates and send input until the connection fails (`Err`) or `stop`.
async fn pump(
    client: &::vnc::VncClient,
    shared: &Shared,
    input: &mut mpsc::UnboundedReceiver<X11Event>,
    first: &mut Option<oneshot::Sender<Result<(), BackendError>>>,
    stop: &CancellationToken,
) -> Result<(), String> {
    let failed = |e: VncError| e.to_string();
    client.input(X11Event::FullRefresh).await.map_err(failed)?;
    let mut refresh = tokio::time::interval(REFRESH);
    refresh.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut whole_by = tokio::time::Instant::now() + WHOLE_TIMEOUT;
    loop {
        tokio::select! {
            () = stop.cancelled() => return Ok(()),
            event = client.recv_event() => match event.map_err(failed)? {
                VncEvent::Error(e) => return Err(e),
                event => {
                    if apply(shared, event).map_err(|e| e.to_string())? {
                        // A new size: the old pixels are gone, ask for every new one.
                        whole_by = tokio::time::Instant::now() + WHOLE_TIMEOUT;
                        client.input(X11Event::FullRefresh).await.map_err(failed)?;
                    }
                }
            },
            Some(event) = input.recv() => client.input(event).await.map_err(failed)?,
            _ = refresh.tick() => client.input(X11Event::Refresh).await.map_err(failed)?,
        }
        let mut screen = lock(&shared.screen);
        if let Some(s) = screen.as_mut().filter(|s| !s.ready) {
            let late = tokio::time::Instant::now() >= whole_by;
            if s.whole() || late {
                if !s.whole() {
                    tracing::warn!(
                        "the VNC server did not send its whole screen within 10 s; serving it as it stands"
                    );
                }
                s.ready = true;
                shared.away.store(false, Ordering::SeqCst);
                shared.ready.notify_all();
                if let Some(first) = first.take() {
                    let _ = first.send(Ok(()));
                }
            }
        }
    }
}

fn area(r: ::vnc::Rect) -> Area {
    Area {
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
    }
}

/// One event from the server, applied to the framebuffer; true when it made the
/// framebuffer a new size.
fn apply(shared: &Shared, event: VncEvent) -> Result<bool, ScreenError> {
    let mut screen = lock(&shared.screen);
    let resize =
        |screen: &mut Option<Screen>, width: u16, height: u16| -> Result<bool, ScreenError> {
            if screen
                .as_ref()
                .is_none_or(|s| (s.width, s.height) != (width, height))
            {
                let first = screen.is_none();
                *screen = Some(Screen::new(width, height)?);
                return Ok(!first);
            }
            Ok(false)
        };
    match event {
        VncEvent::SetResolution(s) => return resize(&mut screen, s.width, s.height),
        VncEvent::DesktopUpdate(u) => {
            if let Some(layout) = u.layout {
                return resize(&mut screen, layout.width, layout.height);
            }
        }
        VncEvent::RawImage(r, data) => {
            if let Some(s) = screen.as_mut() {
                s.blit(area(r), &data)?;
            }
        }
        VncEvent::Copy(to, from) => {
            if let Some(s) = screen.as_mut() {
                s.copy(area(to), area(from))?;
            }
        }
        VncEvent::JpegImage(r, jpeg) => {
            if let Some(s) = screen.as_mut() {
                s.jpeg(area(r), &jpeg)?;
            }
        }
        _ => {}
    }
    Ok(false)
}
