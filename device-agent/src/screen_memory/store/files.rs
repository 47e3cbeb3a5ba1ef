//! The walks of `screen/`: removing files and empty hour directories, finding the files no
//! row names, counting bytes. Blocking; the store runs them off the async threads.

use std::collections::HashSet;
use std::io;
use std::path::Path;

use super::{DB_FILE, DB_SIDE_FILES, SCREEN_DIR, StoreError, io_error};

/// Remove a file; whether it was there.
pub(super) fn remove_file(path: &Path) -> Result<bool, StoreError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(io_error("remove", path)(e)),
    }
}

/// Remove every empty directory directly under `screen/`; how many.
pub(super) fn remove_empty_hours(data_dir: &Path) -> Result<u64, StoreError> {
    let screen = data_dir.join(SCREEN_DIR);
    let mut removed = 0;
    for entry in read_dir(&screen)? {
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            removed += u64::from(remove_dir_if_empty(&entry.path())?);
        }
    }
    Ok(removed)
}

/// Remove `dir` if it is empty; whether it was removed.
fn remove_dir_if_empty(dir: &Path) -> Result<bool, StoreError> {
    match std::fs::remove_dir(dir) {
        Ok(()) => Ok(true),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::DirectoryNotEmpty | io::ErrorKind::NotFound
            ) =>
        {
            Ok(false)
        }
        Err(e) => Err(io_error("remove", dir)(e)),
    }
}

/// Delete every file under `screen/` (directly or in an hour directory) whose path relative
/// to the data directory is not in `known`, then the empty hour directories; how many of
/// each. Directories below an hour directory are not ours to judge and are left alone.
pub(super) fn remove_orphans(
    data_dir: &Path,
    known: &HashSet<String>,
) -> Result<(u64, u64), StoreError> {
    let screen = data_dir.join(SCREEN_DIR);
    let mut files = 0;
    for entry in read_dir(&screen)? {
        let path = entry.path();
        if !entry.file_type().is_ok_and(|t| t.is_dir()) {
            files += u64::from(remove_file(&path)?);
            continue;
        }
        let hour = entry.file_name();
        for file in read_dir(&path)? {
            if file.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            let relative = match (hour.to_str(), file.file_name().to_str()) {
                (Some(hour), Some(name)) => format!("{SCREEN_DIR}/{hour}/{name}"),
                // A name that is not UTF-8 is none of ours.
                _ => String::new(),
            };
            if !known.contains(&relative) {
                files += u64::from(remove_file(&file.path())?);
            }
        }
    }
    Ok((files, remove_empty_hours(data_dir)?))
}

/// The entries of `dir` (none when it does not exist).
fn read_dir(dir: &Path) -> Result<Vec<std::fs::DirEntry>, StoreError> {
    match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .collect::<Result<_, _>>()
            .map_err(io_error("list", dir)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(io_error("list", dir)(e)),
    }
}

/// Bytes of the memory's files: everything under `screen/` two levels deep, the database and
/// its side files. Files that vanish while counted count 0.
#[allow(
    dead_code,
    reason = "for the benchmark and list_devices, not wired yet"
)]
pub(super) fn disk_bytes(data_dir: &Path) -> u64 {
    let size = |path: &Path| std::fs::symlink_metadata(path).map_or(0, |m| m.len());
    let entries = |dir: &Path| {
        std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .collect::<Vec<_>>()
    };
    let mut total = 0;
    for entry in entries(&data_dir.join(SCREEN_DIR)) {
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            total += entries(&entry.path())
                .iter()
                .filter(|f| f.file_type().is_ok_and(|t| t.is_file()))
                .map(|f| size(&f.path()))
                .sum::<u64>();
        } else {
            total += size(&entry.path());
        }
    }
    for name in std::iter::once(DB_FILE).chain(DB_SIDE_FILES) {
        total += size(&data_dir.join(name));
    }
    total
}
