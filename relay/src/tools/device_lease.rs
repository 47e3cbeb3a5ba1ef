//! `device_lease`: acquire, renew, release or read a device's lease
//! ([`relay_core::leases`]), and [`guard`], which the tools that change a device
//! (`input`, `screen_recording` start, a live control session) call first: while another
//! key holds the lease they soft-fail, naming the holder (by key name) and when it ends.

use std::time::Duration;

use proto::{DeviceLeaseArgs, LeaseSpec};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use serde_json::json;

use super::{CallCtx, Done, ToolError, parse_args, structured};
use relay_core::access::devices::Device;
use relay_core::access::keys;
use relay_core::leases::{self, Claim, Lease};
use relay_core::store::Db;

/// A lease as a key reads it.
#[derive(Debug, Serialize)]
pub(crate) struct LeaseView {
    /// The holding key, by name.
    pub(crate) holder: String,
    /// Whether the reading key holds it.
    pub(crate) yours: bool,
    /// Why, as the holder said.
    pub(crate) reason: String,
    /// When it was acquired.
    pub(crate) acquired_at: String,
    /// When it ends unless renewed.
    pub(crate) expires_at: String,
}

/// The name of a key, its id when it is gone.
async fn key_name(db: &Db, key_id: &str) -> Result<String, ToolError> {
    Ok(keys::get(db, key_id)
        .await?
        .map_or_else(|| key_id.to_string(), |k| k.name))
}

/// `lease` as the key `reader` sees it.
pub(crate) async fn view(db: &Db, lease: Lease, reader: &str) -> Result<LeaseView, ToolError> {
    let holder = key_name(db, &lease.key_id).await?;
    Ok(named(lease, holder, reader))
}

/// `lease`, whose key is named `holder`, as the key `reader` sees it.
pub(crate) fn named(lease: Lease, holder: String, reader: &str) -> LeaseView {
    LeaseView {
        holder,
        yours: lease.key_id == reader,
        reason: lease.reason,
        acquired_at: lease.acquired_at,
        expires_at: lease.expires_at,
    }
}

/// Names of keys looked up once each, for a list of many leases.
#[derive(Default)]
pub(crate) struct KeyNames(std::collections::HashMap<String, String>);

impl KeyNames {
    /// `lease` as the key `reader` sees it, its holder's name looked up at most once.
    pub(crate) async fn view(
        &mut self,
        db: &Db,
        lease: Lease,
        reader: &str,
    ) -> Result<LeaseView, ToolError> {
        let holder = match self.0.get(&lease.key_id) {
            Some(name) => name.clone(),
            None => {
                let name = key_name(db, &lease.key_id).await?;
                self.0.insert(lease.key_id.clone(), name.clone());
                name
            }
        };
        Ok(named(lease, holder, reader))
    }
}

/// The refusal for `what` on a device another key holds.
async fn held(db: &Db, device: &Device, lease: &Lease, what: &str) -> ToolError {
    let holder = match key_name(db, &lease.key_id).await {
        Ok(name) => name,
        Err(e) => return e,
    };
    ToolError::soft_fail(format!(
        "device {} ({}) is leased to key {holder:?} until {} ({:?}); {what} is refused to other keys until it is released or ends (device_lease status tells)",
        device.id, device.name, lease.expires_at, lease.reason
    ))
}

/// Refuse `what` on `device` while another key than the caller's holds its lease.
pub(crate) async fn guard(ctx: &CallCtx<'_>, device: &Device, what: &str) -> Result<(), ToolError> {
    let db = ctx.state.db();
    match leases::current(db, &device.id).await? {
        Some(lease) if lease.key_id != ctx.key.id => Err(held(db, device, &lease, what).await),
        _ => Ok(()),
    }
}

#[derive(Debug, Serialize)]
struct Answer {
    device_id: String,
    action: &'static str,
    /// `null` when nobody holds the device.
    lease: Option<LeaseView>,
}

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: DeviceLeaseArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    ctx.action = Some(args.action.as_str().to_string());
    let (device_id, spec) = args.validate()?;
    let device = ctx.device(&device_id).await?;
    let db = ctx.state.db();
    let key = &ctx.key.id;
    let secs = |s: u32| Duration::from_secs(s.into());
    let claim = match &spec {
        LeaseSpec::Acquire {
            ttl_seconds,
            reason,
        } => leases::acquire(db, &device.id, key, reason, secs(*ttl_seconds)).await?,
        LeaseSpec::Renew { ttl_seconds } => {
            leases::renew(db, &device.id, key, secs(*ttl_seconds)).await?
        }
        LeaseSpec::Release => leases::release(db, &device.id, key).await?,
        LeaseSpec::Status => match leases::current(db, &device.id).await? {
            Some(lease) if lease.key_id == *key => Claim::Held(lease),
            Some(lease) => Claim::HeldByOther(lease),
            None => Claim::Free,
        },
    };
    let action = args.action.as_str();
    let (lease, line) = match (&spec, claim) {
        (LeaseSpec::Acquire { .. } | LeaseSpec::Renew { .. }, Claim::HeldByOther(lease)) => {
            let what = format!("device_lease {action}");
            return Err(held(db, &device, &lease, &what).await);
        }
        (LeaseSpec::Renew { .. }, Claim::Free) => {
            return Err(ToolError::error(format!(
                "device {} is not leased to this key (its lease ended or was broken); acquire it again",
                device.id
            )));
        }
        (LeaseSpec::Release, Claim::HeldByOther(lease)) => {
            let what = "device_lease release";
            return Err(held(db, &device, &lease, what).await);
        }
        (_, Claim::Held(lease)) => {
            let line = format!(
                "device {} ({}) is leased to this key until {} ({:?})",
                device.id, device.name, lease.expires_at, lease.reason
            );
            (Some(view(db, lease, key).await?), line)
        }
        (_, Claim::HeldByOther(lease)) => {
            let v = view(db, lease, key).await?;
            let line = format!(
                "device {} ({}) is leased to key {:?} until {} ({:?})",
                device.id, device.name, v.holder, v.expires_at, v.reason
            );
            (Some(v), line)
        }
        (_, Claim::Free) => (
            None,
            format!("device {} ({}) is not leased", device.id, device.name),
        ),
    };
    let detail = match &lease {
        Some(l) => json!({"expires_at": l.expires_at, "holder": l.holder}),
        None => json!({}),
    };
    let answer = Answer {
        device_id: device.id.clone(),
        action,
        lease,
    };
    Ok(Done {
        content: vec![ContentBlock::text(line)],
        structured: Some(structured(&answer)?),
        detail,
    })
}
