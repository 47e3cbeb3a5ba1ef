#!/usr/bin/env python3
"""Screen recording to a file: our recorder (MCP `screen_recording`) side by side with ffmpeg.

Three 1920x1080 Xvfb scenes (still, typical, motion; bench/README.md says what is on screen).
For each scene, one after the other on the same running scene:

1. ours: a fresh relay and device-agent (``--data`` spool dir); one MCP session (official
   Python SDK) calls ``screen_recording`` start (file channel, 30 fps), waits ``--duration`` s,
   calls stop, polls status until the file is ``ready`` and downloads it from ``download_url``.
   CPU = the device-agent's utime+stime over the recording window (start call to stop answer),
   memory = its RSS sampled every 20 ms in that window, and its VmHWM.
2. ffmpeg: ``ffmpeg -f x11grab -framerate 30 -video_size 1920x1080 -i :N -t D -c:v libx264
   -preset ultrafast -tune zerolatency -crf 20 -pix_fmt yuv420p out.mp4``; CPU and peak RSS from
   the process's own rusage (wait4), RSS also sampled.
3. quality pass: a lossless reference (x11grab to raw BGR0 frames on tmpfs, ``--quality-seconds``)
   is captured from the scene; then, with the scene stopped, BOTH encoders encode exactly those
   frames (libx264 with the settings above; ours through ``device-agent/examples/encode_frames.rs``,
   which runs the agent's recorder over the frames read from stdin) and each output is compared
   with the reference frame for frame in RGB with ffmpeg's ``psnr`` and ``ssim`` filters.

    bench/.venv/bin/python bench/recording.py [--duration 60] [--scenes still,typical,motion]
        [--tools ours,ffmpeg] [--quality-seconds 10] [--json-out bench/results/recording.json]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BENCH,
    REPO,
    BenchError,
    BusyMeter,
    Relay,
    RssSampler,
    Workspace,
    binary,
    describe_binary,
    emit,
    ffprobe,
    log,
    machine,
    mcp_session,
    print_goals,
    proc_cpu_seconds,
    proc_status,
    read_progress,
    require,
    result_text,
    run_async,
    run_main_interruptible,
    start_xvfb,
    wait_for_quiet,
    wait_until,
)

WIDTH, HEIGHT = 1920, 1080
SCENES = ("still", "typical", "motion")
TOOLS = ("ours", "ffmpeg")
# The scopes of the benchmark's key (the relay admin CLI names them).
KEY_SCOPES = "list_devices,screenshot,input,screen_recording"
# Where the panning picture of the motion scene is cached (rendered once, ~15 s).
TEXTURE = BENCH / ".work" / "recording-pan-3840x2160.png"
TEXTURE_SOURCE = "mandelbrot=s=3840x2160:start_scale=0.008:maxiter=1000"
# The x264 settings of both the live run and the quality pass.
X264_ARGS = ["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-crf", "20", "-pix_fmt", "yuv420p"]
# Programs the script runs, and the Debian package of each.
NEEDED = {"Xvfb": "xvfb", "openbox": "openbox", "xterm": "xterm", "xclock": "x11-apps", "ffmpeg": "ffmpeg",
          "ffplay": "ffmpeg", "ffprobe": "ffmpeg"}


# ---------------------------------------------------------------------------------------------
# Processes not started through Workspace (pipelines, processes waited with wait4)
# ---------------------------------------------------------------------------------------------

# Process groups to kill on the way out, whatever happens (see cleanup_groups).
GROUPS: set[int] = set()


def cleanup_groups() -> None:
    for pgid in list(GROUPS):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pgid, signal.SIGKILL)
        GROUPS.discard(pgid)


def wait4_with_timeout(pid: int, timeout: float, what: str) -> tuple[int, Any]:
    """``os.wait4`` (exit status and rusage of the child); kills its process group after
    ``timeout`` s."""
    fired = threading.Event()

    def kill() -> None:
        fired.set()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, signal.SIGKILL)

    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        _, status, rusage = os.wait4(pid, 0)
    finally:
        timer.cancel()
    if fired.is_set():
        raise BenchError(f"{what} did not finish within {timeout:.0f} s; killed")
    return os.waitstatus_to_exitcode(status), rusage


def run_waited(ws: Workspace, name: str, argv: list[Any], timeout: float, env: dict[str, str] | None = None,
               sample_rss: bool = True) -> dict[str, Any]:
    """Run a process to its end in its own group; its CPU and peak RSS from its rusage."""
    proc = ws.spawn(name, argv, env=env)
    GROUPS.add(proc.pid)
    t0 = time.monotonic()
    sampler = RssSampler(proc.pid)
    try:
        with sampler if sample_rss else contextlib.nullcontext():
            rc, ru = wait4_with_timeout(proc.pid, timeout, name)
    finally:
        GROUPS.discard(proc.pid)
    proc.popen.returncode = rc  # reaped by wait4, not by Popen
    wall = time.monotonic() - t0
    if rc != 0:
        raise BenchError(f"{name} exited {rc}\n{proc.describe()}")
    return {"cpu_s": ru.ru_utime + ru.ru_stime, "user_s": ru.ru_utime, "sys_s": ru.ru_stime,
            "vmhwm_kib": ru.ru_maxrss, "rss_peak_sampled_kib": sampler.peak_kib if sample_rss else None, "wall_s": wall}


# ---------------------------------------------------------------------------------------------
# Preflight: nothing is installed behind the user's back
# ---------------------------------------------------------------------------------------------


def preflight(tools: list[str], quality: bool) -> None:
    require(NEEDED, ("PIL", "Xlib", "mcp"))
    enc = subprocess.run(["ffmpeg", "-hide_banner", "-encoders"], capture_output=True, text=True).stdout
    dev = subprocess.run(["ffmpeg", "-hide_banner", "-devices"], capture_output=True, text=True).stdout
    if " libx264 " not in enc or "x11grab" not in dev:
        raise BenchError("this ffmpeg lacks libx264 or x11grab; install Debian's: sudo apt-get install -y ffmpeg")
    if "ours" in tools:
        binary("RELAY_BIN", "relay")
        binary("AGENT_BIN", "device-agent")
        if quality:
            encode_frames_bin()


def encode_frames_bin() -> Path:
    value = os.environ.get("ENCODE_FRAMES_BIN")
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    if not target.is_absolute():
        target = REPO / target
    path = Path(value) if value else target / "release" / "examples" / "encode_frames"
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(f"no executable {path}; build it: cargo build --release -p device-agent --example "
                         "encode_frames (or set ENCODE_FRAMES_BIN)")
    return path


def texture() -> Path:
    """The picture the motion scene pans over (rendered once, then cached)."""
    if not TEXTURE.exists():
        TEXTURE.parent.mkdir(parents=True, exist_ok=True)
        log(f"rendering the motion scene's picture once ({TEXTURE_SOURCE}) to {TEXTURE}")
        tmp = TEXTURE.with_suffix(".tmp.png")
        done = subprocess.run(["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "lavfi",
                               "-i", TEXTURE_SOURCE, "-frames:v", "1", str(tmp)], capture_output=True, text=True)
        if done.returncode != 0:
            raise BenchError(f"rendering the picture failed: {done.stderr.strip()}")
        tmp.rename(TEXTURE)
    return TEXTURE


# ---------------------------------------------------------------------------------------------
# Scenes
# ---------------------------------------------------------------------------------------------


def scene_clients(scene: str) -> list[tuple[str, list[Any], dict[str, str]]]:
    py = sys.executable
    helper = BENCH / "recording_scene.py"
    gpl = "/usr/share/common-licenses/GPL-3"
    term = ["xterm", "-fa", "Monospace", "-fs", "10"]
    static_text = term + ["-geometry", "110x52+20+20", "-e", "sh", "-c", f"cat {gpl}; exec sleep 1000000"]
    static_ls = term + ["-geometry", "100x40+940+60", "-bg", "#fdf6e3", "-fg", "#333333", "-e", "sh", "-c",
                        "ls -l --color=always /usr/bin | head -300; exec sleep 1000000"]
    clock = ["xclock", "-update", "1", "-geometry", "240x240+1640+800"]
    sdl = {"SDL_AUDIODRIVER": "dummy"}
    if scene == "still":
        return [("term-text", static_text, {}), ("term-ls", static_ls, {}), ("xclock", clock, {})]
    if scene == "typical":
        return [
            ("term-scroll", term + ["-geometry", "120x54+20+20", "-e", py, "-u", helper, "scroll", "--rate", "20"], {}),
            ("term-ls", term + ["-geometry", "90x30+1000+420", "-bg", "#fdf6e3", "-fg", "#333333", "-e", "sh", "-c",
                                "ls -l --color=always /usr/bin | head -300; exec sleep 1000000"], {}),
            ("video", ["ffplay", "-loglevel", "error", "-an", "-x", "480", "-y", "270", "-left", "1400", "-top", "60",
                       "-window_title", "video", "-f", "lavfi", "-i", "testsrc2=size=480x270:rate=30"], sdl),
            ("xclock", ["xclock", "-update", "1", "-geometry", "140x140+1240+80"], {}),
            ("pointer", [py, helper, "pointer", "--rate", "60", "--size", f"{WIDTH}x{HEIGHT}"], {}),
        ]
    if scene == "motion":
        return [("pan", [py, helper, "pan", "--image", texture(), "--rate", "30", "--size", f"{WIDTH}x{HEIGHT}"], {})]
    raise BenchError(f"unknown scene {scene!r}")


def start_scene(ws: Workspace, scene: str) -> tuple[str, list[Any]]:
    display = start_xvfb(ws, WIDTH, HEIGHT)
    procs = []
    for name, argv, env in scene_clients(scene):
        procs.append(ws.spawn(f"scene-{name}", argv, env={"DISPLAY": display, **env}))
    time.sleep(3.0)  # let the clients map and draw
    dead = [p for p in procs if not p.alive()]
    if dead:
        raise BenchError("scene client exited:\n" + "\n".join(p.describe() for p in dead))
    return display, procs


# ---------------------------------------------------------------------------------------------
# (a) ours through MCP
# ---------------------------------------------------------------------------------------------


def absolute_url(base: str, url: str) -> str:
    return urllib.parse.urljoin(base + "/", url)


async def record_ours(relay: Relay, key: str, device_id: str, agent_pid: int, duration: float, fps: int,
                      out: Path, xvfb_pid: int, spool: Path, ready_timeout: float) -> dict[str, Any]:
    async with mcp_session(relay.mcp_url, key, timeout=120) as session:
        async def call(args: dict[str, Any]) -> dict[str, Any]:
            res = await session.call_tool("screen_recording", {"device_id": device_id, **args})
            if res.is_error:
                raise BenchError(f"screen_recording {args.get('action')}: {result_text(res)}")
            sc = res.structured_content or {}
            if "file" not in sc:
                raise BenchError(f"screen_recording {args.get('action')}: no `file` in {sc!r}")
            return sc

        cpu0 = proc_cpu_seconds(agent_pid)
        x0 = proc_cpu_seconds(xvfb_pid)
        meter = BusyMeter().start()
        t0 = time.monotonic()
        with RssSampler(agent_pid) as rss:
            started = await call({"action": "start", "file": {"enabled": True, "fps": fps,
                                                              "max_duration_seconds": int(math.ceil(duration)) + 60}})
            t_started = time.monotonic()
            await asyncio.sleep(max(0.0, duration - (t_started - t0)))
            stopped = await call({"action": "stop"})
        wall = time.monotonic() - t0
        busy = meter.stop()
        cpu = proc_cpu_seconds(agent_pid) - cpu0
        xvfb_cpu = proc_cpu_seconds(xvfb_pid) - x0
        hwm = proc_status(agent_pid)["VmHWM"]
        deadline = time.monotonic() + ready_timeout
        status = stopped
        t_stop = time.monotonic()
        while status["file"].get("state") != "ready":
            if status["file"].get("state") == "failed":
                raise BenchError(f"recording failed: {status['file']}")
            if time.monotonic() > deadline:
                break
            await asyncio.sleep(0.5)
            status = await call({"action": "status"})
        ready_s = time.monotonic() - t_stop
    f = status["file"]
    t1 = time.monotonic()
    if f.get("state") == "ready":
        source = "download_url"
        url = absolute_url(relay.url, f["download_url"])
        with urllib.request.urlopen(url, timeout=120) as resp, open(out, "wb") as w:
            shutil.copyfileobj(resp, w, 1 << 20)
    else:
        # No artifact store (or a broken one): the agent keeps the finished file in its spool
        # until the upload succeeds. Same bytes, but the download path was not exercised.
        local = sorted((spool / "recordings").glob("*.mp4"))
        if len(local) != 1:
            raise BenchError(f"recording not ready after {ready_timeout:.0f} s ({f}) and no single MP4 in "
                             f"{spool / 'recordings'}: {local}")
        log(f"WARNING: recording not ready after {ready_timeout:.0f} s (state {f.get('state')}); measuring the "
            f"agent's own finished file {local[0]} instead of a download")
        shutil.copy(local[0], out)
        source = "agent_spool"
    download_s = time.monotonic() - t1
    probe = ffprobe(out)
    if probe["bytes"] != f.get("size_bytes"):
        log(f"downloaded {probe['bytes']} bytes, report says size_bytes {f.get('size_bytes')}")
    video_s = (f.get("duration_ms") or 0) / 1000 or probe["duration_s"]
    frames = int(f.get("frames") or 0)
    return {
        "report": f, "start_answer": started.get("file"), "stop_answer": stopped.get("file"), "file": probe,
        "video_s": video_s, "window_s": wall, "frames": frames, "dropped": int(f.get("dropped_frames") or 0),
        "fps_delivered": frames / video_s if video_s else 0.0, "cpu_s": cpu, "cpu_per_video_s": cpu / video_s if video_s else 0,
        "rss_peak_sampled_kib": rss.peak_kib, "vmhwm_kib": hwm, "bytes": probe["bytes"],
        "bytes_per_s": probe["bytes"] / video_s if video_s else 0, "xvfb_cpu_s": xvfb_cpu,
        "machine_busy": busy, "others_busy": max(0.0, busy - (cpu + xvfb_cpu) / (wall * (os.cpu_count() or 1))),
        "download_s": download_s, "ready_after_stop_s": ready_s, "file_source": source,
    }


# ---------------------------------------------------------------------------------------------
# (b) ffmpeg live
# ---------------------------------------------------------------------------------------------


def record_ffmpeg(ws: Workspace, display: str, duration: float, fps: int, out: Path, xvfb_pid: int) -> dict[str, Any]:
    progress = ws.root / "ffmpeg-live-progress.txt"
    argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-progress", progress, "-y",
            "-f", "x11grab", "-framerate", fps, "-video_size", f"{WIDTH}x{HEIGHT}", "-i", display,
            "-t", f"{duration:g}", *X264_ARGS, out]
    x0 = proc_cpu_seconds(xvfb_pid)
    meter = BusyMeter().start()
    ru = run_waited(ws, "ffmpeg-live", argv, timeout=duration + 120)
    busy = meter.stop()
    xvfb_cpu = proc_cpu_seconds(xvfb_pid) - x0
    prog = read_progress(progress)
    probe = ffprobe(out)
    written = int(prog.get("frame", probe["samples"]))
    dup = int(prog.get("dup_frames", 0))
    drop = int(prog.get("drop_frames", 0))
    video_s = probe["duration_s"]
    return {
        "argv": [str(a) for a in argv], "file": probe, "video_s": video_s, "window_s": ru["wall_s"],
        "frames_written": written, "dup_frames": dup, "drop_frames": drop,
        # A duplicated frame fills a slot the grabber missed: it counts as dropped, not delivered.
        "frames": written - dup, "dropped": dup + drop,
        "fps_delivered": (written - dup) / video_s if video_s else 0.0,
        "cpu_s": ru["cpu_s"], "cpu_per_video_s": ru["cpu_s"] / video_s if video_s else 0,
        "rss_peak_sampled_kib": ru["rss_peak_sampled_kib"], "vmhwm_kib": ru["vmhwm_kib"],
        "bytes": probe["bytes"], "bytes_per_s": probe["bytes"] / video_s if video_s else 0,
        "xvfb_cpu_s": xvfb_cpu, "machine_busy": busy,
        "others_busy": max(0.0, busy - (ru["cpu_s"] + xvfb_cpu) / (ru["wall_s"] * (os.cpu_count() or 1))),
    }


# ---------------------------------------------------------------------------------------------
# (c) quality pass
# ---------------------------------------------------------------------------------------------


def capture_reference(ws: Workspace, display: str, seconds: float, fps: int, out: Path) -> dict[str, Any]:
    """Lossless reference: x11grab's BGR0 frames as they are (rawvideo in NUT) on tmpfs, made
    constant-rate (a slot the grabber missed repeats the previous frame), so frame i is at i/fps."""
    progress = ws.root / "ffmpeg-ref-progress.txt"
    argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-progress", progress, "-y",
            "-f", "x11grab", "-framerate", fps, "-video_size", f"{WIDTH}x{HEIGHT}", "-i", display,
            "-t", f"{seconds:g}", "-fps_mode", "cfr", "-r", fps, "-c:v", "rawvideo", out]
    ru = run_waited(ws, "ffmpeg-ref", argv, timeout=seconds + 120, sample_rss=False)
    prog = read_progress(progress)
    frames = int(prog.get("frame", 0))
    if frames < 2:
        raise BenchError(f"reference capture wrote {frames} frames")
    dup = int(prog.get("dup_frames", 0))
    if dup > frames * 0.05:
        log(f"WARNING: the reference grabber missed {dup} of {frames} slots (a busy machine?): the reference "
            "repeats those frames, which both encoders then get alike")
    return {"argv": [str(a) for a in argv], "frames": frames, "dup_frames": int(prog.get("dup_frames", 0)),
            "drop_frames": int(prog.get("drop_frames", 0)), "bytes": out.stat().st_size, "cpu_s": ru["cpu_s"]}


def encode_x264(ws: Workspace, ref: Path, out: Path, frames: int, fps: int) -> dict[str, Any]:
    argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", ref, *X264_ARGS, out]
    ru = run_waited(ws, "ffmpeg-quality", argv, timeout=frames / fps * 10 + 120)
    probe = ffprobe(out)
    return {"argv": [str(a) for a in argv], "file": probe, "bytes": probe["bytes"],
            "bytes_per_s": probe["bytes"] * fps / frames, "encode_cpu_s": ru["cpu_s"],
            "encode_cpu_per_video_s": ru["cpu_s"] * fps / frames}


def encode_ours(ws: Workspace, ref: Path, outdir: Path, frames: int, fps: int) -> dict[str, Any]:
    """``ffmpeg -i ref -f rawvideo -pix_fmt bgra - | encode_frames ...``, each in its own process group."""
    bin_path = encode_frames_bin()
    outdir.mkdir(parents=True, exist_ok=True)
    logs = ws.root / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    dec_argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-i", str(ref), "-f", "rawvideo",
                "-pix_fmt", "bgra", "-"]
    enc_argv = [str(bin_path), "--width", str(WIDTH), "--height", str(HEIGHT), "--fps", str(fps), "--dir",
                str(outdir), "--id", "benchquality0001"]
    with open(logs / "quality-decode.stderr.log", "ab") as derr, open(logs / "encode_frames.stderr.log", "ab") as eerr:
        dec = subprocess.Popen(dec_argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=derr,
                               start_new_session=True)
        GROUPS.add(dec.pid)
        try:
            enc = subprocess.Popen(enc_argv, stdin=dec.stdout, stdout=subprocess.PIPE, stderr=eerr,
                                   start_new_session=True)
            GROUPS.add(enc.pid)
            assert dec.stdout is not None
            dec.stdout.close()
            t0 = time.monotonic()
            # Read the one JSON line in a thread (wait4 below reaps the process itself).
            out_box: list[bytes] = []
            reader = threading.Thread(target=lambda: out_box.append(enc.stdout.read()), daemon=True)  # type: ignore[union-attr]
            reader.start()
            rc, ru = wait4_with_timeout(enc.pid, frames / fps * 10 + 120, "encode_frames")
            enc.returncode = rc
            wall = time.monotonic() - t0
            reader.join(10)
            drc = dec.wait(timeout=30)
        finally:
            for pid in (dec.pid, *([enc.pid] if "enc" in locals() else [])):
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(pid, signal.SIGKILL)
                GROUPS.discard(pid)
    stderr_tail = "\n".join((logs / "encode_frames.stderr.log").read_text("utf-8", "replace").splitlines()[-20:])
    if rc != 0 or drc != 0:
        raise BenchError(f"encode_frames exited {rc} (decoder {drc}): {' '.join(enc_argv)}\n{stderr_tail}")
    text = (out_box[0] if out_box else b"").decode("utf-8", "replace").strip().splitlines()
    if not text:
        raise BenchError(f"encode_frames printed nothing\n{stderr_tail}")
    info = json.loads(text[-1])
    mp4 = Path(info["mp4"])
    probe = ffprobe(mp4)
    report = info.get("report", {})
    return {"argv": enc_argv, "file": probe, "bytes": probe["bytes"], "bytes_per_s": probe["bytes"] * fps / frames,
            "encode_cpu_s": ru.ru_utime + ru.ru_stime, "encode_cpu_per_video_s": (ru.ru_utime + ru.ru_stime) * fps / frames,
            "wall_s": wall, "frames_in": info.get("frames_in"), "grabs_waited": info.get("grabs_waited"),
            "repeats_after_end": info.get("repeats_after_end"), "report": report, "mp4": str(mp4),
            "dropped": int(report.get("dropped_frames") or 0)}


PSNR_RGB_RE = re.compile(r"PSNR r:(\S+) g:(\S+) b:(\S+) average:(\S+) min:(\S+) max:(\S+)")
PSNR_YUV_RE = re.compile(r"PSNR y:(\S+) u:(\S+) v:(\S+) average:(\S+) min:(\S+) max:(\S+)")
SSIM_RGB_RE = re.compile(r"SSIM R:(\S+) \(\S+\) G:(\S+) \(\S+\) B:(\S+) \(\S+\) All:(\S+) \((\S+)\)")
SSIM_YUV_RE = re.compile(r"SSIM Y:(\S+) \(\S+\) U:(\S+) \(\S+\) V:(\S+) \(\S+\) All:(\S+) \((\S+)\)")


def stats_column(path: Path, key: str) -> list[float]:
    values = []
    for line in path.read_text().splitlines():
        m = re.search(rf"(?:^| ){key}:(\S+)", line)
        if m:
            values.append(float(m.group(1)))
    return values


def compare(ws: Workspace, encoded: Path, ref: Path, frames: int, fps: int, vfr: bool, name: str,
            offset: int = 0, full: bool = True, limit: int | None = None) -> dict[str, Any]:
    """PSNR and SSIM of ``encoded`` against the reference, frame i with frame i + ``offset``.

    Both sides are first turned into RGB (gbrp; the encoded file through the colour matrix it
    signals, BT.601 when it signals none, as a player would): PSNR and SSIM in RGB are what a
    viewer sees, colour conversion and chroma subsampling included. Both RGB pictures are then
    converted the same way to YUV 4:4:4 for the luma (Y) figures, which leave the 4:2:0 chroma
    loss (the same for both encoders) aside and show the encoder's own work on detail.
    ``full=False``: RGB PSNR only (the alignment check)."""
    n = frames if limit is None else min(frames, limit)
    # Our file is VFR (a repeated frame is one longer sample): expand it to the constant rate,
    # clone the last frame if the stream ends early, and take as many frames as the reference.
    expand = f"fps={fps},tpad=stop_mode=clone:stop={fps * 2}," if vfr else ""
    a_trim = f"trim=start_frame={max(offset, 0)}:end_frame={max(offset, 0) + n},"
    b_trim = f"trim=start_frame={max(-offset, 0)}:end_frame={max(-offset, 0) + n},"
    cmp_a = f"[0:v]{expand}{a_trim}format=gbrp,setpts=N/({fps}*TB)"
    cmp_b = f"[1:v]{b_trim}format=gbrp,setpts=N/({fps}*TB)"
    logs = {k: ws.root / f"{name}-{k}.log" for k in ("psnr-rgb", "ssim-rgb", "psnr-y", "ssim-y")}
    if full:
        graph = (f"{cmp_a},split=4[a1][a2][a3][a4];{cmp_b},split=4[b1][b2][b3][b4];"
                 f"[a1][b1]psnr=stats_file={logs['psnr-rgb']}[o1];[a2][b2]ssim=stats_file={logs['ssim-rgb']}[o2];"
                 f"[a3]format=yuv444p[a3y];[b3]format=yuv444p[b3y];[a3y][b3y]psnr=stats_file={logs['psnr-y']}[o3];"
                 f"[a4]format=yuv444p[a4y];[b4]format=yuv444p[b4y];[a4y][b4y]ssim=stats_file={logs['ssim-y']}[o4]")
        maps = [a for i in range(1, 5) for a in ("-map", f"[o{i}]", "-f", "null", "-")]
    else:
        graph = f"{cmp_a}[a];{cmp_b}[b];[a][b]psnr=stats_file={logs['psnr-rgb']}[o1]"
        maps = ["-map", "[o1]", "-f", "null", "-"]
    argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "info", "-i", str(encoded), "-i", str(ref),
            "-filter_complex", graph, *maps]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=frames * 5 + 300, start_new_session=True)
    if done.returncode != 0:
        raise BenchError(f"compare {name}: exit {done.returncode}\n{done.stderr[-3000:]}")

    def need(rx: re.Pattern[str]) -> re.Match[str]:
        m = rx.search(done.stderr)
        if not m:
            raise BenchError(f"compare {name}: no {rx.pattern[:8]!r} line\n{done.stderr[-3000:]}")
        return m

    p = need(PSNR_RGB_RE)
    out: dict[str, Any] = {"frames_compared": len(stats_column(logs["psnr-rgb"], "psnr_avg")), "offset": offset,
                           "psnr_avg": float(p.group(4)), "psnr_min": float(p.group(5)),
                           "psnr_rgb": [float(p.group(i)) for i in (1, 2, 3)]}
    if full:
        s = need(SSIM_RGB_RE)
        ssim_frames = stats_column(logs["ssim-rgb"], "All")
        y = need(PSNR_YUV_RE)
        y_frames = stats_column(logs["psnr-y"], "psnr_y")
        sy = need(SSIM_YUV_RE)
        sy_frames = stats_column(logs["ssim-y"], "Y")
        out.update({"ssim_all": float(s.group(4)), "ssim_all_db": float(s.group(5)),
                    "ssim_min": min(ssim_frames) if ssim_frames else None,
                    "psnr_y_avg": float(y.group(1)), "psnr_y_min": min(y_frames) if y_frames else None,
                    "ssim_y": float(sy.group(1)), "ssim_y_min": min(sy_frames) if sy_frames else None})
    return out


def chroma_ceiling(ref: Path, frames: int) -> float:
    """RGB PSNR of the reference through 4:2:0 and back, no encoder: the best RGB figure any
    4:2:0 encoder can reach on these frames (with ffmpeg's default conversion)."""
    graph = "[0:v]split[x][y];[x]format=yuv420p,format=gbrp[a];[y]format=gbrp[b];[a][b]psnr"
    done = subprocess.run(["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "info", "-i", str(ref),
                           "-filter_complex", graph, "-f", "null", "-"], capture_output=True, text=True,
                          timeout=frames * 5 + 300, start_new_session=True)
    m = PSNR_RGB_RE.search(done.stderr)
    if done.returncode != 0 or not m:
        raise BenchError(f"chroma ceiling: exit {done.returncode}\n{done.stderr[-2000:]}")
    return float(m.group(4))


def quality_pass(ws: Workspace, ref_info: dict[str, Any], ref: Path, tools: list[str], fps: int,
                 check_offsets: bool) -> dict[str, Any]:
    frames = ref_info["frames"]
    ref_info["psnr_rgb_420_ceiling"] = chroma_ceiling(ref, frames)
    q: dict[str, Any] = {"reference": ref_info}
    if "ffmpeg" in tools:
        log("quality: libx264 on the reference frames")
        x = encode_x264(ws, ref, ws.root / "quality-x264.mp4", frames, fps)
        x.update(compare(ws, ws.root / "quality-x264.mp4", ref, frames, fps, vfr=False, name="x264"))
        q["ffmpeg"] = x
    if "ours" in tools:
        log("quality: our recorder (encode_frames) on the reference frames")
        o = encode_ours(ws, ref, ws.root / "quality-ours", frames, fps)
        o.update(compare(ws, Path(o["mp4"]), ref, frames, fps, vfr=True, name="ours"))
        if check_offsets:
            # Alignment check on the first 90 frames: the frame-for-frame pairing must be the
            # best one; if a neighbour pairs better, the VFR expansion slipped.
            near = {off: compare(ws, Path(o["mp4"]), ref, frames, fps, vfr=True, name=f"ours-off{off}",
                                 offset=off, full=False, limit=90)["psnr_avg"] for off in (-1, 0, 1)}
            o["alignment_psnr_by_offset"] = near
            best = max(near, key=lambda k: near[k])
            if best != 0 and near[best] > near[0] + 0.5:
                log(f"WARNING: our output pairs better with the reference at offset {best} "
                    f"({near[best]:.2f} dB vs {near[0]:.2f} dB): check the timestamps")
        q["ours"] = o
    return q


# ---------------------------------------------------------------------------------------------
# One scene
# ---------------------------------------------------------------------------------------------


def run_scene(scene: str, args: argparse.Namespace, shm: Path) -> dict[str, Any]:
    tools = args.tools
    out: dict[str, Any] = {"scene": scene}
    with Workspace(f"rec-{scene}", keep=args.keep) as ws:
        display, clients = start_scene(ws, scene)
        xvfb = next(p for p in ws.procs if p.name == "xvfb")
        agent = relay = key = dev = None
        spool = ws.root / "agent-data"
        if "ours" in tools:
            relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay"))
            relay.start()
            dev = relay.add_device(f"bench-rec-{scene}")
            key = relay.create_key(scopes=args.key_scopes)
            spool.mkdir()
            agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                       dev["token"], "--name", f"bench-rec-{scene}", "--source", f"x11:{display}",
                                       "--data", spool], env={"DISPLAY": display})

            def online() -> bool:
                if not agent.alive():
                    raise BenchError(f"device-agent exited\n{agent.describe()}")
                return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

            wait_until("the device to be online", online, 30, interval=0.2, procs=[agent])
        for tool in tools:
            if args.quiet_cpu < 1:
                wait_for_quiet(args.quiet_cpu, args.quiet_wait)
            log(f"{scene}: {tool}, {args.duration:g} s at {args.fps} fps")
            if tool == "ours":
                assert relay is not None and agent is not None and key and dev
                r = run_async(record_ours(relay, key, dev["id"], agent.pid, args.duration, args.fps,
                                          ws.root / "ours-live.mp4", xvfb.pid, spool, args.ready_timeout))
            else:
                r = record_ffmpeg(ws, display, args.duration, args.fps, ws.root / "ffmpeg-live.mp4", xvfb.pid)
            log(f"{scene}: {tool}: {r['fps_delivered']:.2f} fps delivered, {r['dropped']} dropped, "
                f"CPU {r['cpu_per_video_s'] * 100:.1f} % of a core, {r['bytes_per_s'] * 8 / 1000:.0f} kbit/s")
            out[tool] = r
            if args.save_dir:
                args.save_dir.mkdir(parents=True, exist_ok=True)
                shutil.copy(ws.root / f"{'ours' if tool == 'ours' else 'ffmpeg'}-live.mp4",
                            args.save_dir / f"{scene}-{tool}-live.mp4")
            dead = [p for p in clients if not p.alive()]
            if dead:
                raise BenchError("scene client exited during the run:\n" + "\n".join(p.describe() for p in dead))
        if args.quality_seconds > 0:
            ref = shm / f"{scene}-ref.nut"
            log(f"{scene}: quality: capturing a {args.quality_seconds:g} s lossless reference to {ref}")
            try:
                ref_info = capture_reference(ws, display, args.quality_seconds, args.fps, ref)
                # The scene and the agent are no longer needed: stop them before encoding offline.
                for p in reversed(ws.procs):
                    p.stop()
                out["quality"] = quality_pass(ws, ref_info, ref, tools, args.fps, args.check_offsets)
            finally:
                with contextlib.suppress(OSError):
                    ref.unlink()
            if args.save_dir:
                for name in ("quality-x264.mp4",):
                    if (ws.root / name).exists():
                        shutil.copy(ws.root / name, args.save_dir / f"{scene}-{name}")
                if "ours" in out.get("quality", {}):
                    shutil.copy(out["quality"]["ours"]["mp4"], args.save_dir / f"{scene}-quality-ours.mp4")
    return out


# ---------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------


def finite(value: Any) -> Any:
    """JSON has no inf/nan: a PSNR of identical frames is inf; write it as null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [finite(v) for v in value]
    return value


def goals(report: dict[str, Any]) -> list[dict[str, Any]]:
    res = report["results"]
    fps = report["fps"]
    out: list[dict[str, Any]] = []

    def add(goal: str, met: bool | None, figure: str) -> None:
        out.append({"goal": goal, "met": met, "figure": figure})

    ours = {s: r["ours"] for s, r in res.items() if "ours" in r}
    if ours:
        drops = {s: r["dropped"] for s, r in ours.items()}
        add("no frame dropped in any scene", all(v == 0 for v in drops.values()),
            ", ".join(f"{s} {v}" for s, v in drops.items()))
    if "still" in ours:
        c = ours["still"]["cpu_per_video_s"]
        add("still: under 5 % of a core", c < 0.05, f"{c * 100:.1f} %")
    if "typical" in ours and "ffmpeg" in res.get("typical", {}):
        a, b = ours["typical"]["cpu_per_video_s"], res["typical"]["ffmpeg"]["cpu_per_video_s"]
        add("typical: at most 0.7x ffmpeg's CPU", a <= 0.7 * b, f"{a / b:.2f}x ({a * 100:.1f} vs {b * 100:.1f} %)")
    if "motion" in ours:
        r = ours["motion"]
        add("full motion: a full 30 fps", r["dropped"] == 0 and r["fps_delivered"] >= fps * 0.99,
            f"{r['fps_delivered']:.2f} fps, {r['dropped']} dropped")
    for scene, r in res.items():
        q = r.get("quality", {})
        if "ours" in q and "ffmpeg" in q:
            o, f = q["ours"], q["ffmpeg"]
            met = o["psnr_avg"] >= f["psnr_avg"] and o["ssim_all"] >= f["ssim_all"] and o["bytes"] <= f["bytes"]
            add(f"{scene}: quality no lower than ffmpeg's at no more bytes", met,
                f"PSNR {o['psnr_avg']:.2f} vs {f['psnr_avg']:.2f} dB, SSIM {o['ssim_all']:.4f} vs {f['ssim_all']:.4f}, "
                f"{o['bytes_per_s'] * 8 / 1000:.0f} vs {f['bytes_per_s'] * 8 / 1000:.0f} kbit/s")
    return out


def print_summary(report: dict[str, Any]) -> None:
    m = report["machine"]
    print(f"screen recording, {report['size']} at {report['fps']} fps, {report['duration_s']:g} s per scene and tool; "
          f"quality pass {report['quality_seconds']:g} s; {m['date']}, {m['cpus']} cores ({m['cpu_model']}), "
          f"worktree git {m['git_worktree']}")
    for name, b in report.get("binaries", {}).items():
        print(f"  {name}: {b['path']} (built {b['mtime']}, sha256 {b['sha256']})")
    hdr = (f"{'scene':<9}{'tool':<8}{'fps':>7}{'dropped':>8}{'CPU %core':>10}{'RSS peak MiB':>14}{'HWM MiB':>9}"
           f"{'kbit/s':>8} |{'PSNR avg':>9}{'min':>7}{'SSIM':>8}{'Y PSNR':>8}{'Y SSIM':>8}{'kbit/s':>8}{'enc CPU %':>10}"
           "  others busy")
    print(hdr)
    print("-" * len(hdr))

    def fmt(v: Any, spec: str) -> str:
        if isinstance(v, (int, float)) and v is not None:
            return format(v, spec)
        width = re.match(r">(\d+)", spec)
        return "-".rjust(int(width.group(1))) if width else "-"

    for scene, r in report["results"].items():
        for tool in TOOLS:
            live = r.get(tool)
            q = r.get("quality", {}).get(tool, {})
            if not live and not q:
                continue
            live = live or {}
            rss = live.get("rss_peak_sampled_kib")
            hwm = live.get("vmhwm_kib")
            print(f"{scene:<9}{tool:<8}{fmt(live.get('fps_delivered'), '>7.2f')}{fmt(live.get('dropped'), '>8d')}"
                  f"{fmt(live.get('cpu_per_video_s', 0) * 100 if live else None, '>10.1f')}"
                  f"{fmt(rss / 1024 if rss else None, '>14.1f')}{fmt(hwm / 1024 if hwm else None, '>9.1f')}"
                  f"{fmt(live.get('bytes_per_s', 0) * 8 / 1000 if live else None, '>8.0f')} |"
                  f"{fmt(q.get('psnr_avg'), '>9.2f')}{fmt(q.get('psnr_min'), '>7.2f')}{fmt(q.get('ssim_all'), '>8.4f')}"
                  f"{fmt(q.get('psnr_y_avg'), '>8.2f')}{fmt(q.get('ssim_y'), '>8.4f')}"
                  f"{fmt(q.get('bytes_per_s', 0) * 8 / 1000 if q else None, '>8.0f')}"
                  f"{fmt(q.get('encode_cpu_per_video_s', 0) * 100 if q else None, '>10.1f')}"
                  f"  {fmt(live.get('others_busy', 0) * 100 if live else None, '.0f')} %")
    for scene, r in report["results"].items():
        q = r.get("quality")
        if not q:
            continue
        ref = q["reference"]
        line = (f"{scene}: quality reference {ref['frames']} frames ({ref['dup_frames']} slots repeated by the grabber); "
                f"RGB PSNR of 4:2:0 conversion alone {fmt(ref.get('psnr_rgb_420_ceiling'), '.2f')} dB")
        o = q.get("ours", {})
        if "alignment_psnr_by_offset" in o:
            line += "; ours, PSNR by frame offset " + ", ".join(
                f"{k}: {fmt(v, '.2f')}" for k, v in o["alignment_psnr_by_offset"].items())
        if o:
            line += (f"; ours got {o.get('frames_in')} frames, {o['report'].get('frames')} slots, "
                     f"{o['report'].get('dropped_frames')} dropped, {o.get('grabs_waited')} grabs waited for input")
        print(line)
    print("left of |: the live recording of the scene (fps: frames delivered per second of video; dropped: frame "
          "slots with no new frame; CPU: the recording process's CPU seconds per second of video; RSS peak: sampled "
          "every 20 ms, HWM: VmHWM; kbit/s: output file). Right of |: the quality pass, both encoders on the same "
          "lossless reference frames (PSNR in dB, average over frames and worst frame, and SSIM, in RGB; Y: the same "
          "on luma only; bitrate and encode CPU on those frames). "
          "others busy: share of the machine used by processes other than the recorder and Xvfb.")
    print_goals(report["goals"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--duration", type=float, default=60.0, help="seconds of each live recording")
    ap.add_argument("--fps", type=int, default=30)
    ap.add_argument("--scenes", default=",".join(SCENES), help=f"comma-separated: {', '.join(SCENES)}")
    ap.add_argument("--tools", default=",".join(TOOLS), help="comma-separated: ours, ffmpeg (in this order)")
    ap.add_argument("--quality-seconds", type=float, default=10.0,
                    help="length of the lossless reference of the quality pass (0: no quality pass)")
    ap.add_argument("--no-offset-check", dest="check_offsets", action="store_false",
                    help="skip the alignment check of our VFR output (PSNR at offsets -1, 0, +1)")
    ap.add_argument("--ready-timeout", type=float, default=300,
                    help="after stop, wait this long for file.state ready; then measure the agent's spooled file")
    ap.add_argument("--key-scopes", default=KEY_SCOPES, help="scopes of the benchmark's API key")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="before each recording wait until the machine is at most this busy (0..1; 1 = never wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--tmp", type=Path, default=Path("/dev/shm"), help="tmpfs for the lossless reference")
    ap.add_argument("--save-dir", type=Path, help="keep every MP4 here")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs, data)")
    args = ap.parse_args()
    args.scenes = [s.strip() for s in args.scenes.split(",") if s.strip()]
    args.tools = [t.strip() for t in args.tools.split(",") if t.strip()]
    for s in args.scenes:
        if s not in SCENES:
            ap.error(f"unknown scene {s!r}")
    for t in args.tools:
        if t not in TOOLS:
            ap.error(f"unknown tool {t!r}")
    preflight(args.tools, args.quality_seconds > 0)
    need = WIDTH * HEIGHT * 4 * args.fps * args.quality_seconds
    free = shutil.disk_usage(args.tmp).free
    if args.quality_seconds > 0 and free < need * 1.2:
        raise BenchError(f"{args.tmp} has {free / 2**30:.1f} GiB free; the reference needs {need / 2**30:.1f} GiB "
                         "(--tmp DIR or a shorter --quality-seconds)")

    binaries: dict[str, Any] = {}
    if "ours" in args.tools:
        binaries["relay"] = describe_binary(binary("RELAY_BIN", "relay"))
        binaries["device-agent"] = describe_binary(binary("AGENT_BIN", "device-agent"))
        if args.quality_seconds > 0:
            binaries["encode_frames"] = describe_binary(encode_frames_bin())
    ffv = subprocess.run(["ffmpeg", "-version"], capture_output=True, text=True).stdout.splitlines()[0]
    report: dict[str, Any] = {"benchmark": "recording", "machine": machine(), "size": f"{WIDTH}x{HEIGHT}",
                              "fps": args.fps, "duration_s": args.duration, "quality_seconds": args.quality_seconds,
                              "scenes": args.scenes, "tools": args.tools, "ffmpeg": ffv, "binaries": binaries,
                              "results": {}}
    shm = Path(tempfile.mkdtemp(prefix="bench-rec-ref-", dir=args.tmp))
    try:
        for scene in args.scenes:
            report["results"][scene] = run_scene(scene, args, shm)
    finally:
        cleanup_groups()
        shutil.rmtree(shm, ignore_errors=True)
    report["goals"] = goals(report)
    emit(finite(report), args, print_summary)
    return 0


if __name__ == "__main__":
    run_main_interruptible(main, "recording")
