//! Step 2 of an agent's link (after the device token, checked before the upgrade): its
//! hello, read in time and checked, before anything is registered.

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::ws::Message;
use futures_util::{Sink, Stream, StreamExt};
use proto::{AgentMessage, Hello, PROTOCOL_VERSION};

use crate::auth::DeviceAuth;
use crate::state::AppState;
use relay_core::access::devices::{self, Device};
use relay_core::audit::Kind;

/// How long an agent has to send its hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

/// Why an agent's hello was refused; the agent gets `message` and whether to retry, then
/// the socket closes with [`Refused::CLOSE_FRAME`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refused {
    /// For a person reading the agent's log.
    pub(crate) message: String,
    /// Whether trying again later can help.
    pub(crate) retry: bool,
}

impl Refused {
    /// The close frame after every refusal.
    pub(crate) const CLOSE_FRAME: (u16, &'static str) = (4001, "refused");
}

/// An authenticated device whose agent said a hello this relay accepts, with its socket.
/// Only [`greet`] makes one.
pub(crate) struct Greeted<S, R> {
    /// The device, as its token authenticated it.
    pub(super) device: Device,
    /// The SHA-256 of that token.
    pub(super) token_hash: String,
    /// Where the agent connects from.
    pub(super) peer: SocketAddr,
    /// What the agent said, checked.
    pub(super) hello: Hello,
    /// The socket's writing half.
    pub(super) sink: S,
    /// The socket's reading half.
    pub(super) stream: R,
    _only_greet: (),
}

/// Read the agent's first message within [`HELLO_TIMEOUT`]: it must be a hello (as text
/// within the text frame bound) that [`check_hello`] accepts. A refused agent is told why
/// and closed here; a refused hello is audited.
pub(crate) async fn greet<S, R, E>(
    state: &AppState,
    auth: DeviceAuth,
    peer: SocketAddr,
    mut sink: S,
    mut stream: R,
) -> Result<Greeted<S, R>, Refused>
where
    S: Sink<Message> + Unpin,
    R: Stream<Item = Result<Message, E>> + Unpin,
{
    let DeviceAuth { device, token_hash } = auth;
    let first = tokio::time::timeout(HELLO_TIMEOUT, stream.next()).await;
    let hello = match first {
        Ok(Some(Ok(Message::Text(text)))) if text.len() <= proto::MAX_TEXT_FRAME_BYTES => {
            match serde_json::from_str::<AgentMessage>(&text) {
                Ok(AgentMessage::Hello(h)) => h,
                _ => {
                    return Err(
                        refused(&mut sink, "the first message must be a hello", false).await,
                    );
                }
            }
        }
        _ => return Err(refused(&mut sink, "no hello within 10 s", true).await),
    };
    if let Err(reason) = check_hello(&hello) {
        devices::audit_event(
            state.audit(),
            Kind::DeviceRefused,
            &device.id,
            serde_json::json!({"reason": reason, "address": peer.to_string()}),
        )
        .await;
        return Err(refused(&mut sink, &reason, false).await);
    }
    Ok(Greeted {
        device,
        token_hash,
        peer,
        hello,
        sink,
        stream,
        _only_greet: (),
    })
}

async fn refused<S>(sink: &mut S, message: &str, retry: bool) -> Refused
where
    S: Sink<Message> + Unpin,
{
    let refused = Refused {
        message: message.to_string(),
        retry,
    };
    super::refuse(sink, &refused).await;
    refused
}

/// Whether this relay speaks the hello's protocol and its lists and names are within
/// bounds; the sentence the agent gets if not.
pub(crate) fn check_hello(hello: &Hello) -> Result<(), String> {
    if hello.protocol_version != PROTOCOL_VERSION {
        return Err(format!(
            "protocol version {} is not supported by this relay (it speaks {PROTOCOL_VERSION}); upgrade the device-agent",
            hello.protocol_version
        ));
    }
    if hello.display_name.chars().count() > 128 || hello.agent_version.len() > 64 {
        return Err("hello: display_name must be at most 128 characters, agent_version 64".into());
    }
    if hello.displays.is_empty() || hello.displays.len() > 64 {
        return Err("hello: displays must list 1 to 64 displays".into());
    }
    if hello.unavailable.len() > proto::MAX_UNAVAILABLE
        || hello
            .unavailable
            .iter()
            .any(|u| u.reason.chars().count() > proto::MAX_UNAVAILABLE_REASON)
    {
        return Err(format!(
            "hello: unavailable must list at most {} capabilities, each reason at most {} characters",
            proto::MAX_UNAVAILABLE,
            proto::MAX_UNAVAILABLE_REASON
        ));
    }
    Ok(())
}
