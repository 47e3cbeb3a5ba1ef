//! Asking the relay for a finishing recording's actions (`GET
//! /v1/agent/recordings/{id}/actions`, see [`proto::actions_track`]), for its MP4's
//! timed-text track.
//!
//! The recorder asks from its encode thread, a plain thread that must not wait long: the
//! request runs on the agent's runtime and the thread waits at most [`WAIT`] for it. A
//! runtime that is shutting down drops the task, which ends the wait at once. The answer is
//! a peer's, so its size is bounded while it is read and its cues are checked
//! ([`proto::RecordingActions::validate`]) before the muxer sees them.

use std::sync::mpsc;
use std::time::Duration;

use proto::RecordingActions;
use tokio::runtime::Handle;

use super::Target;
use crate::record::ActionsSource;
use crate::redact::redact;

/// Longest the encode thread waits for the actions: a slow relay costs a recording its text
/// track, not its stop.
const WAIT: Duration = Duration::from_secs(3);

/// Largest answer read: [`proto::MAX_ACTION_CUES`] cues of up to
/// [`proto::MAX_ACTION_CUE_TEXT`] bytes (as JSON, escapes included), and room.
const MAX_BODY: usize = proto::MAX_ACTION_CUES * (proto::MAX_ACTION_CUE_TEXT * 2 + 64) + 4096;

/// The relay as the source of its recordings' actions.
#[derive(Clone)]
pub struct RelayActions {
    target: Target,
    runtime: Handle,
}

impl std::fmt::Debug for RelayActions {
    // The target holds the device token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RelayActions")
            .field("base", &self.target.base)
            .finish_non_exhaustive()
    }
}

impl RelayActions {
    /// Ask `target`'s relay, running the requests on `runtime`.
    pub fn new(target: Target, runtime: Handle) -> Self {
        RelayActions { target, runtime }
    }
}

impl ActionsSource for RelayActions {
    fn fetch(&self, recording_id: &str) -> Option<RecordingActions> {
        let (tx, rx) = mpsc::sync_channel(1);
        let target = self.target.clone();
        let id = recording_id.to_string();
        self.runtime.spawn(async move {
            let _ = tx.send(ask(&target, &id).await);
        });
        match rx.recv_timeout(WAIT) {
            Ok(Ok(actions)) => Some(actions),
            Ok(Err(e)) => {
                tracing::warn!(recording = %recording_id, error = %e, "the recording's actions could not be had; its MP4 goes without a text track");
                None
            }
            Err(_) => {
                tracing::warn!(recording = %recording_id, "the relay did not send the recording's actions in time; its MP4 goes without a text track");
                None
            }
        }
    }
}

/// One request, its answer read within [`MAX_BODY`] and checked.
async fn ask(target: &Target, id: &str) -> Result<RecordingActions, String> {
    let url = format!(
        "{}{}/{id}/actions",
        target.base,
        proto::AGENT_RECORDINGS_PATH
    );
    let mut response = target
        .client
        .get(&url)
        .bearer_auth(&target.token)
        .timeout(WAIT)
        .send()
        .await
        .map_err(|e| redact(&format!("asking for the actions: {}", e.without_url())))?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("asking for the actions: HTTP {status}"));
    }
    if response
        .content_length()
        .is_some_and(|n| n > MAX_BODY as u64)
    {
        return Err(format!("the relay's answer is over {MAX_BODY} bytes"));
    }
    let mut body = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| format!("reading the actions: {}", e.without_url()))?
    {
        if body.len() + chunk.len() > MAX_BODY {
            return Err(format!("the relay's answer is over {MAX_BODY} bytes"));
        }
        body.extend_from_slice(&chunk);
    }
    let actions: RecordingActions =
        serde_json::from_slice(&body).map_err(|e| format!("the relay's answer: {e}"))?;
    if actions.recording_id != id {
        return Err(format!(
            "the relay answered for recording {:?}",
            actions.recording_id
        ));
    }
    actions
        .validate()
        .map_err(|e| format!("the relay's answer: {e}"))?;
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::*;

    /// A relay that answers every request with `response` (raw HTTP), or never when `None`.
    fn relay(runtime: &tokio::runtime::Runtime, response: Option<Vec<u8>>) -> Target {
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .unwrap();
        let addr = listener.local_addr().unwrap();
        runtime.spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let response = response.clone();
                tokio::spawn(async move {
                    let mut request = Vec::new();
                    let mut buf = [0u8; 1024];
                    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
                        match socket.read(&mut buf).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => request.extend_from_slice(&buf[..n]),
                        }
                    }
                    match response {
                        Some(r) => {
                            let _ = socket.write_all(&r).await;
                        }
                        None => std::future::pending::<()>().await,
                    }
                });
            }
        });
        Target {
            base: format!("http://{addr}"),
            token: "dt_test".into(),
            // The agent's own TLS set-up, as `lib.rs` builds its client.
            client: reqwest::Client::builder()
                .use_preconfigured_tls((*crate::net::tls_config(None).unwrap()).clone())
                .build()
                .unwrap(),
        }
    }

    fn ok(body: &str) -> Vec<u8> {
        format!(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .into_bytes()
    }

    fn fetch(response: Option<Vec<u8>>) -> (Option<RecordingActions>, Duration) {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let source = RelayActions::new(relay(&runtime, response), runtime.handle().clone());
        let started = Instant::now();
        // The recorder asks from a plain thread, as here.
        let got = std::thread::spawn(move || source.fetch("rec_abc"))
            .join()
            .unwrap();
        (got, started.elapsed())
    }

    #[test]
    fn the_relays_cues_come_back_checked() {
        let (got, _) = fetch(Some(ok(
            r#"{"recording_id":"rec_abc","cues":[{"start_ms":5,"end_ms":505,"text":"click at 1,2 · ci"}]}"#,
        )));
        let got = got.expect("a good answer is taken");
        assert_eq!(
            got.cues,
            [proto::ActionCue::new(5, 505, "click at 1,2 · ci")]
        );
    }

    #[test]
    fn a_hostile_or_silent_relay_costs_the_track_not_the_stop() {
        let unordered = r#"{"recording_id":"rec_abc","cues":[{"start_ms":9,"end_ms":10,"text":"a"},{"start_ms":1,"end_ms":2,"text":"b"}]}"#;
        let huge_declared = format!(
            "HTTP/1.1 200 OK\r\nContent-Length: {}\r\n\r\n{{",
            MAX_BODY + 1
        )
        .into_bytes();
        // Streamed without a length, past the bound.
        let mut endless =
            b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n{\"recording_id\":\"rec_abc\",\"cues\":["
                .to_vec();
        endless.resize(MAX_BODY + 4096, b' ');
        for (what, response) in [
            (
                "another recording's",
                Some(ok(r#"{"recording_id":"rec_other","cues":[]}"#)),
            ),
            ("cues out of order", Some(ok(unordered))),
            ("not JSON", Some(ok("<html>"))),
            (
                "refused",
                Some(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n".to_vec()),
            ),
            ("a declared length over the bound", Some(huge_declared)),
            ("a body past the bound", Some(endless)),
        ] {
            let (got, _) = fetch(response);
            assert!(got.is_none(), "{what}: {got:?}");
        }
        let (got, took) = fetch(None);
        assert!(got.is_none());
        assert!(took < WAIT + Duration::from_secs(2), "{took:?}");
    }
}
