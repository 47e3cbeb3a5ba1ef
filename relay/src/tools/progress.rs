//! MCP progress notifications for long calls, when the client asked for them.
//!
//! A client that wants progress sends a `progressToken` in the call's `_meta`; a tool
//! reports through [`Progress::report`], and rmcp then answers the call as an event
//! stream (its notifications first, the result last) instead of one JSON body. A call
//! without a token costs nothing and stays a plain JSON answer.

use rmcp::RoleServer;
use rmcp::model::{ProgressNotificationParam, ProgressToken};
use rmcp::service::Peer;

/// Where a call's progress goes.
#[derive(Clone, Debug)]
pub struct Progress {
    peer: Peer<RoleServer>,
    token: ProgressToken,
}

impl Progress {
    /// Progress for the call whose `_meta` carried `token`, sent to `peer`.
    pub(crate) fn new(peer: Peer<RoleServer>, token: ProgressToken) -> Self {
        Progress { peer, token }
    }

    /// Tell the client `done` of `total` units are done, with a short message. A client
    /// that went away is not an error of the call.
    pub(crate) async fn report(&self, done: usize, total: usize, message: String) {
        let param = ProgressNotificationParam::new(self.token.clone(), done as f64)
            .with_total(total as f64)
            .with_message(message);
        if let Err(e) = self.peer.notify_progress(param).await {
            tracing::debug!(error = %e, "a progress notification was not delivered");
        }
    }
}
