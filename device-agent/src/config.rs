//! What the agent is told at start: where the relay is, who it is, what to capture.

use std::path::PathBuf;
use std::str::FromStr;

/// Default size of the synthetic screen.
pub(crate) const SYNTHETIC_DEFAULT: (u32, u32) = (1280, 800);

/// Which capture and input backend to use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SourceSpec {
    /// The deterministic synthetic screen, `synthetic` or `synthetic:WIDTHxHEIGHT`.
    Synthetic {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// An X11 display: `x11` ($DISPLAY) or `x11:DISPLAY` (`x11::1`).
    X11 {
        /// Display name; `None` means $DISPLAY.
        display: Option<String>,
    },
}

impl FromStr for SourceSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "synthetic" {
            let (width, height) = SYNTHETIC_DEFAULT;
            return Ok(SourceSpec::Synthetic { width, height });
        }
        if let Some(size) = s.strip_prefix("synthetic:") {
            let parsed = size
                .split_once('x')
                .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)));
            return match parsed {
                Some((w, h)) if (64..=7680).contains(&w) && (64..=4320).contains(&h) => {
                    Ok(SourceSpec::Synthetic {
                        width: w,
                        height: h,
                    })
                }
                _ => Err(format!(
                    "source: {s:?}: size must be WIDTHxHEIGHT within 64x64..=7680x4320"
                )),
            };
        }
        if s == "x11" {
            return Ok(SourceSpec::X11 { display: None });
        }
        if let Some(display) = s.strip_prefix("x11:") {
            return Ok(SourceSpec::X11 {
                display: Some(display.to_string()),
            });
        }
        if s.starts_with("vnc://") {
            return Err(
                "source: the vnc backend is not available yet; use x11 or synthetic".into(),
            );
        }
        Err(format!(
            "source: {s:?} is not one of synthetic, synthetic:WIDTHxHEIGHT, x11, x11:DISPLAY"
        ))
    }
}

/// Everything the agent needs to run.
#[derive(Debug, Clone)]
pub struct AgentConfig {
    /// The relay's base URL: `https://relay.example.com` (or `http://`, `ws://`, `wss://`).
    pub relay_url: String,
    /// The device token from `relay devices add`.
    pub token: String,
    /// Name shown to people; defaults to the host name.
    pub display_name: Option<String>,
    /// Which screen the agent serves: an X11 display or the synthetic test screen.
    pub source: SourceSpec,
    /// Extra CA certificate (PEM) to trust for `https://` relays, besides the public roots.
    pub ca_cert: Option<PathBuf>,
    /// Where the agent keeps its state: recordings being made or waiting for upload, and
    /// a watch's files waiting for upload.
    pub data_dir: PathBuf,
    /// Send the device token over plain `http://`/`ws://` to a host that is not loopback
    /// (`--insecure`); otherwise such a relay URL is refused at start.
    pub insecure: bool,
    /// Keep a screen memory (`--screen-memory`); `None` (the default) keeps none and
    /// deletes any left in the data directory at start.
    pub screen_memory: Option<ScreenMemoryOptions>,
}

/// How the screen memory is kept, when its owner turned it on.
#[derive(Debug, Clone, Default)]
pub struct ScreenMemoryOptions {
    /// A denylist file replacing the built-in one (`--screen-memory-denylist`).
    pub denylist: Option<PathBuf>,
    /// The loopback MCP endpoint's port on 127.0.0.1 (`--screen-memory-port`; 0, the
    /// default, lets the system pick one).
    pub port: u16,
}

/// How live sessions are served.
#[derive(Debug, Clone, Default)]
pub struct LiveOptions {
    /// `--live-vnc`: tunnel this stock VNC server (on loopback) instead of serving RFB
    /// ourselves.
    pub vnc: Option<std::net::SocketAddr>,
}

/// Parse `--live-vnc`: a loopback `HOST:PORT` (the VNC server must not be reachable from the
/// network, since the agent is what guards it).
pub fn parse_live_vnc(s: &str) -> Result<std::net::SocketAddr, String> {
    let addr: std::net::SocketAddr = s
        .parse()
        .map_err(|_| format!("--live-vnc: {s:?} is not an address like 127.0.0.1:5900"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "--live-vnc: {addr} is not a loopback address; run the VNC server on 127.0.0.1 (or ::1) so only this agent reaches it"
        ));
    }
    Ok(addr)
}

impl AgentConfig {
    /// The directory of recordings (journals, finished files waiting for upload).
    pub(crate) fn recordings_dir(&self) -> PathBuf {
        self.data_dir.join("recordings")
    }

    /// The queue of a watch's files waiting for upload.
    pub(crate) fn files_dir(&self) -> PathBuf {
        self.data_dir.join("files")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_sources() {
        assert_eq!(
            "synthetic".parse(),
            Ok(SourceSpec::Synthetic {
                width: 1280,
                height: 800
            })
        );
        assert_eq!(
            "synthetic:1920x1080".parse(),
            Ok(SourceSpec::Synthetic {
                width: 1920,
                height: 1080
            })
        );
        assert!("synthetic:10x10".parse::<SourceSpec>().is_err());
        assert_eq!(
            "x11::1".parse(),
            Ok(SourceSpec::X11 {
                display: Some(":1".into())
            })
        );
        assert!(
            "vnc://h:5900"
                .parse::<SourceSpec>()
                .unwrap_err()
                .contains("not available")
        );
        assert!("bogus".parse::<SourceSpec>().is_err());
    }

    #[test]
    fn live_vnc_must_be_loopback() {
        assert_eq!(
            parse_live_vnc("127.0.0.1:5900").unwrap(),
            "127.0.0.1:5900".parse().unwrap()
        );
        assert!(parse_live_vnc("[::1]:5901").is_ok());
        let e = parse_live_vnc("0.0.0.0:5900").unwrap_err();
        assert!(e.contains("--live-vnc") && e.contains("loopback"), "{e}");
        assert!(parse_live_vnc("10.0.0.1:5900").is_err());
        assert!(
            parse_live_vnc("localhost")
                .unwrap_err()
                .contains("--live-vnc")
        );
    }
}
