//! A real S3-protocol server for the tests of the S3 store: `s3s-fs` (its binary named by
//! `S3S_FS_BIN`; `tests/run` installs it), started per test on a free loopback port.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use relay_core::artifacts::s3::{S3Config, S3Store};

pub(crate) const BUCKET: &str = "artifacts";
pub(crate) const ACCESS_KEY: &str = "test-access-key";
pub(crate) const SECRET_KEY: &str = "test-secret-key-0123456789";

/// An `s3s-fs` process serving the bucket [`BUCKET`] from a directory, killed on drop.
pub(crate) struct S3Server {
    child: Option<Child>,
    port: u16,
    root: PathBuf,
}

fn binary() -> PathBuf {
    match std::env::var_os("S3S_FS_BIN") {
        Some(p) => PathBuf::from(p),
        None => panic!(
            "set S3S_FS_BIN to an s3s-fs binary (cargo install s3s-fs@0.14.1 --locked --features binary)"
        ),
    }
}

impl S3Server {
    pub(crate) fn start(root: &Path) -> Self {
        std::fs::create_dir_all(root.join(BUCKET)).unwrap();
        // A port found free may be taken by a concurrent test's server before ours binds
        // it; ours then exits, and the port answers for the other one (whose outage test
        // stops it). So a server that exited right after its port answered gets another.
        for _ in 0..10 {
            let port = TcpListener::bind("127.0.0.1:0")
                .unwrap()
                .local_addr()
                .unwrap()
                .port();
            let mut server = S3Server {
                child: None,
                port,
                root: root.to_path_buf(),
            };
            server.spawn();
            std::thread::sleep(Duration::from_millis(100));
            let exited = server
                .child
                .as_mut()
                .is_some_and(|c| c.try_wait().ok().flatten().is_some());
            if !exited {
                return server;
            }
            server.child = None;
        }
        panic!("s3s-fs could not keep a port in 10 tries");
    }

    pub(crate) fn spawn(&mut self) {
        let child = Command::new(binary())
            .args(["--host", "127.0.0.1", "--port", &self.port.to_string()])
            .args(["--access-key", ACCESS_KEY, "--secret-key", SECRET_KEY])
            .arg(&self.root)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", binary().display()));
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "s3s-fs did not listen on {}",
                self.port
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub(crate) fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub(crate) fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The relay's S3 store on this server's bucket (path-style, prefix `relay/`).
    pub(crate) async fn store(&self) -> S3Store {
        S3Store::connect(S3Config {
            bucket: BUCKET.into(),
            endpoint: Some(self.endpoint()),
            region: "us-east-1".into(),
            path_style: true,
            prefix: "relay/".into(),
            static_credentials: Some((ACCESS_KEY.into(), SECRET_KEY.into())),
            encryption: None,
        })
        .await
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        self.stop();
    }
}
