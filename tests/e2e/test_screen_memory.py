"""Screen memory (get_screenshots) through the official Python MCP SDK, against synthetic
devices started with --screen-memory. The synthetic screen's echo window has the focus until a
click lands in another window, so focus changes are scripted with the input tool; the memory
crops each frame to the focused window, so a frame's size says which window it shows. A
denylist file that names the terminal pauses the memory while the terminal has the focus.
Retention with a clock the test controls is checked in the device-agent's unit tests (its
store takes the clock); here the files on disk are checked after forget."""

from __future__ import annotations

import base64
import io
import json
import re
import time
from datetime import datetime, timedelta, timezone

import pytest
from PIL import Image

import harness as H

SIZE = (1280, 800)
# The synthetic layout at 1280x800 (device-agent/src/backend/synthetic/mod.rs).
TERMINAL = (48, 72, 576, 332)
EDITOR = (656, 72, 576, 680)
ECHO = (48, 420, 576, 332)
SCOPES = ["list_devices", "input", "get_screenshots"]
LINE = re.compile(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z) · (.+) — (.+)$")


def memory_device(hm, relay, name, denylist=None):
    extra = ["--screen-memory"]
    if denylist is not None:
        path = hm.dir("denylist") / "denylist.json"
        path.write_text(json.dumps(denylist))
        extra += ["--screen-memory-denylist", path]
    return hm.device(relay, name, source=f"synthetic:{SIZE[0]}x{SIZE[1]}", extra_args=extra)


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = memory_device(hm, relay, "mem-dev")
    paused_dev, paused_agent = memory_device(hm, relay, "mem-deny", denylist={"apps": [], "titles": ["Terminal"]})
    plain, _ = hm.device(relay, "mem-off", source="synthetic")
    key = relay.create_key("mem", SCOPES, ["*"])
    return {
        "relay": relay,
        "dev": dev["id"],
        "agent": agent,
        "deny": paused_dev["id"],
        "deny_agent": paused_agent,
        "plain": plain["id"],
        "mcp": relay.mcp(key["secret"]),
    }


def frames_of(res):
    """(at, app, title, image) per frame of a get_screenshots result."""
    out = []
    blocks = list(res.content)
    for i, block in enumerate(blocks):
        if block.type != "text":
            continue
        m = LINE.match(block.text.strip())
        if not m:
            continue
        image = None
        if i + 1 < len(blocks) and blocks[i + 1].type == "image":
            assert blocks[i + 1].mime_type == "image/webp"
            image = Image.open(io.BytesIO(base64.b64decode(blocks[i + 1].data)))
            image.load()
        out.append((m.group(1), m.group(2), m.group(3), image))
    return out


def shots(mcp, dev, **args):
    res = mcp.call_ok("get_screenshots", {"device_id": dev, **args})
    return frames_of(res), res



def test_frames_show_the_focused_window_with_its_app_and_title(env):
    mcp, dev = env["mcp"], env["dev"]
    got = H.wait_until("a first memory frame", lambda: shots(mcp, dev)[0] or None, timeout=20)
    at, app, title, image = got[-1]
    assert (app, title) == ("synthetic-echo", "Input echo"), got
    # Cropped to the focused window.
    assert image.format == "WEBP" and image.size == (ECHO[2], ECHO[3]), image.size
    when = datetime.strptime(at, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    assert abs((datetime.now(timezone.utc) - when).total_seconds()) < 60
    _, res = shots(mcp, dev)
    sc = res.structured_content
    assert sc["frames"] and sc["frames"][-1]["app"] == "synthetic-echo", sc
    assert len(sc["frames"]) <= 4


def test_a_focus_change_is_captured_at_once_and_a_still_window_is_kept_once(env):
    mcp, dev = env["mcp"], env["dev"]
    mcp.input(dev, "click", x=TERMINAL[0] + 100, y=TERMINAL[1] + 100)
    clicked = datetime.now(timezone.utc)

    def terminal_frame():
        got, _ = shots(mcp, dev, **{"from": H.rfc3339(clicked - timedelta(seconds=1))})
        return [f for f in got if f[1] == "synthetic-terminal"] or None

    got = H.wait_until("a frame of the terminal after the click", terminal_frame, timeout=10)
    assert got[0][2] == "Terminal" and got[0][3].size == (TERMINAL[2], TERMINAL[3])
    # The terminal is still: over the next seconds (three capture rounds) it is not stored again.
    time.sleep(3)
    got, res = shots(mcp, dev, **{"from": H.rfc3339(clicked - timedelta(seconds=1)), "filter": "TERMINAL"})
    assert res.structured_content["matched"] == 1, res.structured_content
    # Back to the echo window for the other tests.
    mcp.input(dev, "click", x=ECHO[0] + 100, y=ECHO[1] + 100)


def test_typing_changes_the_title_and_is_captured(env):
    mcp, dev = env["mcp"], env["dev"]
    mcp.input(dev, "click", x=ECHO[0] + 50, y=ECHO[1] + 50)
    mcp.input(dev, "type", text="memo42")
    got = H.wait_until("a frame titled memo42", lambda: shots(mcp, dev, filter="memo42")[0] or None, timeout=10)
    assert "memo42" in got[-1][2]


def test_a_denylisted_focused_window_pauses_the_memory(env):
    mcp, relay, dev = env["mcp"], env["relay"], env["deny"]
    assert mcp.device(dev)["screen_memory"]["state"] == "active"
    mcp.input(dev, "click", x=TERMINAL[0] + 100, y=TERMINAL[1] + 100)
    paused = H.wait_until(
        "the memory paused", lambda: (s := mcp.device(dev)["screen_memory"])["state"] == "paused" and s, timeout=10
    )
    assert paused["reason"] == "denylisted_window", paused
    since = datetime.now(timezone.utc)
    # Two capture rounds while paused: nothing may be stored.
    time.sleep(2.5)
    got, res = shots(mcp, dev, **{"from": H.rfc3339(since)})
    assert got == [], got
    assert "paused" in H.result_text(res)
    # Nothing of the terminal was ever kept: no row names it, no title of it reached the audit.
    got, _ = shots(mcp, dev, **{"from": H.rfc3339(since - timedelta(minutes=5)), "filter": "terminal"})
    assert got == []
    assert "Terminal" not in json.dumps(relay.audit())
    mcp.input(dev, "click", x=ECHO[0] + 100, y=ECHO[1] + 100)
    H.wait_until("the memory active again", lambda: mcp.device(dev)["screen_memory"]["state"] == "active",
                 timeout=10)


def memory_state(mcp, dev):
    return mcp.device(dev)["screen_memory"]


def test_the_owner_pauses_and_resumes_the_memory(env):
    """`device-agent screen-memory pause` / `resume`: paused(owner) in list_devices and in
    get_screenshots, nothing captured while paused, nothing kept deleted for it."""
    mcp, dev, data = env["mcp"], env["dev"], env["agent"].data
    H.wait_until("a first memory frame", lambda: shots(mcp, dev)[0] or None, timeout=20)
    for bad in ["8d", "0s", "soon", "5"]:
        out = H.screen_memory_cli("pause", "--for", bad, "--data", data)
        assert out.returncode != 0, out.stdout
        assert "--for" in out.stderr and "from 1s to 7d" in out.stderr, out.stderr
    assert not (data / "screen-memory-pause.json").exists()

    asked = time.time()
    out = H.screen_memory_cli("pause", "--for", "30m", "--data", data, "--json")
    assert out.returncode == 0, out.stderr
    pause = json.loads(out.stdout)
    assert pause["paused"] is True and pause["reason"] == "owner", pause
    assert abs(pause["until_ms"] / 1000 - (asked + 1800)) < 60, pause
    paused = H.wait_until("paused by the owner",
                          lambda: (m := memory_state(mcp, dev))["state"] == "paused" and m, timeout=10)
    assert paused == {"state": "paused", "reason": "owner", "until_ms": pause["until_ms"]}, paused
    listed = H.result_text(mcp.call_ok("list_devices", {}))
    assert "screen_memory=paused(owner)" in listed, listed
    since = datetime.now(timezone.utc)
    kept_before = shots(mcp, dev, **{"from": H.rfc3339(since - timedelta(minutes=5)),
                                     "to": H.rfc3339(since)})[1].structured_content["matched"]
    assert kept_before > 0
    # A new title would be captured at once; while paused it is not, nor anything else.
    mcp.input(dev, "click", x=ECHO[0] + 50, y=ECHO[1] + 50)
    mcp.input(dev, "type", text="owner77")
    time.sleep(2.5)
    got, res = shots(mcp, dev, **{"from": H.rfc3339(since)})
    assert got == [], got
    text = H.result_text(res)
    assert f"paused by the device's owner until {pause['until']}" in text, text
    assert res.structured_content["reason"] == "owner", res.structured_content
    # Nothing kept was deleted for the pause.
    kept_now = shots(mcp, dev, **{"from": H.rfc3339(since - timedelta(minutes=5)),
                                  "to": H.rfc3339(since)})[1].structured_content["matched"]
    assert kept_now >= kept_before, (kept_before, kept_now)

    # Without --for: until resume, said in words.
    out = H.screen_memory_cli("pause", "--data", data)
    assert out.returncode == 0 and "until you resume it" in out.stdout, out.stdout
    H.wait_until("paused with no end", lambda: memory_state(mcp, dev) == {"state": "paused", "reason": "owner"},
                 timeout=10)
    out = H.screen_memory_cli("resume", "--data", data)
    assert out.returncode == 0 and "resumed" in out.stdout, out.stdout
    H.wait_until("active again", lambda: memory_state(mcp, dev)["state"] == "active", timeout=10)
    # What changed while paused is captured once resumed.
    got = H.wait_until("the title typed while paused, once resumed",
                       lambda: shots(mcp, dev, filter="owner77")[0] or None, timeout=10)
    assert "owner77" in got[-1][2]
    out = H.screen_memory_cli("resume", "--data", data, "--json")
    assert out.returncode == 0 and json.loads(out.stdout) == {"paused": False, "was_paused": False}, out.stdout


def test_arguments_and_access(env, hm):
    mcp, relay, dev = env["mcp"], env["relay"], env["dev"]
    for args, field in [
        ({"from": "yesterday"}, "from"),
        ({"to": "12:00"}, "to"),
        ({"from": "2026-12-02T10:00:01Z", "to": "2026-12-02T10:00:00Z"}, "from"),
        ({"filter": ""}, "filter"),
        ({"filter": "x" * 201}, "filter"),
    ]:
        text = mcp.call_error("get_screenshots", {"device_id": dev, **args})
        assert field in text, (args, text)
    text = mcp.call_error("get_screenshots", {"device_id": env["plain"]})
    assert "--screen-memory" in text, text
    # Older than ten minutes: nothing, and said why.
    old = datetime.now(timezone.utc) - timedelta(minutes=30)
    res = mcp.call_ok("get_screenshots", {"device_id": dev, "from": H.rfc3339(old),
                                          "to": H.rfc3339(old + timedelta(minutes=5))})
    assert "10 minutes" in H.result_text(res) and frames_of(res) == []
    # A key without the scope does not see the tool; one without the device gets nothing.
    other = relay.create_key("mem-noscope", ["list_devices", "screenshot"], ["*"])
    assert "get_screenshots" not in relay.mcp(other["secret"]).tool_names()
    narrow = relay.create_key("mem-narrow", SCOPES, ["mem-off"])
    text = relay.mcp(narrow["secret"]).call_error("get_screenshots", {"device_id": dev})
    assert "mem-dev" not in text


def test_forget_leaves_nothing_and_starting_without_the_option_forgets(env, hm):
    relay = env["relay"]
    dev, agent = memory_device(hm, relay, "mem-forget")
    mcp = env["mcp"]
    H.wait_until("a first frame", lambda: shots(mcp, dev["id"])[0] or None, timeout=20)
    data = agent.data
    assert (data / "screen.sqlite").exists() and any((data / "screen").rglob("*.webp"))
    agent.stop()
    out = H.screen_memory_cli("forget", "--data", data)
    assert out.returncode == 0, out.stderr
    assert "forgotten" in out.stdout
    assert not (data / "screen").exists()
    assert not [p for p in data.iterdir() if p.name.startswith("screen")], list(data.iterdir())
    # A memory left behind, then a start without --screen-memory: deleted at start.
    agent.extra_args = ["--screen-memory"]
    agent.start()
    relay.wait_online(dev["id"], procs=[agent.proc])
    H.wait_until("a stored frame", lambda: any((data / "screen").rglob("*.webp")), timeout=20)
    agent.stop()
    agent.extra_args = []
    agent.start()
    relay.wait_online(dev["id"], procs=[agent.proc])
    H.wait_until("the memory deleted at a start without --screen-memory",
                 lambda: not (data / "screen").exists() and not (data / "screen.sqlite").exists(), timeout=10)
    assert mcp.device(dev["id"])["screen_memory"]["state"] == "off"
