"""The X11 source under Xvfb + openbox: a probe window opened by the test is listed with its
title, class and pid, a window screenshot shows its colour and size, and a click then typed
text reach it (it logs what it receives)."""

from __future__ import annotations

import uuid

import pytest

import harness as H

pytestmark = pytest.mark.x11

COLOUR = (0x1E, 0xB4, 0x5A)
SIZE = (320, 200)
# Far from the top-left, so that window-relative and screen coordinates cannot be confused.
POS = (700, 450)


@pytest.fixture(scope="module")
def env(hm, xserver):
    relay = hm.relay()
    title = f"E2E probe \u2013 {uuid.uuid4().hex[:8]}"
    probe = H.XClient.start(hm, xserver, title, "E2eProbe", COLOUR, SIZE, POS)
    dev, agent = hm.device(relay, "x11-dev", source="x11", env=xserver.env)
    key = relay.create_key("x11", ["list_devices", "screenshot", "input"], ["*"])
    return {"relay": relay, "dev": dev, "agent": agent, "probe": probe, "mcp": relay.mcp(key["secret"]),
            "xserver": xserver}


def probe_entry(env) -> dict:
    """The probe's entry in list_devices (include_windows), once the window manager has placed it."""
    mcp, probe = env["mcp"], env["probe"]

    def find() -> dict | None:
        windows = mcp.device(env["dev"]["id"], include_windows=True)["windows"]
        hits = [w for w in windows if w["title"] == probe.title]
        if len(hits) == 1 and hits[0]["x"] >= POS[0] and hits[0]["y"] >= POS[1]:
            return hits[0]
        if not hits:
            raise AssertionError(f"probe window {probe.title!r} not listed; titles: {[w['title'] for w in windows]}")
        return None

    return H.wait_until("the probe window to be listed at its place", find, timeout=10, interval=0.3,
                        procs=[env["agent"].proc, probe.proc])


def test_device_reports_the_x11_screen(env):
    d = env["mcp"].device(env["dev"]["id"])
    assert d["platform"]["backend"] == "x11"
    assert d["online"] is True
    disp = [x for x in d["displays"] if x["primary"]]
    assert len(disp) == 1 and (disp[0]["width"], disp[0]["height"]) == (1280, 800), d["displays"]
    assert {"screenshot", "input", "windows"} <= set(d["capabilities"]), d["capabilities"]


def test_probe_window_is_listed(env):
    w = probe_entry(env)
    probe = env["probe"]
    assert w["class"] == "E2eProbe", w
    assert w["pid"] == probe.proc.pid, f"pid {w.get('pid')} != probe pid {probe.proc.pid}"
    assert (w["width"], w["height"]) == SIZE, w
    assert w["visible"] is True, w


def test_window_screenshot_shows_its_colour_and_size(env):
    w = probe_entry(env)
    shot = env["mcp"].screenshot(env["dev"]["id"], window_id=w["id"], format="png")
    assert shot.size == SIZE, f"window screenshot is {shot.size}, the window is {SIZE}"
    colours = shot.image.getcolors(maxcolors=SIZE[0] * SIZE[1])
    main_count, main_colour = max(colours)
    assert main_colour == COLOUR, f"dominant colour {main_colour}, want {COLOUR}"
    assert main_count == SIZE[0] * SIZE[1], f"only {main_count} of {SIZE[0] * SIZE[1]} pixels are the window colour"
    assert env["probe"].title in shot.text or str(w["id"]) in shot.text, shot.text


def test_display_screenshot_shows_the_window_where_listed(env):
    w = probe_entry(env)
    shot = env["mcp"].screenshot(env["dev"]["id"], format="png")
    assert shot.size == (1280, 800)
    px = shot.image.load()
    for x, y in [(w["x"], w["y"]), (w["x"] + w["width"] - 1, w["y"] + w["height"] - 1),
                 (w["x"] + w["width"] // 2, w["y"] + w["height"] // 2)]:
        assert px[x, y] == COLOUR, f"({x},{y}) is {px[x, y]}; the window is listed at {w}"


def test_click_then_type_reaches_the_window(env):
    mcp, probe, dev = env["mcp"], env["probe"], env["dev"]["id"]
    w = probe_entry(env)
    # The last screenshot is of the window, so (160, 100) is the middle of the window.
    assert mcp.screenshot(dev, window_id=w["id"], format="png").size == SIZE
    mcp.input(dev, "click", x=160, y=100)
    clicks = H.wait_until("the probe to log a button press",
                          lambda: [e for e in probe.events() if e.startswith("button 1 ")], timeout=5,
                          procs=[env["agent"].proc, probe.proc])
    _, _, bx, by = clicks[-1].split()
    assert abs(int(bx) - 160) <= 1 and abs(int(by) - 100) <= 1, (
        f"click at window pixel (160,100) arrived at ({bx},{by}) in the window"
    )
    mcp.input(dev, "type", text="hello")
    H.wait_until("the probe to receive 'hello'", lambda: "hello" in probe.keys(), timeout=5,
                 procs=[env["agent"].proc, probe.proc])
    assert probe.keys() == "hello", f"the probe received {probe.keys()!r}"
    focused = [x for x in mcp.device(dev, include_windows=True)["windows"] if x["focused"]]
    assert [x["title"] for x in focused] == [probe.title], focused
