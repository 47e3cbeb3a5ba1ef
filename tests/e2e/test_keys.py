"""The admin CLI: API key lifecycle (create shows the secret once, list never shows it, revoke
and expiry make the key refused with 401, unknown scopes are refused) and device enrolment."""

from __future__ import annotations

import time
from datetime import datetime

import pytest

import harness as H


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def status(relay: H.Relay, secret: str) -> int:
    return H.raw_post(relay.mcp_url, H.initialize_body(), key=secret).status_code


@pytest.fixture(scope="module")
def relay(hm):
    return hm.relay()


def test_create_shows_the_secret_once_and_list_never(relay):
    key = relay.create_key("ci-bot", ["list_devices", "screenshot"], ["lab-*", "kiosk"])
    assert key["id"].startswith("k_"), key
    assert key["secret"].startswith("rk_") and len(key["secret"]) >= 24, key
    assert key["name"] == "ci-bot"
    assert sorted(key["scopes"]) == ["list_devices", "screenshot"]
    assert key["devices"] == ["lab-*", "kiosk"]
    assert key["expires_at"] is None
    parse_time(key["created_at"])

    res = relay.cli("keys", "list")
    listed = [k for k in res.json["keys"] if k["id"] == key["id"]]
    assert len(listed) == 1, res.json
    entry = listed[0]
    assert "secret" not in entry, entry
    assert key["secret"] not in res.stdout, "keys list prints the secret"
    assert (entry["name"], sorted(entry["scopes"]), entry["devices"]) == ("ci-bot", ["list_devices", "screenshot"],
                                                                          ["lab-*", "kiosk"])
    assert entry["revoked_at"] is None and entry["expires_at"] is None
    # The secret is not stored in the clear either.
    for path in relay.data.iterdir():
        if path.is_file():
            assert key["secret"].encode() not in path.read_bytes(), f"secret stored in clear in {path.name}"
    assert status(relay, key["secret"]) == 200


def test_revoked_key_is_refused(relay):
    key = relay.create_key("to-revoke", ["list_devices"], ["*"])
    relay.mcp(key["secret"]).list_devices()  # works before revocation
    assert status(relay, key["secret"]) == 200
    res = relay.cli("keys", "revoke", key["id"])
    assert (res.json["id"], res.json["revoked"]) == (key["id"], True), res.json
    assert status(relay, key["secret"]) == 401, "a revoked key must be refused"
    entry = next(k for k in relay.cli("keys", "list").json["keys"] if k["id"] == key["id"])
    assert entry["revoked_at"], entry
    kinds = [(e["kind"], e["key_id"]) for e in relay.audit()]
    assert ("key_created", key["id"]) in kinds and ("key_revoked", key["id"]) in kinds, kinds


def test_revoking_an_unknown_key_fails(relay):
    res = relay.cli("keys", "revoke", "k_doesnotexist", check=False)
    assert res.rc != 0, res.describe()


def test_expired_key_is_refused(relay):
    key = relay.create_key("short-lived", ["list_devices"], ["*"], expires="2s")
    created = time.monotonic()
    expires_at = parse_time(key["expires_at"])
    lifetime = (expires_at - parse_time(key["created_at"])).total_seconds()
    assert 1.0 <= lifetime <= 3.0, f"--expires 2s gave {key['created_at']} .. {key['expires_at']}"
    first = status(relay, key["secret"])
    assert first == 200, f"a fresh key was refused: HTTP {first}"
    time.sleep(max(0.0, 2.5 - (time.monotonic() - created)))
    H.wait_until("the expired key to be refused with 401", lambda: status(relay, key["secret"]) == 401, timeout=5)
    assert status(relay, key["secret"]) == 401


def test_unknown_scope_is_refused(relay):
    res = relay.cli("keys", "create", "--name", "bad", "--scopes", "list_devices,teleport", "--devices", "*",
                    check=False)
    assert res.rc != 0, res.describe()
    assert "teleport" in res.stderr, f"stderr should name the unknown scope:\n{res.stderr}"
    assert not any(k["name"] == "bad" for k in relay.cli("keys", "list").json["keys"])


def test_all_documented_scopes_are_accepted(relay):
    scopes = ["list_devices", "screenshot", "input", "screen_recording", "screen_recording:live_view",
              "screen_recording:live_control", "screen_sequence", "screen_watch", "video_frames", "get_screenshots",
              "device_lease",
              "console", "admin"]
    key = relay.create_key("everything", scopes, ["*"])
    assert sorted(key["scopes"]) == sorted(scopes)


def test_devices_add_and_list_through_the_cli(h):
    """`relay devices add/list` on the data dir of a running relay, before and after the agent
    connects."""
    relay = h.relay()
    dev = relay.add_device("cli-dev", labels=["lab-9", "floor-1"])
    assert dev["name"] == "cli-dev" and sorted(dev["labels"]) == ["floor-1", "lab-9"], dev
    assert dev["token"].startswith("dt_"), dev
    assert dev["id"], dev

    def listed() -> dict:
        res = relay.cli("devices", "list")
        assert dev["token"] not in res.stdout, "devices list prints the device token"
        entries = [d for d in res.json["devices"] if d["id"] == dev["id"]]
        assert len(entries) == 1, res.json
        return entries[0]

    before = listed()
    assert before["online"] is False and before["connected_at"] is None, before
    assert sorted(before["labels"]) == ["floor-1", "lab-9"]

    agent = h.agent(relay, dev["token"], name="cli-dev")
    relay.wait_online(dev["id"], procs=[agent.proc])
    after = H.wait_until("devices list to show the device online", lambda: (e := listed())["online"] and e,
                         timeout=10, procs=[relay.proc, agent.proc])
    assert after["connected_at"] and after["last_seen_at"], after
    parse_time(after["connected_at"])

    # A second enrolment under the same name is refused or gets a distinct id and token.
    res = relay.cli("devices", "add", "cli-dev", check=False)
    if res.rc == 0:
        assert res.json["id"] != dev["id"] and res.json["token"] != dev["token"], res.json


def test_reset_device_token_disconnects_the_agent_and_the_new_token_works(h):
    relay = h.relay()
    dev, agent = h.device(relay, "stolen-laptop")
    fresh = relay.cli("devices", "reset-token", "stolen-laptop").json
    assert fresh["id"] == dev["id"] and fresh["token"].startswith("dt_") and fresh["token"] != dev["token"]

    # The relay closes the old connection within its revocation sweep (5 s); the agent redials
    # with its old token, is refused, and stops saying why.
    H.wait_until("the agent with the revoked token to stop", lambda: not agent.proc.alive(), timeout=20)
    assert agent.proc.popen.returncode != 0
    assert "401" in agent.proc.stderr_text() or "token" in agent.proc.stderr_text()
    assert H.wait_until("the device to be offline",
                        lambda: not relay.admin.device(dev["id"])["online"] or None, timeout=5)
    reasons = [e["detail"].get("reason") for e in relay.audit() if e["kind"] == "device_disconnected"]
    assert "device token revoked" in reasons, reasons
    assert any(e["kind"] == "device_token_reset" and e["device_id"] == dev["id"] for e in relay.audit())

    replacement = h.agent(relay, fresh["token"], name="stolen-laptop")
    relay.wait_online(dev["id"], procs=[replacement.proc])
    assert relay.admin.screenshot(dev["id"]).size == (1280, 800)


def test_removed_device_is_disconnected_and_gone(h):
    relay = h.relay()
    dev, agent = h.device(relay, "retired")
    removed = relay.cli("devices", "remove", dev["id"]).json
    assert removed == {"id": dev["id"], "name": "retired", "removed": True}
    H.wait_until("the removed device's agent to stop", lambda: not agent.proc.alive(), timeout=20)
    assert relay.admin.list_devices() == []
    assert "no device" in relay.admin.call_error("screenshot", {"device_id": dev["id"]})
    assert relay.cli("devices", "remove", "retired", check=False).rc != 0
    # Its history stays in the chain, which still verifies.
    assert any(e["kind"] == "device_removed" for e in relay.audit())
    assert relay.verify().json["ok"] is True


def test_bad_keys_are_refused_every_time_but_audited_once_a_minute_per_address(h):
    relay = h.relay()
    for _ in range(5):
        resp = H.raw_post(relay.mcp_url, H.initialize_body(), key="rk_not-a-real-key")
        assert resp.status_code == 401, resp.text
    H.wait_until("the failure's audit event", lambda: any(e["kind"] == "auth_failed" for e in relay.audit()), 10)
    events = [e for e in relay.audit() if e["kind"] == "auth_failed"]
    assert len(events) == 1, events
    assert events[0]["detail"]["address"] == "127.0.0.1"
    assert "rk_not-a-real-key" not in str(events), "the presented secret must never be recorded"
    # Rate-limited, not only audited: past 30 failures a minute the address gets 429 before
    # any lookup, whatever key it presents.
    codes = [H.raw_post(relay.mcp_url, H.initialize_body(), key=f"rk_guess{i:04}").status_code for i in range(30)]
    assert codes[:25] == [401] * 25 and set(codes[25:]) == {429}, codes
    limited = H.raw_post(relay.mcp_url, H.initialize_body(), key=relay.admin.key)
    assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1, limited.text
