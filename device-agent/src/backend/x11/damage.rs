//! Change tracking with the DAMAGE extension, so a quiet screen costs no grab at all.
//!
//! A recorder asks for a frame 30 times a second; on a still screen every grab and compare
//! is wasted. The server knows when anything was drawn: one damage object on the root
//! window (it covers every window's drawing) reports, once, that the damaged area became
//! non-empty; we subtract (empty) it before the next grab, so any drawing after that point
//! reports again. Subtracting before grabbing means a change is never lost: it is either in
//! the grab or reported for the next one.
//!
//! One tracker per backend answers "changed since the previous question"; several consumers
//! (a recording and a live session) share it through a generation number that grows at each
//! question that found damage: a consumer whose last grab saw the current generation has
//! missed nothing.
//!
//! With XFixes the damage is also fetched as rectangles when it is reset, and the last
//! generations' rectangles are kept: a consumer asks where anything was drawn in its area
//! since its last grab. A window recording or the screen memory's focused window then pays
//! nothing for a clock ticking elsewhere, and a whole-screen recording of a busy desktop
//! reads and compares only the damaged rectangles (a video in a corner, a scrolling
//! terminal), not the whole screen 30 times a second.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use proto::Rect;

use x11rb::connection::{Connection, RequestConnection};
use x11rb::protocol::Event;
use x11rb::protocol::damage::{self, ConnectionExt as _, ReportLevel};
use x11rb::protocol::xfixes::{self, ConnectionExt as _};
use x11rb::protocol::xproto::Window;
use x11rb::rust_connection::RustConnection;

use super::BackendError;

/// Generations whose damaged rectangles are remembered.
const HISTORY: usize = 64;

/// Rectangles kept per generation; more are merged into their bounding box.
const MAX_RECTS: usize = 32;

/// The damage object watching the root window.
pub(crate) struct DamageWatch {
    id: damage::Damage,
    /// An XFixes region the damage is moved into when reset (`None`: no XFixes 2, so where
    /// damage happened is unknown).
    region: Option<xfixes::Region>,
    /// The rectangles each recent generation damaged (`None`: unknown, anywhere), oldest
    /// first.
    history: Mutex<VecDeque<(u64, Option<Vec<Rect>>)>>,
    /// Set when something else drained our events (input does) or might have missed them.
    dirty: AtomicBool,
    /// Questions that found damage so far.
    generation: AtomicU64,
}

impl DamageWatch {
    /// Watch `root`, or `None` when the server has no DAMAGE 1.1. `xfixes`: whether XFixes 2
    /// was negotiated on `conn` (then where damage happened is known too).
    pub(crate) fn new(conn: &RustConnection, root: Window, xfixes: bool) -> Option<DamageWatch> {
        conn.extension_information(damage::X11_EXTENSION_NAME)
            .ok()
            .flatten()?;
        let version = conn.damage_query_version(1, 1).ok()?.reply().ok()?;
        if (version.major_version, version.minor_version) < (1, 1) {
            return None;
        }
        let id = conn.generate_id().ok()?;
        conn.damage_create(id, root, ReportLevel::NON_EMPTY)
            .ok()?
            .check()
            .ok()?;
        let region = xfixes.then(|| new_region(conn)).flatten();
        Some(DamageWatch {
            id,
            region,
            history: Mutex::new(VecDeque::new()),
            // Nothing is known of the screen before the first question.
            dirty: AtomicBool::new(true),
            generation: AtomicU64::new(0),
        })
    }

    /// Forget what was reported: the next [`DamageWatch::take`] says "changed".
    pub(crate) fn mark_dirty(&self) {
        self.dirty.store(true, Ordering::Release);
    }

    /// Whether anything may have been drawn since the previous call; when so, the damage is
    /// reset first, so the grab that follows includes everything reported.
    pub(crate) fn take(&self, conn: &RustConnection) -> Result<bool, BackendError> {
        let mut dirty = self.dirty.swap(false, Ordering::AcqRel);
        let poll_failed = |e| BackendError::Failed(format!("reading X events: {e}"));
        while let Some(event) = conn.poll_for_event().map_err(poll_failed)? {
            if let Event::DamageNotify(e) = event
                && e.damage == self.id
            {
                dirty = true;
            }
        }
        if dirty {
            let generation = self.generation.fetch_add(1, Ordering::AcqRel) + 1;
            let failed = |e| BackendError::Failed(format!("DamageSubtract: {e}"));
            let damaged = match self.region {
                Some(region) => {
                    conn.damage_subtract(self.id, x11rb::NONE, region)
                        .map_err(failed)?;
                    fetch_rects(conn, region)
                }
                None => {
                    conn.damage_subtract(self.id, x11rb::NONE, x11rb::NONE)
                        .map_err(failed)?;
                    None
                }
            };
            conn.flush().map_err(failed)?;
            let mut history = self.history.lock().unwrap_or_else(|p| p.into_inner());
            if history.len() >= HISTORY {
                history.pop_front();
            }
            history.push_back((generation, damaged));
        }
        Ok(dirty)
    }

    /// Where `area` (root coordinates) was drawn after generation `since` up to the current
    /// one: the damaged rectangles clipped to it, `None` when any generation in between is
    /// forgotten or did not say where.
    pub(crate) fn damaged_since(&self, since: u64, area: Rect) -> Option<Vec<Rect>> {
        let now = self.generation.load(Ordering::Acquire);
        if since >= now {
            return (since == now).then(Vec::new);
        }
        let history = self.history.lock().unwrap_or_else(|p| p.into_inner());
        damaged(&history, since, now, area)
    }

    /// Ask [`DamageWatch::take`] and answer the generation after it: a consumer that grabbed
    /// at this same generation before has seen everything drawn.
    pub(crate) fn generation(&self, conn: &RustConnection) -> Result<u64, BackendError> {
        self.take(conn)?;
        Ok(self.generation.load(Ordering::Acquire))
    }
}

/// A region to move damage into, or `None` when the server will not make one.
fn new_region(conn: &RustConnection) -> Option<xfixes::Region> {
    let region = conn.generate_id().ok()?;
    conn.xfixes_create_region(region, &[]).ok()?.check().ok()?;
    Some(region)
}

/// The rectangles of `region` (their bounding box when there are many), `None` when they
/// cannot be read.
fn fetch_rects(conn: &RustConnection, region: xfixes::Region) -> Option<Vec<Rect>> {
    let reply = conn.xfixes_fetch_region(region).ok()?.reply().ok()?;
    let rect = |r: &x11rb::protocol::xproto::Rectangle| Rect {
        x: r.x.into(),
        y: r.y.into(),
        width: r.width.into(),
        height: r.height.into(),
    };
    if reply.rectangles.len() > MAX_RECTS {
        return Some(vec![rect(&reply.extents)]);
    }
    Some(reply.rectangles.iter().map(rect).collect())
}

/// What `history` (oldest first) says was damaged in `area` by the generations after `since`
/// up to `now`, clipped to `area`; `None` unless each of them is in it and named rectangles.
fn damaged(
    history: &VecDeque<(u64, Option<Vec<Rect>>)>,
    since: u64,
    now: u64,
    area: Rect,
) -> Option<Vec<Rect>> {
    let &(oldest, _) = history.front()?;
    if oldest > since + 1 {
        return None;
    }
    let mut found = Vec::new();
    for (_, rects) in history.iter().filter(|(g, _)| *g > since && *g <= now) {
        found.extend(
            rects
                .as_ref()?
                .iter()
                .filter_map(|r| intersection(*r, area)),
        );
    }
    // Each rectangle is read with a request of its own: many become their bounding box.
    if found.len() > MAX_RECTS {
        let bounds = found.iter().copied().reduce(bounding_box);
        found = bounds.into_iter().collect();
    }
    Some(found)
}

/// The smallest rectangle holding both.
fn bounding_box(a: Rect, b: Rect) -> Rect {
    let x0 = a.x.min(b.x);
    let y0 = a.y.min(b.y);
    let x1 = (i64::from(a.x) + i64::from(a.width)).max(i64::from(b.x) + i64::from(b.width));
    let y1 = (i64::from(a.y) + i64::from(a.height)).max(i64::from(b.y) + i64::from(b.height));
    Rect {
        x: x0,
        y: y0,
        width: u32::try_from(x1 - i64::from(x0)).unwrap_or(u32::MAX),
        height: u32::try_from(y1 - i64::from(y0)).unwrap_or(u32::MAX),
    }
}

/// The pixels two rectangles share, `None` when none.
fn intersection(a: Rect, b: Rect) -> Option<Rect> {
    if !overlap(a, b) {
        return None;
    }
    let x0 = a.x.max(b.x);
    let y0 = a.y.max(b.y);
    let x1 = (i64::from(a.x) + i64::from(a.width)).min(i64::from(b.x) + i64::from(b.width));
    let y1 = (i64::from(a.y) + i64::from(a.height)).min(i64::from(b.y) + i64::from(b.height));
    Some(Rect {
        x: x0,
        y: y0,
        width: u32::try_from(x1 - i64::from(x0)).ok()?,
        height: u32::try_from(y1 - i64::from(y0)).ok()?,
    })
}

/// Whether two rectangles share a pixel.
fn overlap(a: Rect, b: Rect) -> bool {
    let (ax1, bx1) = (
        i64::from(a.x) + i64::from(a.width),
        i64::from(b.x) + i64::from(b.width),
    );
    let (ay1, by1) = (
        i64::from(a.y) + i64::from(a.height),
        i64::from(b.y) + i64::from(b.height),
    );
    i64::from(a.x) < bx1 && i64::from(b.x) < ax1 && i64::from(a.y) < by1 && i64::from(b.y) < ay1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(x: i32, y: i32, width: u32, height: u32) -> Rect {
        Rect {
            x,
            y,
            width,
            height,
        }
    }

    #[test]
    fn rectangles_overlap_only_when_they_share_a_pixel() {
        assert!(overlap(r(0, 0, 10, 10), r(9, 9, 5, 5)));
        assert!(!overlap(r(0, 0, 10, 10), r(10, 0, 5, 5)));
        assert!(!overlap(r(0, 0, 10, 10), r(0, 10, 5, 5)));
        assert!(!overlap(r(0, 0, 0, 10), r(0, 0, 5, 5)));
        assert!(overlap(r(-5, -5, 10, 10), r(0, 0, 1, 1)));
    }

    fn untouched(
        history: &VecDeque<(u64, Option<Vec<Rect>>)>,
        since: u64,
        now: u64,
        area: Rect,
    ) -> bool {
        damaged(history, since, now, area).is_some_and(|r| r.is_empty())
    }

    #[test]
    fn an_area_is_untouched_only_when_every_generation_since_is_known_elsewhere() {
        let clock = r(1640, 800, 240, 240);
        let window = r(20, 20, 884, 888);
        let history: VecDeque<_> = [
            (5, Some(vec![clock])),
            (6, Some(vec![clock, r(0, 0, 1, 1)])),
            (7, None),
            (8, Some(vec![clock])),
        ]
        .into();
        // Generations 6 to 8 after 5 include 7, which did not say where.
        assert!(!untouched(&history, 5, 8, window));
        // After 7: only the clock.
        assert!(untouched(&history, 7, 8, window));
        // Generation 6 touched the pixel at 0,0, which a full-screen area holds.
        assert!(!untouched(&history, 5, 6, r(0, 0, 1920, 1080)));
        assert!(untouched(&history, 4, 6, r(100, 100, 10, 10)));
        // Older than the history: unknown.
        assert!(!untouched(&history, 2, 8, window));
        assert!(!untouched(&VecDeque::new(), 2, 8, window));
    }

    #[test]
    fn the_damage_since_a_generation_is_every_later_rectangle_clipped_to_the_area() {
        let history: VecDeque<_> = [
            (5, Some(vec![r(10, 10, 20, 20)])),
            (6, Some(vec![r(-5, 90, 30, 30), r(500, 500, 4, 4)])),
            (7, None),
            (8, Some(vec![r(99, 0, 10, 10)])),
        ]
        .into();
        let area = r(0, 0, 100, 100);
        assert_eq!(
            damaged(&history, 4, 6, area),
            Some(vec![r(10, 10, 20, 20), r(0, 90, 25, 10)])
        );
        // Only what came after `since`; a rectangle off the area is left out.
        assert_eq!(damaged(&history, 5, 6, area), Some(vec![r(0, 90, 25, 10)]));
        // Generation 7 did not say where; after it, only 8.
        assert_eq!(damaged(&history, 5, 8, area), None);
        assert_eq!(damaged(&history, 7, 8, area), Some(vec![r(99, 0, 1, 10)]));
        // Older than the history: unknown.
        assert_eq!(damaged(&history, 3, 8, area), None);
        assert_eq!(intersection(r(0, 0, 10, 10), r(10, 0, 5, 5)), None);
        // More than a grab should ask for one by one: their bounding box.
        let many: VecDeque<_> = [(
            1,
            Some((0..=MAX_RECTS as i32).map(|i| r(i * 2, i, 1, 1)).collect()),
        )]
        .into();
        assert_eq!(damaged(&many, 0, 1, area), Some(vec![r(0, 0, 65, 33)]));
    }
}
