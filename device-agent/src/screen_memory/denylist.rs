//! Which windows the screen memory never keeps: the spec's `denylist.apps` and
//! `denylist.titles`.
//!
//! A password manager's vault, a private browsing window or a bank's pages must not end up
//! in a memory that an agent reads. Capture pauses while such a window has the focus, and
//! such a window elsewhere on a captured display is blacked out; this module only answers
//! whether a window is one. A window is denylisted when an `apps` entry is a substring of its
//! class (X11: the class part of `WM_CLASS`) or a `titles` entry a substring of its title,
//! both compared in lower case. Titles matter as much as classes: a browser shows a private
//! window, a vault's web page and a bank under the browser's own class.
//!
//! # The built-in list
//!
//! `device-agent/screen-memory-denylist.json`, compiled in. Where each entry comes from
//! (classes as `xprop WM_CLASS` shows their class part; "seen" = found in public window
//! manager configs, desktop files or tests of other tools; "unconfirmed" = the product's name
//! where no real value was found, kept because a miss costs more than a match):
//!
//! | entry | kind | matches |
//! |---|---|---|
//! | `keepass` | app, title | KeePassXC: class `keepassxc` / `KeePassXC`, titles `Passwords.kdbx - KeePassXC`, `Unlock Database - KeePassXC` (seen); KeePass 2 on Mono: class `KeePass2` / `keepass2`, titles `Database.kdbx - KeePass` (seen) |
//! | `1password` | app, title | 1Password: class `1Password` (seen: desktop files' `StartupWMClass`, i3 rules), title `1Password` |
//! | `bitwarden` | app, title | Bitwarden: class `Bitwarden` (seen), title `Bitwarden`; its web vault in a browser |
//! | `enpass` | app, title | Enpass: class `Enpass`, `Enpass-Desktop` (seen), titles `Enpass`, `Enpass Assistant` (seen) |
//! | `proton pass`, `proton-pass` | app; title (first) | Proton Pass: class `Proton Pass` (seen: `StartupWMClass`); the dashed form in case the instance name is reported |
//! | `lastpass`, `dashlane` | app, title | no Linux app: their web vaults in a browser, the macOS/Windows apps by name (unconfirmed) |
//! | `kwalletmanager` | app | KWalletManager: `kwalletmanager5` (Plasma 5) and `kwalletmanager` (seen as program names) |
//! | `kde wallet` | title | KWalletManager's and kwalletd's windows (`KDE Wallet …`, unconfirmed) |
//! | `seahorse` | app | GNOME Passwords and Keys: class `Seahorse` (seen), `org.gnome.seahorse.Application` |
//! | `passwords and keys` | title | Seahorse's window title (seen) |
//! | `private browsing` | title | Firefox: `Bank — Mozilla Firefox Private Browsing`, `Mozilla Firefox Private Browsing` (seen; Firefox's `browser.ftl`), older `Mozilla Firefox (Private Browsing)` (seen); Safari `…, Private Browsing` (seen) |
//! | `private window` | title | Safari `— Private Window`, a Brave Tor window (`Private window with Tor`, unconfirmed), the private start pages |
//! | `incognito` | title | Chrome `New Tab - Google Chrome (Incognito)`, Chromium `New Tab - Chromium (Incognito)` (seen) |
//! | `inprivate` | title | Edge `New tab - [InPrivate] - Microsoft Edge`, `… - Microsoft Edge (InPrivate)` (seen) |
//! | `(private)` | title | Brave `Example Domain - Brave (Private)` (seen) |
//! | `tor browser` | app, title | Tor Browser: class `Tor Browser` (seen: awesome's default rc.lua), titles `About Tor — Tor Browser` (seen) |
//! | `banking`, `online bank`, `netbank`, `banque en ligne`, `banca online`, `banca en línea` | title | banks' sites and apps: `Online Banking`, `Online-Banking`, `Internetbanking`, `eBanking`, `NetBank`, and the French, Italian and Spanish forms |
//!
//! Not listed: the bare word `bank` in titles. It would catch `Bank of America` but also
//! `bankruptcy`, `World Bank report`, `Databank`, `memory bank` and every `bank.rs`: a memory
//! that goes blank whenever such a word is on screen is not one people can rely on, and
//! banks' sign-in and account pages nearly all say `banking` (or carry the browser's private
//! marker). An owner who wants more adds entries in their own file; an entry may carry
//! spaces (` bank ` matches the word between spaces).

use std::io::Read as _;
use std::path::{Path, PathBuf};

/// The built-in list (see the module doc for its sources).
const BUILTIN: &str = include_str!("../../screen-memory-denylist.json");
/// Largest denylist file read.
pub(crate) const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// Most entries, `apps` and `titles` together.
pub(crate) const MAX_ENTRIES: usize = 1000;
/// Longest entry, in characters.
pub(crate) const MAX_ENTRY_CHARS: usize = 200;

/// Windows never kept: lower-cased substrings of a window's class (`apps`) or title
/// (`titles`).
///
/// An empty list is allowed and denies nothing: every window is captured. That is the
/// owner's choice to make in their own file; the built-in list is never empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Denylist {
    /// Lower-cased substrings of a window's class.
    apps: Vec<String>,
    /// Lower-cased substrings of a window's title.
    titles: Vec<String>,
}

/// The file's form.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct DenylistFile {
    /// Substrings of classes; none when absent.
    #[serde(default)]
    apps: Vec<String>,
    /// Substrings of titles; none when absent.
    #[serde(default)]
    titles: Vec<String>,
}

/// Why a denylist file cannot be used.
#[derive(Debug, thiserror::Error)]
pub(crate) enum DenylistError {
    /// The file cannot be read.
    #[error("denylist {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// The file is larger than [`MAX_FILE_BYTES`].
    #[error("denylist {}: larger than {MAX_FILE_BYTES} bytes", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
    },
    /// The file is not `{"apps": [...], "titles": [...]}` of strings.
    #[error(
        "denylist {}: not JSON of the form {{\"apps\": [\"…\"], \"titles\": [\"…\"]}}: {message}",
        path.display()
    )]
    Parse {
        /// The file.
        path: PathBuf,
        /// The parser's message (with line and column).
        message: String,
    },
    /// More than [`MAX_ENTRIES`] entries.
    #[error("denylist {}: {count} entries, at most {MAX_ENTRIES} (apps and titles together)", path.display())]
    TooMany {
        /// The file.
        path: PathBuf,
        /// Entries found.
        count: usize,
    },
    /// An entry is empty, too long or has control characters.
    #[error("denylist {}: {field}[{index}] {problem}", path.display())]
    Entry {
        /// The file.
        path: PathBuf,
        /// `apps` or `titles`.
        field: &'static str,
        /// The entry's position in its list, from 0.
        index: usize,
        /// What is wrong with it.
        problem: String,
    },
}

impl Denylist {
    /// The built-in list, `device-agent/screen-memory-denylist.json`.
    pub(crate) fn builtin() -> Denylist {
        Denylist::parse(BUILTIN.as_bytes(), Path::new("(built-in)")).unwrap_or_else(|_| {
            // Unreachable (a test parses the built-in file); were it not, deny every window,
            // which pauses capture, rather than deny none.
            Denylist {
                apps: Vec::new(),
                titles: vec![String::new()],
            }
        })
    }

    /// Read a denylist file: at most [`MAX_FILE_BYTES`], at most [`MAX_ENTRIES`] entries,
    /// each 1 to [`MAX_ENTRY_CHARS`] characters, not only spaces, no control characters.
    /// Errors name the file and the entry.
    pub(crate) fn load(path: &Path) -> Result<Denylist, DenylistError> {
        let read_error = |source| DenylistError::Read {
            path: path.to_path_buf(),
            source,
        };
        let file = std::fs::File::open(path).map_err(read_error)?;
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(read_error)?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(DenylistError::TooLarge {
                path: path.to_path_buf(),
            });
        }
        Denylist::parse(&bytes, path)
    }

    /// The list in `bytes`, read from `path` (named in errors).
    fn parse(bytes: &[u8], path: &Path) -> Result<Denylist, DenylistError> {
        let file: DenylistFile =
            serde_json::from_slice(bytes).map_err(|e| DenylistError::Parse {
                path: path.to_path_buf(),
                message: e.to_string(),
            })?;
        let count = file.apps.len() + file.titles.len();
        if count > MAX_ENTRIES {
            return Err(DenylistError::TooMany {
                path: path.to_path_buf(),
                count,
            });
        }
        Ok(Denylist {
            apps: entries(path, "apps", file.apps)?,
            titles: entries(path, "titles", file.titles)?,
        })
    }

    /// Whether a window of this class (`None` when it has none) and title is denylisted.
    pub(crate) fn matches(&self, class: Option<&str>, title: &str) -> bool {
        if let Some(class) = class
            && !self.apps.is_empty()
        {
            let class = class.to_lowercase();
            if self.apps.iter().any(|a| class.contains(a.as_str())) {
                return true;
            }
        }
        if self.titles.is_empty() {
            return false;
        }
        let title = title.to_lowercase();
        self.titles.iter().any(|t| title.contains(t.as_str()))
    }

    /// Whether the list denies nothing.
    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.apps.is_empty() && self.titles.is_empty()
    }
}

/// The checked, lower-cased entries of `field`.
fn entries(
    path: &Path,
    field: &'static str,
    list: Vec<String>,
) -> Result<Vec<String>, DenylistError> {
    list.into_iter()
        .enumerate()
        .map(|(index, entry)| {
            let problem = |problem: String| DenylistError::Entry {
                path: path.to_path_buf(),
                field,
                index,
                problem,
            };
            let chars = entry.chars().count();
            if !(1..=MAX_ENTRY_CHARS).contains(&chars) {
                return Err(problem(format!(
                    "has {chars} characters; each entry has 1 to {MAX_ENTRY_CHARS}"
                )));
            }
            if entry.trim().is_empty() {
                return Err(problem(
                    "is only spaces, which would match nearly every window".into(),
                ));
            }
            if entry.chars().any(char::is_control) {
                return Err(problem("has a control character".into()));
            }
            Ok(entry.to_lowercase())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Windows the built-in list must deny: (class, title).
    const DENIED: &[(Option<&str>, &str)] = &[
        (Some("KeePassXC"), "Passwords.kdbx - KeePassXC"),
        (Some("keepassxc"), "Unlock Database - KeePassXC"),
        (None, "Passwords.kdbx [Locked] - KeePassXC"),
        (Some("KeePass2"), "Database.kdbx - KeePass"),
        (Some("1Password"), "1Password"),
        (Some("Bitwarden"), "Bitwarden"),
        (
            Some("firefox"),
            "Vaults | Bitwarden Web vault — Mozilla Firefox",
        ),
        (Some("Enpass-Desktop"), "Enpass"),
        (Some("Proton Pass"), "Proton Pass"),
        (Some("firefox"), "LastPass — Mozilla Firefox"),
        (Some("Google-chrome"), "Dashlane - Google Chrome"),
        (Some("kwalletmanager5"), "kdewallet"),
        (Some("Seahorse"), "Passwords and Keys"),
        (None, "Passwords and Keys"),
        (Some("firefox"), "Bank — Mozilla Firefox Private Browsing"),
        (Some("firefox"), "Mozilla Firefox Private Browsing"),
        (Some("Firefox"), "Mozilla Firefox (Private Browsing)"),
        (Some("Chromium-browser"), "New Tab - Chromium (Incognito)"),
        (
            Some("Google-chrome"),
            "Example Domain - Google Chrome (Incognito)",
        ),
        (
            Some("Microsoft-edge"),
            "New tab - [InPrivate] - Microsoft\u{200b} Edge",
        ),
        (
            Some("Microsoft-edge"),
            "Search - Bing - Microsoft Edge (InPrivate)",
        ),
        (Some("Brave-browser"), "Example Domain - Brave (Private)"),
        (Some("Tor Browser"), "About Tor — Tor Browser"),
        (None, "Explore. Privately. — Tor Browser"),
        (
            Some("firefox"),
            "Bank of America | Online Banking | Log In — Mozilla Firefox",
        ),
        (
            Some("firefox"),
            "Sparkasse - Online-Banking — Mozilla Firefox",
        ),
        (Some("Google-chrome"), "NetBank - Log on - Google Chrome"),
        (Some("firefox"), "Ma banque en ligne — Mozilla Firefox"),
    ];

    /// Ordinary windows it must not deny.
    const ALLOWED: &[(Option<&str>, &str)] = &[
        (Some("Gnome-terminal"), "Terminal"),
        (Some("Code"), "README.md - Visual Studio Code"),
        (
            Some("firefox"),
            "The Rust Programming Language — Mozilla Firefox",
        ),
        (Some("Google-chrome"), "GitHub - Google Chrome"),
        (Some("Brave-browser"), "Example Domain - Brave"),
        (Some("Microsoft-edge"), "Bing - Microsoft Edge"),
        (Some("Slack"), "general - Slack"),
        (Some("firefox"), "World Bank Open Data — Mozilla Firefox"),
        (Some("jetbrains-idea"), "bank.rs – ledger"),
        (None, ""),
        (Some(""), "Untitled"),
    ];

    #[test]
    fn the_builtin_list_denies_password_managers_private_windows_and_banks() {
        let list = Denylist::builtin();
        assert!(!list.is_empty());
        // Parsed from the file, not the deny-everything fallback.
        assert_eq!(
            list,
            Denylist::parse(BUILTIN.as_bytes(), Path::new("x")).unwrap()
        );
        for &(class, title) in DENIED {
            assert!(list.matches(class, title), "{class:?} {title:?} not denied");
        }
        for &(class, title) in ALLOWED {
            assert!(!list.matches(class, title), "{class:?} {title:?} denied");
        }
    }

    #[test]
    fn apps_match_classes_and_titles_match_titles_in_any_case() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("deny.json");
        std::fs::write(
            &path,
            r#"{"apps": ["Secret-App"], "titles": [" Bank ", "ÜBER"]}"#,
        )
        .unwrap();
        let list = Denylist::load(&path).unwrap();
        assert!(list.matches(Some("my-SECRET-app-2"), "anything"));
        // An app entry is not looked for in the title, nor a title entry in the class.
        assert!(!list.matches(None, "secret-app"));
        assert!(!list.matches(Some("bank"), "x"));
        assert!(list.matches(None, "My BANK account"));
        assert!(!list.matches(None, "bankruptcy law"));
        assert!(list.matches(None, "Über uns"));
    }

    #[test]
    fn an_empty_list_denies_nothing() {
        let dir = tempfile::TempDir::new().unwrap();
        for text in ["{}", r#"{"apps": [], "titles": []}"#] {
            let path = dir.path().join("empty.json");
            std::fs::write(&path, text).unwrap();
            let list = Denylist::load(&path).unwrap();
            assert!(list.is_empty());
            assert!(!list.matches(Some("KeePassXC"), "Passwords.kdbx - KeePassXC"));
        }
    }

    #[test]
    fn load_errors_name_the_file_and_the_entry() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("deny.json");
        let shown = path.display().to_string();
        let load = |text: &str| {
            std::fs::write(&path, text).unwrap();
            Denylist::load(&path).unwrap_err()
        };

        let e = Denylist::load(&dir.path().join("missing.json")).unwrap_err();
        assert!(matches!(e, DenylistError::Read { .. }));
        assert!(e.to_string().contains("missing.json"), "{e}");

        let e = load("[1, 2]");
        assert!(matches!(e, DenylistError::Parse { .. }), "{e}");
        assert!(e.to_string().contains(&shown), "{e}");
        let e = load(r#"{"apps": [], "title": []}"#);
        assert!(e.to_string().contains("title"), "{e}");
        let e = load(r#"{"apps": [3]}"#);
        assert!(matches!(e, DenylistError::Parse { .. }), "{e}");

        let e = load(r#"{"apps": ["ok"], "titles": ["fine", ""]}"#);
        assert!(
            matches!(
                e,
                DenylistError::Entry {
                    field: "titles",
                    index: 1,
                    ..
                }
            ),
            "{e}"
        );
        assert!(
            e.to_string().contains(&format!("{shown}: titles[1]")),
            "{e}"
        );
        let e = load(r#"{"apps": ["   "]}"#);
        assert!(
            matches!(
                e,
                DenylistError::Entry {
                    field: "apps",
                    index: 0,
                    ..
                }
            ),
            "{e}"
        );
        let e = load(r#"{"apps": ["a\u0007b"]}"#);
        assert!(matches!(e, DenylistError::Entry { .. }), "{e}");
    }

    #[test]
    fn bounds_are_enforced() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("deny.json");
        let write = |apps: &[String], titles: &[String]| {
            let json = serde_json::json!({ "apps": apps, "titles": titles });
            std::fs::write(&path, json.to_string()).unwrap();
        };
        // 200 characters (not bytes) is the longest entry.
        let longest = "é".repeat(MAX_ENTRY_CHARS);
        write(std::slice::from_ref(&longest), &[]);
        assert!(Denylist::load(&path).is_ok());
        write(&[], &[format!("{longest}x")]);
        let e = Denylist::load(&path).unwrap_err();
        assert!(
            matches!(
                e,
                DenylistError::Entry {
                    field: "titles",
                    index: 0,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("201 characters"), "{e}");
        // 1000 entries across both lists, not 1001.
        let many: Vec<String> = (0..500).map(|i| format!("entry {i}")).collect();
        write(&many, &many);
        assert!(Denylist::load(&path).is_ok());
        let one_more = vec!["x".to_string(); 501];
        write(&many, &one_more);
        assert!(matches!(
            Denylist::load(&path),
            Err(DenylistError::TooMany { count: 1001, .. })
        ));
        // A file over 1 MiB is refused without being parsed.
        let big = format!(
            r#"{{"apps": [], "titles": [], "pad": "{}"}}"#,
            "x".repeat(1 << 20)
        );
        std::fs::write(&path, big).unwrap();
        let e = Denylist::load(&path).unwrap_err();
        assert!(matches!(e, DenylistError::TooLarge { .. }), "{e}");
        assert!(e.to_string().contains("deny.json"), "{e}");
    }
}
