//! What a key may do: scopes (tool names and a few extra rights) and a device allowlist.

use std::fmt;

/// Every scope a key can carry.
pub const ALL_SCOPES: &[&str] = &[
    "list_devices",
    "screenshot",
    "input",
    "screen_recording",
    "screen_recording:live_view",
    "screen_recording:live_control",
    "screen_sequence",
    "screen_watch",
    "video_frames",
    "get_screenshots",
    "device_lease",
    "console",
    "admin",
];

/// The admin scope: audit reading and key management over HTTP, and the console's admin view.
pub const ADMIN: &str = "admin";

/// The console scope: the console's QA view (the devices and files the allowlist matches).
pub const CONSOLE: &str = "console";

/// A refused scope or pattern.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ScopeError {
    /// Not one of [`ALL_SCOPES`].
    #[error("scopes: unknown scope {0:?}; valid scopes are {list}", list = ALL_SCOPES.join(", "))]
    Unknown(String),
    /// No scopes at all.
    #[error("scopes: at least one scope is required; valid scopes are {list}", list = ALL_SCOPES.join(", "))]
    Empty,
    /// A device pattern that is empty or has characters a device name cannot have.
    #[error(
        "devices: pattern {0:?} is invalid; use device names, ids or labels with '*' wildcards, or '*' for all"
    )]
    BadPattern(String),
    /// No patterns at all.
    #[error("devices: at least one pattern is required ('*' for all devices)")]
    NoPatterns,
}

/// Parse a comma-separated scope list, refusing unknown ones.
pub fn parse_scopes(list: &str) -> Result<Vec<String>, ScopeError> {
    let mut out: Vec<String> = Vec::new();
    for s in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        if !ALL_SCOPES.contains(&s) {
            return Err(ScopeError::Unknown(s.to_string()));
        }
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    }
    if out.is_empty() {
        return Err(ScopeError::Empty);
    }
    Ok(out)
}

/// Parse a comma-separated device allowlist.
pub fn parse_patterns(list: &str) -> Result<Vec<String>, ScopeError> {
    let mut out = Vec::new();
    for p in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let ok = p.len() <= 128
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '*' | ':'));
        if !ok {
            return Err(ScopeError::BadPattern(p.to_string()));
        }
        out.push(p.to_string());
    }
    if out.is_empty() {
        return Err(ScopeError::NoPatterns);
    }
    Ok(out)
}

/// Glob match with `*` as the only wildcard, case-sensitive.
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let (p, t): (Vec<char>, Vec<char>) = (pattern.chars().collect(), text.chars().collect());
    // Iterative matcher with one backtrack point: linear in practice, never exponential.
    let (mut pi, mut ti, mut star, mut mark) = (0usize, 0usize, None::<usize>, 0usize);
    while ti < t.len() {
        if pi < p.len() && p[pi] != '*' && p[pi] == t[ti] {
            pi += 1;
            ti += 1;
        } else if pi < p.len() && p[pi] == '*' {
            star = Some(pi);
            mark = ti;
            pi += 1;
        } else if let Some(s) = star {
            pi = s + 1;
            mark += 1;
            ti = mark;
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// The rights of one authenticated key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grants {
    /// Scopes held.
    pub scopes: Vec<String>,
    /// Device patterns.
    pub devices: Vec<String>,
}

impl Grants {
    /// Whether the key holds `scope`.
    pub fn has(&self, scope: &str) -> bool {
        self.scopes.iter().any(|s| s == scope)
    }

    /// Whether a device with this id, name and labels is on the allowlist.
    /// Whether a pattern matches every device (`*`, or only stars), so that a list may be
    /// paged by the database instead of filtered here.
    pub fn allows_every_device(&self) -> bool {
        self.devices
            .iter()
            .any(|p| !p.is_empty() && p.chars().all(|c| c == '*'))
    }

    /// Whether the allowlist admits a device with this id, name and labels (a pattern
    /// matches any of the three).
    pub fn allows_device(&self, id: &str, name: &str, labels: &[String]) -> bool {
        self.devices.iter().any(|p| {
            glob_match(p, id) || glob_match(p, name) || labels.iter().any(|l| glob_match(p, l))
        })
    }
}

impl fmt::Display for Grants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "scopes {} on devices {}",
            self.scopes.join(","),
            self.devices.join(",")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs() {
        assert!(glob_match("*", "anything"));
        assert!(glob_match("lab-*", "lab-3"));
        assert!(!glob_match("lab-*", "prod-3"));
        assert!(glob_match("a*c*e", "abcde"));
        assert!(!glob_match("a*c*e", "abcdf"));
        assert!(glob_match("exact", "exact"));
        assert!(!glob_match("exact", "exactly"));
    }

    #[test]
    fn scopes_are_checked() {
        assert_eq!(
            parse_scopes("screenshot, input,input").unwrap(),
            vec!["screenshot", "input"]
        );
        assert!(
            matches!(parse_scopes("screenshot,root"), Err(ScopeError::Unknown(s)) if s == "root")
        );
        assert_eq!(parse_scopes(" , "), Err(ScopeError::Empty));
        assert!(parse_patterns("lab-*,name with space").is_err());
    }

    #[test]
    fn allowlist_matches_id_name_or_label() {
        let g = Grants {
            scopes: vec![],
            devices: vec!["lab-*".into(), "qa".into()],
        };
        assert!(g.allows_device("d_1", "lab-7", &[]));
        assert!(g.allows_device("d_1", "x", &["qa".into()]));
        assert!(!g.allows_device("d_1", "prod", &["ops".into()]));
        assert!(!g.allows_every_device());
        let every = |p: &str| Grants {
            scopes: vec![],
            devices: vec!["qa".into(), p.into()],
        };
        assert!(every("*").allows_every_device());
        assert!(every("**").allows_every_device());
        assert!(!every("*-*").allows_every_device());
        assert!(!every("").allows_every_device());
    }
}
