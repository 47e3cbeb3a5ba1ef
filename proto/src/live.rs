//! Screen recording, live channel: the `live` arguments of `screen_recording`, the control
//! requests that open and close a live session on the device, and the wire facts both ends
//! of the live plane agree on (paths, WebSocket subprotocols, close codes).
//!
//! No pixels travel on the control socket: `LiveStart` only tells the agent where to dial
//! (`/v1/live/device`) and with which short-lived token. The RFB bytes then ride their own
//! WebSocket, which the relay bridges to the viewer's.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::tools::ArgError;

/// Default `live.ttl_seconds`: ten minutes.
pub const DEFAULT_LIVE_TTL_SECONDS: i64 = 600;
/// Shortest `live.ttl_seconds`.
pub const MIN_LIVE_TTL_SECONDS: i64 = 5;
/// Longest `live.ttl_seconds`: eight hours.
pub const MAX_LIVE_TTL_SECONDS: i64 = 28_800;
/// Longest `live.reason`, in characters.
pub const MAX_LIVE_REASON_CHARS: usize = 200;
/// Most observer links one `screen_recording` call makes (`live.invite_observers`).
pub const MAX_INVITE_OBSERVERS: i64 = 10;

/// Path the agent dials for a live session's RFB stream.
pub const LIVE_DEVICE_PATH: &str = "/v1/live/device";
/// Path the viewer connects to, presenting its ticket.
pub const LIVE_VIEWER_PATH: &str = "/v1/live/viewer";
/// Path the viewer page asks about its ticket without consuming it.
pub const LIVE_TICKET_INFO_PATH: &str = "/v1/live/ticket";
/// WebSocket subprotocol both live sockets speak: binary RFB bytes.
pub const LIVE_SUBPROTOCOL: &str = "binary";
/// Prefix of the second subprotocol a viewer offers to carry its ticket
/// (`ticket.<ticket>`), so the ticket stays out of URLs and access logs.
pub const TICKET_SUBPROTOCOL_PREFIX: &str = "ticket.";

/// WebSocket close code: the session was stopped with `screen_recording` stop.
pub const CLOSE_STOPPED: u16 = 4000;
/// WebSocket close code: the session's TTL ran out.
pub const CLOSE_EXPIRED: u16 = 4001;
/// WebSocket close code: the other side of the bridge went away.
pub const CLOSE_PEER_LEFT: u16 = 4002;
/// WebSocket close code: the ticket was already used.
pub const CLOSE_TICKET_USED: u16 = 4003;
/// WebSocket close code: the ticket is unknown or expired.
pub const CLOSE_TICKET_INVALID: u16 = 4004;
/// WebSocket close code: the key that opened the session was revoked (or expired).
pub const CLOSE_REVOKED: u16 = 4005;
/// WebSocket close code: the relay serving the session went away (a restart or a failure).
pub const CLOSE_RELAY_LEFT: u16 = 4006;
/// WebSocket close code: an administrator ended the session (console or CLI).
pub const CLOSE_ENDED_BY_ADMIN: u16 = 4007;
/// WebSocket close code to an observer: the session's owner or an administrator removed it.
pub const CLOSE_OBSERVER_REMOVED: u16 = 4011;
/// WebSocket close code to an observer: it cannot be served (its client asked for another
/// pixel format or lacks Tight, it kept falling behind, or the session's stream cannot be
/// shared); the reason says which.
pub const CLOSE_OBSERVER_REFUSED: u16 = 4012;

/// What the human may do in a live session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LiveMode {
    /// Watch only; input from the viewer is dropped on the device.
    #[default]
    View,
    /// Watch and drive the pointer and keyboard; the agent's own input soft-fails meanwhile.
    Control,
    /// Watch only, and pause the agents' input on the device and give it back (a person
    /// supervising an agent). The device serves it as `view`.
    Moderate,
}

impl LiveMode {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            LiveMode::View => "view",
            LiveMode::Control => "control",
            LiveMode::Moderate => "moderate",
        }
    }
}

/// The `live` channel of `screen_recording`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LiveChannelArgs {
    /// Stream to a human now (start needs true).
    #[serde(default)]
    pub enabled: Option<bool>,
    /// "view" (default), "control" (needs the screen_recording:live_control scope) or
    /// "moderate" (watch, and pause the agents' input on the device with one button).
    #[serde(default)]
    pub mode: Option<LiveMode>,
    /// How long the viewer link and the session last, 5..=28800 seconds (default 600).
    #[serde(default)]
    pub ttl_seconds: Option<i64>,
    /// Short note shown to the human and recorded in the audit log (at most 200 characters).
    #[serde(default)]
    pub reason: Option<String>,
    /// start or status: also make this many one-time links (1..=10) for other people to
    /// watch the running session, view only; only the key that opened the session may.
    #[serde(default)]
    pub invite_observers: Option<i64>,
}

/// The live channel's settings after validation (sent between replicas as they are).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveChannelSpec {
    /// View or control.
    pub mode: LiveMode,
    /// Lifetime of the link and the session.
    pub ttl_seconds: u32,
    /// The note for the human, trimmed; empty when none was given.
    pub reason: String,
    /// The device records the session for the audit (the relay's policy for the key and
    /// mode, decided by the replica the call reached; false from the arguments).
    #[serde(default)]
    pub recorded: bool,
    /// Observer links to make once the session runs (0: none). Only the replica the call
    /// reached acts on it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub invite_observers: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl LiveChannelSpec {
    /// Whether the settings are within the bounds [`LiveChannelArgs::validate`] applies (for
    /// a spec that arrived from another replica).
    pub fn within_bounds(&self) -> bool {
        (MIN_LIVE_TTL_SECONDS..=MAX_LIVE_TTL_SECONDS).contains(&i64::from(self.ttl_seconds))
            && self.reason.chars().count() <= MAX_LIVE_REASON_CHARS
    }
}

impl LiveChannelArgs {
    /// Check every field and apply defaults; `starting` says whether `enabled` must be true.
    pub fn validate(self, starting: bool) -> Result<LiveChannelSpec, ArgError> {
        let ttl = self.ttl_seconds.unwrap_or(DEFAULT_LIVE_TTL_SECONDS);
        if !(MIN_LIVE_TTL_SECONDS..=MAX_LIVE_TTL_SECONDS).contains(&ttl) {
            return Err(ArgError::new(
                "live.ttl_seconds",
                format!(
                    "{ttl} is out of bounds; allowed {MIN_LIVE_TTL_SECONDS}..={MAX_LIVE_TTL_SECONDS} (default {DEFAULT_LIVE_TTL_SECONDS})"
                ),
            ));
        }
        let reason = self.reason.unwrap_or_default().trim().to_string();
        if reason.chars().count() > MAX_LIVE_REASON_CHARS {
            return Err(ArgError::new(
                "live.reason",
                format!("is longer than {MAX_LIVE_REASON_CHARS} characters"),
            ));
        }
        if reason.chars().any(char::is_control) {
            return Err(ArgError::new(
                "live.reason",
                "must be one line of text without control characters",
            ));
        }
        if starting && self.enabled != Some(true) {
            return Err(ArgError::new(
                "live.enabled",
                "must be true to start a live session",
            ));
        }
        let invite_observers = match self.invite_observers {
            None => 0,
            Some(n) if (1..=MAX_INVITE_OBSERVERS).contains(&n) => n as u32,
            Some(n) => {
                return Err(ArgError::new(
                    "live.invite_observers",
                    format!("{n} is out of bounds; allowed 1..={MAX_INVITE_OBSERVERS}"),
                ));
            }
        };
        Ok(LiveChannelSpec {
            mode: self.mode.unwrap_or_default(),
            ttl_seconds: ttl as u32,
            reason,
            recorded: false,
            invite_observers,
        })
    }
}

/// Control request: dial the relay's live endpoint and serve RFB on that connection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveStartRequest {
    /// Session id minted by the relay.
    pub session_id: String,
    /// Full `ws://` or `wss://` URL of [`LIVE_DEVICE_PATH`] to dial.
    pub url: String,
    /// Signed dial token (a JWT) to present as `Authorization: Bearer`; valid for seconds.
    pub token: String,
    /// View or control: in view mode the device ignores the viewer's input.
    pub mode: LiveMode,
    /// When the session ends at the latest, Unix seconds; the device closes it then too.
    pub expires_at_unix: i64,
    /// Record the screen for the session's whole span, for the audit (the relay's policy);
    /// only sent to an agent offering [`crate::Capability::LiveRecording`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<LiveRecording>,
    /// The relay may copy the session's stream to observers, who join at any update: the
    /// device's own RFB server then makes every rectangle decode on its own (Tight whenever
    /// the viewer lists it, its zlib streams reset for each rectangle). Absent: false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shared: bool,
}

/// Prefix of the ids of the recordings the relay asks for a live session's audit: such a
/// recording is the relay's, so the `screen_recording` file channel neither shows nor stops
/// it, on the device or on the relay.
pub const LIVE_RECORDING_ID_PREFIX: &str = "lsr_";
/// Frame rate of a live session's audit recording: enough to follow a person's work, at a
/// fraction of the encoder's cost at the display's rate.
pub const LIVE_RECORDING_FPS: u32 = 5;

/// Whether `id` names a live session's audit recording.
pub fn is_live_recording_id(id: &str) -> bool {
    id.starts_with(LIVE_RECORDING_ID_PREFIX)
}

/// The audit recording of one live session, as [`LiveStartRequest::record`] asks for it: of
/// the display the session shows (the primary one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveRecording {
    /// Id minted by the relay (`lsr_…`); names the journal, the file and the artifact.
    pub recording_id: String,
    /// Frames per second.
    pub fps: u32,
    /// The longest it may run: the session's TTL and a little more, a backstop for a
    /// session whose end the device never hears of.
    pub max_duration_seconds: u32,
}

/// Control request: end a live session on the device (no-op when it is not running).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveStopRequest {
    /// The session to end.
    pub session_id: String,
}

/// Claims of the dial token the relay signs and the device presents on [`LIVE_DEVICE_PATH`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DialClaims {
    /// The live session id.
    pub sub: String,
    /// The device id the session is for.
    pub dev: String,
    /// Audience, always [`DIAL_AUDIENCE`].
    pub aud: String,
    /// Expiry, Unix seconds.
    pub exp: i64,
    /// Issued at, Unix seconds.
    pub iat: i64,
}

/// The `aud` of every dial token.
pub const DIAL_AUDIENCE: &str = "live-device";
/// How long a dial token is valid: the agent dials right away.
pub const DIAL_TOKEN_TTL_SECONDS: i64 = 60;

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: serde_json::Value) -> LiveChannelArgs {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn defaults_apply() {
        let s = args(serde_json::json!({"enabled": true}))
            .validate(true)
            .unwrap();
        assert_eq!(s.mode, LiveMode::View);
        assert_eq!(s.ttl_seconds, 600);
        assert_eq!(s.reason, "");
    }

    #[test]
    fn bounds_are_named() {
        for ttl in [0, 4, 28_801, -1] {
            let e = args(serde_json::json!({"enabled": true, "ttl_seconds": ttl}))
                .validate(true)
                .unwrap_err();
            assert_eq!(e.field, "live.ttl_seconds");
            assert!(e.message.contains("5..=28800"), "{}", e.message);
        }
        let long = "x".repeat(201);
        let e = args(serde_json::json!({"enabled": true, "reason": long}))
            .validate(true)
            .unwrap_err();
        assert_eq!(e.field, "live.reason");
        let e = args(serde_json::json!({"enabled": true, "reason": "a\nb"}))
            .validate(true)
            .unwrap_err();
        assert_eq!(e.field, "live.reason");
        let e = args(serde_json::json!({"enabled": false}))
            .validate(true)
            .unwrap_err();
        assert_eq!(e.field, "live.enabled");
        assert!(
            serde_json::from_value::<LiveChannelArgs>(serde_json::json!({"mode": "drive"}))
                .is_err()
        );
    }
}
