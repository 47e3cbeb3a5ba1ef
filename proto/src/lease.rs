//! `device_lease`: one key holds a device for a while, and the other keys' input, recording
//! starts and live control soft-fail meanwhile, naming the holder.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{ArgError, validate_device_id};

/// Default length of a lease, seconds.
pub const DEFAULT_LEASE_SECONDS: u32 = 900;
/// Shortest lease, seconds.
pub const MIN_LEASE_SECONDS: u32 = 10;
/// Longest lease, seconds (renew to hold a device longer).
pub const MAX_LEASE_SECONDS: u32 = 86_400;
/// Longest reason, characters.
pub const MAX_LEASE_REASON: usize = 200;

/// What `device_lease` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeaseAction {
    /// Take the device (or, holding it, extend it).
    Acquire,
    /// Extend the lease this key holds.
    Renew,
    /// Give the device back.
    Release,
    /// Who holds the device, and until when.
    Status,
}

impl LeaseAction {
    /// The name on the wire and in the audit.
    pub fn as_str(self) -> &'static str {
        match self {
            LeaseAction::Acquire => "acquire",
            LeaseAction::Renew => "renew",
            LeaseAction::Release => "release",
            LeaseAction::Status => "status",
        }
    }
}

/// Arguments of `device_lease`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DeviceLeaseArgs {
    /// The device (an id from list_devices).
    pub device_id: String,
    /// acquire, renew, release or status.
    pub action: LeaseAction,
    /// acquire and renew: how long from now the lease lasts, 10..=86400 seconds (default 900).
    #[serde(default)]
    pub ttl_seconds: Option<u32>,
    /// acquire (required): why, shown to the keys it turns away; 1..=200 characters.
    #[serde(default)]
    pub reason: Option<String>,
}

/// `device_lease` arguments after validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaseSpec {
    /// Take (or extend) the device for `ttl_seconds`, for `reason`.
    Acquire {
        /// Seconds from now.
        ttl_seconds: u32,
        /// Why.
        reason: String,
    },
    /// Extend to `ttl_seconds` from now.
    Renew {
        /// Seconds from now.
        ttl_seconds: u32,
    },
    /// Give it back.
    Release,
    /// Report.
    Status,
}

impl DeviceLeaseArgs {
    /// Check every argument against its bounds; the device id and what to do.
    pub fn validate(&self) -> Result<(String, LeaseSpec), ArgError> {
        validate_device_id(&self.device_id)?;
        let ttl = match self.ttl_seconds {
            None => DEFAULT_LEASE_SECONDS,
            Some(t) if (MIN_LEASE_SECONDS..=MAX_LEASE_SECONDS).contains(&t) => t,
            Some(t) => {
                return Err(ArgError::new(
                    "ttl_seconds",
                    format!(
                        "{t} is out of bounds; allowed {MIN_LEASE_SECONDS}..={MAX_LEASE_SECONDS}"
                    ),
                ));
            }
        };
        let only_acquire_and_renew = |field: &'static str| {
            ArgError::new(
                field,
                format!("is not taken by action {}", self.action.as_str()),
            )
        };
        let spec = match self.action {
            LeaseAction::Acquire => {
                let reason = self.reason.as_deref().map(str::trim).unwrap_or_default();
                let chars = reason.chars().count();
                if reason.is_empty() || chars > MAX_LEASE_REASON {
                    return Err(ArgError::new(
                        "reason",
                        format!(
                            "say why you take the device, 1..={MAX_LEASE_REASON} characters (got {chars})"
                        ),
                    ));
                }
                if reason.chars().any(char::is_control) {
                    return Err(ArgError::new("reason", "must be one line of text"));
                }
                LeaseSpec::Acquire {
                    ttl_seconds: ttl,
                    reason: reason.to_string(),
                }
            }
            LeaseAction::Renew => {
                if self.reason.is_some() {
                    return Err(only_acquire_and_renew("reason"));
                }
                LeaseSpec::Renew { ttl_seconds: ttl }
            }
            LeaseAction::Release | LeaseAction::Status => {
                if self.ttl_seconds.is_some() {
                    return Err(only_acquire_and_renew("ttl_seconds"));
                }
                if self.reason.is_some() {
                    return Err(only_acquire_and_renew("reason"));
                }
                if self.action == LeaseAction::Release {
                    LeaseSpec::Release
                } else {
                    LeaseSpec::Status
                }
            }
        };
        Ok((self.device_id.clone(), spec))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(action: LeaseAction, ttl: Option<u32>, reason: Option<&str>) -> DeviceLeaseArgs {
        DeviceLeaseArgs {
            device_id: "dev_1".into(),
            action,
            ttl_seconds: ttl,
            reason: reason.map(String::from),
        }
    }

    #[test]
    fn arguments_are_bounded_and_named() {
        use LeaseAction::*;
        assert_eq!(
            args(Acquire, None, Some(" ci run ")).validate().unwrap().1,
            LeaseSpec::Acquire {
                ttl_seconds: 900,
                reason: "ci run".into()
            }
        );
        assert_eq!(
            args(Renew, Some(10), None).validate().unwrap().1,
            LeaseSpec::Renew { ttl_seconds: 10 }
        );
        let field = |a: DeviceLeaseArgs| a.validate().unwrap_err().field;
        assert_eq!(field(args(Acquire, None, None)), "reason");
        assert_eq!(field(args(Acquire, None, Some(&"x".repeat(201)))), "reason");
        assert_eq!(field(args(Acquire, None, Some("a\nb"))), "reason");
        assert_eq!(field(args(Acquire, Some(9), Some("x"))), "ttl_seconds");
        assert_eq!(field(args(Renew, Some(86_401), None)), "ttl_seconds");
        assert_eq!(field(args(Renew, None, Some("x"))), "reason");
        assert_eq!(field(args(Release, Some(60), None)), "ttl_seconds");
        assert_eq!(field(args(Status, None, Some("x"))), "reason");
        let mut bad = args(Status, None, None);
        bad.device_id = "../x".into();
        assert_eq!(field(bad), "device_id");
    }
}
