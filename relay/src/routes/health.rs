//! `/healthz` and `/readyz`, for load balancers and orchestrators.
//!
//! `/healthz` says the process answers (restart it when it does not). `/readyz` says it
//! should be sent traffic: it is not shutting down (a draining replica turns unready first,
//! so the balancer stops sending it new connections).
//!
//! The database, the artifact store and NATS are checked and reported, but do not make a
//! replica unready: every replica shares them, so an outage of one would take every replica
//! out of the balancer at once. The device sockets and live sessions already open, and the
//! calls that do not need what is down, would then fail with the balancer's bare 503 instead
//! of going on, and the rest without the relay's own error saying what is down and to retry.
//! While one is down the replica answers 200 with `"degraded"` naming it (found by
//! `bench/soak.py`: with the store out of reach for 60 s, 258 of 270 calls failed, none of
//! which touched the store). The checks run at once, each given a fraction of a second, so
//! the answer comes within a balancer's check timeout (HAProxy's is its check interval).

use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;

use crate::state::AppState;

/// How long each dependency gets to answer: under HAProxy's shortest usual check interval.
const CHECK_TIMEOUT: Duration = Duration::from_millis(300);

/// `/readyz`'s answer.
#[derive(Debug, Serialize)]
pub(crate) struct Readiness {
    /// Whether the replica should be sent traffic: it is serving, not draining.
    ready: bool,
    /// The shared dependencies that failed their check (`database`, `artifact_store`,
    /// `nats`): the replica stays ready, and the calls that need them fail meanwhile.
    degraded: Vec<&'static str>,
    /// Each check: `ok` or what failed.
    checks: Vec<Check>,
}

/// One dependency's state.
#[derive(Debug, Serialize)]
struct Check {
    name: &'static str,
    state: String,
}

/// The process answers.
pub(crate) async fn healthz() -> &'static str {
    "ok"
}

/// The process can serve: 200 when ready (degraded or not), 503 with the failed checks when
/// not.
pub(crate) async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Readiness>) {
    let draining = state.shutdown().is_cancelled();
    let (db, store) = tokio::join!(
        tokio::time::timeout(
            CHECK_TIMEOUT,
            sqlx::query("SELECT 1").execute(state.db().pool()),
        ),
        tokio::time::timeout(CHECK_TIMEOUT, state.artifacts().reachable()),
    );
    let late = || format!("no answer within {} ms", CHECK_TIMEOUT.as_millis());
    let mut checks = vec![
        Check {
            name: "serving",
            state: if draining { "draining" } else { "ok" }.into(),
        },
        Check {
            name: "database",
            state: match db {
                Ok(Ok(_)) => "ok".into(),
                Ok(Err(e)) => format!("unavailable: {e}"),
                Err(_) => late(),
            },
        },
        Check {
            name: "artifact_store",
            state: match store {
                Ok(Ok(())) => "ok".into(),
                Ok(Err(e)) => e.to_string(),
                Err(_) => late(),
            },
        },
    ];
    if let Some(cluster) = state.cluster() {
        checks.push(Check {
            name: "nats",
            state: if cluster.nats_connected() {
                "ok"
            } else {
                "disconnected"
            }
            .into(),
        });
    }
    let degraded = checks
        .iter()
        .filter(|c| c.name != "serving" && c.state != "ok")
        .map(|c| c.name)
        .collect();
    let status = if draining {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::OK
    };
    (
        status,
        Json(Readiness {
            ready: !draining,
            degraded,
            checks,
        }),
    )
}
