//! Failed authentication: rate-limited, and audited without letting anyone flood the log.
//!
//! Every credential a peer presents (an API key, a device token, a viewer ticket) is checked
//! against the database; a peer guessing would cost a lookup per request and, unchecked, an
//! audit row per failure. So failures are counted per client address and per credential
//! prefix (the first characters of a key or token, which a guesser aiming at one credential
//! repeats) in fixed one-minute windows. Past [`ADDRESS_LIMIT`] failures from an address, or
//! [`PREFIX_LIMIT`] for a prefix, that address or prefix is refused with 429 before any
//! lookup until its window ends. The tables are bounded ([`TABLE_MAX`] entries; expired
//! windows go first, then everything).
//!
//! Audit events for failures are throttled to one a minute per address (counting the ones
//! held back) and written by their own task from a bounded queue ([`run_writer`]): a
//! request never waits on the audit log for a failure, and a flood of failures can neither
//! grow the log nor starve other events of the audit writer. What the queue cannot hold is
//! counted and reported with the next event.
//!
//! Behind a reverse proxy the TCP peer is the proxy: with `--trusted-proxy` the client is
//! the right-most `X-Forwarded-For` address that is not a trusted proxy.
//!
//! Scaled out, each failure is also handed to [`Failures::sharing`]'s queue, which the
//! cluster publishes to the other replicas, and theirs are counted here
//! ([`Failures::failed_elsewhere`]): a guesser spreading attempts over replicas meets the
//! same limits. Prefixes are counted by their hash, so no credential characters are kept or
//! sent.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use http::HeaderMap;
use serde::Serialize;

use crate::audit::{Audit, Kind, NewEvent};

/// Failures one address may have in a window before it is refused.
pub const ADDRESS_LIMIT: u32 = 30;
/// Failures one credential prefix may have in a window before it is refused.
pub const PREFIX_LIMIT: u32 = 10;
/// The window failures are counted in.
pub(crate) const WINDOW: Duration = Duration::from_secs(60);
/// How often one address may add a failure event to the audit log.
const EVENT_EVERY: Duration = Duration::from_secs(60);
/// Entries per table at most.
const TABLE_MAX: usize = 10_000;
/// Failure events waiting for the writer at most.
const QUEUE_MAX: usize = 256;
/// Characters of a presented credential counted as its prefix (`rk_` and 8 more).
const PREFIX_CHARS: usize = 11;

/// What was presented and failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Credential {
    /// An API key (`rk_…`).
    ApiKey,
    /// A device token (`dt_…`).
    DeviceToken,
    /// A live viewer ticket.
    ViewerTicket,
    /// A live device dial token.
    DialToken,
    /// A console sign-in link.
    ConsoleLink,
    /// A console session cookie.
    ConsoleSession,
    /// An OAuth access token (counted per address only: every JWT starts alike, so a
    /// prefix would lump all clients together).
    AccessToken,
    /// An OAuth client's request: its credentials, code or refresh token at the token
    /// endpoint, an authorization request refused.
    #[serde(rename = "oauth_client")]
    OAuthClient,
    /// A single sign-on that came back refused (state, ID token, group).
    SsoLogin,
    /// A share link's token.
    ShareLink,
}

/// One failure, as audited.
#[derive(Debug, Clone, Serialize)]
pub struct Failure {
    /// What was presented.
    pub credential: Credential,
    /// Why it was refused (never the credential itself).
    pub reason: String,
    /// The route.
    pub path: String,
    /// The client's address.
    pub address: Option<String>,
}

impl Failure {
    /// A failure of `credential` on route `path` (cut to 200 characters) from `address`.
    pub fn new(
        credential: Credential,
        reason: impl Into<String>,
        path: &str,
        address: Option<IpAddr>,
    ) -> Self {
        Failure {
            credential,
            reason: reason.into(),
            path: path.chars().take(200).collect(),
            address: address.map(|a| a.to_string()),
        }
    }
}

/// A refusal before any lookup: the client must wait this long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limited {
    /// Seconds until the window ends.
    pub retry_after_secs: u64,
}

#[derive(Debug, Default)]
struct Windows {
    by_address: HashMap<Option<IpAddr>, (Instant, u32)>,
    by_prefix: HashMap<String, (Instant, u32)>,
    events: HashMap<Option<IpAddr>, (Instant, u64)>,
}

#[derive(Debug, Default)]
struct Queue {
    events: VecDeque<(Failure, u64)>,
    dropped: u64,
}

/// A failure counted here, for the other replicas: the client's address and the hash of
/// the credential's prefix.
pub(crate) type Shared = (Option<IpAddr>, Option<String>);

/// The failure counters and the audit queue of one relay process.
#[derive(Debug, Default)]
pub struct Failures {
    windows: Mutex<Windows>,
    queue: Mutex<Queue>,
    wake: tokio::sync::Notify,
    trusted_proxies: Vec<Cidr>,
    /// Where failures go for the other replicas (bounded; full means dropped).
    outbox: Option<tokio::sync::mpsc::Sender<Shared>>,
}

fn bounded<K: std::hash::Hash + Eq + Clone, V>(
    table: &mut HashMap<K, V>,
    key: &K,
    expired: impl Fn(&V) -> bool,
) {
    if table.len() >= TABLE_MAX && !table.contains_key(key) {
        table.retain(|_, v| !expired(v));
        if table.len() >= TABLE_MAX {
            table.clear();
        }
    }
}

/// Add one failure to `key`'s window (a new window when its last one ended).
fn count<K: std::hash::Hash + Eq + Clone>(
    table: &mut HashMap<K, (Instant, u32)>,
    key: K,
    now: Instant,
) {
    let expired = |v: &(Instant, u32)| now.duration_since(v.0) >= WINDOW;
    bounded(table, &key, expired);
    let entry = table.entry(key).or_insert((now, 0));
    if expired(entry) {
        *entry = (now, 0);
    }
    entry.1 = entry.1.saturating_add(1);
}

/// The counted prefix of a presented credential, hashed (32 hex characters).
fn prefix(secret: &str) -> String {
    use sha2::Digest as _;
    let chars: String = secret.chars().take(PREFIX_CHARS).collect();
    hex::encode(&sha2::Sha256::digest(chars.as_bytes())[..16])
}

/// Whether `text` is a hashed prefix as [`prefix`] makes them.
fn is_prefix_hash(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

impl Failures {
    /// Counters for a relay behind these proxies (their `X-Forwarded-For` is believed).
    pub fn new(trusted_proxies: Vec<Cidr>) -> Self {
        Failures {
            trusted_proxies,
            ..Failures::default()
        }
    }

    /// Also hand every failure to `outbox`, for the other replicas.
    pub fn sharing(mut self, outbox: tokio::sync::mpsc::Sender<Shared>) -> Self {
        self.outbox = Some(outbox);
        self
    }

    /// Count a failure another replica had (`prefix` as [`prefix`] hashes it); not audited
    /// here. A prefix that is not such a hash is ignored.
    pub(crate) fn failed_elsewhere(&self, address: Option<IpAddr>, prefix: Option<&str>) {
        let now = Instant::now();
        let mut w = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        count(&mut w.by_address, address, now);
        if let Some(p) = prefix.filter(|p| is_prefix_hash(p)) {
            count(&mut w.by_prefix, p.to_string(), now);
        }
    }

    /// The client's address: the TCP peer, or behind a trusted proxy the right-most
    /// forwarded address that is not one.
    pub fn client(&self, peer: Option<SocketAddr>, headers: &HeaderMap) -> Option<IpAddr> {
        let peer = peer.map(|p| p.ip())?;
        if !self.trusted(peer) {
            return Some(peer);
        }
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .collect::<Vec<_>>();
        Some(
            forwarded
                .into_iter()
                .rev()
                .find(|a| !self.trusted(*a))
                .unwrap_or(peer),
        )
    }

    fn trusted(&self, ip: IpAddr) -> bool {
        self.trusted_proxies.iter().any(|c| c.contains(ip))
    }

    /// Refuse before any lookup when `address` or the credential's prefix is over its limit.
    pub fn check(&self, address: Option<IpAddr>, secret: Option<&str>) -> Result<(), Limited> {
        let now = Instant::now();
        let w = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        let over = |entry: Option<&(Instant, u32)>, limit: u32| {
            entry.and_then(|(start, n)| {
                let left = WINDOW.saturating_sub(now.duration_since(*start));
                (*n >= limit && !left.is_zero()).then_some(left)
            })
        };
        let wait = over(w.by_address.get(&address), ADDRESS_LIMIT)
            .or_else(|| secret.and_then(|s| over(w.by_prefix.get(&prefix(s)), PREFIX_LIMIT)));
        match wait {
            Some(left) => Err(Limited {
                retry_after_secs: left.as_secs().max(1),
            }),
            None => Ok(()),
        }
    }

    /// Count a failure and queue its audit event (at most one a minute per address).
    pub fn failed(&self, failure: Failure, address: Option<IpAddr>, secret: Option<&str>) {
        let now = Instant::now();
        let hashed = secret.map(prefix);
        if let Some(outbox) = &self.outbox {
            // Under a flood the queue fills and the others count fewer: never a wait here.
            let _ = outbox.try_send((address, hashed.clone()));
        }
        let admitted = {
            let mut w = self.windows.lock().unwrap_or_else(|p| p.into_inner());
            count(&mut w.by_address, address, now);
            if let Some(p) = hashed {
                count(&mut w.by_prefix, p, now);
            }
            let events = &mut w.events;
            bounded(events, &address, |v: &(Instant, u64)| {
                now.duration_since(v.0) >= EVENT_EVERY
            });
            match events.get_mut(&address) {
                Some((last, held)) if now.duration_since(*last) < EVENT_EVERY => {
                    *held += 1;
                    None
                }
                Some(entry) => {
                    let held = entry.1;
                    *entry = (now, 0);
                    Some(held)
                }
                None => {
                    events.insert(address, (now, 0));
                    Some(0)
                }
            }
        };
        // Logged as audited: at most once a minute per address, so a flood cannot fill logs.
        if let Some(held) = admitted {
            tracing::warn!(credential = ?failure.credential, reason = %failure.reason, address = ?address, held_back = held, "authentication failed");
            let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
            if q.events.len() >= QUEUE_MAX {
                q.dropped += 1 + held;
            } else {
                q.events.push_back((failure, held));
                drop(q);
                self.wake.notify_one();
            }
        }
    }

    /// The next event to write, with the count held back (for its address, plus what the
    /// queue dropped).
    fn next_event(&self) -> Option<(Failure, u64)> {
        let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        let (failure, held) = q.events.pop_front()?;
        let dropped = std::mem::take(&mut q.dropped);
        Some((failure, held + dropped))
    }
}

/// Write queued failure events to the audit log, one at a time, until `shutdown`.
pub async fn run_writer(
    failures: &Failures,
    audit: &Audit,
    shutdown: tokio_util::sync::CancellationToken,
) {
    loop {
        while let Some((failure, held)) = failures.next_event() {
            let kind = match failure.credential {
                Credential::ApiKey => Kind::AuthFailed,
                _ => Kind::CredentialRefused,
            };
            let mut detail = serde_json::to_value(&failure).unwrap_or_default();
            detail["suppressed_since_last"] = serde_json::json!(held);
            audit.record(NewEvent::new(kind).detail(detail)).await;
        }
        tokio::select! {
            () = failures.wake.notified() => {}
            () = shutdown.cancelled() => return,
        }
    }
}

/// An address block, `10.0.0.0/8` or a single address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl Cidr {
    fn contains(&self, ip: IpAddr) -> bool {
        match (self.net, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.bits)).unwrap_or(0);
                u32::from(n) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(n), IpAddr::V6(a)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.bits))
                    .unwrap_or(0);
                u128::from(n) & mask == u128::from(a) & mask
            }
            _ => false,
        }
    }
}

impl std::str::FromStr for Cidr {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("trusted proxy {s:?}: give an address or a block like 10.0.0.0/8");
        let (addr, bits) = match s.split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (s, None),
        };
        let net: IpAddr = addr.trim().parse().map_err(|_| bad())?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => max,
            Some(b) => b
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= max)
                .ok_or_else(bad)?,
        };
        Ok(Cidr { net, bits })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failure() -> Failure {
        Failure {
            credential: Credential::ApiKey,
            reason: "unknown API key".into(),
            path: "/mcp".into(),
            address: None,
        }
    }

    #[test]
    fn an_address_over_its_limit_waits_for_its_window() {
        let f = Failures::default();
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        for i in 0..ADDRESS_LIMIT {
            assert!(f.check(a, Some(&format!("rk_{i:08}"))).is_ok());
            f.failed(failure(), a, Some(&format!("rk_{i:08}")));
        }
        let limited = f.check(a, Some("rk_other")).unwrap_err();
        assert!((1..=60).contains(&limited.retry_after_secs));
        assert!(
            f.check(b, None).is_ok(),
            "other addresses are not held back"
        );
        // The window ends: the address may try again.
        f.windows.lock().unwrap().by_address.get_mut(&a).unwrap().0 -= WINDOW;
        assert!(f.check(a, Some("rk_other")).is_ok());
    }

    #[test]
    fn a_prefix_over_its_limit_is_refused_from_any_address() {
        let f = Failures::default();
        for i in 0..PREFIX_LIMIT {
            let addr = Some(IpAddr::from([10, 0, 1, i as u8]));
            f.failed(failure(), addr, Some("rk_AAAAAAAAguess"));
        }
        let fresh = Some(IpAddr::from([10, 9, 9, 9]));
        assert!(f.check(fresh, Some("rk_AAAAAAAAother")).is_err());
        assert!(f.check(fresh, Some("rk_BBBBBBBBother")).is_ok());
        let counted = f
            .windows
            .lock()
            .unwrap()
            .by_prefix
            .keys()
            .cloned()
            .collect::<Vec<_>>();
        assert!(
            counted
                .iter()
                .all(|p| is_prefix_hash(p) && !p.contains("AAAA")),
            "prefixes are kept hashed: {counted:?}"
        );
    }

    #[test]
    fn failures_shared_by_another_replica_count_here_and_ours_are_handed_out() {
        let (tx, mut rx) = tokio::sync::mpsc::channel(4);
        let here = Failures::default().sharing(tx);
        let there = Failures::default();
        let a = Some(IpAddr::from([10, 0, 2, 1]));
        for i in 0..PREFIX_LIMIT {
            here.failed(failure(), a, Some(&format!("rk_CCCCCCCC{i}")));
        }
        // The queue holds 4: the rest were dropped rather than waited for.
        let mut handed = Vec::new();
        while let Ok(shared) = rx.try_recv() {
            handed.push(shared);
        }
        assert_eq!(handed.len(), 4);
        for _ in 0..PREFIX_LIMIT / 4 + 1 {
            for (address, prefix) in &handed {
                there.failed_elsewhere(*address, prefix.as_deref());
            }
        }
        let fresh = Some(IpAddr::from([10, 9, 9, 8]));
        assert!(
            there.check(fresh, Some("rk_CCCCCCCCzzz")).is_err(),
            "the prefix is limited there too"
        );
        // A note that is not a prefix hash counts for its address only.
        let b = Some(IpAddr::from([10, 0, 2, 2]));
        for _ in 0..ADDRESS_LIMIT {
            there.failed_elsewhere(b, Some("rk_DDDDDDDD"));
        }
        assert!(there.check(b, None).is_err());
        assert!(
            there
                .windows
                .lock()
                .unwrap()
                .by_prefix
                .keys()
                .all(|p| is_prefix_hash(p))
        );
    }

    #[test]
    fn one_event_a_minute_per_address_and_a_bounded_queue() {
        let f = Failures::default();
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        f.failed(failure(), a, None);
        f.failed(failure(), a, None);
        f.failed(failure(), a, None);
        assert_eq!(f.next_event().map(|e| e.1), Some(0));
        assert!(f.next_event().is_none(), "held back");
        f.windows.lock().unwrap().events.get_mut(&a).unwrap().0 -= EVENT_EVERY;
        f.failed(failure(), a, None);
        assert_eq!(
            f.next_event().map(|e| e.1),
            Some(2),
            "counts the two held back"
        );
        // Many addresses: the queue keeps QUEUE_MAX and counts the rest.
        for i in 0..(QUEUE_MAX as u32 + 5) {
            f.failed(failure(), Some(IpAddr::from(i.to_be_bytes())), None);
        }
        let mut n = 0;
        let mut reported = 0;
        while let Some((_, held)) = f.next_event() {
            n += 1;
            reported += held;
        }
        assert_eq!(n, QUEUE_MAX);
        assert_eq!(reported, 5);
    }

    #[test]
    fn the_client_is_found_behind_trusted_proxies_only() {
        let proxy: Cidr = "10.0.0.0/8".parse().unwrap();
        let f = Failures::new(vec![proxy]);
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", "203.0.113.9, 10.1.1.1".parse().unwrap());
        let via_proxy: SocketAddr = "10.2.2.2:5000".parse().unwrap();
        let direct: SocketAddr = "198.51.100.7:5000".parse().unwrap();
        assert_eq!(
            f.client(Some(via_proxy), &h),
            Some("203.0.113.9".parse().unwrap())
        );
        assert_eq!(
            f.client(Some(direct), &h),
            Some("198.51.100.7".parse().unwrap()),
            "a peer that is no proxy cannot choose its address"
        );
        assert!("10.0.0.0/33".parse::<Cidr>().is_err());
        assert!(
            "::1"
                .parse::<Cidr>()
                .unwrap()
                .contains("::1".parse().unwrap())
        );
    }
}
