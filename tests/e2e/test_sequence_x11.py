"""screen_sequence and screen_watch under Xvfb + openbox: a window closed mid-capture stops the
capture as target_lost with the frames before it, and its frames are withheld afterwards; a
watch of a window that closes stops itself the same way."""

from __future__ import annotations

import threading
import uuid

import pytest

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
