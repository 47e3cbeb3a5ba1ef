//! How fast the agent's RFB server answers: a noVNC-like client (Tight, quality 6, cursor)
//! over an in-memory pipe against the synthetic screen at 1920x1080, whose picture changes
//! every 100 ms. Prints the full-update time and, for each change, the time from the change
//! to the last byte of its update, and the bytes it took.
//!
//! `cargo run -p device-agent --release --example live_bench [-- --shared]` (`--shared`: a
//! session observers may join, every rectangle decoding on its own)

use std::sync::Arc;
use std::time::{Duration, Instant};

use device_agent::backend::synthetic::Synthetic;
use device_agent::live::serve_rfb;
use proto::LiveMode;
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};

/// Wait up to 2 s for a first byte, then read until nothing arrives for `quiet`; returns
/// (bytes, time of the last byte).
async fn drain(s: &mut DuplexStream, quiet: Duration) -> (usize, Instant) {
    let mut buf = vec![0u8; 1 << 20];
    let mut total = 0;
    let mut last = Instant::now();
    let mut wait = Duration::from_secs(2);
    while let Ok(Ok(n)) = tokio::time::timeout(wait, s.read(&mut buf)).await {
        wait = quiet;
        if n == 0 {
            break;
        }
        total += n;
        last = Instant::now();
    }
    (total, last)
}

fn request(incremental: bool) -> Vec<u8> {
    vec![3, u8::from(incremental), 0, 0, 0, 0, 0x07, 0x80, 0x04, 0x38]
}

#[tokio::main]
async fn main() {
    let created = Instant::now();
    let backend = Arc::new(Synthetic::new(1920, 1080));
    let (mut c, server) = tokio::io::duplex(4 << 20);
    let shared = std::env::args().any(|a| a == "--shared");
    tokio::spawn(serve_rfb(server, backend, LiveMode::View, shared, "bench"));
    let mut v = [0u8; 12];
    c.read_exact(&mut v).await.unwrap_or_default();
    c.write_all(b"RFB 003.008\n").await.unwrap_or_default();
    let mut b = [0u8; 2];
    c.read_exact(&mut b).await.unwrap_or_default();
    c.write_all(&[1]).await.unwrap_or_default();
    let mut r = [0u8; 4];
    c.read_exact(&mut r).await.unwrap_or_default();
    c.write_all(&[1]).await.unwrap_or_default();
    let mut init = [0u8; 24];
    c.read_exact(&mut init).await.unwrap_or_default();
    let n = u32::from_be_bytes([init[20], init[21], init[22], init[23]]) as usize;
    let mut name = vec![0u8; n];
    c.read_exact(&mut name).await.unwrap_or_default();
    // noVNC's pixel format (red in the low byte) and its encodings.
    let mut m = vec![
        0, 0, 0, 0, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 0, 8, 16, 0, 0, 0,
    ];
    let encodings: [i32; 6] = [1, 7, 16, 0, -26, -254];
    m.extend_from_slice(&[2, 0, 0, encodings.len() as u8 + 2]);
    for e in encodings.iter().chain(&[-223, -239]) {
        m.extend_from_slice(&e.to_be_bytes());
    }
    let asked = Instant::now();
    m.extend_from_slice(&request(false));
    c.write_all(&m).await.unwrap_or_default();
    let (bytes, last) = drain(&mut c, Duration::from_millis(30)).await;
    println!(
        "full update: {:.1} ms, {} kB",
        (last - asked).as_secs_f64() * 1000.0,
        bytes / 1000
    );
    let mut latencies = Vec::new();
    let mut sizes = Vec::new();
    for _ in 0..40 {
        c.write_all(&request(true)).await.unwrap_or_default();
        let (bytes, last) = drain(&mut c, Duration::from_millis(5)).await;
        if bytes == 0 {
            continue;
        }
        // The picture changed at the last whole tenth since creation.
        let since = last - created;
        let tick = Duration::from_millis(since.as_millis() as u64 / 100 * 100);
        latencies.push((since - tick).as_secs_f64() * 1000.0);
        sizes.push(bytes);
    }
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "change to last byte over {} changes: p50 {:.1} ms, p95 {:.1} ms; median update {} B",
        latencies.len(),
        at(0.5),
        at(0.95),
        {
            sizes.sort_unstable();
            sizes[sizes.len() / 2]
        }
    );
}
