//! The sign-in itself: `GET /v1/console/sso/start` sends the browser to the provider,
//! `GET /v1/console/sso/callback` takes it back, and `GET /v1/console/sso` tells the page
//! whether single sign-on is on.
//!
//! A start keeps its `state` (hashed), `nonce` and PKCE verifier in `sso_logins` for ten
//! minutes and puts the state in a cookie of its own (`relay_sso`, `SameSite=Lax` so it
//! comes back on the provider's redirect, limited to these routes). The callback needs both:
//! the cookie equal to the `state` it carries (so a sign-in started in another browser, a
//! login-CSRF, is refused) and the row, spent once. Every refusal is a page saying why and
//! an audit event (`console_sso_refused`), never the code or a token.

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{ConnectInfo, RawQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Redirect, Response};
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{id_token, people};
use crate::console::session;
use crate::state::AppState;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::audit::{Kind, NewEvent};
use relay_core::store::time;

/// How long a started sign-in may take at the provider.
const LOGIN_TTL: Duration = Duration::from_secs(600);
/// The cookie binding a sign-in to the browser that started it.
const COOKIE: &str = "relay_sso";
/// The routes that cookie is sent to.
const COOKIE_PATH: &str = "/v1/console/sso";
/// Sign-ins under way at most (starting one needs no credential).
const MAX_PENDING: i64 = 10_000;
/// The largest token response read.
const MAX_TOKEN_RESPONSE: usize = 64 * 1024;

/// Whether single sign-on is on, for the sign-in page.
#[derive(Serialize)]
pub(crate) struct Info {
    enabled: bool,
    issuer: Option<String>,
}

/// `GET /v1/console/sso`.
pub(crate) async fn info(State(state): State<AppState>) -> Json<Info> {
    let provider = state.sso();
    Json(Info {
        enabled: provider.is_some(),
        issuer: provider.map(|p| p.settings.issuer.clone()),
    })
}

fn redirect_uri(state: &AppState) -> String {
    format!(
        "{}/v1/console/sso/callback",
        state.settings().public_url.trim_end_matches('/')
    )
}

fn cookie(state: &AppState, value: &str, max_age: Duration) -> String {
    let secure = if session::insecure_ok(&state.settings().public_url) {
        ""
    } else {
        "; Secure"
    };
    format!(
        "{COOKIE}={value}; Path={COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
        max_age.as_secs()
    )
}

fn unavailable(reason: &str) -> Response {
    crate::refusal_page::page(
        StatusCode::SERVICE_UNAVAILABLE,
        "Single sign-on is unavailable",
        reason,
        "Try again in a moment, or sign in with a console link (relay console-link).",
    )
}

/// `GET /v1/console/sso/start`: to the provider, with a new state, nonce and PKCE challenge.
pub(crate) async fn start(State(state): State<AppState>) -> Response {
    let Some(provider) = state.sso() else {
        return crate::refusal_page::page(
            StatusCode::NOT_FOUND,
            "Single sign-on is not configured",
            "This relay has no OpenID provider (relay serve --oidc-issuer).",
            "Sign in with a console link (relay console-link).",
        );
    };
    let discovery = match provider.discovery().await {
        Ok(d) => d,
        Err(e) => {
            tracing::warn!(error = %e, "single sign-on: the provider cannot be used");
            return unavailable(&e.to_string());
        }
    };
    let login_state = relay_core::access::secret::generate("");
    let nonce = relay_core::access::secret::generate("");
    let verifier = relay_core::access::secret::generate("");
    let now = time::now();
    // Starting is open to anyone: what expired goes, and too many waiting is refused.
    let swept = sqlx::query("DELETE FROM sso_logins WHERE expires_at <= $1")
        .bind(time::format(now))
        .execute(state.db().pool())
        .await;
    let waiting: Result<i64, sqlx::Error> = match swept {
        Ok(_) => sqlx::query("SELECT count(*) AS n FROM sso_logins")
            .fetch_one(state.db().pool())
            .await
            .and_then(|r| r.try_get("n")),
        Err(e) => Err(e),
    };
    match waiting {
        Ok(n) if n >= MAX_PENDING => {
            return unavailable("too many sign-ins are under way; try again in a few minutes");
        }
        Ok(_) => {}
        Err(e) => {
            tracing::error!(error = %e, "single sign-on: cannot keep a sign-in");
            return unavailable("the relay's database is unavailable");
        }
    }
    let stored = sqlx::query(
        "INSERT INTO sso_logins (state_hash, nonce, verifier, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(relay_core::access::secret::hash(&login_state))
    .bind(&nonce)
    .bind(&verifier)
    .bind(time::format(now))
    .bind(time::format(now + LOGIN_TTL))
    .execute(state.db().pool())
    .await;
    if let Err(e) = stored {
        tracing::error!(error = %e, "single sign-on: cannot keep a sign-in");
        return unavailable("the relay's database is unavailable");
    }
    let settings = &provider.settings;
    let scope = settings.scopes.join(" ");
    let challenge = crate::oauth::s256(&verifier);
    let redirect = redirect_uri(&state);
    let to = crate::oauth::with_query(
        &discovery.authorization_endpoint,
        &[
            ("response_type", "code"),
            ("client_id", &settings.client_id),
            ("redirect_uri", &redirect),
            ("scope", &scope),
            ("state", &login_state),
            ("nonce", &nonce),
            ("code_challenge", &challenge),
            ("code_challenge_method", "S256"),
        ],
    );
    (
        [(header::SET_COOKIE, cookie(&state, &login_state, LOGIN_TTL))],
        Redirect::to(&to),
    )
        .into_response()
}

#[derive(Deserialize)]
struct Tokens {
    id_token: Option<String>,
}

/// A sign-in refused: why, said to the person. Once the browser's state checked out it is a
/// real sign-in attempt and gets an audit event of its own; before that (junk, a forged or
/// replayed callback) it is only counted as a failure, audited at most once a minute per
/// address, so a flood cannot fill the log.
struct Refusal(String, bool);

impl Refusal {
    /// Before the browser's state checked out: counted, not audited by itself.
    fn early(reason: String) -> Self {
        Refusal(reason, false)
    }

    /// A real sign-in that failed: audited.
    fn late(reason: String) -> Self {
        Refusal(reason, true)
    }
}

/// `GET /v1/console/sso/callback`: the provider's answer, checked, turned into a session.
pub(crate) async fn callback(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let failures = state.failures();
    let client = failures.client(Some(peer), &headers);
    if let Err(limited) = failures.check(client, None) {
        return crate::api_error::ApiError::from(limited).into_response();
    }
    let clear = cookie(&state, "", Duration::ZERO);
    let result = finish(&state, &headers, query.as_deref().unwrap_or(""), client).await;
    let mut response = match result {
        Ok(response) => response,
        Err(Refusal(reason, audited)) => {
            failures.failed(
                Failure::new(
                    Credential::SsoLogin,
                    reason.clone(),
                    "/v1/console/sso/callback",
                    client,
                ),
                client,
                None,
            );
            if audited {
                state
                    .audit()
                    .record(
                        NewEvent::new(Kind::ConsoleSsoRefused).detail(serde_json::json!({
                            "reason": reason, "address": client.map(|c| c.to_string()),
                        })),
                    )
                    .await;
            }
            crate::refusal_page::page(
                StatusCode::FORBIDDEN,
                "Single sign-on refused",
                &reason,
                "Start again from the console's sign-in page, or ask an administrator.",
            )
        }
    };
    if let Ok(v) = header::HeaderValue::from_str(&clear) {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    response
}

async fn finish(
    state: &AppState,
    headers: &HeaderMap,
    query: &str,
    client: Option<std::net::IpAddr>,
) -> Result<Response, Refusal> {
    let refuse = |m: &str| Refusal(m.to_string(), false);
    let provider = state
        .sso()
        .ok_or_else(|| refuse("single sign-on is not configured"))?;
    let mut params = std::collections::HashMap::new();
    for (k, v) in url::form_urlencoded::parse(query.as_bytes()) {
        if params.insert(k.to_string(), v.to_string()).is_some() {
            return Err(Refusal::early(format!("{k}: given more than once")));
        }
    }
    if let Some(error) = params.get("error") {
        let said: String = error.chars().take(100).collect();
        return Err(Refusal::early(format!(
            "the provider refused the sign-in ({said})"
        )));
    }
    let given_state = params
        .get("state")
        .ok_or_else(|| refuse("state: missing"))?;
    let bound = session::cookie_value(headers, COOKIE).unwrap_or("");
    if bound.is_empty() || bound != given_state {
        return Err(refuse(
            "this sign-in did not start in this browser (state does not match its cookie)",
        ));
    }
    let hash = relay_core::access::secret::hash(given_state);
    let now = time::format(time::now());
    let spent = sqlx::query("UPDATE sso_logins SET used_at = $1 WHERE state_hash = $2 AND used_at IS NULL AND expires_at > $1")
        .bind(&now)
        .bind(&hash)
        .execute(state.db().pool())
        .await
        .map_err(|_| refuse("the relay's database is unavailable"))?;
    if spent.rows_affected() != 1 {
        return Err(refuse(
            "this sign-in is unknown, used already or older than ten minutes",
        ));
    }
    let row = sqlx::query("SELECT nonce, verifier FROM sso_logins WHERE state_hash = $1")
        .bind(&hash)
        .fetch_one(state.db().pool())
        .await
        .map_err(|_| refuse("the relay's database is unavailable"))?;
    let nonce: String = row
        .try_get("nonce")
        .map_err(|_| refuse("the relay's database is unavailable"))?;
    let verifier: String = row
        .try_get("verifier")
        .map_err(|_| refuse("the relay's database is unavailable"))?;
    let refuse = |m: &str| Refusal(m.to_string(), true);
    let code = params.get("code").ok_or_else(|| refuse("code: missing"))?;
    let discovery = provider
        .discovery()
        .await
        .map_err(|e| Refusal::late(e.to_string()))?;
    let settings = &provider.settings;
    let redirect = redirect_uri(state);
    let form = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs([
            ("grant_type", "authorization_code"),
            ("code", code.as_str()),
            ("redirect_uri", redirect.as_str()),
            ("code_verifier", verifier.as_str()),
            ("client_id", settings.client_id.as_str()),
        ])
        .finish();
    let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
    let response = provider
        .client()
        .post(&discovery.token_endpoint)
        .basic_auth(enc(&settings.client_id), Some(enc(&settings.client_secret)))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ACCEPT, "application/json")
        .body(form)
        .send()
        .await
        .map_err(|e| {
            Refusal::late(format!(
                "the provider's token endpoint: {}",
                e.without_url()
            ))
        })?;
    if !response.status().is_success() {
        return Err(Refusal::late(format!(
            "the provider's token endpoint answered HTTP {}",
            response.status().as_u16()
        )));
    }
    let body = crate::http_client::bounded_body(response, MAX_TOKEN_RESPONSE)
        .await
        .map_err(|_| refuse("the provider's token answer was too large or cut off"))?;
    let tokens: Tokens = serde_json::from_slice(&body)
        .map_err(|_| refuse("the provider's token answer is not JSON"))?;
    let raw = tokens
        .id_token
        .ok_or_else(|| refuse("the provider gave no ID token (is the scope openid asked for?)"))?;
    let person = id_token::check(provider, &raw, &nonce)
        .await
        .map_err(|e| Refusal::late(e.to_string()))?;
    let role = people::role(settings, &person.groups).ok_or_else(|| {
        Refusal::late(format!(
            "{} is in no group this relay maps to a console view",
            person.display
        ))
    })?;
    let key = people::key_for(state.db(), state.audit(), &settings.issuer, &person, &role)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "single sign-on: cannot keep the person's key");
            refuse("the relay's database is unavailable")
        })?;
    let address = client.map(|c| c.to_string());
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(String::from);
    let begun = session::begin(state.db(), &key, address.clone(), user_agent)
        .await
        .map_err(|_| refuse("the relay's database is unavailable"))?;
    state
        .audit()
        .record(NewEvent::new(Kind::ConsoleSignedIn).key(&key.id).detail(serde_json::json!({
            "console_session": begun.id, "address": address,
            "sso": {"issuer": settings.issuer, "subject": person.subject, "email": person.email,
                    "groups": person.groups.iter().take(50).collect::<Vec<_>>(), "scopes": role.scopes, "devices": role.devices},
        })))
        .await;
    let set = session::set_cookie(state, &begun.secret, begun.max_age);
    Ok(([(header::SET_COOKIE, set)], Redirect::to("/console/")).into_response())
}
