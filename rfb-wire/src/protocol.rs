//! The RFB handshake and the client's messages, read from any async byte stream.
//!
//! Everything the client sends is bounded before it is read: an encodings list of at most
//! [`MAX_ENCODINGS`], cut text of at most [`MAX_CUT_TEXT`] bytes (skipped, never buffered),
//! and an unknown message type ends the session, since its length cannot be known.

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::Rect;
use crate::pixel::PixelFormat;

/// Most encodings a SetEncodings may list.
pub const MAX_ENCODINGS: usize = 1024;
/// Longest ClientCutText accepted (and skipped).
pub const MAX_CUT_TEXT: usize = 1 << 20;
/// Longest desktop name sent.
const MAX_NAME: usize = 255;

/// Why a session ended on the protocol's account.
#[derive(Debug, thiserror::Error)]
pub enum ProtocolError {
    /// The stream failed or closed.
    #[error("connection: {0}")]
    Io(#[from] std::io::Error),
    /// The client sent something we refuse.
    #[error("{0}")]
    Refused(String),
}

/// One message from the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientMessage {
    /// Use this pixel format from now on.
    SetPixelFormat(PixelFormat),
    /// Encodings the client accepts, preferred first.
    SetEncodings(Vec<i32>),
    /// The client wants an update of `rect` (only changes when `incremental`).
    UpdateRequest {
        /// Only what changed since the last update.
        incremental: bool,
        /// The area asked for.
        rect: Rect,
    },
    /// A key went down or up.
    Key {
        /// Pressed (true) or released.
        down: bool,
        /// The X keysym.
        keysym: u32,
    },
    /// The pointer moved or its buttons changed.
    Pointer {
        /// Buttons held, bit 0 = left.
        buttons: u8,
        /// Column.
        x: u16,
        /// Row.
        y: u16,
    },
    /// Clipboard text (ignored; it was skipped unread).
    CutText,
}

/// The RFB version the client chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    /// 3.3: the server picks the security type.
    V33,
    /// 3.7: security types offered, no result message for None.
    V37,
    /// 3.8.
    V38,
}

/// Run the server side of the handshake (security None only: the relay authenticated both
/// ends) and send ServerInit.
pub async fn handshake<S: AsyncRead + AsyncWrite + Unpin>(
    s: &mut S,
    width: u16,
    height: u16,
    pf: &PixelFormat,
    name: &str,
) -> Result<Version, ProtocolError> {
    s.write_all(b"RFB 003.008\n").await?;
    s.flush().await?;
    let mut v = [0u8; 12];
    s.read_exact(&mut v).await?;
    let version = parse_version(&v)?;
    match version {
        Version::V33 => {
            s.write_all(&1u32.to_be_bytes()).await?;
        }
        Version::V37 | Version::V38 => {
            s.write_all(&[1, 1]).await?;
            s.flush().await?;
            let mut choice = [0u8; 1];
            s.read_exact(&mut choice).await?;
            if choice[0] != 1 {
                if version == Version::V38 {
                    let reason = b"only security type None is offered";
                    let mut m = 1u32.to_be_bytes().to_vec();
                    m.extend_from_slice(&(reason.len() as u32).to_be_bytes());
                    m.extend_from_slice(reason);
                    let _ = s.write_all(&m).await;
                    let _ = s.flush().await;
                }
                return Err(ProtocolError::Refused(format!(
                    "client chose security type {}, not None",
                    choice[0]
                )));
            }
            if version == Version::V38 {
                s.write_all(&0u32.to_be_bytes()).await?;
            }
        }
    }
    s.flush().await?;
    let mut shared = [0u8; 1];
    s.read_exact(&mut shared).await?;
    let name = truncate(name, MAX_NAME);
    let mut init = Vec::with_capacity(24 + name.len());
    init.extend_from_slice(&width.to_be_bytes());
    init.extend_from_slice(&height.to_be_bytes());
    init.extend_from_slice(&pf.to_bytes());
    init.extend_from_slice(&(name.len() as u32).to_be_bytes());
    init.extend_from_slice(name.as_bytes());
    s.write_all(&init).await?;
    s.flush().await?;
    Ok(version)
}

fn truncate(s: &str, max: usize) -> &str {
    let mut end = s.len().min(max);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// Read a ProtocolVersion message.
pub fn parse_version(v: &[u8; 12]) -> Result<Version, ProtocolError> {
    let bad = || {
        ProtocolError::Refused(format!(
            "not an RFB version: {:?}",
            String::from_utf8_lossy(v)
        ))
    };
    if &v[..4] != b"RFB " || v[7] != b'.' || v[11] != b'\n' {
        return Err(bad());
    }
    let num = |b: &[u8]| -> Option<u32> { std::str::from_utf8(b).ok()?.parse().ok() };
    let (major, minor) = (
        num(&v[4..7]).ok_or_else(bad)?,
        num(&v[8..11]).ok_or_else(bad)?,
    );
    match (major, minor) {
        (3, 3..=6) => Ok(Version::V33),
        (3, 7) => Ok(Version::V37),
        (3, 8..) | (4.., _) => Ok(Version::V38),
        _ => Err(bad()),
    }
}

/// Read one client message.
pub async fn read_message<R: AsyncRead + Unpin>(r: &mut R) -> Result<ClientMessage, ProtocolError> {
    let kind = r.read_u8().await?;
    match kind {
        0 => {
            let mut b = [0u8; 19];
            r.read_exact(&mut b).await?;
            let mut pf = [0u8; 16];
            pf.copy_from_slice(&b[3..]);
            Ok(ClientMessage::SetPixelFormat(PixelFormat::parse(&pf)))
        }
        2 => {
            let _pad = r.read_u8().await?;
            let n = usize::from(r.read_u16().await?);
            if n > MAX_ENCODINGS {
                return Err(ProtocolError::Refused(format!(
                    "SetEncodings lists {n} encodings; at most {MAX_ENCODINGS} accepted"
                )));
            }
            let mut list = Vec::with_capacity(n);
            for _ in 0..n {
                list.push(r.read_i32().await?);
            }
            Ok(ClientMessage::SetEncodings(list))
        }
        3 => {
            let mut b = [0u8; 9];
            r.read_exact(&mut b).await?;
            let u = |i: usize| u16::from_be_bytes([b[i], b[i + 1]]);
            Ok(ClientMessage::UpdateRequest {
                incremental: b[0] != 0,
                rect: Rect {
                    x: u(1),
                    y: u(3),
                    w: u(5),
                    h: u(7),
                },
            })
        }
        4 => {
            let mut b = [0u8; 7];
            r.read_exact(&mut b).await?;
            Ok(ClientMessage::Key {
                down: b[0] != 0,
                keysym: u32::from_be_bytes([b[3], b[4], b[5], b[6]]),
            })
        }
        5 => {
            let mut b = [0u8; 5];
            r.read_exact(&mut b).await?;
            Ok(ClientMessage::Pointer {
                buttons: b[0],
                x: u16::from_be_bytes([b[1], b[2]]),
                y: u16::from_be_bytes([b[3], b[4]]),
            })
        }
        6 => {
            let mut b = [0u8; 7];
            r.read_exact(&mut b).await?;
            let len = u32::from_be_bytes([b[3], b[4], b[5], b[6]]) as usize;
            if len > MAX_CUT_TEXT {
                return Err(ProtocolError::Refused(format!(
                    "ClientCutText of {len} bytes; at most {MAX_CUT_TEXT} accepted"
                )));
            }
            let skipped = tokio::io::copy(&mut r.take(len as u64), &mut tokio::io::sink()).await?;
            if skipped < len as u64 {
                return Err(ProtocolError::Io(std::io::ErrorKind::UnexpectedEof.into()));
            }
            Ok(ClientMessage::CutText)
        }
        other => Err(ProtocolError::Refused(format!(
            "unknown client message type {other}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(parse_version(b"RFB 003.008\n").unwrap(), Version::V38);
        assert_eq!(parse_version(b"RFB 003.007\n").unwrap(), Version::V37);
        assert_eq!(parse_version(b"RFB 003.003\n").unwrap(), Version::V33);
        assert_eq!(parse_version(b"RFB 003.889\n").unwrap(), Version::V38);
        assert!(parse_version(b"RFB 002.000\n").is_err());
        assert!(parse_version(b"GET / HTTP/1").is_err());
    }
}
