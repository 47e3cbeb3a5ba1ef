//! Hops: a live socket carried from the replica the load balancer chose to the replica that
//! serves its session.
//!
//! The forwarding replica checks what it can (the dial token, the ticket's shape and row),
//! then opens one WebSocket to the serving replica's advertised URL on the same path, with
//! the client's own credential (dial token or ticket: the serving replica checks it again,
//! so a ticket is consumed once, there) and a hop token ([`HopSigner`], a JWT with a key
//! derived from the root secret, valid for [`proto::cluster::HOP_TOKEN_TTL_SECONDS`] and
//! for one session and side) vouching for the client's address and user agent, which the
//! serving replica audits and rate-limits by. A hop token is trusted only when it verifies;
//! a socket never hops twice.
//!
//! [`forward`] then copies messages both ways as the bridge does, one in flight per
//! direction and awaited, so backpressure holds end to end and nothing queues in the hop.
//! A close frame from the serving replica reaches the client as it was sent; a serving
//! replica that vanishes closes the client with `relay_left`'s code.

use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use proto::cluster::{HEADER_LIVE_HOP, HOP_AUDIENCE, HOP_TOKEN_TTL_SECONDS, HopClaims};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest};

use relay_core::access::secret::{DerivedKey, RootSecret};
use relay_core::store::time::unix_now;

/// The purpose the hop-token key is derived for.
const SECRET_NAME: &str = "live_hop_v1";

/// How long the forwarding replica waits for the serving one's handshake.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Largest message carried: the bridge's own bound for a device's messages.
const MAX_MESSAGE: usize = 64 * 1024 * 1024;

/// Which live socket a hop carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    /// The agent's RFB socket (`/v1/live/device`).
    Device,
    /// The browser's (`/v1/live/viewer`).
    Viewer,
}

impl Side {
    fn as_str(self) -> &'static str {
        match self {
            Side::Device => "device",
            Side::Viewer => "viewer",
        }
    }
}

/// Why a hop token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("invalid hop token")]
pub(crate) struct HopRefused;

/// Signs and checks hop tokens with a key derived from the root secret.
#[derive(Debug)]
pub(crate) struct HopSigner {
    key: DerivedKey,
}

impl HopSigner {
    /// A signer with the hop-token key of `root`.
    pub(crate) fn new(root: &RootSecret) -> Self {
        HopSigner {
            key: root.derive(SECRET_NAME),
        }
    }

    /// A token for `side` of session `session_id`, from a client at `address`.
    pub(crate) fn sign(&self, session_id: &str, side: Side, address: &str, ua: &str) -> String {
        self.sign_claims(&HopClaims {
            sub: session_id.to_string(),
            side: side.as_str().to_string(),
            addr: address.to_string(),
            ua: ua.to_string(),
            aud: HOP_AUDIENCE.to_string(),
            exp: unix_now() as i64 + HOP_TOKEN_TTL_SECONDS,
        })
    }

    /// A token with exactly these claims (tests make expired or foreign ones with it).
    pub(crate) fn sign_claims(&self, claims: &HopClaims) -> String {
        let key = EncodingKey::from_secret(self.key.bytes());
        // Serializing plain strings and integers with HS256 cannot fail.
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &key).unwrap_or_default()
    }

    /// The claims of a token for `side`, if it verifies (signature, audience, expiry).
    pub(crate) fn verify(&self, token: &str, side: Side) -> Result<HopClaims, HopRefused> {
        let key = DecodingKey::from_secret(self.key.bytes());
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[HOP_AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "aud", "sub"]);
        validation.leeway = 5;
        let claims = jsonwebtoken::decode::<HopClaims>(token, &key, &validation)
            .map_err(|_| HopRefused)?
            .claims;
        let sane = claims.side == side.as_str()
            && claims.addr.parse::<std::net::IpAddr>().is_ok()
            && claims.ua.len() <= 1024;
        if sane { Ok(claims) } else { Err(HopRefused) }
    }

    /// The hop an upgrade request carries: `Ok(None)` without the header, an error when the
    /// header is there but does not verify for `side`.
    pub(crate) fn carried_by(
        &self,
        headers: &axum::http::HeaderMap,
        side: Side,
    ) -> Result<Option<HopClaims>, HopRefused> {
        match headers.get(HEADER_LIVE_HOP) {
            None => Ok(None),
            Some(v) => {
                let token = v.to_str().map_err(|_| HopRefused)?;
                self.verify(token, side).map(Some)
            }
        }
    }
}

/// The socket to the serving replica.
pub(crate) type Upstream =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Why the serving replica could not be reached.
#[derive(Debug, thiserror::Error)]
pub(crate) enum DialFailed {
    /// It answered the upgrade with an HTTP status (its refusal, passed on as it is).
    #[error("the serving relay refused: {status}")]
    Refused {
        /// The status.
        status: axum::http::StatusCode,
        /// Its body, a sentence.
        body: String,
    },
    /// It could not be reached.
    #[error("the serving relay is unreachable: {0}")]
    Unreachable(String),
}

/// Open the hop: `path` on the replica at `base` (`http://host:port`), with `headers`.
pub(crate) async fn dial(
    base: &str,
    path: &str,
    headers: Vec<(&'static str, String)>,
) -> Result<Upstream, DialFailed> {
    let url = format!("{}{path}", super::lifecycle::ws_base(base));
    let mut request = url
        .into_client_request()
        .map_err(|e| DialFailed::Unreachable(e.to_string()))?;
    for (name, value) in headers {
        let value = value
            .parse()
            .map_err(|_| DialFailed::Unreachable(format!("header {name} is not sendable")))?;
        request.headers_mut().insert(name, value);
    }
    let config = tungstenite::protocol::WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE))
        .max_frame_size(Some(MAX_MESSAGE));
    let connect = tokio_tungstenite::connect_async_with_config(request, Some(config), true);
    match tokio::time::timeout(CONNECT_TIMEOUT, connect).await {
        Err(_) => Err(DialFailed::Unreachable("handshake timed out".into())),
        Ok(Ok((socket, _))) => Ok(socket),
        Ok(Err(tungstenite::Error::Http(response))) => Err(DialFailed::Refused {
            status: axum::http::StatusCode::from_u16(response.status().as_u16())
                .unwrap_or(axum::http::StatusCode::BAD_GATEWAY),
            body: response
                .body()
                .as_deref()
                .map(|b| String::from_utf8_lossy(&b[..b.len().min(512)]).into_owned())
                .unwrap_or_default(),
        }),
        Ok(Err(e)) => Err(DialFailed::Unreachable(e.to_string())),
    }
}

/// How a hop ended.
enum Ended {
    /// The client closed or went away (its close frame, if it sent one).
    Client(Option<(u16, String)>),
    /// The serving replica closed (its close frame, if it sent one).
    Upstream(Option<(u16, String)>),
    /// The serving replica's socket broke.
    UpstreamBroke,
}

/// Copy messages between `client` and `upstream` until either ends, then close the other
/// with what the ending side said.
pub(crate) async fn forward(client: WebSocket, upstream: Upstream) {
    let (mut client_tx, mut client_rx) = client.split();
    let (mut up_tx, mut up_rx) = upstream.split();
    let ended = {
        let up = async {
            while let Some(Ok(m)) = client_rx.next().await {
                match m {
                    Message::Binary(bytes) => {
                        if up_tx
                            .send(tungstenite::Message::Binary(bytes))
                            .await
                            .is_err()
                        {
                            return Ended::UpstreamBroke;
                        }
                    }
                    Message::Close(frame) => {
                        return Ended::Client(frame.map(|f| (f.code, f.reason.to_string())));
                    }
                    // A viewer page's asks of the serving relay (pausing the agents), small.
                    Message::Text(text)
                        if text.len() <= crate::routes::live_bridge::MAX_VIEWER_TEXT =>
                    {
                        let text = tungstenite::Utf8Bytes::from(text.as_str());
                        if up_tx.send(tungstenite::Message::Text(text)).await.is_err() {
                            return Ended::UpstreamBroke;
                        }
                    }
                    Message::Text(_) | Message::Ping(_) | Message::Pong(_) => {}
                }
            }
            Ended::Client(None)
        };
        let down = async {
            while let Some(m) = up_rx.next().await {
                match m {
                    Ok(tungstenite::Message::Binary(bytes)) => {
                        if client_tx.send(Message::Binary(bytes)).await.is_err() {
                            return Ended::Client(None);
                        }
                    }
                    Ok(tungstenite::Message::Close(frame)) => {
                        return Ended::Upstream(
                            frame.map(|f| (u16::from(f.code), f.reason.to_string())),
                        );
                    }
                    Ok(_) => {}
                    Err(_) => return Ended::UpstreamBroke,
                }
            }
            Ended::UpstreamBroke
        };
        tokio::select! {
            e = up => e,
            e = down => e,
        }
    };
    match ended {
        Ended::Client(frame) => {
            let (code, reason) = frame.unwrap_or((1000, String::new()));
            let frame = tungstenite::protocol::CloseFrame {
                code: code.into(),
                reason: reason.into(),
            };
            let _ = tokio::time::timeout(
                Duration::from_secs(2),
                up_tx.send(tungstenite::Message::Close(Some(frame))),
            )
            .await;
        }
        Ended::Upstream(frame) => {
            let (code, reason) = frame.unwrap_or_else(|| {
                let (code, reason) = super::EndReason::RelayLeft.close_frame();
                (code, reason.to_string())
            });
            close_client(&mut client_tx, code, reason).await;
        }
        Ended::UpstreamBroke => {
            let (code, reason) = super::EndReason::RelayLeft.close_frame();
            close_client(&mut client_tx, code, reason.to_string()).await;
        }
    }
}

/// Close the client's socket with `code`, giving up after a moment.
pub(crate) async fn close_client<S>(sink: &mut S, code: u16, reason: String)
where
    S: SinkExt<Message> + Unpin,
{
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    let _ = tokio::time::timeout(
        Duration::from_secs(2),
        sink.send(Message::Close(Some(frame))),
    )
    .await;
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn hop_tokens_hold_for_one_side_and_one_deployment() {
        let root = RootSecret::random();
        let signer = HopSigner::new(&root);
        let token = signer.sign("ls_1", Side::Viewer, "192.0.2.7", "Firefox");
        let claims = signer.verify(&token, Side::Viewer).unwrap();
        assert_eq!(
            (claims.sub.as_str(), claims.addr.as_str()),
            ("ls_1", "192.0.2.7")
        );
        assert_eq!(signer.verify(&token, Side::Device), Err(HopRefused));
        assert_eq!(
            HopSigner::new(&RootSecret::random()).verify(&token, Side::Viewer),
            Err(HopRefused)
        );
        // A dial token is not a hop token: another key and audience.
        let dial = super::super::dial::DialSigner::new(&root).sign("ls_1", "d_1");
        assert_eq!(signer.verify(&dial, Side::Device), Err(HopRefused));
        let claims = |addr: &str, exp: i64| HopClaims {
            sub: "ls_1".into(),
            side: "device".into(),
            addr: addr.into(),
            ua: String::new(),
            aud: HOP_AUDIENCE.into(),
            exp,
        };
        let later = unix_now() as i64 + 30;
        assert!(
            signer
                .verify(&signer.sign_claims(&claims("::1", later)), Side::Device)
                .is_ok()
        );
        assert_eq!(
            signer.verify(
                &signer.sign_claims(&claims("not an address", later)),
                Side::Device
            ),
            Err(HopRefused)
        );
        assert_eq!(
            signer.verify(&signer.sign_claims(&claims("::1", 1_000)), Side::Device),
            Err(HopRefused)
        );
        let mut headers = axum::http::HeaderMap::new();
        assert_eq!(signer.carried_by(&headers, Side::Viewer), Ok(None));
        headers.insert(HEADER_LIVE_HOP, "forged".parse().unwrap());
        assert_eq!(signer.carried_by(&headers, Side::Viewer), Err(HopRefused));
        headers.insert(HEADER_LIVE_HOP, token.parse().unwrap());
        assert!(signer.carried_by(&headers, Side::Viewer).unwrap().is_some());
    }
}
