//! The passthrough: instead of our RFB server, a stock VNC server on this device's loopback
//! (`--live-vnc 127.0.0.1:PORT`, e.g. x11vnc) serves the session; the agent only copies bytes
//! between it and the live socket. In view mode the viewer's bytes go through
//! [`ViewFilter`], which removes its input.

use std::net::SocketAddr;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use rfb_wire::filter::ViewFilter;

/// Why a passthrough session ended abnormally.
#[derive(Debug, thiserror::Error)]
pub(crate) enum PassthroughError {
    /// The stock server cannot be reached.
    #[error("cannot reach the VNC server at {0}: {1}")]
    Connect(SocketAddr, std::io::Error),
    /// A side failed.
    #[error("connection: {0}")]
    Io(#[from] std::io::Error),
    /// The viewer's stream could not be filtered.
    #[error(transparent)]
    Filter(#[from] rfb_wire::filter::FilterError),
}

/// Connect to the VNC server at `addr` and copy bytes both ways until either side closes.
pub(crate) async fn serve<S>(
    stream: S,
    addr: SocketAddr,
    view_only: bool,
) -> Result<(), PassthroughError>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let server = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| PassthroughError::Connect(addr, e))?;
    server.set_nodelay(true)?;
    let (mut server_in, mut server_out) = server.into_split();
    let (mut viewer_in, mut viewer_out) = tokio::io::split(stream);
    let to_viewer = async {
        let mut buf = vec![0u8; 64 << 10];
        loop {
            let n = server_in.read(&mut buf).await?;
            if n == 0 {
                return Ok::<(), PassthroughError>(());
            }
            viewer_out.write_all(&buf[..n]).await?;
            viewer_out.flush().await?;
        }
    };
    let to_server = async {
        let mut filter = view_only.then(ViewFilter::new);
        let mut buf = vec![0u8; 64 << 10];
        let mut filtered = Vec::new();
        loop {
            let n = viewer_in.read(&mut buf).await?;
            if n == 0 {
                return Ok::<(), PassthroughError>(());
            }
            match filter.as_mut() {
                Some(f) => {
                    filtered.clear();
                    f.feed(&buf[..n], &mut filtered)?;
                    server_out.write_all(&filtered).await?;
                }
                None => server_out.write_all(&buf[..n]).await?,
            }
        }
    };
    tokio::select! {
        r = to_viewer => r,
        r = to_server => r,
    }
}
