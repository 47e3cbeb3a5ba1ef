//! What a client shows of a tool besides its description: a title, the behaviour hints of
//! MCP's tool annotations (read-only, destructive, idempotent, open world: a client asks a
//! person before a destructive call, runs read-only ones freely) and an icon (an SVG of
//! `relay/icons/`, sent as a `data:` URI so nothing else has to be fetched).
//!
//! The hints describe what a call does to the device and its world, not to the relay:
//! `screenshot` stores nothing and changes nothing on the screen, so it is read-only;
//! `input` can delete a file in the app it clicks in, so it is destructive and open-world;
//! a capture or recording adds files and never removes any, so it is not destructive.

use base64::Engine as _;
use rmcp::model::{Icon, Tool, ToolAnnotations};

/// A tool's title, hints and icon.
struct Hints {
    title: &'static str,
    read_only: bool,
    destructive: bool,
    idempotent: bool,
    open_world: bool,
    icon: &'static str,
}

fn hints(name: &str) -> Option<Hints> {
    let h = |title, read_only, destructive, idempotent, open_world, icon| Hints {
        title,
        read_only,
        destructive,
        idempotent,
        open_world,
        icon,
    };
    Some(match name {
        "list_devices" => h(
            "List devices",
            true,
            false,
            true,
            false,
            include_str!("../../icons/list_devices.svg"),
        ),
        "screenshot" => h(
            "Take a screenshot",
            true,
            false,
            true,
            false,
            include_str!("../../icons/screenshot.svg"),
        ),
        "input" => h(
            "Click, type and scroll",
            false,
            true,
            false,
            true,
            include_str!("../../icons/input.svg"),
        ),
        "screen_recording" => h(
            "Record the screen",
            false,
            false,
            false,
            false,
            include_str!("../../icons/screen_recording.svg"),
        ),
        "screen_sequence" => h(
            "Capture a frame sequence",
            false,
            false,
            false,
            false,
            include_str!("../../icons/screen_sequence.svg"),
        ),
        "screen_watch" => h(
            "Watch the screen while acting",
            false,
            false,
            false,
            false,
            include_str!("../../icons/screen_watch.svg"),
        ),
        "video_frames" => h(
            "Read a video as stills",
            true,
            false,
            true,
            false,
            include_str!("../../icons/video_frames.svg"),
        ),
        "get_screenshots" => h(
            "Recent screen memory",
            true,
            false,
            true,
            false,
            include_str!("../../icons/get_screenshots.svg"),
        ),
        // It changes who may act on the device, not the device; taking it twice holds it.
        "device_lease" => h(
            "Lease a device",
            false,
            false,
            true,
            false,
            include_str!("../../icons/device_lease.svg"),
        ),
        _ => return None,
    })
}

/// `tool` with its title, annotations and icon.
pub(crate) fn decorate(tool: Tool) -> Tool {
    let Some(h) = hints(&tool.name) else {
        return tool;
    };
    let svg = base64::engine::general_purpose::STANDARD.encode(h.icon.trim_end());
    let icon = Icon::new(format!("data:image/svg+xml;base64,{svg}"))
        .with_mime_type("image/svg+xml")
        .with_sizes(vec!["any".into()]);
    tool.with_title(h.title)
        .annotate(
            ToolAnnotations::with_title(h.title)
                .read_only(h.read_only)
                .destructive(h.destructive)
                .idempotent(h.idempotent)
                .open_world(h.open_world),
        )
        .with_icons(vec![icon])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_has_hints_and_an_svg_icon() {
        for def in super::super::CATALOGUE {
            let h = hints(def.name).unwrap_or_else(|| panic!("{} has no hints", def.name));
            assert!(
                h.icon.starts_with("<svg") && h.icon.len() < 1024,
                "{}",
                def.name
            );
            assert!(
                !(h.read_only && h.destructive),
                "{}: read-only cannot destroy",
                def.name
            );
        }
    }
}
