//! Stopping a watch and delivering its receipt: the receipt is made once, and the files it
//! lists are handed to the data plane before it is answered.
//!
//! A watch's files (frames, `watch.json`, the animated WebP) leave the device through the
//! upload queue, not the control socket, so `watch stop` answers with their artifact ids
//! once each file is safely queued (uploaded later, retried, surviving a restart). This is
//! the one place that ties the receipt ([`super::receipt`]) to the queue
//! ([`crate::upload::Uploads::enqueue_file`]); the request handler only dispatches here.

use proto::{AgentError, AgentErrorCode, WatchReceipt, WatchStopRequest};

use super::receipt::{self, ReceiptFile};
use super::{Sequences, watch};
use crate::upload::{self, Uploads};

/// Blocking: stop the watch `req` names (refused if it was stopped already), make its
/// receipt and queue its files for upload. Returns the receipt and the contact sheet's
/// bytes (the answer's payload).
pub(crate) fn stop_watch(
    sequences: &Sequences,
    uploads: &Uploads,
    req: WatchStopRequest,
) -> Result<(WatchReceipt, Vec<u8>), AgentError> {
    let entry = sequences.watch(&req.sequence)?;
    // One receipt a watch: its files are handed over once.
    if std::mem::replace(&mut entry.state().receipt_made, true) {
        return Err(AgentError::new(
            AgentErrorCode::InvalidArgument,
            format!(
                "sequence_id: watch {} was stopped already; screen_watch status lists its files, screen_sequence frames reads it",
                entry.id
            ),
        ));
    }
    watch::stop(&entry);
    let frames = entry.state().frames.clone();
    let mut meta = entry.meta(false, sequences.evicted());
    let built = receipt::build(&mut meta, &frames, req.video)?;
    // Later status calls show the actions' frames before and after too.
    entry.state().actions.clone_from(&meta.actions);
    let mut receipt = WatchReceipt {
        meta,
        sheet: built.sheet.parts.first().cloned(),
        tiles: built.tiles,
        sheet_omitted: built.omitted,
        most_changed: built.most_changed,
        files: Vec::new(),
    };
    receipt.files = deliver(uploads, &receipt.meta.sequence_id, built.files)?;
    entry.state().files = receipt.files.clone();
    receipt.meta.files = receipt.files.clone();
    Ok((receipt, built.sheet.bytes))
}

/// Hand a watch's files to the data plane (which uploads them, retrying, surviving a
/// restart); what the receipt says about them.
fn deliver(
    uploads: &Uploads,
    watch_id: &str,
    files: Vec<ReceiptFile>,
) -> Result<Vec<proto::WatchFile>, AgentError> {
    let scratch =
        std::env::temp_dir().join(format!("device-agent-{}-{}", std::process::id(), watch_id));
    let failed = |what: String| AgentError::new(AgentErrorCode::Internal, what);
    std::fs::create_dir_all(&scratch).map_err(|e| failed(format!("{}: {e}", scratch.display())))?;
    let mut out = Vec::with_capacity(files.len());
    let result = files.into_iter().try_for_each(|file| {
        let path = scratch.join(&file.name);
        std::fs::write(&path, &file.bytes)
            .map_err(|e| failed(format!("{}: {e}", path.display())))?;
        let artifact_id = upload::new_file_id();
        uploads
            .enqueue_file(upload::WatchFile {
                path: path.clone(),
                artifact_id: artifact_id.clone(),
                watch_id: watch_id.to_string(),
                name: file.name.clone(),
                content_type: file.content_type.to_string(),
            })
            .map_err(|e| failed(format!("queueing {} for upload: {e}", file.name)))?;
        let _ = std::fs::remove_file(&path);
        out.push(proto::WatchFile {
            name: file.name,
            artifact_id,
            size_bytes: file.bytes.len() as u64,
            content_type: file.content_type.to_string(),
        });
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&scratch);
    result.map(|()| out)
}
