//! How long a change on a VNC server's screen takes to reach the agent's copy of it, for
//! `bench/vnc.py`.
//!
//! The server must show an X display this program can draw on (x11vnc on Xvfb, or TigerVNC's
//! Xvnc): it opens the VNC source as the agent does (`--source vnc://…`), puts a small
//! override-redirect window on the X display, and then, `--samples` times, repaints that
//! window in a new colour, waits for the X server to have drawn it (a round trip), and polls
//! the source's framebuffer (a grab of an unchanged screen copies nothing) until the window's
//! centre shows the colour. Prints one JSON object: the latencies in milliseconds.
//!
//! `cargo run -p device-agent --release --example vnc_latency -- --server 127.0.0.1:5900
//! --display :1 [--samples 100]`

use std::time::{Duration, Instant};

use device_agent::SourceSpec;
use device_agent::backend::Frame;
use proto::Target;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{
    ChangeWindowAttributesAux, ConnectionExt as _, CreateWindowAux, WindowClass,
};

/// Where the window is, and its side.
const AT: (i16, i16) = (600, 400);
const SIDE: u16 = 64;
/// A change that has not arrived by then counts as lost.
const GIVE_UP: Duration = Duration::from_secs(2);

struct Args {
    server: String,
    display: String,
    samples: usize,
}

fn args() -> Result<Args, String> {
    let mut server = None;
    let mut display = None;
    let mut samples = 100;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || it.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--server" => server = Some(value()?),
            "--display" => display = Some(value()?),
            "--samples" => {
                samples = value()?.parse().map_err(|e| format!("--samples: {e}"))?;
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(Args {
        server: server.ok_or("--server HOST:PORT is required")?,
        display: display.ok_or("--display :N is required")?,
        samples,
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = args()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()?;
    let source = SourceSpec::Vnc {
        server: args.server.clone(),
        password: None,
    };
    // The VNC source blocks while it connects and lives on the runtime, as in the agent.
    let backend = runtime.block_on(async {
        tokio::task::spawn_blocking(move || device_agent::open_backend(&source)).await
    })??;

    let (x, screen) = x11rb::connect(Some(&args.display))?;
    let root = x.setup().roots[screen].root;
    let window = x.generate_id()?;
    x.create_window(
        0,
        window,
        root,
        AT.0,
        AT.1,
        SIDE,
        SIDE,
        0,
        WindowClass::INPUT_OUTPUT,
        0,
        &CreateWindowAux::new()
            .override_redirect(1)
            .background_pixel(0),
    )?;
    x.map_window(window)?;
    x.get_input_focus()?.reply()?;

    let (cx, cy) = (
        (AT.0 as usize) + usize::from(SIDE / 2),
        (AT.1 as usize) + usize::from(SIDE / 2),
    );
    let colour_at = |f: &Frame| -> u32 {
        let i = cy * f.stride + cx * 4;
        u32::from_le_bytes([f.data[i], f.data[i + 1], f.data[i + 2], 0])
    };
    let mut frame = Frame::empty();
    let mut latencies = Vec::with_capacity(args.samples);
    let mut lost = 0;
    for n in 0..args.samples {
        // A colour unlike the last one, in the X server's 0xRRGGBB.
        let colour: u32 = 0x0010_2030u32.wrapping_mul(n as u32 + 7) & 0x00ff_ffff | 0x0000_0080;
        x.change_window_attributes(
            window,
            &ChangeWindowAttributesAux::new().background_pixel(colour),
        )?;
        x.clear_area(false, window, 0, 0, 0, 0)?;
        // The reply comes once the X server has done both requests: the pixels are drawn.
        x.get_input_focus()?.reply()?;
        let changed = Instant::now();
        loop {
            backend.grab_into(Target::Display { display: 0 }, &mut frame)?;
            if !frame.data.is_empty() && colour_at(&frame) == colour {
                latencies.push(changed.elapsed().as_secs_f64() * 1000.0);
                break;
            }
            if changed.elapsed() > GIVE_UP {
                lost += 1;
                break;
            }
            std::thread::sleep(Duration::from_micros(500));
        }
        // Changes apart, as a person's would be, and off the refresh's beat.
        std::thread::sleep(Duration::from_millis(40 + (n as u64 * 7) % 23));
    }
    drop(backend);
    let rounded: Vec<f64> = latencies
        .iter()
        .map(|ms| (ms * 1000.0).round() / 1000.0)
        .collect();
    println!(
        "{}",
        serde_json::json!({"samples_ms": rounded, "lost": lost, "server": args.server})
    );
    Ok(())
}
