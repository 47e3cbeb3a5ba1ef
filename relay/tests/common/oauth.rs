//! The OAuth flow as a client and a person in the console drive it over HTTP, for the tests
//! of the authorization server (`oauth.rs`) and of tokens across replicas (`cluster.rs`).

use std::time::Duration;

use base64::Engine as _;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::Relay;

/// The relay's MCP resource, as its tokens name it (from its public URL).
pub(crate) fn resource_of(relay: &Relay) -> String {
    format!("{}/oauth/mcp", relay.state.settings().public_url)
}

pub(crate) const REDIRECT: &str = "http://127.0.0.1:33418/callback";

pub(crate) fn form(pairs: &[(&str, &str)]) -> String {
    url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish()
}

pub(crate) fn query_of(location: &str) -> std::collections::HashMap<String, String> {
    url::Url::parse(location)
        .unwrap()
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

pub(crate) fn pkce() -> (String, String) {
    let verifier = relay_core::access::secret::short_id("v").repeat(4);
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(Sha256::digest(verifier.as_bytes()));
    (verifier, challenge)
}

/// A person signed in to the console: the session cookie and the CSRF token.
pub(crate) struct Person {
    pub(crate) key: relay_core::access::keys::CreatedKey,
    pub(crate) cookie: String,
    pub(crate) csrf: String,
}

pub(crate) async fn person(relay: &Relay, scopes: &[&str], devices: &[&str]) -> Person {
    let key = super::key_with_secret(relay, scopes, devices).await;
    let link = relay::console::sign_in_link::issue(
        relay.state.db(),
        relay.state.audit(),
        &relay.base,
        &key.key.id,
        Duration::from_secs(600),
        "test",
    )
    .await
    .unwrap();
    let token = link.url.split("#l=").nth(1).unwrap().to_string();
    let r = relay
        .client
        .post(format!("{}/v1/console/session", relay.base))
        .json(&json!({"link": token}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let cookie = super::first_cookie(&r);
    let me = super::console_me(relay, &cookie).await;
    Person {
        key,
        cookie,
        csrf: me["csrf_token"].as_str().unwrap().to_string(),
    }
}

pub(crate) async fn register(relay: &Relay, body: Value) -> (u16, Value) {
    let r = relay
        .client
        .post(format!("{}/oauth/register", relay.base))
        .json(&body)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn public_client(relay: &Relay) -> String {
    let (status, body) = register(
        relay,
        json!({"client_name": "Test agent", "redirect_uris": [REDIRECT]}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["token_endpoint_auth_method"], "none");
    body["client_id"].as_str().unwrap().to_string()
}

/// `GET /oauth/authorize` with `pairs`: (status, Location or "", body).
pub(crate) async fn authorize(relay: &Relay, pairs: &[(&str, &str)]) -> (u16, String, String) {
    let r = super::no_follow()
        .get(format!("{}/oauth/authorize?{}", relay.base, form(pairs)))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let location = r
        .headers()
        .get("location")
        .map(|l| l.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, location, r.text().await.unwrap())
}

pub(crate) fn good_request<'a>(
    client_id: &'a str,
    challenge: &'a str,
    resource: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("response_type", "code"),
        ("client_id", client_id),
        ("redirect_uri", REDIRECT),
        ("state", "st-1"),
        ("code_challenge", challenge),
        ("code_challenge_method", "S256"),
        ("scope", "list_devices screenshot"),
        ("resource", resource),
    ]
}

/// The request id the authorization endpoint parked for consent.
pub(crate) fn request_id(location: &str) -> String {
    location
        .split("#consent?r=")
        .nth(1)
        .expect("a consent link")
        .to_string()
}

/// The parked request `id` as the console shows it to `person` for consent.
pub(crate) async fn shown_request(relay: &Relay, person: &Person, id: &str) -> Value {
    relay
        .client
        .get(format!("{}/v1/console/api/oauth/requests/{id}", relay.base))
        .header("cookie", &person.cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

pub(crate) async fn decide(
    relay: &Relay,
    person: &Person,
    id: &str,
    body: Value,
    csrf: bool,
) -> (u16, Value) {
    let mut r = relay
        .client
        .post(format!("{}/v1/console/api/oauth/requests/{id}", relay.base))
        .header("cookie", &person.cookie)
        .json(&body);
    if csrf {
        r = r.header("x-csrf-token", &person.csrf);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

pub(crate) async fn token(relay: &Relay, pairs: &[(&str, &str)]) -> (u16, Value) {
    let r = relay
        .client
        .post(format!("{}/oauth/token", relay.base))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form(pairs))
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// A code for `client_id`, approved by `person` with `scopes` on `devices`: (code, verifier).
pub(crate) async fn approved_code(
    relay: &Relay,
    person: &Person,
    client_id: &str,
    scopes: &[&str],
    devices: &[&str],
) -> (String, String) {
    let (verifier, challenge) = pkce();
    let resource = resource_of(relay);
    let (status, location, body) =
        authorize(relay, &good_request(client_id, &challenge, &resource)).await;
    assert_eq!(status, 303, "{body}");
    let (status, decided) = decide(
        relay,
        person,
        &request_id(&location),
        json!({"decision": "approve", "scopes": scopes, "devices": devices}),
        true,
    )
    .await;
    assert_eq!(status, 200, "{decided}");
    let q = query_of(decided["redirect"].as_str().unwrap());
    assert_eq!(q["state"], "st-1");
    assert_eq!(
        q["iss"],
        format!("{}/oauth", relay.state.settings().public_url)
    );
    (q["code"].clone(), verifier)
}

pub(crate) async fn exchange(
    relay: &Relay,
    client_id: &str,
    code: &str,
    verifier: &str,
) -> (u16, Value) {
    let resource = resource_of(relay);
    token(
        relay,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("client_id", client_id),
            ("code_verifier", verifier),
            ("resource", &resource),
        ],
    )
    .await
}

/// One MCP request to `path` with `bearer`: (status, WWW-Authenticate, body).
pub(crate) async fn mcp(
    relay: &Relay,
    path: &str,
    bearer: Option<&str>,
    body: Value,
) -> (u16, String, Value) {
    let mut r = relay
        .client
        .post(format!("{}{path}", relay.base))
        .header("accept", "application/json, text/event-stream")
        .json(&body);
    if let Some(b) = bearer {
        r = r.bearer_auth(b);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    let challenge = r
        .headers()
        .get("www-authenticate")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let text = r.text().await.unwrap();
    (
        status,
        challenge,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// A refresh of `client`'s `refresh_token`: (status, body).
pub(crate) async fn refresh(relay: &Relay, client: &str, refresh_token: &str) -> (u16, Value) {
    token(
        relay,
        &[
            ("grant_type", "refresh_token"),
            ("refresh_token", refresh_token),
            ("client_id", client),
        ],
    )
    .await
}

/// The status `initialize` gets on the connector URL with `access`.
pub(crate) async fn door(relay: &Relay, access: &str) -> u16 {
    mcp(relay, "/oauth/mcp", Some(access), initialize()).await.0
}

pub(crate) fn initialize() -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "oauth-test", "version": "0"}}})
}

pub(crate) fn list_devices_call() -> Value {
    json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "list_devices", "arguments": {}}})
}
