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


def contains(outer: dict, rect: tuple[int, int, int, int]) -> bool:
    x, y, w, h = rect
    return (outer["x"] <= x and outer["y"] <= y and x + w <= outer["x"] + outer["width"]
            and y + h <= outer["y"] + outer["height"])


def probe_entry(env) -> tuple[dict, tuple[int, int, int, int]]:
    """The probe's entry in list_devices (include_windows) once the window manager has placed it,
    and its client area as the X server reports it."""
    mcp, probe = env["mcp"], env["probe"]

    def find() -> tuple[dict, tuple[int, int, int, int]] | None:
        windows = mcp.device(env["dev"]["id"], include_windows=True)["windows"]
        hits = [w for w in windows if w["title"] == probe.title]
        if not hits:
            raise AssertionError(f"probe window {probe.title!r} not listed; titles: {[w['title'] for w in windows]}")
        client = probe.client_rect(env["xserver"])
        if len(hits) == 1 and client[0] >= POS[0] and client[1] >= POS[1] and contains(hits[0], client):
            return hits[0], client
        raise AssertionError(f"listed {hits} does not (yet) contain the client area {client}")

    return H.wait_until("the probe window to be listed around its client area", find, timeout=10, interval=0.3,
                        procs=[env["agent"].proc, env["probe"].proc])


def test_device_reports_the_x11_screen(env):
    d = env["mcp"].device(env["dev"]["id"])
    assert d["platform"]["backend"] == "x11"
    assert d["online"] is True
    disp = [x for x in d["displays"] if x["primary"]]
    assert len(disp) == 1 and (disp[0]["width"], disp[0]["height"]) == (1280, 800), d["displays"]
    assert {"screenshot", "input", "windows"} <= set(d["capabilities"]), d["capabilities"]


def test_probe_window_is_listed(env):
    w, _ = probe_entry(env)
    probe = env["probe"]
    assert w["id"] == probe.window_id, f"listed id {w['id']}, the probe's window is {probe.window_id}"
    assert w["class"] == "E2eProbe", w
    assert w["pid"] == probe.proc.pid, f"pid {w.get('pid')} != probe pid {probe.proc.pid}"
    assert w["visible"] is True, w


def test_listed_size_is_the_windows_size(env):
    """The window was created 320x200 (fixed size hints): that is its size in the listing."""
    w, client = probe_entry(env)
    assert client[2:] == SIZE, f"the X server says the client area is {client}"
    assert (w["width"], w["height"]) == SIZE, (
        f"listed {w['width']}x{w['height']} at ({w['x']},{w['y']}); the window is {SIZE[0]}x{SIZE[1]} at "
        f"({client[0]},{client[1]}) according to the X server"
    )


def window_shot(env) -> tuple[dict, tuple[int, int, int, int], H.Shot]:
    w, client = probe_entry(env)
    shot = env["mcp"].screenshot(env["dev"]["id"], window_id=w["id"], format="png")
    return w, client, shot


def test_window_screenshot_shows_its_colour(env):
    w, client, shot = window_shot(env)
    assert shot.size == (w["width"], w["height"]), f"window screenshot {shot.size} != listed size {w}"
    # The client area sits at this offset in the grabbed rectangle.
    ox, oy = client[0] - w["x"], client[1] - w["y"]
    area = shot.image.crop((ox, oy, ox + SIZE[0], oy + SIZE[1]))
    colours = area.getcolors(maxcolors=SIZE[0] * SIZE[1])
    count, colour = max(colours)
    assert colour == COLOUR and count == SIZE[0] * SIZE[1], (
        f"client area at offset ({ox},{oy}) of the window screenshot: {count} pixels of {colour}, want all {COLOUR}"
    )
    assert str(w["id"]) in shot.text or env["probe"].title in shot.text, shot.text


def test_window_screenshot_has_the_windows_size(env):
    _, _, shot = window_shot(env)
    assert shot.size == SIZE, f"window screenshot is {shot.size[0]}x{shot.size[1]}, the window is {SIZE[0]}x{SIZE[1]}"


def test_display_screenshot_shows_the_window_where_it_is(env):
    _, (cx, cy, cw, ch) = probe_entry(env)
    shot = env["mcp"].screenshot(env["dev"]["id"], format="png")
    assert shot.size == (1280, 800)
    px = shot.image.load()
    for x, y in [(cx, cy), (cx + cw - 1, cy + ch - 1), (cx + cw // 2, cy + ch // 2)]:
        assert px[x, y] == COLOUR, f"({x},{y}) is {px[x, y]}; the X server puts the window at {(cx, cy, cw, ch)}"


def test_click_then_type_reaches_the_window(env):
    mcp, probe, dev = env["mcp"], env["probe"], env["dev"]["id"]
    w, client, shot = window_shot(env)
    # The last screenshot is of the window (1:1), so the client's (160, 100) is at this pixel of it.
    ox, oy = client[0] - w["x"], client[1] - w["y"]
    assert shot.size[0] > ox + 160 and shot.size[1] > oy + 100, (shot.size, w, client)
    mcp.input(dev, "click", x=ox + 160, y=oy + 100)
    clicks = H.wait_until("the probe to log a button press",
                          lambda: [e for e in probe.events() if e.startswith("button 1 ")], timeout=5,
                          procs=[env["agent"].proc, probe.proc])
    _, _, bx, by = clicks[-1].split()
    assert (int(bx), int(by)) == (160, 100), (
        f"click at pixel ({ox + 160},{oy + 100}) of the window screenshot arrived at ({bx},{by}) in the window, "
        "want (160,100)"
    )
    mcp.input(dev, "type", text="hello")
    H.wait_until("the probe to receive 'hello'", lambda: "hello" in probe.keys(), timeout=5,
                 procs=[env["agent"].proc, probe.proc])
    assert probe.keys() == "hello", f"the probe received {probe.keys()!r}"
    focused = [x for x in mcp.device(dev, include_windows=True)["windows"] if x["focused"]]
    assert [x["title"] for x in focused] == [probe.title], focused


def test_png_result_larger_than_one_mebibyte_reaches_the_client(env):
    """A PNG no codec can shrink (random pixels) is far above the 1 MiB that SSE clients cap an
    event at; the result must still arrive whole through the official SDK."""
    mcp, dev = env["mcp"], env["dev"]["id"]
    noise = H.XClient.start(env["xserver"].h, env["xserver"], "E2E noise", "E2eNoise", (0, 0, 0), (640, 560),
                            (20, 20), noise=True)
    windows = H.wait_until(
        "the noise window to be listed",
        lambda: [w for w in mcp.device(dev, include_windows=True)["windows"] if w["title"] == "E2E noise"] or None,
        timeout=10, interval=0.3, procs=[env["agent"].proc, noise.proc])
    shot = mcp.screenshot(dev, window_id=windows[0]["id"], format="png")
    assert shot.size == (640, 560)
    assert len(shot.data) > 1024 * 1024, f"the noise PNG is only {len(shot.data)} bytes"
    noise.proc.kill()
