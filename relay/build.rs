//! Embeds the live viewer in the relay binary: `viewer/static/**` (the page) and the `core/`
//! and `vendor/` files of the npm package `@novnc/novnc`, pinned by `viewer/package.json`
//! and `viewer/package-lock.json`. The package is installed with `npm ci` into `OUT_DIR`
//! (never into the source tree, and only again when the lockfile changes), and a Rust
//! table of (path, content type, bytes) is generated for `src/viewer.rs`. The console's
//! pages (`console/static/**`, no package, no build step) get a table of their own for
//! `src/console/pages.rs`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let viewer = manifest.join("..").join("viewer");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let statics = viewer.join("static");
    let console = manifest.join("..").join("console").join("static");
    for watched in [
        console.clone(),
        statics.clone(),
        viewer.join("package.json"),
        viewer.join("package-lock.json"),
    ] {
        println!("cargo:rerun-if-changed={}", watched.display());
    }

    let work = out.join("viewer");
    std::fs::create_dir_all(&work).expect("create OUT_DIR/viewer");
    for name in ["package.json", "package-lock.json"] {
        std::fs::copy(viewer.join(name), work.join(name))
            .unwrap_or_else(|e| panic!("relay build: cannot copy viewer/{name}: {e}"));
    }
    install(&work);

    let novnc = work.join("node_modules").join("@novnc").join("novnc");
    let mut files = Vec::new();
    if statics.is_dir() {
        collect(&statics, "", &mut files);
    }
    for dir in ["core", "vendor"] {
        collect(&novnc.join(dir), &format!("novnc/{dir}/"), &mut files);
    }
    write_table(&out.join("viewer_files.rs"), "/view/", files);
    let mut pages = Vec::new();
    collect(&console, "", &mut pages);
    write_table(&out.join("console_files.rs"), "/console/", pages);
}

/// The Rust table `FILES` of `files` (path below `root`, content type, bytes) into `dest`.
fn write_table(dest: &Path, root: &str, mut files: Vec<(String, PathBuf)>) {
    files.sort();
    let mut table = format!(
        "/// Every file served under `{root}`: path below it, content type, bytes.\n\
         pub(crate) static FILES: &[(&str, &str, &[u8])] = &[\n"
    );
    for (path, file) in &files {
        let _ = writeln!(
            table,
            "    ({path:?}, {:?}, include_bytes!({:?})),",
            content_type(path),
            file.display().to_string()
        );
    }
    table.push_str("];\n");
    std::fs::write(dest, table).unwrap_or_else(|e| panic!("write {}: {e}", dest.display()));
}

/// `npm ci` in `work` unless the same lockfile is installed there already.
fn install(work: &Path) {
    let lock = std::fs::read(work.join("package-lock.json")).expect("read the copied lockfile");
    let stamp = work.join(".installed-lockfile");
    let installed = work.join("node_modules/@novnc/novnc/core/rfb.js").is_file();
    if installed && std::fs::read(&stamp).ok().as_deref() == Some(lock.as_slice()) {
        return;
    }
    let status = Command::new("npm")
        .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund"])
        .current_dir(work)
        .status();
    match status {
        Ok(s) if s.success() => {}
        Ok(s) => panic!(
            "relay build: `npm ci` for the viewer (viewer/package-lock.json, @novnc/novnc) failed with {s}; \
             the relay embeds noVNC and cannot be built without it (check network access to the npm registry)"
        ),
        Err(e) => panic!(
            "relay build: cannot run `npm` ({e}); install Node.js and npm: the relay embeds the noVNC \
             viewer from the npm package @novnc/novnc pinned by viewer/package-lock.json"
        ),
    }
    std::fs::write(&stamp, &lock).expect("write the install stamp");
}

/// Every regular file under `dir`, as (`prefix` + relative path, absolute path).
fn collect(dir: &Path, prefix: &str, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("relay build: {} is missing", dir.display());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            collect(&path, &format!("{prefix}{name}/"), out);
        } else if path.is_file() {
            out.push((format!("{prefix}{name}"), path));
        }
    }
}

fn content_type(path: &str) -> &'static str {
    let ext = path.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
    match ext {
        "html" => "text/html; charset=utf-8",
        // ES modules are refused by browsers unless served as JavaScript.
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "wasm" => "application/wasm",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}
