#!/usr/bin/env python3
"""The VNC source (``--source vnc://HOST:PORT``) on two VNC servers at 1920x1080: Debian's
x11vnc on Xvfb, and TigerVNC's Xvnc (an X server that serves VNC itself).

For each run, server and scene (the recording benchmark's ``still`` and ``typical`` desktops,
``bench/recording.py``), on a fresh server, relay and agent:

1. ``screenshot`` through MCP (official Python SDK, one session): 10 warm-up calls, then
   ``--calls`` timed, in the default format, from the call to the image bytes in hand.
2. A 30 fps file recording of ``--duration`` s (``screen_recording``): the agent's CPU over the
   recording window as a share of one core, the VNC server's beside it, frames dropped.
3. From a change on the server to the agent's framebuffer
   (``device-agent/examples/vnc_latency.rs``, the agent's own VNC source in-process): a small
   window repainted ``--samples`` times, each change timed from the X server having drawn it
   until the source's copy shows it.

Medians over ``--runs``; goals from issue 16: screenshot p50 under 40 ms, still-scene recording
under 5 % of a core, change-to-framebuffer p50 under 30 ms.

    cargo build --release -p relay -p device-agent && cargo build --release -p device-agent --example vnc_latency
    bench/.venv/bin/python bench/vnc.py [--runs 3] [--servers x11vnc,xvnc] [--scenes still,typical]
        [--duration 20] [--calls 100] [--samples 100] [--x11vnc-args "-defer 1 -wait 1"]
        [--json-out bench/results/vnc.json]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import random
import json
import subprocess
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
    free_port,
    log,
    machine,
    mcp_session,
    median,
    print_goals,
    proc_cpu_seconds,
    run_async,
    run_main,
    start_xvfb,
    summary,
    wait_for_quiet,
    wait_until,
)
from recording import HEIGHT, WIDTH, record_ours, scene_clients  # noqa: E402

SERVERS = ("x11vnc", "xvnc")
SCENES = ("still", "typical")
FPS = 30


def start_server(ws: Workspace, server: str, x11vnc_args: list[str]) -> tuple[str, str, list[Any]]:
    """The X display, the VNC address and the server's processes (whose CPU is the server's).
    ``x11vnc_args`` are added to x11vnc's command line (its own pacing knobs, to tell its
    pace from the client's)."""
    port = free_port()
    if server == "x11vnc":
        display = start_xvfb(ws, WIDTH, HEIGHT)
        xvfb = next(p for p in ws.procs if p.name == "xvfb")
        vnc = ws.spawn("x11vnc", ["x11vnc", "-display", display, "-rfbport", port, "-localhost", "-forever",
                                  "-shared", "-nopw", "-quiet", *x11vnc_args])
        procs = [xvfb, vnc]
    else:
        display = next(f":{n}" for n in range(400, 500) if not Path(f"/tmp/.X{n}-lock").exists())
        xvnc = ws.spawn("xvnc", ["Xvnc", display, "-geometry", f"{WIDTH}x{HEIGHT}", "-depth", "24", "-rfbport",
                                 port, "-localhost", "-SecurityTypes", "None", "-nolisten", "tcp", "-noreset"])
        wait_until("Xvnc to listen", lambda: Path(f"/tmp/.X11-unix/X{display[1:]}").exists(), 30, procs=[xvnc])
        ws.spawn("openbox", ["openbox", "--sm-disable"], env={"DISPLAY": display})
        procs = [xvnc]

    def listening() -> bool:
        import socket

        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0

    wait_until(f"{server} to listen on {port}", listening, 30, procs=procs)
    return display, f"127.0.0.1:{port}", procs


async def time_screenshots(mcp_url: str, key: str, device_id: str, calls: int, warmup: int = 10,
                           gap_ms: tuple[float, float] | None = None,
                           max_long_edge: int | None = None) -> dict[str, Any]:
    """``calls`` screenshots after ``warmup``, timed from the call to the image in hand: back to
    back, or with ``gap_ms`` (a uniform random pause before each, seeded) as a model pauses
    between calls; at the tool's default size, or ``max_long_edge``."""
    call = {"device_id": device_id}
    if max_long_edge is not None:
        call["max_long_edge"] = max_long_edge
    times: list[float] = []
    formats: set[str] = set()
    pauses = random.Random(16)
    async with mcp_session(mcp_url, key) as session:
        for i in range(warmup + calls):
            if gap_ms is not None:
                await asyncio.sleep(pauses.uniform(*gap_ms) / 1000)
            t0 = time.perf_counter()
            res = await session.call_tool("screenshot", call)
            images = [c for c in res.content if getattr(c, "type", "") == "image"]
            if res.is_error or len(images) != 1:
                raise BenchError(f"screenshot failed: {res.content!r:.300}")
            base64.b64decode(images[0].data)
            t1 = time.perf_counter()
            formats.add(images[0].mime_type)
            if i >= warmup:
                times.append((t1 - t0) * 1000)
    return {"e2e_ms": summary(times), "formats": sorted(formats)}


def change_latency(display: str, address: str, samples: int) -> dict[str, Any]:
    argv = [str(binary("VNC_LATENCY_BIN", "examples/vnc_latency")), "--server", address, "--display", display,
            "--samples", str(samples)]
    done = subprocess.run(argv, capture_output=True, timeout=300, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stderr.decode(errors='replace')}")
    out = json.loads(done.stdout)
    return {"ms": summary(out["samples_ms"]), "lost": out["lost"]}


def one(server: str, scene: str, run: int, args: argparse.Namespace) -> dict[str, Any]:
    # Quiet before the scene starts: a typical scene keeps the machine busy itself.
    if args.quiet_cpu < 1:
        wait_for_quiet(args.quiet_cpu, args.quiet_wait)
    with Workspace(f"vnc-{server}-{scene}-{run}", keep=args.keep) as ws:
        display, address, server_procs = start_server(ws, server, args.x11vnc_args.split())
        for name, argv, env in scene_clients(scene):
            ws.spawn(f"scene-{name}", argv, env={"DISPLAY": display, **env})
        time.sleep(3.0)  # let the clients map and draw
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay")).start()
        dev = relay.add_device(f"bench-vnc-{server}")
        key = relay.create_key(scopes="list_devices,screenshot,screen_recording")
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                   dev["token"], "--source", f"vnc://{address}", "--data", spool])

        def online() -> bool:
            if not agent.alive():
                raise BenchError(f"device-agent exited\n{agent.describe()}")
            return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

        wait_until("the device to be online", online, 30, interval=0.2, procs=[agent])
        shots = run_async(time_screenshots(relay.mcp_url, key, dev["id"], args.calls))
        log(f"{server} {scene} run {run}: screenshot p50 {shots['e2e_ms']['p50']:.1f} ms, "
            f"p99 {shots['e2e_ms']['p99']:.1f} ms")
        server_cpu0 = sum(proc_cpu_seconds(p.pid) for p in server_procs)
        rec = run_async(record_ours(relay, key, dev["id"], agent.pid, args.duration, FPS, ws.root / "ours.mp4",
                                    server_procs[0].pid, spool, 120))
        server_cpu = sum(proc_cpu_seconds(p.pid) for p in server_procs) - server_cpu0
        log(f"{server} {scene} run {run}: recording {rec['cpu_per_video_s'] * 100:.1f} % of a core, "
            f"{rec['fps_delivered']:.1f} fps, {rec['dropped']} dropped")
        latency = change_latency(display, address, args.samples)
        log(f"{server} {scene} run {run}: change to framebuffer p50 {latency['ms']['p50']:.1f} ms, "
            f"p99 {latency['ms']['p99']:.1f} ms, {latency['lost']} lost")
        return {
            "server": server, "scene": scene, "run": run, "screenshot": shots, "change_to_framebuffer": latency,
            "recording": {
                "agent_cpu_share": rec["cpu_per_video_s"], "server_cpu_share": server_cpu / rec["window_s"],
                "fps_delivered": rec["fps_delivered"], "dropped": rec["dropped"], "frames": rec["frames"],
                "bytes_per_s": rec["bytes_per_s"], "video_s": rec["video_s"],
            },
        }


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    pick = {
        "screenshot_p50_ms": lambda r: r["screenshot"]["e2e_ms"]["p50"],
        "screenshot_p99_ms": lambda r: r["screenshot"]["e2e_ms"]["p99"],
        "recording_agent_cpu_pct": lambda r: r["recording"]["agent_cpu_share"] * 100,
        "recording_server_cpu_pct": lambda r: r["recording"]["server_cpu_share"] * 100,
        "recording_fps": lambda r: r["recording"]["fps_delivered"],
        "recording_dropped": lambda r: r["recording"]["dropped"],
        "change_p50_ms": lambda r: r["change_to_framebuffer"]["ms"]["p50"],
        "change_p99_ms": lambda r: r["change_to_framebuffer"]["ms"]["p99"],
    }
    return {name: round(median([f(r) for r in runs]), 2) for name, f in pick.items()} | {
        name + "_runs": [round(f(r), 2) for r in runs] for name, f in pick.items() if name.endswith("p50_ms")
        or name == "recording_agent_cpu_pct"}


def goals(report: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for key, m in report["medians"].items():
        server, scene = key.split("/")
        out.append({"goal": f"{server} {scene}: screenshot p50 < 40 ms", "met": m["screenshot_p50_ms"] < 40,
                    "figure": f"{m['screenshot_p50_ms']} ms"})
        out.append({"goal": f"{server} {scene}: change to framebuffer p50 < 30 ms", "met": m["change_p50_ms"] < 30,
                    "figure": f"{m['change_p50_ms']} ms"})
        if scene == "still":
            out.append({"goal": f"{server} still: recording < 5 % of a core",
                        "met": m["recording_agent_cpu_pct"] < 5, "figure": f"{m['recording_agent_cpu_pct']} %"})
    return out


def print_summary(report: dict[str, Any]) -> None:
    print(f"{'server':8} {'scene':8} {'shot p50/p99 ms':>16} {'rec CPU %':>10} {'server %':>9} {'fps':>6} "
          f"{'dropped':>7} {'change p50/p99 ms':>18}")
    for key, m in report["medians"].items():
        server, scene = key.split("/")
        print(f"{server:8} {scene:8} {m['screenshot_p50_ms']:>7.1f} / {m['screenshot_p99_ms']:<6.1f} "
              f"{m['recording_agent_cpu_pct']:>10.1f} {m['recording_server_cpu_pct']:>9.1f} "
              f"{m['recording_fps']:>6.1f} {m['recording_dropped']:>7.0f} "
              f"{m['change_p50_ms']:>8.1f} / {m['change_p99_ms']:<7.1f}")
    print_goals(report["goals"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--servers", default=",".join(SERVERS))
    ap.add_argument("--scenes", default=",".join(SCENES))
    ap.add_argument("--duration", type=float, default=20.0, help="seconds of each recording")
    ap.add_argument("--calls", type=int, default=100, help="timed screenshots per run")
    ap.add_argument("--samples", type=int, default=100, help="timed changes per run")
    ap.add_argument("--quiet-cpu", type=float, default=0.25)
    ap.add_argument("--quiet-wait", type=float, default=120)
    ap.add_argument("--x11vnc-args", default="",
                    help="extra x11vnc options, e.g. '-defer 1 -wait 1' (default: its defaults, as users run it)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json-out", type=Path)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    servers = [s for s in args.servers.split(",") if s]
    scenes = [s for s in args.scenes.split(",") if s]
    for s in servers:
        if s not in SERVERS:
            raise BenchError(f"--servers: {s!r} is not one of {', '.join(SERVERS)}")
    runs: list[dict[str, Any]] = []
    for run in range(1, args.runs + 1):
        for server in servers:
            for scene in scenes:
                runs.append(one(server, scene, run, args))
    report: dict[str, Any] = {
        "benchmark": "vnc", "machine": machine(), "relay": describe_binary(binary("RELAY_BIN", "relay")),
        "agent": describe_binary(binary("AGENT_BIN", "device-agent")),
        "settings": {"width": WIDTH, "height": HEIGHT, "fps": FPS, "duration_s": args.duration, "calls": args.calls,
                     "samples": args.samples, "runs": args.runs, "x11vnc_args": args.x11vnc_args},
        "medians": {f"{s}/{c}": medians([r for r in runs if r["server"] == s and r["scene"] == c])
                    for s in servers for c in scenes},
        "runs": runs,
    }
    report["goals"] = goals(report)
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "vnc")
