//! The relay's clock: timestamps as stored (RFC 3339 UTC with milliseconds, which sort
//! correctly as text) and Unix seconds as signed links and tokens carry them.

use time::{OffsetDateTime, format_description::well_known::Rfc3339};

/// A point in time, UTC.
pub(crate) type Timestamp = OffsetDateTime;

/// Now, truncated to milliseconds so that a stored value reads back equal.
pub fn now() -> Timestamp {
    let t = OffsetDateTime::now_utc();
    t.replace_nanosecond(t.millisecond() as u32 * 1_000_000)
        .unwrap_or(t)
}

/// Format as stored: `2026-11-29T23:59:01.123Z`.
pub fn format(t: Timestamp) -> String {
    let t = t.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.millisecond()
    )
}

/// Format milliseconds since the Unix epoch (as devices report times), if representable.
pub fn format_unix_ms(ms: u64) -> Option<String> {
    let nanos = i128::from(ms) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .map(format)
}

/// Seconds since the Unix epoch, now (the expiry of signed links and dial tokens).
pub fn unix_now() -> u64 {
    u64::try_from(OffsetDateTime::now_utc().unix_timestamp()).unwrap_or(0)
}

/// Parse a stored or user-given RFC 3339 timestamp.
pub fn parse(s: &str) -> Option<Timestamp> {
    OffsetDateTime::parse(s, &Rfc3339).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_sorts_as_text() {
        let a = now();
        let s = format(a);
        assert_eq!(parse(&s), Some(a));
        let later = format(a + time::Duration::milliseconds(5));
        assert!(later > s);
        assert_eq!(
            format_unix_ms(1_700_000_000_123).as_deref(),
            Some("2023-11-14T22:13:20.123Z")
        );
    }
}
