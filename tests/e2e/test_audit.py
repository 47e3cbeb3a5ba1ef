"""The audit log: every call is recorded, the hash chain verifies, and editing or deleting a
row in the SQLite database is detected and located."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

import harness as H


def make_history(h: H.Harness) -> tuple[H.Relay, dict, dict]:
    """A relay with a device and a key, and a few ok, error and denied tool calls."""
    relay = h.relay()
    dev, _ = h.device(relay, "audited")
    key = relay.create_key("auditor", ["list_devices", "screenshot"], ["*"])
    mcp = relay.mcp(key["secret"])
    mcp.list_devices()
    mcp.screenshot(dev["id"], max_long_edge=64)
    mcp.call_error("screenshot", {"device_id": dev["id"], "quality": 0})
    mcp.call_error("input", {"device_id": dev["id"], "action": "type", "text": "x"})
    mcp.list_devices(device_id=dev["id"])
    return relay, dev, key


def db_execute(relay: H.Relay, sql: str, params: tuple = ()) -> int:
    """Run one statement on the relay's database (WAL: fine while it runs); return rowcount."""
    con = sqlite3.connect(relay.db_path, timeout=10)
    try:
        with con:
            return con.execute(sql, params).rowcount
    finally:
        con.close()


def db_rows(relay: H.Relay, sql: str, params: tuple = ()) -> list[tuple]:
    con = sqlite3.connect(relay.db_path, timeout=10)
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


def test_every_tool_call_is_audited(h):
    relay, dev, key = make_history(h)
    events = relay.audit()
    mine = [e for e in events if e["kind"] == "tool_call" and e["key_id"] == key["id"]]
    got = [(e["tool"], e["outcome"]) for e in mine]
    assert got == [
        ("list_devices", "ok"),
        ("screenshot", "ok"),
        ("screenshot", "error"),
        ("input", "denied"),
        ("list_devices", "ok"),
    ], got
    assert mine[1]["device_id"] == dev["id"]
    assert all(isinstance(e["duration_ms"], (int, float)) and e["duration_ms"] >= 0 for e in mine), mine
    kinds = {e["kind"] for e in events}
    assert {"key_created", "device_added", "device_connected", "tool_call"} <= kinds, kinds
    seqs = [e["seq"] for e in events]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs), f"seq not strictly increasing: {seqs}"
    for prev, cur in zip(events, events[1:]):
        assert cur["prev_hash"] == prev["hash"], f"event {cur['seq']} does not chain to {prev['seq']}"
    # Filters.
    by_dev = relay.audit("--device", dev["id"])
    assert by_dev and all(e["device_id"] == dev["id"] for e in by_dev), by_dev
    assert {e["seq"] for e in relay.audit("--since", "10m")} == set(seqs)
    future = (datetime.now(timezone.utc) + timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert relay.audit("--since", future) == []


def test_verify_passes_then_detects_an_edited_row(h):
    relay, _, _ = make_history(h)
    res = relay.verify()
    assert res.rc == 0 and res.json["ok"] is True, res.describe()
    total = res.json["events"]
    assert total >= 8, res.json
    assert total == len(relay.audit())

    seqs = [s for (s,) in db_rows(relay, "SELECT seq FROM audit_events ORDER BY seq")]
    victim = seqs[len(seqs) // 2]
    (outcome,) = db_rows(relay, "SELECT outcome FROM audit_events WHERE seq = ?", (victim,))[0]
    forged = "error" if outcome == "ok" else "ok"
    # Edited while the relay runs.
    assert db_execute(relay, "UPDATE audit_events SET outcome = ? WHERE seq = ?", (forged, victim)) == 1

    res = relay.verify()
    assert res.rc == 1, f"verify passed after seq {victim} was edited\n{res.describe()}"
    assert res.json["ok"] is False
    assert res.json["first_broken"] == victim, f"edited seq {victim}: {res.json}"
    assert res.json.get("reason"), res.json


def test_verify_detects_a_deleted_row(h):
    relay, _, _ = make_history(h)
    assert relay.verify().rc == 0
    relay.stop()
    seqs = [s for (s,) in db_rows(relay, "SELECT seq FROM audit_events ORDER BY seq")]
    victim = seqs[len(seqs) // 2]
    assert db_execute(relay, "DELETE FROM audit_events WHERE seq = ?", (victim,)) == 1

    res = relay.verify()
    assert res.rc == 1, f"verify passed after seq {victim} was deleted\n{res.describe()}"
    assert res.json["ok"] is False
    # The gap shows at the deleted seq or at the row after it.
    assert res.json["first_broken"] in (victim, victim + 1), f"deleted seq {victim}: {res.json}"


def test_chain_continues_across_a_restart(h):
    """Appending after a restart keeps the chain valid (the relay resumes from the stored head)."""
    relay, dev, key = make_history(h)
    relay.restart()
    relay.wait_online(dev["id"])
    relay.mcp(key["secret"]).list_devices()
    res = relay.verify()
    assert res.rc == 0 and res.json["ok"] is True, res.describe()
