#!/usr/bin/env python3
"""What a device lease adds to an ``input`` call.

One relay (SQLite) and one synthetic device. One MCP session (the official SDK) makes
``--calls`` ``input`` moves, measured client side, in rounds that alternate: the device not
leased (the lease check still runs: it finds no lease), then leased by the caller's own key
(the check finds the caller's lease and lets the call through). Another key's lease would
refuse the call before it reaches the device, which is cheaper still. Reported per state:
p50 and p99 of each round, and their medians over ``--rounds``.

    bench/.venv/bin/python bench/lease_cost.py [--calls 300] [--rounds 3] [--json-out F]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    Relay,
    Workspace,
    binary,
    describe_binary,
    emit,
    log,
    machine,
    mcp_session,
    median,
    result_text,
    run_async,
    run_main_interruptible,
    summary,
    wait_until,
)


async def rounds(relay: Relay, key: str, device_id: str, calls: int, count: int,
                 states: list[str]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {state: [] for state in states}
    async with mcp_session(relay.mcp_url, key, timeout=60) as session:
        async def call(tool: str, args: dict[str, Any]) -> None:
            res = await session.call_tool(tool, {"device_id": device_id, **args})
            if res.is_error:
                raise BenchError(f"{tool} {args}: {result_text(res)}")

        # Warm: the first calls open connections and fill caches.
        for i in range(50):
            await call("input", {"action": "move", "x": 10 + i, "y": 10})
        for r in range(count):
            for state in states:
                if state == "leased":
                    await call("device_lease", {"action": "acquire", "reason": "bench", "ttl_seconds": 600})
                took = []
                for i in range(calls):
                    t0 = time.perf_counter()
                    await call("input", {"action": "move", "x": 20 + i % 500, "y": 20 + r})
                    took.append((time.perf_counter() - t0) * 1000)
                if state == "leased":
                    await call("device_lease", {"action": "release"})
                s = summary(took)
                out[state].append(s)
                log(f"round {r + 1} {state}: p50 {s['p50']:.2f} ms, p99 {s['p99']:.2f} ms")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=300, help="input calls per round and state")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--free-only", action="store_true",
                    help="only the device not leased: for a relay built before leases")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    relay_bin = binary("RELAY_BIN", "relay")
    agent_bin = binary("AGENT_BIN", "device-agent")
    report: dict[str, Any] = {"benchmark": "lease_cost", "machine": machine(), "calls": args.calls,
                              "binaries": {"relay": describe_binary(relay_bin), "device-agent": describe_binary(agent_bin)}}
    with Workspace("lease-cost", keep=args.keep) as ws:
        relay = Relay(ws, ws.root / "data", relay_bin).start()
        dev = relay.add_device("bench-lease")
        states = ["free"] if args.free_only else ["free", "leased"]
        key = relay.create_key("lease-bench", "list_devices,input" + ("" if args.free_only else ",device_lease"))
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [agent_bin, "--relay", relay.url, "--token", dev["token"], "--name", "bench-lease",
                                   "--source", "synthetic:1280x800", "--data", spool])
        wait_until("the device to be online",
                   lambda: any(d["id"] == dev["id"] and d["online"] for d in relay.devices()), 30, procs=[agent])
        got = run_async(rounds(relay, key, dev["id"], args.calls, args.rounds, states))
    report["rounds"] = got
    report["medians"] = {state: {p: round(median([r[p] for r in rs]), 2) for p in ("p50", "p99")}
                         for state, rs in got.items()}
    m = report["medians"]
    if "leased" in m:
        report["added_p50_ms"] = round(m["leased"]["p50"] - m["free"]["p50"], 2)
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    m = report["medians"]
    print(f"input (move) through MCP, {report['calls']} calls a round, medians of {len(report['rounds']['free'])} rounds")
    print(f"  no lease:             p50 {m['free']['p50']} ms, p99 {m['free']['p99']} ms")
    if "leased" in m:
        print(f"  leased by the caller: p50 {m['leased']['p50']} ms, p99 {m['leased']['p99']} ms")
        print(f"  added by the lease (p50): {report['added_p50_ms']} ms")


if __name__ == "__main__":
    run_main_interruptible(main, "lease_cost")
