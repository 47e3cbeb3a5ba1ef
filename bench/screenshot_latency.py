#!/usr/bin/env python3
"""Screenshot latency end to end through MCP, on loopback.

For each source (x11 under Xvfb 1920x1080 with openbox and a few xterm/xlogo/xclock/xeyes
windows, and synthetic:1920x1080) and each run: a fresh relay and data dir, one enrolled
device, one device-agent, one key; then ONE MCP session (official Python SDK, Streamable HTTP)
calls ``screenshot`` 10 times (warm-up) and then 200 times, for jpeg and then for png, with
the default max_long_edge (1568, so 1568x882 images). Each call is timed from
``session.call_tool`` to the image bytes in hand (SDK result parsed, base64 decoded, image
header checked). The agent's capture_ms / encode_ms and the relay's duration_ms per call come
from the audit log (``relay audit --json``).

    bench/.venv/bin/python bench/screenshot_latency.py [--runs 3] [--calls 200] [--sources x11,synthetic] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import io
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    describe_binary,
    emit,
    BusyMeter,
    Relay,
    Workspace,
    binary,
    log,
    machine,
    mcp_session,
    median,
    proc_cpu_seconds,
    run_main,
    start_xvfb,
    summary,
    wait_for_quiet,
    wait_until,
)

WIDTH, HEIGHT = 1920, 1080
EXPECTED = (1568, 882)
FORMATS = ("jpeg", "png")


# ---------------------------------------------------------------------------------------------
# X server with some realistic content
# ---------------------------------------------------------------------------------------------


def start_x(ws: Workspace) -> str:
    """Xvfb (display number chosen by Xvfb), openbox, and a desktop's worth of windows."""
    display = start_xvfb(ws, WIDTH, HEIGHT)
    env = {"DISPLAY": display}
    text = "/usr/share/common-licenses/GPL-3"
    clients = [
        ["xterm", "-geometry", "110x45+20+20", "-fa", "Monospace", "-fs", "10", "-e", "top", "-d", "1"],
        ["xterm", "-geometry", "100x40+900+60", "-bg", "#fdf6e3", "-fg", "#333333", "-e", "sh", "-c",
         f"cat {text}; exec sleep 1000000"],
        ["xterm", "-geometry", "90x16+880+600", "-bg", "#002b36", "-fg", "#93a1a1", "-e", "sh", "-c",
         "ls -l --color=always /usr/bin | head -300; exec sleep 1000000"],
        ["xlogo", "-geometry", "260x260+1600+760"],
        ["xclock", "-update", "1", "-geometry", "200x200+1380+800"],
        ["xeyes", "-geometry", "200x120+1650+40"],
    ]
    for i, argv in enumerate(clients):
        if Path(f"/usr/bin/{argv[0]}").exists():
            ws.spawn(f"x-{argv[0]}-{i}", argv, env=env)
        else:
            log(f"{argv[0]} not installed (apt-get install xterm x11-apps); skipping that window")
    time.sleep(2.0)  # let the clients map and draw
    return display


# ---------------------------------------------------------------------------------------------
# One run
# ---------------------------------------------------------------------------------------------


async def measure(mcp_url: str, key: str, device_id: str, calls: int, warmup: int,
                  save: Path | None = None) -> dict[str, Any]:
    from PIL import Image

    out: dict[str, Any] = {}
    async with mcp_session(mcp_url, key) as session:
        for fmt in FORMATS:
            times: list[float] = []
            sizes: list[int] = []
            b64_sizes: list[int] = []
            decode_ms: list[float] = []
            for i in range(warmup + calls):
                t0 = time.perf_counter()
                res = await session.call_tool("screenshot", {"device_id": device_id, "format": fmt})
                images = [c for c in res.content if getattr(c, "type", "") == "image"]
                if res.is_error or len(images) != 1:
                    raise BenchError(f"screenshot {fmt} failed: {res.content!r}")
                data = base64.b64decode(images[0].data)
                image = Image.open(io.BytesIO(data))  # reads the header only
                t1 = time.perf_counter()
                if image.size != EXPECTED or image.format.lower() != fmt:
                    raise BenchError(f"screenshot {fmt}: got {image.format} {image.size}, expected {EXPECTED}")
                if save is not None and i == warmup:
                    save.with_suffix(f".{'jpg' if fmt == 'jpeg' else 'png'}").write_bytes(data)
                if i >= warmup:
                    times.append((t1 - t0) * 1000)
                    sizes.append(len(data))
                    b64_sizes.append(len(images[0].data))
                    if i < warmup + 20:  # pixel decode cost, for reference (not in the timing)
                        t2 = time.perf_counter()
                        image.load()
                        decode_ms.append((time.perf_counter() - t2) * 1000)
            out[fmt] = {
                "e2e_ms": summary(times),
                "bytes_mean": sum(sizes) / len(sizes),
                "base64_chars_mean": sum(b64_sizes) / len(b64_sizes),
                "client_pixel_decode_ms_mean": sum(decode_ms) / len(decode_ms),
                "samples_ms": [round(t, 3) for t in times],
            }
    return out


def audit_breakdown(relay: Relay, device_id: str, calls: int, warmup: int) -> dict[str, Any]:
    events = [e for e in relay.audit() if e.get("tool") == "screenshot" and e.get("device_id") == device_id]
    events.sort(key=lambda e: e["seq"])
    out: dict[str, Any] = {}
    for fmt in FORMATS:
        evs = [e for e in events if (e.get("detail") or {}).get("format") == fmt][warmup:]
        if len(evs) != calls:
            log(f"audit: {len(evs)} timed {fmt} screenshot events, expected {calls}")
        if not evs:
            continue
        cap = [float(e["detail"]["capture_ms"]) for e in evs]
        enc = [float(e["detail"]["encode_ms"]) for e in evs]
        dur = [float(e["duration_ms"]) for e in evs if e.get("duration_ms") is not None]
        out[fmt] = {"capture_ms": summary(cap), "encode_ms": summary(enc), "relay_duration_ms": summary(dur)}
    return out


def one_run(source: str, run: int, calls: int, warmup: int, keep: bool, save_dir: Path | None = None,
            extra_agent_env: dict[str, str] | None = None) -> dict[str, Any]:
    relay_bin = binary("RELAY_BIN", "relay")
    agent_bin = binary("AGENT_BIN", "device-agent")
    with Workspace(f"shot-{source}-{run}", keep=keep) as ws:
        relay = Relay(ws, ws.root / "data", relay_bin)
        relay.start()
        dev = relay.add_device(f"bench-{source}")
        key = relay.create_key()
        agent_env: dict[str, str] = dict(extra_agent_env or {})
        if source == "x11":
            display = start_x(ws)
            agent_env["DISPLAY"] = display
            spec = f"x11:{display}"
        else:
            spec = f"synthetic:{WIDTH}x{HEIGHT}"
        agent = ws.spawn("agent", [agent_bin, "--relay", relay.url, "--token", dev["token"], "--name",
                                   f"bench-{source}", "--source", spec], env=agent_env)

        def online() -> bool:
            if not agent.alive():
                raise BenchError(f"device-agent exited\n{agent.describe()}")
            return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

        wait_until("the device to be online", online, 30, interval=0.2, procs=[agent, relay.proc])
        assert relay.proc is not None
        ours = [p for p in ws.procs if p.alive()]
        cpu0 = {p.name: proc_cpu_seconds(p.pid) for p in ours}
        self0 = sum(os.times()[:2])
        meter = BusyMeter().start()
        t0 = time.monotonic()
        save = None
        if save_dir is not None:
            save_dir.mkdir(parents=True, exist_ok=True)
            save = save_dir / f"{source}-run{run}"
        client = asyncio.run(measure(relay.mcp_url, key, dev["id"], calls, warmup, save))
        wall = time.monotonic() - t0
        busy = meter.stop()
        used = {p.name: proc_cpu_seconds(p.pid) - cpu0[p.name] for p in ours if p.alive()}
        client_s = sum(os.times()[:2]) - self0
        cpu = {
            "relay_s": used.get("relay", 0.0),
            "agent_s": used.get("agent", 0.0),
            "xvfb_s": used.get("xvfb", 0.0),
            "client_s": client_s,
            "wall_s": wall,
            "machine_busy": busy,
            "others_busy": max(0.0, busy - (sum(used.values()) + client_s) / (wall * (os.cpu_count() or 1))),
        }
        breakdown = audit_breakdown(relay, dev["id"], calls, warmup)
        result = {"source": spec.split(":")[0] if source == "x11" else spec, "run": run, "cpu": cpu}
        for fmt in FORMATS:
            result[fmt] = {**client[fmt], **breakdown.get(fmt, {})}
        return result


# ---------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------


def aggregate(runs: list[dict[str, Any]], warmup: int) -> dict[str, Any]:
    agg: dict[str, Any] = {}
    for fmt in FORMATS:
        e2e = [r[fmt]["e2e_ms"] for r in runs]
        a: dict[str, Any] = {
            "p50_ms_median": median([s["p50"] for s in e2e]),
            "p90_ms_median": median([s["p90"] for s in e2e]),
            "p99_ms_median": median([s["p99"] for s in e2e]),
            "mean_ms_median": median([s["mean"] for s in e2e]),
            "p50_ms_runs": [round(s["p50"], 2) for s in e2e],
            "p99_ms_runs": [round(s["p99"], 2) for s in e2e],
            "bytes_mean": median([r[fmt]["bytes_mean"] for r in runs]),
            "client_pixel_decode_ms_mean": median([r[fmt]["client_pixel_decode_ms_mean"] for r in runs]),
        }
        for part in ("capture_ms", "encode_ms", "relay_duration_ms"):
            if all(part in r[fmt] for r in runs):
                a[f"{part}_p50_median"] = median([r[fmt][part]["p50"] for r in runs])
                a[f"{part}_mean_median"] = median([r[fmt][part]["mean"] for r in runs])
        agg[fmt] = a
    agg["others_busy_max"] = max(r["cpu"]["others_busy"] for r in runs)
    n = sum(r[f]["e2e_ms"]["n"] for r in runs for f in FORMATS) + len(FORMATS) * len(runs) * warmup
    agg["cpu_ms_per_call"] = {k: sum(r["cpu"][f"{k}_s"] for r in runs) * 1000 / n for k in ("relay", "agent", "xvfb", "client")}
    return agg


def print_summary(report: dict[str, Any]) -> None:
    m = report["machine"]
    print(f"screenshot latency through MCP, {report['calls']} calls per format after {report['warmup']} warm-up, "
          f"{report['runs']} runs; {m['date']}, {m['cpus']} cores ({m['cpu_model']}), worktree git {m['git_worktree']}")
    for name, b in report["binaries"].items():
        print(f"  {name}: {b['path']} (built {b['mtime']}, sha256 {b['sha256']})")
    hdr = (f"{'source':<22}{'fmt':<6}{'p50':>8}{'p90':>8}{'p99':>8}{'mean':>8}{'size KiB':>10}"
           f"{'capture':>9}{'encode':>8}{'relay':>7}   p50 per run / p99 per run")
    print(hdr)
    print("-" * len(hdr))
    for source, agg in report["results"].items():
        for fmt in FORMATS:
            a = agg["aggregate"][fmt]
            print(f"{source:<22}{fmt:<6}{a['p50_ms_median']:>8.2f}{a['p90_ms_median']:>8.2f}{a['p99_ms_median']:>8.2f}"
                  f"{a['mean_ms_median']:>8.2f}{a['bytes_mean'] / 1024:>10.1f}"
                  f"{a.get('capture_ms_mean_median', float('nan')):>9.2f}{a.get('encode_ms_mean_median', float('nan')):>8.2f}"
                  f"{a.get('relay_duration_ms_mean_median', float('nan')):>7.1f}   {a['p50_ms_runs']} / {a['p99_ms_runs']}")
    print("times in ms; p50/p90/p99/mean: medians over runs of the per-run figure, client-side from call_tool to the"
          " image bytes; capture/encode: agent-side means (audit detail); relay: relay-side tool duration mean (audit,"
          " whole ms); size: mean image bytes")
    for source, agg in report["results"].items():
        c = agg["aggregate"]["cpu_ms_per_call"]
        print(f"{source}: CPU per call (both formats, incl. warm-up): relay {c['relay']:.1f} ms, agent {c['agent']:.1f} ms, "
              f"Xvfb {c['xvfb']:.1f} ms, client {c['client']:.1f} ms; other processes used up to "
              f"{agg['aggregate']['others_busy_max']:.0%} of the machine during a run")
    for source, agg in report["results"].items():
        jp = agg["aggregate"]["jpeg"]["p50_ms_median"]
        verdict = "MET" if jp < 30 else "NOT MET"
        print(f"goal jpeg p50 < 30 ms, {source}: {jp:.2f} ms -> {verdict}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--sources", default="x11,synthetic", help="comma-separated: x11, synthetic")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="before each run wait until the machine is at most this busy (0..1; 1 = never wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--samples", action="store_true", help="with --json, keep every per-call time")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs, data)")
    ap.add_argument("--agent-env", action="append", default=[], metavar="KEY=VALUE",
                    help="extra environment for device-agent (experiments, e.g. GLIBC_TUNABLES=...)")
    ap.add_argument("--save-images", type=Path, help="save the first timed image of each format and run here")
    args = ap.parse_args()

    report: dict[str, Any] = {"benchmark": "screenshot_latency", "machine": machine(), "runs": args.runs,
                              "calls": args.calls, "warmup": args.warmup, "size": f"{WIDTH}x{HEIGHT}",
                              "image": f"{EXPECTED[0]}x{EXPECTED[1]}", "results": {},
                              "binaries": {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                                           "device-agent": describe_binary(binary("AGENT_BIN", "device-agent"))}}
    for source in [s.strip() for s in args.sources.split(",") if s.strip()]:
        if source not in ("x11", "synthetic"):
            ap.error(f"unknown source {source!r}")
        runs = []
        for run in range(1, args.runs + 1):
            if args.quiet_cpu < 1:
                wait_for_quiet(args.quiet_cpu, args.quiet_wait)
            log(f"{source}: run {run}/{args.runs}")
            r = one_run(source, run, args.calls, args.warmup, args.keep, args.save_images,
                        dict(kv.split("=", 1) for kv in args.agent_env))
            log(f"{source}: run {run}: jpeg p50 {r['jpeg']['e2e_ms']['p50']:.2f} p99 {r['jpeg']['e2e_ms']['p99']:.2f}; "
                f"png p50 {r['png']['e2e_ms']['p50']:.2f} p99 {r['png']['e2e_ms']['p99']:.2f} ms")
            if not args.samples:
                for fmt in FORMATS:
                    r[fmt].pop("samples_ms", None)
            runs.append(r)
        name = "x11 (Xvfb 1920x1080)" if source == "x11" else f"synthetic:{WIDTH}x{HEIGHT}"
        report["results"][name] = {"aggregate": aggregate(runs, args.warmup), "runs": runs}
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "screenshot_latency")
