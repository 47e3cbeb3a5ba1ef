#!/usr/bin/env python3
"""The console's *Recordings* and *Audit* pages on a large history, measured in the browser.

A PostgreSQL database of the bench's own gets ``--devices`` devices, ``--artifacts``
recordings (artifact rows, each with its ``recordings`` row naming the key that started it,
spread over 30 days) and ``--events`` audit events (a valid hash chain, computed here as the
relay computes it and checked with ``relay audit verify``). One ``relay serve`` runs on it.
Headless chromium (the end-to-end suite's driver, ``tests/e2e/browser/viewer.mjs``) signs in
with a console link as an admin key, then loads each page ``--loads`` times as a fresh
navigation and reads, from the page's own timing:

* time to first byte of the page's data request (``/v1/console/api/artifacts`` or
  ``/v1/console/api/audit``: ``responseStart`` of its resource timing, from navigation start);
* time to a usable page: navigation start to the ``loaded:<page>`` mark, set once the rows
  are on screen; for *Audit* also to the ``verified`` mark, the whole chain checked.

It also reads PostgreSQL's plan (``EXPLAIN ANALYZE``) of each page's queries, the same SQL
the relay sends (``relay/src/artifacts/browse.rs``, ``relay/src/audit.rs``), default and
filtered, and reports whether any sequential scan is in it.

    bench/.venv/bin/python bench/console.py [--artifacts 10000] [--events 100000] [--loads 7] [--json-out F]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    Workspace,
    binary,
    describe_binary,
    emit,
    log,
    machine,
    median,
    print_goals,
    run_main_interruptible,
)
from fleet_scaled import PG, psql  # noqa: E402
from live import Browser  # noqa: E402

GENESIS = "0" * 64
GOAL_MS = 300.0
# The tables that grow with the history: none of them may be read whole.
BIG_TABLES = ("artifacts", "recordings", "audit_events")


def copy_in(database: str, table: str, columns: list[str], rows_path: Path) -> None:
    cmd = f"\\copy {table} ({', '.join(columns)}) FROM '{rows_path}' WITH (FORMAT csv)"
    done = subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1",
                           "-c", cmd], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise BenchError(f"copy into {table}: {done.stderr}")


def ts(epoch: float) -> str:
    """The relay's stored timestamp form: RFC 3339 UTC with milliseconds."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(epoch)) + f".{int(epoch * 1000) % 1000:03d}Z"


def event_hash(seq: int, t: str, kind: str, key: str | None, dev: str | None, tool: str | None,
               action: str | None, outcome: str | None, duration: int | None, detail: str, prev: str) -> str:
    """The chain hash of ``relay/src/audit.rs`` (``event_hash``): SHA-256 of a compact JSON array."""
    canonical = json.dumps([seq, t, kind, key, dev, tool, action, outcome, duration, detail, prev],
                           separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def seed(ws: Workspace, database: str, devices: list[dict], key_id: str, artifacts: int, events: int) -> None:
    now = time.time()
    span = 30 * 86400
    rows_path = ws.root / "artifacts.csv"
    rec_path = ws.root / "recordings.csv"
    with rows_path.open("w", newline="") as f, rec_path.open("w", newline="") as g:
        a, r = csv.writer(f), csv.writer(g)
        for i in range(artifacts):
            dev = devices[i % len(devices)]["id"]
            created = now - span + span * i / artifacts
            rid = f"rec_bench{i:08d}"
            meta = json.dumps({"width": 1920, "height": 1080, "fps": 10, "frames": 600, "duration_ms": 60000})
            a.writerow([rid, dev, "recording", "ready", 5_000_000 + i, hashlib.sha256(rid.encode()).hexdigest(),
                        "video/mp4", f"{dev}/{rid}.mp4", meta, ts(created), ts(created + 70), ts(created + 70), 0, 0])
            r.writerow([rid, dev, key_id, ts(created), 10, 600, ts(created + 60), "stopped"])
    copy_in(database, "artifacts", ["id", "device_id", "kind", "state", "size_bytes", "sha256", "content_type",
                                    "store_key", "meta", "created_at", "updated_at", "ready_at", "interrupted",
                                    "verify_failures"], rows_path)
    copy_in(database, "recordings", ["id", "device_id", "key_id", "started_at", "fps", "max_duration_seconds",
                                     "stopped_at", "stop_reason"], rec_path)
    # The chain continues from what the relay's CLI wrote so far.
    head = psql("SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1", database)
    seq, prev = (int(head.split("|")[0]), head.split("|")[1]) if head else (0, GENESIS)
    first_ts = now - span
    tools = ["screenshot", "list_devices", "input", "screen_recording", "screen_sequence"]
    outcomes = ["ok", "ok", "ok", "error", "denied"]
    ev_path = ws.root / "audit.csv"
    with ev_path.open("w", newline="") as f:
        w = csv.writer(f)
        for i in range(events):
            seq += 1
            t = ts(first_ts + span * i / events)
            dev = devices[i % len(devices)]["id"]
            tool = tools[i % len(tools)]
            outcome = outcomes[(i // 7) % len(outcomes)]
            detail = json.dumps({"request_id": f"rq_{i:012x}"}, separators=(",", ":"))
            h = event_hash(seq, t, "tool_call", key_id, dev, tool, None, outcome, 5, detail, prev)
            w.writerow([seq, t, "tool_call", key_id, dev, tool, None, outcome, 5, detail, prev, h])
            prev = h
    copy_in(database, "audit_events", ["seq", "ts", "kind", "key_id", "device_id", "tool", "action", "outcome",
                                       "duration_ms", "detail", "prev_hash", "hash"], ev_path)
    psql("ANALYZE", database)


# The SQL each page sends, as the relay writes it (relay/src/artifacts/browse.rs and
# relay/src/audit.rs), with the values of a default and a filtered page.
ARTIFACT_COLUMNS = ("id, kind, device_id, content_type, state, size_bytes, sha256, interrupted, meta, error, "
                    "created_at, ready_at, store_key, upload_id, verify_failures, part_sha256, owner_key_id")
STARTED_BY = ("COALESCE((SELECT r.key_id FROM recordings r WHERE r.id = artifacts.id), "
              "(SELECT w.key_id FROM watches w WHERE w.id = artifacts.watch_id), owner_key_id)")
AUDIT_COLUMNS = "seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, prev_hash, hash"


def plans(database: str, device: str, key_id: str) -> dict[str, dict[str, Any]]:
    # The cursor of a page halfway down the list.
    cursor = psql("SELECT created_at, id FROM artifacts ORDER BY created_at DESC, id DESC "
                  "OFFSET (SELECT count(*) / 2 FROM artifacts) LIMIT 1", database)
    cursor_t, cursor_id = cursor.split("|")
    queries = {
        "recordings, default (admin)":
            f"SELECT {ARTIFACT_COLUMNS}, {STARTED_BY} AS started_by FROM artifacts WHERE 1=1 "
            "ORDER BY created_at DESC, id DESC LIMIT 50",
        "recordings, one device":
            f"SELECT {ARTIFACT_COLUMNS}, {STARTED_BY} AS started_by FROM artifacts WHERE 1=1 "
            f"AND device_id IN ('{device}') ORDER BY created_at DESC, id DESC LIMIT 50",
        "recordings, QA view (every device)":
            f"SELECT {ARTIFACT_COLUMNS}, {STARTED_BY} AS started_by FROM artifacts WHERE 1=1 AND device_id <> '' "
            "ORDER BY created_at DESC, id DESC LIMIT 50",
        "recordings, halfway down (keyset)":
            f"SELECT {ARTIFACT_COLUMNS}, {STARTED_BY} AS started_by FROM artifacts WHERE 1=1 "
            f"AND (created_at < '{cursor_t}' OR (created_at = '{cursor_t}' AND id < '{cursor_id}')) "
            "ORDER BY created_at DESC, id DESC LIMIT 50",
        "audit, default":
            f"SELECT {AUDIT_COLUMNS} FROM audit_events WHERE 1=1 ORDER BY seq DESC LIMIT 100",
        "audit, one key":
            f"SELECT {AUDIT_COLUMNS} FROM audit_events WHERE 1=1 AND key_id = '{key_id}' ORDER BY seq DESC LIMIT 100",
        "audit, one device":
            f"SELECT {AUDIT_COLUMNS} FROM audit_events WHERE 1=1 AND device_id = '{device}' ORDER BY seq DESC LIMIT 100",
        "audit, one tool":
            f"SELECT {AUDIT_COLUMNS} FROM audit_events WHERE 1=1 AND tool = 'input' ORDER BY seq DESC LIMIT 100",
        "audit, one verification page":
            f"SELECT {AUDIT_COLUMNS} FROM audit_events WHERE seq >= (SELECT max(seq) / 2 FROM audit_events) ORDER BY seq LIMIT 1000",
    }
    out = {}
    for name, sql in queries.items():
        plan = psql(f"EXPLAIN (ANALYZE, FORMAT TEXT) {sql}", database)
        scanned = sorted({line.split("Seq Scan on ", 1)[1].split()[0]
                          for line in plan.splitlines() if "Seq Scan on " in line})
        # An empty or tiny table (watches here) is read whole by design; the goal is about
        # the tables that grow with the history.
        big = [t for t in scanned if t in BIG_TABLES]
        out[name] = {"seq_scan": bool(big), "seq_scanned": scanned, "plan": plan.splitlines()}
    return out


def page_timing(browser: Browser, page: int, url: str, name: str, api_path: str, verified: bool) -> dict[str, float]:
    browser.request("goto", page=page, url=url)
    browser.request("wait_for", page=page, timeout_ms=60000,
                    expr=f"performance.getEntriesByName('loaded:{name}').length > 0"
                         + (" && performance.getEntriesByName('verified').length > 0" if verified else ""))
    expr = ("(() => { const r = performance.getEntriesByType('resource')"
            f".filter(e => new URL(e.name).pathname === '{api_path}');"
            f" const l = performance.getEntriesByName('loaded:{name}')[0];"
            " const v = performance.getEntriesByName('verified')[0];"
            " const n = performance.getEntriesByType('navigation')[0];"
            " return { html_ttfb: n.responseStart, data_ttfb: r.length ? r[0].responseStart : null,"
            " data_ms: r.length ? r[0].responseEnd - r[0].requestStart : null,"
            " usable: l.startTime, verified: v ? v.startTime : null }; })()")
    return browser.request("eval", page=page, expr=expr)["value"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--devices", type=int, default=20)
    ap.add_argument("--artifacts", type=int, default=10_000)
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--loads", type=int, default=7, help="page loads per page (median reported)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    relay_bin = binary("RELAY_BIN", "relay")
    report: dict[str, Any] = {"benchmark": "console", "machine": machine(),
                              "binaries": {"relay": describe_binary(relay_bin)},
                              "artifacts": args.artifacts, "events": args.events, "devices": args.devices}
    database = f"relay_console_{uuid.uuid4().hex[:10]}"
    psql(f"CREATE DATABASE {database}")
    db = f"{PG}/{database}"
    try:
        with Workspace("console", keep=args.keep) as ws:
            data = ws.root / "data"

            def cli(*a: Any) -> dict:
                argv = [str(relay_bin), *[str(x) for x in a], "--data", str(data), "--database-url", db, "--json"]
                done = subprocess.run(argv, capture_output=True, timeout=600, stdin=subprocess.DEVNULL)
                if done.returncode != 0:
                    raise BenchError(f"$ {' '.join(argv)}\n{done.stderr.decode(errors='replace')}")
                return json.loads(done.stdout)

            devices = [cli("devices", "add", f"bench-{i:02d}") for i in range(args.devices)]
            admin = cli("keys", "create", "--name", "console-bench", "--scopes", "admin", "--devices", "*")
            t0 = time.monotonic()
            seed(ws, database, devices, admin["id"], args.artifacts, args.events)
            report["seed_s"] = round(time.monotonic() - t0, 1)
            t0 = time.monotonic()
            verified = cli("audit", "verify")
            report["cli_verify_s"] = round(time.monotonic() - t0, 2)
            if not verified.get("ok"):
                raise BenchError(f"the seeded chain does not verify: {verified}")
            log(f"seeded {args.artifacts} artifacts and {verified['events']} audit events in {report['seed_s']} s")
            report["plans"] = plans(database, devices[0]["id"], admin["id"])
            relay = ws.spawn("relay", [relay_bin, "serve", "--listen", "127.0.0.1:0", "--data", data,
                                       "--database-url", db, "--json"])
            url = json.loads(relay.read_line())["url"]
            link = cli("console-link", "--key", admin["id"], "--url", url)["url"]
            browser = Browser(ws)
            try:
                # The driver waits on expressions, which the page's CSP forbids evaluating.
                page = browser.request("open", url=link, bypass_csp=True)["page"]
                browser.request("wait_for", page=page, timeout_ms=30000,
                                expr="document.body.dataset.state === 'signed_in'")
                loads: dict[str, list[dict[str, float]]] = {"recordings": [], "audit": []}
                for i in range(args.loads):
                    loads["recordings"].append(page_timing(
                        browser, page, f"{url}/console/?load=r{i}#recordings", "recordings",
                        "/v1/console/api/artifacts", False))
                    loads["audit"].append(page_timing(
                        browser, page, f"{url}/console/?load=a{i}#audit", "audit", "/v1/console/api/audit", True))
            finally:
                browser.close()
            report["loads"] = loads
            report["medians"] = {p: {k: round(median([r[k] for r in rs if r[k] is not None]), 1)
                                     for k in rs[0] if any(r[k] is not None for r in rs)}
                                 for p, rs in loads.items()}
    finally:
        psql(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
    m = report["medians"]
    scans = [name for name, p in report["plans"].items() if p["seq_scan"]]
    report["goals"] = [
        {"goal": f"Recordings usable under {GOAL_MS:.0f} ms", "figure": f"{m['recordings']['usable']} ms",
         "met": m["recordings"]["usable"] < GOAL_MS},
        {"goal": f"Audit usable under {GOAL_MS:.0f} ms", "figure": f"{m['audit']['usable']} ms",
         "met": m["audit"]["usable"] < GOAL_MS},
        {"goal": "no sequential scan in the pages' queries", "figure": ", ".join(scans) or "none",
         "met": not scans},
    ]
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    print(f"console on {report['artifacts']} artifacts, {report['events']} audit events, "
          f"{report['devices']} devices (PostgreSQL); medians of {len(report['loads']['recordings'])} loads, ms "
          "from navigation start")
    for name, m in report["medians"].items():
        print(f"  {name:<10} " + "  ".join(f"{k} {v}" for k, v in m.items()))
    for name, p in report["plans"].items():
        whole = ", ".join(p["seq_scanned"]) or "none"
        print(f"  plan {name}: {'SEQ SCAN of a growing table' if p['seq_scan'] else 'indexed'} (read whole: {whole})")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main_interruptible(main, "console")
