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

On an Xvnc of its own (the tests there change the server): a sequence sees a window drawn
mid-capture; a live viewer in chromium shows the VNC screen; a desktop resized with xrandr is
served at its new size; and a server killed mid-capture ends the sequence in flight as
``target_lost`` at once and the recording as ``capture_failed`` (a clean file), after which the
agent redials the server started again.
"""

from __future__ import annotations

import subprocess
import threading
import time
import uuid

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
    pointer into the picture it serves whenever the pointer is not where this client last put
    it (TigerVNC's rendered cursor: here the X11 agent and the probes move it), x11vnc sends
    it apart as the agent asks, and the X11 backend's captures have none."""
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
    info = H.clean_mp4(ready["download_url"], tmp_path / "vnc.mp4")
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


# ---------------------------------------------------------------------------------------------
# An Xvnc of the tests' own, which they resize and kill
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def lone(hm):
    xserver = H.XvncServer(hm).start()
    relay = hm.relay()
    probe = H.XClient.start(hm, xserver, f"Lone probe {uuid.uuid4().hex[:6]}", "LoneProbe", COLOUR, SIZE, POS)
    dev, agent = hm.device(relay, "vnc-lone", source=f"vnc://{xserver.address}")
    key = relay.create_key("vnc-lone", [*H.LIVE_SCOPES, "screen_sequence"], ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "probe": probe, "xserver": xserver,
            "mcp": relay.mcp(key["secret"])}


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


def centre(image, box: tuple[int, int, int, int]) -> tuple[int, int, int]:
    x, y, w, h = box
    return image.convert("RGB").getpixel((x + w // 2, y + h // 2))


def test_a_sequence_sees_a_window_drawn_mid_capture(lone):
    mcp, dev, xserver = lone["mcp"], lone["dev"], lone["xserver"]
    colour, where = (0x10, 0xA0, 0x50), (120, 520, 160, 100)
    _, frames, mark = H.sequence_around(mcp, dev, lambda: H.XClient.start(
        xserver.h, xserver, f"Seq mark {uuid.uuid4().hex[:6]}", "SeqMark", colour, where[2:], where[:2]),
        duration_ms=3000, fps=5)
    box = mark.client_rect(xserver)
    assert centre(frames[0], box) != colour, "the mark was there before it was drawn"
    assert centre(frames[-1], box) == colour, f"the last frame lacks the mark at {box}: {centre(frames[-1], box)}"
    mark.proc.kill()


def test_a_live_viewer_shows_the_vnc_screen(browser, lone):
    mcp, dev, xserver = lone["mcp"], lone["dev"], lone["xserver"]
    # Xvnc draws its pointer into its picture: park it in a corner, away from the probe.
    mcp.screenshot(dev, format="png")
    mcp.input(dev, "move", x=xserver.width - 1, y=xserver.height - 1)
    cx, cy, cw, ch = lone["probe"].client_rect(xserver)
    points = [((cx + 4, cy + 4), COLOUR), ((cx + cw // 2, cy + ch // 2), COLOUR), ((cx + cw - 5, cy + ch - 5), COLOUR)]
    sc = H.live_start(mcp, dev, mode="view", ttl_seconds=60)
    try:
        page = browser.open(sc["live"]["viewer_url"])
        st = page.wait_state("connected", "ended", "refused", timeout=20)
        assert st["state"] == "connected", f"{st}\n{lone['agent'].proc.describe()}"
        got = page.wait_pixels(points, tol=24, timeout=15)
        assert (got["width"], got["height"]) == (xserver.width, xserver.height), got
        diff = H.mean_abs_diff(page.canvas(), mcp.screenshot(dev, format="png").image)
        assert diff <= 6.0, f"canvas and MCP screenshot differ by {diff:.2f} on average"
        page.close()
    finally:
        mcp.call("screen_recording", {"device_id": dev, "action": "stop", "live": {}})


def xrandr(xserver: H.XServer, size: str) -> None:
    done = subprocess.run(["xrandr", "-s", size], env={"DISPLAY": xserver.display}, capture_output=True,
                          timeout=20)
    assert done.returncode == 0, done.stderr.decode(errors="replace")


def test_a_resized_desktop_is_served_at_its_new_size(lone):
    mcp, dev, xserver = lone["mcp"], lone["dev"], lone["xserver"]
    xrandr(xserver, "1024x768")
    try:
        shot = H.wait_until("a screenshot at the new size",
                            lambda: (s := mcp.screenshot(dev, format="png")).size == (1024, 768) and s,
                            timeout=10, interval=0.3, procs=[lone["agent"].proc])
        # The whole new screen arrived: the probe is where it was, and input maps onto it.
        box = lone["probe"].client_rect(xserver)
        assert centre(shot.image, box) == COLOUR, box
        mcp.input(dev, "click", x=box[0] + 20, y=box[1] + 30)
        clicks = H.wait_until("the probe to log a click after the resize",
                              lambda: [e for e in lone["probe"].events() if e.startswith("button 1 ")], timeout=5,
                              procs=[lone["agent"].proc])
        assert clicks[-1].split()[2:] == ["20", "30"], clicks
    finally:
        xrandr(xserver, f"{xserver.width}x{xserver.height}")
    H.wait_until("a screenshot at the first size again",
                 lambda: mcp.screenshot(dev, format="png").size == (xserver.width, xserver.height),
                 timeout=10, interval=0.3, procs=[lone["agent"].proc])


def test_a_server_killed_mid_capture_ends_it_and_the_agent_redials(lone, tmp_path):
    mcp, dev, xserver, agent = lone["mcp"], lone["dev"], lone["xserver"], lone["agent"]
    started = mcp.recording(dev, "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started
    killed_at: list[float] = []

    def kill() -> None:
        killed_at.append(time.monotonic())
        xserver.xvfb.kill()

    timer = threading.Timer(1.5, kill)
    timer.start()
    meta = mcp.sequence_capture(dev, duration_ms=8000, fps=5)
    answered = time.monotonic()
    timer.join()
    # The sequence ended with the server, not at its 8 s nor after a redial's wait.
    assert meta["stop_reason"] == "target_lost", meta["text"]
    assert answered - killed_at[0] < 3.0, f"answered {answered - killed_at[0]:.1f} s after the kill"
    assert meta["frame_count"] >= 3, meta
    ended = mcp.wait_recording(dev, "ready", procs=[agent.proc])["file"]
    assert ended["stop_reason"] == "capture_failed", ended
    H.clean_mp4(ended["download_url"], tmp_path / "killed.mp4")
    # While the server is away a screenshot says so, and the agent stays up, redialling.
    text = mcp.call_error("screenshot", {"device_id": dev, "format": "png"})
    assert "went away" in text, text
    assert agent.proc.alive(), agent.proc.describe()
    # The server back on its port: the agent's redial finds it.
    xserver.start()
    shot = H.wait_until("a screenshot once the server is back",
                        lambda: (r := mcp.call("screenshot", {"device_id": dev, "format": "png"})) and not r.is_error
                        and H.decode_shot(r), timeout=40, interval=0.5, procs=[agent.proc])
    assert shot.size == (xserver.width, xserver.height)
