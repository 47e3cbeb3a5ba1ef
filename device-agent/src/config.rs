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
    /// A wlroots Wayland compositor, the one `WAYLAND_DISPLAY` names: `wayland`.
    Wayland,
    /// A VNC server: `vnc://HOST[:PORT]` (port 5900 by default).
    Vnc {
        /// `HOST:PORT`, resolved when the agent connects.
        server: String,
        /// Its password (from a file or the environment, never the command line).
        password: Option<VncPassword>,
    },
}

/// A VNC password, kept out of `Debug` output and so out of logs.
#[derive(Clone, PartialEq, Eq)]
pub struct VncPassword(pub String);

impl std::fmt::Debug for VncPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("VncPassword(…)")
    }
}

/// `HOST[:PORT]` of a `vnc://` source, with the default port.
fn vnc_server(rest: &str) -> Result<String, String> {
    if rest.contains('@') {
        return Err(format!(
            "source: vnc://{rest}: a user name needs a security type with user names (VeNCrypt, Apple Remote Desktop), which this agent does not speak; use the server's VNC password"
        ));
    }
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let bad = || format!("source: vnc://{rest}: give vnc://HOST or vnc://HOST:PORT");
    if rest.is_empty() || rest.contains('/') || rest.chars().any(char::is_whitespace) {
        return Err(bad());
    }
    // A bare IPv6 address must be bracketed to carry a port.
    let (host, port) = match rest.rsplit_once(':') {
        Some((host, port)) if !host.contains(':') || host.ends_with(']') => (
            host,
            port.parse::<u16>()
                .ok()
                .filter(|p| *p > 0)
                .ok_or_else(bad)?,
        ),
        _ => (rest, 5900),
    };
    if host.is_empty() || host == "[]" {
        return Err(bad());
    }
    Ok(format!("{host}:{port}"))
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
        if s == "wayland" {
            return Ok(SourceSpec::Wayland);
        }
        if let Some(rest) = s.strip_prefix("vnc://") {
            return Ok(SourceSpec::Vnc {
                server: vnc_server(rest)?,
                password: None,
            });
        }
        Err(format!(
            "source: {s:?} is not one of synthetic, synthetic:WIDTHxHEIGHT, x11, x11:DISPLAY, wayland, vnc://HOST[:PORT]"
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
        assert_eq!("wayland".parse(), Ok(SourceSpec::Wayland));
        assert_eq!(
            "x11::1".parse(),
            Ok(SourceSpec::X11 {
                display: Some(":1".into())
            })
        );
        let vnc = |s: &str| match s.parse::<SourceSpec>() {
            Ok(SourceSpec::Vnc { server, password }) => {
                assert_eq!(password, None);
                Ok(server)
            }
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(vnc("vnc://h:5901").unwrap(), "h:5901");
        assert_eq!(vnc("vnc://10.0.0.7").unwrap(), "10.0.0.7:5900");
        assert_eq!(vnc("vnc://[::1]:5902/").unwrap(), "[::1]:5902");
        assert_eq!(vnc("vnc://[::1]").unwrap(), "[::1]:5900");
        assert!(vnc("vnc://alice@h:5900").unwrap_err().contains("user name"));
        for bad in [
            "vnc://",
            "vnc://h:0",
            "vnc://h:99999",
            "vnc://h:x",
            "vnc://h/x",
            "vnc://:5900",
        ] {
            assert!(vnc(bad).unwrap_err().contains("vnc://HOST"), "{bad}");
        }
        assert!("bogus".parse::<SourceSpec>().is_err());
        let password = VncPassword("hunter2".into());
        assert!(!format!("{password:?}").contains("hunter2"));
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
