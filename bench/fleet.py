#!/usr/bin/env python3
"""1,000 simulated agents on one relay: relay memory and list_devices latency.

Enrols N devices (``relay devices add`` in parallel batches, once, into a template data dir),
then for each run: a copy of that data dir, a fresh ``relay serve``, and ONE simulator process
(this script with ``--simulate``: Python asyncio + ``websockets``) that opens N control
sockets to /v1/agent/connect, each with its device token, a valid hello (protocol_version 1,
one 1920x1080 display, capabilities screenshot/windows/input), heartbeats every
``heartbeat_interval_ms`` of the welcome (10 s) and an error outcome for any request. Once
``relay devices list --json`` shows all N online, and after a settle time (so every socket has
heartbeated), it reads the relay's VmRSS/VmHWM from /proc/PID/status and times ``list_devices``
through MCP (official Python SDK, one session, 10 warm-up + 200 calls; each result must list
all N devices online), then reads the memory again.

    bench/.venv/bin/python bench/fleet.py [--devices 1000] [--runs 3] [--calls 200] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    describe_binary,
    emit,
    BusyMeter,
    RssSampler,
    Relay,
    Workspace,
    binary,
    client_gc,
    log,
    machine,
    mcp_session,
    median,
    proc_cpu_seconds,
    run_main,
    proc_status,
    summary,
    wait_for_quiet,
    wait_until,
)

# ---------------------------------------------------------------------------------------------
# The simulator (a separate process: --simulate)
# ---------------------------------------------------------------------------------------------


def hello(i: int) -> str:
    return json.dumps({
        "type": "hello",
        "protocol_version": 1,
        "agent_version": "0.0.0-bench",
        "display_name": f"sim-{i:04d}",
        "platform": {"os": "linux", "arch": "x86_64", "backend": "synthetic"},
        "displays": [{"id": 0, "name": "screen", "x": 0, "y": 0, "width": 1920, "height": 1080, "primary": True}],
        "capabilities": ["screenshot", "windows", "input"],
    })


# With --answer-screenshots: the JPEG every simulated agent answers a screenshot with.
SCREENSHOT: bytes | None = None
SCREENSHOT_SIZE = (320, 180)


def screenshot_frame(request_id: int) -> bytes:
    """A screenshot answer as a binary frame: header length, header, the image."""
    assert SCREENSHOT is not None
    w, h = SCREENSHOT_SIZE
    header = json.dumps({"id": request_id, "outcome": {"status": "ok", "result": {
        "kind": "screenshot", "width": w, "height": h,
        "source": {"x": 0, "y": 0, "width": 1920, "height": 1080},
        "format": "jpeg", "capture_ms": 1.0, "encode_ms": 1.0}}}).encode()
    return len(header).to_bytes(4, "big") + header + SCREENSHOT


def make_screenshot() -> bytes:
    import io

    from PIL import Image, ImageDraw

    img = Image.new("RGB", SCREENSHOT_SIZE, (30, 60, 90))
    ImageDraw.Draw(img).text((10, 10), "simulated screen", fill=(250, 250, 250))
    out = io.BytesIO()
    img.save(out, "JPEG", quality=80)
    return out.getvalue()


class Stats:
    def __init__(self) -> None:
        self.welcomed = 0
        self.online = 0
        self.refused: list[str] = []
        self.connect_errors = 0
        self.disconnects = 0
        self.heartbeats = 0
        self.acks = 0
        self.requests = 0
        self.last_errors: list[str] = []

    def note(self, err: str) -> None:
        self.last_errors = (self.last_errors + [err])[-5:]


async def agent(i: int, url: str, token: str, stats: Stats, gate: asyncio.Semaphore, first: asyncio.Event,
                stop: asyncio.Event) -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    backoff = 1.0
    announced = False
    while not stop.is_set():
        try:
            async with gate:
                ws = await connect(url, additional_headers={"Authorization": f"Bearer {token}"},
                                   ping_interval=None, compression=None, max_size=None, open_timeout=60,
                                   close_timeout=2)
                await ws.send(hello(i))
                welcome = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if welcome.get("type") != "welcome":
                stats.refused.append(str(welcome)[:200])
                await ws.close()
                return
            stats.welcomed += 1
            stats.online += 1
            if not announced:
                announced = True
                first.set()
            backoff = 1.0
            interval = welcome.get("heartbeat_interval_ms", 10_000) / 1000

            async def heartbeat() -> None:
                seq = 0
                while True:  # like device-agent: first tick at once, then every interval
                    seq += 1
                    await ws.send(json.dumps({"type": "heartbeat", "seq": seq}))
                    stats.heartbeats += 1
                    await asyncio.sleep(interval)

            hb = asyncio.create_task(heartbeat())
            try:
                async for message in ws:
                    if isinstance(message, bytes):
                        continue
                    m = json.loads(message)
                    kind = m.get("type")
                    if kind == "heartbeat_ack":
                        stats.acks += 1
                    elif kind == "request":
                        stats.requests += 1
                        if SCREENSHOT is not None and m.get("body", {}).get("op") == "screenshot":
                            await ws.send(screenshot_frame(m["id"]))
                            continue
                        await ws.send(json.dumps({
                            "type": "response",
                            "id": m["id"],
                            "outcome": {"status": "error",
                                        "error": {"code": "unsupported", "message": "simulated agent"}},
                        }))
            except ConnectionClosed as e:
                stats.note(f"closed: {e}")
            finally:
                hb.cancel()
                stats.online -= 1
            if stop.is_set():
                return
            stats.disconnects += 1
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - counted, then retried like a real agent
            stats.connect_errors += 1
            stats.note(f"{type(e).__name__}: {e}")
        if stop.is_set():
            return
        await asyncio.sleep(backoff * random.uniform(0.5, 1.0))
        backoff = min(backoff * 2, 30.0)


async def simulate(url: str, tokens_file: Path, concurrency: int, answer_screenshots: bool = False) -> None:
    global SCREENSHOT
    if answer_screenshots:
        SCREENSHOT = make_screenshot()
    tokens = json.loads(tokens_file.read_text())
    ws_url = url.replace("http://", "ws://", 1).replace("https://", "wss://", 1) + "/v1/agent/connect"
    stats = Stats()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_signal_handler(signal.SIGINT, stop.set)
    gate = asyncio.Semaphore(concurrency)
    firsts = [asyncio.Event() for _ in tokens]
    t0 = time.monotonic()
    tasks = [asyncio.create_task(agent(i, ws_url, t, stats, gate, firsts[i], stop)) for i, t in enumerate(tokens)]

    def emit(event: str, **kw: Any) -> None:
        print(json.dumps({"event": event, "welcomed": stats.welcomed, "online": stats.online,
                          "refused": len(stats.refused), "connect_errors": stats.connect_errors,
                          "disconnects": stats.disconnects, "heartbeats": stats.heartbeats, "acks": stats.acks,
                          "requests": stats.requests, "last_errors": stats.last_errors,
                          "seconds": round(time.monotonic() - t0, 3), **kw}), flush=True)

    done_wait = asyncio.gather(*(f.wait() for f in firsts))
    stopper = asyncio.create_task(stop.wait())
    await asyncio.wait([asyncio.ensure_future(done_wait), stopper], return_when=asyncio.FIRST_COMPLETED)
    emit("all_welcomed" if not stop.is_set() else "stopped_early")
    await stop.wait()
    emit("stopping")
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    emit("stopped")


# ---------------------------------------------------------------------------------------------
# Orchestration
# ---------------------------------------------------------------------------------------------


def stop_simulator(sim: Any) -> dict[str, Any]:
    """SIGTERM the simulator process and return its final stats line (empty if none came)."""
    os.kill(sim.pid, signal.SIGTERM)
    stats: dict[str, Any] = {}
    try:
        while True:
            stats = json.loads(sim.read_line(timeout=30))
            if stats.get("event") == "stopped":
                break
    except BenchError as e:
        log(f"simulator did not report its final stats: {e}")
    return stats


def enrol(template: Path, relay_bin: Path, ws: Workspace, n: int, parallel: int) -> tuple[list[dict], str, str, float]:
    relay = Relay(ws, template, relay_bin)
    relay.cli("devices", "list")  # creates and migrates the database once
    t0 = time.monotonic()
    with ThreadPoolExecutor(parallel) as pool:
        devs = list(pool.map(lambda i: relay.add_device(f"fleet-{i:04d}"), range(n)))
    seconds = time.monotonic() - t0
    key = relay.create_key("fleet-bench")
    # A key allowed one device: list_devices still reads every row, but returns one entry.
    one_key = relay.cli("keys", "create", "--name", "fleet-one", "--scopes", "list_devices", "--devices",
                        devs[0]["name"])["secret"]
    return devs, key, one_key, seconds


async def time_list_devices(mcp_url: str, key: str, n: int, calls: int, warmup: int,
                            online_expected: int | None = None, list_args: dict | None = None,
                            gc_mode: str = "frozen") -> dict[str, Any]:
    """``list_devices`` through the SDK: ``warmup`` calls, then ``calls`` timed ones with this
    process's garbage collector as ``gc_mode`` says (see ``benchlib.client_gc``)."""
    times: list[float] = []
    size = 0

    async def call(session: Any, i: int) -> None:
        nonlocal size
        t0 = time.perf_counter()
        res = await session.call_tool("list_devices", list_args or {})
        t1 = time.perf_counter()
        devices = (res.structured_content or {}).get("devices") if not res.is_error else None
        if not isinstance(devices, list) or len(devices) != min(n, (list_args or {}).get("limit", n)):
            raise BenchError(f"list_devices: expected {n} devices, got {res!r:.300}")
        online = sum(1 for d in devices if d.get("online") is True)
        if online != (len(devices) if online_expected is None else online_expected):
            raise BenchError(f"list_devices: {online} of {n} online")
        if i >= warmup:
            times.append((t1 - t0) * 1000)
        if i == 0:
            size = sum(len(getattr(c, "text", "")) for c in res.content)

    async with mcp_session(mcp_url, key) as session:
        for i in range(warmup):
            await call(session, i)
        with client_gc(gc_mode) as collector:
            for i in range(warmup, warmup + calls):
                await call(session, i)
    return {"e2e_ms": summary(times), "text_chars": size, "client_gc": collector}


def time_raw_list_devices(mcp_url: str, key: str, calls: int, list_args: dict | None = None) -> dict[str, Any]:
    """The same call without the SDK (plain HTTP POST, response read but not parsed): how much
    of the time is the relay plus transport, and how big the response is on the wire."""
    import httpx2

    headers = {"Authorization": f"Bearer {key}", "Accept": "application/json, text/event-stream",
               "Content-Type": "application/json"}
    times: list[float] = []
    wire = 0
    with httpx2.Client(timeout=60) as http:
        init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                           "clientInfo": {"name": "bench-raw", "version": "0"}}}
        r = http.post(mcp_url, json=init, headers=headers)
        r.raise_for_status()
        sid = r.headers.get("mcp-session-id")
        h = dict(headers)
        if sid:
            h["Mcp-Session-Id"] = sid
        proto = r.headers.get("mcp-protocol-version")
        if proto:
            h["MCP-Protocol-Version"] = proto
        http.post(mcp_url, json={"jsonrpc": "2.0", "method": "notifications/initialized"}, headers=h)
        for i in range(calls + 5):
            body = {"jsonrpc": "2.0", "id": 100 + i, "method": "tools/call",
                    "params": {"name": "list_devices", "arguments": list_args or {}}}
            t0 = time.perf_counter()
            r = http.post(mcp_url, json=body, headers=h)
            data = r.content
            t1 = time.perf_counter()
            if r.status_code != 200 or b"\"devices\"" not in data:
                raise BenchError(f"raw list_devices: HTTP {r.status_code}: {data[:300]!r}")
            if i >= 5:
                times.append((t1 - t0) * 1000)
            wire = len(data)
    return {"e2e_ms": summary(times), "response_bytes": wire}


def one_run(template: Path, key: str, one_key: str, n: int, run: int, args: argparse.Namespace) -> dict[str, Any]:
    relay_bin = binary("RELAY_BIN", "relay")
    with Workspace(f"fleet-run{run}", keep=args.keep) as ws:
        data = ws.root / "data"
        shutil.copytree(template, data)
        relay = Relay(ws, data, relay_bin)
        relay.start()
        assert relay.proc is not None
        sampler = RssSampler(relay.proc.pid).__enter__()
        time.sleep(0.5)
        baseline = proc_status(relay.proc.pid)
        sim = ws.spawn("simulator", [sys.executable, Path(__file__).resolve(), "--simulate", "--url", relay.url,
                                     "--tokens", template.parent / "tokens.json",
                                     "--concurrency", args.concurrency])
        t0 = time.monotonic()
        first = json.loads(sim.read_line(timeout=600))
        if first.get("event") != "all_welcomed" or first.get("welcomed") != n:
            raise BenchError(f"simulator: {first}\n{sim.describe()}")
        welcomed_s = first["seconds"]

        def all_online() -> int | None:
            if not sim.alive():
                raise BenchError(f"simulator exited\n{sim.describe()}")
            online = sum(1 for d in relay.devices() if d["online"])
            return online if online == n else None

        wait_until(f"{n} devices online in relay devices list", all_online, 300, interval=0.5,
                   procs=[sim, relay.proc])
        online_s = time.monotonic() - t0
        log(f"run {run}: {n} welcomed in {welcomed_s:.1f} s, all online in devices list after {online_s:.1f} s; "
            f"settling {args.settle:.0f} s")
        cpu0 = proc_cpu_seconds(relay.proc.pid)
        time.sleep(args.settle)
        idle_cpu = (proc_cpu_seconds(relay.proc.pid) - cpu0) / args.settle
        mem_online = proc_status(relay.proc.pid)
        cpu1 = proc_cpu_seconds(relay.proc.pid)
        sim_cpu1 = proc_cpu_seconds(sim.pid)
        self_cpu1 = sum(os.times()[:2])
        meter = BusyMeter().start()
        t1 = time.monotonic()
        sdk = asyncio.run(time_list_devices(relay.mcp_url, key, n, args.calls, args.warmup, list_args=args.list_args,
                                            gc_mode=args.client_gc))
        sdk_wall = time.monotonic() - t1
        busy = meter.stop()
        sdk_cpu = proc_cpu_seconds(relay.proc.pid) - cpu1
        ours = sdk_cpu + proc_cpu_seconds(sim.pid) - sim_cpu1 + sum(os.times()[:2]) - self_cpu1
        others_busy = max(0.0, busy - ours / (sdk_wall * (os.cpu_count() or 1)))
        mem_after = proc_status(relay.proc.pid)
        raw = time_raw_list_devices(relay.mcp_url, key, args.raw_calls, args.list_args) if args.raw_calls else None
        one = asyncio.run(time_list_devices(relay.mcp_url, one_key, 1, args.raw_calls, 5)) if args.raw_calls else None
        mem_end = proc_status(relay.proc.pid)
        sampler.__exit__(None, None, None)
        # relay-side tool time from the audit log (whole milliseconds)
        events = [e for e in relay.audit(limit=args.warmup + args.calls + args.raw_calls + 2000)
                  if e.get("tool") == "list_devices"]
        events.sort(key=lambda e: e["seq"])
        durations = [float(e["duration_ms"]) for e in events[: args.warmup + args.calls][args.warmup:]
                     if e.get("duration_ms") is not None]
        sim_stats = stop_simulator(sim)
        if sim_stats.get("disconnects") or sim_stats.get("connect_errors"):
            log(f"run {run}: simulator saw {sim_stats.get('disconnects')} disconnects and "
                f"{sim_stats.get('connect_errors')} connect errors: {sim_stats.get('last_errors')}")
        return {
            "run": run,
            "welcomed_s": welcomed_s,
            "all_online_s": online_s,
            "relay_kib": {"baseline": baseline, "all_online": mem_online, "after_list_devices": mem_after,
                          "end": mem_end, "sampled_peak_rss": sampler.peak_kib,
                          "peak": max(sampler.peak_kib, mem_end["VmHWM"])},
            "machine_busy_during_list_devices": busy,
            "others_busy_during_list_devices": others_busy,
            "relay_idle_cpu_fraction": idle_cpu,
            "list_devices_sdk": sdk,
            "list_devices_relay_duration_ms": summary(durations),
            "list_devices_relay_cpu_ms_per_call": sdk_cpu * 1000 / (args.warmup + args.calls),
            "list_devices_sdk_wall_s": sdk_wall,
            "list_devices_raw_http": raw,
            "list_devices_one_device_key": one,
            "simulator": {k: sim_stats.get(k) for k in ("welcomed", "heartbeats", "acks", "requests", "disconnects",
                                                          "connect_errors", "refused")},
        }


def aggregate(runs: list[dict[str, Any]]) -> dict[str, Any]:
    def mib(kib: int) -> float:
        return kib / 1024

    a = {
        "vmrss_all_online_mib": median([mib(r["relay_kib"]["all_online"]["VmRSS"]) for r in runs]),
        "vmrss_after_list_devices_mib": median([mib(r["relay_kib"]["after_list_devices"]["VmRSS"]) for r in runs]),
        "vmhwm_mib": median([mib(r["relay_kib"]["end"]["VmHWM"]) for r in runs]),
        "peak_rss_mib": median([mib(r["relay_kib"]["peak"]) for r in runs]),
        "peak_rss_mib_runs": [round(mib(r["relay_kib"]["peak"]), 1) for r in runs],
        "others_busy_max": max(r["others_busy_during_list_devices"] for r in runs),
        "vmhwm_before_list_devices_mib": median([mib(r["relay_kib"]["all_online"]["VmHWM"]) for r in runs]),
        "vmrss_baseline_mib": median([mib(r["relay_kib"]["baseline"]["VmRSS"]) for r in runs]),
        "list_devices_p50_ms": median([r["list_devices_sdk"]["e2e_ms"]["p50"] for r in runs]),
        "list_devices_p99_ms": median([r["list_devices_sdk"]["e2e_ms"]["p99"] for r in runs]),
        "list_devices_mean_ms": median([r["list_devices_sdk"]["e2e_ms"]["mean"] for r in runs]),
        "list_devices_p50_ms_runs": [round(r["list_devices_sdk"]["e2e_ms"]["p50"], 2) for r in runs],
        "list_devices_p99_ms_runs": [round(r["list_devices_sdk"]["e2e_ms"]["p99"], 2) for r in runs],
        "client_gc_mode": runs[0]["list_devices_sdk"]["client_gc"]["mode"],
        "client_full_collections_runs": [r["list_devices_sdk"]["client_gc"]["full_collections"] for r in runs],
        "client_full_pause_max_ms": max((max(r["list_devices_sdk"]["client_gc"]["full_pauses_ms"], default=0.0)
                                         for r in runs), default=0.0),
        "relay_tool_duration_p50_ms": median([r["list_devices_relay_duration_ms"]["p50"] for r in runs]),
        "relay_cpu_ms_per_call": median([r["list_devices_relay_cpu_ms_per_call"] for r in runs]),
        "all_online_s": median([r["all_online_s"] for r in runs]),
    }
    if all(r["list_devices_raw_http"] for r in runs):
        a["raw_http_p50_ms"] = median([r["list_devices_raw_http"]["e2e_ms"]["p50"] for r in runs])
        a["raw_http_p99_ms"] = median([r["list_devices_raw_http"]["e2e_ms"]["p99"] for r in runs])
        a["response_bytes"] = median([r["list_devices_raw_http"]["response_bytes"] for r in runs])
    if all(r["list_devices_one_device_key"] for r in runs):
        a["one_device_key_p50_ms"] = median([r["list_devices_one_device_key"]["e2e_ms"]["p50"] for r in runs])
        a["one_device_key_p99_ms"] = median([r["list_devices_one_device_key"]["e2e_ms"]["p99"] for r in runs])
    return a


def print_summary(report: dict[str, Any]) -> None:
    m, a = report["machine"], report["aggregate"]
    n = report["devices"]
    print(f"fleet: {n} simulated agents on one relay, {report['runs']} runs (medians); {m['date']}, "
          f"{m['cpus']} cores ({m['cpu_model']}), worktree git {m['git_worktree']}")
    b = report["binaries"]["relay"]
    print(f"  relay: {b['path']} (built {b['mtime']}, sha256 {b['sha256']})")
    print(f"  enrolment ({n} x relay devices add, {report['enrol_parallel']} in parallel): {report['enrol_s']:.1f} s")
    print(f"  all {n} online (relay devices list) after:      {a['all_online_s']:.1f} s")
    print(f"  relay VmRSS idle before agents:                 {a['vmrss_baseline_mib']:.1f} MiB")
    print(f"  relay VmRSS, all online:                        {a['vmrss_all_online_mib']:.1f} MiB")
    print(f"  relay VmRSS after the list_devices calls:       {a['vmrss_after_list_devices_mib']:.1f} MiB")
    print(f"  relay VmHWM before / after list_devices:        {a['vmhwm_before_list_devices_mib']:.1f} / "
          f"{a['vmhwm_mib']:.1f} MiB")
    print(f"  relay peak RSS (max of VmHWM, 20 ms samples):   {a['peak_rss_mib']:.1f} MiB (per run {a['peak_rss_mib_runs']})")
    print(f"  list_devices via MCP SDK ({report['calls']} calls): p50 {a['list_devices_p50_ms']:.2f} ms, "
          f"p99 {a['list_devices_p99_ms']:.2f} ms, mean {a['list_devices_mean_ms']:.2f} ms "
          f"(per run p50 {a['list_devices_p50_ms_runs']}, p99 {a['list_devices_p99_ms_runs']})")
    print(f"  client's garbage collector while timing:         {a['client_gc_mode']}, full collections per run "
          f"{a['client_full_collections_runs']}, longest {a['client_full_pause_max_ms']:.1f} ms")
    print(f"  relay-side tool duration p50 (audit):            {a['relay_tool_duration_p50_ms']:.0f} ms; "
          f"relay CPU per call {a['relay_cpu_ms_per_call']:.1f} ms")
    if "raw_http_p50_ms" in a:
        print(f"  same call as plain HTTP POST (no SDK parsing):  p50 {a['raw_http_p50_ms']:.2f} ms, "
              f"p99 {a['raw_http_p99_ms']:.2f} ms, response {a['response_bytes'] / 1024:.0f} KiB")
    if "one_device_key_p50_ms" in a:
        print(f"  list_devices via SDK, key allowed 1 device:      p50 {a['one_device_key_p50_ms']:.2f} ms, "
              f"p99 {a['one_device_key_p99_ms']:.2f} ms (the relay still reads all {n} rows)")
    print(f"  CPU used by other processes while timing:       up to {a['others_busy_max']:.0%} of the machine")
    mem_ok = a["peak_rss_mib"] < 200
    lat_ok = a["list_devices_p99_ms"] < 20
    print(f"goal relay < 200 MiB (peak {a['peak_rss_mib']:.1f} MiB): {'MET' if mem_ok else 'NOT MET'}")
    print(f"goal list_devices p99 < 20 ms ({a['list_devices_p99_ms']:.2f} ms): {'MET' if lat_ok else 'NOT MET'}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--devices", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--raw-calls", type=int, default=50, help="plain-HTTP list_devices calls for comparison (0: none)")
    ap.add_argument("--settle", type=float, default=12.0, help="seconds to wait once all are online (>= 1 heartbeat)")
    ap.add_argument("--enrol-parallel", type=int, default=4)
    ap.add_argument("--list-args", type=json.loads, default=None,
                    help='list_devices arguments as JSON (default {"limit": DEVICES}: one page of all, the most a page '
                         'holds is 1000); relays from before paging (0cfa46e and older) need \'{}\'')
    ap.add_argument("--client-gc", choices=("frozen", "default"), default="frozen",
                    help="this client's garbage collector while timing (see benchlib.client_gc)")
    ap.add_argument("--concurrency", type=int, default=64, help="simulator: connections being opened at once")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="before each run wait until the machine is at most this busy (0..1; 1 = never wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the summary")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs, data)")
    # internal: the simulator process
    ap.add_argument("--simulate", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--answer-screenshots", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--url", help=argparse.SUPPRESS)
    ap.add_argument("--tokens", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, args.devices * 2 + 1024))
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))  # inherited by the relay too
    if args.devices * 2 + 256 > want:
        raise BenchError(f"open-file limit {want} is too low for {args.devices} sockets; raise ulimit -n")

    if args.simulate:
        asyncio.run(simulate(args.url, args.tokens, args.concurrency, args.answer_screenshots))
        return 0
    if args.list_args is None:
        args.list_args = {"limit": min(args.devices, 1000)}

    relay_bin = binary("RELAY_BIN", "relay")
    report: dict[str, Any] = {"benchmark": "fleet", "machine": machine(), "devices": args.devices,
                              "list_args": args.list_args,
                              "runs": args.runs, "calls": args.calls, "warmup": args.warmup,
                              "enrol_parallel": args.enrol_parallel, "binaries": {"relay": describe_binary(relay_bin)}}
    with Workspace("fleet-enrol", keep=args.keep) as ws:
        template = ws.root / "template"
        log(f"enrolling {args.devices} devices ({args.enrol_parallel} CLI processes at a time)")
        devs, key, one_key, enrol_s = enrol(template, relay_bin, ws, args.devices, args.enrol_parallel)
        (ws.root / "tokens.json").write_text(json.dumps([d["token"] for d in devs]))
        report["enrol_s"] = enrol_s
        log(f"enrolled {len(devs)} in {enrol_s:.1f} s")
        runs = []
        for run in range(1, args.runs + 1):
            if args.quiet_cpu < 1:
                wait_for_quiet(args.quiet_cpu, args.quiet_wait)
            r = one_run(template, key, one_key, args.devices, run, args)
            e = r["list_devices_sdk"]["e2e_ms"]
            log(f"run {run}: VmRSS {r['relay_kib']['after_list_devices']['VmRSS'] / 1024:.1f} MiB, "
                f"VmHWM {r['relay_kib']['end']['VmHWM'] / 1024:.1f} MiB; list_devices p50 {e['p50']:.2f} "
                f"p99 {e['p99']:.2f} ms")
            runs.append(r)
        report["aggregate"] = aggregate(runs)
        report["runs_detail"] = runs
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "fleet")
