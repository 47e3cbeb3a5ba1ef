//! Entry points for the fuzz targets (`fuzz/`): each takes arbitrary bytes from a peer and
//! must neither panic nor allocate beyond the bounds the wire format sets. They run every
//! decoder and validator a hostile peer reaches on the relay's side of the wire.

use crate::{
    AgentMessage, ArtifactKind, ArtifactOffer, InputArgs, ListDevicesArgs, OfferHead, RelayMessage,
    ScreenRecordingArgs, ScreenSequenceArgs, ScreenWatchArgs, ScreenshotArgs, WatchFileOffer,
};

/// A control-socket message from an agent: a text frame or a binary frame (header and
/// payload), as the relay decodes them; and a relay message, as the agent does.
pub fn control_message(data: &[u8]) {
    if data.len() <= crate::MAX_TEXT_FRAME_BYTES {
        let _ = serde_json::from_slice::<AgentMessage>(data);
        let _ = serde_json::from_slice::<RelayMessage>(data);
    }
    if let Ok((response, payload)) = crate::decode_binary(data) {
        assert!(payload.len() <= crate::MAX_PAYLOAD_BYTES);
        if let crate::Outcome::Ok {
            result: crate::ResponseBody::SequenceFrames(frames),
        } = response.outcome
        {
            // What the relay then reads of it: every part must lie inside the payload.
            for part in &frames.images {
                let _ = part.offset.checked_add(part.length);
            }
        }
    }
}

/// An MCP tool's arguments: parsed as each tool's argument type and validated.
pub fn tool_arguments(data: &[u8]) {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    if let Ok(a) = serde_json::from_value::<ListDevicesArgs>(value.clone()) {
        let _ = a.validate();
    }
    if let Ok(a) = serde_json::from_value::<ScreenshotArgs>(value.clone()) {
        let _ = a.validate();
    }
    if let Ok(a) = serde_json::from_value::<InputArgs>(value.clone()) {
        let _ = a.validate();
    }
    if let Ok(a) = serde_json::from_value::<ScreenRecordingArgs>(value.clone()) {
        let _ = a.validate();
    }
    if let Ok(a) = serde_json::from_value::<ScreenSequenceArgs>(value.clone()) {
        let _ = a.validate();
    }
    if let Ok(a) = serde_json::from_value::<ScreenWatchArgs>(value) {
        let _ = a.validate();
    }
}

/// An agent's artifact offer (`POST /v1/agent/artifacts`), read as the relay reads it.
pub fn artifact_offer(data: &[u8]) {
    let Ok(head) = serde_json::from_slice::<OfferHead>(data) else {
        return;
    };
    // As the relay does: the fields, then the digests against its part size.
    let (checked, digests, size) = match head.kind {
        ArtifactKind::Recording => match serde_json::from_slice::<ArtifactOffer>(data) {
            Ok(o) => (o.validate(), o.part_sha256, o.size_bytes),
            Err(_) => return,
        },
        ArtifactKind::WatchFile => match serde_json::from_slice::<WatchFileOffer>(data) {
            Ok(o) => (o.validate(), o.part_sha256, o.size_bytes),
            Err(_) => return,
        },
        // Refused by the relay before anything else is read.
        ArtifactKind::Video => return,
    };
    if checked.is_ok() {
        let _ = crate::check_part_count(&digests, size, crate::UPLOAD_PART_BYTES);
    }
}
