#!/usr/bin/env python3
"""video_frames: a whole-video survey through MCP, side by side with two ways ffmpeg extracts
the same 120 samples, on a recording of our own and on one made by ffmpeg (issue 13).

1. Scene: ``Xvfb -screen 0 1920x1080x24`` + openbox, a plain desktop (two static xterms, a
   third one that prints on cue, ``xclock -update 1``, the pointer moving all the time with
   ``recording_scene.py pointer``) and eight scripted changes at known times (a dialog opens and
   closes, the terminal prints a block, a browser-like window opens, switches page and closes, a
   notification appears, the terminal clears), drawn by this script over python-xlib so each
   change's wall time is known to the millisecond.
2. During the same ``--duration`` seconds the screen is recorded twice at once: by our recorder
   (``screen_recording`` start/stop through MCP, then status until ``ready``) and by ``ffmpeg
   -f x11grab ... -c:v libx264 -preset veryfast -profile:v high -crf 20 -pix_fmt yuv420p``.
   The ffmpeg file is uploaded with ``POST /v1/videos`` (not timed); ours is read by its rec_ id.
3. For each file and run (after a wait for a quiet machine before every timed step):
   * survey: ``video_frames {"video": ID}`` through one MCP session, timed from the call to
     the parsed result; the relay's VmRSS sampled every 20 ms during it (peak above the
     VmRSS just before the call);
   * (a) 120 ``ffmpeg -ss T -i FILE -frames:v 1 -vf scale=1280:-2 ... -f image2`` calls, one
     after another, at the positions the tool samples (T = i * duration / 120);
   * (b) one ``ffmpeg -i FILE -vf "select='...',scale=1280:-2"`` call that keeps the first
     frame at or after each of those 120 positions.
   With ``--transcode vp9,av1`` (the default) the ffmpeg file is also transcoded, untimed, to
   a VP9 WebM (``libvpx-vp9``) and an AV1 Matroska file (``libsvtav1``), uploaded, and read
   and timed the same way (issue 41: no slower than ffmpeg's select on the same file).
4. The frames chosen are matched against the scripted changes (each change needs a frame of
   role ``changed`` within one sample interval of its time), in the timed default survey and
   in one untimed survey with ``max_frames`` 60 (the default budget of 10 images shows about
   four bracketed changes, by size: the spec's deliberate trade).

    bench/.venv/bin/python bench/video_frames.py [--duration 120] [--runs 3] [--transcode vp9,av1]
        [--json] [--json-out bench/results/video-frames.json] [--keep]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BENCH,
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
    median,
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
FPS = 30
KEY_SCOPES = "list_devices,screen_recording,video_frames"
# The tool's defaults this benchmark mirrors in the ffmpeg commands.
SAMPLES = 120  # video::select::TARGET_SAMPLES
MAX_WIDTH = 1280  # video_frames' default max_width (longest edge)
FFMPEG_JPEG_Q = 4  # mjpeg -q:v 4 is about libjpeg quality 80, the tool's
# The libx264 recording: High profile (CABAC, B-frames, 8x8 transform), as the issue asks.
X264_ARGS = ["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-crf", "20", "-pix_fmt", "yuv420p"]
NEEDED = {"Xvfb": "xvfb", "openbox": "openbox", "xterm": "xterm", "xclock": "x11-apps", "ffmpeg": "ffmpeg",
          "ffprobe": "ffmpeg"}
FILES: tuple[str, ...] = ("ours", "ffmpeg")  # and the --transcode files, set in main
FILE_LABEL = {"ours": "our recording (indexed)", "ffmpeg": "ffmpeg libx264 High (uploaded)",
              "vp9": "VP9 WebM (uploaded)", "av1": "AV1 Matroska (uploaded)"}
# --transcode: the file made from ffmpeg's MP4 (untimed), its media type, the encoder's arguments.
TRANSCODES: dict[str, tuple[str, str, list[str]]] = {
    "vp9": ("vp9.webm", "video/webm",
            ["-c:v", "libvpx-vp9", "-b:v", "2M", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
             "-g", "240"]),
    "av1": ("av1.mkv", "video/x-matroska", ["-c:v", "libsvtav1", "-preset", "12", "-crf", "35", "-g", "240"]),
}

# The scripted changes: (fraction of the duration, name). Drawn by Desk.apply.
EVENTS = [
    (0.08, "dialog opens"),
    (0.17, "dialog closes"),
    (0.27, "terminal prints a block"),
    (0.38, "browser window opens"),
    (0.49, "browser switches page"),
    (0.60, "browser window closes"),
    (0.71, "notification appears"),
    (0.84, "terminal clears"),
]

# Goals of the issue.
GOAL_OURS_S = 1.0
GOAL_OURS_SPEEDUP = 15.0
GOAL_RSS_MIB = 200.0


# ---------------------------------------------------------------------------------------------
# The desktop and its scripted changes
# ---------------------------------------------------------------------------------------------


def desktop_clients(fifo: Path) -> list[tuple[str, list[Any]]]:
    """The still part of the desktop: what recording.py's scenes show, minus anything that
    changes all the time (its scrolling terminal and 30 fps video window would be a change in
    every sample, not a screen that changed eight times); the pointer keeps moving."""
    py = sys.executable
    gpl = "/usr/share/common-licenses/GPL-3"
    term = ["xterm", "-fa", "Monospace", "-fs", "10"]
    # The work terminal waits on a FIFO: one line prints a block, the next clears the screen.
    work = (f"printf '$ make report\\n'; read x < {fifo}; "
            "ls -l --color=always /usr/lib/x86_64-linux-gnu | head -21; printf '$ '; "
            f"read x < {fifo}; clear; printf '$ '; exec sleep 1000000")
    return [
        ("term-text", term + ["-geometry", "100x48+20+20", "-e", "sh", "-c", f"cat {gpl}; exec sleep 1000000"]),
        ("term-ls", term + ["-geometry", "88x28+980+40", "-bg", "#fdf6e3", "-fg", "#333333", "-e", "sh", "-c",
                            "ls -l --color=always /usr/bin | head -300; exec sleep 1000000"]),
        ("term-work", term + ["-geometry", "88x22+980+560", "-bg", "#1e1e1e", "-fg", "#d0d0d0", "-e", "sh", "-c", work]),
        ("xclock", ["xclock", "-update", "1", "-geometry", "140x140+1740+40"]),
        ("pointer", [py, BENCH / "recording_scene.py", "pointer", "--rate", "60", "--size", f"{WIDTH}x{HEIGHT}"]),
    ]


def _font(size: int) -> Any:
    from PIL import ImageFont

    return ImageFont.load_default(size=size)


def picture_dialog() -> Any:
    from PIL import Image, ImageDraw

    w, h = 560, 220
    im = Image.new("RGB", (w, h), "#ececec")
    d = ImageDraw.Draw(im)
    d.rectangle([0, 0, w - 1, 30], fill="#3465a4")
    d.text((12, 6), "Unsaved changes", fill="white", font=_font(16))
    d.rectangle([24, 56, 72, 104], fill="#f57900")
    d.text((42, 62), "!", fill="white", font=_font(34))
    d.text((92, 56), 'Save changes to "quarterly-report.odt"', fill="#2e3436", font=_font(17))
    d.text((92, 82), "before closing?", fill="#2e3436", font=_font(17))
    d.text((92, 116), "If you don't save, changes from the last", fill="#555753", font=_font(14))
    d.text((92, 134), "5 minutes will be lost.", fill="#555753", font=_font(14))
    for x, label, fill, fg in ((150, "Don't Save", "#d3d7cf", "#2e3436"), (290, "Cancel", "#d3d7cf", "#2e3436"),
                               (420, "Save", "#3465a4", "white")):
        d.rectangle([x, 168, x + 120, 202], fill=fill, outline="#888a85")
        d.text((x + 18, 176), label, fill=fg, font=_font(15))
    d.rectangle([0, 0, w - 1, h - 1], outline="#555753")
    return im


def _browser_chrome(title: str, url: str) -> Any:
    from PIL import Image, ImageDraw

    w, h = 1200, 760
    im = Image.new("RGB", (w, h), "white")
    d = ImageDraw.Draw(im)
    d.rectangle([0, 0, w, 34], fill="#dedede")
    d.rectangle([8, 6, 260, 34], fill="white")
    d.text((20, 12), title, fill="#202020", font=_font(14))
    d.rectangle([0, 34, w, 76], fill="white")
    d.rectangle([90, 42, w - 120, 68], fill="#f1f3f4", outline="#c8c8c8")
    d.text((104, 47), url, fill="#303030", font=_font(15))
    for i, c in enumerate(("#ed333b", "#f6d32d", "#33d17a")):
        d.ellipse([w - 90 + i * 26, 10, w - 74 + i * 26, 26], fill=c)
    d.line([0, 76, w, 76], fill="#c8c8c8")
    return im, d


def picture_browser_dashboard() -> Any:
    im, d = _browser_chrome("Dashboard - Intranet", "https://intranet.example/dashboard")
    d.rectangle([0, 77, 220, 760], fill="#f6f5f4")
    for i, item in enumerate(("Overview", "Builds", "Releases", "Devices", "Recordings", "Settings")):
        d.text((24, 100 + i * 36), item, fill="#1c71d8" if i == 0 else "#3d3846", font=_font(17))
    d.text((250, 96), "Overview", fill="#241f31", font=_font(30))
    colours = ("#3584e4", "#33d17a", "#f6d32d", "#e66100", "#9141ac", "#2ec27e")
    for k in range(6):
        x, y = 250 + (k % 3) * 310, 150 + (k // 3) * 290
        d.rectangle([x, y, x + 290, y + 270], fill="#fafafa", outline="#deddda")
        d.text((x + 14, y + 12), f"Metric {k + 1}", fill="#5e5c64", font=_font(16))
        for b in range(8):
            bh = 30 + ((k * 37 + b * 53) % 150)
            d.rectangle([x + 20 + b * 32, y + 250 - bh, x + 40 + b * 32, y + 250], fill=colours[k])
    return im


def picture_browser_settings() -> Any:
    im, d = _browser_chrome("Settings - Intranet", "https://intranet.example/settings/notifications")
    d.rectangle([0, 77, 1200, 150], fill="#26a269")
    d.text((40, 98), "Settings saved", fill="white", font=_font(28))
    d.text((40, 180), "Notifications", fill="#241f31", font=_font(26))
    for i in range(9):
        y = 240 + i * 56
        d.text((40, y), f"Notify me when job {i + 1} finishes on a device of the fleet", fill="#3d3846", font=_font(17))
        on = i % 3 != 1
        d.rounded_rectangle([1060, y - 4, 1120, y + 26], radius=15, fill="#3584e4" if on else "#c0bfbc")
        d.ellipse([1092 if on else 1064, y, 1114 if on else 1086, y + 22], fill="white")
        d.line([40, y + 42, 1160, y + 42], fill="#deddda")
    return im


def picture_notification() -> Any:
    from PIL import Image, ImageDraw

    w, h = 420, 140
    im = Image.new("RGB", (w, h), "#2e3436")
    d = ImageDraw.Draw(im)
    d.rectangle([20, 30, 80, 90], fill="#33d17a")
    d.text((36, 40), "OK", fill="#2e3436", font=_font(24))
    d.text((100, 26), "Build finished", fill="white", font=_font(20))
    d.text((100, 60), "relay: 214 tests passed in 38.2 s", fill="#d3d7cf", font=_font(15))
    d.text((100, 86), "device-agent: 167 tests passed", fill="#d3d7cf", font=_font(15))
    return im


class Desk:
    """An X connection that draws the scripted changes: each window is an override-redirect
    window whose background is a pixmap uploaded in advance, so a change is one request (map,
    unmap, or a new background) followed by XSync, and its time is the time after the sync."""

    def __init__(self, display: str, fifo: Path):
        from Xlib import X
        from Xlib import display as xdisplay

        self.X = X
        self.d = xdisplay.Display(display)
        self.screen = self.d.screen()
        self.root = self.screen.root
        self.fifo = fifo
        # A plain desktop colour instead of the X server's stipple.
        self.root.change_attributes(background_pixel=0x3A5A78)
        self.root.clear_area(0, 0, 0, 0)
        self.d.sync()
        self.pix: dict[str, Any] = {}
        self.win: dict[str, Any] = {}
        self._window("dialog", (WIDTH - 560) // 2, (HEIGHT - 220) // 2, picture_dialog())
        self._window("browser", 360, 150, picture_browser_dashboard())
        self.pix["settings"] = self._pixmap(picture_browser_settings())
        self._window("notification", 1470, 900, picture_notification())

    def _pixmap(self, im: Any) -> Any:
        X = self.X
        w, h = im.size
        depth = self.screen.root_depth
        pixmap = self.root.create_pixmap(w, h, depth)
        gc = pixmap.create_gc()
        data = im.convert("RGBX").tobytes("raw", "BGRX")
        rows = max(1, 200_000 // (w * 4))  # below the core protocol's request size limit
        for y in range(0, h, rows):
            n = min(rows, h - y)
            pixmap.put_image(gc, 0, y, w, n, X.ZPixmap, depth, 0, data[y * w * 4:(y + n) * w * 4])
        return pixmap

    def _window(self, name: str, x: int, y: int, im: Any) -> None:
        X = self.X
        pixmap = self._pixmap(im)
        self.pix[name] = pixmap
        w, h = im.size
        self.win[name] = self.root.create_window(x, y, w, h, 0, self.screen.root_depth, X.InputOutput,
                                                 X.CopyFromParent, override_redirect=True, background_pixmap=pixmap)

    def _terminal(self) -> None:
        """One line to the work terminal's FIFO (its shell waits on it)."""
        deadline = time.monotonic() + 5
        while True:
            try:
                fd = os.open(self.fifo, os.O_WRONLY | os.O_NONBLOCK)
                break
            except OSError:  # ENXIO: the shell is not reading yet
                if time.monotonic() > deadline:
                    raise BenchError("the work terminal is not reading its FIFO") from None
                time.sleep(0.01)
        try:
            os.write(fd, b"go\n")
        finally:
            os.close(fd)

    def apply(self, name: str) -> float:
        """Make the change ``name``; returns its wall time (time.time() once the X server has it)."""
        if name == "dialog opens":
            self.win["dialog"].map()
        elif name == "dialog closes":
            self.win["dialog"].unmap()
        elif name == "browser window opens":
            self.win["browser"].map()
        elif name == "browser switches page":
            self.win["browser"].change_attributes(background_pixmap=self.pix["settings"])
            self.win["browser"].clear_area(0, 0, 0, 0)
        elif name == "browser window closes":
            self.win["browser"].unmap()
        elif name == "notification appears":
            self.win["notification"].map()
        elif name in ("terminal prints a block", "terminal clears"):
            self._terminal()
            return time.time()
        else:
            raise BenchError(f"unknown change {name!r}")
        self.d.sync()
        return time.time()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.d.close()


# ---------------------------------------------------------------------------------------------
# Recording both files at once
# ---------------------------------------------------------------------------------------------


def ffmpeg_start_wall(log_path: Path) -> float | None:
    """x11grab's first frame time (its ``start:``, wall-clock seconds): the ffmpeg file's 0 s."""
    with contextlib.suppress(OSError):
        m = re.search(r"Input #0, x11grab.*?start: ([0-9.]+)", log_path.read_text("utf-8", "replace"), re.S)
        if m:
            return float(m.group(1))
    return None


async def record_both(ws: Workspace, relay: Relay, key: str, device_id: str, display: str, desk: Desk,
                      duration: float, ready_timeout: float) -> dict[str, Any]:
    ff_out = ws.root / "ffmpeg.mp4"
    progress = ws.root / "ffmpeg-progress.txt"
    argv = ["ffmpeg", "-hide_banner", "-nostats", "-loglevel", "info", "-progress", progress, "-y",
            "-f", "x11grab", "-framerate", FPS, "-video_size", f"{WIDTH}x{HEIGHT}", "-i", display,
            "-t", f"{duration + 30:g}", *X264_ARGS, ff_out]
    ff = ws.spawn("ffmpeg-record", argv, stdin_pipe=True)
    ff_start = wait_until("ffmpeg's x11grab to start", lambda: ffmpeg_start_wall(ff.stderr_path), 30, procs=[ff])
    async with mcp_session(relay.mcp_url, key, timeout=120) as session:
        async def call(args: dict[str, Any]) -> dict[str, Any]:
            res = await session.call_tool("screen_recording", {"device_id": device_id, **args})
            if res.is_error:
                raise BenchError(f"screen_recording {args.get('action')}: {result_text(res)}")
            sc = res.structured_content or {}
            if "file" not in sc:
                raise BenchError(f"screen_recording {args.get('action')}: no `file` in {sc!r}")
            return sc

        await call({"action": "start", "file": {"enabled": True, "fps": FPS,
                                                "max_duration_seconds": int(duration) + 60}})
        t0 = time.time()
        events = []
        for frac, name in EVENTS:
            at = t0 + frac * duration
            await asyncio.sleep(max(0.0, at - time.time()))
            before = time.time()
            wall = desk.apply(name)
            events.append({"name": name, "fraction": frac, "wall": wall, "apply_ms": (wall - before) * 1000})
            log(f"change at {wall - t0:6.2f} s: {name}")
        await asyncio.sleep(max(0.0, t0 + duration - time.time()))
        stopped = await call({"action": "stop"})
        ff.write_line("q")
        try:
            ff.popen.wait(timeout=60)
        except subprocess.TimeoutExpired:
            raise BenchError(f"ffmpeg did not finish its file\n{ff.describe()}") from None
        if ff.popen.returncode != 0:
            raise BenchError(f"ffmpeg exited {ff.popen.returncode}\n{ff.describe()}")
        status = stopped
        deadline = time.monotonic() + ready_timeout
        while status["file"].get("state") != "ready":
            if status["file"].get("state") == "failed" or time.monotonic() > deadline:
                raise BenchError(f"our recording is not ready: {status['file']}")
            await asyncio.sleep(0.5)
            status = await call({"action": "status"})
    f = status["file"]
    if not f.get("recording_id") or not f.get("started_at"):
        raise BenchError(f"screen_recording status names no recording_id or started_at (a relay older than "
                         f"c53d80d?): {f}")
    ours_out = ws.root / "ours.mp4"
    url = urllib.parse.urljoin(relay.url + "/", f["download_url"])
    with urllib.request.urlopen(url, timeout=300) as resp, open(ours_out, "wb") as w:
        shutil.copyfileobj(resp, w, 1 << 20)
    prog = read_progress(progress)
    # When capture began (the device's clock, RFC 3339 with milliseconds): our file's 0 s.
    ours_start = datetime.datetime.fromisoformat(f["started_at"].replace("Z", "+00:00")).timestamp()
    for e in events:
        e["video_s"] = {"ours": e["wall"] - ours_start, "ffmpeg": e["wall"] - ff_start}
    return {
        "events": events,
        "ours": {"path": str(ours_out), "artifact_id": f["recording_id"], "report": f, "start_wall": ours_start,
                 "file": ffprobe(ours_out)},
        "ffmpeg": {"path": str(ff_out), "argv": [str(a) for a in argv], "start_wall": ff_start,
                   "file": ffprobe(ff_out), "frames_written": int(prog.get("frame", 0) or 0),
                   "dup_frames": int(prog.get("dup_frames", 0) or 0),
                   "drop_frames": int(prog.get("drop_frames", 0) or 0)},
    }


def upload(relay: Relay, key: str, path: Path, media_type: str = "video/mp4") -> dict[str, Any]:
    req = urllib.request.Request(urllib.parse.urljoin(relay.url + "/", "/v1/videos"), method="POST",
                                 headers={"Authorization": f"Bearer {key}", "Content-Type": media_type,
                                          "X-Filename": path.name, "Content-Length": str(path.stat().st_size)})
    try:
        with open(path, "rb") as body:
            req.data = body
            with urllib.request.urlopen(req, timeout=600) as resp:
                return json.loads(resp.read())
    except urllib.error.HTTPError as e:
        raise BenchError(f"POST /v1/videos: {e.code} {e.read().decode('utf-8', 'replace')}") from None


# ---------------------------------------------------------------------------------------------
# The three ways to get the samples
# ---------------------------------------------------------------------------------------------


def others_share(busy: float, own_cpu_s: float, wall: float) -> float:
    return max(0.0, busy - own_cpu_s / (wall * (os.cpu_count() or 1)))


async def survey(session: Any, relay: Relay, video: str, max_frames: int | None = None) -> dict[str, Any]:
    """One ``video_frames`` call, timed; the relay's RSS sampled during it."""
    args: dict[str, Any] = {"video": video}
    if max_frames is not None:
        args["max_frames"] = max_frames
    pid = relay.proc.pid  # type: ignore[union-attr]
    idle = proc_status(pid)["VmRSS"]
    cpu0 = proc_cpu_seconds(pid)
    self0 = resource.getrusage(resource.RUSAGE_SELF)
    meter = BusyMeter().start()
    with RssSampler(pid) as rss:
        t0 = time.perf_counter()
        res = await session.call_tool("video_frames", args)
        wall = time.perf_counter() - t0
    busy = meter.stop()
    self1 = resource.getrusage(resource.RUSAGE_SELF)
    relay_cpu = proc_cpu_seconds(pid) - cpu0
    client_cpu = (self1.ru_utime + self1.ru_stime) - (self0.ru_utime + self0.ru_stime)
    if res.is_error:
        raise BenchError(f"video_frames {args}: {result_text(res)}")
    sc = res.structured_content
    if not isinstance(sc, dict) or "frames" not in sc:
        raise BenchError(f"video_frames {args}: no structured frames in the answer")
    images = sum(1 for c in res.content if getattr(c, "type", "") == "image")
    if images != len(sc["frames"]):
        log(f"video_frames {video}: {images} images for {len(sc['frames'])} frames in the manifest")
    return {"wall_s": wall, "relay_cpu_s": relay_cpu, "client_cpu_s": client_cpu, "rss_idle_kib": idle,
            "rss_peak_kib": max(rss.peak_kib, idle), "rss_above_idle_kib": max(rss.peak_kib - idle, 0),
            "images": images, "machine_busy": busy,
            "others_busy": others_share(busy, relay_cpu + client_cpu, wall),
            "answer": {k: v for k, v in sc.items()}, "manifest": result_text(res).split("\n\n")[0][:2000]}


def positions(duration: float, samples: int = SAMPLES) -> list[float]:
    """The tool's sample positions over a whole video: ``i * duration / 120``
    (``video::select::plan`` with no interval asked, at more than one frame per sample)."""
    interval = duration / samples
    return [i * interval for i in range(samples)]


def children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def ffmpeg_seeks(path: Path, pos: list[float], outdir: Path) -> dict[str, Any]:
    """(a) one ``ffmpeg -ss T -i FILE -frames:v 1`` per position, one after another."""
    outdir.mkdir(parents=True, exist_ok=True)
    cpu0 = children_cpu()
    meter = BusyMeter().start()
    t0 = time.perf_counter()
    for i, t in enumerate(pos):
        argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-ss", f"{t:.6f}", "-i", str(path),
                "-frames:v", "1", "-vf", f"scale={MAX_WIDTH}:-2", "-q:v", str(FFMPEG_JPEG_Q), "-f", "image2",
                "-update", "1", str(outdir / f"a-{i:03d}.jpg")]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}: {done.stderr.strip()[-2000:]}")
    wall = time.perf_counter() - t0
    busy = meter.stop()
    cpu = children_cpu() - cpu0
    return {"wall_s": wall, "cpu_s": cpu, "images": len(list(outdir.glob("a-*.jpg"))), "calls": len(pos),
            "machine_busy": busy, "others_busy": others_share(busy, cpu, wall),
            "argv_example": argv}


def ffmpeg_select(path: Path, interval: float, outdir: Path) -> dict[str, Any]:
    """(b) one ``ffmpeg -vf select=...`` decoding the whole file and keeping, for each position
    i * interval, the first frame at or after it (register 0 holds the next position)."""
    outdir.mkdir(parents=True, exist_ok=True)
    expr = f"if(gte(t,ld(0)),st(0,(floor(t/{interval:.9f}+1e-6)+1)*{interval:.9f}))"
    argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", str(path),
            "-vf", f"select='{expr}',scale={MAX_WIDTH}:-2", "-fps_mode", "passthrough", "-q:v", str(FFMPEG_JPEG_Q),
            "-f", "image2", str(outdir / "b-%03d.jpg")]
    cpu0 = children_cpu()
    meter = BusyMeter().start()
    t0 = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, timeout=1800, stdin=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    busy = meter.stop()
    cpu = children_cpu() - cpu0
    if done.returncode != 0:
        raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}: {done.stderr.strip()[-2000:]}")
    return {"wall_s": wall, "cpu_s": cpu, "images": len(list(outdir.glob("b-*.jpg"))), "machine_busy": busy,
            "others_busy": others_share(busy, cpu, wall), "argv": argv}


# ---------------------------------------------------------------------------------------------
# Frames against the scripted changes
# ---------------------------------------------------------------------------------------------


def match(answer: dict[str, Any], events: list[dict[str, Any]], which: str) -> dict[str, Any]:
    """Each change needs a ``changed`` frame within one sample interval of its time, plus two
    frame periods (a change drawn at t is in the next frame grabbed, up to 33 ms later, and
    the grab itself takes a few ms: negligible at a 1 s interval, not at a 20 s run's 0.17 s);
    a changed frame near no change is spurious."""
    duration = float(answer["duration_seconds"])
    samples = int(answer["samples"]) or SAMPLES
    interval = duration / samples
    tolerance = interval + 2.0 / FPS
    changed = [f for f in answer["frames"] if f["role"] == "changed"]
    used: set[int] = set()
    per_event = []
    for e in events:
        te = e["video_s"][which]
        best = None
        for k, f in enumerate(changed):
            d = f["position_seconds"] - te
            if abs(d) <= tolerance and k not in used and (best is None or abs(d) < abs(best[1])):
                best = (k, d)
        if best is not None:
            used.add(best[0])
        per_event.append({"name": e["name"], "video_s": round(te, 3),
                          "frame": changed[best[0]]["name"] if best else None,
                          "frame_s": changed[best[0]]["position_seconds"] if best else None,
                          "delta_s": round(best[1], 3) if best else None,
                          "changed_percent": changed[best[0]].get("changed_percent") if best else None})
    spurious = [f for k, f in enumerate(changed) if k not in used]
    return {"interval_s": interval, "tolerance_s": tolerance, "events": per_event, "matched": sum(1 for p in per_event if p["frame"]),
            "spurious": spurious, "changes_found": answer.get("changes"), "frames": len(answer["frames"]),
            "roles": [f"{f['name']} {f['role']}" + (f" {f['changed_percent']}%" if f.get("changed_percent") is not None
                                                     else "") for f in answer["frames"]]}


# ---------------------------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------------------------


def preflight() -> None:
    require(NEEDED, ("PIL", "Xlib", "mcp"))
    enc = subprocess.run(["ffmpeg", "-hide_banner", "-encoders"], capture_output=True, text=True).stdout
    dev = subprocess.run(["ffmpeg", "-hide_banner", "-devices"], capture_output=True, text=True).stdout
    if " libx264 " not in enc or "x11grab" not in dev:
        raise BenchError("this ffmpeg lacks libx264 or x11grab; install Debian's: sudo apt-get install -y ffmpeg")
    binary("RELAY_BIN", "relay")
    binary("AGENT_BIN", "device-agent")


def quiet(args: argparse.Namespace) -> float | None:
    if args.quiet_cpu < 1:
        return wait_for_quiet(args.quiet_cpu, args.quiet_wait)
    return None


async def measure(relay: Relay, key: str, rec: dict[str, Any], args: argparse.Namespace,
                  ws: Workspace) -> dict[str, Any]:
    out: dict[str, Any] = {"check": {}, "runs": []}
    async with mcp_session(relay.mcp_url, key, timeout=1800) as session:
        # Untimed first: a survey with room for every change (the match check), which also
        # warms what every later call meets alike (page cache, the relay's first read).
        for which in FILES:
            quiet(args)
            s = await survey(session, relay, rec[which]["artifact_id"], max_frames=args.check_max_frames)
            out["check"][which] = {"survey": s, "match": match(s["answer"], rec["events"], which)}
            log(f"check {which}: max_frames {args.check_max_frames}: {s['wall_s']:.2f} s, "
                f"{out['check'][which]['match']['matched']}/{len(EVENTS)} changes matched, "
                f"{len(out['check'][which]['match']['spurious'])} spurious, indexed {s['answer'].get('indexed')}")
        for run in range(1, args.runs + 1):
            r: dict[str, Any] = {}
            for which in FILES:
                path = Path(rec[which]["path"])
                q = quiet(args)
                s = await survey(session, relay, rec[which]["artifact_id"])
                s["quiet_before"] = q
                duration = float(s["answer"]["duration_seconds"])
                pos = positions(duration)
                tmp = ws.root / f"extract-{which}-{run}"
                quiet(args)
                a = ffmpeg_seeks(path, pos, tmp / "a")
                quiet(args)
                b = ffmpeg_select(path, duration / SAMPLES, tmp / "b")
                if not args.keep:
                    shutil.rmtree(tmp, ignore_errors=True)
                m = match(s["answer"], rec["events"], which)
                r[which] = {"survey": s, "seeks": a, "select": b, "match": m}
                log(f"run {run} {which}: survey {s['wall_s']:.3f} s (+{s['rss_above_idle_kib'] / 1024:.0f} MiB, "
                    f"indexed {s['answer'].get('indexed')}, {s['images']} frames); (a) 120 seeks {a['wall_s']:.2f} s; "
                    f"(b) select {b['wall_s']:.2f} s")
            out["runs"].append(r)
    return out


def audit_calls(relay: Relay) -> list[dict[str, Any]]:
    evs = [e for e in relay.audit() if e.get("tool") == "video_frames"]
    evs.sort(key=lambda e: e["seq"])
    return [{"duration_ms": e.get("duration_ms"), "detail": e.get("detail"), "outcome": e.get("outcome")} for e in evs]


def run_all(args: argparse.Namespace) -> dict[str, Any]:
    with Workspace("vframes", keep=args.keep) as ws:
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay"))
        relay.start()
        dev = relay.add_device("bench-video-frames")
        key = relay.create_key(scopes=KEY_SCOPES)
        display = start_xvfb(ws, WIDTH, HEIGHT)
        fifo = ws.root / "work-terminal.fifo"
        os.mkfifo(fifo)
        desk = Desk(display, fifo)
        clients = [ws.spawn(f"scene-{name}", argv, env={"DISPLAY": display}) for name, argv in desktop_clients(fifo)]
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token", dev["token"],
                                   "--name", "bench-video-frames", "--source", f"x11:{display}", "--data", spool],
                         env={"DISPLAY": display})

        def online() -> bool:
            if not agent.alive():
                raise BenchError(f"device-agent exited\n{agent.describe()}")
            return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

        wait_until("the device to be online", online, 30, interval=0.2, procs=[agent])
        time.sleep(2.0)  # let the clients map and draw
        dead = [p for p in clients if not p.alive()]
        if dead:
            raise BenchError("scene client exited:\n" + "\n".join(p.describe() for p in dead))
        quiet(args)
        log(f"recording {args.duration:g} s of the desktop with our recorder and ffmpeg at once, "
            f"{len(EVENTS)} scripted changes")
        meter = BusyMeter().start()
        rec = run_async(record_both(ws, relay, key, dev["id"], display, desk, args.duration, args.ready_timeout))
        rec["machine_busy_while_recording"] = meter.stop()
        dead = [p for p in clients if not p.alive()]
        if dead:
            raise BenchError("scene client exited during the recording:\n" + "\n".join(p.describe() for p in dead))
        ours_rep = rec["ours"]["report"]
        log(f"ours: {rec['ours']['artifact_id']}, {rec['ours']['file']['duration_s']:.2f} s, "
            f"{rec['ours']['file']['samples']} samples, {rec['ours']['file']['bytes'] / 1e6:.1f} MB, "
            f"{ours_rep.get('dropped_frames')} dropped; ffmpeg: {rec['ffmpeg']['file']['duration_s']:.2f} s, "
            f"{rec['ffmpeg']['file']['samples']} frames ({rec['ffmpeg']['file']['profile']}), "
            f"{rec['ffmpeg']['file']['bytes'] / 1e6:.1f} MB, {rec['ffmpeg']['dup_frames']} dup")
        # The scene and the agent are done: stop them so that only the relay and the work
        # measured run from here on.
        desk.close()
        for p in [*clients, agent]:
            p.stop()
        for p in ws.procs:
            if p.name in ("xvfb", "openbox"):
                p.stop()
        up = upload(relay, key, Path(rec["ffmpeg"]["path"]))
        rec["ffmpeg"]["artifact_id"] = up["artifact_id"]
        rec["ffmpeg"]["upload_answer"] = up
        log(f"uploaded the ffmpeg file: {up['artifact_id']}")
        for which in FILES[2:]:
            name, media_type, codec = TRANSCODES[which]
            out = ws.root / name
            t0 = time.perf_counter()
            argv = ["ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", rec["ffmpeg"]["path"],
                    *codec, "-an", str(out)]
            done = subprocess.run(argv, capture_output=True, text=True, timeout=3600, stdin=subprocess.DEVNULL)
            if done.returncode != 0:
                raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}: {done.stderr.strip()[-2000:]}")
            up = upload(relay, key, out, media_type)
            rec[which] = {"path": str(out), "argv": argv, "file": ffprobe(out), "artifact_id": up["artifact_id"],
                          "upload_answer": up, "transcode_s": time.perf_counter() - t0}
            for e in rec["events"]:
                e["video_s"][which] = e["video_s"]["ffmpeg"]
            log(f"transcoded to {name} in {rec[which]['transcode_s']:.0f} s and uploaded: {up['artifact_id']} "
                f"({up['codec']}, {rec[which]['file']['bytes'] / 1e6:.1f} MB)")
        m = run_async(measure(relay, key, rec, args, ws))
        if args.save_dir:
            args.save_dir.mkdir(parents=True, exist_ok=True)
            for which in FILES:
                shutil.copy(rec[which]["path"], args.save_dir / f"video-frames-{which}{Path(rec[which]['path']).suffix}")
        audit = audit_calls(relay)
    return {"recordings": rec, **m, "audit": audit}


def summarize(report: dict[str, Any]) -> dict[str, Any]:
    runs = report["runs"]
    med: dict[str, Any] = {}
    for which in FILES:
        s = [r[which]["survey"]["wall_s"] for r in runs]
        a = [r[which]["seeks"]["wall_s"] for r in runs]
        b = [r[which]["select"]["wall_s"] for r in runs]
        rss = [r[which]["survey"]["rss_above_idle_kib"] / 1024 for r in runs]
        med[which] = {"survey_s": median(s), "seeks_s": median(a), "select_s": median(b),
                      "rss_above_idle_mib": median(rss), "rss_above_idle_mib_max": max(rss),
                      "rss_idle_mib": median([r[which]["survey"]["rss_idle_kib"] / 1024 for r in runs]),
                      "relay_cpu_s": median([r[which]["survey"]["relay_cpu_s"] for r in runs]),
                      "seeks_cpu_s": median([r[which]["seeks"]["cpu_s"] for r in runs]),
                      "select_cpu_s": median([r[which]["select"]["cpu_s"] for r in runs]),
                      "per_run": {"survey_s": s, "seeks_s": a, "select_s": b, "rss_above_idle_mib": rss},
                      "others_busy_max": max(max(r[which][k]["others_busy"] for k in ("survey", "seeks", "select"))
                                             for r in runs)}
    return med


def goals(report: dict[str, Any]) -> list[dict[str, Any]]:
    med = report["medians"]
    o, f = med["ours"], med["ffmpeg"]
    out = []

    def add(goal: str, met: bool, figure: str) -> None:
        out.append({"goal": goal, "met": met, "figure": figure})

    speed = f["select_s"] / o["survey_s"] if o["survey_s"] else float("inf")
    same = o["select_s"] / o["survey_s"] if o["survey_s"] else float("inf")
    add(f"our recording under {GOAL_OURS_S:g} s, over {GOAL_OURS_SPEEDUP:g}x faster than ffmpeg (b)",
        o["survey_s"] < GOAL_OURS_S and speed > GOAL_OURS_SPEEDUP,
        f"{o['survey_s']:.3f} s; {speed:.1f}x (b) on the libx264 file of the same screen ({f['select_s']:.2f} s), "
        f"{same:.1f}x (b) on our own file ({o['select_s']:.2f} s)")
    add("a foreign file no slower than ffmpeg (b)", f["survey_s"] <= f["select_s"],
        f"{f['survey_s']:.2f} s vs {f['select_s']:.2f} s ({f['select_s'] / f['survey_s']:.2f}x)")
    add(f"relay memory decoding 1080p under {GOAL_RSS_MIB:g} MiB above idle", f["rss_above_idle_mib_max"] < GOAL_RSS_MIB,
        f"{f['rss_above_idle_mib']:.0f} MiB median, {f['rss_above_idle_mib_max']:.0f} MiB max over runs "
        f"(idle {f['rss_idle_mib']:.0f} MiB)")
    n = len(EVENTS)
    parts, ok = [], True
    for which in FILES:
        c = report["check"][which]["match"]
        d = [r[which]["match"] for r in report["runs"]]
        default_ok = all(not x["spurious"] for x in d) and all(x["changes_found"] == n for x in d)
        check_ok = c["matched"] == n and not c["spurious"] and c["changes_found"] == n
        ok = ok and default_ok and check_ok
        parts.append(f"{which}: max_frames {report['check_max_frames']}: {c['matched']}/{n} matched, "
                     f"{len(c['spurious'])} spurious, {c['changes_found']} changes found; default: "
                     f"{d[0]['matched']}/{n} shown, {len(d[0]['spurious'])} spurious, {d[0]['changes_found']} found")
    add("the frames chosen match the known changes", ok, "; ".join(parts))
    for which in FILES[2:]:
        t = med[which]
        add(f"the {which} file no slower than ffmpeg (b) on it", t["survey_s"] <= t["select_s"],
            f"{t['survey_s']:.2f} s vs {t['select_s']:.2f} s ({t['select_s'] / t['survey_s']:.2f}x); relay "
            f"{t['rss_above_idle_mib']:.0f} MiB median above idle, {t['rss_above_idle_mib_max']:.0f} MiB max")
    return out


def print_summary(report: dict[str, Any]) -> None:
    m = report["machine"]
    rec = report["recordings"]
    print(f"video_frames survey, {report['size']} at {FPS} fps, {report['duration_s']:g} s recorded, "
          f"median of {report['runs_n']} runs; {m['date']}, {m['cpus']} cores ({m['cpu_model']}), "
          f"worktree git {m['git_worktree']}")
    for name, b in report.get("binaries", {}).items():
        print(f"  {name}: {b['path']} (built {b['mtime']}, sha256 {b['sha256']}"
              + (f", from {report['build_commit']})" if report.get("build_commit") else ")"))
    for which in FILES:
        r = rec[which]
        fi = r["file"]
        extra = (f", {r['report'].get('dropped_frames')} dropped" if which == "ours"
                 else f", {r['dup_frames']} dup / {r['drop_frames']} drop" if which == "ffmpeg"
                 else f", transcoded in {r['transcode_s']:.0f} s")
        print(f"  {which}: {r['artifact_id']}, {fi['duration_s']:.2f} s, {fi['samples']} samples, {fi['codec']} "
              f"{fi['profile']}, {fi['bytes'] / 1e6:.1f} MB{extra}")
    hdr = (f"{'file':<32}{'survey':>9}{'(a) 120 -ss':>13}{'(b) select':>12}{'(b)/survey':>11}{'(a)/survey':>11}"
           f"{'relay +RSS':>12}{'relay CPU':>10}{'indexed':>9}{'frames':>7}{'changes':>8}  others busy")
    print(hdr)
    print("-" * len(hdr))
    for which in FILES:
        md = report["medians"][which]
        r0 = report["runs"][0][which]["survey"]["answer"]
        print(f"{FILE_LABEL[which]:<32}{md['survey_s']:>8.3f}s{md['seeks_s']:>12.2f}s{md['select_s']:>11.2f}s"
              f"{md['select_s'] / md['survey_s']:>10.1f}x{md['seeks_s'] / md['survey_s']:>10.1f}x"
              f"{md['rss_above_idle_mib']:>8.0f} MiB{md['relay_cpu_s']:>9.2f}s{str(r0.get('indexed')):>9}"
              f"{len(r0['frames']):>7}{r0.get('changes')!s:>8}  <= {md['others_busy_max'] * 100:.0f} %")
    for which in FILES:
        pr = report["medians"][which]["per_run"]
        print(f"  {which} per run: survey {', '.join(f'{v:.3f}' for v in pr['survey_s'])} s; (a) "
              f"{', '.join(f'{v:.2f}' for v in pr['seeks_s'])} s; (b) {', '.join(f'{v:.2f}' for v in pr['select_s'])} s;"
              f" relay +RSS {', '.join(f'{v:.0f}' for v in pr['rss_above_idle_mib'])} MiB")
    print("survey: video_frames with its defaults through MCP (official Python SDK), call to parsed result; "
          "(a) 120 ffmpeg -ss T -i FILE -frames:v 1 calls one after another, (b) one ffmpeg -vf select=... call, "
          f"both at the tool's positions (i x duration/120), scaled to {MAX_WIDTH} px JPEGs; relay +RSS: peak VmRSS "
          "(20 ms samples) above VmRSS just before the call; relay CPU: its CPU seconds during the survey; others "
          "busy: the largest share of the machine used by anything but the work measured, over the timed steps.")
    print(f"changes (video time in ours / in ffmpeg's file) and the changed frame of each, max_frames "
          f"{report['check_max_frames']} survey | default survey:")
    for i, e in enumerate(rec["events"]):
        cells = []
        for which in FILES:
            c = report["check"][which]["match"]["events"][i]
            d = report["runs"][0][which]["match"]["events"][i]
            cell = f"{c['frame'] or 'MISSED'}" + (f" ({c['changed_percent']}%)" if c["frame"] else "")
            cell += f" | {d['frame'] or '-'}"
            cells.append(f"{which}: {cell}")
        print(f"  {e['name']:<26}{e['video_s']['ours']:7.2f} / {e['video_s']['ffmpeg']:7.2f} s   " + "   ".join(cells))
    for which in FILES:
        for label, mm in (("max_frames check", report["check"][which]["match"]),
                          ("default", report["runs"][0][which]["match"])):
            if mm["spurious"]:
                print(f"  {which} {label}: changed frames near no scripted change: "
                      + ", ".join(f"{f['name']} ({f.get('changed_percent')}%)" for f in mm["spurious"]))
    for g in report["goals"]:
        print(f"goal {g['goal']}: {g['figure']} -> {'MET' if g['met'] else 'NOT MET'}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--duration", type=float, default=120.0, help="seconds recorded")
    ap.add_argument("--runs", type=int, default=3, help="timed runs of each of the three ways, per file")
    ap.add_argument("--check-max-frames", type=int, default=60,
                    help="max_frames of the untimed survey that checks every change is found")
    ap.add_argument("--ready-timeout", type=float, default=300, help="wait this long for our file to be ready")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="before each timed step wait until the machine is at most this busy (0..1; 1 = never wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--build-commit", default="", help="the commit the binaries were built from (recorded as is)")
    ap.add_argument("--save-dir", type=Path, help="keep both MP4s here")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir (logs, data, both MP4s, the JPEGs)")
    ap.add_argument("--transcode", default="vp9,av1",
                    help=f"also read ffmpeg's file transcoded to these (of {', '.join(TRANSCODES)}; '' for none)")
    args = ap.parse_args()
    global FILES
    codecs = [c for c in args.transcode.split(",") if c]
    unknown = [c for c in codecs if c not in TRANSCODES]
    if unknown:
        ap.error(f"--transcode: {', '.join(unknown)} not among {', '.join(TRANSCODES)}")
    FILES = ("ours", "ffmpeg", *codecs)
    if args.runs < 1 or args.duration < 10:
        ap.error("--runs at least 1, --duration at least 10 s")
    preflight()
    binaries = {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                "device-agent": describe_binary(binary("AGENT_BIN", "device-agent"))}
    ffv = subprocess.run(["ffmpeg", "-version"], capture_output=True, text=True).stdout.splitlines()[0]
    report: dict[str, Any] = {"benchmark": "video_frames", "machine": machine(), "size": f"{WIDTH}x{HEIGHT}",
                              "fps": FPS, "duration_s": args.duration, "runs_n": args.runs,
                              "check_max_frames": args.check_max_frames, "ffmpeg": ffv, "binaries": binaries,
                              "build_commit": args.build_commit,
                              "x264_args": X264_ARGS, "files": list(FILES)}
    report.update(run_all(args))
    report["medians"] = summarize(report)
    report["goals"] = goals(report)
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main_interruptible(main, "video_frames")
