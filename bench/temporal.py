#!/usr/bin/env python3
"""Temporal capture figures (issue 5): a 1920x1080 display sequence at ``fps: 30`` for 10 s under
Xvfb with continuous motion, side by side with ffmpeg's x11grab at the same rate on the same
screen; and a long watch of a static screen: the memory it holds.

Per run, on one Xvfb 1920x1080 with openbox, ``relay serve`` and ``device-agent --source x11``
(release builds):

1. **Sequence** (``screen_sequence`` capture, display 0, ``fps: 30``, ``duration_ms: 10000``,
   ``max_frames: 300``, ``max_long_edge: 1920`` so frames are kept at native size), once per
   scene, each scene running before and during the capture:

   * ``box``: a small window with a sprite bouncing at 30 fps (``recording_scene.py box``): the
     screen changes every frame in one place, as with a video or a spinner;
   * ``pan``: a full-screen window panning over a picture at 30 fps (``recording_scene.py pan``):
     every pixel changes every frame.

   Reported from the answer's metadata: ``actual_fps``, frames, skipped slots, stop reason,
   capture latency (the MIT-SHM grab) p50 and p95, and sample latency p50 (grab plus copy and
   compression).
2. **Peer**: ``ffmpeg -f x11grab -framerate 30 -video_size 1920x1080 -t 10 -f null -`` on the
   same screen and scene: frames delivered in 10 s and the frames ffmpeg dropped or duplicated
   (its own count), i.e. the rate a stock grabber holds here.
3. **Static watch** (``screen_watch`` of display 0, defaults: 10 fps, 800 px, with
   ``timeout_ms`` = ``--watch-seconds``), first, on the fresh agent: its resident memory before
   the start and at the end, the watch's frames, distinct frames and stored bytes, against what
   the same frames would hold kept apart (compressed, and raw).

The table gives the median over ``--runs`` of each run's figures.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from benchlib import (
    BENCH,
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
    percentile,
    proc_status,
    result_text,
    run_main,
    start_xvfb,
    wait_for_quiet,
    wait_until,
)

WIDTH, HEIGHT = 1920, 1080
SCENES = ("box", "pan")
SCOPES = "list_devices,screenshot,screen_sequence,screen_watch"
# A watch's frames of the 1920x1080 screen at its default 800 px long edge.
WATCH_FRAME = (800, 450)


async def _call(relay: Relay, key: str, tool: str, arguments: dict[str, Any], timeout: float) -> Any:
    async with mcp_session(relay.mcp_url, key, timeout=timeout) as session:
        return await session.call_tool(tool, arguments)


def call(relay: Relay, key: str, tool: str, arguments: dict[str, Any], timeout: float = 120.0) -> dict:
    res = asyncio.run(_call(relay, key, tool, arguments, timeout))
    if res.is_error or not isinstance(res.structured_content, dict):
        raise BenchError(f"{tool} {arguments} failed: {result_text(res)!r}")
    return res.structured_content


def scene(ws: Workspace, name: str, display: str) -> Any:
    args = ["box", "--rate", "30"] if name == "box" else [
        "pan", "--image", str(texture()), "--rate", "30", "--size", f"{WIDTH}x{HEIGHT}"]
    return ws.spawn(f"scene-{name}", [sys.executable, BENCH / "recording_scene.py", *args], env={"DISPLAY": display})


def texture() -> Path:
    from recording import texture as recording_texture

    return recording_texture()


def sequence(relay: Relay, key: str, device_id: str) -> dict[str, Any]:
    meta = call(relay, key, "screen_sequence", {
        "device_id": device_id, "action": "capture", "duration_ms": 10000, "fps": 30, "max_frames": 300,
        "max_long_edge": 1920, "timeout_ms": 20000}, timeout=60)
    frames = meta["frames"]
    cap = [f["capture_latency_ms"] for f in frames]
    sample = [f["sample_latency_ms"] for f in frames]
    return {
        "actual_fps": meta["actual_fps"], "frames": meta["frame_count"], "distinct": meta["distinct_frames"],
        "skipped_slots": len(meta["skipped_slots"]), "pending_slots": meta["pending_slots"],
        "stop_reason": meta["stop_reason"], "stored_mib": meta["stored_bytes"] / 2**20,
        "capture_p50_ms": percentile(cap, 50), "capture_p95_ms": percentile(cap, 95),
        "sample_p50_ms": percentile(sample, 50), "elapsed_ms": meta["elapsed_ms"],
        "size": [frames[0]["width"], frames[0]["height"]],
    }


def ffmpeg_grab(display: str) -> dict[str, Any]:
    done = subprocess.run(
        ["ffmpeg", "-hide_banner", "-nostdin", "-f", "x11grab", "-framerate", "30", "-video_size",
         f"{WIDTH}x{HEIGHT}", "-i", display, "-t", "10", "-f", "null", "-"],
        capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise BenchError(f"ffmpeg x11grab failed: {done.stderr[-500:]}")
    last = [line for line in re.split(r"[\r\n]", done.stderr) if line.startswith("frame=")][-1]
    num = lambda name: int(m.group(1)) if (m := re.search(rf"{name}=\s*(\d+)", last)) else 0  # noqa: E731
    frames = num("frame")
    return {"frames": frames, "fps": frames / 10.0, "dup": num("dup"), "drop": num("drop")}


def static_watch(relay: Relay, key: str, device_id: str, agent_pid: int, seconds: float) -> dict[str, Any]:
    rss_before = proc_status(agent_pid)["VmRSS"]
    started = call(relay, key, "screen_watch", {"device_id": device_id, "action": "start",
                                                "timeout_ms": int(seconds * 1000)})
    seq = started["sequence_id"]
    peak = rss_before
    t_end = time.monotonic() + seconds
    while time.monotonic() < t_end:
        time.sleep(min(5.0, max(0.1, t_end - time.monotonic())))
        peak = max(peak, proc_status(agent_pid)["VmRSS"])
    w = call(relay, key, "screen_watch", {"device_id": device_id, "action": "status", "sequence_id": seq})["watch"]
    rss_end = proc_status(agent_pid)["VmRSS"]
    t0 = time.monotonic()
    receipt = call(relay, key, "screen_watch", {"device_id": device_id, "action": "stop", "sequence_id": seq},
                   timeout=300)
    stop_s = time.monotonic() - t0
    per_frame = w["stored_bytes"] / max(1, w["distinct_frames"])
    width, height = WATCH_FRAME
    return {
        "seconds": seconds, "frames": w["frame_count"], "distinct": w["distinct_frames"],
        "stored_kib": w["stored_bytes"] / 1024, "naive_kib": per_frame * w["frame_count"] / 1024,
        "raw_frames_mib": width * height * 4 * w["frame_count"] / 2**20,
        "actual_fps": w["actual_fps"], "rss_before_mib": rss_before / 1024, "rss_end_mib": rss_end / 1024,
        "rss_peak_mib": peak / 1024, "rss_growth_mib": (peak - rss_before) / 1024,
        "stop_reason": receipt["meta"]["stop_reason"], "stop_seconds": stop_s,
    }


def one_run(run: int, args: argparse.Namespace) -> dict[str, Any]:
    result: dict[str, Any] = {"run": run}
    with Workspace(f"temporal-{run}", keep=args.keep) as ws:
        display = start_xvfb(ws, WIDTH, HEIGHT)
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay")).start()
        key = relay.create_key("bench-temporal", SCOPES)
        dev = relay.add_device("bench-temporal")
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                   dev["token"], "--name", "bench-temporal", "--source", "x11"],
                         env={"DISPLAY": display})
        wait_until("the agent to be online", lambda: any(d["id"] == dev["id"] and d["online"]
                                                          for d in relay.devices()), 30, procs=[agent])
        # The watch first, on a fresh agent: its memory is then not mixed with stored sequences.
        if args.watch_seconds > 0:
            result["static_watch"] = static_watch(relay, key, dev["id"], agent.pid, args.watch_seconds)
            log(f"run {run}: static watch: {result['static_watch']}")
        for name in SCENES:
            moving = scene(ws, name, display)
            time.sleep(2)
            if args.quiet_cpu < 1:
                wait_for_quiet(args.quiet_cpu + 0.5, args.quiet_wait)
            result[f"ours_{name}"] = sequence(relay, key, dev["id"])
            log(f"run {run}: ours {name}: {result[f'ours_{name}']}")
            result[f"ffmpeg_{name}"] = ffmpeg_grab(display)
            log(f"run {run}: ffmpeg {name}: {result[f'ffmpeg_{name}']}")
            moving.stop()
            time.sleep(1)
    return result


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in runs[0]:
        if part == "run" or not isinstance(runs[0][part], dict):
            continue
        out[part] = {k: median([r[part][k] for r in runs]) for k, v in runs[0][part].items()
                     if isinstance(v, (int, float)) and not isinstance(v, bool)}
    return out


def print_summary(report: dict[str, Any]) -> None:
    m = report["median"]
    print(f"medians of {report['config']['runs']} runs, 1920x1080 Xvfb, fps 30 for 10 s")
    print(f"{'scene':6} {'tool':8} {'fps':>6} {'frames':>6} {'skipped':>7} {'cap p50':>8} {'cap p95':>8} "
          f"{'sample p50':>10} {'dup/drop':>9}")
    for name in SCENES:
        o, f = m.get(f"ours_{name}"), m.get(f"ffmpeg_{name}")
        if o:
            print(f"{name:6} {'ours':8} {o['actual_fps']:6.2f} {o['frames']:6.0f} {o['skipped_slots']:7.0f} "
                  f"{o['capture_p50_ms']:7.2f}ms {o['capture_p95_ms']:7.2f}ms {o['sample_p50_ms']:9.2f}ms")
        if f:
            print(f"{name:6} {'ffmpeg':8} {f['fps']:6.2f} {f['frames']:6.0f} {'':7} {'':8} {'':8} {'':10} "
                  f"{f['dup']:.0f}/{f['drop']:.0f}")
    w = m.get("static_watch")
    if w:
        print(f"static watch {w['seconds']:.0f} s: {w['frames']:.0f} frames, {w['distinct']:.0f} distinct, "
              f"{w['stored_kib']:.0f} KiB stored (each frame kept apart: {w['naive_kib']:.0f} KiB compressed, "
              f"{w['raw_frames_mib']:.0f} MiB raw); agent RSS "
              f"{w['rss_before_mib']:.1f} -> peak {w['rss_peak_mib']:.1f} MiB (+{w['rss_growth_mib']:.1f})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--watch-seconds", type=float, default=300.0, help="length of the static watch (0: skip)")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="wait until the machine is at most this busy before each capture (1 = do not wait)")
    ap.add_argument("--quiet-wait", type=float, default=120, help="wait at most this long for quiet, seconds")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs)")
    args = ap.parse_args()
    missing = [c for c in ("Xvfb", "openbox", "ffmpeg") if shutil.which(c) is None]
    if missing:
        raise BenchError(f"missing programs: {', '.join(missing)} (Debian xvfb, openbox, ffmpeg)")
    runs = [one_run(run, args) for run in range(1, args.runs + 1)]
    report = {
        "machine": machine(),
        "config": {"runs": args.runs, "width": WIDTH, "height": HEIGHT, "fps": 30, "duration_ms": 10000,
                   "watch_seconds": args.watch_seconds},
        "median": medians(runs),
        "runs": runs,
        "binaries": {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                     "agent": describe_binary(binary("AGENT_BIN", "device-agent"))},
    }
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "temporal.py")
