#!/usr/bin/env python3
"""Load: 1,000 simulated agents and 100 concurrent MCP clients on one relay for 10 minutes.

Enrols N devices (as ``fleet.py`` does), starts ``relay serve`` and ONE simulator process
(``fleet.py --simulate --answer-screenshots``: N control sockets that heartbeat and answer
every ``screenshot`` with a 320x180 JPEG in a binary frame, as a device-agent does). Once all N
are online, C concurrent MCP sessions (official Python SDK, in this process, one asyncio loop)
each call, in turn and without pause, ``screenshot`` of a random device (the image must decode
as a 320x180 JPEG) and ``list_devices`` (``limit`` 100; 100 devices, all online) for
``--seconds``. Reported: calls and errors per tool (an error is an ``is_error`` result or an
exception), p50/p99 latency per tool (from ``call_tool`` to the parsed result), and the relay's
VmRSS after ``--warmup`` seconds of load ("start") and at the end of the load ("end"), with the
peak sampled every 20 ms. The clients run in one Python process: with 2 cores they share the
machine with the relay and the simulator, so latency here includes waiting for a core.

    bench/.venv/bin/python bench/load.py [--devices 1000] [--clients 100] [--seconds 600]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import random
import resource
import shutil
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fleet  # noqa: E402
from benchlib import (  # noqa: E402
    BenchError,
    Relay,
    RssSampler,
    Workspace,
    binary,
    describe_binary,
    emit,
    log,
    machine,
    mcp_session,
    proc_cpu_seconds,
    proc_status,
    run_main,
    summary,
    wait_until,
)


class Tally:
    def __init__(self) -> None:
        self.ms: dict[str, list[float]] = {"screenshot": [], "list_devices": []}
        self.errors: dict[str, int] = {"screenshot": 0, "list_devices": 0}
        self.last_errors: list[str] = []

    def error(self, tool: str, what: str) -> None:
        self.errors[tool] += 1
        self.last_errors = (self.last_errors + [f"{tool}: {what[:300]}"])[-10:]


def check_screenshot(res: Any) -> str | None:
    import base64

    from PIL import Image

    if res.is_error:
        return "is_error: " + " ".join(getattr(c, "text", "") for c in res.content)
    images = [c for c in res.content if getattr(c, "type", "") == "image"]
    if len(images) != 1:
        return f"{len(images)} images"
    img = Image.open(io.BytesIO(base64.b64decode(images[0].data)))
    if img.format != "JPEG" or img.size != fleet.SCREENSHOT_SIZE:
        return f"image {img.format} {img.size}"
    return None


def check_list(res: Any, expected: int) -> str | None:
    if res.is_error:
        return "is_error"
    devices = (res.structured_content or {}).get("devices") or []
    if len(devices) != expected or not all(d.get("online") for d in devices):
        return f"{len(devices)} devices, {sum(1 for d in devices if d.get('online'))} online"
    return None


async def client(url: str, key: str, ids: list[str], until: float, tally: Tally, ready: asyncio.Event) -> None:
    rng = random.Random()
    try:
        async with mcp_session(url, key, timeout=60) as session:
            ready.set()
            turn = 0
            while time.monotonic() < until:
                tool = "screenshot" if turn % 2 == 0 else "list_devices"
                turn += 1
                args = {"device_id": rng.choice(ids)} if tool == "screenshot" else {"limit": 100}
                t0 = time.perf_counter()
                try:
                    res = await session.call_tool(tool, args)
                except Exception as e:  # noqa: BLE001 - counted
                    tally.error(tool, f"{type(e).__name__}: {e}")
                    continue
                ms = (time.perf_counter() - t0) * 1000
                problem = check_screenshot(res) if tool == "screenshot" else check_list(res, min(100, len(ids)))
                if problem:
                    tally.error(tool, problem)
                else:
                    tally.ms[tool].append(ms)
    except Exception as e:  # noqa: BLE001 - a session that could not open counts once
        tally.error("list_devices", f"session: {type(e).__name__}: {e}")
        ready.set()


async def sample_rss(pid: int, every: float, series: list[tuple[float, int]], stop: asyncio.Event) -> None:
    t0 = time.monotonic()
    while not stop.is_set():
        series.append((round(time.monotonic() - t0, 1), proc_status(pid)["VmRSS"]))
        try:
            await asyncio.wait_for(stop.wait(), every)
        except TimeoutError:
            pass


async def load(url: str, key: str, ids: list[str], clients: int, seconds: float, warmup: float,
               pid: int) -> dict[str, Any]:
    tally = Tally()
    until = time.monotonic() + seconds
    readies = [asyncio.Event() for _ in range(clients)]
    tasks = [asyncio.create_task(client(url, key, ids, until, tally, readies[i])) for i in range(clients)]
    await asyncio.gather(*(r.wait() for r in readies))
    series: list[tuple[float, int]] = []
    stop = asyncio.Event()
    sampler = asyncio.create_task(sample_rss(pid, 5.0, series, stop))
    await asyncio.sleep(warmup)
    start = proc_status(pid)
    cpu0 = proc_cpu_seconds(pid)
    t0 = time.monotonic()
    await asyncio.gather(*tasks)
    end = proc_status(pid)
    cpu = proc_cpu_seconds(pid) - cpu0
    stop.set()
    await sampler
    return {"tally": tally, "rss_start": start, "rss_end": end, "rss_series_kib": series,
            "relay_cpu_fraction": cpu / max(time.monotonic() - t0, 1e-9)}


def window_mean(series: list[tuple[float, int]], lo: float, hi: float) -> float:
    values = [kib for t, kib in series if lo <= t < hi]
    return sum(values) / len(values) / 1024 if values else 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--devices", type=int, default=1000)
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--warmup", type=float, default=30, help="seconds of load before the 'start' memory reading")
    ap.add_argument("--enrol-parallel", type=int, default=4)
    ap.add_argument("--concurrency", type=int, default=64, help="simulator: connections being opened at once")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the summary")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs, data)")
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, args.devices * 2 + args.clients * 4 + 1024))
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))

    relay_bin = binary("RELAY_BIN", "relay")
    report: dict[str, Any] = {"benchmark": "load", "machine": machine(), "devices": args.devices,
                              "clients": args.clients, "seconds": args.seconds, "warmup": args.warmup,
                              "binaries": {"relay": describe_binary(relay_bin)}}
    with Workspace("load", keep=args.keep) as ws:
        template = ws.root / "template"
        log(f"enrolling {args.devices} devices")
        devs, key, _, _ = fleet.enrol(template, relay_bin, ws, args.devices, args.enrol_parallel)
        tokens = ws.root / "tokens.json"
        tokens.write_text(json.dumps([d["token"] for d in devs]))
        data = ws.root / "data"
        shutil.copytree(template, data)
        relay = Relay(ws, data, relay_bin).start()
        assert relay.proc is not None
        sampler = RssSampler(relay.proc.pid).__enter__()
        baseline = proc_status(relay.proc.pid)
        sim = ws.spawn("simulator", [sys.executable, Path(fleet.__file__).resolve(), "--simulate", "--answer-screenshots",
                                     "--url", relay.url, "--tokens", tokens, "--concurrency", args.concurrency])
        first = json.loads(sim.read_line(timeout=600))
        if first.get("event") != "all_welcomed":
            raise BenchError(f"simulator: {first}\n{sim.describe()}")
        wait_until(f"{args.devices} devices online", lambda: sum(1 for d in relay.devices() if d["online"])
                   == args.devices or None, 300, interval=0.5, procs=[sim, relay.proc])
        online = proc_status(relay.proc.pid)
        log(f"{args.devices} online; {args.clients} clients for {args.seconds:.0f} s")
        ids = [d["device"]["id"] if "device" in d else d["id"] for d in devs]
        result = asyncio.run(load(relay.mcp_url, key, ids, args.clients, args.seconds, args.warmup, relay.proc.pid))
        sampler.__exit__(None, None, None)
        sim_stats = fleet.stop_simulator(sim)
        tally: Tally = result["tally"]
        # The relay's own time per call, from the audit (whole milliseconds).
        durations: dict[str, list[float]] = {"screenshot": [], "list_devices": []}
        for e in relay.audit(limit=500_000):
            if e.get("tool") in durations and e.get("duration_ms") is not None:
                durations[e["tool"]].append(float(e["duration_ms"]))
        series = result["rss_series_kib"]
        last = series[-1][0] if series else 0.0
        report.update({
            "relay_kib": {"baseline": baseline, "all_online": online, "load_start": result["rss_start"],
                          "load_end": result["rss_end"], "sampled_peak_rss": sampler.peak_kib},
            "relay_cpu_fraction_under_load": result["relay_cpu_fraction"],
            "relay_rss_series_kib": series,
            # Mean VmRSS over the first minute after the warm-up and over the last minute.
            "relay_rss_first_minute_mib": window_mean(series, args.warmup, args.warmup + 60),
            "relay_rss_last_minute_mib": window_mean(series, last - 60, last + 1),
            "relay_duration_ms": {t: summary(v) for t, v in durations.items() if v},
            "calls": {t: len(v) + tally.errors[t] for t, v in tally.ms.items()},
            "errors": tally.errors,
            "last_errors": tally.last_errors,
            "latency_ms": {t: summary(v) for t, v in tally.ms.items() if v},
            "simulator": {k: sim_stats.get(k) for k in ("welcomed", "requests", "disconnects", "connect_errors",
                                                          "refused")},
        })
    emit(report, args, print_summary)
    return 0


def print_summary(r: dict[str, Any]) -> None:
    m = r["machine"]
    k = r["relay_kib"]
    print(f"load: {r['devices']} simulated agents, {r['clients']} MCP clients for {r['seconds']:.0f} s; {m['date']}, "
          f"{m['cpus']} cores, worktree git {m['git_worktree']}")
    print(f"  relay: {r['binaries']['relay']['path']} (sha256 {r['binaries']['relay']['sha256']})")
    for tool in ("screenshot", "list_devices"):
        lat = r["latency_ms"].get(tool, {})
        print(f"  {tool:13} calls {r['calls'][tool]:7d}, errors {r['errors'][tool]}, "
              f"p50 {lat.get('p50', 0):.1f} ms, p99 {lat.get('p99', 0):.1f} ms")
    start, end = k["load_start"]["VmRSS"] / 1024, k["load_end"]["VmRSS"] / 1024
    print(f"  relay VmRSS: idle {k['baseline']['VmRSS'] / 1024:.1f} MiB, all online {k['all_online']['VmRSS'] / 1024:.1f}"
          f" MiB, load start {start:.1f} MiB, end {end:.1f} MiB ({(end - start) / start:+.1%}), peak "
          f"{k['sampled_peak_rss'] / 1024:.1f} MiB; relay CPU under load {r['relay_cpu_fraction_under_load']:.0%} of a core")
    first, final = r["relay_rss_first_minute_mib"], r["relay_rss_last_minute_mib"]
    change = f"{(final - first) / first:+.1%}" if first else "n/a: the run is shorter than its warm-up and a minute"
    print(f"  relay VmRSS mean over the first minute of load {first:.1f} MiB, over the last minute {final:.1f} MiB "
          f"({change})")
    for tool, d in r["relay_duration_ms"].items():
        print(f"  relay-side {tool} duration (audit): p50 {d['p50']:.0f} ms, p99 {d['p99']:.0f} ms")
    print(f"  simulator: {r['simulator']}")
    if r["last_errors"]:
        print(f"  last errors: {r['last_errors']}")


if __name__ == "__main__":
    run_main(main, "load")
