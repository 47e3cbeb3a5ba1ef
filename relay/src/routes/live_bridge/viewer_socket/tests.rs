//! Each step of a viewer's live socket on its own, without sockets.

use super::{Authorized, Refusal, Route, Visitor, admit, authorize, route};
use crate::live::hop::Side;
use crate::routes::live_bridge::fixture::{self, headers, hop_for, peer};
use crate::state::AppState;

fn offering(ticket: &str) -> (&'static str, String) {
    ("sec-websocket-protocol", format!("binary, ticket.{ticket}"))
}

fn visitor(state: &AppState, pairs: &[(&'static str, String)]) -> Visitor {
    Visitor::arrived(state, peer(), &headers(pairs)).unwrap()
}

async fn authorized(state: &AppState, ticket: &str) -> Authorized {
    authorize(state, visitor(state, &[offering(ticket)]))
        .await
        .unwrap()
}

async fn refused(state: &AppState, pairs: &[(&'static str, String)]) -> Refusal {
    authorize(state, visitor(state, pairs)).await.unwrap_err()
}

#[test]
fn refusals_close_with_the_codes_the_viewer_page_reads() {
    assert_eq!(
        Refusal::Used.close_frame(),
        (proto::CLOSE_TICKET_USED, "ticket already used")
    );
    assert_eq!(
        Refusal::Unknown.close_frame(),
        (proto::CLOSE_TICKET_INVALID, "ticket unknown or expired")
    );
    assert_eq!(
        Refusal::HopForAnotherSession.close_frame(),
        (proto::CLOSE_TICKET_INVALID, "ticket unknown or expired"),
        "a stray hop learns nothing about the ticket"
    );
    assert_eq!(
        Refusal::InvalidHop.close_frame(),
        (proto::CLOSE_TICKET_INVALID, "invalid hop token")
    );
    assert_eq!(
        Refusal::Unavailable.close_frame(),
        (1011, "relay database unavailable")
    );
}

#[tokio::test]
async fn authorize_refuses_unknown_malformed_expired_and_spent_tickets() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    assert_eq!(
        refused(state, &[offering(&"A".repeat(43))]).await,
        Refusal::Unknown
    );
    assert_eq!(
        refused(state, &[offering("not-a-ticket")]).await,
        Refusal::Unknown
    );
    assert_eq!(refused(state, &[]).await, Refusal::Unknown, "no ticket");

    // Past its TTL in the database (the timer has not fired yet).
    let (row, ticket) = fixture::stored(state, "d_1", None).await;
    fixture::expire(state, &row.id).await;
    assert_eq!(refused(state, &[offering(&ticket)]).await, Refusal::Unknown);

    // Spent while its session runs: "used", so the page can say so; once the session is
    // over, "unknown or expired".
    let (row, ticket) = fixture::stored(state, "d_1", None).await;
    let a = authorized(state, &ticket).await;
    assert_eq!(a.session().id, row.id);
    assert!(!a.carried());
    crate::live::session::consume(state.db(), &relay_core::access::secret::hash(&ticket))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(refused(state, &[offering(&ticket)]).await, Refusal::Used);
    crate::live::session::end(state.db(), &row.id, crate::live::EndReason::Stopped)
        .await
        .unwrap();
    assert_eq!(refused(state, &[offering(&ticket)]).await, Refusal::Unknown);
}

#[tokio::test]
async fn authorize_holds_a_hop_to_the_tickets_session() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let (row, ticket) = fixture::stored(state, "d_1", None).await;
    let forged = (proto::cluster::HEADER_LIVE_HOP, "forged".to_string());
    assert_eq!(
        refused(state, &[offering(&ticket), forged]).await,
        Refusal::InvalidHop
    );
    let device_hop = hop_for(state, &row.id, Side::Device);
    assert_eq!(
        refused(state, &[offering(&ticket), device_hop]).await,
        Refusal::InvalidHop,
        "a device's hop does not carry a viewer"
    );
    let elsewhere = hop_for(state, "ls_another", Side::Viewer);
    assert_eq!(
        refused(state, &[offering(&ticket), elsewhere.clone()]).await,
        Refusal::HopForAnotherSession
    );
    assert_eq!(
        refused(state, &[offering(&"A".repeat(43)), elsewhere]).await,
        Refusal::HopForAnotherSession
    );

    let carried = visitor(
        state,
        &[offering(&ticket), hop_for(state, &row.id, Side::Viewer)],
    );
    assert_eq!(
        (carried.address(), carried.user_agent()),
        ("198.51.100.4", "carried"),
        "the hop's address and user agent, vouched for"
    );
    let a = authorize(state, carried).await.unwrap();
    assert!(a.carried());
    assert_eq!(a.session().id, row.id);
}

#[tokio::test]
async fn refused_tickets_count_until_the_address_is_held_back() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let unknown = [offering(&"A".repeat(43))];
    let mut tries = 0;
    loop {
        tries += 1;
        assert!(tries <= 100, "never held back");
        match Visitor::arrived(state, peer(), &headers(&unknown)) {
            Ok(v) => assert_eq!(authorize(state, v).await.unwrap_err(), Refusal::Unknown),
            Err(limited) => {
                assert!(limited.retry_after_secs > 0);
                break;
            }
        }
    }
}

#[tokio::test]
async fn route_keeps_the_viewer_here_or_carries_it_to_the_serving_replica() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    fixture::replica(state, "b", "http://127.0.0.1:9").await;
    let (on_b, ticket) = fixture::stored(state, "d_1", Some("b")).await;

    match route(state, Some("a"), authorized(state, &ticket).await).await {
        Route::Hop(hop) => assert_eq!(hop.base(), "http://127.0.0.1:9"),
        other => panic!("expected a hop, got {other:?}"),
    }
    // This replica answers: as one process, as the replica the row names, and for a socket
    // already carried (it never hops twice).
    for this in [None, Some("b")] {
        match route(state, this, authorized(state, &ticket).await).await {
            Route::Here(here) => assert_eq!(here.authorized().session().id, on_b.id),
            other => panic!("expected here, got {other:?}"),
        }
    }
    let carried = visitor(
        state,
        &[offering(&ticket), hop_for(state, &on_b.id, Side::Viewer)],
    );
    let carried = authorize(state, carried).await.unwrap();
    assert!(matches!(
        route(state, Some("a"), carried).await,
        Route::Here(_)
    ));
    // A replica whose lease is not held cannot be dialled: this one answers (and the
    // session, with no sockets anywhere, ends when the viewer is attached).
    let (_, ticket) = fixture::stored(state, "d_1", Some("c")).await;
    assert!(matches!(
        route(state, Some("a"), authorized(state, &ticket).await).await,
        Route::Here(_)
    ));
}

#[tokio::test]
async fn admit_spends_a_ticket_once_even_when_two_viewers_race() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let (row, ticket) = fixture::stored(state, "d_1", None).await;
    // Both read the ticket unspent and were routed here before either spent it.
    let ticket = &ticket;
    let here = || async move {
        match route(state, None, authorized(state, ticket).await).await {
            Route::Here(here) => here,
            other => panic!("expected here, got {other:?}"),
        }
    };
    let (first, second) = (here().await, here().await);
    let admitted = admit(state, first).await.unwrap();
    assert_eq!(admitted.session().id, row.id);
    assert!(admitted.session().used_at.is_some());
    assert_eq!(admitted.visitor().address(), peer().to_string());
    assert_eq!(admit(state, second).await.unwrap_err(), Refusal::Used);
    // Replayed later, it is refused before it is routed.
    assert_eq!(refused(state, &[offering(ticket)]).await, Refusal::Used);
}

#[tokio::test]
async fn admit_refuses_a_ticket_whose_session_ended_after_it_was_read() {
    let relay = fixture::relay().await;
    let state = &relay.state;
    let (row, ticket) = fixture::stored(state, "d_1", None).await;
    let Route::Here(here) = route(state, None, authorized(state, &ticket).await).await else {
        panic!("expected here");
    };
    crate::live::session::end(state.db(), &row.id, crate::live::EndReason::Stopped)
        .await
        .unwrap();
    assert_eq!(admit(state, here).await.unwrap_err(), Refusal::Unknown);
}
