//! Retention: how long the files of devices with a label are kept, and how many bytes of
//! them, set by the operator (`relay serve --retention ci=7d --retention-quota ci=20GiB`).
//!
//! A rule names a device label (or `*` for every device) and a maximum age, a byte quota or
//! both. The sweep deletes, through [`super::delete`] (bytes first, then the row, audited
//! with the rule that asked), every stored or failed file of those devices older than the
//! age, then, newest kept first, every one past the quota: the oldest go first. Files still
//! uploading are left alone (their row is not the truth yet), and so are uploaded videos,
//! which belong to a key, not a device. Deleting is the same in either store.

use std::time::Duration;

use sqlx::Row;

use super::removal::delete;
use super::store::ArtifactStore;
use crate::access::devices;
use crate::audit::Audit;
use crate::store::{Db, DbError, time};

/// What one rule keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// The devices' label, or `*` for every device.
    pub label: String,
    /// Files older than this go.
    pub max_age: Option<Duration>,
    /// The label's files beyond this many bytes go, oldest first.
    pub max_bytes: Option<u64>,
}

impl Rule {
    fn covers(&self, labels: &[String]) -> bool {
        self.label == "*" || labels.contains(&self.label)
    }
}

/// The operator's rules, at most one per label.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Retention {
    rules: Vec<Rule>,
}

/// Longest a label (or `*`) may be in a rule.
const MAX_LABEL: usize = 64;

fn split_rule<'a>(flag: &str, value: &'a str) -> Result<(&'a str, &'a str), String> {
    let (label, rest) = value
        .split_once('=')
        .ok_or_else(|| format!("{flag}: LABEL=VALUE, such as ci=7d (`*` for every device)"))?;
    let label = label.trim();
    let ok = label == "*"
        || (!label.is_empty()
            && label.len() <= MAX_LABEL
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
    if !ok {
        return Err(format!(
            "{flag}: the label {label:?} is not a device label (letters, digits, - _ . up to {MAX_LABEL}) nor *"
        ));
    }
    Ok((label, rest.trim()))
}

/// A byte count as people write one: `500MB`, `20GiB`, `1TB`, `123` (bytes).
fn parse_bytes(flag: &str, s: &str) -> Result<u64, String> {
    let bad = || format!("{flag}: a size such as 500MB, 20GiB or 1TB, not {s:?}");
    let digits = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (n, unit) = s.split_at(digits);
    let n: u64 = n.parse().map_err(|_| bad())?;
    let scale: u64 = match unit.trim() {
        "" | "B" => 1,
        "KB" => 1_000,
        "MB" => 1_000_000,
        "GB" => 1_000_000_000,
        "TB" => 1_000_000_000_000,
        "KiB" => 1 << 10,
        "MiB" => 1 << 20,
        "GiB" => 1 << 30,
        "TiB" => 1 << 40,
        _ => return Err(bad()),
    };
    n.checked_mul(scale)
        .filter(|b| *b > 0)
        .ok_or_else(|| format!("{flag}: between 1 byte and 16 EiB"))
}

impl Retention {
    /// Rules from `--retention LABEL=AGE` and `--retention-quota LABEL=SIZE` flags; an age from 1
    /// second to 10 years, a size of at least 1 byte, one of each per label.
    pub fn parse(ages: &[String], quotas: &[String]) -> Result<Retention, String> {
        let mut rules: Vec<Rule> = Vec::new();
        let mut parsed = Vec::new();
        for value in ages {
            let (label, age) = split_rule("--retention", value)?;
            // An age from 1 second to 10 years, as every duration the relay is given.
            let age = crate::time_input::parse_duration("--retention", age)?;
            parsed.push((label.to_string(), Some(age), None));
        }
        for value in quotas {
            let (label, size) = split_rule("--retention-quota", value)?;
            parsed.push((
                label.to_string(),
                None,
                Some(parse_bytes("--retention-quota", size)?),
            ));
        }
        for (label, age, bytes) in parsed {
            let i = match rules.iter().position(|r| r.label == label) {
                Some(i) => i,
                None => {
                    rules.push(Rule {
                        label: label.clone(),
                        max_age: None,
                        max_bytes: None,
                    });
                    rules.len() - 1
                }
            };
            let rule = &mut rules[i];
            if (age.is_some() && rule.max_age.is_some())
                || (bytes.is_some() && rule.max_bytes.is_some())
            {
                return Err(format!("the label {label} is given twice"));
            }
            rule.max_age = rule.max_age.or(age);
            rule.max_bytes = rule.max_bytes.or(bytes);
        }
        Ok(Retention { rules })
    }

    /// No rule: everything is kept until deleted by hand.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The rules, in the order given.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }
}

/// A file a rule may delete.
struct Held {
    id: String,
    size: u64,
    created_at: String,
}

/// The stored and failed files of one device, newest first.
async fn held_by(db: &Db, device_id: &str) -> Result<Vec<Held>, DbError> {
    let rows = sqlx::query(
        "SELECT id, size_bytes, created_at FROM artifacts \
         WHERE device_id = $1 AND state <> 'uploading' ORDER BY created_at DESC, id DESC",
    )
    .bind(device_id)
    .fetch_all(db.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(Held {
                id: r.try_get("id")?,
                size: u64::try_from(r.try_get::<i64, _>("size_bytes")?).unwrap_or(0),
                created_at: r.try_get("created_at")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(DbError::from)
}

/// Apply every rule once; returns how many files were deleted. A file the store fails to
/// delete is left for the next sweep.
pub async fn sweep(
    db: &Db,
    audit: &Audit,
    store: &dyn ArtifactStore,
    retention: &Retention,
) -> Result<usize, DbError> {
    if retention.is_empty() {
        return Ok(0);
    }
    let fleet = devices::list(db).await?;
    let now = time::now();
    let mut deleted = 0;
    for rule in &retention.rules {
        let mut files = Vec::new();
        for device in fleet.iter().filter(|d| rule.covers(&d.labels)) {
            files.extend(held_by(db, &device.id).await?);
        }
        files.sort_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
        let cutoff = rule.max_age.map(|age| {
            let age = ::time::Duration::try_from(age).unwrap_or(::time::Duration::MAX);
            time::format(
                now.checked_sub(age)
                    .unwrap_or(::time::OffsetDateTime::UNIX_EPOCH),
            )
        });
        let mut kept: u64 = 0;
        for file in files {
            let why = if cutoff.as_ref().is_some_and(|c| file.created_at < *c) {
                Some(format!(
                    "retention {}: older than {}",
                    rule.label,
                    age_word(rule)
                ))
            } else {
                kept = kept.saturating_add(file.size);
                rule.max_bytes.filter(|quota| kept > *quota).map(|quota| {
                    format!("retention {}: past its quota of {quota} bytes", rule.label)
                })
            };
            let Some(why) = why else { continue };
            match delete(db, audit, store, &file.id, &why).await {
                Ok(_) => deleted += 1,
                Err(super::ArtifactError::Db(e)) => return Err(e),
                // Gone meanwhile (another replica's sweep, a person): nothing to do.
                Err(super::ArtifactError::NotFound(_)) => {}
                Err(e) => {
                    tracing::warn!(artifact = %file.id, error = %e, "retention could not delete a file; retrying later");
                }
            }
        }
    }
    Ok(deleted)
}

fn age_word(rule: &Rule) -> String {
    rule.max_age
        .map(|a| humantime::format_duration(a).to_string())
        .unwrap_or_default()
}

/// Apply the rules every `interval` until `shutdown`.
pub async fn run(
    db: Db,
    audit: Audit,
    store: std::sync::Arc<dyn ArtifactStore>,
    retention: Retention,
    interval: Duration,
    shutdown: tokio_util::sync::CancellationToken,
) {
    if retention.is_empty() {
        return;
    }
    loop {
        match sweep(&db, &audit, store.as_ref(), &retention).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(deleted = n, "retention swept"),
            Err(e) => tracing::warn!(error = %e, "retention sweep failed; retrying"),
        }
        tokio::select! {
            () = tokio::time::sleep(interval) => {}
            () = shutdown.cancelled() => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn rules_are_read_with_their_bounds_named() {
        let r = Retention::parse(&s(&["ci=7d", "*=90d"]), &s(&["ci=20GiB", "lab=500MB"])).unwrap();
        assert_eq!(
            r.rules(),
            &[
                Rule {
                    label: "ci".into(),
                    max_age: Some(Duration::from_secs(7 * 86400)),
                    max_bytes: Some(20 << 30),
                },
                Rule {
                    label: "*".into(),
                    max_age: Some(Duration::from_secs(90 * 86400)),
                    max_bytes: None,
                },
                Rule {
                    label: "lab".into(),
                    max_age: None,
                    max_bytes: Some(500_000_000),
                },
            ]
        );
        for (ages, quotas, word) in [
            (s(&["ci"]), s(&[]), "LABEL=VALUE"),
            (s(&["ci=0s"]), s(&[]), "between 1s"),
            (s(&["c i=7d"]), s(&[]), "not a device label"),
            (s(&["ci=7d", "ci=8d"]), s(&[]), "given twice"),
            (s(&[]), s(&["ci=0"]), "between 1 byte"),
            (s(&[]), s(&["ci=5 parsecs"]), "a size such as"),
            (s(&[]), s(&["ci=99999999999TiB"]), "between 1 byte"),
        ] {
            let e = Retention::parse(&ages, &quotas).unwrap_err();
            assert!(e.contains(word), "{ages:?} {quotas:?}: {e}");
        }
        assert!(Retention::parse(&[], &[]).unwrap().is_empty());
    }
}
