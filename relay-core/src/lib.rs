//! The relay's domain and persistence, below its surfaces.
//!
//! Everything here is reached the same way from an HTTP route, an MCP tool, the console or
//! the admin CLI, and none of it knows which: the crate depends on neither the web
//! framework nor the MCP library (the `relay` crate owns those), so a domain module cannot
//! reach up into a handler or the relay's shared state. The [`store`] holds every table
//! behind one pool; [`audit`] appends the hash-chained log every access writes to;
//! [`access`] decides who may reach what; [`actions`] reads what was done during a recording; [`artifacts`] keeps recordings' and watches'
//! files and signs the links to them; the [`hub`] holds the agents' control sockets and
//! correlates requests with answers; [`recordings`] and [`sequences`] are the tables of
//! two tools' state; [`shares`] the links that show recordings to people without an account;
//! [`cluster`] makes replicas one relay over NATS; [`metrics`] counts
//! for an operator's Prometheus.

pub mod access;
pub mod actions;
pub mod artifacts;
pub mod audit;
pub mod cluster;
pub mod hub;
pub mod leases;
pub mod metrics;
pub mod recordings;
pub mod sequences;
pub mod shares;
pub mod store;
pub mod time_input;
