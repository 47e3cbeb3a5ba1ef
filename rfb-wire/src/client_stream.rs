//! The client's side of an RFB stream, read from bytes as they arrive (no I/O of its own).
//!
//! A relay that copies one device's stream to several viewers reads the primary viewer's
//! bytes on their way to the device: to know the pixel format and encodings the device's
//! updates are in, and where one message ends so that it can slip its own request in
//! between two. It reads an observer's bytes too, to check them and drop them. Where
//! [`crate::protocol::read_message`] reads from a socket it owns, this reads from whatever
//! pieces a WebSocket delivers, and says after each piece whether it stands between two
//! messages ([`ClientStream::at_boundary`]).
//!
//! Bounds as [`crate::protocol`]'s: at most [`MAX_ENCODINGS`] encodings, cut text of at
//! most [`MAX_CUT_TEXT`] bytes, skipped as it streams (never buffered); an unknown message
//! type is an error, since its length cannot be known, and a failed stream stays failed.

use crate::Rect;
use crate::pixel::PixelFormat;
use crate::protocol::{ClientMessage, MAX_CUT_TEXT, MAX_ENCODINGS, Version, parse_version};

/// What the client said, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientItem {
    /// The version it chose.
    Version(Version),
    /// The security type it chose (3.7 and 3.8; a 3.3 client chooses none).
    Security(u8),
    /// Its ClientInit: whether it lets other clients share the server.
    ClientInit {
        /// The shared flag.
        shared: bool,
    },
    /// One whole message.
    Message(ClientMessage),
}

/// Why the client's stream cannot be read on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("client stream: {0}")]
pub struct ClientStreamError(String);

/// Where in the stream the next byte belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Version,
    Security,
    VncAuth,
    ClientInit,
    Messages,
}

/// The reader of one client's stream.
#[derive(Debug)]
pub struct ClientStream {
    stage: Stage,
    version: Option<Version>,
    head: Vec<u8>,
    /// Cut-text bytes still to skip.
    skip: usize,
    failed: Option<ClientStreamError>,
}

impl ClientStream {
    /// A stream read from its first byte (the client's version).
    pub fn new() -> Self {
        Self::at(Stage::Version)
    }

    /// A stream whose handshake someone else ran: the next byte starts a message.
    pub fn after_handshake() -> Self {
        Self::at(Stage::Messages)
    }

    fn at(stage: Stage) -> Self {
        ClientStream {
            stage,
            version: None,
            head: Vec::with_capacity(32),
            skip: 0,
            failed: None,
        }
    }

    /// The version the client chose, once it said.
    pub fn version(&self) -> Option<Version> {
        self.version
    }

    /// Whether the bytes fed so far end exactly after a whole message (or the handshake):
    /// what is sent to the server now cannot land inside one of the client's.
    pub fn at_boundary(&self) -> bool {
        self.stage == Stage::Messages && self.head.is_empty() && self.skip == 0
    }

    /// Read `data` and append what it completes to `out`.
    pub fn feed(
        &mut self,
        mut data: &[u8],
        out: &mut Vec<ClientItem>,
    ) -> Result<(), ClientStreamError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        while !data.is_empty() {
            if self.skip > 0 {
                let n = self.skip.min(data.len());
                self.skip -= n;
                data = &data[n..];
                if self.skip == 0 {
                    out.push(ClientItem::Message(ClientMessage::CutText));
                }
                continue;
            }
            // Headers are small (a SetEncodings at most 4 + 4 * 1024 bytes): gather only
            // what the item still needs.
            let need = match self.needs() {
                Ok(n) => n,
                Err(e) => return Err(self.fail(e)),
            };
            let take = need.saturating_sub(self.head.len()).min(data.len()).max(1);
            self.head.extend_from_slice(&data[..take]);
            data = &data[take..];
            match self.complete() {
                Ok(Some(item)) => {
                    self.head.clear();
                    if let Some(item) = item {
                        out.push(item);
                    }
                }
                Ok(None) => {}
                Err(e) => return Err(self.fail(e)),
            }
        }
        Ok(())
    }

    fn fail(&mut self, why: String) -> ClientStreamError {
        let e = ClientStreamError(why);
        self.failed = Some(e.clone());
        e
    }

    /// How many bytes the current item takes, as far as its gathered header tells.
    fn needs(&self) -> Result<usize, String> {
        let h = &self.head;
        Ok(match self.stage {
            Stage::Version => 12,
            Stage::Security | Stage::ClientInit => 1,
            Stage::VncAuth => 16,
            Stage::Messages => match h.first() {
                None => 1,
                Some(0) => 20,
                Some(2) if h.len() < 4 => 4,
                Some(2) => {
                    let n = usize::from(u16::from_be_bytes([h[2], h[3]]));
                    if n > MAX_ENCODINGS {
                        return Err(format!(
                            "SetEncodings lists {n} encodings; at most {MAX_ENCODINGS} accepted"
                        ));
                    }
                    4 + 4 * n
                }
                Some(3) => 10,
                Some(4) | Some(6) => 8,
                Some(5) => 6,
                Some(other) => return Err(format!("unknown client message type {other}")),
            },
        })
    }

    /// The item the header completes: `Ok(None)` while it needs more, `Ok(Some(None))` for
    /// an item that says nothing (a VNC authentication response, a cut text's header).
    #[allow(
        clippy::type_complexity,
        reason = "a three-state answer read in one place"
    )]
    fn complete(&mut self) -> Result<Option<Option<ClientItem>>, String> {
        if self.head.len() < self.needs()? {
            return Ok(None);
        }
        let h = &self.head;
        let item = match self.stage {
            Stage::Version => {
                let mut v = [0u8; 12];
                v.copy_from_slice(h);
                let version = parse_version(&v).map_err(|e| e.to_string())?;
                self.version = Some(version);
                self.stage = match version {
                    Version::V33 => Stage::ClientInit,
                    Version::V37 | Version::V38 => Stage::Security,
                };
                Some(ClientItem::Version(version))
            }
            Stage::Security => {
                self.stage = match h[0] {
                    1 => Stage::ClientInit,
                    2 => Stage::VncAuth,
                    other => {
                        return Err(format!(
                            "security type {other} cannot be followed (only None and VNC authentication)"
                        ));
                    }
                };
                Some(ClientItem::Security(h[0]))
            }
            Stage::VncAuth => {
                self.stage = Stage::ClientInit;
                None
            }
            Stage::ClientInit => {
                self.stage = Stage::Messages;
                Some(ClientItem::ClientInit { shared: h[0] != 0 })
            }
            Stage::Messages => {
                let u16_at = |i: usize| u16::from_be_bytes([h[i], h[i + 1]]);
                let message = match h[0] {
                    0 => {
                        let mut pf = [0u8; 16];
                        pf.copy_from_slice(&h[4..20]);
                        ClientMessage::SetPixelFormat(PixelFormat::parse(&pf))
                    }
                    2 => ClientMessage::SetEncodings(
                        h[4..]
                            .chunks_exact(4)
                            .map(|c| i32::from_be_bytes([c[0], c[1], c[2], c[3]]))
                            .collect(),
                    ),
                    3 => ClientMessage::UpdateRequest {
                        incremental: h[1] != 0,
                        rect: Rect {
                            x: u16_at(2),
                            y: u16_at(4),
                            w: u16_at(6),
                            h: u16_at(8),
                        },
                    },
                    4 => ClientMessage::Key {
                        down: h[1] != 0,
                        keysym: u32::from_be_bytes([h[4], h[5], h[6], h[7]]),
                    },
                    5 => ClientMessage::Pointer {
                        buttons: h[1],
                        x: u16_at(2),
                        y: u16_at(4),
                    },
                    _ => {
                        // 6: ClientCutText; its text is skipped as it streams.
                        let len = u32::from_be_bytes([h[4], h[5], h[6], h[7]]) as usize;
                        if len > MAX_CUT_TEXT {
                            return Err(format!(
                                "ClientCutText of {len} bytes; at most {MAX_CUT_TEXT} accepted"
                            ));
                        }
                        if len > 0 {
                            self.skip = len;
                            return Ok(Some(None));
                        }
                        ClientMessage::CutText
                    }
                };
                Some(ClientItem::Message(message))
            }
        };
        Ok(Some(item))
    }
}

impl Default for ClientStream {
    fn default() -> Self {
        ClientStream::new()
    }
}

/// A FramebufferUpdateRequest's wire bytes: what a relay slips in to have the whole `rect`
/// sent again (`incremental` false).
pub fn update_request(incremental: bool, rect: Rect) -> [u8; 10] {
    let mut m = [0u8; 10];
    m[0] = 3;
    m[1] = u8::from(incremental);
    m[2..4].copy_from_slice(&rect.x.to_be_bytes());
    m[4..6].copy_from_slice(&rect.y.to_be_bytes());
    m[6..8].copy_from_slice(&rect.w.to_be_bytes());
    m[8..10].copy_from_slice(&rect.h.to_be_bytes());
    m
}

#[cfg(test)]
mod tests;
