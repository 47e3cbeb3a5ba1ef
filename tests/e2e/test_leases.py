"""Device leases through the official MCP client: one key holds a device, and another key's
input, recording start and live control soft-fail naming the holder and when the lease ends,
while its screenshots still work; the lease expires on its own and the other key proceeds;
it holds across a relay restart and across two replicas on one PostgreSQL; an admin breaks
it from the CLI (audited). Hostile: another key releasing or renewing a lease it does not
hold."""

from __future__ import annotations

import time

import harness as H
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
