//! HTTPS end to end, in-process: a relay serving TLS with a certificate from a private CA,
//! and a real device-agent that trusts that CA through its `ca_cert` option and connects
//! over `wss://`. Without the CA the agent must not connect.

#![allow(clippy::unwrap_used)]

use std::time::Duration;

use device_agent::{AgentConfig, SourceSpec};
use relay::{AppState, Settings, TlsFiles};
use relay_core::audit::Audit;
use relay_core::{access::devices, store::Db};
use tokio_util::sync::CancellationToken;

struct Pki {
    ca_pem: String,
    cert_pem: String,
    key_pem: String,
}

fn pki() -> Pki {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "relay test CA");
    let ca = ca_params.self_signed(&ca_key).unwrap();
    let issuer = rcgen::Issuer::new(ca_params, ca_key);
    let key = rcgen::KeyPair::generate().unwrap();
    let params =
        rcgen::CertificateParams::new(vec!["localhost".to_string(), "127.0.0.1".to_string()])
            .unwrap();
    let cert = params.signed_by(&key, &issuer).unwrap();
    Pki {
        ca_pem: ca.pem(),
        cert_pem: cert.pem(),
        key_pem: key.serialize_pem(),
    }
}

async fn wait_online(state: &AppState, id: &str, within: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + within;
    while tokio::time::Instant::now() < deadline {
        if state.hub().get(id).is_some() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn agent_connects_over_wss_only_when_it_trusts_the_ca() {
    let temp = tempfile::Builder::new()
        .prefix("relay-tls-test-")
        .tempdir()
        .unwrap();
    let dir = temp.path().to_path_buf();
    let pki = pki();
    let (cert, key, ca) = (
        dir.join("cert.pem"),
        dir.join("key.pem"),
        dir.join("ca.pem"),
    );
    std::fs::write(&cert, &pki.cert_pem).unwrap();
    std::fs::write(&key, &pki.key_pem).unwrap();
    std::fs::write(&ca, &pki.ca_pem).unwrap();

    let db = Db::open(&dir, None).await.unwrap();
    let audit = Audit::new(db.clone());
    let shutdown = CancellationToken::new();
    let settings = Settings {
        data_dir: dir.clone(),
        ..Default::default()
    };
    let state = AppState::new(db.clone(), settings, shutdown.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = tokio::spawn(relay::run(
        listener,
        state.clone(),
        Some(TlsFiles { cert, key }),
    ));

    let enrolled = devices::add(&db, &audit, "tls-device", vec![])
        .await
        .unwrap();
    let config = |ca_cert| AgentConfig {
        relay_url: format!("https://localhost:{port}"),
        token: enrolled.token.clone(),
        display_name: None,
        source: SourceSpec::Synthetic {
            width: 320,
            height: 240,
        },
        ca_cert,
        data_dir: dir.join("agent"),
        insecure: false,
        screen_memory: None,
    };

    // Without the private CA the handshake fails and the agent keeps retrying.
    let untrusting = CancellationToken::new();
    let agent = tokio::spawn(device_agent::run(config(None), untrusting.clone()));
    assert!(!wait_online(&state, &enrolled.device.id, Duration::from_secs(2)).await);
    untrusting.cancel();
    agent.await.unwrap().unwrap();

    // With it, the agent is online over wss://.
    let trusting = CancellationToken::new();
    let agent = tokio::spawn(device_agent::run(config(Some(ca)), trusting.clone()));
    assert!(
        wait_online(&state, &enrolled.device.id, Duration::from_secs(10)).await,
        "agent did not connect over TLS"
    );

    trusting.cancel();
    agent.await.unwrap().unwrap();
    shutdown.cancel();
    server.await.unwrap().unwrap();
    drop(temp);
}
