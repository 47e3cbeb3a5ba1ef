"""Live sessions recorded for the audit (issue 43, part 1): a control session is recorded by
the device for its whole span (the relay's policy, ``--record-live-sessions``, or a key's own
set by an admin), beside a file recording the agent runs and out of its reach; the recording is
an ordinary artifact (ffprobe-clean) linked from the session's audit rows and the console's
Live page, and it carries the session's input as bursts (counts and rate, never content),
which the console's player shows as markers at their times. The viewer page says the session
is recorded before the person connects.

Everything is real: the relay, a synthetic device's agent, Debian's chromium for the viewer
and the console, ffprobe for the file, the official MCP SDK for the tools.
"""

from __future__ import annotations

import json
import subprocess
import time
import uuid

import pytest

import harness as H
# `browser` is the console tests' module-scoped fixture (one chromium per module).
from test_console import Session, browser, goto, no_serious_violations, open_console  # noqa: F401

W = 1280


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "audited-box")
    maker = relay.create_key("operator", H.LIVE_SCOPES, ["*"])
    admin = relay.create_key("auditor", ["admin"], ["*"])
    return {"relay": relay, "dev": dev, "id": dev["id"], "agent": agent, "maker": maker, "admin": admin,
            "mcp": relay.mcp(maker["secret"])}


def events(relay: H.Relay, kind: str, session_id: str) -> list[dict]:
    return [e for e in relay.audit() if e.get("kind") == kind and (e.get("detail") or {}).get("session_id") == session_id]


def session_of(relay: H.Relay, device_id: str) -> dict:
    mine = [s for s in relay.cli("live", "list").json["sessions"] if s["device_id"] == device_id]
    assert len(mine) == 1, mine
    return mine[0]


def ready_artifact(relay: H.Relay, artifact_id: str, procs: list[H.Proc]) -> dict:
    def shown():
        res = relay.cli("artifacts", "show", artifact_id, check=False)
        return res.json if res.rc == 0 and res.json.get("state") == "ready" else None

    return H.wait_until(f"artifact {artifact_id} ready", shown, timeout=60, procs=procs)


def test_a_control_session_is_recorded_beside_a_file_recording_and_plays_with_its_input(env, browser, hm):
    relay, mcp, dev = env["relay"], env["mcp"], env["id"]
    procs = [p for p in (relay.proc, env["agent"].proc) if p is not None]
    # The agent's own file recording runs throughout.
    own = mcp.recording(dev, "start", file={"enabled": True, "fps": 10})["file"]["recording_id"]

    reason = f"audited {uuid.uuid4().hex[:6]}"
    sc = H.live_start(mcp, dev, mode="control", ttl_seconds=120, reason=reason)
    assert sc["live"]["recorded"] is True, sc
    status, info = H.ticket_info(relay, H.ticket_of(sc["live"]["viewer_url"]))
    assert status == 200 and info["recorded"] is True, info
    opened_at = time.monotonic()
    page = browser.open(sc["live"]["viewer_url"])
    st = page.wait_state("connected", "ended", "refused", timeout=20)
    assert st["state"] == "connected", st
    assert page.eval("!document.getElementById('recorded').hidden"), "the viewer must say the session is recorded"
    assert "Recorded" in page.eval("document.getElementById('recorded').textContent")

    live = session_of(relay, dev)
    rec = live["recording_id"]
    assert rec and rec.startswith("lsr_"), live
    # The file channel neither shows nor stops it: status is the agent's own recording.
    file = mcp.recording(dev, "status")["file"]
    assert file["recording_id"] == own and file["state"] == "recording", file

    time.sleep(1.0)
    page.click(W // 2, 300)
    clicked = time.monotonic() - opened_at
    typed = f"zz{uuid.uuid4().hex[:6]}"
    time.sleep(3.0)  # quiet: the click is a burst of its own
    page.type(typed)
    time.sleep(3.0)
    # Stopping the file channel stops the agent's recording only.
    stopped = mcp.recording(dev, "stop", file={})["file"]
    assert stopped["recording_id"] == own, stopped
    assert session_of(relay, dev)["recording_id"] == rec
    page.close()  # the viewer leaves: the session ends, and with it its recording
    H.wait_until("live_ended", lambda: events(relay, "live_ended", live["id"]), timeout=15, procs=procs)

    artifact = ready_artifact(relay, rec, procs)
    assert artifact["device_id"] == dev and artifact["kind"] == "recording", artifact
    mcp.wait_recording(dev, procs=procs)
    out = hm.dir("live-recording") / f"{rec}.mp4"
    relay.cli("artifacts", "download", rec, "-o", out)
    probe = H.probe_mp4(out)
    assert probe["decode_rc"] == 0 and probe["decode_errors"] == "", probe["decode_errors"]
    seconds = float(probe["format"]["duration"])
    assert 6.0 < seconds < 30.0, seconds

    # The session's audit rows name the recording; its input is there as bursts, counted.
    opened = events(relay, "live_opened", live["id"])
    ended = events(relay, "live_ended", live["id"])
    assert opened[0]["detail"]["recording_id"] == rec and ended[0]["detail"]["recording_id"] == rec
    bursts = events(relay, "live_input", live["id"])
    assert len(bursts) >= 2, bursts
    assert sum(b["detail"]["clicks"] for b in bursts) >= 1, bursts
    assert sum(b["detail"]["key_presses"] for b in bursts) >= len(typed), bursts
    assert all(b["key_id"] == env["maker"]["id"] for b in bursts), bursts
    assert typed not in json.dumps(relay.audit()), "keystrokes must never reach the audit log"

    # Its track: the click's burst where it happened.
    admin = Session(relay, env["admin"])
    track = admin.get(f"/artifacts/{rec}/actions").json()
    inputs = [a for a in track["actions"] if a["name"].startswith("live input")]
    assert len(inputs) == len(bursts), track
    assert clicked - 1.5 < inputs[0]["at_ms"] / 1000 < clicked + 1.5, (inputs[0], clicked)
    assert any(a["kind"] == "viewer" and a["name"] == "control taken: viewer connected" for a in track["actions"]), track
    # And inside the MP4, as its timed-text track, at the same times.
    cues = H.text_track(out)
    lines = [(start, line) for start, _, text in cues for line in text.splitlines()]
    for a in [inputs[0]] + [a for a in track["actions"] if a["kind"] == "viewer"][:1]:
        line = f"{a['name']} · {a['actor']}" if a.get("actor") else a["name"]
        assert any(abs(start - a["at_ms"] / 1000) < 0.002 and got == line for start, got in lines), (a, cues)
    assert typed.encode() not in out.read_bytes()

    # In the console: the audit row links to the recording, which plays with the markers.
    page = open_console(browser, relay, env["admin"])
    goto(page, f"audit?about={live['id']}", "audit")
    page.click_on(f"a[href='#recordings?id={rec}']")
    page.wait_for("document.body.dataset.loaded === 'recordings'")
    page.click_on(f"tr[data-artifact='{rec}'] button:text('Play')")
    shown = page.wait_for("document.querySelector('.player') && Number(document.querySelector('.player').dataset.actions)")
    assert shown == len(track["actions"]), (shown, track)
    marks = page.eval("[...document.querySelectorAll('.marker')].map(m => m.title)")
    assert sum("live input" in m for m in marks) == len(bursts), marks
    no_serious_violations(page, "A live session's recording with its input")
    assert page.errors() == []
    page.close()


def test_the_policy_is_the_relays_unless_an_admin_set_the_keys(env, browser):
    relay, dev = env["relay"], env["id"]
    # A view session is not recorded under the default policy (control).
    view = relay.create_key("viewer-key", H.LIVE_SCOPES, ["*"])
    mcp = relay.mcp(view["secret"])
    sc = H.live_start(mcp, dev, mode="view", ttl_seconds=60)
    assert sc["live"]["recorded"] is False, sc
    assert session_of(relay, dev)["recording_id"] is None
    H.live_stop(mcp, dev)

    # An admin turns recording off for one key: its control sessions are not recorded.
    res = relay.cli("keys", "record-live", view["id"], "off").json
    assert res == {"id": view["id"], "record_live": "off"}, res
    sc = H.live_start(mcp, dev, mode="control", ttl_seconds=60)
    assert sc["live"]["recorded"] is False, sc
    H.live_stop(mcp, dev)
    # ...and on for all of them.
    relay.cli("keys", "record-live", view["id"], "all")
    sc = H.live_start(mcp, dev, mode="view", ttl_seconds=60)
    assert sc["live"]["recorded"] is True, sc
    rec = session_of(relay, dev)["recording_id"]
    assert rec.startswith("lsr_")
    H.live_stop(mcp, dev)
    ready_artifact(relay, rec, [relay.proc])
    # Back to the relay's, and each change audited.
    relay.cli("keys", "record-live", view["id"], "default")
    listed = {k["id"]: k for k in relay.cli("keys", "list").json["keys"]}
    assert listed[view["id"]]["record_live"] is None, listed[view["id"]]
    changes = [e["detail"]["record_live"] for e in relay.audit()
               if e["kind"] == "key_record_live_set" and e["detail"]["key"] == view["id"]]
    assert changes == ["off", "all", "relay_default"], changes
    bad = relay.cli("keys", "record-live", view["id"], "sometimes", check=False, json_out=False)
    assert bad.rc != 0 and "off, control, all or default" in bad.stderr, bad.stderr


def test_a_relay_that_records_nothing_says_so(hm):
    relay = hm.relay(extra_args=["--record-live-sessions", "off"])
    dev, _agent = hm.device(relay, "unrecorded")
    mcp = relay.mcp(relay.create_key("op", H.LIVE_SCOPES, ["*"])["secret"])
    sc = H.live_start(mcp, dev["id"], mode="control", ttl_seconds=60)
    assert sc["live"]["recorded"] is False, sc
    status, info = H.ticket_info(relay, H.ticket_of(sc["live"]["viewer_url"]))
    assert info["recorded"] is False, info
    H.live_stop(mcp, dev["id"])
    # A policy that is none of the three is refused at start, by name.
    bad = subprocess.run([str(H.relay_bin()), "serve", "--record-live-sessions", "sometimes"],
                         capture_output=True, text=True, timeout=30)
    assert bad.returncode != 0 and "off, control or all" in bad.stderr, bad.stderr
