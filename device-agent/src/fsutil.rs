//! Files written whole or not at all.
//!
//! What the agent keeps on disk across a crash (a recording's report, a queued watch file
//! and its offer) must never be seen half-written: a reader finding the name must find the
//! whole content. Every such file is written to a temporary name beside it, synced, then
//! renamed into place, which is atomic within one directory. One implementation, so the
//! temporary names stay the ones the upload queue knows to clean up.

use std::fs::File;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

/// Where [`write_atomic`] and [`write_atomic_with`] put a file before renaming it to
/// `path`: `path` with the extension `tmp` (`abc.file.json` becomes `abc.file.tmp`).
pub(crate) fn temp_path(path: &Path) -> PathBuf {
    path.with_extension("tmp")
}

/// Write `bytes` to `path` whole or not at all: a synced temporary file renamed into place.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, |file| file.write_all(bytes))
}

/// Let `fill` write the file at `path` whole or not at all: it writes into a temporary
/// file, which is then synced and renamed into place. On any error the temporary file is
/// removed and `path` is untouched.
pub(crate) fn write_atomic_with<T>(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<T>,
) -> io::Result<T> {
    let tmp = temp_path(path);
    let result = (|| {
        let mut file = File::create(&tmp)?;
        let value = fill(&mut file)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)?;
        Ok(value)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_whole_files_and_leaves_nothing_on_failure() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("a.file.json");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let failed = write_atomic_with(&path, |f| {
            f.write_all(b"half")?;
            Err::<(), _>(io::Error::other("cut"))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert!(!temp_path(&path).exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
