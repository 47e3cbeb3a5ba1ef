"""screen_recording with its two channels through the official Python MCP SDK, against synthetic
devices: both channels in one start and one stop, a repeated live start while nobody watches
(a fresh link, the old one dead), a channel turned off with ``enabled: false``, and the live
channel's defaults. Tickets are judged through ``POST /v1/live/ticket``, which never uses them.
"""

from __future__ import annotations

import time
from datetime import datetime

import httpx2
import pytest

import harness as H


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    key = relay.create_key("channels", H.LIVE_SCOPES, ["*"])
    return {"relay": relay, "mcp": relay.mcp(key["secret"])}


@pytest.fixture
def device(h, env):
    """A synthetic device of its own for one test (one recording and one live slot each), on
    the module's relay; whatever the test left running is stopped at teardown."""
    made: list[str] = []

    def make(name: str) -> str:
        dev, agent = h.device(env["relay"], name)
        made.append(dev["id"])
        return dev["id"]

    yield make
    for dev in made:
        env["mcp"].call("screen_recording", {"device_id": dev, "action": "stop"})


def recording(mcp: H.Mcp, dev: str, action: str, **channels) -> dict:
    """``screen_recording`` that must succeed: its structured result, text under ``"text"``."""
    res = mcp.call_ok("screen_recording", {"device_id": dev, "action": action, **channels})
    sc = res.structured_content
    assert isinstance(sc, dict), H.result_text(res)
    sc["text"] = H.result_text(res)
    return sc


def when(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def test_file_and_live_in_one_start_and_one_stop(env, device):
    relay, mcp = env["relay"], env["mcp"]
    dev = device("chan-both")
    started = recording(mcp, dev, "start", file={"enabled": True, "fps": 10}, live={"enabled": True, "reason": "both"})
    f, live = started["file"], started["live"]
    assert f["state"] == "recording" and f["codec"] == "h264", started
    assert live["state"] == "waiting_for_viewer" and live["already_running"] is False, started
    ticket = H.ticket_of(live["viewer_url"])
    assert live["viewer_url"].startswith(f"{relay.url}/view/#t="), live
    assert "error" not in f and "error" not in live, started
    assert "viewer_url" in started["text"] and "file recording" in started["text"], started["text"]
    status, info = H.ticket_info(relay, ticket)
    assert status == 200 and info["state"] == "ready" and info["reason"] == "both", info

    time.sleep(1.5)
    st = recording(mcp, dev, "status")
    assert st["file"]["state"] == "recording", st
    assert st["live"]["state"] == "waiting_for_viewer" and st["live"]["viewer_connected"] is False, st
    assert st["live"]["started_at"] == live["started_at"], (st, live)

    # stop with no channel named ends both
    stopped = recording(mcp, dev, "stop")
    s, sl = stopped["file"], stopped["live"]
    assert s["state"] in ("stopped", "uploading", "ready") and s["stop_reason"] == "requested", stopped
    assert s["duration_ms"] >= 1000 and s["size_bytes"] > 0 and s["frames"] > 0, s
    assert sl["state"] == "ended" and sl["ended_reason"] == "stopped", stopped
    assert "error" not in s and "error" not in sl, stopped
    status, info = H.ticket_info(relay, ticket)
    assert status == 200 and info["state"] == "ended" and info["ended_reason"] == "stopped", info

    ready = mcp.wait_recording(dev, "ready", timeout=60, procs=[relay.proc])
    r = ready["file"]
    assert r["download_url"].startswith(relay.url) and r["size_bytes"] == s["size_bytes"], (r, s)
    assert ready["live"]["state"] == "ended", ready
    body = httpx2.get(r["download_url"], timeout=60, follow_redirects=True)
    assert body.status_code == 200 and len(body.content) == r["size_bytes"], (body.status_code, len(body.content))
    assert body.content[4:8] == b"ftyp", body.content[:16]
    # nothing runs any more: a second stop finds no recording running
    text = mcp.call_error("screen_recording", {"device_id": dev, "action": "stop"})
    assert "no recording is running" in text, text


def test_a_repeated_live_start_mints_a_fresh_link_while_nobody_watches(env, device):
    relay, mcp = env["relay"], env["mcp"]
    dev = device("chan-again")
    first = H.live_start(mcp, dev, reason="first")
    assert first["live"]["already_running"] is False, first
    t1 = H.ticket_of(first["live"]["viewer_url"])
    again = H.live_start(mcp, dev, reason="second")
    live = again["live"]
    assert live["already_running"] is True, again
    t2 = H.ticket_of(live["viewer_url"])
    assert t2 != t1, "a repeated start must not hand out the same link"
    # the same session: its start, expiry and reason are the first start's
    assert live["started_at"] == first["live"]["started_at"], (live, first["live"])
    assert live["expires_at"] == first["live"]["expires_at"] and live["reason"] == "first", (live, first["live"])
    assert "earlier link no longer works" in again["text"], again["text"]
    status, info = H.ticket_info(relay, t1)
    assert status == 404 and info["state"] == "unknown", (status, info)
    status, info = H.ticket_info(relay, t2)
    assert status == 200 and info["state"] == "ready" and info["viewer_connected"] is False, (status, info)
    # the first link is refused on the viewer socket too; the second still works afterwards
    code, _, got = H.ws_close_code(relay, t1)
    assert code == H.CLOSE_TICKET_INVALID and got == b"", code
    status, info = H.ticket_info(relay, t2)
    assert status == 200 and info["state"] == "ready", info


def test_a_channel_with_enabled_false_is_off(env, device):
    mcp = env["mcp"]
    dev = device("chan-off")
    started = recording(mcp, dev, "start", live={"enabled": True}, file={"enabled": False})
    assert "file" not in started, started
    assert started["live"]["state"] == "waiting_for_viewer" and started["live"]["viewer_url"], started
    assert " file " not in started["text"].split(". ", 1)[0], started["text"]
    # no recording was started on the device
    text = mcp.call_error("screen_recording", {"device_id": dev, "action": "status", "file": {}})
    assert "no recording" in text, text
    st = recording(mcp, dev, "status")
    assert "error" in st["file"] and st["live"]["state"] == "waiting_for_viewer", st
    # and the other way round: file on, live off
    recording(mcp, dev, "stop", live={})
    started = recording(mcp, dev, "start", file={"enabled": True}, live={"enabled": False})
    assert "live" not in started and started["file"]["state"] == "recording", started
    st = recording(mcp, dev, "status")
    assert st["live"]["state"] == "ended", st  # the session stopped above, no new one
    recording(mcp, dev, "stop", file={})
    # both off: start has nothing to do, and says which field
    text = mcp.call_error("screen_recording", {"device_id": dev, "action": "start", "file": {"enabled": False},
                                               "live": {"enabled": False}})
    assert "enabled" in text, text


def test_live_defaults(env, device):
    relay, mcp = env["relay"], env["mcp"]
    dev = device("chan-defaults")
    sc = recording(mcp, dev, "start", live={"enabled": True})
    live = sc["live"]
    assert live["mode"] == "view" and live["ttl_seconds"] == 600 and live["reason"] == "", live
    span = (when(live["expires_at"]) - when(live["started_at"])).total_seconds()
    assert abs(span - 600) <= 1, (span, live)
    status, info = H.ticket_info(relay, H.ticket_of(live["viewer_url"]))
    assert status == 200 and info["mode"] == "view" and info["reason"] == "", info
    assert 590 <= info["expires_in_seconds"] <= 600, info
    st = recording(mcp, dev, "status", live={})
    assert (st["live"]["mode"], st["live"]["ttl_seconds"], st["live"]["reason"]) == ("view", 600, ""), st
