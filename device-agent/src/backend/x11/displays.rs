//! The monitors of an X screen, from RandR.
//!
//! X has one root window spanning all monitors; RandR 1.5 monitors say which part of it each
//! physical (or configured) monitor shows. The refresh rate is not part of a monitor, so it is
//! derived from the mode of the CRTC driving the monitor's first output. Without RandR (or with
//! no monitors) the whole root window is reported as one display.

use x11rb::protocol::randr::{ConnectionExt as _, ModeFlag, ModeInfo};
use x11rb::protocol::xproto::{ConnectionExt as _, Window};
use x11rb::rust_connection::RustConnection;

use crate::backend::BackendError;
use proto::Display;

/// Current displays, primary first, numbered from 0 in that order. When no monitor is marked
/// primary the first one is reported as primary, since display 0 is the primary by contract.
/// Without `details` only the geometry is filled in (names are empty, no refresh rate), which
/// saves a few round trips when all that is wanted is where a display is.
pub(super) fn list(
    conn: &RustConnection,
    root: Window,
    has_monitors: bool,
    details: bool,
) -> Result<Vec<Display>, BackendError> {
    let mut displays = if has_monitors {
        monitors(conn, root, details).unwrap_or_default()
    } else {
        Vec::new()
    };
    if displays.is_empty() {
        let geometry = conn
            .get_geometry(root)
            .map_err(|e| BackendError::Failed(format!("GetGeometry: {e}")))?
            .reply()
            .map_err(|e| BackendError::Failed(format!("GetGeometry: {e}")))?;
        displays.push(Display {
            id: 0,
            name: "screen".into(),
            x: 0,
            y: 0,
            width: geometry.width.into(),
            height: geometry.height.into(),
            primary: true,
            refresh_hz: None,
        });
    }
    Ok(number(displays))
}

/// Put the primary display first and number them.
fn number(mut displays: Vec<Display>) -> Vec<Display> {
    // Stable, so the server's order is kept among the others.
    displays.sort_by_key(|d| !d.primary);
    if let Some(first) = displays.first_mut() {
        first.primary = true;
    }
    let mut seen_primary = false;
    for (i, d) in displays.iter_mut().enumerate() {
        d.id = u32::try_from(i).unwrap_or(u32::MAX);
        d.primary = d.primary && !seen_primary;
        seen_primary |= d.primary;
    }
    displays
}

/// RandR monitors; errors just mean "no RandR answer" and lead to the root fallback.
fn monitors(conn: &RustConnection, root: Window, details: bool) -> Option<Vec<Display>> {
    let reply = conn.randr_get_monitors(root, true).ok()?.reply().ok()?;
    let resources = if details {
        conn.randr_get_screen_resources_current(root)
            .ok()?
            .reply()
            .ok()
    } else {
        None
    };
    let mut out = Vec::with_capacity(reply.monitors.len());
    for m in &reply.monitors {
        let name = details
            .then(|| conn.get_atom_name(m.name))
            .and_then(Result::ok)
            .and_then(|c| c.reply().ok())
            .map(|r| String::from_utf8_lossy(&r.name).into_owned())
            .unwrap_or_else(|| format!("monitor-{}", out.len()));
        let refresh_hz = resources.as_ref().and_then(|res| {
            let output = *m.outputs.first()?;
            let info = conn
                .randr_get_output_info(output, res.config_timestamp)
                .ok()?
                .reply()
                .ok()?;
            if info.crtc == 0 {
                return None;
            }
            let crtc = conn
                .randr_get_crtc_info(info.crtc, res.config_timestamp)
                .ok()?
                .reply()
                .ok()?;
            res.modes
                .iter()
                .find(|mode| mode.id == crtc.mode)
                .and_then(refresh_rate)
        });
        out.push(Display {
            id: 0,
            name,
            x: m.x.into(),
            y: m.y.into(),
            width: m.width.into(),
            height: m.height.into(),
            primary: m.primary,
            refresh_hz,
        });
    }
    Some(out)
}

/// Frames per second of a mode, to two decimals, when its timings are known.
fn refresh_rate(mode: &ModeInfo) -> Option<f64> {
    let flags = u32::from(mode.mode_flags);
    let mut lines = f64::from(mode.vtotal);
    if flags & u32::from(ModeFlag::DOUBLE_SCAN) != 0 {
        lines *= 2.0;
    }
    if flags & u32::from(ModeFlag::INTERLACE) != 0 {
        lines /= 2.0;
    }
    let per_frame = f64::from(mode.htotal) * lines;
    if mode.dot_clock == 0 || per_frame == 0.0 {
        return None;
    }
    Some((f64::from(mode.dot_clock) / per_frame * 100.0).round() / 100.0)
}

/// Whether the server has RandR 1.5 (monitors).
pub(super) fn has_monitors(conn: &RustConnection) -> bool {
    conn.randr_query_version(1, 5)
        .ok()
        .and_then(|c| c.reply().ok())
        .is_some_and(|v| (v.major_version, v.minor_version) >= (1, 5))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn display(name: &str, primary: bool) -> Display {
        Display {
            id: 9,
            name: name.into(),
            x: 0,
            y: 0,
            width: 1,
            height: 1,
            primary,
            refresh_hz: None,
        }
    }

    #[test]
    fn primary_comes_first_and_ids_follow_order() {
        let d = number(vec![
            display("a", false),
            display("b", true),
            display("c", false),
        ]);
        let names: Vec<_> = d
            .iter()
            .map(|d| (d.id, d.name.as_str(), d.primary))
            .collect();
        assert_eq!(names, [(0, "b", true), (1, "a", false), (2, "c", false)]);
        let d = number(vec![display("a", false), display("b", false)]);
        assert!(d[0].primary && !d[1].primary);
    }

    #[test]
    fn refresh_rate_from_timings() {
        let mode = ModeInfo {
            id: 1,
            width: 1920,
            height: 1080,
            dot_clock: 148_500_000,
            hsync_start: 0,
            hsync_end: 0,
            htotal: 2200,
            hskew: 0,
            vsync_start: 0,
            vsync_end: 0,
            vtotal: 1125,
            name_len: 0,
            mode_flags: ModeFlag::from(0u32),
        };
        assert_eq!(refresh_rate(&mode), Some(60.0));
        assert_eq!(
            refresh_rate(&ModeInfo {
                dot_clock: 0,
                ..mode
            }),
            None
        );
    }
}
