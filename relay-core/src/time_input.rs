//! Times given by people: `--since 2026-11-29T10:00:00Z` or `--since 10m` (ago), and
//! durations such as `--expires 30d`.

use crate::store::time;

/// Parse an RFC 3339 time or a duration ago into the stored timestamp form.
pub fn parse_since(s: &str) -> Result<String, String> {
    if let Some(t) = time::parse(s) {
        return Ok(time::format(t));
    }
    match humantime::parse_duration(s) {
        Ok(d) => Ok(time::format(time::now() - d)),
        Err(_) => Err(format!(
            "since: {s:?} is neither an RFC 3339 time (2026-11-29T10:00:00Z) nor a duration ago (10m, 2h, 7d)"
        )),
    }
}

/// Parse a positive duration (`90s`, `12h`, `30d`), at most ten years.
pub fn parse_duration(field: &str, s: &str) -> Result<std::time::Duration, String> {
    let d = humantime::parse_duration(s)
        .map_err(|e| format!("{field}: {s:?} is not a duration such as 90s, 12h or 30d ({e})"))?;
    if d.is_zero() || d > std::time::Duration::from_secs(10 * 366 * 86_400) {
        return Err(format!("{field}: must be between 1s and 10 years"));
    }
    Ok(d)
}
