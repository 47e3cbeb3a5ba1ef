//! Who a person signed in by the provider is to the relay: their groups mapped to a view,
//! a device allowlist and tool scopes, and the key their console sessions act as.
//!
//! The relay keeps one key per person (`sso_identities`, migration 0018: issuer and subject
//! to key). At each sign-in the mapping is worked out again from the ID token's groups; when
//! it gives the person something other than their key holds, that key is revoked (ending its
//! sessions and the OAuth grants made under it) and a new one made, so a key never changes
//! what it may do. Its secret is never shown: such a key signs in only through the provider.
//! Revoking it in the console ends what it opened; the person's next sign-in makes a new one
//! while the provider still puts them in a mapped group, so access is taken away there.

use sqlx::Row;

use super::SsoSettings;
use super::id_token::Person;
use relay_core::access::keys::{self, ApiKey, KeyError};
use relay_core::access::scope;
use relay_core::audit::Audit;
use relay_core::store::{Db, time};

/// What a person may do, from their groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Role {
    /// The key's scopes: `admin` or `console`, and the tool scopes they may grant.
    pub(crate) scopes: Vec<String>,
    /// The key's device patterns.
    pub(crate) devices: Vec<String>,
}

/// The role `groups` give under `settings`, or `None` when no group is mapped.
pub(crate) fn role(settings: &SsoSettings, groups: &[String]) -> Option<Role> {
    let member = |g: &String| groups.iter().any(|h| h == g);
    let mut scopes = Vec::new();
    let mut devices: Vec<String> = Vec::new();
    if settings.admin_groups.iter().any(member) {
        scopes.push(scope::ADMIN.to_string());
        devices.push("*".into());
    } else {
        for (group, patterns) in &settings.qa_groups {
            if member(group) {
                for p in patterns {
                    if !devices.contains(p) {
                        devices.push(p.clone());
                    }
                }
            }
        }
        if devices.is_empty() {
            return None;
        }
        scopes.push(scope::CONSOLE.to_string());
    }
    scopes.extend(settings.tool_scopes.iter().cloned());
    Some(Role { scopes, devices })
}

/// The key `person` signs in as with `role`: theirs if it still holds exactly that, else a
/// new one (the old one revoked).
pub(crate) async fn key_for(
    db: &Db,
    audit: &Audit,
    issuer: &str,
    person: &Person,
    role: &Role,
) -> Result<ApiKey, KeyError> {
    let now = time::format(time::now());
    let row = sqlx::query("SELECT key_id FROM sso_identities WHERE issuer = $1 AND subject = $2")
        .bind(issuer)
        .bind(&person.subject)
        .fetch_optional(db.pool())
        .await?;
    if let Some(row) = row {
        let key_id: String = row.try_get("key_id")?;
        if let Some(key) = keys::get(db, &key_id).await? {
            if key.usable_at(&now).is_ok()
                && key.scopes == role.scopes
                && key.devices == role.devices
            {
                sqlx::query("UPDATE sso_identities SET last_login_at = $1, email = $2, name = $3 WHERE issuer = $4 AND subject = $5")
                    .bind(&now)
                    .bind(person.email.as_deref())
                    .bind(&person.display)
                    .bind(issuer)
                    .bind(&person.subject)
                    .execute(db.pool())
                    .await?;
                return Ok(key);
            }
            if key.revoked_at.is_none() {
                keys::revoke(db, audit, &key.id).await?;
            }
        }
    }
    let name: String = format!("sso: {}", person.display)
        .chars()
        .take(100)
        .collect();
    let key = keys::create(
        db,
        audit,
        &name,
        role.scopes.clone(),
        role.devices.clone(),
        None,
    )
    .await?
    .key;
    sqlx::query(
        "INSERT INTO sso_identities (issuer, subject, key_id, email, name, created_at, last_login_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6) \
         ON CONFLICT (issuer, subject) DO UPDATE SET key_id = $3, email = $4, name = $5, last_login_at = $6",
    )
    .bind(issuer)
    .bind(&person.subject)
    .bind(&key.id)
    .bind(person.email.as_deref())
    .bind(&person.display)
    .bind(&now)
    .execute(db.pool())
    .await?;
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> SsoSettings {
        SsoSettings {
            issuer: "https://idp.example.com".into(),
            client_id: "relay".into(),
            client_secret: "s".into(),
            scopes: vec!["openid".into()],
            groups_claim: "groups".into(),
            admin_groups: vec!["relay-admins".into()],
            qa_groups: vec![
                ("qa".into(), vec!["qa-*".into()]),
                ("lab".into(), vec!["lab-*".into(), "qa-*".into()]),
            ],
            tool_scopes: vec!["list_devices".into()],
            extra_roots: Vec::new(),
        }
    }

    #[test]
    fn groups_map_to_a_view_devices_and_tool_scopes() {
        let s = settings();
        let g = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            role(&s, &g(&["relay-admins", "qa"])),
            Some(Role {
                scopes: g(&["admin", "list_devices"]),
                devices: g(&["*"])
            })
        );
        assert_eq!(
            role(&s, &g(&["qa", "lab"])),
            Some(Role {
                scopes: g(&["console", "list_devices"]),
                devices: g(&["qa-*", "lab-*"])
            })
        );
        assert_eq!(role(&s, &g(&["staff"])), None);
        assert_eq!(role(&s, &[]), None);
    }
}
