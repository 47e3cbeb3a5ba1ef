//! `/healthz` and `/readyz`, for load balancers and orchestrators.
//!
//! `/healthz` says the process answers (restart it when it does not). `/readyz` says it
//! should be sent traffic: the database, the artifact store and, scaled out, NATS answer, and
//! it is not shutting down (a draining replica turns unready first, so the balancer stops
//! sending it new connections).

use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;

use crate::state::AppState;

/// How long each dependency gets to answer.
const CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// `/readyz`'s answer.
#[derive(Debug, Serialize)]
pub(crate) struct Readiness {
    /// Whether every check passed.
    ready: bool,
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

/// The process can serve: 200 when ready, 503 with the failed checks when not.
pub(crate) async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Readiness>) {
    let mut checks = Vec::new();
    let draining = state.shutdown().is_cancelled();
    checks.push(Check {
        name: "serving",
        state: if draining {
            "draining".into()
        } else {
            "ok".into()
        },
    });
    let db = tokio::time::timeout(
        CHECK_TIMEOUT,
        sqlx::query("SELECT 1").execute(state.db().pool()),
    )
    .await;
    checks.push(Check {
        name: "database",
        state: match db {
            Ok(Ok(_)) => "ok".into(),
            Ok(Err(e)) => format!("unavailable: {e}"),
            Err(_) => "no answer within 2 s".into(),
        },
    });
    let store = tokio::time::timeout(CHECK_TIMEOUT, state.artifacts().reachable()).await;
    checks.push(Check {
        name: "artifact_store",
        state: match store {
            Ok(Ok(())) => "ok".into(),
            Ok(Err(e)) => e.to_string(),
            Err(_) => "no answer within 2 s".into(),
        },
    });
    if let Some(cluster) = state.cluster() {
        checks.push(Check {
            name: "nats",
            state: if cluster.nats_connected() {
                "ok".into()
            } else {
                "disconnected".into()
            },
        });
    }
    let ready = checks.iter().all(|c| c.state == "ok");
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(Readiness { ready, checks }))
}
