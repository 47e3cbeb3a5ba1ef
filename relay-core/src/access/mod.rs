//! Who may reach what: API keys and their scopes, devices and their tokens, the grants
//! people make to OAuth clients, the root secret every signature and token derives from,
//! the rate limits on failed authentication, and which live sessions are recorded.

pub mod devices;
pub mod grant;
pub mod keys;
pub mod rate_limit;
pub mod record_live;
pub mod scope;
pub mod secret;
