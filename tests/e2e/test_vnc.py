"""The VNC source (``--source vnc://HOST:PORT``): the agent as a client of two VNC servers,
Debian's x11vnc on Xvfb + openbox (with a password) and TigerVNC's Xvnc (an X server serving
VNC itself, no password), driven through the official MCP client. For each server:

* The device says it is a ``vnc`` backend with one display the X server's size, and offers
  screenshots and input but no windows (a VNC server shows no windows).
* A PNG screenshot through the VNC source equals, pixel for pixel, one of the same display
  taken by the X11 backend (a second agent on the same X server), but for the pointer, which
  Xvnc draws into its picture.
* A click and typed text through the VNC source reach an X client where the screenshot shows it.
* A recording of the VNC screen at 10 fps is a clean MP4 of its duration.

And against x11vnc: a wrong password, and a missing one, stop the agent at start with an
error naming the password, rather than a redial loop.
"""

from __future__ import annotations

import time
import uuid

import httpx2
import pytest

import harness as H

pytestmark = pytest.mark.x11

COLOUR = (0xC8, 0x3C, 0x28)
SIZE = (300, 180)
POS = (640, 420)
PASSWORD = "e2e-" + uuid.uuid4().hex[:4]  # VNC passwords are at most 8 bytes


@pytest.fixture(scope="module")
def guarded(hm, xserver):
    """x11vnc with a password on the module's Xvfb, and a file holding that password."""
    server = H.X11Vnc(hm, xserver, ["-passwd", PASSWORD]).start()
    password_file = hm.dir("vnc") / "password"
    password_file.write_text(PASSWORD + "\n")
    return xserver, server, password_file


@pytest.fixture(scope="module", params=["x11vnc", "xvnc"])
def env(request, hm):
    if request.param == "x11vnc":
        xserver, server, password_file = request.getfixturevalue("guarded")
        address, extra = server.address, ["--vnc-password-file", password_file]
    else:
        xserver = H.XvncServer(hm).start()
        address, extra = xserver.address, []
    relay = hm.relay()
    probe = H.XClient.start(hm, xserver, f"VNC probe {uuid.uuid4().hex[:6]}", "VncProbe", COLOUR, SIZE, POS)
    dev, agent = hm.device(relay, f"vnc-{request.param}", source=f"vnc://{address}", extra_args=extra)
    x11_dev, x11_agent = hm.device(relay, "x11-twin", source="x11", env=xserver.env)
    key = relay.create_key("vnc", ["list_devices", "screenshot", "input", "screen_recording"], ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "x11_dev": x11_dev["id"], "x11_agent": x11_agent,
            "probe": probe, "mcp": relay.mcp(key["secret"]), "xserver": xserver}


def test_the_device_is_a_vnc_screen_with_no_windows(env):
    d = env["mcp"].device(env["dev"])
    assert d["online"] is True and d["platform"]["backend"] == "vnc", d
    assert [(x["width"], x["height"], x["primary"]) for x in d["displays"]] == [(1280, 800, True)], d["displays"]
    assert {"screenshot", "input"} <= set(d["capabilities"]), d["capabilities"]
    assert "windows" not in d["capabilities"], d["capabilities"]


def pointer(xserver: H.XServer) -> tuple[int, int]:
    """Where the X server has its pointer."""
    from Xlib import display as xdisplay

    d = xdisplay.Display(xserver.display)
    try:
        p = d.screen().root.query_pointer()
        return p.root_x, p.root_y
    finally:
        d.close()


def without_pointer(image, at: tuple[int, int]):
    """``image`` with a 64x64 box around the pointer's hot spot blanked: Xvnc draws its
    pointer into the picture it serves (x11vnc sends it apart, as the agent asks), and the X11
    backend's captures have none."""
    from PIL import ImageDraw

    copy = image.convert("RGB")
    ImageDraw.Draw(copy).rectangle((at[0] - 32, at[1] - 32, at[0] + 32, at[1] + 32), fill=(255, 0, 255))
    return copy


def test_a_screenshot_is_the_x_servers_pixels(env):
    mcp = env["mcp"]
    cx, cy, cw, ch = env["probe"].client_rect(env["xserver"])
    at = pointer(env["xserver"])

    def same() -> tuple[H.Shot, H.Shot] | None:
        vnc = mcp.screenshot(env["dev"], format="png")
        x11 = mcp.screenshot(env["x11_dev"], format="png")
        equal = without_pointer(vnc.image, at).tobytes() == without_pointer(x11.image, at).tobytes()
        return (vnc, x11) if equal else None

    try:
        vnc, x11 = H.wait_until("the VNC screenshot to equal the X11 one", same, timeout=10, interval=0.5,
                                procs=[env["agent"].proc, env["x11_agent"].proc])
    except AssertionError:
        from PIL import ImageChops

        vnc = mcp.screenshot(env["dev"], format="png")
        x11 = mcp.screenshot(env["x11_dev"], format="png")
        box = ImageChops.difference(without_pointer(vnc.image, at), without_pointer(x11.image, at)).getbbox()
        raise AssertionError(f"the screenshots differ within {box} (pointer at {at})") from None
    assert vnc.size == (1280, 800) and x11.size == (1280, 800)
    assert vnc.image.getpixel((cx + cw // 2, cy + ch // 2)) == COLOUR


def test_a_click_and_typed_text_reach_the_x_client(env):
    mcp, probe, dev = env["mcp"], env["probe"], env["dev"]
    cx, cy, _, _ = probe.client_rect(env["xserver"])
    shot = mcp.screenshot(dev, format="png")  # input maps coordinates in the last screenshot
    assert shot.size == (1280, 800)
    mcp.input(dev, "click", x=cx + 100, y=cy + 50)
    clicks = H.wait_until("the probe to log a button press",
                          lambda: [e for e in probe.events() if e.startswith("button 1 ")], timeout=5,
                          procs=[env["agent"].proc, probe.proc])
    _, _, bx, by = clicks[-1].split()
    assert (int(bx), int(by)) == (100, 50), clicks
    mcp.input(dev, "type", text="Vnc ok!")
    H.wait_until("the probe to receive the text", lambda: "Vnc ok!" in probe.keys(), timeout=5,
                 procs=[env["agent"].proc, probe.proc])
    assert probe.keys().endswith("Vnc ok!"), probe.keys()


def test_a_recording_of_the_vnc_screen_is_a_clean_mp4(env, tmp_path):
    mcp, dev = env["mcp"], env["dev"]
    started = mcp.recording(dev, "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started
    # Something to record: a second window drawn while the recording runs.
    H.XClient.start(env["xserver"].h, env["xserver"], "VNC mover", "VncMover", (0x20, 0x40, 0xE0), (200, 120),
                    (100, 100))
    time.sleep(3)
    mcp.recording(dev, "stop")
    ready = mcp.wait_recording(dev, "ready", procs=[env["agent"].proc])["file"]
    with httpx2.stream("GET", ready["download_url"], timeout=60, follow_redirects=True) as got:
        assert got.status_code == 200, got.read()[:300]
        path = tmp_path / "vnc.mp4"
        path.write_bytes(got.read())
    info = H.probe_mp4(path)
    assert info["decode_rc"] == 0 and info["decode_errors"] == "", info["decode_errors"]
    video = [s for s in info["streams"] if s["codec_type"] == "video"][0]
    assert (video["width"], video["height"]) == (1280, 800), video
    assert 2.5 <= float(info["format"]["duration"]) <= 5.0, info["format"]


@pytest.mark.parametrize("password", ["wrong-pw", None])
def test_a_refused_login_stops_the_agent_with_a_reason(guarded, hm, password):
    _, server, _ = guarded
    relay = hm.relay()
    dev = relay.add_device(f"vnc-refused-{uuid.uuid4().hex[:6]}")
    extra = []
    if password is not None:
        path = hm.dir("vnc-wrong") / "password"
        path.write_text(password)
        extra = ["--vnc-password-file", path]
    agent = hm.agent(relay, dev["token"], source=f"vnc://{server.address}", extra_args=extra)
    rc = agent.proc.popen.wait(timeout=30)
    err = agent.proc.stderr_text()
    assert rc != 0, err
    want = "password was refused" if password else "asks for a password"
    assert want in err, err
    assert password is None or password not in err, "the password must not be logged"
