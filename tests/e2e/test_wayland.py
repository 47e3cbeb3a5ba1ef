"""The native Wayland backend (``--source wayland``) on Debian's sway, headless with the pixman
renderer, driven through the official MCP client:

* The device is a ``wayland`` backend whose one display is sway's output, with screenshots and
  input (the compositor offers wlr-screencopy, the virtual pointer and the virtual keyboard),
  and a window list without places (wlr-foreign-toplevel-management): ``window_list``, not
  ``windows``.
* ``list_devices`` with ``include_windows`` lists the foot terminals by title and app id, the
  one sway focuses marked so, following a focus change; a screenshot of one refuses, saying to
  capture the display.
* Screen memory with its built-in denylist: a password manager's window (KeePassXC's app id
  and title) pauses it while focused and still while shown elsewhere, since Wayland cannot
  say where to black it out; once it closes, the memory keeps frames again.
* A PNG screenshot equals, pixel for pixel, what grim (another screencopy client) reads; a
  change made after a quiet spell (while screenshots answer from the kept copy) shows in the
  very next screenshot once grim sees it.
* Screenshots taken back to back of a window flashing through three colours at every frame
  (where a screenshot may answer from the frame the damage sensor just copied) each show
  one whole colour, never two (a buffer read while the compositor wrote it); once it stops,
  the next screenshot equals grim's.
* Typed text reaches the focused foot terminal; a click on the other one moves sway's focus
  there, and text typed next reaches it.
* A recording at 10 fps is a clean MP4 of its duration; a sequence sees a window opened
  mid-capture.
* On a compositor without the wlr protocols (Debian's weston, headless), the device comes
  online without screenshot and input capabilities, and each tool refuses naming the protocol
  it lacks (and the portal, for capture).
"""

from __future__ import annotations

import time
import uuid
from datetime import datetime, timedelta, timezone

import pytest

import harness as H

pytestmark = pytest.mark.wayland


def foot(hm: H.Harness, sway: H.Sway, app_id: str, background: str) -> tuple[H.Proc, object]:
    """A foot terminal of background colour ``background`` (RRGGBB) that writes what is typed
    into it to a file (no echo, no line buffering); returns the process and the file."""
    keys = hm.dir("foot") / "keys.txt"
    proc = hm.spawn(f"foot-{app_id}", ["foot", "--app-id", app_id, "--title", app_id, "-o",
                                       f"colors.background={background}", "-e", "sh", "-c",
                                       f"stty -icanon -echo; exec cat > {keys}"], env=sway.env)

    def mapped() -> bool:
        return any(n.get("app_id") == app_id for n in leaves(sway.msg("-t", "get_tree")))

    H.wait_until(f"foot {app_id} to be mapped", mapped, timeout=15, interval=0.2, procs=[proc])
    return proc, keys


def leaves(node: dict) -> list[dict]:
    children = node.get("nodes", []) + node.get("floating_nodes", [])
    return [node] if not children else [leaf for c in children for leaf in leaves(c)]


@pytest.fixture(scope="module")
def env(hm):
    sway = H.Sway(hm).start()
    left, left_keys = foot(hm, sway, f"left-{uuid.uuid4().hex[:4]}", "803020")
    right_app_id = f"right-{uuid.uuid4().hex[:4]}"
    right, right_keys = foot(hm, sway, right_app_id, "203080")
    relay = hm.relay()
    dev, agent = hm.device(relay, "wayland", source="wayland", env=sway.env)
    key = relay.create_key("wayland", [*H.ALL_SCOPES, "screen_sequence"], ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"]), "sway": sway,
            "left": left, "left_keys": left_keys, "right": right, "right_keys": right_keys,
            "right_app_id": right_app_id}


def test_the_device_is_the_compositors_output(env):
    d = env["mcp"].device(env["dev"])
    assert d["online"] is True and d["platform"]["backend"] == "wayland", d
    assert [(x["name"], x["width"], x["height"]) for x in d["displays"]] == [("HEADLESS-1", 1280, 800)], d["displays"]
    assert {"screenshot", "input", "window_list"} <= set(d["capabilities"]), d["capabilities"]
    assert "windows" not in d["capabilities"], d["capabilities"]
    why = {u["capability"]: u["reason"] for u in d.get("unavailable", [])}
    assert "capture the display" in why["windows"], why


def test_a_screenshot_is_what_grim_reads(env, tmp_path):
    mcp, sway = env["mcp"], env["sway"]

    def same():
        ours = mcp.screenshot(env["dev"], format="png").image.convert("RGB")
        theirs = sway.grim(tmp_path / "grim.png")
        return ours if ours.tobytes() == theirs.tobytes() else None

    shot = H.wait_until("the screenshot to equal grim's", same, timeout=10, interval=0.5, procs=[env["agent"].proc])
    assert shot.size == (1280, 800)
    colours = {c for _, c in shot.getcolors(maxcolors=1 << 20)}
    assert len(colours) > 2, "the screen shows the two terminals, not one colour"


def test_typed_text_and_a_click_reach_the_clients(env):
    mcp, dev, sway = env["mcp"], env["dev"], env["sway"]
    mcp.screenshot(dev, format="png")  # input maps coordinates in the last screenshot
    focused = sway.focused()
    assert focused and focused["app_id"].startswith("right-"), focused
    mcp.input(dev, "type", text="Hi way!")
    H.wait_until("the right terminal to get the text", lambda: env["right_keys"].read_text() == "Hi way!",
                 timeout=5, procs=[env["agent"].proc, env["right"]])
    # Tiled side by side: a click in the left half focuses the left terminal.
    mcp.input(dev, "click", x=200, y=400)
    H.wait_until("sway to focus the left terminal",
                 lambda: (f := sway.focused()) and f["app_id"].startswith("left-"), timeout=5,
                 procs=[env["agent"].proc])
    mcp.input(dev, "type", text="left")
    H.wait_until("the left terminal to get the text", lambda: env["left_keys"].read_text() == "left",
                 timeout=5, procs=[env["agent"].proc, env["left"]])
    assert env["right_keys"].read_text() == "Hi way!"


def test_a_recording_is_a_clean_mp4(env, tmp_path):
    mcp, dev = env["mcp"], env["dev"]
    started = mcp.recording(dev, "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started
    mcp.input(dev, "type", text="recorded")
    time.sleep(3)
    mcp.recording(dev, "stop")
    ready = mcp.wait_recording(dev, "ready", procs=[env["agent"].proc])["file"]
    assert ready["dropped_frames"] == 0, ready
    info = H.clean_mp4(ready["download_url"], tmp_path / "wayland.mp4", ready["size_bytes"])
    video = [s for s in info["streams"] if s["codec_type"] == "video"][0]
    assert (video["width"], video["height"]) == (1280, 800), video
    assert 2.5 <= float(info["format"]["duration"]) <= 5.0, info["format"]


def test_a_sequence_sees_a_window_opened_mid_capture(hm, env):
    mcp, dev, sway = env["mcp"], env["dev"], env["sway"]
    _, (first, last), (third, _) = H.sequence_around(
        mcp, dev, lambda: foot(hm, sway, f"third-{uuid.uuid4().hex[:4]}", "208030"), duration_ms=3000, fps=5)
    # A third tile takes a third of the screen, in its own colour.
    green = (0x20, 0x80, 0x30)
    count = {c: n for n, c in first.getcolors(maxcolors=1 << 20)}.get(green, 0)
    assert count == 0, count
    count = {c: n for n, c in last.getcolors(maxcolors=1 << 20)}.get(green, 0)
    assert count > 1280 * 800 // 4, f"the window opened mid-capture does not show ({count} pixels)"
    third.kill()


def test_a_change_after_a_quiet_spell_shows_in_the_next_screenshot(hm, env, tmp_path):
    # A still output is answered from the backend's kept copy while its damage sensor stays
    # quiet; the sensor must fire on the change, or the next screenshot would be stale.
    mcp, dev, sway = env["mcp"], env["dev"], env["sway"]
    yellow = (0xA0, 0xA0, 0x20)

    def yellow_pixels(picture) -> int:
        return {c: n for n, c in picture.getcolors(maxcolors=1 << 20)}.get(yellow, 0)

    mcp.screenshot(dev, format="png")
    time.sleep(0.5)
    before = mcp.screenshot(dev, format="png").image.convert("RGB")
    assert yellow_pixels(before) == 0
    proc, _ = foot(hm, sway, f"fourth-{uuid.uuid4().hex[:4]}", "a0a020")
    H.wait_until("grim to show the new window",
                 lambda: yellow_pixels(sway.grim(tmp_path / "grim.png")) > 1280 * 800 // 8,
                 timeout=10, interval=0.1, procs=[proc])
    after = mcp.screenshot(dev, format="png").image.convert("RGB")
    assert yellow_pixels(after) > 1280 * 800 // 8, "the screenshot after the change is stale"
    proc.kill()


def test_back_to_back_screenshots_of_a_flashing_window_are_whole_frames(hm, env, tmp_path):
    mcp, dev, sway = env["mcp"], env["dev"], env["sway"]
    colours = [(0xE0, 0x10, 0x10), (0x10, 0xE0, 0x10), (0x10, 0x10, 0xE0)]
    hexes = " ".join(f"{r:02x}/{g:02x}/{b:02x}" for r, g, b in colours)
    # foot repaints its whole window on a new background (OSC 11), many times a refresh.
    flash = f"while :; do for c in {hexes}; do printf '\\033]11;rgb:%s\\033\\\\' $c; sleep 0.004; done; done"
    app_id = f"flash-{uuid.uuid4().hex[:4]}"
    proc = hm.spawn(f"foot-{app_id}", ["foot", "--app-id", app_id, "-e", "sh", "-c", flash], env=sway.env)
    H.wait_until(f"foot {app_id} to be mapped",
                 lambda: any(n.get("app_id") == app_id for n in leaves(sway.msg("-t", "get_tree"))),
                 timeout=15, interval=0.2, procs=[proc])
    # Small pictures, so that the calls follow each other well inside a refresh.
    shown = []
    for _ in range(30):
        shot = mcp.screenshot(dev, format="png", max_long_edge=64).image.convert("RGB")
        counts = {c: n for n, c in shot.getcolors(1 << 20)}
        shown.append([counts.get(c, 0) for c in colours])
    big = 64 * 40 // 8
    whole = [s for s in shown if sum(n > big for n in s) == 1]
    torn = [s for s in shown if sum(n > 0 for n in s) > 1]
    assert len(whole) == len(shown) and not torn, f"pixels of each colour per screenshot: {shown}"
    assert len({max(range(3), key=s.__getitem__) for s in shown}) > 1, f"the window did not flash: {shown}"
    proc.kill()
    H.wait_until("the flashing window to close",
                 lambda: not any(n.get("app_id") == app_id for n in leaves(sway.msg("-t", "get_tree"))),
                 timeout=10, interval=0.1)

    def same():
        ours = mcp.screenshot(dev, format="png").image.convert("RGB")
        return ours.tobytes() == sway.grim(tmp_path / "grim.png").tobytes()

    H.wait_until("the screenshot after the flashing to equal grim's", same, timeout=5, interval=0.2)


def test_windows_are_listed_by_name_with_the_focus_and_no_place(env):
    mcp, dev, sway = env["mcp"], env["dev"], env["sway"]

    def listed() -> dict[str, dict]:
        return {w.get("class"): w for w in mcp.device(dev, include_windows=True)["windows"]}

    names = [n["app_id"] for n in leaves(sway.msg("-t", "get_tree")) if n.get("app_id")]
    was = sway.focused()["app_id"]
    for app_id in [n for n in names if n != was] + [was]:
        sway.msg(f"[app_id={app_id}] focus")
        windows = H.wait_until(f"{app_id} listed as focused",
                               lambda: (w := listed()).get(app_id, {}).get("focused") and w, timeout=10)
        assert set(names) <= set(windows), windows
        assert [a for a, w in windows.items() if w["focused"]] == [app_id], windows
        for app, w in windows.items():
            assert w["title"] == app and w["visible"] is True, w
            assert not {"x", "y", "width", "height"} & set(w), f"a Wayland window has no place: {w}"
    ids = {w["id"] for w in listed().values()}
    assert len(ids) == len(names) and all(isinstance(i, int) and i > 0 for i in ids), ids
    text = H.result_text(mcp.call_ok("list_devices", {"device_id": dev, "include_windows": True}))
    assert "place unknown (capture the display)" in text, text
    refused = mcp.call_error("screenshot", {"device_id": dev, "window_id": min(ids)})
    assert "window_id" in refused and "capture the display" in refused, refused
    refused = mcp.call_error("screen_sequence", {"device_id": dev, "action": "capture", "window_id": min(ids),
                                                 "duration_ms": 1000})
    assert "window_id" in refused and "capture the display" in refused, refused


def test_a_shown_password_manager_pauses_the_screen_memory_until_it_closes(hm, env):
    sway = env["sway"]
    relay = env["relay"]
    dev, agent = hm.device(relay, "wayland-memory", source="wayland", env=sway.env, extra_args=["--screen-memory"])
    key = relay.create_key("wayland-memory", ["list_devices", "get_screenshots"], [dev["id"]])
    mcp = relay.mcp(key["secret"])

    def memory() -> dict:
        return mcp.device(dev["id"])["screen_memory"]

    def frames_since(since: str) -> int:
        res = mcp.call_ok("get_screenshots", {"device_id": dev["id"], "from": since})
        return sum(1 for b in res.content if b.type == "image")

    H.wait_until("the memory active", lambda: memory()["state"] == "active", timeout=15, procs=[agent.proc])
    H.wait_until("a frame kept", lambda: frames_since(H.rfc3339(datetime.now(timezone.utc) - timedelta(seconds=60))) > 0, timeout=15)
    # A window named as KeePassXC names its own: sway focuses it as it maps.
    vault, _ = foot(hm, sway, "org.keepassxc.KeePassXC", "a02020")
    paused = H.wait_until("the memory paused", lambda: (m := memory())["state"] == "paused" and m, timeout=15)
    assert paused["reason"] == "denylisted_window", paused
    # Focus elsewhere: the vault is still on the screen, where the agent cannot black it out.
    left = next(n["app_id"] for n in leaves(sway.msg("-t", "get_tree")) if n.get("app_id", "").startswith("left-"))
    sway.msg(f"[app_id={left}] focus")
    # Said as it is: the vault is shown, it no longer has the focus.
    shown = H.wait_until("the memory paused for a shown window",
                         lambda: (m := memory()).get("reason") == "denylisted_window_shown" and m, timeout=15)
    assert shown == {"state": "paused", "reason": "denylisted_window_shown"}, shown
    since = H.rfc3339()
    time.sleep(2.5)  # two capture rounds
    assert memory() == shown, "a shown denylisted window keeps the memory paused"
    assert frames_since(since) == 0, "nothing is kept while a denylisted window is shown"
    said = H.result_text(mcp.call_ok("get_screenshots", {"device_id": dev["id"], "from": since}))
    assert "a denylisted window is shown" in said and "has the focus" not in said, said
    vault.kill()
    sway.msg(f"[app_id={env['right_app_id']}] focus")
    H.wait_until("the memory active again", lambda: memory()["state"] == "active", timeout=15)
    H.wait_until("a frame kept after the vault closed", lambda: frames_since(since) > 0, timeout=15)


@pytest.fixture(scope="module")
def weston(hm):
    """Debian's weston, headless: a compositor with outputs but none of the wlr protocols (as
    GNOME and KDE). It runs as root, in a runtime directory of its own."""
    runtime = hm.dir("weston-runtime")
    runtime.chmod(0o700)
    proc = hm.spawn("weston", ["weston", "--backend=headless-backend.so", "--socket=wayland-weston",
                               "--width=800", "--height=600", "--idle-time=0"], env={"XDG_RUNTIME_DIR": str(runtime)})
    H.wait_until("weston to listen", lambda: (runtime / "wayland-weston").exists(), timeout=20, procs=[proc])
    return {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-weston"}


def test_a_compositor_without_the_wlr_protocols_is_refused_by_name(hm, weston):
    relay = hm.relay()
    dev, agent = hm.device(relay, "weston", source="wayland", env=weston)
    key = relay.create_key("weston", [*H.ALL_SCOPES, "screen_sequence"], ["*"])
    mcp = relay.mcp(key["secret"])
    d = mcp.device(dev["id"])
    assert d["online"] is True and d["platform"]["backend"] == "wayland", d
    assert [(x["width"], x["height"]) for x in d["displays"]] == [(800, 600)], d["displays"]
    # Nothing that needs a grab or input: no screenshot, recording, sequence, live view.
    assert d["capabilities"] == [], d["capabilities"]
    why = {u["capability"]: u["reason"] for u in d["unavailable"]}
    assert "wlr-screencopy" in why["screenshot"] and "virtual pointer" in why["input"], why
    shot = mcp.call_error("screenshot", {"device_id": dev["id"]})
    assert "wlr-screencopy" in shot and "portal" in shot, shot
    typed = mcp.call_error("input", {"device_id": dev["id"], "action": "type", "text": "x"})
    assert "virtual keyboard" in typed, typed
    rec = mcp.call_error("screen_recording", {"device_id": dev["id"], "action": "start", "file": {"enabled": True}})
    assert "wlr-screencopy" in rec, rec
    seq = mcp.call_error("screen_sequence", {"device_id": dev["id"], "action": "capture", "duration_ms": 1000})
    assert "wlr-screencopy" in seq, seq
    assert agent.proc.alive(), "the agent keeps running"
