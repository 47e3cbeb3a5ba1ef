"""The audit log: every call is recorded, the hash chain verifies, and editing or deleting a
row in the SQLite database is detected and located."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta, timezone

import httpx2

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


def event_hash(seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, prev_hash) -> str:
    """The relay's event hash (relay_core::audit::event), as someone rewriting the database
    would recompute it: SHA-256 of the fields as one compact JSON array."""
    import hashlib

    canonical = json.dumps([seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, prev_hash],
                           separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def rewrite_with_recomputed_hashes(relay: H.Relay, victim: int) -> None:
    """Forge event ``victim``'s outcome and recompute its hash and every later one's."""
    rows = db_rows(relay, "SELECT seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, "
                          "prev_hash FROM audit_events WHERE seq >= ? ORDER BY seq", (victim,))
    (prev,) = db_rows(relay, "SELECT hash FROM audit_events WHERE seq = ?", (victim - 1,))[0]
    for (seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, _) in rows:
        if seq == victim:
            outcome = "error" if outcome == "ok" else "ok"
        new_hash = event_hash(seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, prev)
        assert db_execute(relay, "UPDATE audit_events SET outcome = ?, prev_hash = ?, hash = ? WHERE seq = ?",
                          (outcome, prev, new_hash, seq)) == 1
        prev = new_hash


def test_a_database_rewritten_with_recomputed_hashes_fails_the_signed_checkpoints(h):
    """The chain alone is fooled by recomputed hashes; the checkpoints the relay signed into
    the artifact store are not. An auditor checks them with the public key alone."""
    relay = h.relay(extra_args=["--audit-checkpoint-seconds", 1])
    dev, _ = h.device(relay, "checkpointed")
    key = relay.create_key("auditor", ["list_devices", "screenshot"], ["*"])
    mcp = relay.mcp(key["secret"])
    mcp.list_devices()
    mcp.screenshot(dev["id"], max_long_edge=64)
    checkpoints = relay.data / "artifacts" / "objects" / "audit-checkpoints"
    H.wait_until("a signed checkpoint in the store", lambda: list(checkpoints.glob("*.json")) or None, timeout=15)
    relay.stop()  # the relay signs the head once more as it stops
    (head,) = db_rows(relay, "SELECT MAX(seq) FROM audit_events")[0]
    assert (checkpoints / f"{head:020}.json").exists(), sorted(p.name for p in checkpoints.iterdir())

    public = relay.cli("audit", "public-key").json["public_key"]
    assert len(public) == 64 and public == relay.cli("audit", "public-key", json_out=False).stdout.strip()
    res = relay.cli("audit", "verify", "--public-key", public, check=False)
    assert res.rc == 0 and res.json["ok"] and res.json["checkpoints"]["last_seq"] == head, res.describe()
    assert res.json["checkpoints"]["verified"] >= 1, res.json
    text = relay.cli("audit", "verify", check=False, json_out=False)
    assert text.rc == 0 and f"the last at event {head}" in text.stdout, text.describe()

    # Another deployment's key does not vouch for these checkpoints.
    stranger = "ab" * 32
    res = relay.cli("audit", "verify", "--public-key", stranger, check=False)
    assert res.rc == 1 and not res.json["ok"] and "its signature is not the key's" in res.json["checkpoints"]["problem"]
    res = relay.cli("audit", "verify", "--public-key", "abc", check=False, json_out=False)
    assert res.rc != 0 and "public-key: expected 64 hexadecimal digits" in res.stderr, res.describe()

    rewrite_with_recomputed_hashes(relay, head // 2)
    res = relay.cli("audit", "verify", "--public-key", public, check=False)
    assert res.json["chain_ok"] is True, f"the rewrite should fool the chain: {res.json}"
    assert res.rc == 1 and res.json["ok"] is False, res.describe()
    assert "the log was rewritten" in res.json["checkpoints"]["problem"], res.json
    text = relay.cli("audit", "verify", check=False, json_out=False)
    assert text.rc == 1 and "audit checkpoints BROKEN" in text.stdout, text.describe()
    # The running relay's own check (the console's Audit page, GET /v1/admin/audit/verify)
    # holds the checkpoints too.
    relay.start()
    admin = relay.create_key("admin", ["admin"], ["*"])
    res = httpx2.get(f"{relay.url}/v1/admin/audit/verify", headers={"Authorization": f"Bearer {admin['secret']}"},
                     timeout=30)
    assert res.status_code == 200, res.text
    got = res.json()
    assert got["chain_ok"] is True and got["ok"] is False, got
    assert "the log was rewritten" in got["checkpoints"]["problem"], got


def test_checkpoints_in_an_s3_bucket_are_checked_there(h):
    """With the artifacts in S3, the checkpoints are objects of the bucket, listed and read
    back by `relay audit verify` given the same store flags; a forged object is caught."""
    s3 = H.S3Server(h).start()
    relay = h.relay(extra_args=[*s3.relay_args(), "--audit-checkpoint-seconds", 1], env=s3.relay_env())
    relay.create_key("auditor", ["list_devices"], ["*"])

    def verified():
        res = relay.cli("audit", "verify", *s3.relay_args(), check=False)
        return res if res.rc == 0 and res.json["checkpoints"]["verified"] >= 1 else None

    res = H.wait_until("a checkpoint verified from the bucket", verified, timeout=20, procs=[relay.proc, s3.proc])
    stored = [p for p in s3.objects() if p.parent.name == "audit-checkpoints"]
    assert stored and all(p.name.endswith(".json") for p in stored), s3.objects()
    # Without the store flags the data directory holds none: nothing to vouch with.
    local = relay.cli("audit", "verify", check=False)
    assert local.rc == 0 and local.json["checkpoints"]["verified"] == 0, local.describe()

    relay.stop()
    forged = json.loads(stored[0].read_text())
    forged["hash"] = "0" * 64
    stored[0].write_text(json.dumps(forged))
    res = relay.cli("audit", "verify", *s3.relay_args(), check=False)
    assert res.rc == 1 and "its signature is not the key's" in res.json["checkpoints"]["problem"], res.describe()
