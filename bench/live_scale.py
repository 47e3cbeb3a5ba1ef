#!/usr/bin/env python3
"""Live sessions at scale: how many one relay bridges, and what its bridge adds to each hop.

Enrols N devices (``relay devices add``), starts ``relay serve`` and device-agent's
``fleet_sim`` example with ``--live-echo`` (``cargo build --release -p device-agent --example
fleet_sim``): N simulated agents that offer the live view and, on ``LiveStart``, dial the
relay's live endpoint and send back every message they get. N live sessions are opened
through MCP (official SDK), one a device, and N scripted viewers connect to
``/v1/live/viewer`` with their tickets (one asyncio loop in this process). Each viewer sends a
``--size``-byte message ``--rate`` times a second, stamped with the time it was sent, and
times its echo: viewer → relay → device → relay → viewer, two passes through the bridge.

The same viewers then run against the same echo served by ``fleet_sim --echo-server`` with no
relay in between: the baseline. The bridge's added latency per pass is half the
difference of the round trips (p50 and p95 of each), the client's own scheduling on two busy
cores included in both. Reported: the relay's CPU (% of a core) and VmRSS with every session
open, and each figure per phase.

    tests/.venv/bin/python bench/live_scale.py [--sessions 500] [--seconds 30] [--rate 10] [--size 1024] [--json-out F]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import struct
import sys
import time
from concurrent.futures import ThreadPoolExecutor
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
    percentile,
    print_goals,
    proc_cpu_seconds,
    proc_status,
    run_main,
    wait_until,
)

GOAL_ADDED_P95_MS = 5.0


async def open_sessions(relay: Relay, key: str, device_ids: list[str], parallel: int = 8) -> list[str]:
    """A view session on each device; its viewer ticket."""
    tickets: list[str] = [""] * len(device_ids)
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(len(device_ids)):
        queue.put_nowait(i)

    async def worker() -> None:
        async with mcp_session(relay.mcp_url, key, timeout=60) as session:
            while not queue.empty():
                i = queue.get_nowait()
                res = await session.call_tool("screen_recording", {
                    "device_id": device_ids[i], "action": "start",
                    "live": {"enabled": True, "mode": "view", "ttl_seconds": 1800, "reason": "scale"}})
                if res.is_error:
                    raise BenchError(f"live start on {device_ids[i]}: {res.content}")
                tickets[i] = res.structured_content["live"]["viewer_url"].partition("#t=")[2]

    await asyncio.gather(*(worker() for _ in range(parallel)))
    return tickets


async def viewers(url: str, tickets: list[str | None], seconds: float, rate: float, size: int,
                  warmup: float = 3.0) -> dict[str, Any]:
    """Each viewer sends a stamped message ``rate`` times a second and times its echo; the round
    trips after ``warmup`` seconds are kept. A ticket of None connects without a subprotocol
    (the baseline's echo server)."""
    from websockets.asyncio.client import connect

    rtts: list[float] = []
    errors: list[str] = []
    start = time.monotonic() + 1.0
    end = start + warmup + seconds

    async def one(i: int, ticket: str | None) -> None:
        protocols = ["binary", f"ticket.{ticket}"] if ticket else None
        try:
            async with connect(url, subprotocols=protocols, max_size=None, compression=None,
                               open_timeout=60) as ws:
                # Spread the viewers over the interval.
                await asyncio.sleep(max(0.0, start - time.monotonic()) + (i % 100) / 100 / rate)

                async def send() -> None:
                    pad = bytes(max(0, size - 8))
                    next_at = time.monotonic()
                    while time.monotonic() < end:
                        await ws.send(struct.pack(">d", time.monotonic()) + pad)
                        next_at += 1 / rate
                        await asyncio.sleep(max(0.0, next_at - time.monotonic()))

                async def recv() -> None:
                    while time.monotonic() < end + 2:
                        try:
                            msg = await asyncio.wait_for(ws.recv(), 1.0)
                        except TimeoutError:
                            continue
                        sent = struct.unpack(">d", msg[:8])[0]
                        now = time.monotonic()
                        if sent >= start + warmup:
                            rtts.append((now - sent) * 1000)

                await asyncio.gather(send(), recv())
        except Exception as exc:  # noqa: BLE001 - counted and reported
            errors.append(f"viewer {i}: {exc!r}"[:300])

    await asyncio.gather(*(one(i, t) for i, t in enumerate(tickets)))
    expected = len(tickets) * seconds * rate
    return {"round_trips": len(rtts), "expected": int(expected), "errors": len(errors),
            "first_errors": errors[:3],
            "rtt_ms": {"p50": round(percentile(rtts, 50), 3), "p95": round(percentile(rtts, 95), 3),
                       "p99": round(percentile(rtts, 99), 3)} if rtts else None}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sessions", type=int, default=500)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--rate", type=float, default=10.0, help="messages a second, each viewer")
    ap.add_argument("--size", type=int, default=1024, help="bytes a message")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    if not 1 <= args.sessions <= 5000 or not 8 <= args.size <= 1 << 20 or not 0.1 <= args.rate <= 100:
        raise BenchError("--sessions 1..=5000, --size 8..=1048576, --rate 0.1..=100")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    relay_bin = binary("RELAY_BIN", "relay")
    sim_bin = binary("FLEET_SIM_BIN", "examples/fleet_sim")
    report: dict[str, Any] = {"benchmark": "live_scale", "machine": machine(), "sessions": args.sessions,
                              "seconds": args.seconds, "rate": args.rate, "size": args.size,
                              "binaries": {"relay": describe_binary(relay_bin), "fleet_sim": describe_binary(sim_bin)}}
    with Workspace("live-scale", keep=args.keep) as ws:
        relay = Relay(ws, ws.root / "data", relay_bin)
        relay.cli("devices", "list")
        with ThreadPoolExecutor(8) as pool:
            devs = list(pool.map(lambda i: relay.add_device(f"live-{i:04d}"), range(args.sessions)))
        key = relay.create_key("scale", "list_devices,screen_recording,screen_recording:live_view")
        relay.start(args=["--record-live-sessions", "off"])
        tokens = ws.root / "tokens.json"
        tokens.write_text(json.dumps([d["token"] for d in devs]))
        sim = ws.spawn("sim", [sim_bin, "--live-echo", "--url", relay.url, "--tokens", tokens])
        wait_until("every simulated agent online", lambda: json.loads(sim.read_line(timeout=120)).get("event")
                   == "all_welcomed", 130)
        idle_rss = proc_status(relay.proc.pid)["VmRSS"]
        t0 = time.monotonic()
        tickets = asyncio.run(open_sessions(relay, key, [d["id"] for d in devs]))
        opened_s = time.monotonic() - t0
        log(f"{len(tickets)} sessions opened in {opened_s:.1f} s")
        ws_url = relay.url.replace("http://", "ws://", 1) + "/v1/live/viewer"
        c0, m0 = proc_cpu_seconds(relay.proc.pid), time.monotonic()
        through = asyncio.run(viewers(ws_url, list(tickets), args.seconds, args.rate, args.size))
        relay_cpu = (proc_cpu_seconds(relay.proc.pid) - c0) / (time.monotonic() - m0) * 100
        busy_rss = proc_status(relay.proc.pid)["VmRSS"]
        log(f"through the relay: {through}")
        echo = ws.spawn("echo", [sim_bin, "--echo-server"])
        port = json.loads(echo.read_line(timeout=30))["port"]
        direct = asyncio.run(viewers(f"ws://127.0.0.1:{port}", [None] * args.sessions, args.seconds, args.rate,
                                     args.size))
        log(f"direct: {direct}")
    if through["rtt_ms"] is None or direct["rtt_ms"] is None:
        raise BenchError(f"no round trips: {through} {direct}")
    added = {p: round((through["rtt_ms"][p] - direct["rtt_ms"][p]) / 2, 3) for p in ("p50", "p95", "p99")}
    report.update(opened_seconds=round(opened_s, 1), through_relay=through, direct=direct,
                  added_per_pass_ms=added, relay_cpu_pct=round(relay_cpu, 1),
                  relay_rss_mib={"idle_online": round(idle_rss / 1024, 1), "sessions_open": round(busy_rss / 1024, 1)})
    report["goals"] = [{"goal": f"{args.sessions} live sessions on one relay, the bridge adding under "
                                f"{GOAL_ADDED_P95_MS:g} ms at p95",
                        "figure": f"{added['p95']} ms", "met": added["p95"] < GOAL_ADDED_P95_MS
                        and through["errors"] == 0}]
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    t, d, a = report["through_relay"], report["direct"], report["added_per_pass_ms"]
    print(f"{report['sessions']} live sessions on one relay, each viewer {report['rate']:g} messages/s of "
          f"{report['size']} B for {report['seconds']:g} s (opened in {report['opened_seconds']} s)")
    print(f"  round trip through the relay: p50 {t['rtt_ms']['p50']} ms, p95 {t['rtt_ms']['p95']} ms "
          f"({t['round_trips']} of {t['expected']}, {t['errors']} viewer errors)")
    print(f"  round trip, plain echo:       p50 {d['rtt_ms']['p50']} ms, p95 {d['rtt_ms']['p95']} ms")
    print(f"  added per pass through the bridge: p50 {a['p50']} ms, p95 {a['p95']} ms")
    print(f"  relay: {report['relay_cpu_pct']} % of a core, VmRSS {report['relay_rss_mib']['sessions_open']} MiB "
          f"(idle with every agent online: {report['relay_rss_mib']['idle_online']} MiB)")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main(main, "live_scale")
