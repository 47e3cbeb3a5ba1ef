//! The relay's figures for an operator's Prometheus: devices held, tool calls by tool and
//! outcome with their latency, live sessions and the bytes bridged, artifacts stored and
//! their bytes, and round trips to other replicas over NATS.
//!
//! They are served in the OpenMetrics text format (the relay's `metrics_listener`) on a listener of their own
//! (`relay serve --metrics-listen`), never on the public one: they name no key, device or
//! secret, but how busy a relay is and which tools fail is the operator's business. The
//! registry lives in the relay's `AppState` (no global registry); label values come only from
//! our own constant sets (tool names from the catalogue, outcomes, directions, kinds), so
//! a caller cannot grow the number of series.

use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// The media type of the OpenMetrics text format.
pub const OPENMETRICS: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// A tool call's labels: the catalogue's tool name (`unknown` for any other) and the outcome.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct ToolCall {
    pub(crate) tool: &'static str,
    pub(crate) outcome: &'static str,
}

/// A tool's name alone (the latency histogram's label).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct Tool {
    pub(crate) tool: &'static str,
}

/// Which way bridged live bytes went.
#[derive(Clone, Copy, Debug)]
pub enum Direction {
    /// From the device to the viewer (the screen).
    ToViewer,
    /// From the viewer to the device (input, requests for updates).
    ToDevice,
}

impl Direction {
    fn label(self) -> &'static str {
        match self {
            Direction::ToViewer => "to_viewer",
            Direction::ToDevice => "to_device",
        }
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Bridged {
    direction: &'static str,
}

/// An artifact's kind (`recording`, `watch_file`, `video`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(crate) struct ArtifactKind {
    pub(crate) kind: &'static str,
}

/// How a routed call ended.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RoundTrip {
    outcome: &'static str,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// The latency of requests routed over NATS, by outcome: kept by the
/// [`Cluster`](crate::cluster::Cluster), which makes them, and registered with the
/// [`Metrics`] of the state it joins (clones share their counts).
#[derive(Clone, Debug)]
pub struct RoundTrips(Histograms<RoundTrip>);

impl Default for RoundTrips {
    fn default() -> Self {
        RoundTrips(Family::new_with_constructor(latency))
    }
}

impl RoundTrips {
    /// A request routed over NATS ended as `outcome` after `took`.
    pub fn observe(&self, outcome: &'static str, took: Duration) {
        self.0
            .get_or_create(&RoundTrip { outcome })
            .observe(took.as_secs_f64());
    }
}

/// Seconds from 1 ms to about a minute, doubling: tool calls and routed calls span both.
fn latency() -> Histogram {
    Histogram::new(exponential_buckets(0.001, 2.0, 17))
}

/// `metric`, registered in `registry` as `name` (metrics are handles: the clone registered
/// and the one returned count together).
fn registered<M: prometheus_client::registry::Metric + Clone>(
    registry: &mut Registry,
    name: &str,
    help: &str,
    metric: M,
) -> M {
    registry.register(name, help, metric.clone());
    metric
}

/// Every figure the relay keeps, and the registry that encodes them.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    devices_connected: Gauge,
    live_sessions: Gauge,
    tool_calls: Family<ToolCall, Counter>,
    tool_seconds: Histograms<Tool>,
    bridged_bytes: Family<Bridged, Counter>,
    upload_plans: Family<ArtifactKind, Counter>,
    artifacts_stored: Family<ArtifactKind, Counter>,
    artifact_bytes: Family<ArtifactKind, Counter>,
    upload_part_bytes: Counter,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// Every figure at zero, registered under the `relay_` prefix.
    pub fn new() -> Self {
        let mut r = Registry::with_prefix("relay");
        Metrics {
            devices_connected: registered(
                &mut r,
                "devices_connected",
                "Device control sockets this relay process holds",
                Gauge::default(),
            ),
            live_sessions: registered(
                &mut r,
                "live_sessions_open",
                "Live sessions running in this relay process",
                Gauge::default(),
            ),
            tool_calls: registered(
                &mut r,
                "tool_calls",
                "MCP tool calls by tool and outcome",
                Family::default(),
            ),
            tool_seconds: registered(
                &mut r,
                "tool_call_duration_seconds",
                "Time from an MCP tool call's arrival to its answer",
                Family::new_with_constructor(latency as fn() -> Histogram),
            ),
            bridged_bytes: registered(
                &mut r,
                "live_bridged_bytes",
                "Bytes copied between a live session's device and viewer sockets",
                Family::default(),
            ),
            upload_plans: registered(
                &mut r,
                "upload_plans",
                "Upload plans handed to devices (a first offer or a resumed one), by artifact kind",
                Family::default(),
            ),
            artifacts_stored: registered(
                &mut r,
                "artifacts_stored",
                "Artifacts whose upload completed and verified",
                Family::default(),
            ),
            artifact_bytes: registered(
                &mut r,
                "artifact_stored_bytes",
                "Bytes of the artifacts whose upload completed and verified",
                Family::default(),
            ),
            upload_part_bytes: registered(
                &mut r,
                "upload_part_received_bytes",
                "Bytes of upload parts received by this relay (the data directory's store; S3 parts go to the bucket)",
                Counter::default(),
            ),
            registry: r,
        }
    }

    /// Also report a cluster's routed requests.
    pub fn with_round_trips(mut self, round_trips: &RoundTrips) -> Self {
        self.registry.register(
            "nats_round_trip_seconds",
            "Tool requests carried over NATS to the replica holding the device, by outcome",
            round_trips.0.clone(),
        );
        self
    }

    /// A tool call ended after `took`.
    pub fn tool_call(&self, tool: &'static str, outcome: &'static str, took: Duration) {
        self.tool_calls
            .get_or_create(&ToolCall { tool, outcome })
            .inc();
        self.tool_seconds
            .get_or_create(&Tool { tool })
            .observe(took.as_secs_f64());
    }

    /// `bytes` were bridged in `direction`.
    pub fn bridged(&self, direction: Direction, bytes: usize) {
        self.bridged_bytes
            .get_or_create(&Bridged {
                direction: direction.label(),
            })
            .inc_by(bytes as u64);
    }

    /// A device was handed the plan of an upload of `kind` still to be sent.
    pub fn upload_planned(&self, kind: &'static str) {
        self.upload_plans
            .get_or_create(&ArtifactKind { kind })
            .inc();
    }

    /// An artifact of `kind` and `bytes` became ready.
    pub fn artifact_stored(&self, kind: &'static str, bytes: u64) {
        let kind = ArtifactKind { kind };
        self.artifacts_stored.get_or_create(&kind).inc();
        self.artifact_bytes.get_or_create(&kind).inc_by(bytes);
    }

    /// An upload part of `bytes` arrived (the data directory's store).
    pub fn upload_part(&self, bytes: u64) {
        self.upload_part_bytes.inc_by(bytes);
    }

    /// The text exposition, with the gauges read from `devices` and `live` now.
    pub fn encode(&self, devices: usize, live: usize) -> String {
        self.devices_connected.set(devices as i64);
        self.live_sessions.set(live as i64);
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_encoded_with_their_labels() {
        let trips = RoundTrips::default();
        let m = Metrics::new().with_round_trips(&trips);
        m.tool_call("screenshot", "ok", Duration::from_millis(12));
        m.tool_call("screenshot", "error", Duration::from_millis(3));
        m.bridged(Direction::ToViewer, 1500);
        m.upload_planned("recording");
        m.artifact_stored("recording", 4096);
        trips.observe("ok", Duration::from_millis(2));
        let text = m.encode(3, 1);
        for line in [
            "relay_devices_connected 3",
            "relay_live_sessions_open 1",
            "relay_tool_calls_total{tool=\"screenshot\",outcome=\"ok\"} 1",
            "relay_tool_calls_total{tool=\"screenshot\",outcome=\"error\"} 1",
            "relay_tool_call_duration_seconds_count{tool=\"screenshot\"} 2",
            "relay_live_bridged_bytes_total{direction=\"to_viewer\"} 1500",
            "relay_upload_plans_total{kind=\"recording\"} 1",
            "relay_artifact_stored_bytes_total{kind=\"recording\"} 4096",
            "relay_nats_round_trip_seconds_count{outcome=\"ok\"} 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        assert!(text.ends_with("# EOF\n"), "{text}");
    }
}
