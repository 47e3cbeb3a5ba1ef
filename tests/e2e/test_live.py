"""screen_recording, live channel: a human's browser on the device's screen, through the relay.

Everything is real: the relay and the agent (its own RFB server, or x11vnc tunnelled with
``--live-vnc``), Debian's headless chromium opening the ``viewer_url`` the tool returned (the
relay's /view/ page around noVNC), and vncdotool, an RFB client nobody here wrote, reaching
the relay through a small TCP-to-WebSocket bridge. What the browser shows is read from the
noVNC canvas at the framebuffer's resolution and compared with the synthetic source's
documented picture, with an MCP screenshot, or with a known X window. The wire facts (close
codes, ticket info, audit names) are those of the live contract (proto/src/live.rs).
"""

from __future__ import annotations

import json
import time
import uuid
import pytest

import harness as H

W, H_ = 1280, 800
SYN = H.Synthetic(W, H_)
# JPEG (Tight) may move a colour a little; flat areas stay close.
TOL = 24
# Mean absolute difference (0..255) allowed between the canvas and a PNG screenshot below the
# status strip and the moving box (rows 56..H), which change between the two grabs.
MAX_MEAN_DIFF = 6.0
STATIC_BOX = (0, 56, W, H_)


# ---------------------------------------------------------------------------------------------
# Fixtures: one relay with a synthetic device, one browser, for the module
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


@pytest.fixture(scope="module")
def synth(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "live-synth")
    key = relay.create_key("live", H.LIVE_SCOPES, ["*"])
    return {"relay": relay, "dev": dev, "id": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"])}


@pytest.fixture
def session(synth):
    """Starts live sessions on the synthetic device and makes sure none outlives the test."""
    started: list[dict] = []

    def start(**live) -> dict:
        sc = H.live_start(synth["mcp"], synth["id"], **live)
        started.append(sc)
        return sc

    yield start
    # Best effort: the session may have ended already (TTL, stop, a side left).
    synth["mcp"].call("screen_recording", {"device_id": synth["id"], "action": "stop", "live": {}})


def procs(env: dict) -> list[H.Proc]:
    return [p for p in (env["relay"].proc, env["agent"].proc) if p is not None]


def connected_page(browser: H.Browser, url: str, env: dict) -> H.BrowserPage:
    page = browser.open(url)
    st = page.wait_state("connected", "ended", "refused", timeout=20)
    assert st["state"] == "connected", f"viewer did not connect: {st}\n" + "\n".join(p.describe() for p in procs(env))
    return page


def synthetic_points() -> list[tuple[tuple[int, int], tuple[int, int, int]]]:
    """Points whose colour the synthetic source documents and which never change: the middle
    of each corner marker, a bottom corner of each window body, the background column."""
    pts = []
    for (x0, y0, x1, y1), colour in SYN.corners.values():
        pts.append((((x0 + x1) // 2, (y0 + y1) // 2), colour))
    for w in SYN.windows:
        pts.append(((w.x + w.width - 24, w.y + w.height - 12), w.body))
    # Clear of the points the control tests click (their marks stay on the device's screen).
    x = W // 2
    for y in (60, 180, 700):
        pts.append(((x, y), SYN.background(y)))
    return pts


def echo_title(env: dict) -> str:
    wins = env["mcp"].device(env["id"], include_windows=True)["windows"]
    titles = [w["title"] for w in wins if w.get("class") == "synthetic-echo"]
    assert len(titles) == 1, wins
    return titles[0]


def events(relay: H.Relay, kind: str) -> list[dict]:
    return [e for e in relay.audit() if e.get("kind") == kind]


# ---------------------------------------------------------------------------------------------
# (a) the viewer shows the device's screen
# ---------------------------------------------------------------------------------------------


def test_viewer_shows_the_synthetic_screen(browser, synth, session):
    reason = f"e2e look {uuid.uuid4().hex[:6]}"
    sc = session(mode="view", ttl_seconds=120, reason=reason)
    live = sc["live"]
    assert live["viewer_url"].startswith(f"{synth['relay'].url}/view/#t="), live
    ticket = H.ticket_of(live["viewer_url"])
    assert len(ticket) == 43, f"a ticket is 32 random bytes in unpadded base64url (43 chars): {ticket!r}"

    status, info = H.ticket_info(synth["relay"], ticket)
    assert status == 200 and info["state"] == "ready", info
    assert info["device"]["name"] == "live-synth" and info["device"]["id"] == synth["id"], info
    assert info["mode"] == "view" and info["reason"] == reason, info
    assert 100 <= info["expires_in_seconds"] <= 120, info
    assert info["viewer_connected"] is False and info["ended_reason"] is None, info

    page = connected_page(browser, live["viewer_url"], synth)
    got = page.wait_pixels(synthetic_points(), tol=TOL, timeout=15)
    assert (got["width"], got["height"]) == (W, H_), got

    # The whole picture, against a screenshot taken through MCP at the same moment.
    canvas = page.canvas()
    shot = synth["mcp"].screenshot(synth["id"], format="png")
    assert shot.size == canvas.size == (W, H_), (shot.size, canvas.size)
    diff = H.mean_abs_diff(canvas, shot.image, STATIC_BOX)
    assert diff <= MAX_MEAN_DIFF, f"canvas and MCP screenshot differ by {diff:.2f} on average below the strip"

    # The status bar and the address bar.
    st = page.state()
    assert "live-synth" in st["status_text"] and "View only" in st["status_text"], st["status_text"]
    assert reason in st["status_text"], st["status_text"]
    assert "#t=" not in st["url"] and ticket not in st["url"], f"the ticket stayed in the address bar: {st['url']}"

    # The relay knows a viewer is connected; the ticket is spent.
    status, info = H.ticket_info(synth["relay"], ticket)
    assert status == 200 and info["state"] == "used" and info["viewer_connected"] is True, info
    st_live = H.live_status(synth["mcp"], synth["id"]).get("live") or {}
    assert st_live.get("viewer_connected") is True, st_live
    page.close()


def test_canvas_follows_the_moving_box(browser, synth, session):
    """The picture is live: the orange box of the synthetic band moves across the canvas."""
    sc = session(mode="view", ttl_seconds=60)
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    page.wait_pixels(synthetic_points()[:4], tol=TOL)
    band_y = 48

    def box_x() -> int | None:
        row = page.pixels([(x, band_y) for x in range(32, W - 32, 4)])
        hits = [32 + 4 * i for i, c in enumerate(row) if H.near(c, (255, 128, 0), 60)]
        return hits[0] if hits else None

    first = H.wait_until("the orange box in the canvas", box_x, timeout=10)
    moved = H.wait_until("the orange box to move", lambda: (x := box_x()) is not None and x != first, timeout=10)
    assert moved
    page.close()


# ---------------------------------------------------------------------------------------------
# (b) a ticket works once
# ---------------------------------------------------------------------------------------------


def test_second_open_is_refused(browser, synth, session):
    sc = session(mode="view", ttl_seconds=120)
    url = sc["live"]["viewer_url"]
    ticket = H.ticket_of(url)
    first = connected_page(browser, url, synth)

    second = browser.open(url)
    st = second.wait_state("refused", "ended", "connected", timeout=15)
    assert st["state"] == "refused" and st["reason"] == "used", st
    assert st["message_visible"] and "already been used" in st["message"] and "work once" in st["message"], st

    code, reason, data = H.ws_close_code(synth["relay"], ticket)
    assert code == H.CLOSE_TICKET_USED, f"a used ticket got close {code} {reason!r} (and {len(data)} bytes)"
    assert data == b"", "no RFB byte may reach a refused viewer"
    code, _, _ = H.ws_close_code(synth["relay"], "A" * 43)
    assert code == H.CLOSE_TICKET_INVALID, code

    status, info = H.ticket_info(synth["relay"], "A" * 43)
    assert status == 404 and info["state"] == "unknown" and info.get("message"), (status, info)

    # The first viewer is unharmed.
    assert first.state()["state"] == "connected"
    first.wait_pixels(synthetic_points()[:4], tol=TOL)
    first.close()
    second.close()


def test_unknown_link_is_explained(browser, synth):
    page = browser.open(f"{synth['relay'].url}/view/#t={'B' * 43}")
    st = page.wait_state("refused", "ended", "connected", timeout=15)
    assert st["state"] == "refused" and st["reason"] == "unknown" and st["message_visible"], st
    page.close()


# ---------------------------------------------------------------------------------------------
# (c) TTL, (d) stop
# ---------------------------------------------------------------------------------------------


def test_short_ttl_closes_the_viewer(browser, synth, session):
    sc = session(mode="view", ttl_seconds=5)
    t0 = time.monotonic()
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    st = page.wait_state("ended", "refused", timeout=20)
    waited = time.monotonic() - t0
    assert st["state"] == "ended" and st["reason"] == "expired", st
    assert st["close_code"] == H.CLOSE_EXPIRED, st
    assert "time limit" in st["message"], st
    assert waited <= 5 + 8, f"the viewer closed {waited:.1f} s after start; the TTL was 5 s"
    status, info = H.ticket_info(synth["relay"], H.ticket_of(sc["live"]["viewer_url"]))
    assert info["state"] == "ended" and info["ended_reason"] == "expired", info
    page.close()


def test_stop_closes_the_viewer(browser, synth, session):
    sc = session(mode="view", ttl_seconds=120)
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    H.live_stop(synth["mcp"], synth["id"])
    st = page.wait_state("ended", "refused", timeout=15)
    assert st["state"] == "ended" and st["reason"] == "stopped", st
    assert st["close_code"] == H.CLOSE_STOPPED, st
    assert "stopped" in st["message"], st
    status, info = H.ticket_info(synth["relay"], H.ticket_of(sc["live"]["viewer_url"]))
    assert info["state"] == "ended" and info["ended_reason"] == "stopped", info
    page.close()


def test_device_leaving_ends_the_viewer(browser, hm, synth):
    """The agent dies mid-session: the viewer is closed with 4002 and says the device left."""
    import signal

    relay, mcp = synth["relay"], synth["mcp"]
    dev, agent = hm.device(relay, "live-leaver")
    sc = H.live_start(mcp, dev["id"], mode="view", ttl_seconds=120)
    page = connected_page(browser, sc["live"]["viewer_url"], {"relay": relay, "agent": agent})
    page.wait_pixels(synthetic_points()[:4], tol=TOL)
    agent.stop(signal.SIGKILL)
    st = page.wait_state("ended", "refused", timeout=20)
    assert st["state"] == "ended" and st["reason"] == "device_left", st
    assert st["close_code"] == H.CLOSE_PEER_LEFT, st
    status, info = H.ticket_info(relay, H.ticket_of(sc["live"]["viewer_url"]))
    assert info["state"] == "ended" and info["ended_reason"] == "device_left", info
    page.close()


# ---------------------------------------------------------------------------------------------
# (e) control mode: the browser drives the device, MCP input waits; (f) view mode does not
# ---------------------------------------------------------------------------------------------


def magenta_at(env: dict, x: int, y: int) -> bool:
    return env["mcp"].screenshot(env["id"], format="png").image.getpixel((x, y)) == H.MAGENTA


def test_control_mode_browser_input_reaches_the_device(browser, synth, session):
    mcp, dev = synth["mcp"], synth["id"]
    reason = "e2e takes the wheel"
    sc = session(mode="control", ttl_seconds=120, reason=reason)
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    assert "Control" in page.state()["status_text"]
    page.wait_pixels(synthetic_points()[:4], tol=TOL)

    # While the human has control, MCP input soft-fails and nothing reaches the device.
    before = echo_title(synth)
    res = mcp.call("input", {"device_id": dev, "action": "type", "text": "agent-was-here"})
    assert res.is_error, f"input during a control session must soft-fail: {H.result_text(res)!r}"
    text = H.result_text(res)
    assert "human" in text.lower() and "control" in text.lower() and reason in text, text
    assert "agent-was-here" not in echo_title(synth)

    # A click in the browser at a background point leaves the synthetic source's mark.
    x, y = W // 2, 250
    assert not magenta_at(synth, x, y)
    page.click(x, y)
    H.wait_until(f"the click mark at ({x},{y}) in an MCP screenshot", lambda: magenta_at(synth, x, y), timeout=10,
                 procs=procs(synth))
    page.wait_pixels([((x, y), H.MAGENTA)], tol=TOL, timeout=10)

    typed = f"hi{uuid.uuid4().hex[:5]}"
    page.type(typed)
    H.wait_until(f"{typed!r} in the echo window's title", lambda: typed in echo_title(synth), timeout=10,
                 procs=procs(synth))
    assert before != echo_title(synth)

    # After stop, MCP input works again.
    H.live_stop(mcp, dev)
    page.wait_state("ended", timeout=15)
    mcp.input(dev, "type", text="agent-again")
    assert "agent-again" in echo_title(synth)
    page.close()


def test_view_mode_browser_input_does_not_reach_the_device(browser, synth, session):
    mcp, dev = synth["mcp"], synth["id"]
    sc = session(mode="view", ttl_seconds=120)
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    page.wait_pixels(synthetic_points()[:4], tol=TOL)
    before = echo_title(synth)
    x, y = W // 2, 360
    assert not magenta_at(synth, x, y)
    page.click(x, y)
    page.type("zzview")
    time.sleep(1.5)
    assert not magenta_at(synth, x, y), "a click in a view-only viewer reached the device"
    assert "zzview" not in echo_title(synth) and echo_title(synth) == before
    # View mode does not pause the agent's own input.
    mcp.input(dev, "type", text="v")
    page.close()


# ---------------------------------------------------------------------------------------------
# (g) vncdotool through the relay
# ---------------------------------------------------------------------------------------------


def test_vncdotool_captures_through_the_relay(synth, session, tmp_path):
    sc = session(mode="view", ttl_seconds=120)
    bridge = H.RfbBridge(synth["relay"], H.ticket_of(sc["live"]["viewer_url"])).start()
    try:
        image = H.vncdo_capture(bridge.port, tmp_path / "vncdo.png")
    finally:
        bridge.close()
    assert image.size == (W, H_), image.size
    for (x, y), colour in synthetic_points():
        assert H.near(image.getpixel((x, y)), colour, TOL), f"vncdotool sees {image.getpixel((x, y))} at ({x},{y})"
    shot = synth["mcp"].screenshot(synth["id"], format="png")
    diff = H.mean_abs_diff(image, shot.image, STATIC_BOX)
    assert diff <= MAX_MEAN_DIFF, f"vncdotool's capture and the MCP screenshot differ by {diff:.2f} on average"
    assert not bridge.errors, bridge.errors


# ---------------------------------------------------------------------------------------------
# (j) audit
# ---------------------------------------------------------------------------------------------


def test_audit_records_the_session_but_no_keystrokes(browser, synth, session):
    relay = synth["relay"]
    reason = f"audit {uuid.uuid4().hex[:6]}"
    secret_text = f"s3cr3t{uuid.uuid4().hex[:6]}"
    sc = session(mode="control", ttl_seconds=90, reason=reason)
    page = connected_page(browser, sc["live"]["viewer_url"], synth)
    page.wait_pixels(synthetic_points()[:4], tol=TOL)
    page.click(W // 2, 420)
    page.type(secret_text)
    H.wait_until("the typed text on the device", lambda: secret_text in echo_title(synth), timeout=10)
    page.close()  # the viewer leaves: the session ends

    def opened_for(r: str) -> list[dict]:
        return [e for e in events(relay, "live_opened") if r in json.dumps(e.get("detail"))]

    opened = opened_for(reason)
    assert len(opened) == 1, events(relay, "live_opened")
    o = opened[0]
    assert o.get("device_id") == synth["id"], o
    d = json.dumps(o["detail"])
    assert "control" in d and "90" in d, o

    H.wait_until("viewer_left and live_ended in the audit log",
                 lambda: events(relay, "viewer_left") and events(relay, "live_ended"), timeout=15)
    connected = [e for e in events(relay, "viewer_connected") if e.get("device_id") == synth["id"]]
    assert connected, "no viewer_connected event"
    last = json.dumps(connected[-1]["detail"])
    assert "127.0.0.1" in last and "Chrome" in last, connected[-1]
    left = events(relay, "viewer_left")[-1]
    assert left.get("device_id") == synth["id"], left
    why = [e["detail"].get("why") for e in events(relay, "live_ended") if isinstance(e.get("detail"), dict)]
    assert "viewer_left" in why, why

    dump = json.dumps(relay.audit())
    assert secret_text not in dump, "keystrokes must never reach the audit log"


# ---------------------------------------------------------------------------------------------
# (k) scopes
# ---------------------------------------------------------------------------------------------


def schema_of(mcp: H.Mcp, tool: str) -> dict:
    tools = {t.name: t for t in mcp.list_tools()}
    assert tool in tools, sorted(tools)
    return {"schema": tools[tool].input_schema, "description": tools[tool].description or ""}


def test_key_without_live_scopes_neither_sees_nor_opens_live(synth):
    relay, dev = synth["relay"], synth["id"]
    plain = relay.mcp(relay.create_key("no-live", ["list_devices", "screen_recording"], ["*"])["secret"])
    s = schema_of(plain, "screen_recording")
    assert "live" not in s["schema"].get("properties", {}), s["schema"].get("properties", {}).keys()
    text = plain.call_error("screen_recording", {"device_id": dev, "action": "start", "live": {"enabled": True}})
    assert "live" in text.lower() or "scope" in text.lower(), text

    viewer = relay.mcp(relay.create_key("view-only", ["list_devices", "screen_recording", H.LIVE_VIEW],
                                        ["*"])["secret"])
    s = schema_of(viewer, "screen_recording")
    assert "live" in s["schema"].get("properties", {}), s
    text = viewer.call_error("screen_recording", {"device_id": dev, "action": "start",
                                                  "live": {"enabled": True, "mode": "control"}})
    assert "live_control" in text, text
    # The view scope opens a view session.
    sc = H.live_start(viewer, dev, mode="view", ttl_seconds=30)
    assert sc["live"]["viewer_url"]
    H.live_stop(viewer, dev)


# ---------------------------------------------------------------------------------------------
# (h) the X11 source under Xvfb, (i) x11vnc tunnelled with --live-vnc
# ---------------------------------------------------------------------------------------------

PROBE_COLOUR = (0xC8, 0x3C, 0x1E)
PROBE_SIZE = (300, 180)
PROBE_POS = (620, 380)


@pytest.fixture(scope="module")
def x11(hm, xserver):
    relay = hm.relay()
    probe = H.XClient.start(hm, xserver, f"Live probe {uuid.uuid4().hex[:6]}", "LiveProbe", PROBE_COLOUR,
                            PROBE_SIZE, PROBE_POS)
    vnc = H.X11Vnc(hm, xserver).start()
    dev, agent = hm.device(relay, "live-x11", source="x11", env=xserver.env)
    pdev, pagent = hm.device(relay, "live-x11vnc", source="x11", env=xserver.env,
                             extra_args=["--live-vnc", vnc.address])
    key = relay.create_key("live-x11", H.LIVE_SCOPES, ["*"])
    return {"relay": relay, "probe": probe, "vnc": vnc, "xserver": xserver, "mcp": relay.mcp(key["secret"]),
            "dev": dev, "agent": agent, "pdev": pdev, "pagent": pagent}


def probe_points(x11: dict) -> list[tuple[tuple[int, int], tuple[int, int, int]]]:
    cx, cy, cw, ch = H.wait_until("the probe window to be placed", lambda: x11["probe"].client_rect(x11["xserver"]),
                                  timeout=10)
    return [((cx + 4, cy + 4), PROBE_COLOUR), ((cx + cw // 2, cy + ch // 2), PROBE_COLOUR),
            ((cx + cw - 5, cy + ch - 5), PROBE_COLOUR)]


def x11_view(browser: H.Browser, x11: dict, device_id: str, env: dict) -> None:
    mcp = x11["mcp"]
    # A view session draws the device's pointer into the picture (screenshots hold none), and
    # other tests leave it anywhere, the probe's centre included. Park it in the bottom-right
    # corner, where its image lies mostly off screen and far from the probe points, so the
    # canvas differs from the screenshot by at most a corner of the cursor.
    xs = x11["xserver"]
    mcp.input(device_id, "move", x=xs.width - 1, y=xs.height - 1)
    sc = H.live_start(mcp, device_id, mode="view", ttl_seconds=60)
    try:
        page = connected_page(browser, sc["live"]["viewer_url"], env)
        got = page.wait_pixels(probe_points(x11), tol=TOL, timeout=15)
        assert (got["width"], got["height"]) == (x11["xserver"].width, x11["xserver"].height), got
        canvas = page.canvas()
        shot = mcp.screenshot(device_id, format="png")
        diff = H.mean_abs_diff(canvas, shot.image)
        assert diff <= MAX_MEAN_DIFF, f"canvas and MCP screenshot differ by {diff:.2f} on average"
        page.close()
    finally:
        mcp.call("screen_recording", {"device_id": device_id, "action": "stop", "live": {}})


@pytest.mark.x11
def test_x11_window_shows_in_the_viewer(browser, x11):
    x11_view(browser, x11, x11["dev"]["id"], {"relay": x11["relay"], "agent": x11["agent"]})


@pytest.mark.x11
def test_x11vnc_passthrough_shows_in_the_viewer(browser, x11):
    """The agent tunnels Debian's x11vnc (--live-vnc) instead of its own RFB server."""
    x11_view(browser, x11, x11["pdev"]["id"], {"relay": x11["relay"], "agent": x11["pagent"]})
    assert x11["vnc"].proc is not None and x11["vnc"].proc.alive(), x11["vnc"].proc.describe()


@pytest.mark.x11
def test_x11vnc_passthrough_control_reaches_the_window(browser, x11):
    """Control through the tunnel: a click and typed text reach the probe window."""
    mcp, dev = x11["mcp"], x11["pdev"]["id"]
    sc = H.live_start(mcp, dev, mode="control", ttl_seconds=60)
    try:
        page = connected_page(browser, sc["live"]["viewer_url"], {"relay": x11["relay"], "agent": x11["pagent"]})
        (px, py), _ = probe_points(x11)[1]
        page.wait_pixels(probe_points(x11), tol=TOL)
        page.click(px, py)
        H.wait_until("the click in the probe's event log", lambda: any(e.startswith("button 1") for e in
                                                                        x11["probe"].events()), timeout=10)
        page.type("xyz")
        H.wait_until("'xyz' in the probe's key log", lambda: "xyz" in x11["probe"].keys(), timeout=10)
        page.close()
    finally:
        mcp.call("screen_recording", {"device_id": dev, "action": "stop", "live": {}})


def test_viewer_files_are_served(synth):
    """The page and noVNC's module come from the relay binary, with a strict script policy."""
    import httpx2

    base = synth["relay"].url
    r = httpx2.get(f"{base}/view/", timeout=10)
    assert r.status_code == 200 and "viewer.js" in r.text, (r.status_code, r.text[:200])
    csp = r.headers.get("content-security-policy", "")
    assert "script-src 'self'" in csp, csp
    for path in ("/view/viewer.js", "/view/viewer.css", "/view/novnc/core/rfb.js"):
        r = httpx2.get(f"{base}{path}", timeout=10)
        assert r.status_code == 200, (path, r.status_code)
    assert "javascript" in httpx2.get(f"{base}/view/novnc/core/rfb.js", timeout=10).headers.get("content-type", "")

