//! What an audit event is: its kinds and outcomes, an event as it is appended ([`NewEvent`])
//! and as it is read back ([`Event`]), a listing's filter, what a verification found, and the
//! hash that chains each event to the one before.

use serde::Serialize;
use sha2::{Digest, Sha256};

/// `prev_hash` of the first event.
pub(super) const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An API key was created.
    KeyCreated,
    /// An API key was revoked.
    KeyRevoked,
    /// An admin set which of a key's live sessions are recorded.
    KeyRecordLiveSet,
    /// A device was enrolled.
    DeviceAdded,
    /// A device's token was replaced.
    DeviceTokenReset,
    /// A device was removed.
    DeviceRemoved,
    /// A device's agent connected.
    DeviceConnected,
    /// A device's agent left.
    DeviceDisconnected,
    /// An agent was refused at connect.
    DeviceRefused,
    /// An MCP tool was called (whatever the outcome).
    ToolCall,
    /// A request was refused for lack of a valid key.
    AuthFailed,
    /// A device token, dial token or viewer ticket was refused.
    CredentialRefused,
    /// A recording started on a device.
    RecordingStarted,
    /// A recording stopped on a device.
    RecordingStopped,
    /// An artifact was uploaded and verified.
    ArtifactReady,
    /// A download request passed its link's checks (any method, any range, either store).
    ArtifactDownloaded,
    /// An artifact was deleted (its bytes and its row).
    ArtifactDeleted,
    /// A download link was issued to a key (artifact, expiry).
    DownloadLinkIssued,
    /// A live session was opened (key, device, mode, TTL, reason).
    LiveOpened,
    /// A repeated start gave a running session, whose link nobody used, a new link.
    LiveTicketReissued,
    /// A viewer's bytes started flowing in a live session (address, user agent).
    ViewerConnected,
    /// The viewer of a live session left (address, seconds connected).
    ViewerLeft,
    /// A further one-time ticket to watch a running live session was issued (observer id,
    /// by whom).
    ObserverInvited,
    /// An observer's socket joined a live session (observer id, address, user agent).
    ObserverJoined,
    /// An observer left a live session (seconds watched, input messages dropped, why).
    ObserverLeft,
    /// An observer was removed from a live session (by whom).
    ObserverRemoved,
    /// A burst of a control session's input: when, how long, how many pointer events,
    /// clicks and key presses, and the rate each second (never which key or where).
    LiveInput,
    /// A live session ended (why).
    LiveEnded,
    /// A watch ended, by a stop or by itself (why, frames, actions).
    WatchEnded,
    /// A key uploaded a video for `video_frames` (artifact, bytes, what was found), or
    /// was refused one (why).
    VideoUploaded,
    /// A one-time console sign-in link was issued for a key (expiry, by whom).
    ConsoleLinkIssued,
    /// A console sign-in link was used: a browser session began (session, address).
    ConsoleSignedIn,
    /// A console session was ended by its sign-out.
    ConsoleSignedOut,
    /// An OAuth client registered itself (RFC 7591): its id, name and redirect URIs.
    OAuthClientRegistered,
    /// A person consented in the console: a grant (client, key, scopes, devices) began.
    OAuthGranted,
    /// A person declined a client's authorization request in the console.
    OAuthDenied,
    /// An OAuth request was refused (redirect URI, PKCE, a code replayed, a refresh token
    /// reused, a client's metadata document): who asked and why, never the secret.
    OAuthRefused,
    /// The tokens of one authorization (a family) were revoked: by their client, or because
    /// a spent code or refresh token came back.
    OAuthTokensRevoked,
    /// A grant was revoked (console, CLI, or with its person's key).
    OAuthGrantRevoked,
    /// A single sign-on to the console was refused (why; never a code or token).
    ConsoleSsoRefused,
    /// A share link to recordings was made.
    ShareCreated,
    /// A share link was opened (its player page asked for its recordings).
    ShareOpened,
    /// A share link was revoked.
    ShareRevoked,
    /// A share link's page read a recording's actions (address).
    ShareActionsRead,
    /// An admin broke another key's lease on a device (the holder, the reason).
    LeaseBroken,
    /// The person in a live session paused the agents' input on its device.
    AgentInputPaused,
    /// The person in a live session gave the agents' input back.
    AgentInputResumed,
}

impl Kind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::KeyCreated => "key_created",
            Kind::KeyRevoked => "key_revoked",
            Kind::KeyRecordLiveSet => "key_record_live_set",
            Kind::DeviceAdded => "device_added",
            Kind::DeviceTokenReset => "device_token_reset",
            Kind::DeviceRemoved => "device_removed",
            Kind::DeviceConnected => "device_connected",
            Kind::DeviceDisconnected => "device_disconnected",
            Kind::DeviceRefused => "device_refused",
            Kind::ToolCall => "tool_call",
            Kind::AuthFailed => "auth_failed",
            Kind::CredentialRefused => "credential_refused",
            Kind::RecordingStarted => "recording_started",
            Kind::RecordingStopped => "recording_stopped",
            Kind::ArtifactReady => "artifact_ready",
            Kind::ArtifactDownloaded => "artifact_downloaded",
            Kind::ArtifactDeleted => "artifact_deleted",
            Kind::DownloadLinkIssued => "download_link_issued",
            Kind::LiveOpened => "live_opened",
            Kind::LiveTicketReissued => "live_ticket_reissued",
            Kind::ViewerConnected => "viewer_connected",
            Kind::ViewerLeft => "viewer_left",
            Kind::ObserverInvited => "observer_invited",
            Kind::ObserverJoined => "observer_joined",
            Kind::ObserverLeft => "observer_left",
            Kind::ObserverRemoved => "observer_removed",
            Kind::LiveInput => "live_input",
            Kind::LiveEnded => "live_ended",
            Kind::WatchEnded => "watch_ended",
            Kind::VideoUploaded => "video_uploaded",
            Kind::ConsoleLinkIssued => "console_link_issued",
            Kind::ConsoleSignedIn => "console_signed_in",
            Kind::ConsoleSignedOut => "console_signed_out",
            Kind::OAuthClientRegistered => "oauth_client_registered",
            Kind::OAuthGranted => "oauth_granted",
            Kind::OAuthDenied => "oauth_denied",
            Kind::OAuthRefused => "oauth_refused",
            Kind::OAuthTokensRevoked => "oauth_tokens_revoked",
            Kind::OAuthGrantRevoked => "oauth_grant_revoked",
            Kind::ConsoleSsoRefused => "console_sso_refused",
            Kind::ShareCreated => "share_created",
            Kind::ShareOpened => "share_opened",
            Kind::ShareRevoked => "share_revoked",
            Kind::ShareActionsRead => "share_actions_read",
            Kind::LeaseBroken => "lease_broken",
            Kind::AgentInputPaused => "agent_input_paused",
            Kind::AgentInputResumed => "agent_input_resumed",
        }
    }
}

/// Outcome of a tool call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Done.
    Ok,
    /// Tried and failed (bad argument, device offline, backend error).
    Error,
    /// Refused: scope or allowlist.
    Denied,
    /// Not done on purpose, for a reason the caller must wait out (input while a human holds
    /// live control).
    SoftFailed,
}

impl Outcome {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Error => "error",
            Outcome::Denied => "denied",
            Outcome::SoftFailed => "soft_failed",
        }
    }
}

/// An event to append.
#[derive(Debug, Clone)]
pub struct NewEvent {
    /// What happened.
    pub kind: Kind,
    /// The key that acted, if any.
    pub key_id: Option<String>,
    /// The device concerned, if any.
    pub device_id: Option<String>,
    /// The tool called.
    pub tool: Option<String>,
    /// The tool's action (`click`, `start`, …).
    pub action: Option<String>,
    /// Outcome.
    pub outcome: Option<Outcome>,
    /// How long it took.
    pub duration_ms: Option<i64>,
    /// Anything else worth keeping (never secrets, pixels or typed text).
    pub detail: serde_json::Value,
}

impl NewEvent {
    /// An event of `kind` with nothing else set.
    pub fn new(kind: Kind) -> Self {
        NewEvent {
            kind,
            key_id: None,
            device_id: None,
            tool: None,
            action: None,
            outcome: None,
            duration_ms: None,
            detail: serde_json::Value::Object(Default::default()),
        }
    }

    /// Set the key.
    pub fn key(mut self, id: impl Into<String>) -> Self {
        self.key_id = Some(id.into());
        self
    }

    /// Set the device.
    pub fn device(mut self, id: impl Into<String>) -> Self {
        self.device_id = Some(id.into());
        self
    }

    /// Set the detail object.
    pub fn detail(mut self, detail: serde_json::Value) -> Self {
        self.detail = detail;
        self
    }
}

/// A stored event.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Event {
    /// Position in the chain, from 1.
    pub seq: i64,
    /// When, RFC 3339 UTC.
    pub ts: String,
    /// What happened.
    pub kind: String,
    /// Key that acted.
    pub key_id: Option<String>,
    /// Device concerned.
    pub device_id: Option<String>,
    /// Tool called.
    pub tool: Option<String>,
    /// Tool action.
    pub action: Option<String>,
    /// ok, error, denied.
    pub outcome: Option<String>,
    /// Duration of a call.
    pub duration_ms: Option<i64>,
    /// Extra fields.
    pub detail: serde_json::Value,
    /// Hash of the previous event.
    pub prev_hash: String,
    /// Hash of this event.
    pub hash: String,
}

/// Filter for [`Audit::list`]: every field that is set must hold.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Only events about this device.
    pub device_id: Option<String>,
    /// Only events at or after this time (RFC 3339).
    pub since: Option<String>,
    /// At most this many, newest kept.
    pub limit: Option<i64>,
    /// Only events of this key.
    pub key_id: Option<String>,
    /// Only calls of this tool.
    pub tool: Option<String>,
    /// Only this outcome (`ok`, `error`, `denied`, `soft_failed`).
    pub outcome: Option<String>,
    /// Only events of this kind (`tool_call`, `live_ended`, …).
    pub kind: Option<String>,
    /// Only events before this time (RFC 3339).
    pub until: Option<String>,
    /// Only events older than this sequence number (the next page, newest first).
    pub before_seq: Option<i64>,
    /// Only events whose detail names this id as a value (an artifact, a live session);
    /// letters, digits, `_` and `-` only.
    pub about: Option<String>,
}

/// What [`super::Audit::verify`] found.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Verification {
    /// Whether the whole chain holds.
    pub ok: bool,
    /// Events read.
    pub events: i64,
    /// The first event that breaks the chain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_broken: Option<i64>,
    /// Why it breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The hash of one event's content and the hash before it.
#[allow(clippy::too_many_arguments)]
pub(super) fn event_hash(
    seq: i64,
    ts: &str,
    kind: &str,
    key_id: Option<&str>,
    device_id: Option<&str>,
    tool: Option<&str>,
    action: Option<&str>,
    outcome: Option<&str>,
    duration_ms: Option<i64>,
    detail: &str,
    prev_hash: &str,
) -> String {
    // A JSON array is an unambiguous encoding: no field can bleed into the next.
    let canonical = serde_json::json!([
        seq,
        ts,
        kind,
        key_id,
        device_id,
        tool,
        action,
        outcome,
        duration_ms,
        detail,
        prev_hash
    ]);
    hex::encode(Sha256::digest(canonical.to_string().as_bytes()))
}
