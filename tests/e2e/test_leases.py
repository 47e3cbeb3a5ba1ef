"""Device leases through the official MCP client: one key holds a device, and another key's
input, recording start and live control soft-fail naming the holder and when the lease ends,
while its screenshots still work; the lease expires on its own and the other key proceeds;
it holds across a relay restart and across two replicas on one PostgreSQL; an admin breaks
it from the CLI or the console's Devices page (audited). Hostile: another key releasing or renewing a lease it does not
hold; the console's QA view breaking one."""

from __future__ import annotations

import time

import harness as H
# `browser` is the console tests' module-scoped fixture (one chromium per module).
from test_console import Session, browser, goto, no_serious_violations, open_console  # noqa: F401
from test_scaled import pair

SCOPES = ["list_devices", "screenshot", "input", "screen_recording", "screen_recording:live_view",
          "screen_recording:live_control", "device_lease"]


def lease(mcp: H.Mcp, device_id: str, action: str, **args) -> dict:
    res = mcp.call_ok("device_lease", {"device_id": device_id, "action": action, **args})
    return res.structured_content


def test_one_key_holds_a_device_and_the_other_is_told_who_until_when(h):
    relay = h.relay()
    dev, _agent = h.device(relay, "shared-1")
    ci, other = relay.create_key("ci-bot", SCOPES), relay.create_key("nightly", SCOPES)
    mine, theirs = relay.mcp(ci["secret"]), relay.mcp(other["secret"])

    got = lease(mine, dev["id"], "acquire", ttl_seconds=10, reason="release tests, run 42")
    held = got["lease"]
    assert held["yours"] is True and held["holder"] == "ci-bot" and held["reason"] == "release tests, run 42", got
    # The holder works as before.
    mine.input(dev["id"], "click", x=10, y=10)

    # The other key: refused with the holder's name and when it ends, for what changes the device.
    for tool, args in [
        ("input", {"action": "click", "x": 5, "y": 5}),
        ("screen_recording", {"action": "start", "file": {"enabled": True}}),
        ("screen_recording", {"action": "start", "live": {"enabled": True, "mode": "control", "reason": "help"}}),
        ("device_lease", {"action": "acquire", "reason": "mine now"}),
    ]:
        text = theirs.call_error(tool, {"device_id": dev["id"], **args})
        assert '"ci-bot"' in text and held["expires_at"] in text and "release tests, run 42" in text, (tool, text)
    # What only looks stays open to it, and it sees who holds the device.
    assert theirs.screenshot(dev["id"]).size
    entry = theirs.device(dev["id"])
    assert entry["lease"]["holder"] == "ci-bot" and entry["lease"]["yours"] is False, entry
    assert dev["id"] not in {d["id"] for d in theirs.list_devices(available=True)}
    assert dev["id"] in {d["id"] for d in mine.list_devices(available=True)}
    status = lease(theirs, dev["id"], "status")
    assert status["lease"]["holder"] == "ci-bot", status

    # Hostile: the other key cannot release or renew it.
    for action in ("release", "renew"):
        text = theirs.call_error("device_lease", {"device_id": dev["id"], "action": action})
        assert '"ci-bot"' in text, text
    assert lease(mine, dev["id"], "status")["lease"]["yours"] is True
    soft = [e for e in relay.audit() if e["kind"] == "tool_call" and e["key_id"] == other["id"]
            and e["outcome"] == "soft_failed"]
    assert {e["tool"] for e in soft} >= {"input", "screen_recording", "device_lease"}, soft

    # It ends on its own; the other key proceeds.
    H.wait_until("the lease to end", lambda: lease(theirs, dev["id"], "status")["lease"] is None, timeout=15)
    theirs.input(dev["id"], "click", x=5, y=5)
    taken = lease(theirs, dev["id"], "acquire", reason="nightly")["lease"]
    assert taken["holder"] == "nightly" and taken["yours"], taken
    text = mine.call_error("input", {"device_id": dev["id"], "action": "click", "x": 1, "y": 1})
    assert '"nightly"' in text, text
    assert lease(theirs, dev["id"], "release")["lease"] is None
    mine.input(dev["id"], "click", x=1, y=1)


def test_a_lease_outlives_a_restart_and_an_admin_breaks_it(h):
    relay = h.relay()
    dev, _agent = h.device(relay, "shared-2")
    ci, other = relay.create_key("holder", SCOPES), relay.create_key("waiting", SCOPES)
    held = lease(relay.mcp(ci["secret"]), dev["id"], "acquire", ttl_seconds=600, reason="soak")["lease"]
    relay.restart()
    H.wait_until("the device back", lambda: relay.mcp(ci["secret"]).device(dev["id"])["online"], timeout=30)
    theirs = relay.mcp(other["secret"])
    text = theirs.call_error("input", {"device_id": dev["id"], "action": "click", "x": 5, "y": 5})
    assert '"holder"' in text and held["expires_at"] in text, text

    listed = relay.cli("leases", "list").json["leases"]
    assert [(x["device_id"], x["key_name"]) for x in listed] == [(dev["id"], "holder")], listed
    missing = relay.cli("leases", "break", dev["id"], check=False, json_out=False)
    assert missing.rc != 0 and "reason" in missing.stderr
    relay.cli("leases", "break", dev["id"], "--reason", "the soak hung")
    theirs.input(dev["id"], "click", x=5, y=5)
    broken = [e for e in relay.audit() if e["kind"] == "lease_broken"]
    assert len(broken) == 1 and broken[0]["detail"]["holder"] == ci["id"], broken
    assert broken[0]["detail"]["reason"] == "the soak hung" and broken[0]["detail"]["by"] == "cli", broken
    again = relay.cli("leases", "break", dev["id"], "--reason", "twice", check=False, json_out=False)
    assert again.rc != 0 and "not leased" in again.stderr
    # Bad arguments are named.
    text = theirs.call_error("device_lease", {"device_id": dev["id"], "action": "acquire", "reason": "x",
                                              "ttl_seconds": 5})
    assert "ttl_seconds" in text and "10..=86400" in text, text
    text = theirs.call_error("device_lease", {"device_id": dev["id"], "action": "acquire"})
    assert "reason" in text, text


def test_a_lease_taken_through_one_replica_holds_on_the_other(h, pg_url):
    a, b = pair(h, pg_url)
    dev, _agent = h.device(b, "shared-scaled")
    ci, other = a.create_key("replica-holder", SCOPES), a.create_key("replica-other", SCOPES)
    held = lease(a.mcp(ci["secret"]), dev["id"], "acquire", ttl_seconds=600, reason="scaled")["lease"]
    text = b.mcp(other["secret"]).call_error("input", {"device_id": dev["id"], "action": "click", "x": 5, "y": 5})
    assert '"replica-holder"' in text and held["expires_at"] in text, text
    # Released through the other replica, by its holder.
    assert lease(b.mcp(ci["secret"]), dev["id"], "release")["lease"] is None
    started = time.monotonic()
    b.mcp(other["secret"]).input(dev["id"], "click", x=5, y=5)
    assert time.monotonic() - started < 10


def test_an_admin_sees_and_breaks_a_lease_in_the_console(h, browser):
    relay = h.relay()
    dev, _agent = h.device(relay, "shared-console")
    holder = relay.create_key("long-job", SCOPES)
    admin = relay.create_key("ops", ["admin"])
    qa = relay.create_key("qa", ["console"])
    mcp = relay.mcp(holder["secret"])
    lease(mcp, dev["id"], "acquire", ttl_seconds=3600, reason="bisecting")
    # The QA view sees who holds it, and cannot break it.
    viewer = Session(relay, qa)
    row = next(d for d in viewer.get("/devices").json()["devices"] if d["id"] == dev["id"])
    assert row["lease"]["key_name"] == "long-job" and row["lease"]["reason"] == "bisecting", row
    res = viewer.send("POST", f"/devices/{dev['id']}/lease/break", json={"reason": "mine"})
    assert res.status_code == 403, res.text
    ops = Session(relay, admin)
    assert ops.send("POST", f"/devices/{dev['id']}/lease/break", json={"reason": " "}).status_code == 400
    assert ops.send("POST", f"/devices/{dev['id']}/lease/break", json={"reason": "x"}, csrf=False).status_code == 403
    assert lease(mcp, dev["id"], "status")["lease"]["yours"] is True

    page = open_console(browser, relay, admin)
    cell = f"tr[data-device='{dev['id']}'] td.lease"
    text = page.eval(f"document.querySelector({cell!r}).textContent")
    assert "long-job" in text and "bisecting" in text, text
    no_serious_violations(page, "Devices with a lease")
    page.fill(f"{cell} input[name='reason']", "the job hung")
    page.click_on(f"{cell} button:text('Break lease')")
    page.wait_for(f"document.querySelector({cell!r}) && document.querySelector({cell!r}).textContent === '—'")
    assert page.errors() == []
    page.close()
    assert lease(mcp, dev["id"], "status")["lease"] is None
    broken = [e for e in relay.audit() if e["kind"] == "lease_broken"]
    assert len(broken) == 1 and broken[0]["key_id"] == admin["id"], broken
    assert broken[0]["detail"]["by"] == "console" and broken[0]["detail"]["reason"] == "the job hung", broken
    assert ops.send("POST", f"/devices/{dev['id']}/lease/break", json={"reason": "again"}).status_code == 404


def test_a_person_pauses_the_agents_input_and_gives_it_back(h, browser):
    """In a moderated session (and in a control one) the viewer page's one button pauses
    every agent's input on the device, which then soft-fails saying so, and gives it back;
    a viewer of a session to watch that sends the same ask changes nothing."""
    relay = h.relay()
    dev, _agent = h.device(relay, "supervised")
    person = relay.create_key("supervisor", H.LIVE_SCOPES)
    agent_key = relay.create_key("agent", SCOPES)
    agent = relay.mcp(agent_key["secret"])
    supervisor = relay.mcp(person["secret"])
    click = {"device_id": dev["id"], "action": "click", "x": 5, "y": 5}

    # Watching only: the page offers no button, and a hand-made ask is dropped.
    sc = H.live_start(supervisor, dev["id"], mode="view", reason="just looking")
    page = browser.open(sc["live"]["viewer_url"])
    assert page.wait_state("connected", "ended", "refused", timeout=20)["state"] == "connected"
    assert page.eval("document.getElementById('pause-agent').hidden") is True
    page.eval("(window.__viewer.rfb._sock._websocket.send(JSON.stringify({agent_input: 'pause'})), true)")
    time.sleep(1.0)
    agent.input(dev["id"], "click", x=5, y=5)
    page.close()
    status = {"device_id": dev["id"], "action": "status", "live": {}}
    H.wait_until("the session to end",
                 lambda: supervisor.call_ok("screen_recording", status).structured_content["live"]["state"] == "ended",
                 timeout=15)

    sc = H.live_start(supervisor, dev["id"], mode="moderate", reason="watching the agent")
    assert sc["live"]["mode"] == "moderate", sc
    # axe-core is injected as a script, which the page's policy forbids.
    page = browser.open(sc["live"]["viewer_url"], bypass_csp=True)
    assert page.wait_state("connected", "ended", "refused", timeout=20)["state"] == "connected"
    assert page.eval("document.getElementById('mode').textContent") == "Moderate"
    # A moderated session is one to watch: the person's own input is not sent.
    assert page.eval("window.__viewer.rfb.viewOnly") is True
    agent.input(dev["id"], "click", x=5, y=5)
    no_serious_violations(page, "Moderated live view")
    page.click_on("#pause-agent")
    page.wait_for("document.body.dataset.agentPaused === 'true'")

    def refused() -> str | None:
        res = agent.call("input", click)
        return H.result_text(res) if res.is_error else None

    text = H.wait_until("the agent's input paused", refused, timeout=10)
    assert "paused the agents' input" in text, text
    # Every key's agents: the supervisor's own too.
    assert "paused" in supervisor.call_error("input", click)
    page.click_on("#pause-agent")
    page.wait_for("document.body.dataset.agentPaused === 'false'")
    H.wait_until("the agent's input back", lambda: refused() is None, timeout=10)
    assert page.errors() == []
    page.close()
    kinds = [e["kind"] for e in relay.audit() if e["kind"] in ("agent_input_paused", "agent_input_resumed")]
    assert kinds == ["agent_input_paused", "agent_input_resumed"], kinds
