//! Following the viewer's RFB stream from the relay: the handshake both sides run, then the
//! device's messages cut where each ends and the viewer's read for its pixel format and
//! encodings. Nothing is changed on the way; the follower only reads copies.
//!
//! The device's side of the handshake depends on the viewer's answers (the version both
//! use, the security type chosen), and the bridge shows the follower the viewer's bytes
//! before it forwards them, so each answer is known before the device's reply to it comes.
//! Only security type None can be followed past: a shared session is served by the
//! agent's own RFB server, which offers nothing else.

use rfb_wire::Rect;
use rfb_wire::client_stream::{ClientItem, ClientStream, update_request};
use rfb_wire::pixel::PixelFormat;
use rfb_wire::protocol::{ClientMessage, Version, parse_version};
use rfb_wire::server_stream::{self, Kind, ServerInit, ServerStream};

use super::{Frame, Picture};

/// Where the device's side of the handshake is.
#[derive(Debug)]
enum Server {
    Version,
    /// The security types offered (3.7, 3.8) or decided (3.3), after the viewer's version.
    Types,
    /// The security result (3.8, or 3.7 after another type than None).
    Result,
    Init,
    Messages(ServerStream),
}

/// A viewer's stream as the relay follows it.
#[derive(Debug)]
pub(crate) struct Follower {
    server: Server,
    /// Device bytes not yet read (handshake only; messages are buffered by the stream).
    held: Vec<u8>,
    server_version: Option<Version>,
    client: ClientStream,
    chosen: Option<u8>,
    init: Option<ServerInit>,
    format: Option<PixelFormat>,
    encodings: Option<Vec<i32>>,
    messages: Vec<server_stream::Message>,
}

/// The handshake's own items are small; a server that sends more before its ServerInit is
/// not one we can follow.
const MAX_HANDSHAKE: usize = 64 * 1024;

fn rank(v: Version) -> u8 {
    match v {
        Version::V33 => 3,
        Version::V37 => 7,
        Version::V38 => 8,
    }
}

impl Default for Follower {
    fn default() -> Self {
        Follower {
            server: Server::Version,
            held: Vec::new(),
            server_version: None,
            client: ClientStream::new(),
            chosen: None,
            init: None,
            format: None,
            encodings: None,
            messages: Vec::new(),
        }
    }
}

impl Follower {
    /// Read bytes the viewer sends, before they are forwarded to the device.
    pub(crate) fn client(&mut self, data: &[u8]) -> Result<(), String> {
        let mut items = Vec::new();
        let read = self.client.feed(data, &mut items);
        for item in items {
            match item {
                ClientItem::Security(t) => self.chosen = Some(t),
                ClientItem::Message(ClientMessage::SetPixelFormat(pf)) => {
                    self.format = Some(pf);
                    if let Server::Messages(stream) = &mut self.server {
                        stream.set_format(pf);
                    }
                }
                ClientItem::Message(ClientMessage::SetEncodings(list)) => {
                    self.encodings = Some(list);
                }
                _ => {}
            }
        }
        read.map_err(|e| e.to_string())
    }

    /// Read bytes the device sends, after they were forwarded to the viewer; the whole
    /// messages they complete are appended to `out` as observers get them.
    pub(crate) fn server(&mut self, data: &[u8], out: &mut Vec<Frame>) -> Result<(), String> {
        if let Server::Messages(stream) = &mut self.server {
            stream
                .feed(data, &mut self.messages)
                .map_err(|e| e.to_string())?;
            self.frames(out);
            return Ok(());
        }
        self.held.extend_from_slice(data);
        if self.held.len() > MAX_HANDSHAKE {
            return Err("the device's handshake is longer than any RFB server's".into());
        }
        self.handshake()?;
        if let Server::Messages(stream) = &mut self.server {
            let rest = std::mem::take(&mut self.held);
            stream
                .feed(&rest, &mut self.messages)
                .map_err(|e| e.to_string())?;
            self.frames(out);
        }
        Ok(())
    }

    /// Read as much of the device's handshake as is held.
    fn handshake(&mut self) -> Result<(), String> {
        loop {
            let h = &self.held;
            let used = match self.server {
                Server::Version => {
                    let Some(v) = h.get(..12) else { return Ok(()) };
                    let mut b = [0u8; 12];
                    b.copy_from_slice(v);
                    self.server_version = Some(parse_version(&b).map_err(|e| e.to_string())?);
                    self.server = Server::Types;
                    12
                }
                Server::Types => {
                    if h.is_empty() {
                        return Ok(());
                    }
                    // Both sides' versions are known now: the viewer answered before the
                    // device went on.
                    let (Some(server), Some(client)) = (self.server_version, self.client.version())
                    else {
                        return Err("the device went on before the viewer chose a version".into());
                    };
                    let version = if rank(client) < rank(server) {
                        client
                    } else {
                        server
                    };
                    if version == Version::V33 {
                        let Some(t) = h.get(..4) else { return Ok(()) };
                        let t = u32::from_be_bytes([t[0], t[1], t[2], t[3]]);
                        if t != 1 {
                            return Err(format!("security type {t} cannot be followed"));
                        }
                        self.server = Server::Init;
                        4
                    } else {
                        let Some(&n) = h.first() else { return Ok(()) };
                        if n == 0 {
                            return Err("the device refused the connection".into());
                        }
                        if h.len() < 1 + usize::from(n) {
                            return Ok(());
                        }
                        self.server = Server::Result;
                        1 + usize::from(n)
                    }
                }
                Server::Result => {
                    let Some(chosen) = self.chosen else {
                        if h.is_empty() {
                            return Ok(());
                        }
                        return Err("the device went on before the viewer chose security".into());
                    };
                    if chosen != 1 {
                        return Err(format!("security type {chosen} cannot be followed"));
                    }
                    // 3.7 sends no result for None.
                    if self.client.version() == Some(Version::V37)
                        || self.server_version == Some(Version::V37)
                    {
                        self.server = Server::Init;
                        0
                    } else {
                        let Some(r) = h.get(..4) else { return Ok(()) };
                        if r != [0, 0, 0, 0] {
                            return Err("the device's security handshake failed".into());
                        }
                        self.server = Server::Init;
                        4
                    }
                }
                Server::Init => {
                    let Some((init, len)) = ServerInit::parse(h).map_err(|e| e.to_string())? else {
                        return Ok(());
                    };
                    let format = init.format;
                    self.format.get_or_insert(format);
                    self.init = Some(init);
                    self.server =
                        Server::Messages(ServerStream::new(self.format.unwrap_or(format)));
                    len
                }
                Server::Messages(_) => return Ok(()),
            };
            self.held.drain(..used);
        }
    }

    /// The messages read so far, as frames for observers: updates (noting which paint the
    /// whole screen) and bells; never the device's clipboard, fences or the like, which
    /// answer the viewer or are not the screen.
    fn frames(&mut self, out: &mut Vec<Frame>) {
        for m in self.messages.drain(..) {
            match m.kind {
                Kind::Update(info) => {
                    if let (Some((w, h)), Some(init)) = (info.resized, self.init.as_mut()) {
                        init.width = w;
                        init.height = h;
                    }
                    let area = self
                        .init
                        .as_ref()
                        .map_or(u64::MAX, |i| u64::from(i.width) * u64::from(i.height));
                    out.push(Frame {
                        full: !info.copies && area > 0 && info.painted >= area,
                        bytes: m.bytes.into(),
                    });
                }
                // Bell.
                Kind::Other(2) => out.push(Frame {
                    full: false,
                    bytes: m.bytes.into(),
                }),
                Kind::Other(_) => {}
            }
        }
    }

    /// What observers' handshakes say now, once the viewer has set its encodings.
    pub(crate) fn picture(&self) -> Option<Picture> {
        let init = self.init.as_ref()?;
        Some(Picture {
            init: ServerInit {
                format: self.format.unwrap_or(init.format),
                ..init.clone()
            },
            encodings: self.encodings.clone()?,
        })
    }

    /// Whether a request slipped in now goes between two of the viewer's messages.
    pub(crate) fn at_boundary(&self) -> bool {
        self.client.at_boundary() && matches!(self.server, Server::Messages(_))
    }

    /// A request for the whole screen, once its size is known.
    pub(crate) fn full_request(&self) -> Option<[u8; 10]> {
        let init = self.init.as_ref()?;
        Some(update_request(
            false,
            Rect {
                x: 0,
                y: 0,
                w: init.width,
                h: init.height,
            },
        ))
    }
}

#[cfg(test)]
mod tests;
