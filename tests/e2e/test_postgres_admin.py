"""The scaled-out store and the admin HTTP API.

* The same relay on PostgreSQL (``--database-url``): migrations, devices, keys, tool calls
  and a verifying audit chain, with the CLI working on that database while the relay runs.
* ``GET /v1/admin/audit`` and ``/v1/admin/audit/verify`` need the ``admin`` scope.
* The MCP endpoint answers behind a real host name, not only on loopback addresses.

PostgreSQL is the machine's server on 127.0.0.1:5432 (``tests/run`` checks it answers); each
test makes a database of its own and drops it afterwards.
"""

from __future__ import annotations

import httpx2

import harness as H


def test_relay_runs_on_postgres(h, pg_url):
    relay = h.relay(database_url=pg_url)
    dev, _agent = h.device(relay, "pg-device", labels=["pg"])
    shot = relay.admin.screenshot(dev["id"], format="png")
    assert shot.size == (1280, 800)
    assert relay.admin.input(dev["id"], "click", x=10, y=10)

    # Nothing landed in SQLite: the data dir has no database file.
    assert not relay.db_path.exists(), "relay wrote SQLite although --database-url was given"

    devices = relay.cli("devices", "list").json["devices"]
    assert [(d["name"], d["online"]) for d in devices] == [("pg-device", True)]
    kinds = [e["kind"] for e in relay.audit()]
    assert "device_connected" in kinds and kinds.count("tool_call") >= 2, kinds
    verified = relay.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()

    # A restart keeps everything (migrations run once), and the chain goes on.
    relay.restart()
    relay.wait_online(dev["id"])
    assert relay.verify().json["ok"] is True


def test_admin_audit_api_needs_the_admin_scope(h):
    relay = h.relay()
    admin = relay.create_key("auditor", ["admin"])
    plain = relay.create_key("plain", ["list_devices"])
    url = f"{relay.url}/v1/admin/audit"

    ok = httpx2.get(url, headers={"Authorization": f"Bearer {admin['secret']}"}, params={"limit": 5}, timeout=10)
    assert ok.status_code == 200, ok.text
    events = ok.json()["events"]
    assert events and {"seq", "kind", "hash", "prev_hash"} <= set(events[-1]), events
    assert any(e["kind"] == "key_created" and e["key_id"] == plain["id"] for e in events)

    refused = httpx2.get(url, headers={"Authorization": f"Bearer {plain['secret']}"}, timeout=10)
    assert refused.status_code == 403 and "admin" in refused.text
    anonymous = httpx2.get(url, timeout=10)
    assert anonymous.status_code == 401

    bad = httpx2.get(url, headers={"Authorization": f"Bearer {admin['secret']}"}, params={"limit": 0}, timeout=10)
    assert bad.status_code == 400 and "limit" in bad.text

    verify = httpx2.get(f"{url}/verify", headers={"Authorization": f"Bearer {admin['secret']}"}, timeout=10)
    assert verify.status_code == 200 and verify.json()["ok"] is True, verify.text


def test_mcp_answers_behind_a_real_host_name(h):
    relay = h.relay()
    key = relay.create_key("remote", ["list_devices"])
    resp = H.raw_post(relay.mcp_url, H.initialize_body(), key=key["secret"],
                      headers={"Host": "relay.example.com"})
    assert resp.status_code == 200, resp.text
    messages = H.jsonrpc_messages(resp)
    assert messages and "result" in messages[0], messages
