//! Many simulated agents in one process, for the fleet benchmarks (`bench/fleet_scaled.py`).
//!
//! Each agent dials the relay's control socket with its own device token, says a valid hello,
//! heartbeats at the interval the welcome gives, answers `screenshot` with one small JPEG
//! and anything else with `unsupported`, and redials as the real agent does (at once after a
//! draining relay's close code, otherwise after a jittered backoff from 1 s doubling to
//! 30 s). It does in Rust what `bench/fleet.py --simulate` does in Python, at a fraction of
//! the CPU, so that on a two-core machine the relay rather than the load generator is what a
//! fleet benchmark measures.
//!
//! With `--live-echo` each agent also offers the live view: on `LiveStart` it dials the
//! relay's live endpoint with the dial token and sends back every binary message it gets
//! (what a viewer sends comes back through the relay: `bench/live_scale.py` times the
//! bridge with it), answering the start once dialled.
//!
//! `--echo-server` instead serves the same echo on a loopback port it prints (`{"port": N}`)
//! with no relay: the baseline `bench/live_scale.py` compares the bridge with.
//!
//! Prints JSON lines: `all_welcomed` once every agent has been welcomed once, then on SIGTERM
//! `stopping` and `stopped`, each with the counters.
//!
//! `cargo run -p device-agent --release --example fleet_sim -- --url http://127.0.0.1:8780
//! --tokens tokens.json [--concurrency 64] [--answer-screenshots] [--live-echo]`

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use proto::{
    AgentError, AgentErrorCode, AgentMessage, Capability, Display, Hello, ImageFormat, Outcome,
    Platform, Rect, RelayMessage, RequestBody, Response, ResponseBody, ScreenshotResult,
};
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_util::sync::CancellationToken;

/// The size of the JPEG every agent answers a screenshot with.
const SHOT: (u16, u16) = (320, 180);

#[derive(Default)]
struct Stats {
    welcomed: AtomicU64,
    online: AtomicU64,
    refused: AtomicU64,
    connect_errors: AtomicU64,
    disconnects: AtomicU64,
    heartbeats: AtomicU64,
    acks: AtomicU64,
    requests: AtomicU64,
}

impl Stats {
    fn line(&self, event: &str, started: Instant) -> String {
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
        serde_json::json!({
            "event": event,
            "welcomed": get(&self.welcomed),
            "online": get(&self.online),
            "refused": get(&self.refused),
            "connect_errors": get(&self.connect_errors),
            "disconnects": get(&self.disconnects),
            "heartbeats": get(&self.heartbeats),
            "acks": get(&self.acks),
            "requests": get(&self.requests),
            "seconds": (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
        })
        .to_string()
    }
}

struct Args {
    url: String,
    tokens: std::path::PathBuf,
    concurrency: usize,
    answer_screenshots: bool,
    live_echo: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let (mut url, mut tokens, mut concurrency, mut answer_screenshots) = (None, None, 64, false);
    let mut live_echo = false;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--url" => url = args.next(),
            "--tokens" => tokens = args.next().map(Into::into),
            "--concurrency" => {
                concurrency = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|n| (1..=10_000).contains(n))
                    .ok_or("--concurrency: a number from 1 to 10000")?;
            }
            "--answer-screenshots" => answer_screenshots = true,
            "--live-echo" => live_echo = true,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(Args {
        url: url.ok_or("--url is required")?,
        tokens: tokens.ok_or("--tokens is required")?,
        concurrency,
        answer_screenshots,
        live_echo,
    })
}

fn hello(i: usize, live: bool) -> String {
    let hello = AgentMessage::Hello(Hello {
        protocol_version: proto::PROTOCOL_VERSION,
        agent_version: "0.0.0-bench".into(),
        display_name: format!("sim-{i:05}"),
        platform: Platform {
            os: "linux".into(),
            arch: "x86_64".into(),
            backend: "synthetic".into(),
        },
        displays: vec![Display {
            id: 0,
            name: "screen".into(),
            x: 0,
            y: 0,
            width: 1920,
            height: 1080,
            primary: true,
            refresh_hz: None,
        }],
        capabilities: vec![
            Capability::Screenshot,
            Capability::Windows,
            Capability::Input,
        ]
        .into_iter()
        .chain(live.then_some(Capability::LiveView))
        .collect(),
        screen_memory: Default::default(),
        unavailable: Vec::new(),
    });
    serde_json::to_string(&hello).expect("a hello serialises")
}

/// A small picture with some structure, as JPEG.
fn screenshot() -> Vec<u8> {
    let (w, h) = (usize::from(SHOT.0), usize::from(SHOT.1));
    let mut bgra = vec![0u8; w * h * 4];
    for (i, px) in bgra.chunks_exact_mut(4).enumerate() {
        let (x, y) = (i % w, i / w);
        px.copy_from_slice(&[90, 60 + (y % 32) as u8, 30 + (x % 64) as u8, 255]);
    }
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, 80)
        .encode(&bgra, SHOT.0, SHOT.1, jpeg_encoder::ColorType::Bgra)
        .expect("the JPEG encodes");
    out
}

/// The answer to request `id`.
fn answer(id: u64, body: &RequestBody, jpeg: Option<&[u8]>) -> Message {
    match (body, jpeg) {
        (RequestBody::Screenshot(_), Some(jpeg)) => {
            let result = ResponseBody::Screenshot(ScreenshotResult {
                width: u32::from(SHOT.0),
                height: u32::from(SHOT.1),
                source: Rect {
                    x: 0,
                    y: 0,
                    width: 1920,
                    height: 1080,
                },
                format: ImageFormat::Jpeg,
                window_title: None,
                capture_ms: 1.0,
                encode_ms: 1.0,
            });
            let response = Response {
                id,
                outcome: Outcome::Ok { result },
            };
            let frame = proto::encode_binary(&response, jpeg).expect("a small frame encodes");
            Message::Binary(frame.into())
        }
        _ => {
            let response = AgentMessage::Response(Response {
                id,
                outcome: Outcome::Error {
                    error: AgentError::new(AgentErrorCode::Unsupported, "simulated agent"),
                },
            });
            Message::Text(serde_json::to_string(&response).unwrap_or_default().into())
        }
    }
}

/// How one connection ended.
enum Ended {
    /// Stop was asked.
    Stopped,
    /// The relay refused the hello: this agent gives up.
    Refused,
    /// Redial at once (the relay was draining).
    RedialNow,
    /// Redial after the backoff.
    Backoff,
}

struct Agent {
    index: usize,
    url: String,
    token: String,
    stats: Arc<Stats>,
    gate: Arc<Semaphore>,
    jpeg: Option<Arc<Vec<u8>>>,
    live_echo: bool,
    stop: CancellationToken,
}

/// A live session's device side that sends back what it gets: dial `req.url` with its dial
/// token, answer the start once connected, then echo until the relay closes.
async fn live_echo(
    req: proto::LiveStartRequest,
    id: u64,
    replies: tokio::sync::mpsc::Sender<Message>,
) {
    let answer = |outcome| {
        Message::Text(
            serde_json::to_string(&AgentMessage::Response(Response { id, outcome }))
                .unwrap_or_default()
                .into(),
        )
    };
    let mut request = match req.url.as_str().into_client_request() {
        Ok(r) => r,
        Err(e) => {
            let error = AgentError::new(AgentErrorCode::Internal, e.to_string());
            let _ = replies.send(answer(Outcome::Error { error })).await;
            return;
        }
    };
    if let Ok(bearer) = format!("Bearer {}", req.token).parse() {
        request.headers_mut().insert("authorization", bearer);
    }
    let ws = match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => ws,
        Err(e) => {
            let error = AgentError::new(AgentErrorCode::Internal, e.to_string());
            let _ = replies.send(answer(Outcome::Error { error })).await;
            return;
        }
    };
    let result = ResponseBody::Live {
        summary: "echoing".into(),
        shared: false,
    };
    let _ = replies.send(answer(Outcome::Ok { result })).await;
    echo(ws).await;
}

/// Send back every binary message `ws` gets until it closes.
async fn echo<S>(ws: tokio_tungstenite::WebSocketStream<S>)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let (mut tx, mut rx) = ws.split();
    while let Some(Ok(m)) = rx.next().await {
        let sent = match m {
            Message::Binary(b) => tx.send(Message::Binary(b)).await,
            Message::Close(_) => return,
            _ => Ok(()),
        };
        if sent.is_err() {
            return;
        }
    }
}

impl Agent {
    async fn run(self, welcomed_once: tokio::sync::mpsc::UnboundedSender<()>) {
        let mut backoff = Duration::from_secs(1);
        let mut announced = false;
        loop {
            let ended = tokio::select! {
                () = self.stop.cancelled() => Ended::Stopped,
                ended = self.connection(&mut announced, &welcomed_once, &mut backoff) => ended,
            };
            match ended {
                Ended::Stopped | Ended::Refused => return,
                Ended::RedialNow => continue,
                Ended::Backoff => {}
            }
            let jitter = 0.5 + f64::from(getrandom::u32().unwrap_or(0)) / f64::from(u32::MAX) / 2.0;
            tokio::select! {
                () = self.stop.cancelled() => return,
                () = tokio::time::sleep(backoff.mul_f64(jitter)) => {}
            }
            backoff = (backoff * 2).min(Duration::from_secs(30));
        }
    }

    async fn connection(
        &self,
        announced: &mut bool,
        welcomed_once: &tokio::sync::mpsc::UnboundedSender<()>,
        backoff: &mut Duration,
    ) -> Ended {
        let stats = &self.stats;
        let permit = self.gate.acquire().await;
        let mut request = match self.url.as_str().into_client_request() {
            Ok(r) => r,
            Err(_) => return Ended::Refused,
        };
        let bearer = format!("Bearer {}", self.token).parse();
        if let Ok(bearer) = bearer {
            request.headers_mut().insert("authorization", bearer);
        }
        let Ok(Ok((mut ws, _))) = tokio::time::timeout(
            Duration::from_secs(60),
            tokio_tungstenite::connect_async(request),
        )
        .await
        else {
            stats.connect_errors.fetch_add(1, Ordering::Relaxed);
            return Ended::Backoff;
        };
        if ws
            .send(Message::Text(hello(self.index, self.live_echo).into()))
            .await
            .is_err()
        {
            stats.connect_errors.fetch_add(1, Ordering::Relaxed);
            return Ended::Backoff;
        }
        let welcome = tokio::time::timeout(Duration::from_secs(30), ws.next()).await;
        let interval = match welcome {
            Ok(Some(Ok(Message::Text(text)))) => match serde_json::from_str(&text) {
                Ok(RelayMessage::Welcome(w)) => Duration::from_millis(w.heartbeat_interval_ms),
                Ok(RelayMessage::Refused { .. }) => {
                    stats.refused.fetch_add(1, Ordering::Relaxed);
                    return Ended::Refused;
                }
                _ => {
                    stats.connect_errors.fetch_add(1, Ordering::Relaxed);
                    return Ended::Backoff;
                }
            },
            _ => {
                stats.connect_errors.fetch_add(1, Ordering::Relaxed);
                return Ended::Backoff;
            }
        };
        drop(permit);
        stats.welcomed.fetch_add(1, Ordering::Relaxed);
        stats.online.fetch_add(1, Ordering::Relaxed);
        if !*announced {
            *announced = true;
            let _ = welcomed_once.send(());
        }
        *backoff = Duration::from_secs(1);
        // As the agent does: the first heartbeat at once, then every interval.
        let mut heartbeat = tokio::time::interval(interval.max(Duration::from_millis(100)));
        let mut seq = 0u64;
        // Answers made by other tasks (a live start answers once it dialled).
        let (replies_tx, mut replies) = tokio::sync::mpsc::channel::<Message>(16);
        let ended = loop {
            tokio::select! {
                Some(reply) = replies.recv() => {
                    if ws.send(reply).await.is_err() {
                        break Ended::Backoff;
                    }
                }
                _ = heartbeat.tick() => {
                    seq += 1;
                    let beat = serde_json::to_string(&AgentMessage::Heartbeat { seq }).unwrap_or_default();
                    if ws.send(Message::Text(beat.into())).await.is_err() {
                        break Ended::Backoff;
                    }
                    stats.heartbeats.fetch_add(1, Ordering::Relaxed);
                }
                message = ws.next() => match message {
                    Some(Ok(Message::Text(text))) => match serde_json::from_str(&text) {
                        Ok(RelayMessage::HeartbeatAck { .. }) => {
                            stats.acks.fetch_add(1, Ordering::Relaxed);
                        }
                        Ok(RelayMessage::Request(r)) if self.live_echo && matches!(r.body, RequestBody::LiveStart(_) | RequestBody::LiveStop(_)) => {
                            stats.requests.fetch_add(1, Ordering::Relaxed);
                            match r.body {
                                RequestBody::LiveStart(start) => {
                                    tokio::spawn(live_echo(start, r.id, replies_tx.clone()));
                                }
                                _ => {
                                    // The relay closes the live socket itself; the echo ends.
                                    let result = ResponseBody::Live { summary: "stopped".into(), shared: false };
                                    let reply = AgentMessage::Response(Response { id: r.id, outcome: Outcome::Ok { result } });
                                    if ws.send(Message::Text(serde_json::to_string(&reply).unwrap_or_default().into())).await.is_err() {
                                        break Ended::Backoff;
                                    }
                                }
                            }
                        }
                        Ok(RelayMessage::Request(r)) => {
                            stats.requests.fetch_add(1, Ordering::Relaxed);
                            let reply = answer(r.id, &r.body, self.jpeg.as_deref().map(Vec::as_slice));
                            if ws.send(reply).await.is_err() {
                                break Ended::Backoff;
                            }
                        }
                        _ => {}
                    },
                    Some(Ok(Message::Close(frame))) => {
                        let code = frame.map(|f| u16::from(f.code));
                        break if code == Some(proto::CLOSE_RELAY_DRAINING) {
                            Ended::RedialNow
                        } else {
                            Ended::Backoff
                        };
                    }
                    Some(Ok(_)) => {}
                    Some(Err(_)) | None => break Ended::Backoff,
                },
            }
        };
        stats.online.fetch_sub(1, Ordering::Relaxed);
        stats.disconnects.fetch_add(1, Ordering::Relaxed);
        ended
    }
}

/// Serve the echo on a loopback port, printed first, until killed.
async fn echo_server() -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    println!("{}", serde_json::json!({ "port": port }));
    loop {
        let (stream, _) = listener.accept().await.map_err(|e| e.to_string())?;
        let _ = stream.set_nodelay(true);
        tokio::spawn(async move {
            if let Ok(ws) = tokio_tungstenite::accept_async(stream).await {
                echo(ws).await;
            }
        });
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    if std::env::args().nth(1).as_deref() == Some("--echo-server") {
        return echo_server().await;
    }
    let args = parse_args()?;
    let tokens: Vec<String> = serde_json::from_slice(
        &std::fs::read(&args.tokens).map_err(|e| format!("{}: {e}", args.tokens.display()))?,
    )
    .map_err(|e| format!("{}: {e}", args.tokens.display()))?;
    let base = args
        .url
        .replacen("http://", "ws://", 1)
        .replacen("https://", "wss://", 1);
    let url = format!("{base}{}", proto::AGENT_CONNECT_PATH);
    let stats = Arc::new(Stats::default());
    let stop = CancellationToken::new();
    let gate = Arc::new(Semaphore::new(args.concurrency));
    let jpeg = args.answer_screenshots.then(|| Arc::new(screenshot()));
    let started = Instant::now();
    let (welcomed_tx, mut welcomed_rx) = tokio::sync::mpsc::unbounded_channel();
    let mut agents = tokio::task::JoinSet::new();
    for (index, token) in tokens.iter().enumerate() {
        let agent = Agent {
            index,
            url: url.clone(),
            token: token.clone(),
            stats: stats.clone(),
            gate: gate.clone(),
            jpeg: jpeg.clone(),
            live_echo: args.live_echo,
            stop: stop.clone(),
        };
        agents.spawn(agent.run(welcomed_tx.clone()));
    }
    drop(welcomed_tx);
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .map_err(|e| e.to_string())?;
    let mut welcomed = 0;
    let all = loop {
        tokio::select! {
            got = welcomed_rx.recv() => match got {
                Some(()) => {
                    welcomed += 1;
                    if welcomed == tokens.len() {
                        break true;
                    }
                }
                None => break false,
            },
            _ = term.recv() => break false,
        }
    };
    println!(
        "{}",
        stats.line(if all { "all_welcomed" } else { "stopped_early" }, started)
    );
    if all {
        term.recv().await;
    }
    println!("{}", stats.line("stopping", started));
    stop.cancel();
    while agents.join_next().await.is_some() {}
    println!("{}", stats.line("stopped", started));
    Ok(())
}
