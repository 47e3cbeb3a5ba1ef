"""screen_sequence and screen_watch under Xvfb + openbox: a window closed mid-capture stops the
capture as target_lost with the frames before it, and its frames are withheld afterwards; a
watch of a window that closes stops itself the same way. A window of random pixels changing in
every frame fills the 48 MiB a capture or a watch may hold (byte_limit); a minimized window,
still listed, fails its first grab (capture_failed, answered with metadata); a window moved
half off the screen mid-capture gives frames of two sizes, which a max/min composite refuses."""

from __future__ import annotations

import contextlib
import re
import threading
import time
import uuid

import pytest
from Xlib import X, protocol
from Xlib import display as xdisplay

import harness as H

pytestmark = pytest.mark.x11

SCOPES = ["list_devices", "screenshot", "screen_sequence", "screen_watch"]


@pytest.fixture(scope="module")
def env(hm, xserver):
    relay = hm.relay()
    dev, agent = hm.device(relay, "x11-seq", source="x11", env=xserver.env)
    key = relay.create_key("x11-seq", SCOPES, ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"]), "xserver": xserver}


def probe(hm, env, colour=(200, 40, 40)):
    client = H.XClient.start(hm, env["xserver"], f"seq probe {uuid.uuid4().hex[:6]}", "SeqProbe", colour,
                             (240, 160), (300, 200))

    def listed():
        windows = env["mcp"].device(env["dev"], include_windows=True)["windows"]
        return client if any(w["id"] == client.window_id for w in windows) else None

    return H.wait_until("the probe window to be listed", listed, timeout=10, interval=0.2,
                        procs=[client.proc, env["agent"].proc])


def test_a_window_closed_mid_capture_is_target_lost(hm, env):
    mcp, dev = env["mcp"], env["dev"]
    client = probe(hm, env)
    threading.Timer(1.0, client.proc.kill).start()
    meta = mcp.sequence_capture(dev, window_id=client.window_id, duration_ms=4000, fps=10)
    assert meta["stop_reason"] == "target_lost", meta["text"]
    assert 3 <= meta["frame_count"] <= 15, meta["frame_count"]
    assert meta["pending_slots"] > 0, meta
    assert "partial" in meta["text"]
    text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames",
                                              "sequence_id": meta["sequence_id"]})
    assert "target_lost" in text and "withheld" in text, text


def test_a_watched_window_that_closes_stops_the_watch(hm, env):
    mcp, dev = env["mcp"], env["dev"]
    client = probe(hm, env, colour=(40, 40, 200))
    started = mcp.call_ok("screen_watch", {"device_id": dev, "action": "start", "window_id": client.window_id,
                                           "fps": 10}).structured_content
    client.proc.kill()

    def stopped():
        st = mcp.call_ok("screen_watch", {"device_id": dev, "action": "status",
                                          "sequence_id": started["sequence_id"]}).structured_content
        return st["watch"] if not st["watch"]["running"] else None

    w = H.wait_until("the watch to stop", stopped, timeout=10, interval=0.2)
    assert w["stop_reason"] == "target_lost", w


# ---------------------------------------------------------------------------------------------
# Limits and failures: a screen that changes in every frame and compresses to nothing, a window
# that cannot be grabbed from the first frame on, a window whose size changes mid-capture
# ---------------------------------------------------------------------------------------------

STORE_BYTES = 48 * 1024 * 1024  # proto::STORE_BYTES


@contextlib.contextmanager
def changing_noise(hm, env, size=(1200, 700)):
    """A window of random pixels (LZ4 cannot shrink them) whose top-left 8x8 corner another
    X client repaints every 10 ms in alternating colours, so nearly every frame differs from
    the one before and costs its full size. The window is closed afterwards."""
    client = H.XClient.start(hm, env["xserver"], f"noise {uuid.uuid4().hex[:6]}", "SeqNoise", (0, 0, 0), size,
                             (20, 20), noise=True)
    stop = threading.Event()

    def scribble():
        d = xdisplay.Display(env["xserver"].display)
        try:
            win = d.create_resource_object("window", client.window_id)
            gcs = [win.create_gc(foreground=0xFF0000), win.create_gc(foreground=0x00FF00)]
            i = 0
            while not stop.is_set():
                win.fill_rectangle(gcs[i % 2], 0, 0, 8, 8)
                d.sync()
                i += 1
                time.sleep(0.01)
        finally:
            d.close()

    painter = threading.Thread(target=scribble, name="noise-scribbler", daemon=True)
    try:
        H.wait_until("the noise window to be listed", lambda: any(
            w["id"] == client.window_id for w in env["mcp"].device(env["dev"], include_windows=True)["windows"]),
            timeout=10, interval=0.2, procs=[client.proc, env["agent"].proc])
        painter.start()
        yield client
    finally:
        stop.set()
        if painter.is_alive():
            painter.join(5)
        client.proc.kill()


def iconify(xserver, window_id: int) -> None:
    """Ask the window manager to minimize a window (ICCCM WM_CHANGE_STATE, IconicState) and
    wait until it is unmapped."""
    d = xdisplay.Display(xserver.display)
    try:
        win = d.create_resource_object("window", window_id)
        ev = protocol.event.ClientMessage(window=win, client_type=d.intern_atom("WM_CHANGE_STATE"),
                                          data=(32, [3, 0, 0, 0, 0]))
        d.screen().root.send_event(ev, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
        d.sync()
        H.wait_until("the window to be minimized", lambda: win.get_attributes().map_state == X.IsUnmapped,
                     timeout=10, interval=0.1)
    finally:
        d.close()


def move(xserver, window_id: int, x: int, y: int) -> None:
    """Ask the window manager to move a window (a ConfigureRequest, as any client may send)."""
    d = xdisplay.Display(xserver.display)
    try:
        d.create_resource_object("window", window_id).configure(x=x, y=y)
        d.sync()
    finally:
        d.close()


def test_a_capture_whose_frames_exceed_48_mib_stops_at_byte_limit(hm, env):
    mcp, dev = env["mcp"], env["dev"]
    with changing_noise(hm, env) as noise:
        meta = mcp.sequence_capture(dev, window_id=noise.window_id, duration_ms=20000, timeout_ms=25000, fps=10,
                                    max_frames=300, max_long_edge=4096)
        # the frames it kept are readable (while the window lives)
        sc, [last], _ = mcp.sequence_frames(dev, meta["sequence_id"], select="last", format="png")
    assert meta["stop_reason"] == "byte_limit", meta["text"]
    assert "partial" in meta["text"] and "stop_reason byte_limit" in meta["text"], meta["text"]
    n = meta["frame_count"]
    assert 14 <= n < 300 and meta["pending_slots"] == 200 - n - len(meta["skipped_slots"]), meta["text"]
    f0 = meta["frames"][0]
    assert (f0["width"], f0["height"]) == (1200, 700), f0
    # every distinct frame counts its decoded size, 1200x700x4; the next one would have passed
    # 48 MiB
    detail = meta["stop_detail"]
    m = re.fullmatch(r"frame (\d+) would add (\d+) KiB decoded to (\d+) KiB, and a sequence may hold at most 48 MiB "
                     r"of decoded frames", detail)
    assert m and int(m.group(1)) == n, detail
    assert int(m.group(2)) == 1200 * 700 * 4 // 1024 and int(m.group(3)) == meta["stored_bytes"] // 1024, detail
    assert meta["distinct_frames"] == STORE_BYTES // (1200 * 700 * 4), meta
    assert meta["stored_bytes"] == meta["distinct_frames"] * 1200 * 700 * 4, meta
    assert last.size == (1200, 700) and sc["selected"][0]["index"] == n - 1


def test_a_capture_whose_first_grab_fails_answers_with_its_metadata(hm, env):
    """A minimized window is still listed (the window manager keeps it), so the capture starts,
    but its very first grab fails: the answer is the capture's metadata with no frame and the
    stop reason, not a tool error."""
    mcp, dev = env["mcp"], env["dev"]
    client = probe(hm, env, colour=(40, 160, 40))
    iconify(env["xserver"], client.window_id)
    [listed] = [w for w in mcp.device(dev, include_windows=True)["windows"] if w["id"] == client.window_id]
    assert listed["title"] == client.title
    meta = mcp.sequence_capture(dev, window_id=client.window_id, duration_ms=1000, fps=4)
    assert meta["stop_reason"] == "capture_failed", meta["text"]
    assert meta["frame_count"] == 0 and meta.get("frames", []) == [] and meta["distinct_frames"] == 0, meta
    assert "not visible" in meta["stop_detail"] and str(client.window_id) in meta["stop_detail"], meta
    assert meta["pending_slots"] == 4 and meta["skipped_slots"] == [], meta
    assert meta["actual_fps"] is None and meta["interval_ms"] is None and meta["stored_bytes"] == 0, meta
    assert meta["running"] is False and meta["target"] == {"kind": "window", "window": client.window_id}, meta
    assert "0 frames" in meta["text"] and "stop_reason capture_failed" in meta["text"], meta["text"]
    assert "partial" in meta["text"], meta["text"]
    client.proc.kill()


def test_a_composite_of_frames_of_two_sizes_is_refused(hm, env):
    """A window moved half off the screen mid-capture is grabbed as the part still on it:
    its frames then have two sizes, and a max or min composite of them is refused."""
    mcp, dev, xs = env["mcp"], env["dev"], env["xserver"]
    client = probe(hm, env, colour=(200, 200, 40))
    threading.Timer(0.7, move, args=(xs, client.window_id, xs.width - 100, 300)).start()
    meta = mcp.sequence_capture(dev, window_id=client.window_id, duration_ms=2000, fps=10)
    assert meta["stop_reason"] == "completed", meta["text"]
    sizes = [(f["width"], f["height"]) for f in meta["frames"]]
    assert sizes[0] == (240, 160), sizes
    assert len(set(sizes)) == 2 and sizes[-1][0] < 240 and sizes[-1][1] == 160, sizes
    first_small = next(i for i, s in enumerate(sizes) if s != sizes[0])
    assert meta["frames"][first_small]["geometry_changed"] is True, meta["frames"][first_small]
    seq = meta["sequence_id"]
    for which in ("max", "min"):
        text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": seq,
                                                  "as": which})
        assert "as:" in text and "one size" in text, text
        assert f"{sizes[0][0]}x{sizes[0][1]}" in text and f"{sizes[-1][0]}x{sizes[-1][1]}" in text, text
    # frames of one size compose; a region cropping both sizes to one does too
    _, [img], _ = mcp.sequence_frames(dev, seq, select={"from": 0, "to": first_small - 1}, **{"as": "max"})
    assert img.size == (240, 160), img.size
    _, [img], _ = mcp.sequence_frames(dev, seq, region={"x": 0, "y": 0, "width": 64, "height": 64}, **{"as": "max"})
    assert img.size == (64, 64), img.size
    client.proc.kill()


def test_a_watch_of_more_than_48_mib_of_distinct_frames_stops_itself(hm, env):
    mcp, dev = env["mcp"], env["dev"]
    with changing_noise(hm, env) as noise:
        started, _, _ = mcp.watch(dev, "start", window_id=noise.window_id, fps=10, max_long_edge=4096)
        seq = started["sequence_id"]

        def stopped():
            st, _, _ = mcp.watch(dev, "status", sequence_id=seq)
            return st["watch"] if not st["watch"]["running"] else None

        w = H.wait_until("the watch to stop by itself", stopped, timeout=30, interval=0.3,
                         procs=[env["agent"].proc])
    assert w["stop_reason"] == "byte_limit", w
    assert w["stop_detail"] == "48 MiB of distinct frames reached", w
    assert w["elapsed_ms"] < 30000, w
    # stopped early, it reports the slots up to its timeout it never sampled: 60 s at 10 fps
    assert w["pending_slots"] > 0 and w["frame_count"] + len(w["skipped_slots"]) + w["pending_slots"] == 600, w
    assert w["distinct_frames"] == STORE_BYTES // (1200 * 700 * 4) and w["frame_count"] < 3000, w
    assert w["stored_bytes"] == w["distinct_frames"] * 1200 * 700 * 4, w
    receipt, [sheet], text = mcp.watch(dev, "stop", sequence_id=seq)
    assert receipt["meta"]["stop_reason"] == "byte_limit", receipt["meta"]
    assert "stop_reason byte_limit" in text and "partial" in text, text
    assert receipt["sheet_omitted"] == 0 and len(receipt["tiles"]) <= 40, receipt["tiles"]


def test_input_into_another_window_is_no_span_of_the_watch(hm, env):
    """Two windows side by side; a watch of the first while a key clicks into the second and
    types there (the window manager gives it the focus): none of that is a span of the watch.
    Clicking into the watched window and typing there is noted, by name."""
    relay, dev, xs = env["relay"], env["dev"], env["xserver"]
    key = relay.create_key("x11-watch-input", SCOPES + ["input"], ["*"])
    mcp = relay.mcp(key["secret"])
    tag = uuid.uuid4().hex[:6]
    watched = H.XClient.start(hm, xs, f"watched {tag}", "SeqWatched", (200, 60, 60), (300, 200), (60, 60))
    other = H.XClient.start(hm, xs, f"other {tag}", "SeqOther", (60, 60, 200), (300, 200), (700, 400))
    try:
        def listed():
            wins = {w["id"]: w for w in mcp.device(dev, include_windows=True)["windows"]}
            return wins if watched.window_id in wins and other.window_id in wins else None

        wins = H.wait_until("both windows to be listed", listed, timeout=10, interval=0.2,
                            procs=[watched.proc, other.proc, env["agent"].proc])

        def centre(w):
            return w["x"] + w["width"] // 2, w["y"] + w["height"] // 2

        def focus_on(client):
            return H.wait_until(f"{client.title} to have the focus", lambda: [
                w for w in mcp.device(dev, include_windows=True)["windows"] if w["focused"]
                and w["id"] == client.window_id] or None, timeout=10, interval=0.1)

        (ax, ay), (bx, by) = centre(wins[watched.window_id]), centre(wins[other.window_id])
        started, _, _ = mcp.watch(dev, "start", window_id=watched.window_id, fps=10)
        seq = started["sequence_id"]
        mcp.input(dev, "click", x=bx, y=by)
        focus_on(other)
        mcp.input(dev, "type", text="elsewhere")
        H.wait_until("the other window to receive the keys", lambda: "elsewhere" in other.keys(), timeout=5,
                     procs=[other.proc, env["agent"].proc])
        assert watched.keys() == "" and not [e for e in watched.events() if e.startswith("button")], (
            watched.keys(), watched.events())
        st, _, _ = mcp.watch(dev, "status", sequence_id=seq)
        assert st["watch"]["running"] and st["watch"].get("actions", []) == [], st["watch"]
        mcp.input(dev, "click", x=ax, y=ay)
        focus_on(watched)
        mcp.input(dev, "type", text="here")
        H.wait_until("the watched window to receive the keys", lambda: "here" in watched.keys(), timeout=5,
                     procs=[watched.proc, env["agent"].proc])
        receipt, _, text = mcp.watch(dev, "stop", sequence_id=seq)
        actions = receipt["meta"]["actions"]
        assert [a["name"] for a in actions] == [f"click left {ax},{ay}", "type 4 chars"], actions
        assert "type 9 chars" not in text and f"click left {bx},{by}" not in text, text
    finally:
        watched.proc.kill()
        other.proc.kill()
