//! Single sign-on to the console against a provider the test controls: it answers what an
//! OpenID provider does (discovery, JWKS, token endpoint) and, as a hostile peer, hands the
//! relay ID tokens that are unsigned, for another audience, with a wrong nonce, signed by a
//! key it does not publish, expired, or signed with the client secret. Each is refused with
//! a page saying why and an audit event; a good one starts a console session for the key the
//! person's groups give, and a key rotation at the provider is followed.
//! (The whole flow against a real provider, `oidc-provider`, is in tests/e2e/test_sso.py.)

#![allow(clippy::unwrap_used)]

use crate::common;

use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::routing::{get, post};
use base64::Engine as _;
use common::Relay;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};

const CLIENT_ID: &str = "relay-console";
const CLIENT_SECRET: &str = "a-client-secret-of-the-relay";

/// A signing key of the provider: ES256, published in its JWKS under `kid`.
struct SigningKey {
    kid: String,
    pair: rcgen::KeyPair,
}

impl SigningKey {
    fn new(kid: &str) -> Self {
        SigningKey {
            kid: kid.into(),
            pair: rcgen::KeyPair::generate().unwrap(),
        }
    }

    fn jwk(&self) -> Value {
        let raw = self.pair.public_key_raw();
        let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
        json!({"kty": "EC", "crv": "P-256", "x": b64(&raw[1..33]), "y": b64(&raw[33..65]),
               "kid": self.kid, "alg": "ES256", "use": "sig"})
    }

    fn sign(&self, claims: &Value) -> String {
        let mut header = Header::new(Algorithm::ES256);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(
            &header,
            claims,
            &EncodingKey::from_ec_der(&self.pair.serialize_der()),
        )
        .unwrap()
    }
}

/// What the provider publishes and what its token endpoint answers next.
#[derive(Default)]
struct Idp {
    issuer: String,
    jwks: Vec<Value>,
    next_id_token: Option<String>,
    token_requests: Vec<String>,
}

type Shared = Arc<Mutex<Idp>>;

async fn start_idp() -> Shared {
    let idp: Shared = Arc::default();
    let app = axum::Router::new()
        .route("/.well-known/openid-configuration", get(|State(idp): State<Shared>| async move {
            let i = idp.lock().unwrap().issuer.clone();
            axum::Json(json!({"issuer": i, "authorization_endpoint": format!("{i}/auth"),
                "token_endpoint": format!("{i}/token"), "jwks_uri": format!("{i}/jwks")}))
        }))
        .route("/jwks", get(|State(idp): State<Shared>| async move {
            axum::Json(json!({"keys": idp.lock().unwrap().jwks.clone()}))
        }))
        .route("/token", post(|State(idp): State<Shared>, headers: axum::http::HeaderMap, body: String| async move {
            let mut i = idp.lock().unwrap();
            i.token_requests.push(format!("{} {body}", headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("")));
            axum::Json(json!({"access_token": "at", "token_type": "Bearer", "id_token": i.next_id_token.take()}))
        }))
        .with_state(idp.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    idp.lock().unwrap().issuer = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    idp
}

async fn relay_with(idp: &Shared) -> Relay {
    let issuer = idp.lock().unwrap().issuer.clone();
    common::start(
        move |s| {
            s.sso = Some(relay::console::sso::SsoSettings {
                issuer,
                client_id: CLIENT_ID.into(),
                client_secret: CLIENT_SECRET.into(),
                scopes: vec!["openid".into(), "groups".into()],
                groups_claim: "groups".into(),
                admin_groups: vec!["relay-admins".into()],
                qa_groups: vec![("qa".into(), vec!["qa-*".into()])],
                tool_scopes: vec!["list_devices".into()],
                extra_roots: Vec::new(),
            })
        },
        |_, _| None,
    )
    .await
}

/// A started sign-in: its state, nonce and the browser's `relay_sso` cookie.
struct Started {
    state: String,
    nonce: String,
    cookie: String,
    authorize: url::Url,
}

async fn start(relay: &Relay) -> Started {
    let r = common::no_follow()
        .get(format!("{}/v1/console/sso/start", relay.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303, "{:?}", r.text().await);
    let cookie = common::first_cookie(&r);
    let authorize = url::Url::parse(r.headers()["location"].to_str().unwrap()).unwrap();
    let q: std::collections::HashMap<String, String> =
        authorize.query_pairs().into_owned().collect();
    Started {
        state: q["state"].clone(),
        nonce: q["nonce"].clone(),
        cookie,
        authorize,
    }
}

/// The callback with `id_token` served by the provider: (status, body, Set-Cookie values).
async fn callback(
    relay: &Relay,
    idp: &Shared,
    started: &Started,
    id_token: Option<String>,
) -> (u16, String, Vec<String>) {
    idp.lock().unwrap().next_id_token = id_token;
    let r = common::no_follow()
        .get(format!(
            "{}/v1/console/sso/callback?code=the-code&state={}",
            relay.base, started.state
        ))
        .header("cookie", &started.cookie)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let cookies = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    // The refusal page escapes its text; the checks read it as a person would.
    let text = r
        .text()
        .await
        .unwrap()
        .replace("&quot;", "\"")
        .replace("&#39;", "'");
    (status, text, cookies)
}

fn claims(idp: &Shared, nonce: &str, groups: &[&str]) -> Value {
    let now = relay_core::store::time::now().unix_timestamp();
    json!({"iss": idp.lock().unwrap().issuer, "aud": CLIENT_ID, "sub": "alice-1", "email": "alice@example.com",
           "name": "Alice", "nonce": nonce, "iat": now, "exp": now + 300, "groups": groups})
}

/// The console session cookie among a response's `Set-Cookie` values, as sent back.
fn console_cookie(cookies: &[String]) -> String {
    let c = cookies
        .iter()
        .find(|c| c.starts_with("relay_console="))
        .expect("a console session");
    c.split(';').next().unwrap().to_string()
}

/// `GET /v1/console/sso`: whether the page offers single sign-on.
async fn sso_info(relay: &Relay) -> Value {
    let r = relay
        .client
        .get(format!("{}/v1/console/sso", relay.base))
        .send()
        .await;
    r.unwrap().json().await.unwrap()
}

async fn refused(relay: &Relay) -> Vec<String> {
    common::events_where(relay, None, "console_sso_refused")
        .await
        .into_iter()
        .map(|e| e.detail["reason"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn a_good_id_token_signs_in_as_the_key_its_groups_give() {
    let idp = start_idp().await;
    let key = SigningKey::new("k1");
    idp.lock().unwrap().jwks = vec![key.jwk()];
    let relay = relay_with(&idp).await;
    let info = sso_info(&relay).await;
    assert_eq!(info["enabled"], true);
    let s = start(&relay).await;
    let q: std::collections::HashMap<String, String> =
        s.authorize.query_pairs().into_owned().collect();
    assert_eq!(q["code_challenge_method"], "S256");
    assert_eq!(q["client_id"], CLIENT_ID);
    assert_eq!(
        q["redirect_uri"],
        format!("{}/v1/console/sso/callback", relay.base)
    );
    assert!(q["scope"].contains("openid") && q["scope"].contains("groups"));
    assert!(s.cookie.starts_with("relay_sso="));
    let (status, body, cookies) = callback(
        &relay,
        &idp,
        &s,
        Some(key.sign(&claims(&idp, &s.nonce, &["qa"]))),
    )
    .await;
    assert_eq!(status, 303, "{body}");
    let session = console_cookie(&cookies);
    // The token request carried the client's credentials and the PKCE verifier.
    let sent = idp.lock().unwrap().token_requests.last().unwrap().clone();
    assert!(
        sent.starts_with("Basic ")
            && sent.contains("code_verifier=")
            && sent.contains("code=the-code"),
        "{sent}"
    );
    let me = common::console_me(&relay, &session).await;
    assert_eq!(me["view"], "qa");
    assert_eq!(me["key"]["scopes"], json!(["console", "list_devices"]));
    assert_eq!(me["key"]["devices"], json!(["qa-*"]));
    let first_key = me["key"]["id"].as_str().unwrap().to_string();
    // The same person, now an admin: a new key, the old one revoked.
    let s = start(&relay).await;
    let (status, _, cookies) = callback(
        &relay,
        &idp,
        &s,
        Some(key.sign(&claims(&idp, &s.nonce, &["relay-admins"]))),
    )
    .await;
    assert_eq!(status, 303);
    let session = console_cookie(&cookies);
    let me = common::console_me(&relay, &session).await;
    assert_eq!(me["view"], "admin");
    assert_ne!(me["key"]["id"], first_key);
    let keys = relay_core::access::keys::list(relay.state.db())
        .await
        .unwrap();
    assert!(
        keys.iter()
            .find(|k| k.id == first_key)
            .unwrap()
            .revoked_at
            .is_some()
    );
    let signed_in = common::events_where(&relay, None, "console_signed_in").await;
    assert_eq!(
        signed_in.last().unwrap().detail["sso"]["subject"],
        "alice-1"
    );

    // The provider rotates its key: the relay fetches the JWKS again and follows.
    let rotated = SigningKey::new("k2");
    idp.lock().unwrap().jwks = vec![rotated.jwk()];
    tokio::time::sleep(std::time::Duration::from_secs(11)).await;
    let s = start(&relay).await;
    let (status, body, _) = callback(
        &relay,
        &idp,
        &s,
        Some(rotated.sign(&claims(&idp, &s.nonce, &["qa"]))),
    )
    .await;
    assert_eq!(status, 303, "{body}");
}

#[tokio::test]
async fn hostile_id_tokens_and_callbacks_are_refused() {
    let idp = start_idp().await;
    let key = SigningKey::new("k1");
    let stranger = SigningKey::new("k9");
    idp.lock().unwrap().jwks = vec![key.jwk()];
    let relay = relay_with(&idp).await;
    let b64 = |v: &Value| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v.to_string());
    let now = relay_core::store::time::now().unix_timestamp();
    // (what, the ID token for a nonce, words the refusal must say)
    type Forge<'a> = Box<dyn Fn(&str) -> String + 'a>;
    // A good token with one claim changed.
    let changed = |field: &'static str, value: Value| -> Forge {
        let (idp, key) = (&idp, &key);
        Box::new(move |n| {
            let mut c = claims(idp, n, &["qa"]);
            c[field] = value.clone();
            key.sign(&c)
        })
    };
    let cases: Vec<(&str, Forge, &str)> = vec![
        (
            "alg none",
            Box::new(|n| {
                format!(
                    "{}.{}.",
                    b64(&json!({"alg": "none", "kid": "k1"})),
                    b64(&claims(&idp, n, &["qa"]))
                )
            }),
            "algorithm \"none\" is refused",
        ),
        (
            "HS256 with the client secret",
            Box::new(|n| {
                let mut h = Header::new(Algorithm::HS256);
                h.kid = Some("k1".into());
                jsonwebtoken::encode(
                    &h,
                    &claims(&idp, n, &["qa"]),
                    &EncodingKey::from_secret(CLIENT_SECRET.as_bytes()),
                )
                .unwrap()
            }),
            "algorithm \"HS256\" is refused",
        ),
        (
            "another audience",
            changed("aud", json!("someone-else")),
            "another client",
        ),
        (
            "several audiences, not authorized",
            changed("aud", json!([CLIENT_ID, "other"])),
            "another client",
        ),
        (
            "another issuer",
            changed("iss", json!("https://evil.example.com")),
            "another issuer",
        ),
        (
            "a wrong nonce",
            Box::new(|_| key.sign(&claims(&idp, "not-this-sign-ins", &["qa"]))),
            "nonce",
        ),
        (
            "an unknown kid",
            Box::new(|n| stranger.sign(&claims(&idp, n, &["qa"]))),
            "key the provider does not publish",
        ),
        (
            "a forged signature",
            Box::new(|n| {
                let t = key.sign(&claims(&idp, n, &["qa"]));
                let (head, _) = t.rsplit_once('.').unwrap();
                format!(
                    "{head}.{}",
                    stranger.sign(&json!({})).rsplit_once('.').unwrap().1
                )
            }),
            "signature",
        ),
        (
            "expired",
            Box::new(|n| {
                let mut c = claims(&idp, n, &["qa"]);
                c["exp"] = json!(now - 3600);
                c["iat"] = json!(now - 7200);
                key.sign(&c)
            }),
            "expired",
        ),
        (
            "no mapped group",
            Box::new(|n| key.sign(&claims(&idp, n, &["staff"]))),
            "in no group",
        ),
    ];
    for (name, token, words) in &cases {
        let s = start(&relay).await;
        let (status, body, cookies) = callback(&relay, &idp, &s, Some(token(&s.nonce))).await;
        assert_eq!(status, 403, "{name}: {body}");
        assert!(body.contains(words), "{name}: {body}");
        assert!(
            !cookies.iter().any(|c| c.starts_with("relay_console=")),
            "{name}: no session"
        );
    }
    assert_eq!(refused(&relay).await.len(), cases.len());
    // The callback without the browser's cookie (login CSRF), and a state used twice.
    let s = start(&relay).await;
    let no_cookie = Started {
        cookie: String::new(),
        ..s
    };
    let (status, body, _) = callback(
        &relay,
        &idp,
        &no_cookie,
        Some(key.sign(&claims(&idp, &no_cookie.nonce, &["qa"]))),
    )
    .await;
    assert_eq!(status, 403);
    assert!(body.contains("did not start in this browser"), "{body}");
    let s = start(&relay).await;
    assert_eq!(
        callback(
            &relay,
            &idp,
            &s,
            Some(key.sign(&claims(&idp, &s.nonce, &["qa"])))
        )
        .await
        .0,
        303
    );
    let (status, body, _) = callback(
        &relay,
        &idp,
        &s,
        Some(key.sign(&claims(&idp, &s.nonce, &["qa"]))),
    )
    .await;
    assert_eq!(status, 403);
    assert!(body.contains("used already"), "{body}");
    // The provider says no.
    let s = start(&relay).await;
    let r = common::no_follow()
        .get(format!(
            "{}/v1/console/sso/callback?error=access_denied&state={}",
            relay.base, s.state
        ))
        .header("cookie", &s.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("refused the sign-in (access_denied)")
    );
    // Forged callbacks in a flood: counted (then 429), never an audit event each.
    let audited = refused(&relay).await.len();
    let mut limited = 0;
    for _ in 0..40 {
        let r = common::no_follow()
            .get(format!(
                "{}/v1/console/sso/callback?code=x&state=forged",
                relay.base
            ))
            .send()
            .await
            .unwrap();
        limited += usize::from(r.status() == 429);
    }
    assert!(limited > 0);
    assert_eq!(refused(&relay).await.len(), audited);
}

#[tokio::test]
async fn without_a_provider_the_console_says_so() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let info = sso_info(&relay).await;
    assert_eq!(info["enabled"], false);
    let r = common::no_follow()
        .get(format!("{}/v1/console/sso/start", relay.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
}
