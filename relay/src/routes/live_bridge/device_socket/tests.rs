//! Each step of a device's live socket on its own, without sockets.

use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;

use super::{Refusal, Route, authorize, claim, route};
use crate::live::EndReason;
use crate::live::hop::Side;
use crate::routes::live_bridge::fixture::{self, headers, hop_for, peer};
use crate::state::AppState;

fn bearer(token: &str) -> (&'static str, String) {
    ("authorization", format!("Bearer {token}"))
}

async fn refusal(state: &AppState, headers: &HeaderMap) -> Refusal {
    authorize(state, peer(), headers).await.unwrap_err()
}

fn dial_claims(sub: &str, dev: &str, exp_in: i64) -> proto::DialClaims {
    let now = relay_core::store::time::unix_now() as i64;
    proto::DialClaims {
        sub: sub.into(),
        dev: dev.into(),
        aud: proto::DIAL_AUDIENCE.into(),
        exp: now + exp_in,
        iat: now,
    }
}

#[tokio::test]
async fn authorize_refuses_each_bad_credential_with_its_status_and_words() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let (row, _) = fixture::stored(state, "d_1", None).await;
    let signer = state.live_registry().dial();
    let good = signer.sign(&row.id, "d_1");

    let missing = refusal(state, &HeaderMap::new()).await;
    assert_eq!(
        (missing.status(), missing.reason()),
        (
            StatusCode::UNAUTHORIZED,
            Some("missing dial token: send Authorization: Bearer <token from LiveStart>")
        )
    );
    let garbage = refusal(state, &headers(&[bearer("garbage")])).await;
    assert_eq!(garbage, Refusal::DialInvalid);
    assert_eq!(
        (garbage.status(), garbage.reason()),
        (StatusCode::UNAUTHORIZED, Some("invalid dial token"))
    );
    let expired = signer.sign_claims(&dial_claims(&row.id, "d_1", -120));
    let expired = refusal(state, &headers(&[bearer(&expired)])).await;
    assert_eq!(
        (expired.status(), expired.reason()),
        (StatusCode::UNAUTHORIZED, Some("dial token expired"))
    );
    let other_device = signer.sign_claims(&dial_claims(&row.id, "d_2", 60));
    let other_device = refusal(state, &headers(&[bearer(&other_device)])).await;
    assert_eq!(
        (other_device.status(), other_device.reason()),
        (
            StatusCode::UNAUTHORIZED,
            Some("dial token is not for this session's device")
        )
    );
    let no_session = signer.sign_claims(&dial_claims("ls_000000000000", "d_1", 60));
    let no_session = refusal(state, &headers(&[bearer(&no_session)])).await;
    assert_eq!(
        (no_session.status(), no_session.reason()),
        (StatusCode::NOT_FOUND, Some("no such live session"))
    );

    // A hop that does not verify is refused whatever the dial token; one that verifies but
    // names another session is the dial token's mismatch.
    let forged = (proto::cluster::HEADER_LIVE_HOP, "forged".to_string());
    let forged = refusal(state, &headers(&[bearer(&good), forged])).await;
    assert_eq!(
        (forged.status(), forged.reason()),
        (StatusCode::UNAUTHORIZED, Some("invalid hop token"))
    );
    let viewer_hop = hop_for(state, &row.id, Side::Viewer);
    assert_eq!(
        refusal(state, &headers(&[bearer(&good), viewer_hop])).await,
        Refusal::InvalidHop,
        "a viewer's hop does not carry a device"
    );
    let elsewhere = hop_for(state, "ls_another", Side::Device);
    assert_eq!(
        refusal(state, &headers(&[bearer(&good), elsewhere])).await,
        Refusal::NotThisDevice
    );

    let ok = authorize(state, peer(), &headers(&[bearer(&good)]))
        .await
        .unwrap();
    assert_eq!(ok.session().id, row.id);
    assert!(!ok.carried());
    assert_eq!(ok.address(), peer().ip());
    let carried = headers(&[bearer(&good), hop_for(state, &row.id, Side::Device)]);
    let carried = authorize(state, peer(), &carried).await.unwrap();
    assert!(carried.carried());
    assert_eq!(
        carried.address().to_string(),
        "198.51.100.4",
        "the hop's address, vouched for"
    );

    // Ended (or past its TTL): gone.
    crate::live::session::end(state.db(), &row.id, EndReason::Stopped)
        .await
        .unwrap();
    let over = refusal(state, &headers(&[bearer(&good)])).await;
    assert_eq!(
        (over.status(), over.reason()),
        (StatusCode::GONE, Some("live session is over"))
    );
    let (row, _) = fixture::stored(state, "d_1", None).await;
    fixture::expire(state, &row.id).await;
    let token = signer.sign(&row.id, "d_1");
    assert_eq!(
        refusal(state, &headers(&[bearer(&token)])).await,
        Refusal::Over
    );
}

#[tokio::test]
async fn authorize_counts_failures_until_the_address_is_held_back() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let garbage = headers(&[bearer("garbage")]);
    let mut tries = 0;
    let limited = loop {
        tries += 1;
        assert!(tries <= 100, "never held back");
        match refusal(state, &garbage).await {
            Refusal::DialInvalid => {}
            other => break other,
        }
    };
    assert!(matches!(limited, Refusal::Limited(_)), "{limited:?}");
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    let response = limited.into_response();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn route_finds_the_slot_here_or_the_replica_serving_it() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let authorized = |token: String| async move {
        authorize(state, peer(), &headers(&[bearer(&token)]))
            .await
            .unwrap()
    };

    // Opened in this process: its slot is here, whatever replica this is.
    let (opened, _, token) = fixture::opened(state).await;
    for this in [None, Some("a")] {
        match route(state, this, authorized(token.clone()).await).await {
            Ok(Route::Here(here)) => assert_eq!(here.slot().id, opened.id),
            other => panic!("expected here, got {other:?}"),
        }
    }

    // Served by replica b, whose lease holds: a hop there from replica a.
    fixture::replica(state, "b", "http://127.0.0.1:9").await;
    let (on_b, _) = fixture::stored(state, "d_1", Some("b")).await;
    let token = state.live_registry().dial().sign(&on_b.id, "d_1");
    match route(state, Some("a"), authorized(token.clone()).await).await {
        Ok(Route::Hop(hop)) => assert_eq!(hop.base(), "http://127.0.0.1:9"),
        other => panic!("expected a hop, got {other:?}"),
    }
    // A relay that is one process has nowhere to carry it; a socket already carried is not
    // carried again; the replica the row names, without the slot, cannot serve it.
    let not_here = route(state, None, authorized(token.clone()).await)
        .await
        .unwrap_err();
    assert_eq!(
        (not_here.status(), not_here.reason()),
        (
            StatusCode::NOT_FOUND,
            Some("live session is not served by this relay")
        )
    );
    let carried = headers(&[bearer(&token), hop_for(state, &on_b.id, Side::Device)]);
    let carried = authorize(state, peer(), &carried).await.unwrap();
    assert_eq!(
        route(state, Some("a"), carried).await.unwrap_err(),
        Refusal::NotServedHere
    );
    assert_eq!(
        route(state, Some("b"), authorized(token).await)
            .await
            .unwrap_err(),
        Refusal::NotServedHere
    );
    // A replica whose lease lapsed (or that never registered) is not dialled.
    let (on_c, _) = fixture::stored(state, "d_1", Some("c")).await;
    let token = state.live_registry().dial().sign(&on_c.id, "d_1");
    assert_eq!(
        route(state, Some("a"), authorized(token).await)
            .await
            .unwrap_err(),
        Refusal::NotServedHere
    );
}

#[tokio::test]
async fn claim_takes_the_one_device_place() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let (_, _, token) = fixture::opened(state).await;
    let token = &token;
    let here = || async move {
        let authorized = authorize(state, peer(), &headers(&[bearer(token)]))
            .await
            .unwrap();
        match route(state, None, authorized).await {
            Ok(Route::Here(here)) => here,
            other => panic!("expected here, got {other:?}"),
        }
    };
    let first = claim(here().await).unwrap();
    let second = claim(here().await).unwrap_err();
    assert_eq!(
        (second.status(), second.reason()),
        (
            StatusCode::CONFLICT,
            Some("a device socket is already connected for this session")
        )
    );
    drop(first);
}

#[tokio::test]
async fn refusals_answer_with_their_status_and_sentence() {
    let body = |r: Refusal| async move {
        let response = r.into_response();
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), 4096)
            .await
            .unwrap();
        (status, String::from_utf8(bytes.to_vec()).unwrap())
    };
    assert_eq!(
        body(Refusal::Unavailable).await,
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "relay database unavailable, retry".into()
        )
    );
    assert_eq!(
        body(Refusal::Unreachable).await,
        (
            StatusCode::BAD_GATEWAY,
            "the relay serving this live session is unreachable".into()
        )
    );
    // The serving replica's own refusal reaches the device as it was.
    let upstream = Refusal::Upstream {
        status: StatusCode::GONE,
        body: "live session is over".into(),
    };
    assert_eq!(
        body(upstream).await,
        (StatusCode::GONE, "live session is over".into())
    );
}
