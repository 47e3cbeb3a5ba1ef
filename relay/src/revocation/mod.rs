//! What ends when access is taken away while something runs on it: a device whose token was
//! reset or that was removed loses its connections ([`devices`]), and a revoked or expired
//! key its live sessions and recordings ([`keys`]). Both are sweeps every few seconds
//! ([`run`]), since the admin CLI may change the database from another process.

pub mod devices;
pub mod keys;

pub(crate) use devices::run;
