#!/usr/bin/env python3
"""Screen memory (``device-agent --screen-memory``, issue 14): what keeping the last 10
minutes of the screen costs the device, what it keeps, and how fast ``get_screenshots``
answers through the relay.

Scenes: the recording benchmark's ``still`` and ``typical`` 1920x1080 Xvfb desktops
(``recording.start_scene``: openbox and the same X clients; bench/README.md says what is on
screen). The memory crops each frame to the focused window, so the focus is made
deterministic: the largest managed window gets it (``_NET_ACTIVE_WINDOW``; the GPL xterm of
``still``, the scrolling xterm of ``typical``), and the script checks it still has it at the
end of each window.

For each scene and run, on one running scene and one relay (``relay serve``, a key with
``list_devices,get_screenshots``), two windows one after the other, each with a fresh
``device-agent --source x11:DISPLAY`` (its own enrolled device and data dir):

1. ``off``: the agent without ``--screen-memory``;
2. ``on``: the agent with ``--screen-memory`` (its state must read ``active`` in
   ``list_devices`` before the window starts).

Each window starts ``--warmup`` s (10) after the agent came online and lasts ``--duration`` s
(600). Over it: the agent's utime+stime (``/proc/PID/stat``) as % of one core; the memory's
two threads (``memory-capture``, ``memory-encode``) from ``/proc/PID/task/*/stat``; Xvfb's
CPU (the server copies every grab); the agent's VmRSS sampled every 50 ms and its VmHWM at
the end; how busy the whole machine was. "The agent's CPU for screen memory" is on minus
off. Every 2 s the script reads the memory's rows (``sqlite3`` on ``<data>/screen.sqlite``,
read-only, from this process) to count the frames stored during the window.

Right after the ``on`` window one MCP session (official Python SDK) calls ``get_screenshots
{device_id}`` (the default range, the last 60 s) ``--calls`` times (50), ``--call-every`` s
(0.5) apart: each call is timed from ``session.call_tool`` to the SDK's parsed result; the
images are base64-decoded afterwards to count their bytes; the relay's own ``duration_ms``
of those calls comes from its audit log; the agent's CPU over the calls, less the memory's
own at the window's rate, divided by the calls, is what answering one costs the device.
The calls are kept out of the window so that the window measures what keeping the memory
costs, which is paid all day, apart from reads, which are paid per call.

At the end of the ``on`` window: rows in ``screen_frames`` (frames kept), the sizes of the
files under ``<data>/screen/`` and of ``screen.sqlite*`` (bytes on disk), the oldest and
newest kept frame. The memory keeps 10 minutes, so these are the steady state only when the
window is at least 600 s; a shorter run says "not steady state" and gives a linear
projection to 10 minutes beside the measured figures (never judged against the goal).

    bench/.venv/bin/python bench/screen_memory.py [--duration 600] [--scenes still,typical]
        [--runs 1] [--json-out bench/results/screen-memory.json]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import os
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    BusyMeter,
    Proc,
    Relay,
    RssSampler,
    Workspace,
    binary,
    describe_binary,
    emit,
    log,
    machine,
    mcp_session,
    median,
    print_goals,
    proc_cpu_seconds,
    proc_status,
    require,
    result_text,
    run_async,
    run_main_interruptible,
    summary,
    wait_for_quiet,
    wait_until,
)
from recording import HEIGHT, WIDTH, start_scene  # noqa: E402

SCENES = ("still", "typical")
MODES = ("off", "on")
KEY_SCOPES = "list_devices,get_screenshots"
# The memory's retention (proto::screen_memory::RETENTION_MS): a window this long is steady state.
RETENTION_S = 600.0
# The memory's own threads, by name prefix: capture and encode (device-agent/src/screen_memory/
# service.rs) and sqlx's SQLite workers (only the memory uses SQLite in the agent; they also run
# the calls' reads and the sweep). Thread names are cut at 15 characters by the kernel.
MEMORY_THREADS = ("memory-capture", "memory-encode", "sqlx-sqlite")
# Programs the scenes run, and the Debian package of each.
NEEDED = {"Xvfb": "xvfb", "openbox": "openbox", "xterm": "xterm", "xclock": "x11-apps", "ffplay": "ffmpeg"}
MB = 1_000_000
# The goals of issue 14.
GOAL_CPU = {"typical": 0.01, "still": 0.002}  # of one core
GOAL_DISK_TYPICAL = 30 * MB
GOAL_P50_MS = 50.0
# The nearest peer's own statements, not measured here: screenpipe's documentation, "Performance"
# (docs.screenpi.pe, advanced/performance): "Target performance: 5-10% CPU, 0.5-3 GB RAM, ~20 GB
# storage/month on modern hardware", and "Static screen < 1%" in its table of expected CPU.
SCREENPIPE = {
    "source": "screenpipe documentation, Performance page (docs.screenpi.pe/advanced/performance)",
    "cpu": "5-10 % (target; 'static screen < 1 %', 'active work 8-15 %')",
    "ram": "0.5-3 GB",
    "storage": "~20 GB a month (it keeps everything; ours keeps 10 minutes)",
}


# ---------------------------------------------------------------------------------------------
# Preflight and the scene's focus
# ---------------------------------------------------------------------------------------------


def preflight() -> None:
    require(NEEDED, ("mcp", "Xlib"))
    binary("RELAY_BIN", "relay")
    binary("AGENT_BIN", "device-agent")


def _window_info(d: Any, win: Any) -> dict[str, Any]:
    """Class, title and root geometry of a client window."""
    geom = win.get_geometry()
    at = win.translate_coords(d.screen().root, 0, 0)
    cls = win.get_wm_class()
    name = win.get_full_property(d.intern_atom("_NET_WM_NAME"), d.intern_atom("UTF8_STRING"))
    title = name.value.decode("utf-8", "replace") if name else (win.get_wm_name() or "")
    return {"id": win.id, "class": cls[1] if cls else "", "title": str(title),
            "x": -at.x, "y": -at.y, "width": geom.width, "height": geom.height}


def active_window(display: str) -> dict[str, Any] | None:
    """The window openbox says has the focus (``_NET_ACTIVE_WINDOW``), or None."""
    from Xlib import X
    from Xlib import display as xdisplay

    d = xdisplay.Display(display)
    try:
        root = d.screen().root
        prop = root.get_full_property(d.intern_atom("_NET_ACTIVE_WINDOW"), X.AnyPropertyType)
        if not prop or not prop.value or not prop.value[0]:
            return None
        return _window_info(d, d.create_resource_object("window", int(prop.value[0])))
    finally:
        d.close()


def focus_largest_window(display: str) -> dict[str, Any]:
    """Give the focus to the largest managed window (``_NET_CLIENT_LIST``) through
    ``_NET_ACTIVE_WINDOW`` and wait until the window manager says it has it."""
    from Xlib import X
    from Xlib import display as xdisplay
    from Xlib.protocol import event

    d = xdisplay.Display(display)
    try:
        root = d.screen().root
        clients = root.get_full_property(d.intern_atom("_NET_CLIENT_LIST"), X.AnyPropertyType)
        if not clients or not clients.value:
            raise BenchError(f"no managed window on {display} (_NET_CLIENT_LIST is empty)")
        infos = [_window_info(d, d.create_resource_object("window", int(w))) for w in clients.value]
        target = max(infos, key=lambda w: w["width"] * w["height"])
        ev = event.ClientMessage(window=d.create_resource_object("window", target["id"]),
                                 client_type=d.intern_atom("_NET_ACTIVE_WINDOW"), data=(32, [2, X.CurrentTime, 0, 0, 0]))
        root.send_event(ev, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
        d.flush()
    finally:
        d.close()
    wait_until(f"window {target['class']!r} ({target['width']}x{target['height']}) to get the focus",
               lambda: (active_window(display) or {}).get("id") == target["id"], 10)
    return target


# ---------------------------------------------------------------------------------------------
# Measures of a process and of the memory on disk
# ---------------------------------------------------------------------------------------------


def thread_cpu_seconds(pid: int) -> dict[str, float]:
    """utime+stime of each thread of a process, summed by thread name (``comm``)."""
    tick = os.sysconf("SC_CLK_TCK")
    out: dict[str, float] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):
            text = (task / "stat").read_text()
            name = text[text.index("(") + 1:text.rindex(")")]
            fields = text.rsplit(")", 1)[1].split()
            out[name] = out.get(name, 0.0) + (int(fields[11]) + int(fields[12])) / tick
    return out


def memory_rows(data: Path) -> list[tuple[int, int, str, str, int]]:
    """Every row of the memory (at_ms, display, app, title, bytes), read-only."""
    db = data / "screen.sqlite"
    if not db.exists():
        raise BenchError(f"no {db}: the agent started with --screen-memory keeps no memory there")
    con = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True, timeout=10)
    try:
        return [tuple(r) for r in con.execute("SELECT at_ms, display, app, title, bytes FROM screen_frames")]
    finally:
        con.close()


def disk_usage(data: Path) -> dict[str, int]:
    """Bytes of the memory's files: the pictures under ``screen/`` and ``screen.sqlite*``
    (apparent size, and blocks allocated)."""
    out = {"pictures": 0, "picture_files": 0, "sqlite": 0, "allocated": 0}
    screen = data / "screen"
    if screen.exists():
        for path in screen.rglob("*"):
            if path.is_file():
                st = path.stat()
                out["pictures"] += st.st_size
                out["picture_files"] += 1
                out["allocated"] += st.st_blocks * 512
    for path in data.glob("screen.sqlite*"):
        st = path.stat()
        out["sqlite"] += st.st_size
        out["allocated"] += st.st_blocks * 512
    out["total"] = out["pictures"] + out["sqlite"]
    return out


# ---------------------------------------------------------------------------------------------
# One window
# ---------------------------------------------------------------------------------------------


async def memory_state(session: Any, device_id: str) -> dict[str, Any]:
    res = await session.call_tool("list_devices", {})
    if res.is_error:
        raise BenchError(f"list_devices: {result_text(res)}")
    for dev in (res.structured_content or {}).get("devices", []):
        if dev["id"] == device_id:
            if "screen_memory" not in dev:
                raise BenchError(f"list_devices: no screen_memory in the entry of {device_id} (offline?): {dev}")
            return dev["screen_memory"]
    raise BenchError(f"list_devices does not list {device_id}")


async def call_get_screenshots(session: Any, device_id: str) -> dict[str, Any]:
    t0 = time.perf_counter()
    res = await session.call_tool("get_screenshots", {"device_id": device_id})
    ms = (time.perf_counter() - t0) * 1000
    if res.is_error:
        raise BenchError(f"get_screenshots: {result_text(res)}")
    sc = res.structured_content or {}
    if "frames" not in sc or "matched" not in sc:
        raise BenchError(f"get_screenshots: no frames/matched in the structured answer: {sc!r}")
    images = [base64.b64decode(c.data) for c in res.content if getattr(c, "type", "") == "image"]
    return {"ms": ms, "matched": sc["matched"], "shown": len(sc["frames"]), "images": len(images),
            "image_bytes": sum(len(i) for i in images)}


async def window_on(relay: Relay, key: str, device_id: str, data: Path, t_start: float, duration: float,
                    calls_n: int, call_every: float, agent_pid: int, measure: Any) -> dict[str, Any]:
    """The ``on`` window: wait for ``active``, warm up, measure the memory alone (reading its
    rows read-only every 2 s), then time ``calls_n`` get_screenshots calls ``call_every`` s
    apart and the agent's CPU over them."""
    async with mcp_session(relay.mcp_url, key, timeout=60) as session:
        async def active() -> dict[str, Any]:
            deadline = time.monotonic() + 30
            while True:
                state = await memory_state(session, device_id)
                if state.get("state") == "active":
                    return state
                if time.monotonic() > deadline:
                    raise BenchError(f"the memory is not active 30 s after the agent came online: {state}")
                await asyncio.sleep(0.5)

        state_before = await active()
        for _ in range(2):  # warm-up calls, not timed
            await call_get_screenshots(session, device_id)
        await asyncio.sleep(max(0.0, t_start - time.monotonic()))
        stored: set[tuple[int, int]] = set()
        window_start_ms = int(time.time() * 1000)
        with measure() as m:
            end = time.monotonic() + duration
            while True:
                stored.update((r[0], r[1]) for r in memory_rows(data) if r[0] >= window_start_ms)
                left = end - time.monotonic()
                if left <= 0:
                    break
                await asyncio.sleep(min(2.0, left))
        rows = memory_rows(data)
        stored.update((r[0], r[1]) for r in rows if r[0] >= window_start_ms)
        # The calls, after the window: what answering costs is reported apart from what
        # keeping the memory costs.
        calls: list[dict[str, Any]] = []
        cpu0, t0 = proc_cpu_seconds(agent_pid), time.monotonic()
        for i in range(calls_n):
            calls.append(await call_get_screenshots(session, device_id))
            if i + 1 < calls_n:
                await asyncio.sleep(call_every)
        cpu_calls, wall_calls = proc_cpu_seconds(agent_pid) - cpu0, time.monotonic() - t0
        state_after = await memory_state(session, device_id)
    # The memory's own CPU over the calls' span is taken out at the window's rate.
    per_call_ms = max(0.0, cpu_calls - m.result["cpu_share"] * wall_calls) / max(1, calls_n) * 1000
    return {"measure": m.result, "calls": calls, "rows": rows, "stored_in_window": len(stored),
            "agent_cpu_per_call_ms": per_call_ms, "state_before": state_before, "state_after": state_after}


class Measure:
    """CPU of the agent (whole and per thread) and of Xvfb, the agent's RSS, the machine's
    busy share, over a ``with`` block; ``result`` afterwards."""

    def __init__(self, agent: Proc, xvfb: Proc):
        self.agent, self.xvfb = agent, xvfb
        self.result: dict[str, Any] = {}

    def __enter__(self) -> Measure:
        self.rss = RssSampler(self.agent.pid, interval=0.05).__enter__()
        self.t0 = time.monotonic()
        self.cpu0 = proc_cpu_seconds(self.agent.pid)
        self.threads0 = thread_cpu_seconds(self.agent.pid)
        self.x0 = proc_cpu_seconds(self.xvfb.pid)
        self.meter = BusyMeter().start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if exc[0] is not None:
            self.rss.__exit__(*exc)
            return
        cpu1 = proc_cpu_seconds(self.agent.pid)
        threads1 = thread_cpu_seconds(self.agent.pid)
        x1 = proc_cpu_seconds(self.xvfb.pid)
        busy = self.meter.stop()
        wall = time.monotonic() - self.t0
        self.rss.__exit__(*exc)
        status = proc_status(self.agent.pid)
        per_thread = {n: round(v - self.threads0.get(n, 0.0), 3) for n, v in threads1.items()}
        mem_threads = {n: v for n, v in per_thread.items() if n.startswith(MEMORY_THREADS)}
        cpu = cpu1 - self.cpu0
        self.result = {
            "wall_s": wall, "cpu_s": cpu, "cpu_share": cpu / wall,
            "threads_cpu_s": per_thread, "memory_threads_cpu_s": mem_threads,
            "memory_threads_share": sum(mem_threads.values()) / wall if mem_threads else None,
            "xvfb_cpu_s": x1 - self.x0, "xvfb_share": (x1 - self.x0) / wall,
            "rss_peak_sampled_kib": self.rss.peak_kib, "vmhwm_kib": status["VmHWM"], "vmrss_end_kib": status["VmRSS"],
            "threads_end": status["Threads"], "machine_busy": busy,
        }


def start_agent(ws: Workspace, relay: Relay, scene: str, mode: str, display: str) -> tuple[Proc, dict, Path]:
    dev = relay.add_device(f"bench-mem-{scene}-{mode}")
    data = ws.root / f"agent-{mode}"
    data.mkdir()
    argv: list[Any] = [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token", dev["token"],
                       "--name", f"bench-mem-{scene}-{mode}", "--source", f"x11:{display}", "--data", data]
    if mode == "on":
        argv.append("--screen-memory")
    agent = ws.spawn(f"agent-{mode}", argv, env={"DISPLAY": display})

    def online() -> bool:
        if not agent.alive():
            raise BenchError(f"device-agent exited\n{agent.describe()}")
        return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

    wait_until(f"the {mode} device to be online", online, 30, interval=0.2, procs=[agent])
    return agent, dev, data


def run_window(ws: Workspace, relay: Relay, key: str, scene: str, mode: str, display: str, xvfb: Proc,
               args: argparse.Namespace) -> dict[str, Any]:
    agent, dev, data = start_agent(ws, relay, scene, mode, display)
    t_start = time.monotonic() + args.warmup
    if args.quiet_cpu < 1:
        wait_for_quiet(args.quiet_cpu, args.quiet_wait)
        t_start = max(t_start, time.monotonic())
    log(f"{scene}: memory {mode}: {args.duration:g} s window after a {args.warmup:g} s warm-up")
    if mode == "off":
        time.sleep(max(0.0, t_start - time.monotonic()))
        with Measure(agent, xvfb) as m:
            time.sleep(args.duration)
        out: dict[str, Any] = {"measure": m.result}
    else:
        out = run_async(window_on(relay, key, dev["id"], data, t_start, args.duration, args.calls,
                                  args.call_every, agent.pid, lambda: Measure(agent, xvfb)))
        rows = out.pop("rows")
        disk = disk_usage(data)
        if disk["picture_files"] != len(rows):
            log(f"WARNING: {len(rows)} rows but {disk['picture_files']} picture files (a frame between file and row?)")
        by_window: dict[str, int] = {}
        for _, _, app, title, _ in rows:
            label = f"{app or 'unknown'} — {title or 'untitled'}"
            by_window[label] = by_window.get(label, 0) + 1
        now_ms = time.time() * 1000
        out["kept"] = {
            "frames": len(rows), "row_bytes": sum(r[4] for r in rows), "disk": disk, "by_window": by_window,
            "oldest_age_s": (now_ms - min(r[0] for r in rows)) / 1000 if rows else None,
            "newest_age_s": (now_ms - max(r[0] for r in rows)) / 1000 if rows else None,
        }
        ms = [c["ms"] for c in out["calls"]]
        out["latency_ms"] = summary(ms)
        out["image_bytes"] = summary([float(c["image_bytes"]) for c in out["calls"]])
        out["images_per_call"] = summary([float(c["images"]) for c in out["calls"]])
        out["relay_duration_ms"] = audit_durations(relay, dev["id"], len(out["calls"]))
    dead = [p for p in ws.procs if p.name.startswith("scene-") and not p.alive()]
    if dead:
        raise BenchError("scene client exited during the window:\n" + "\n".join(p.describe() for p in dead))
    if not agent.alive():
        raise BenchError(f"device-agent exited during the window\n{agent.describe()}")
    out["focus_end"] = active_window(display)
    agent.stop()
    return out


def audit_durations(relay: Relay, device_id: str, calls: int) -> dict[str, float] | None:
    """The relay's whole-call ``duration_ms`` of the timed get_screenshots calls (after the two
    warm-up calls), from its audit log."""
    events = sorted((e for e in relay.audit() if e.get("tool") == "get_screenshots" and e.get("device_id") == device_id),
                    key=lambda e: e["seq"])[2:]
    if len(events) != calls:
        log(f"audit: {len(events)} timed get_screenshots events, expected {calls}")
    dur = [float(e["duration_ms"]) for e in events if e.get("duration_ms") is not None]
    return summary(dur) if dur else None


# ---------------------------------------------------------------------------------------------
# One scene, one run
# ---------------------------------------------------------------------------------------------


def run_scene(scene: str, run: int, args: argparse.Namespace) -> dict[str, Any]:
    with Workspace(f"mem-{scene}-{run}", keep=args.keep) as ws:
        display, _ = start_scene(ws, scene)
        xvfb = next(p for p in ws.procs if p.name == "xvfb")
        focus = focus_largest_window(display)
        log(f"{scene}: focus on {focus['class']!r} {focus['title']!r} ({focus['width']}x{focus['height']})")
        relay = Relay(ws, ws.root / "relay-data", binary("RELAY_BIN", "relay")).start()
        key = relay.create_key(scopes=KEY_SCOPES)
        out: dict[str, Any] = {"scene": scene, "run": run, "focus": focus}
        for mode in MODES:
            out[mode] = run_window(ws, relay, key, scene, mode, display, xvfb, args)
            if (out[mode]["focus_end"] or {}).get("id") != focus["id"]:
                raise BenchError(f"{scene}: the focus moved during the {mode} window to {out[mode]['focus_end']}")
        on, off = out["on"]["measure"], out["off"]["measure"]
        out["memory_cpu_share"] = on["cpu_share"] - off["cpu_share"]
        out["memory_xvfb_share"] = on["xvfb_share"] - off["xvfb_share"]
        k = out["on"]["kept"]
        out["steady_state"] = args.duration >= RETENTION_S
        # Short of the retention: the window's rate of stored frames carried on to 10 minutes, at
        # the mean picture size kept (a projection, never judged against a goal).
        frames_10 = out["on"]["stored_in_window"] * RETENTION_S / args.duration
        per_frame = k["disk"]["pictures"] / k["frames"] if k["frames"] else 0.0
        out["projection_10min"] = None if out["steady_state"] else {
            "frames": frames_10, "disk_bytes": frames_10 * per_frame + k["disk"]["sqlite"]}
        log(f"{scene}: memory CPU {out['memory_cpu_share'] * 100:.3f} % of a core (on {on['cpu_share'] * 100:.3f}, "
            f"off {off['cpu_share'] * 100:.3f}); {k['frames']} frames kept, {k['disk']['total'] / MB:.2f} MB; "
            f"get_screenshots p50 {out['on']['latency_ms']['p50']:.1f} ms")
    return out


# ---------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------

# The figures kept per scene, as medians over runs: (name, how to read it from one run).
FIGURES: dict[str, Any] = {
    "cpu_off_share": lambda r: r["off"]["measure"]["cpu_share"],
    "cpu_on_share": lambda r: r["on"]["measure"]["cpu_share"],
    "memory_cpu_share": lambda r: r["memory_cpu_share"],
    "memory_threads_share": lambda r: r["on"]["measure"]["memory_threads_share"],
    "memory_xvfb_share": lambda r: r["memory_xvfb_share"],
    "vmhwm_on_kib": lambda r: r["on"]["measure"]["vmhwm_kib"],
    "rss_peak_on_kib": lambda r: r["on"]["measure"]["rss_peak_sampled_kib"],
    "vmhwm_off_kib": lambda r: r["off"]["measure"]["vmhwm_kib"],
    "frames_kept": lambda r: r["on"]["kept"]["frames"],
    "frames_stored_in_window": lambda r: r["on"]["stored_in_window"],
    "disk_bytes": lambda r: r["on"]["kept"]["disk"]["total"],
    "picture_bytes": lambda r: r["on"]["kept"]["disk"]["pictures"],
    "sqlite_bytes": lambda r: r["on"]["kept"]["disk"]["sqlite"],
    "calls": lambda r: r["on"]["latency_ms"]["n"],
    "latency_p50_ms": lambda r: r["on"]["latency_ms"]["p50"],
    "latency_p99_ms": lambda r: r["on"]["latency_ms"]["p99"],
    "latency_max_ms": lambda r: r["on"]["latency_ms"]["max"],
    "relay_p50_ms": lambda r: (r["on"]["relay_duration_ms"] or {}).get("p50"),
    "image_bytes_mean": lambda r: r["on"]["image_bytes"]["mean"],
    "agent_cpu_per_call_ms": lambda r: r["on"]["agent_cpu_per_call_ms"],
    "images_per_call_mean": lambda r: r["on"]["images_per_call"]["mean"],
    "machine_busy_on": lambda r: r["on"]["measure"]["machine_busy"],
    "machine_busy_off": lambda r: r["off"]["measure"]["machine_busy"],
}


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, get in FIGURES.items():
        values = [v for v in (get(r) for r in runs) if v is not None]
        out[name] = median(values) if values else None
    proj = [r["projection_10min"] for r in runs if r["projection_10min"]]
    out["projection_10min"] = {k: median([p[k] for p in proj]) for k in proj[0]} if proj else None
    out["steady_state"] = all(r["steady_state"] for r in runs)
    return out


def goals(report: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def add(goal: str, met: bool | None, figure: str) -> None:
        out.append({"goal": goal, "met": met, "figure": figure})

    for scene, s in report["scenes"].items():
        if scene in GOAL_CPU:
            c = s["memory_cpu_share"]
            add(f"{scene}: the agent's CPU for screen memory under {GOAL_CPU[scene] * 100:g} % of a core",
                c < GOAL_CPU[scene], f"{c * 100:.3f} % (on {s['cpu_on_share'] * 100:.3f} - off {s['cpu_off_share'] * 100:.3f})")
    if "typical" in report["scenes"]:
        s = report["scenes"]["typical"]
        if s["steady_state"]:
            add("typical: bytes on disk at steady state under 30 MB", s["disk_bytes"] < GOAL_DISK_TYPICAL,
                f"{s['disk_bytes'] / MB:.2f} MB, {s['frames_kept']:.0f} frames")
        else:
            p = s["projection_10min"]
            add("typical: bytes on disk at steady state under 30 MB", None,
                f"not steady state ({report['duration_s']:g} s < 600 s): {s['disk_bytes'] / MB:.2f} MB measured, "
                f"{p['disk_bytes'] / MB:.1f} MB projected to 10 minutes")
    for scene, s in report["scenes"].items():
        add(f"{scene}: get_screenshots p50 through the relay under {GOAL_P50_MS:g} ms", s["latency_p50_ms"] < GOAL_P50_MS,
            f"p50 {s['latency_p50_ms']:.1f} ms, p99 {s['latency_p99_ms']:.1f} ms")
    return out


def print_summary(report: dict[str, Any]) -> None:
    m = report["machine"]
    steady = "steady state" if report["duration_s"] >= RETENTION_S else \
        f"NOT steady state (a {report['duration_s']:g} s window is shorter than the 10-minute retention)"
    print(f"screen memory, {report['size']} Xvfb, {report['duration_s']:g} s per window after a {report['warmup_s']:g} s "
          f"warm-up, {report['runs']} run(s) (medians), {steady}; {m['date']}, {m['cpus']} cores ({m['cpu_model']}), "
          f"worktree git {m['git_worktree']}{', build ' + report['build_commit'] if report.get('build_commit') else ''}")
    for name, b in report["binaries"].items():
        print(f"  {name}: {b['path']} (built {b['mtime']}, sha256 {b['sha256']})")
    hdr = (f"{'scene':<9}{'CPU off':>9}{'CPU on':>9}{'memory':>9}{'threads':>9}{'Xvfb+':>8}{'HWM MiB':>9}{'peak MiB':>9}"
           f"{'frames':>8}{'stored':>8}{'disk MB':>9}{'calls':>7}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}{'relay p50':>10}"
           f"{'KiB/call':>9}{'CPU/call':>9}{'busy':>6}")
    print(hdr)
    print("-" * len(hdr))
    for scene, s in report["scenes"].items():
        relay_p50 = f"{s['relay_p50_ms']:.1f}" if s["relay_p50_ms"] is not None else "-"
        threads = f"{s['memory_threads_share'] * 100:.3f}" if s["memory_threads_share"] is not None else "-"
        print(f"{scene:<9}{s['cpu_off_share'] * 100:>9.3f}{s['cpu_on_share'] * 100:>9.3f}{s['memory_cpu_share'] * 100:>9.3f}"
              f"{threads:>9}{s['memory_xvfb_share'] * 100:>8.2f}{s['vmhwm_on_kib'] / 1024:>9.1f}{s['rss_peak_on_kib'] / 1024:>9.1f}"
              f"{s['frames_kept']:>8.0f}{s['frames_stored_in_window']:>8.0f}{s['disk_bytes'] / MB:>9.2f}{s['calls']:>7.0f}"
              f"{s['latency_p50_ms']:>8.1f}{s['latency_p99_ms']:>8.1f}{s['latency_max_ms']:>8.1f}{relay_p50:>10}"
              f"{s['image_bytes_mean'] / 1024:>9.0f}{s['agent_cpu_per_call_ms']:>8.1f}m{s['machine_busy_on'] * 100:>5.0f}%")
    print("CPU in % of one core over the window (utime+stime of the device-agent): off = without --screen-memory, "
          "on = with it, memory = on - off (the agent's CPU for screen memory); threads = the memory's own threads alone (capture, encode, SQLite workers); Xvfb+ = Xvfb's extra CPU with "
          "the memory on (the server copies each grab). HWM / peak: the agent's VmHWM and sampled VmRSS peak with the "
          "memory on. frames: rows kept at the end; stored: frames stored during the window; disk: pictures under "
          "screen/ plus screen.sqlite*. Latency: get_screenshots (default range, the last 60 s) through the relay, "
          "client side, timed after the window; relay p50 from its audit; KiB/call: WebP bytes returned per call; "
          "CPU/call: the agent's CPU per call in ms (m). busy: the whole machine.")
    for scene, s in report["scenes"].items():
        r0 = report["results"][0][scene]
        windows = ", ".join(f"{k}: {v}" for k, v in sorted(r0["on"]["kept"]["by_window"].items(), key=lambda kv: -kv[1]))
        print(f"{scene}: focus on {r0['focus']['class']!r} ({r0['focus']['width']}x{r0['focus']['height']}); "
              f"frames kept by window (run 1): {windows or 'none'}; off-agent HWM {s['vmhwm_off_kib'] / 1024:.1f} MiB")
        if s["projection_10min"]:
            p = s["projection_10min"]
            print(f"{scene}: not steady state: the window's rate carried on to 10 minutes (a projection, not measured): {p['frames']:.0f} frames, "
                  f"{p['disk_bytes'] / MB:.1f} MB")
    sp = report["screenpipe"]
    print(f"beside ours, screenpipe's own claims (its documentation, not measured here): CPU {sp['cpu']}, RAM {sp['ram']}, "
          f"storage {sp['storage']}; source: {sp['source']}")
    print_goals(report["goals"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--duration", type=float, default=600.0, help="seconds of each window (600: the retention)")
    ap.add_argument("--warmup", type=float, default=10.0, help="seconds between the agent online and the window")
    ap.add_argument("--scenes", default=",".join(SCENES), help=f"comma-separated: {', '.join(SCENES)}")
    ap.add_argument("--runs", type=int, default=1, help="runs of every scene (medians when more than one)")
    ap.add_argument("--calls", type=int, default=50, help="get_screenshots calls timed after each on window")
    ap.add_argument("--call-every", type=float, default=0.5, help="seconds between get_screenshots calls")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="before each window wait until the machine is at most this busy (0..1; 1 = never wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--build-commit", help="the commit the binaries were built from (written into the report)")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs, data)")
    args = ap.parse_args()
    args.scenes = [s.strip() for s in args.scenes.split(",") if s.strip()]
    for s in args.scenes:
        if s not in SCENES:
            ap.error(f"unknown scene {s!r}")
    if args.runs < 1 or args.duration <= 0 or args.call_every <= 0 or args.calls < 1:
        ap.error("--runs, --duration and --call-every must be positive")
    preflight()
    report: dict[str, Any] = {
        "benchmark": "screen_memory", "machine": machine(), "size": f"{WIDTH}x{HEIGHT}", "duration_s": args.duration,
        "warmup_s": args.warmup, "calls_per_run": args.calls, "call_every_s": args.call_every, "runs": args.runs, "build_commit": args.build_commit,
        "binaries": {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                     "device-agent": describe_binary(binary("AGENT_BIN", "device-agent"))},
        "screenpipe": SCREENPIPE, "results": [],
    }
    for run in range(1, args.runs + 1):
        report["results"].append({scene: run_scene(scene, run, args) for scene in args.scenes})
    report["scenes"] = {scene: medians([r[scene] for r in report["results"]]) for scene in args.scenes}
    report["goals"] = goals(report)
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main_interruptible(main, "screen_memory")
