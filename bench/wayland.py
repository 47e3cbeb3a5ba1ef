#!/usr/bin/env python3
"""The Wayland backend (``--source wayland``) on Debian's sway, headless with the pixman
renderer (wlroots 0.15), one 1920x1080 output at 60 Hz, beside ``wf-recorder`` on the same
compositor and scene.

For each run and scene (``still`` and ``typical``, the recording benchmark's desktops made of
Wayland clients: see ``scene_clients``), on a fresh sway, relay and agent:

1. ``screenshot`` through MCP (official Python SDK, one session): 10 warm-up calls, then
   ``--calls`` timed, in the default format, from the call to the image bytes in hand; first
   back to back, then each after a random pause of 20-120 ms. wlr-screencopy answers on the
   compositor's next frame, so back-to-back calls fall into step with sway's 60 Hz clock and
   each takes two frames unless the agent, relay and client together answer inside a
   refresh; a model's calls, seconds apart, land anywhere in a frame, as the paced series
   does. A third series, back to back at ``max_long_edge`` 320, keeps the encoder's share
   small, so that its grab time shows what the backend's capture alone costs a caller who
   comes back at once (it can answer from the frame its damage sensor copied).
2. Ours: a 30 fps file recording of ``--duration`` s (``screen_recording``): the agent's CPU
   over the recording window as a share of one core, sway's beside it, fps delivered, frames
   dropped, bytes.
3. wf-recorder 0.3 (Debian) on the same scene for as long: ``wf-recorder -F fps=30 -c libx264
   -p preset=ultrafast -p tune=zerolatency -p crf=20 -x yuv420p -f out.mp4`` (libx264 as the
   recording benchmark runs it; wf-recorder has no frame rate of its own: it copies a frame
   whenever the compositor has drawn one, and the filter keeps 30 a second), stopped with
   SIGINT. Its CPU and sway's over the same window, the frames in its file (ffprobe).

Medians over ``--runs``; goals from issue 16: screenshot p50 under 30 ms (as X11), and the
typical scene recorded at 30 fps with no dropped frame.

    cargo build --release -p relay -p device-agent
    bench/.venv/bin/python bench/wayland.py [--runs 3] [--scenes still,typical] [--duration 20]
        [--calls 100] [--json-out bench/results/wayland.json]
"""

from __future__ import annotations

import argparse
import os
import pwd
import signal
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    Proc,
    Relay,
    Workspace,
    binary,
    describe_binary,
    emit,
    ffprobe,
    log,
    machine,
    median,
    print_goals,
    proc_cpu_seconds,
    require,
    run_async,
    run_main,
    summary,
    wait_for_quiet,
    wait_until,
)
from recording import HEIGHT, WIDTH, record_ours  # noqa: E402
from vnc import time_screenshots  # noqa: E402

BENCH = Path(__file__).resolve().parent
SCENES = ("still", "typical")
FPS = 30
REFRESH_HZ = 60
# The pause before each call of the paced screenshot series: longer than a refresh, so a call
# lands anywhere in sway's frame, as a model's calls (seconds apart) do.
PACED_GAP_MS = (20.0, 120.0)
# The small pictures' longer edge.
SMALL_EDGE = 320
WF_RECORDER_ARGS = ["-F", f"fps={FPS}", "-c", "libx264", "-p", "preset=ultrafast", "-p", "tune=zerolatency",
                    "-p", "crf=20", "-x", "yuv420p"]
NEEDED = {"sway": "sway", "swaymsg": "sway", "setpriv": "util-linux", "foot": "foot",
          "wf-recorder": "wf-recorder", "ffplay": "ffmpeg", "ffprobe": "ffmpeg"}

# Where each client goes: sway tiles windows, so the scene's are floating at fixed places.
PLACES = {
    "bench-text": (20, 20), "bench-ls": (940, 60), "bench-clock": (1640, 800),
    "bench-scroll": (20, 20), "bench-ls2": (1000, 420), "bench-clock2": (1240, 80),
}


class Sway:
    """Headless sway as ``nobody`` (sway refuses root) in a runtime directory of its own; the
    agent, the scene's clients and wf-recorder (root) reach its socket there."""

    def __init__(self, ws: Workspace):
        self.ws = ws
        self.runtime = ws.root / "sway-runtime"
        self.proc: Proc | None = None
        self.socket = ""

    @property
    def env(self) -> dict[str, str]:
        return {"XDG_RUNTIME_DIR": str(self.runtime), "WAYLAND_DISPLAY": self.socket}

    def start(self) -> Sway:
        nobody = pwd.getpwnam("nobody")
        self.runtime.mkdir()
        os.chmod(self.ws.root, 0o755)  # nobody must reach its runtime dir inside the workspace
        rules = "".join(f'for_window [app_id="{app}"] floating enable, move position {x} {y}\n'
                        for app, (x, y) in PLACES.items())
        config = self.runtime / "sway.config"
        config.write_text(f"output HEADLESS-1 mode {WIDTH}x{HEIGHT}@{REFRESH_HZ}Hz position 0 0\n"
                          "default_border none\nfocus_follows_mouse no\nxwayland disable\n"
                          f'for_window [title="video"] floating enable, resize set 480 270, move position 1400 60\n{rules}')
        config.chmod(0o644)
        os.chown(self.runtime, nobody.pw_uid, nobody.pw_gid)
        self.runtime.chmod(0o700)
        self.proc = self.ws.spawn("sway", ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}",
                                           "--clear-groups", "sway", "-c", config],
                                  env={"XDG_RUNTIME_DIR": str(self.runtime), "HOME": str(self.runtime),
                                       "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman",
                                       "WLR_LIBINPUT_NO_DEVICES": "1"})

        def ready() -> str | None:
            sockets = [p.name for p in self.runtime.glob("wayland-*") if not p.name.endswith(".lock")]
            ipc = list(self.runtime.glob("sway-ipc.*.sock"))
            return sockets[0] if sockets and ipc else None

        self.socket = wait_until("sway to listen", ready, 30, procs=[self.proc])
        return self

    @property
    def ipc_env(self) -> dict[str, str]:
        (sock,) = self.runtime.glob("sway-ipc.*.sock")
        return {**self.env, "SWAYSOCK": str(sock)}


def scene_clients(scene: str) -> list[tuple[str, list[Any], dict[str, str]]]:
    """The recording benchmark's desktops (``recording.py``) made of Wayland clients: foot
    terminals for xterm, a foot running ``date`` each second for xclock, ffplay on SDL's
    Wayland driver for the video, and the pointer moved through sway's IPC."""
    py = sys.executable
    helper = BENCH / "recording_scene.py"
    gpl = "/usr/share/common-licenses/GPL-3"

    def foot(app: str, cols: int, rows: int, *command: Any, colors: tuple[str, str] | None = None) -> list[Any]:
        argv: list[Any] = ["foot", f"--app-id={app}", "--font=monospace:size=10", f"--window-size-chars={cols}x{rows}"]
        if colors:
            argv += ["-o", f"colors.background={colors[0]}", "-o", f"colors.foreground={colors[1]}"]
        return argv + list(command)

    light = ("fdf6e3", "333333")
    ls = "ls -l --color=always /usr/bin | head -300; exec sleep 1000000"
    clock = "while :; do clear; date +%T; sleep 1; done"
    if scene == "still":
        return [("term-text", foot("bench-text", 110, 52, "sh", "-c", f"cat {gpl}; exec sleep 1000000"), {}),
                ("term-ls", foot("bench-ls", 100, 40, "sh", "-c", ls, colors=light), {}),
                ("clock", foot("bench-clock", 12, 3, "sh", "-c", clock), {})]
    if scene == "typical":
        return [
            ("term-scroll", foot("bench-scroll", 120, 54, py, "-u", helper, "scroll", "--rate", "20"), {}),
            ("term-ls", foot("bench-ls2", 90, 30, "sh", "-c", ls, colors=light), {}),
            ("video", ["ffplay", "-loglevel", "error", "-an", "-x", "480", "-y", "270", "-window_title", "video",
                       "-f", "lavfi", "-i", "testsrc2=size=480x270:rate=30"],
             {"SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "wayland"}),
            ("clock", foot("bench-clock2", 12, 3, "sh", "-c", clock), {}),
            ("pointer", [py, helper, "sway-pointer", "--rate", "60", "--size", f"{WIDTH}x{HEIGHT}"], {}),
        ]
    raise BenchError(f"unknown scene {scene!r}")


def record_wf_recorder(ws: Workspace, sway: Sway, duration: float, out: Path) -> dict[str, Any]:
    assert sway.proc is not None
    proc = ws.spawn("wf-recorder", ["wf-recorder", *WF_RECORDER_ARGS, "-f", out], env=sway.env, stdin_pipe=True)
    time.sleep(1.0)  # past its start (the output's first frame, the encoder opened)
    if not proc.alive():
        raise BenchError(f"wf-recorder exited at start\n{proc.describe()}")
    cpu0, sway0, t0 = proc_cpu_seconds(proc.pid), proc_cpu_seconds(sway.proc.pid), time.monotonic()
    time.sleep(duration)
    cpu, sway_cpu = proc_cpu_seconds(proc.pid) - cpu0, proc_cpu_seconds(sway.proc.pid) - sway0
    window = time.monotonic() - t0
    os.kill(proc.pid, signal.SIGINT)
    try:
        proc.popen.wait(timeout=60)
    except Exception as exc:
        raise BenchError(f"wf-recorder did not finish on SIGINT ({exc})\n{proc.describe()}") from None
    probe = ffprobe(out)
    return {"cpu_share": cpu / window, "compositor_cpu_share": sway_cpu / window, "window_s": window,
            "frames": probe["samples"], "video_s": probe["duration_s"],
            "fps_delivered": probe["samples"] / probe["duration_s"] if probe["duration_s"] else 0.0,
            "bytes_per_s": probe["bytes"] / probe["duration_s"] if probe["duration_s"] else 0.0}


def one(scene: str, run: int, args: argparse.Namespace) -> dict[str, Any]:
    if args.quiet_cpu < 1:
        wait_for_quiet(args.quiet_cpu, args.quiet_wait)
    with Workspace(f"wayland-{scene}-{run}", keep=args.keep) as ws:
        sway = Sway(ws).start()
        assert sway.proc is not None
        clients = []
        for name, argv, env in scene_clients(scene):
            clients.append(ws.spawn(f"scene-{name}", argv, env={**sway.ipc_env, **env}))
        time.sleep(3.0)  # let the clients map and draw
        dead = [p for p in clients if not p.alive()]
        if dead:
            raise BenchError("scene client exited:\n" + "\n".join(p.describe() for p in dead))
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay")).start()
        dev = relay.add_device(f"bench-wayland-{scene}")
        key = relay.create_key(scopes="list_devices,screenshot,screen_recording")
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                   dev["token"], "--source", "wayland", "--data", spool], env=sway.env)

        def online() -> bool:
            if not agent.alive():
                raise BenchError(f"device-agent exited\n{agent.describe()}")
            return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

        wait_until("the device to be online", online, 30, interval=0.2, procs=[agent])
        def timed_shots(gap_ms: tuple[float, float] | None, edge: int | None = None) -> dict[str, Any]:
            shots = run_async(time_screenshots(relay.mcp_url, key, dev["id"], args.calls, gap_ms=gap_ms,
                                               max_long_edge=edge))
            # Where the time goes, from the audit: the agent's grab and encode of each timed call.
            timed = sorted((e for e in relay.audit() if e.get("tool") == "screenshot"),
                           key=lambda e: e["seq"])[-args.calls:]
            shots["capture_ms"] = summary([float(e["detail"]["capture_ms"]) for e in timed])
            shots["encode_ms"] = summary([float(e["detail"]["encode_ms"]) for e in timed])
            how = "back to back" if gap_ms is None else f"{gap_ms[0]:.0f}-{gap_ms[1]:.0f} ms apart"
            how += f", {edge} px" if edge else ""
            log(f"{scene} run {run}: screenshot {how}: p50 {shots['e2e_ms']['p50']:.1f} ms, "
                f"p99 {shots['e2e_ms']['p99']:.1f} ms (grab p50 {shots['capture_ms']['p50']:.1f} ms, "
                f"encode {shots['encode_ms']['p50']:.1f} ms)")
            return shots

        shots = timed_shots(None)
        paced = timed_shots(PACED_GAP_MS)
        small = timed_shots(None, SMALL_EDGE)
        sway0 = proc_cpu_seconds(sway.proc.pid)
        rec = run_async(record_ours(relay, key, dev["id"], agent.pid, args.duration, FPS, ws.root / "ours.mp4",
                                    sway.proc.pid, spool, 120))
        sway_cpu = proc_cpu_seconds(sway.proc.pid) - sway0
        log(f"{scene} run {run}: ours {rec['cpu_per_video_s'] * 100:.1f} % of a core, {rec['fps_delivered']:.1f} fps, "
            f"{rec['dropped']} dropped")
        agent.stop()  # its idle screencopy would be counted against wf-recorder's sway
        wf = record_wf_recorder(ws, sway, args.duration, ws.root / "wf-recorder.mp4")
        log(f"{scene} run {run}: wf-recorder {wf['cpu_share'] * 100:.1f} % of a core, {wf['fps_delivered']:.1f} fps")
        return {
            "scene": scene, "run": run, "screenshot": shots, "screenshot_paced": paced, "screenshot_small": small,
            "ours": {"cpu_share": rec["cpu_per_video_s"], "compositor_cpu_share": sway_cpu / rec["window_s"],
                     "fps_delivered": rec["fps_delivered"], "dropped": rec["dropped"], "frames": rec["frames"],
                     "bytes_per_s": rec["bytes_per_s"], "video_s": rec["video_s"]},
            "wf_recorder": wf,
        }


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    pick = {
        "screenshot_p50_ms": lambda r: r["screenshot"]["e2e_ms"]["p50"],
        "screenshot_p99_ms": lambda r: r["screenshot"]["e2e_ms"]["p99"],
        "screenshot_grab_p50_ms": lambda r: r["screenshot"]["capture_ms"]["p50"],
        "screenshot_encode_p50_ms": lambda r: r["screenshot"]["encode_ms"]["p50"],
        "paced_screenshot_p50_ms": lambda r: r["screenshot_paced"]["e2e_ms"]["p50"],
        "paced_screenshot_p99_ms": lambda r: r["screenshot_paced"]["e2e_ms"]["p99"],
        "paced_screenshot_grab_p50_ms": lambda r: r["screenshot_paced"]["capture_ms"]["p50"],
        "small_screenshot_p50_ms": lambda r: r["screenshot_small"]["e2e_ms"]["p50"],
        "small_screenshot_grab_p50_ms": lambda r: r["screenshot_small"]["capture_ms"]["p50"],
        "ours_cpu_pct": lambda r: r["ours"]["cpu_share"] * 100,
        "ours_compositor_cpu_pct": lambda r: r["ours"]["compositor_cpu_share"] * 100,
        "ours_fps": lambda r: r["ours"]["fps_delivered"],
        "ours_dropped": lambda r: r["ours"]["dropped"],
        "ours_kbit_s": lambda r: r["ours"]["bytes_per_s"] * 8 / 1000,
        "wf_cpu_pct": lambda r: r["wf_recorder"]["cpu_share"] * 100,
        "wf_compositor_cpu_pct": lambda r: r["wf_recorder"]["compositor_cpu_share"] * 100,
        "wf_fps": lambda r: r["wf_recorder"]["fps_delivered"],
        "wf_kbit_s": lambda r: r["wf_recorder"]["bytes_per_s"] * 8 / 1000,
    }
    runs_of = ("screenshot_p50_ms", "paced_screenshot_p50_ms", "small_screenshot_grab_p50_ms", "ours_cpu_pct", "wf_cpu_pct", "ours_dropped")
    return {name: round(median([f(r) for r in runs]), 2) for name, f in pick.items()} | {
        name + "_runs": [round(pick[name](r), 2) for r in runs] for name in runs_of}


def goals(report: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for scene, m in report["medians"].items():
        out.append({"goal": f"{scene}: screenshot p50 < 30 ms", "met": m["screenshot_p50_ms"] < 30,
                    "figure": f"{m['screenshot_p50_ms']} ms"})
        out.append({"goal": f"{scene}: screenshot p50 < 30 ms, calls 20-120 ms apart",
                     "met": m["paced_screenshot_p50_ms"] < 30, "figure": f"{m['paced_screenshot_p50_ms']} ms"})
        if scene == "typical":
            worst = max(m["ours_dropped_runs"])
            out.append({"goal": "typical: 30 fps recording, no dropped frame in any run",
                        "met": worst == 0 and m["ours_fps"] >= FPS - 0.5,
                        "figure": f"{m['ours_fps']} fps, dropped {m['ours_dropped_runs']}"})
    return out


def print_summary(report: dict[str, Any]) -> None:
    print(f"{'scene':8} {'shot p50/p99 ms':>16} {'grab/enc ms':>12} {'ours CPU %':>10} {'sway %':>7} {'fps':>5} {'drop':>5} "
          f"{'kbit/s':>7} | {'wf-rec CPU %':>12} {'sway %':>7} {'fps':>5} {'kbit/s':>7}")
    for scene, m in report["medians"].items():
        print(f"{scene:8} {m['screenshot_p50_ms']:>7.1f} / {m['screenshot_p99_ms']:<6.1f} "
              f"{m['screenshot_grab_p50_ms']:>5.1f} / {m['screenshot_encode_p50_ms']:<4.1f} {m['ours_cpu_pct']:>10.1f} "
              f"{m['ours_compositor_cpu_pct']:>7.1f} {m['ours_fps']:>5.1f} {m['ours_dropped']:>5.0f} "
              f"{m['ours_kbit_s']:>7.0f} | {m['wf_cpu_pct']:>12.1f} {m['wf_compositor_cpu_pct']:>7.1f} "
              f"{m['wf_fps']:>5.1f} {m['wf_kbit_s']:>7.0f}")
    for scene, m in report["medians"].items():
        print(f"{scene:8} paced (calls 20-120 ms apart): screenshot p50 {m['paced_screenshot_p50_ms']:.1f} ms, "
              f"p99 {m['paced_screenshot_p99_ms']:.1f} ms, grab p50 {m['paced_screenshot_grab_p50_ms']:.1f} ms")
        print(f"{scene:8} small ({SMALL_EDGE} px, back to back): screenshot p50 {m['small_screenshot_p50_ms']:.1f} ms, "
              f"grab p50 {m['small_screenshot_grab_p50_ms']:.1f} ms")
    print_goals(report["goals"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--scenes", default=",".join(SCENES))
    ap.add_argument("--duration", type=float, default=20.0, help="seconds of each recording")
    ap.add_argument("--calls", type=int, default=100, help="timed screenshots per run")
    ap.add_argument("--quiet-cpu", type=float, default=0.25)
    ap.add_argument("--quiet-wait", type=float, default=120)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json-out", type=Path)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    require(NEEDED, modules=("mcp",))
    scenes = [s for s in args.scenes.split(",") if s]
    for s in scenes:
        if s not in SCENES:
            raise BenchError(f"--scenes: {s!r} is not one of {', '.join(SCENES)}")
    runs = [one(scene, run, args) for run in range(1, args.runs + 1) for scene in scenes]
    report: dict[str, Any] = {
        "benchmark": "wayland", "machine": machine(), "relay": describe_binary(binary("RELAY_BIN", "relay")),
        "agent": describe_binary(binary("AGENT_BIN", "device-agent")),
        "settings": {"width": WIDTH, "height": HEIGHT, "refresh_hz": REFRESH_HZ, "fps": FPS,
                     "duration_s": args.duration, "calls": args.calls, "runs": args.runs,
                     "wf_recorder_args": WF_RECORDER_ARGS},
        "medians": {scene: medians([r for r in runs if r["scene"] == scene]) for scene in scenes},
        "runs": runs,
    }
    report["goals"] = goals(report)
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "wayland")
