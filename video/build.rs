//! Links Debian's libtheora decoder (`libtheora-dev`), which `decode/theora.rs` calls
//! through its few C functions. libvpx and dav1d are found by their binding crates; this
//! one has no maintained binding, so the library is found here, and its absence stops the
//! build with the package to install rather than as a linker error.

fn main() {
    if let Err(e) = pkg_config::Config::new()
        .atleast_version("1.1")
        .probe("theoradec")
    {
        panic!(
            "libtheora's decoder (pkg-config theoradec >= 1.1) was not found: {e}\n\
             install it with: apt-get install libtheora-dev libogg-dev"
        );
    }
}
