//! Raw: the rectangle's pixels in the client's format, nothing else.

use super::super::pixel::{PixelFormat, put_rect};
use super::super::{Rect, Screen, enc, rect_header};

/// Append `rect` as a Raw rectangle.
pub(crate) fn encode(screen: &Screen<'_>, rect: Rect, pf: &PixelFormat, out: &mut Vec<u8>) {
    rect_header(rect, enc::RAW, out);
    put_rect(screen, rect, pf, out);
}
