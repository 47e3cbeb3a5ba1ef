//! X11 backend (in progress).
