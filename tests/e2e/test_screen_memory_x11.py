"""Screen memory on a real X server (Xvfb + openbox) with the built-in denylist: a KeePassXC
window (its real WM_CLASS and title form) pauses the memory while it has the focus; with the
focus on the desktop the memory keeps the whole display, the KeePassXC window filled black in
the stored WebP (checked by pixels) next to a window that is not denylisted; a still screen is
stored once."""

from __future__ import annotations

import base64
import io
import time
from datetime import datetime, timedelta, timezone

import pytest
from PIL import Image

import harness as H

WORK = (0x1E, 0xB4, 0x5A)
WORK_SIZE, WORK_POS = (400, 300), (80, 80)
SECRET = (0xE0, 0x30, 0x30)
SECRET_SIZE, SECRET_POS = (300, 200), (700, 400)


@pytest.fixture(scope="module")
def env(hm, xserver):
    relay = hm.relay()
    work = H.XClient.start(hm, xserver, "E2E work", "E2eWork", WORK, WORK_SIZE, WORK_POS)
    dev, agent = hm.device(relay, "mem-x11", source="x11", env=xserver.env, extra_args=["--screen-memory"])
    key = relay.create_key("mem-x11", ["list_devices", "input", "get_screenshots"], ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "work": work, "mcp": relay.mcp(key["secret"]),
            "xserver": xserver, "hm": hm}



def images(res):
    return [Image.open(io.BytesIO(base64.b64decode(b.data))).convert("RGB") for b in res.content if b.type == "image"]


def state(env):
    return env["mcp"].device(env["dev"])["screen_memory"]


def near(px, colour, tolerance=24):
    return all(abs(a - b) <= tolerance for a, b in zip(px, colour))


def test_a_focused_password_manager_pauses_and_a_background_one_is_black(env):
    mcp, dev, xs = env["mcp"], env["dev"], env["xserver"]
    H.wait_until("the memory active", lambda: state(env)["state"] == "active", timeout=15,
                 procs=[env["agent"].proc])
    # A KeePassXC window as KeePassXC names it; openbox gives a new window the focus.
    secret = H.XClient.start(env["hm"], xs, "Passwords.kdbx [Locked] - KeePassXC", "KeePassXC", SECRET,
                             SECRET_SIZE, SECRET_POS)
    paused = H.wait_until("the memory paused", lambda: (s := state(env))["state"] == "paused" and s, timeout=15)
    assert paused["reason"] == "denylisted_window"
    since = datetime.now(timezone.utc)
    time.sleep(2.5)  # two capture rounds while paused: nothing may be stored
    res = mcp.call_ok("get_screenshots", {"device_id": dev, "from": H.rfc3339(since)})
    assert images(res) == [], H.result_text(res)

    # Focus the desktop (a click on the root window, away from both): the memory keeps the
    # whole display, with the password manager black.
    mcp.input(dev, "click", x=1200, y=60)
    H.wait_until("the memory active again", lambda: state(env)["state"] == "active", timeout=15)
    clicked = datetime.now(timezone.utc)

    def whole_display():
        res = mcp.call_ok("get_screenshots", {"device_id": dev, "from": H.rfc3339(clicked - timedelta(seconds=1))})
        shown = [i for i in images(res) if i.size == (xs.width, xs.height)]
        return shown[-1] if shown else None

    shot = H.wait_until("a whole-display frame", whole_display, timeout=15)
    sx, sy, sw, sh = secret.client_rect(xs)
    wx, wy, ww, wh = env["work"].client_rect(xs)
    for fx, fy in [(0.5, 0.5), (0.2, 0.3), (0.8, 0.7)]:
        px = shot.getpixel((int(sx + sw * fx), int(sy + sh * fy)))
        assert near(px, (0, 0, 0)), (px, "the denylisted window shows in the stored picture")
        px = shot.getpixel((int(wx + ww * fx), int(wy + wh * fy)))
        assert near(px, WORK), (px, "the work window is not what was stored")
    secret.proc.stop()


def test_a_still_screen_is_stored_once(env):
    mcp, dev = env["mcp"], env["dev"]
    # Settle (the previous test's window closing redraws), then watch four capture rounds.
    time.sleep(1.5)
    since = datetime.now(timezone.utc)
    time.sleep(4)
    res = mcp.call_ok("get_screenshots", {"device_id": dev, "from": H.rfc3339(since)})
    assert res.structured_content["matched"] <= 1, res.structured_content
