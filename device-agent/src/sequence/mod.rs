//! Sequences of screen captures (placeholder: the lead's module doc replaces this).

pub mod compose;
pub mod webp;
