//! OAuth clients: who asks for access, and where the answer may go.
//!
//! A client is one of two kinds. Identified by a Client ID Metadata Document, its id is an
//! HTTPS URL and what it says of itself (name, redirect URIs) is that document, fetched
//! again at every authorization request ([`super::fetch`]) and cached in `oauth_clients`
//! for the token endpoint. Registered dynamically (RFC 7591, `POST /oauth/register`), it
//! gets an `oc_…` id, and a secret when it asks for one (stored as its SHA-256).
//!
//! Redirect URIs are compared as exact strings. A client may register `https://` URIs,
//! `http://` ones only on loopback (RFC 8252 §7.3, native apps), and private-use schemes
//! (`cursor://…`); never `javascript:`, `data:`, `file:` or anything with a fragment.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::error::{OAuthError, no_store};
use super::fetch::FetchError;
use crate::state::AppState;
use relay_core::audit::{Kind, NewEvent};
use relay_core::store::{Db, DbError, time};

/// Redirect URIs one client may have.
const MAX_REDIRECT_URIS: usize = 10;
/// Characters of one redirect URI.
const MAX_URI_CHARS: usize = 2000;
/// Characters of a client's name.
const MAX_NAME_CHARS: usize = 100;
/// Registered clients that never got a grant, kept at most (unauthenticated registration
/// must not fill the database); the oldest unused ones go first.
const MAX_UNUSED_REGISTRATIONS: i64 = 5_000;

/// How a client is identified.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ClientKind {
    /// Its id is the URL of its metadata document.
    MetadataDocument,
    /// It registered itself.
    Registered,
}

impl ClientKind {
    fn as_str(self) -> &'static str {
        match self {
            ClientKind::MetadataDocument => "metadata_document",
            ClientKind::Registered => "registered",
        }
    }
}

/// How a client authenticates at the token endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AuthMethod {
    /// A public client: PKCE is its proof.
    None,
    /// Its secret in the form body.
    SecretPost,
    /// Its secret in HTTP Basic.
    SecretBasic,
}

impl AuthMethod {
    fn as_str(self) -> &'static str {
        match self {
            AuthMethod::None => "none",
            AuthMethod::SecretPost => "client_secret_post",
            AuthMethod::SecretBasic => "client_secret_basic",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s {
            "none" => Some(AuthMethod::None),
            "client_secret_post" => Some(AuthMethod::SecretPost),
            "client_secret_basic" => Some(AuthMethod::SecretBasic),
            _ => None,
        }
    }
}

/// A client as the relay knows it.
#[derive(Debug, Clone)]
pub(crate) struct Client {
    /// `oc_…`, or its metadata document's URL.
    pub(crate) id: String,
    /// Which kind.
    pub(crate) kind: ClientKind,
    /// What it calls itself.
    pub(crate) name: String,
    /// Its home page, if it says.
    pub(crate) client_uri: Option<String>,
    /// Where authorization responses may go.
    pub(crate) redirect_uris: Vec<String>,
    /// How it authenticates at the token endpoint.
    pub(crate) auth_method: AuthMethod,
    secret_hash: Option<String>,
}

/// Whether `uri` may be a redirect URI: the reason if not.
pub(crate) fn check_redirect_uri(uri: &str) -> Result<(), String> {
    if uri.is_empty() || uri.chars().count() > MAX_URI_CHARS {
        return Err(format!(
            "redirect_uris: each must be 1 to {MAX_URI_CHARS} characters"
        ));
    }
    let parsed = url::Url::parse(uri)
        .map_err(|_| format!("redirect_uris: {uri:?} is not an absolute URI"))?;
    if parsed.fragment().is_some() {
        return Err(format!("redirect_uris: {uri:?} has a fragment"));
    }
    match parsed.scheme() {
        "https" if parsed.host().is_some() => Ok(()),
        "http" => {
            let loopback = match parsed.host() {
                Some(url::Host::Domain(d)) => d == "localhost",
                Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
                Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
                None => false,
            };
            if loopback {
                Ok(())
            } else {
                Err(format!(
                    "redirect_uris: {uri:?} is plain http off loopback; use https"
                ))
            }
        }
        "javascript" | "data" | "file" | "blob" | "vbscript" | "about" | "ws" | "wss" | "ftp" => {
            Err(format!("redirect_uris: scheme of {uri:?} is not allowed"))
        }
        // Private-use schemes of native apps (RFC 8252 §7.1), such as cursor:// or vscode://.
        s if s.len() >= 2 && parsed.username().is_empty() => Ok(()),
        _ => Err(format!("redirect_uris: {uri:?} is not allowed")),
    }
}

const COLUMNS: &str = "id, kind, name, client_uri, redirect_uris, secret_hash, auth_method";

fn read(row: &sqlx::any::AnyRow) -> Result<Client, sqlx::Error> {
    let kind: String = row.try_get("kind")?;
    let uris: String = row.try_get("redirect_uris")?;
    let method: String = row.try_get("auth_method")?;
    Ok(Client {
        id: row.try_get("id")?,
        kind: if kind == ClientKind::Registered.as_str() {
            ClientKind::Registered
        } else {
            ClientKind::MetadataDocument
        },
        name: row.try_get("name")?,
        client_uri: row.try_get("client_uri")?,
        redirect_uris: serde_json::from_str(&uris).unwrap_or_default(),
        auth_method: AuthMethod::parse(&method).unwrap_or(AuthMethod::None),
        secret_hash: row.try_get("secret_hash")?,
    })
}

/// The client stored under `id` (registered, or the last fetch of a metadata document).
pub(crate) async fn get(db: &Db, id: &str) -> Result<Option<Client>, DbError> {
    if id.len() > MAX_URI_CHARS {
        return Ok(None);
    }
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM oauth_clients WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Why a client id names no usable client.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ClientError {
    /// Neither registered nor a metadata document URL.
    #[error(
        "client_id: no client registered with this id, and it is not an https:// metadata document URL"
    )]
    Unknown,
    /// The document could not be had.
    #[error(transparent)]
    Fetch(#[from] FetchError),
    /// The document is not a client's metadata.
    #[error("client_id: the metadata document {0}")]
    BadDocument(String),
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
}

/// What a metadata document must say (draft-ietf-oauth-client-id-metadata-document).
#[derive(Deserialize)]
struct Document {
    client_id: String,
    #[serde(default)]
    client_name: Option<String>,
    #[serde(default)]
    client_uri: Option<String>,
    redirect_uris: Vec<String>,
    #[serde(default)]
    token_endpoint_auth_method: Option<String>,
}

/// The client `id` names, as it is now: a registered one from the table, a metadata
/// document fetched (and cached for the token endpoint).
pub(crate) async fn resolve(state: &AppState, id: &str) -> Result<Client, ClientError> {
    if !id.starts_with("https://") {
        return get(state.db(), id).await?.ok_or(ClientError::Unknown);
    }
    let body = state.oauth().fetcher.fetch(id).await?;
    let doc: Document = serde_json::from_slice(&body)
        .map_err(|e| ClientError::BadDocument(format!("is not a client's metadata: {e}")))?;
    if doc.client_id != id {
        return Err(ClientError::BadDocument(
            "names another client_id than its own URL".into(),
        ));
    }
    match doc.token_endpoint_auth_method.as_deref() {
        None | Some("none") => {}
        Some(other) => {
            return Err(ClientError::BadDocument(format!(
                "asks for token_endpoint_auth_method {other:?}; this relay takes public clients (\"none\") by metadata document"
            )));
        }
    }
    check_uris(&doc.redirect_uris).map_err(ClientError::BadDocument)?;
    let host = url::Url::parse(id)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_default();
    let client = Client {
        id: id.to_string(),
        kind: ClientKind::MetadataDocument,
        name: clean_name(doc.client_name.as_deref()).unwrap_or(host),
        client_uri: doc
            .client_uri
            .filter(|u| u.starts_with("https://") && u.len() <= MAX_URI_CHARS),
        redirect_uris: doc.redirect_uris,
        auth_method: AuthMethod::None,
        secret_hash: None,
    };
    store(state.db(), &client).await?;
    Ok(client)
}

fn check_uris(uris: &[String]) -> Result<(), String> {
    if uris.is_empty() || uris.len() > MAX_REDIRECT_URIS {
        return Err(format!(
            "redirect_uris: 1 to {MAX_REDIRECT_URIS} are required"
        ));
    }
    uris.iter().try_for_each(|u| check_redirect_uri(u))
}

/// A name fit to show a person: control characters dropped, trimmed, bounded.
fn clean_name(name: Option<&str>) -> Option<String> {
    let name: String = name?
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect();
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

async fn store(db: &Db, client: &Client) -> Result<(), DbError> {
    let now = time::format(time::now());
    let uris = serde_json::to_string(&client.redirect_uris).unwrap_or_default();
    sqlx::query(
        "INSERT INTO oauth_clients (id, kind, name, client_uri, redirect_uris, secret_hash, auth_method, created_at, fetched_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) \
         ON CONFLICT (id) DO UPDATE SET name = $3, client_uri = $4, redirect_uris = $5, fetched_at = $8",
    )
    .bind(&client.id)
    .bind(client.kind.as_str())
    .bind(&client.name)
    .bind(client.client_uri.as_deref())
    .bind(uris)
    .bind(client.secret_hash.as_deref())
    .bind(client.auth_method.as_str())
    .bind(now)
    .execute(db.pool())
    .await?;
    Ok(())
}

impl Client {
    /// Check the client's credentials on a token or revocation request: its secret, in
    /// HTTP Basic or the form as it registered, or none for a public client. `form_id` and
    /// `form_secret` are the form's `client_id` and `client_secret`.
    pub(crate) fn authenticate(
        &self,
        headers: &HeaderMap,
        form_secret: Option<&str>,
    ) -> Result<(), OAuthError> {
        let Some(expected) = &self.secret_hash else {
            return Ok(());
        };
        let given = match self.auth_method {
            AuthMethod::SecretBasic => basic(headers).map(|(_, s)| s),
            _ => form_secret
                .map(str::to_string)
                .or_else(|| basic(headers).map(|(_, s)| s)),
        };
        match given {
            Some(s) if relay_core::access::secret::hash(&s) == *expected => Ok(()),
            Some(_) => Err(OAuthError::client(
                "client_secret: wrong secret for this client",
            )),
            None => Err(OAuthError::client(format!(
                "this client authenticates with {}; no secret was sent",
                self.auth_method.as_str()
            ))),
        }
    }
}

/// The client id and secret of an HTTP Basic `Authorization` header (RFC 6749 §2.3.1:
/// each form-urlencoded).
pub(crate) fn basic(headers: &HeaderMap) -> Option<(String, String)> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, b64) = value.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let raw = base64::engine::general_purpose::STANDARD
        .decode(b64.trim())
        .ok()?;
    let text = String::from_utf8(raw).ok()?;
    let (id, secret) = text.split_once(':')?;
    let decode = |s: &str| {
        url::form_urlencoded::parse(format!("x={s}").as_bytes())
            .next()
            .map(|(_, v)| v.into_owned())
    };
    Some((decode(id)?, decode(secret)?))
}

/// An RFC 7591 registration request (fields we do not use are ignored).
#[derive(Deserialize)]
pub(crate) struct Registration {
    redirect_uris: Option<Vec<String>>,
    client_name: Option<String>,
    client_uri: Option<String>,
    token_endpoint_auth_method: Option<String>,
    grant_types: Option<Vec<String>>,
    response_types: Option<Vec<String>>,
    scope: Option<String>,
}

/// What a registration answers (RFC 7591 §3.2.1).
#[derive(Serialize)]
struct Registered {
    client_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_secret: Option<String>,
    client_id_issued_at: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_secret_expires_at: Option<u64>,
    client_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_uri: Option<String>,
    redirect_uris: Vec<String>,
    token_endpoint_auth_method: &'static str,
    grant_types: [&'static str; 2],
    response_types: [&'static str; 1],
    #[serde(skip_serializing_if = "Option::is_none")]
    scope: Option<String>,
}

/// `POST /oauth/register`: a client registers itself (RFC 7591). Open to anyone, like the
/// specification means it; what it yields is only the right to ask a person for consent.
pub(crate) async fn register(
    State(state): State<AppState>,
    body: Result<Json<Registration>, axum::extract::rejection::JsonRejection>,
) -> Result<Response, OAuthError> {
    let bad = |d: String| OAuthError::bad("invalid_client_metadata", d);
    let Json(reg) =
        body.map_err(|e| bad(format!("the body is not a registration: {}", e.body_text())))?;
    let uris = reg
        .redirect_uris
        .ok_or_else(|| OAuthError::bad("invalid_redirect_uri", "redirect_uris: required"))?;
    check_uris(&uris).map_err(|d| OAuthError::bad("invalid_redirect_uri", d))?;
    if let Some(types) = &reg.grant_types
        && let Some(t) = types
            .iter()
            .find(|t| !matches!(t.as_str(), "authorization_code" | "refresh_token"))
    {
        return Err(bad(format!(
            "grant_types: {t:?} is not offered; authorization_code and refresh_token are"
        )));
    }
    if let Some(types) = &reg.response_types
        && types.iter().any(|t| t != "code")
    {
        return Err(bad("response_types: only \"code\" is offered".into()));
    }
    let method = match reg.token_endpoint_auth_method.as_deref() {
        None => AuthMethod::None,
        Some(m) => AuthMethod::parse(m).ok_or_else(|| {
            bad(format!(
                "token_endpoint_auth_method: {m:?} is not offered; none, client_secret_post and client_secret_basic are"
            ))
        })?,
    };
    let scope = match reg.scope.as_deref() {
        Some(s) => Some(
            super::token::parse_scope(s)
                .map_err(|e| bad(e.description))?
                .join(" "),
        ),
        None => None,
    };
    let client_uri = match reg.client_uri {
        Some(u) if u.starts_with("https://") && u.len() <= MAX_URI_CHARS => Some(u),
        Some(_) => {
            return Err(bad(
                "client_uri: must be an https:// URL of at most 2000 characters".into(),
            ));
        }
        None => None,
    };
    let secret = (method != AuthMethod::None).then(|| relay_core::access::secret::generate("ocs_"));
    let id = relay_core::access::secret::short_id("oc_");
    let client = Client {
        id: id.clone(),
        kind: ClientKind::Registered,
        name: clean_name(reg.client_name.as_deref()).unwrap_or_else(|| id.clone()),
        client_uri,
        redirect_uris: uris,
        auth_method: method,
        secret_hash: secret.as_deref().map(relay_core::access::secret::hash),
    };
    prune_unused(state.db()).await?;
    store(state.db(), &client).await?;
    state
        .audit()
        .append(
            NewEvent::new(Kind::OAuthClientRegistered).detail(serde_json::json!({
                "client_id": client.id, "client_name": client.name,
                "redirect_uris": client.redirect_uris, "auth_method": method.as_str(),
            })),
        )
        .await?;
    let mut response = (
        StatusCode::CREATED,
        Json(Registered {
            client_id: client.id,
            client_secret_expires_at: secret.as_ref().map(|_| 0),
            client_secret: secret,
            client_id_issued_at: time::unix_now(),
            client_name: client.name,
            client_uri: client.client_uri,
            redirect_uris: client.redirect_uris,
            token_endpoint_auth_method: method.as_str(),
            grant_types: ["authorization_code", "refresh_token"],
            response_types: ["code"],
            scope,
        }),
    )
        .into_response();
    no_store(&mut response);
    Ok(response)
}

/// Keep registered clients that never got a grant under [`MAX_UNUSED_REGISTRATIONS`].
async fn prune_unused(db: &Db) -> Result<(), DbError> {
    let unused = "kind = 'registered' AND NOT EXISTS (SELECT 1 FROM oauth_grants g WHERE g.client_id = oauth_clients.id)";
    let n: i64 = sqlx::query(relay_core::sql!(
        "SELECT count(*) AS n FROM oauth_clients WHERE {unused}"
    ))
    .fetch_one(db.pool())
    .await?
    .try_get("n")?;
    if n >= MAX_UNUSED_REGISTRATIONS {
        let oldest = sqlx::query(relay_core::sql!(
            "SELECT id FROM oauth_clients WHERE {unused} ORDER BY created_at, id LIMIT 1"
        ))
        .fetch_optional(db.pool())
        .await?;
        if let Some(row) = oldest {
            let id: String = row.try_get("id")?;
            sqlx::query("DELETE FROM oauth_clients WHERE id = $1")
                .bind(id)
                .execute(db.pool())
                .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redirect_uris_are_https_loopback_http_or_app_schemes() {
        for ok in [
            "https://claude.ai/api/mcp/auth_callback",
            "http://127.0.0.1:33418/callback",
            "http://localhost:8080/cb",
            "http://[::1]:9/cb",
            "cursor://anysphere.cursor-retrieval/oauth/callback",
        ] {
            assert!(check_redirect_uri(ok).is_ok(), "{ok}");
        }
        for bad in [
            "http://evil.example.com/cb",
            "https://claude.ai/cb#frag",
            "javascript:alert(1)",
            "data:text/html,hi",
            "file:///etc/passwd",
            "/relative",
            "",
        ] {
            assert!(check_redirect_uri(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn basic_credentials_are_form_decoded() {
        let mut h = HeaderMap::new();
        let b64 = base64::engine::general_purpose::STANDARD.encode("oc_1:a%2Bb");
        h.insert(
            header::AUTHORIZATION,
            format!("Basic {b64}").parse().unwrap(),
        );
        assert_eq!(basic(&h), Some(("oc_1".into(), "a+b".into())));
    }
}
