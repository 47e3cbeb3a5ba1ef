//! The OAuth authorization server of the MCP endpoint, driven over HTTP as a client and a
//! person in the console would, and by hostile peers: lookalike redirect URIs, PKCE absent
//! or wrong, codes replayed, refresh tokens reused, tokens for other resources, consent
//! beyond the person's key or without the CSRF token, and metadata documents that are huge,
//! slow, redirecting or on a private address.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::Relay;
use common::oauth::*;
use serde_json::{Value, json};

async fn kinds(relay: &Relay, kind: &str) -> Vec<relay_core::audit::Event> {
    common::events_where(relay, None, kind).await
}

#[tokio::test]
async fn discovery_documents_and_challenges() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let base = &relay.base;
    // The connector URL challenges with where its metadata is.
    let (status, challenge, _) = mcp(&relay, "/oauth/mcp", None, initialize()).await;
    assert_eq!(status, 401);
    assert_eq!(
        challenge,
        format!(
            "Bearer resource_metadata=\"{base}/.well-known/oauth-protected-resource/oauth/mcp\""
        )
    );
    // The key endpoint advertises no OAuth at all (Cursor drops its headers once it sees any).
    let (status, challenge, _) = mcp(&relay, "/mcp", None, initialize()).await;
    assert_eq!(status, 401);
    assert!(!challenge.contains("resource_metadata"), "{challenge}");
    for root in [
        "/.well-known/oauth-authorization-server",
        "/.well-known/oauth-protected-resource",
        "/.well-known/openid-configuration",
    ] {
        let r = relay
            .client
            .get(format!("{base}{root}"))
            .send()
            .await
            .unwrap();
        assert_eq!(
            r.status(),
            404,
            "{root} must not answer at the origin's root"
        );
    }
    let prm: Value = relay
        .client
        .get(format!(
            "{base}/.well-known/oauth-protected-resource/oauth/mcp"
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(prm["resource"], format!("{base}/oauth/mcp"));
    assert_eq!(
        prm["authorization_servers"],
        json!([format!("{base}/oauth")])
    );
    assert!(
        !prm["scopes_supported"]
            .as_array()
            .unwrap()
            .contains(&json!("admin"))
    );
    let asm: Value = relay
        .client
        .get(format!(
            "{base}/.well-known/oauth-authorization-server/oauth"
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(asm["issuer"], format!("{base}/oauth"));
    assert_eq!(asm["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(asm["client_id_metadata_document_supported"], json!(true));
    assert_eq!(asm["token_endpoint"], format!("{base}/oauth/token"));
}

#[tokio::test]
async fn a_client_gets_tokens_through_consent_and_calls_tools_as_its_grant() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let (device, _) = common::device(&relay, "phone").await;
    let person = person(&relay, &["console", "list_devices", "screenshot"], &["*"]).await;
    let client = public_client(&relay).await;
    let (code, verifier) =
        approved_code(&relay, &person, &client, &["list_devices"], &[&device]).await;
    let (status, tokens) = exchange(&relay, &client, &code, &verifier).await;
    assert_eq!(status, 200, "{tokens}");
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["scope"], "list_devices");
    let access = tokens["access_token"].as_str().unwrap();
    let (status, _, body) = mcp(&relay, "/oauth/mcp", Some(access), initialize()).await;
    assert_eq!(status, 200, "{body}");
    let (status, _, body) = mcp(&relay, "/oauth/mcp", Some(access), list_devices_call()).await;
    assert_eq!(status, 200, "{body}");
    let text = body["result"]["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        text.contains(&device),
        "the granted device is listed: {body}"
    );
    // The token works on its resource only: the key endpoint refuses it.
    let (status, _, _) = mcp(&relay, "/mcp", Some(access), initialize()).await;
    assert_eq!(status, 401);
    // Audited as the grant, which names the client and the person.
    let granted = kinds(&relay, "oauth_granted").await;
    let grant_id = granted[0].detail["grant_id"].as_str().unwrap().to_string();
    assert_eq!(
        granted[0].key_id.as_deref(),
        Some(person.key.key.id.as_str())
    );
    assert_eq!(granted[0].detail["client_id"], client);
    let calls = kinds(&relay, "tool_call").await;
    assert!(
        calls
            .iter()
            .any(|e| e.key_id.as_deref() == Some(grant_id.as_str())),
        "tool calls are under the grant"
    );

    // Refresh: a new pair; the old refresh token, presented again, revokes the family.
    let first = tokens["refresh_token"].as_str().unwrap();
    let (status, second) = refresh(&relay, &client, first).await;
    assert_eq!(status, 200, "{second}");
    assert_ne!(second["refresh_token"], tokens["refresh_token"]);
    let (status, _, _) = mcp(
        &relay,
        "/oauth/mcp",
        Some(second["access_token"].as_str().unwrap()),
        initialize(),
    )
    .await;
    assert_eq!(status, 200);
    let (status, reused) = refresh(&relay, &client, first).await;
    assert_eq!(
        (status, reused["error"].as_str()),
        (400, Some("invalid_grant")),
        "{reused}"
    );
    let (status, challenge, _) = mcp(
        &relay,
        "/oauth/mcp",
        Some(second["access_token"].as_str().unwrap()),
        initialize(),
    )
    .await;
    assert_eq!(status, 401, "the family's newer tokens die too");
    assert!(challenge.contains("error=\"invalid_token\""), "{challenge}");
    let (status, _) = token(
        &relay,
        &[
            ("grant_type", "refresh_token"),
            ("refresh_token", second["refresh_token"].as_str().unwrap()),
            ("client_id", &client),
        ],
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(kinds(&relay, "oauth_tokens_revoked").await.len(), 1);

    // RFC 7009: the client revokes its own tokens; another client's revocation does nothing.
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    let access = t["access_token"].as_str().unwrap().to_string();
    let other = public_client(&relay).await;
    let revoke = |who: String, tok: String| {
        let relay = &relay;
        async move {
            relay
                .client
                .post(format!("{}/oauth/revoke", relay.base))
                .header("content-type", "application/x-www-form-urlencoded")
                .body(form(&[("token", &tok), ("client_id", &who)]))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    assert_eq!(revoke(other, access.clone()).await, 200);
    assert_eq!(door(&relay, &access).await, 200);
    assert_eq!(revoke(client.clone(), access.clone()).await, 200);
    assert_eq!(door(&relay, &access).await, 401);
    assert_eq!(
        token(
            &relay,
            &[
                ("grant_type", "refresh_token"),
                ("refresh_token", t["refresh_token"].as_str().unwrap()),
                ("client_id", &client)
            ]
        )
        .await
        .0,
        400
    );

    // Revoking the grant, then the person's key, ends tokens at once.
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    let access = t["access_token"].as_str().unwrap().to_string();
    let newest = kinds(&relay, "oauth_granted")
        .await
        .into_iter()
        .max_by_key(|e| e.seq)
        .unwrap();
    let grant_id = newest.detail["grant_id"].as_str().unwrap().to_string();
    assert_eq!(door(&relay, &access).await, 200);
    relay_core::access::grant::revoke(relay.state.db(), relay.state.audit(), &grant_id, "test")
        .await
        .unwrap();
    assert_eq!(door(&relay, &access).await, 401);
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    let access = t["access_token"].as_str().unwrap().to_string();
    assert_eq!(door(&relay, &access).await, 200);
    relay_core::access::keys::revoke(relay.state.db(), relay.state.audit(), &person.key.key.id)
        .await
        .unwrap();
    assert_eq!(door(&relay, &access).await, 401);
    let grants = relay_core::access::grant::list(relay.state.db())
        .await
        .unwrap();
    assert!(
        grants.iter().all(|g| g.revoked_at.is_some()),
        "the key's grants are revoked with it"
    );
    // A key still works on the connector URL (clients that mix).
    let key = common::key_with_secret(&relay, &["list_devices"], &["*"]).await;
    assert_eq!(door(&relay, &key.secret).await, 200);
}

#[tokio::test]
async fn hostile_authorization_requests_are_refused_without_redirecting() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let client = public_client(&relay).await;
    let (_, challenge) = pkce();
    let resource = format!("{}/oauth/mcp", relay.base);
    let with = |k: &'static str, v: &'static str| {
        let mut p = good_request(&client, &challenge, &resource);
        p.retain(|(n, _)| *n != k);
        if !v.is_empty() {
            p.push((k, v));
        }
        p.into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect::<Vec<_>>()
    };
    let run = |pairs: Vec<(String, String)>| {
        let relay = &relay;
        async move {
            let p: Vec<(&str, &str)> = pairs
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            authorize(relay, &p).await
        }
    };
    // Never a redirect for a client or redirect URI that is not known good.
    for (name, pairs) in [
        (
            "lookalike host",
            with("redirect_uri", "http://127.0.0.1.evil.example/callback"),
        ),
        (
            "another port",
            with("redirect_uri", "http://127.0.0.1:33419/callback"),
        ),
        (
            "an added path",
            with("redirect_uri", "http://127.0.0.1:33418/callback/../x"),
        ),
        (
            "an added query",
            with(
                "redirect_uri",
                "http://127.0.0.1:33418/callback?next=https://evil.example",
            ),
        ),
        (
            "open redirect",
            with("redirect_uri", "https://evil.example/"),
        ),
        ("unknown client", with("client_id", "oc_000000000000")),
    ] {
        let (status, location, body) = run(pairs).await;
        assert_eq!((status, location.as_str()), (400, ""), "{name}: {body}");
        assert!(body.contains("refused"), "{name}: {body}");
    }
    // Counted as failures of this address, audited at most once a minute (a flood of junk
    // requests cannot fill the log).
    let refused = common::eventually(
        std::time::Duration::from_secs(5),
        "the refusals audited",
        || async {
            let e = kinds(&relay, "credential_refused").await;
            e.iter()
                .any(|e| e.detail["credential"] == "oauth_client")
                .then_some(e)
        },
    )
    .await;
    assert!(
        refused[0].detail["reason"]
            .as_str()
            .unwrap()
            .contains("refused"),
        "{:?}",
        refused[0].detail
    );
    let mut twice = with("state", "a");
    twice.push(("state".into(), "b".into()));
    assert_eq!(run(twice).await.0, 400);
    // Past that, refusals go back to the client with the error, state and issuer.
    for (name, pairs, error) in [
        ("no PKCE", with("code_challenge", ""), "invalid_request"),
        (
            "plain PKCE",
            with("code_challenge_method", "plain"),
            "invalid_request",
        ),
        (
            "no PKCE method",
            with("code_challenge_method", ""),
            "invalid_request",
        ),
        (
            "another resource",
            with("resource", "https://other.example.com/mcp"),
            "invalid_target",
        ),
        ("admin scope", with("scope", "admin"), "invalid_scope"),
        (
            "token flow",
            with("response_type", "token"),
            "unsupported_response_type",
        ),
    ] {
        let (status, location, _) = run(pairs).await;
        assert_eq!(status, 303, "{name}");
        assert!(location.starts_with(REDIRECT), "{name}: {location}");
        let q = query_of(&location);
        assert_eq!(
            q.get("error").map(String::as_str),
            Some(error),
            "{name}: {location}"
        );
        assert_eq!(q.get("state").map(String::as_str), Some("st-1"), "{name}");
        assert!(!q.contains_key("code"), "{name}");
    }
    // A flood of junk from one address: refused (429) once past the limit, and the audit
    // keeps a line a minute for it, not one a request.
    let mut limited = 0;
    for i in 0..40 {
        let junk = format!("oc_junk{i}");
        let (status, _, _) = authorize(&relay, &[("client_id", &junk)]).await;
        limited += usize::from(status == 429);
    }
    assert!(limited > 0, "an address failing without end is slowed down");
    assert!(kinds(&relay, "credential_refused").await.len() <= 2);
    // Registration refuses what could not be a safe redirect.
    for bad in [
        "javascript:alert(1)",
        "http://evil.example.com/cb",
        "https://app.example.com/cb#x",
    ] {
        let (status, body) = register(&relay, json!({"redirect_uris": [bad]})).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert_eq!(body["error"], "invalid_redirect_uri");
    }
}

#[tokio::test]
async fn hostile_token_requests_are_refused() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let person = person(&relay, &["console", "list_devices"], &["*"]).await;
    let client = public_client(&relay).await;
    let other = public_client(&relay).await;

    // A code is spent by its first use: replayed, it revokes what it gave.
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (status, t) = exchange(&relay, &client, &code, &verifier).await;
    assert_eq!(status, 200);
    let (status, again) = exchange(&relay, &client, &code, &verifier).await;
    assert_eq!(
        (status, again["error"].as_str()),
        (400, Some("invalid_grant"))
    );
    assert_eq!(
        mcp(
            &relay,
            "/oauth/mcp",
            t["access_token"].as_str(),
            initialize()
        )
        .await
        .0,
        401
    );

    // PKCE: absent or wrong burns the code.
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (status, e) = exchange(&relay, &client, &code, &pkce().0).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (400, Some("invalid_grant")),
        "{e}"
    );
    assert!(e["error_description"].as_str().unwrap().contains("PKCE"));
    assert_eq!(
        exchange(&relay, &client, &code, &verifier).await.0,
        400,
        "a wrong verifier burns the code"
    );
    let (code, _) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let resource = format!("{}/oauth/mcp", relay.base);
    let (status, e) = token(
        &relay,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("client_id", &client),
            ("resource", &resource),
        ],
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        e["error_description"]
            .as_str()
            .unwrap()
            .contains("code_verifier"),
        "{e}"
    );

    // Another client, another redirect URI, another resource.
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    assert_eq!(exchange(&relay, &other, &code, &verifier).await.0, 400);
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (status, _) = token(
        &relay,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", "http://127.0.0.1:1/cb"),
            ("client_id", &client),
            ("code_verifier", &verifier),
        ],
    )
    .await;
    assert_eq!(status, 400);
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (status, e) = token(
        &relay,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("client_id", &client),
            ("code_verifier", &verifier),
            ("resource", "https://other.example.com/mcp"),
        ],
    )
    .await;
    assert_eq!((status, e["error"].as_str()), (400, Some("invalid_target")));
    assert!(kinds(&relay, "oauth_refused").await.len() >= 5);

    // Garbage, unknown and foreign tokens at the MCP endpoint; a foreign one is a token this
    // relay's format signed with another relay's key.
    for bad in [
        "nonsense",
        "eyJhbGciOiJub25lIn0.eyJzdWIiOiJvZ18xIn0.",
        "ort_unknown",
    ] {
        let (status, challenge, _) = mcp(&relay, "/oauth/mcp", Some(bad), initialize()).await;
        assert_eq!(status, 401, "{bad}");
        assert!(challenge.contains("invalid_token"), "{challenge}");
    }
    let elsewhere = common::start(|_| {}, |_, _| None).await;
    let person2 = self::person(&elsewhere, &["console", "list_devices"], &["*"]).await;
    let client2 = public_client(&elsewhere).await;
    let (code, verifier) =
        approved_code(&elsewhere, &person2, &client2, &["list_devices"], &["*"]).await;
    let (_, foreign) = exchange(&elsewhere, &client2, &code, &verifier).await;
    assert_eq!(
        mcp(
            &elsewhere,
            "/oauth/mcp",
            foreign["access_token"].as_str(),
            initialize()
        )
        .await
        .0,
        200
    );
    assert_eq!(
        mcp(
            &relay,
            "/oauth/mcp",
            foreign["access_token"].as_str(),
            initialize()
        )
        .await
        .0,
        401
    );
    // Unknown grant types and clients.
    assert_eq!(
        token(
            &relay,
            &[("grant_type", "password"), ("client_id", &client)]
        )
        .await
        .1["error"],
        "unsupported_grant_type"
    );
    assert_eq!(
        token(
            &relay,
            &[
                ("grant_type", "authorization_code"),
                ("client_id", "oc_nobody")
            ]
        )
        .await
        .0,
        401
    );
}

#[tokio::test]
async fn consent_stays_within_the_persons_key() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let (mine, _) = common::device(&relay, "lab").await;
    let (theirs, _) = common::device(&relay, "prod").await;
    let person = person(&relay, &["console", "list_devices"], &[&mine]).await;
    let client = public_client(&relay).await;
    let (_, challenge) = pkce();
    let resource = format!("{}/oauth/mcp", relay.base);
    let park = || async {
        let (status, location, _) =
            authorize(&relay, &good_request(&client, &challenge, &resource)).await;
        assert_eq!(status, 303);
        request_id(&location)
    };
    let id = park().await;
    let shown = shown_request(&relay, &person, &id).await;
    assert_eq!(shown["client"]["name"], "Test agent");
    assert_eq!(shown["client"]["redirect_uri"], REDIRECT);
    assert_eq!(shown["grantable_scopes"], json!(["list_devices"]));
    assert_eq!(
        shown["devices"].as_array().unwrap().len(),
        1,
        "only the key's devices: {shown}"
    );
    // Beyond the key: a scope it lacks, a device it does not reach, a pattern wider than its own.
    for (body, what) in [
        (
            json!({"decision": "approve", "scopes": ["screenshot"], "devices": [mine]}),
            "scope",
        ),
        (
            json!({"decision": "approve", "scopes": ["list_devices"], "devices": [theirs]}),
            "device",
        ),
        (
            json!({"decision": "approve", "scopes": ["list_devices"], "devices": ["*"]}),
            "pattern",
        ),
    ] {
        let (status, e) = decide(&relay, &person, &id, body, true).await;
        assert_eq!(status, 403, "{what}: {e}");
        assert!(
            e.as_str().unwrap().contains("beyond this key"),
            "{what}: {e}"
        );
    }
    // Forged cross-site: no CSRF token, or no session at all. Then decided once.
    let approve = json!({"decision": "approve", "scopes": ["list_devices"], "devices": [mine]});
    let status_with = |csrf: bool| {
        let (relay, person, id, approve) = (&relay, &person, &id, approve.clone());
        async move { decide(relay, person, id, approve, csrf).await.0 }
    };
    assert_eq!(status_with(false).await, 403);
    let r = relay
        .client
        .post(format!("{}/v1/console/api/oauth/requests/{id}", relay.base))
        .json(&approve)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    assert_eq!(status_with(true).await, 200);
    assert_eq!(status_with(true).await, 404);
    // A denial goes back as access_denied.
    let id = park().await;
    let (status, d) = decide(&relay, &person, &id, json!({"decision": "deny"}), true).await;
    assert_eq!(status, 200);
    assert_eq!(
        query_of(d["redirect"].as_str().unwrap())["error"],
        "access_denied"
    );
    assert_eq!(kinds(&relay, "oauth_denied").await.len(), 1);
}

// ---- Client ID Metadata Documents over real HTTPS -------------------------------------------

/// An HTTPS server on 127.0.0.1 for "localhost" with its own CA; (base URL, the CA's DER).
async fn metadata_server(
    redirect_to: Option<String>,
) -> (String, rustls::pki_types::CertificateDer<'static>) {
    use axum::routing::get;
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca = ca_params.self_signed(&ca_key).unwrap();
    let issuer = rcgen::Issuer::new(ca_params, ca_key);
    let key = rcgen::KeyPair::generate().unwrap();
    let leaf =
        rcgen::CertificateParams::new(vec!["localhost".to_string(), "127.0.0.1".to_string()])
            .unwrap()
            .signed_by(&key, &issuer)
            .unwrap();
    let der = ca.der().clone();
    let config = axum_server::tls_rustls::RustlsConfig::from_pem(
        leaf.pem().into_bytes(),
        key.serialize_pem().into_bytes(),
    )
    .await
    .unwrap();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let base = format!("https://localhost:{port}");
    let me = base.clone();
    let doc = move |path: &str| {
        json!({"client_id": format!("{me}{path}"), "client_name": "Doc agent", "redirect_uris": [REDIRECT]}).to_string()
    };
    let (d1, d2) = (doc("/client.json"), doc("/other.json"));
    let app = axum::Router::new()
        .route("/client.json", get(move || async move { d1 }))
        .route("/liar.json", get(move || async move { d2 }))
        .route("/huge.json", get(|| async { "x".repeat(64 * 1024) }))
        .route(
            "/slow.json",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(20)).await;
                "{}"
            }),
        )
        .route(
            "/moved.json",
            get(move || {
                let to = redirect_to.clone().unwrap_or_default();
                async move { axum::response::Redirect::temporary(&to) }
            }),
        );
    let _ = rustls::crypto::ring::default_provider().install_default();
    tokio::spawn(async move {
        axum_server::from_tcp_rustls(listener, config)
            .unwrap()
            .serve(app.into_make_service())
            .await
            .unwrap();
    });
    (base, der)
}

#[tokio::test]
async fn client_metadata_documents_are_fetched_within_bounds() {
    let (other, _) = metadata_server(None).await;
    let (base, ca) = metadata_server(Some(format!(
        "{}/client.json",
        other.replace("localhost", "127.0.0.1")
    )))
    .await;
    let open = |private: bool| {
        let ca = ca.clone();
        move |s: &mut relay::Settings| {
            s.client_metadata = relay::oauth::fetch::FetchPolicy {
                private_addresses: private,
                extra_roots: vec![ca],
            };
        }
    };
    let relay = common::start(open(true), |_, _| None).await;
    let (_, challenge) = pkce();
    let resource = format!("{}/oauth/mcp", relay.base);
    let try_id = |id: String| {
        let relay = &relay;
        let challenge = challenge.clone();
        let resource = resource.clone();
        async move { authorize(relay, &good_request(&id, &challenge, &resource)).await }
    };
    let (status, location, body) = try_id(format!("{base}/client.json")).await;
    assert_eq!(status, 303, "{body}");
    let person = person(&relay, &["console", "list_devices"], &["*"]).await;
    let shown = shown_request(&relay, &person, &request_id(&location)).await;
    assert_eq!(shown["client"]["name"], "Doc agent");
    assert_eq!(shown["client"]["kind"], "metadata_document");
    for (path, words) in [
        ("/huge.json", "larger than"),
        ("/slow.json", "within 5 s"),
        ("/moved.json", "redirects off its own origin"),
        ("/liar.json", "names another client_id"),
        ("/missing.json", "HTTP 404"),
    ] {
        let started = std::time::Instant::now();
        let (status, location, body) = try_id(format!("{base}{path}")).await;
        assert_eq!((status, location.as_str()), (400, ""), "{path}: {body}");
        assert!(body.contains(words), "{path}: {body}");
        assert!(
            started.elapsed() < Duration::from_secs(8),
            "{path} took {:?}",
            started.elapsed()
        );
    }
    // Outside `relay dev`, a document on a private address is never fetched.
    let strict = common::start(open(false), |_, _| None).await;
    let (_, challenge) = pkce();
    let resource = format!("{}/oauth/mcp", strict.base);
    for id in [
        format!("{base}/client.json"),
        format!("{}/client.json", base.replace("localhost", "127.0.0.1")),
    ] {
        let (status, _, body) = authorize(&strict, &good_request(&id, &challenge, &resource)).await;
        assert_eq!(status, 400, "{id}: {body}");
        assert!(body.contains("is not a public address"), "{id}: {body}");
    }
    common::eventually(
        std::time::Duration::from_secs(5),
        "the refusal audited",
        || async { (!kinds(&strict, "credential_refused").await.is_empty()).then_some(()) },
    )
    .await;
}

#[tokio::test]
async fn what_a_grant_opened_ends_with_its_persons_key() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let (device, stops, _agent) = common::recording_agent(&relay).await;
    let person = person(&relay, &["console", "screen_recording"], &["*"]).await;
    let client = public_client(&relay).await;
    let (code, verifier) =
        approved_code(&relay, &person, &client, &["screen_recording"], &[&device]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    let start = json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "screen_recording",
        "arguments": {"device_id": device, "action": "start", "file": {"enabled": true}}}});
    let (status, _, body) = mcp(&relay, "/oauth/mcp", t["access_token"].as_str(), start).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["result"]["isError"], json!(false), "{body}");
    // The sweep leaves a usable grant's recording alone, and stops it once the key is revoked.
    relay::revocation::keys::sweep_once(&relay.state)
        .await
        .unwrap();
    assert_eq!(*stops.lock().unwrap(), 0);
    relay_core::access::keys::revoke(relay.state.db(), relay.state.audit(), &person.key.key.id)
        .await
        .unwrap();
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        1
    );
    assert_eq!(*stops.lock().unwrap(), 1);
}

#[tokio::test]
async fn people_list_and_revoke_their_own_grants_in_the_console() {
    let relay = common::start(|_| {}, |_, _| None).await;
    let alice = person(&relay, &["console", "list_devices"], &["*"]).await;
    let bob = person(&relay, &["console", "list_devices"], &["*"]).await;
    let client = public_client(&relay).await;
    let (code, verifier) = approved_code(&relay, &alice, &client, &["list_devices"], &["*"]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    let access = t["access_token"].as_str().unwrap().to_string();
    let api = |p: &Person, path: &str| {
        relay
            .client
            .post(format!("{}/v1/console/api/oauth/{path}", relay.base))
            .header("cookie", &p.cookie)
            .header("x-csrf-token", &p.csrf)
    };
    let list = |p: &Person| {
        relay
            .client
            .get(format!("{}/v1/console/api/oauth/grants", relay.base))
            .header("cookie", &p.cookie)
    };
    let mine: Value = list(&alice).send().await.unwrap().json().await.unwrap();
    let grant = mine["grants"][0]["id"].as_str().unwrap().to_string();
    let theirs: Value = list(&bob).send().await.unwrap().json().await.unwrap();
    assert_eq!(
        theirs["grants"],
        json!([]),
        "a QA person sees only their own grants"
    );
    // Bob cannot revoke Alice's grant (it reads as missing); Alice can, and the token dies.
    let r = api(&bob, &format!("grants/{grant}/revoke"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    assert_eq!(door(&relay, &access).await, 200);
    let r = api(&alice, &format!("grants/{grant}/revoke"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(door(&relay, &access).await, 401);
    let revoked = common::events_where(&relay, None, "oauth_grant_revoked").await;
    assert!(
        revoked[0].detail["by"]
            .as_str()
            .unwrap()
            .starts_with("console session")
    );
}

#[tokio::test]
async fn an_expired_access_token_is_refused_and_a_refresh_gives_a_new_one() {
    let relay = common::start(|s| s.oauth_access_ttl = Duration::from_secs(1), |_, _| None).await;
    let person = person(&relay, &["console", "list_devices"], &["*"]).await;
    let client = public_client(&relay).await;
    let (code, verifier) = approved_code(&relay, &person, &client, &["list_devices"], &["*"]).await;
    let (_, t) = exchange(&relay, &client, &code, &verifier).await;
    assert_eq!(t["expires_in"], 1);
    let access = t["access_token"].as_str().unwrap();
    assert_eq!(door(&relay, access).await, 200);
    // Past its expiry and the checks' 5 s of leeway for clocks.
    tokio::time::sleep(Duration::from_secs(7)).await;
    let (status, challenge, _) = mcp(&relay, "/oauth/mcp", Some(access), initialize()).await;
    assert_eq!(status, 401);
    assert!(challenge.contains("access token expired"), "{challenge}");
    let (status, fresh) = refresh(&relay, &client, t["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 200, "{fresh}");
    assert_eq!(
        door(&relay, fresh["access_token"].as_str().unwrap()).await,
        200
    );
}
