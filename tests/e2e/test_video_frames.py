"""video_frames through the official Python MCP SDK: a video read as a few visually distinct
stills (issue 13, spec ../shared/spec/video-frames.md).

Two kinds of video, each with changes at known times, so every frame set is exact:

* recordings made by our recorder (screen_recording's file channel) of an Xvfb display through
  the x11 source, where DAMAGE keeps a still screen still: a window mapped at a measured time
  and unmapped later, and a screen where nothing happens at all. These carry the recorder's
  frame index, so video_frames chooses their frames without decoding (``indexed``);
* MP4/MOV files made by ffmpeg (lavfi sources, libx264 High profile with B-frames) and uploaded
  with ``POST /v1/videos``: a still video, a dialog opening, a flicker, a red → green flip of
  equal luma, a thin strip collapsing in a portrait video, a slow fade, a change under the bar,
  changes of four sizes (capping, low sensitivity), variable frame rate, no duration
  (fragmented, or headers saying 0), rotation metadata, a sound track.

Every answer is checked against its own manifest (the header, the sampling and blind-spot
lines, one line a frame with its one-word role) and its content blocks (the manifest, then each
frame's name and its JPEG). One relay serves the whole module; each clip is made and uploaded
once.
"""

from __future__ import annotations

import base64
import hashlib
import io
import random
import re
import struct
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2
import pytest
from PIL import Image, ImageStat

import harness as H

SCOPES = ["video_frames", "screen_recording", "list_devices"]
FPS = 10  # of our recordings
MIB = 1024 * 1024
CAP = 256 * MIB
FFMPEG_TIMEOUT = 60

BRACKETING = (
    "Each change is bracketed by the samples either side of it, so a brief one reads\n"
    "as before → change → after. Describe what moved between them, not what each\n"
    "frame contains."
)
STILL = "Nothing in this range moved at all."
UNDER_BAR = re.compile(
    r"Nothing cleared the bar for a distinct frame\. The two frames below bracket the\n"
    r"largest change in this range \((?P<pct>[0-9.]+)% of the frame at (?P<at>\S+)\); if that is not\n"
    r"what you are looking for, re-run that moment with sensitivity:\"high\" and a\n"
    r"narrow start/end\."
)
UNDER_BAR_ONE = re.compile(
    r"Nothing cleared the bar for a distinct frame\. The frame below shows the\n"
    r"largest change in this range \((?P<pct>[0-9.]+)% of the frame at (?P<at>\S+)\); the sample before it\n"
    r"was left out by max_frames 1\. If that is not what you are looking for,\n"
    r"re-run that moment with sensitivity:\"high\" and a narrow start/end\."
)
SAMPLED = re.compile(
    r"^Sampled (?P<start>\S+)–(?P<end>\S+) every (?P<interval>[0-9.]+)s(?P<clamp> \(interval \S+ asked for, clamped\))?"
    r" \((?P<samples>\d+) samples?\); (?P<changes>\d+) changes? found, returned as (?P<frames>\d+) frames? at"
    r" (?P<fw>\d+)x(?P<fh>\d+)\.$",
    re.M,
)

# ---------------------------------------------------------------------------------------------
# Times as the tool writes them (proto::time_position)
# ---------------------------------------------------------------------------------------------


def _split(seconds: float) -> tuple[int, int, float]:
    ms = int(max(seconds, 0.0) * 1000 + 0.5)
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    return h, m, rest / 1000


def position_text(seconds: float) -> str:
    """``3.386s``, ``01:23.450``, ``01:02:03.450``."""
    h, m, s = _split(seconds)
    if h == 0 and m == 0:
        return f"{s:.3f}s"
    if h == 0:
        return f"{m:02d}:{s:06.3f}"
    return f"{h:02d}:{m:02d}:{s:06.3f}"


def frame_name(seconds: float) -> str:
    """``frame-3.386s.jpg``, ``frame-01-23.450.jpg``, ``frame-00-01-23.450.jpg``."""
    h, m, s = _split(seconds)
    if h == 0 and m == 0:
        return f"frame-{s:.3f}s.jpg"
    if h == 0:
        return f"frame-{m:02d}-{s:06.3f}.jpg"
    return f"frame-{h:02d}-{m:02d}-{s:06.3f}.jpg"


def mm_ss(seconds: float) -> str:
    _, m, s = _split(seconds)
    return f"{m:02d}:{s:06.3f}"


def hh_mm_ss(seconds: float) -> str:
    h, m, s = _split(seconds)
    return f"{h:02d}:{m:02d}:{s:06.3f}"


def parse_position(text: str) -> float:
    """The manifest's own positions (``3.386s``, ``01:23.450``) in seconds."""
    if text.endswith("s"):
        return float(text[:-1])
    parts = [float(p) for p in text.split(":")]
    total = 0.0
    for p in parts:
        total = total * 60 + p
    return total


# ---------------------------------------------------------------------------------------------
# One video_frames answer, checked against itself
# ---------------------------------------------------------------------------------------------


@dataclass
class Frame:
    name: str
    position: float
    role: str
    pct: float | None
    width: int
    height: int
    image: Image.Image
    jpeg: bytes


@dataclass
class Read:
    sc: dict
    manifest: str
    frames: list[Frame]
    sampled: dict[str, Any]

    @property
    def roles(self) -> list[str]:
        return [f.role for f in self.frames]

    @property
    def positions(self) -> list[float]:
        return [f.position for f in self.frames]

    @property
    def interval(self) -> float:
        return self.sampled["interval"]

    def describe(self) -> str:
        rows = [f"{f.name} {f.role} {f.pct} @{f.position!r}" for f in self.frames]
        return "\n".join([self.manifest, *rows])


_Q80: dict | None = None


def quality_80_tables() -> dict:
    """The quantization tables of a JPEG at quality 80 (the IJG scaling every encoder uses)."""
    global _Q80
    if _Q80 is None:
        out = io.BytesIO()
        Image.new("RGB", (16, 16), (90, 120, 150)).save(out, "JPEG", quality=80)
        _Q80 = {k: list(v) for k, v in Image.open(io.BytesIO(out.getvalue())).quantization.items()}
    return _Q80


def check_read(res: Any) -> Read:
    """The answer's parts agree with each other: content blocks, structured frames, manifest."""
    content = list(res.content)
    kinds = [getattr(c, "type", "?") for c in content]
    assert kinds and kinds[0] == "text", kinds
    assert kinds[1:] == ["text", "image"] * ((len(kinds) - 1) // 2), f"manifest, then name + image a frame: {kinds}"
    manifest = content[0].text
    sc = res.structured_content
    assert isinstance(sc, dict), f"no structured content: {manifest}"
    frames_sc = sc["frames"]
    assert len(frames_sc) == (len(kinds) - 1) // 2, (frames_sc, kinds)
    frames: list[Frame] = []
    for i, f in enumerate(frames_sc):
        name_block, image_block = content[1 + 2 * i], content[2 + 2 * i]
        assert name_block.text == f["name"], (name_block.text, f)
        assert image_block.mime_type == "image/jpeg", image_block.mime_type
        data = base64.b64decode(image_block.data, validate=True)
        image = Image.open(io.BytesIO(data))
        assert image.format == "JPEG", image.format
        image.load()
        assert image.size == (f["width"], f["height"]), (image.size, f)
        tables = {k: list(v) for k, v in image.quantization.items()}
        assert tables == quality_80_tables(), f"{f['name']} is not a JPEG of quality 80: {tables}"
        assert f["role"] in ("opening", "before", "changed", "after"), f
        assert ("changed_percent" in f) == (f["role"] == "changed"), f
        # A name is its absolute position, scaled to it.
        assert f["name"] == frame_name(f["position_seconds"]), f
        frames.append(Frame(f["name"], f["position_seconds"], f["role"], f.get("changed_percent"), f["width"],
                            f["height"], image.convert("RGB"), data))
    positions = [f.position for f in frames]
    assert positions == sorted(positions) and len(set(positions)) == len(positions), positions

    lines = manifest.splitlines()
    label = sc["video"]
    assert re.fullmatch(
        rf"{re.escape(label)}(?: \([^)]*\))? — {sc['width']}x{sc['height']}, {re.escape(position_text(sc['duration_seconds']))} long\.",
        lines[0],
    ), (lines[0], sc)
    m = SAMPLED.search(manifest)
    assert m, f"no Sampled line:\n{manifest}"
    sampled = {
        "start": parse_position(m["start"]),
        "end": parse_position(m["end"]),
        "interval": float(m["interval"]),
        "interval_text": m["interval"] + "s",
        "clamped": bool(m["clamp"]),
        "samples": int(m["samples"]),
        "changes": int(m["changes"]),
        "frames": int(m["frames"]),
        "size": (int(m["fw"]), int(m["fh"])),
    }
    assert lines[1] == m.group(0), lines[:3]
    assert (sampled["samples"], sampled["changes"], sampled["frames"]) == (sc["samples"], sc["changes"], len(frames)), (
        m.group(0), sc)
    for f in frames:
        assert (f.width, f.height) == sampled["size"], (f, m.group(0))
    assert lines[2] == (f"Anything lasting less than {sampled['interval_text']} can fall between samples and not "
                        "appear at all; a narrower start/end samples more finely."), lines[2]
    if frames:
        first = frames[0]
        assert (f"Frames follow as images, in order. Each is named for its position in the video —\n"
                f"{first.name} is {position_text(first.position)}:\n") in manifest, manifest
    # One line a frame, in order, at the end: its name and a one-word role.
    frame_lines = [ln for ln in lines if ln.startswith("  frame-")]
    assert len(frame_lines) == len(frames) and lines[-len(frames):] == frame_lines, manifest
    for ln, f in zip(frame_lines, frames, strict=True):
        if f.role == "changed":
            mm = re.fullmatch(rf"  {re.escape(f.name)}  \(([0-9.]+)% changed\)", ln)
            assert mm, (ln, f)
            shown = float(mm[1])
            assert abs(shown - f.pct) <= (0.55 if f.pct >= 1 else 0.051), (ln, f.pct)
            if f.pct < 1:
                assert re.fullmatch(r"0\.\d", mm[1]), f"under 1% is printed to one decimal: {ln}"
        else:
            suffix = {"opening": "", "before": "  (before)", "after": "  (after)"}[f.role]
            assert ln == f"  {f.name}{suffix}", (ln, f)
    # What the header says happened; under the bar, in words for the frames actually shown.
    under = UNDER_BAR.search(manifest) or UNDER_BAR_ONE.search(manifest)
    if sampled["changes"] == 0 and not under:
        assert STILL in manifest and BRACKETING not in manifest, manifest
    if under:
        assert sampled["changes"] == 0 and STILL not in manifest and BRACKETING not in manifest, manifest
        assert len(frames) == (2 if UNDER_BAR.search(manifest) else 1), manifest
    if sampled["changes"] > 0:
        assert BRACKETING in manifest and STILL not in manifest and not under, manifest
    return Read(sc, manifest, frames, sampled)


def video_frames(mcp: H.Mcp, **args: Any) -> Read:
    res = mcp.call("video_frames", args)
    if res.is_error:
        raise AssertionError(f"video_frames({args}) failed: {H.result_text(res)!r}")
    return check_read(res)


def refused(mcp: H.Mcp, **args: Any) -> str:
    return mcp.call_error("video_frames", args)


def mean_rgb(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[float, float, float]:
    return tuple(ImageStat.Stat(image.crop(box)).mean[:3])  # type: ignore[return-value]


def close_to(c: tuple[float, ...], want: tuple[int, int, int], tol: float = 28) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c, want, strict=True))


def one_change(r: Read, at: float, pct: tuple[float, float]) -> Frame:
    """Exactly opening, before, N% changed, after, the change within a sample interval of
    ``at`` (the first time the new picture is on screen), before and after one interval
    either side; returns the changed frame."""
    assert r.roles == ["opening", "before", "changed", "after"], r.describe()
    assert r.sc["changes"] == 1, r.describe()
    opening, before, changed, after = r.frames
    iv = r.interval
    assert opening.position == r.sampled["start"], r.describe()
    assert at - 0.001 <= changed.position <= at + iv + 0.001, f"change expected at {at} (+{iv})\n{r.describe()}"
    assert abs((changed.position - before.position) - iv) <= 0.001, r.describe()
    assert abs((after.position - changed.position) - iv) <= 0.001, r.describe()
    assert pct[0] <= changed.pct <= pct[1], f"changed {changed.pct}% not in {pct}\n{r.describe()}"
    return changed


# ---------------------------------------------------------------------------------------------
# Clips (made once a module) and uploads
# ---------------------------------------------------------------------------------------------

X264 = ["-c:v", "libx264", "-profile:v", "high", "-bf", "3", "-pix_fmt", "yuv420p"]
BOX = "drawbox=x=80:y=60:w=160:h=120:t=fill"  # a quarter of a 320x240 frame

# name -> ffmpeg's arguments before the output file
RECIPES: dict[str, list[str]] = {
    # 3 s of grey.
    "still.mp4": ["-f", "lavfi", "-i", "color=c=gray:s=320x240:r=25:d=3", *X264],
    # A dialog (a quarter of the frame) opens at 2 s and stays; moov at the end (the default).
    "dialog.mp4": ["-f", "lavfi", "-i", f"color=c=gray:s=320x240:r=25:d=4,{BOX}:color=0x2050C0:enable='gte(t,2)'",
                   *X264],
    # The same with a sound track (never decoded, passed over).
    "dialog-sound.mp4": ["-f", "lavfi", "-i", f"color=c=gray:s=320x240:r=25:d=4,{BOX}:color=0x2050C0:enable='gte(t,2)'",
                         "-f", "lavfi", "-i", "sine=d=4", *X264, "-c:a", "aac", "-shortest"],
    # The same as a QuickTime file with its index first.
    "dialog.mov": ["-f", "lavfi", "-i", f"color=c=gray:s=320x240:r=25:d=4,{BOX}:color=0x2050C0:enable='gte(t,2)'",
                   *X264, "-movflags", "+faststart", "-f", "mov"],
    # The dialog in every other container and codec video_frames reads.
    **{name: ["-f", "lavfi", "-i", f"color=c=gray:s=320x240:r=25:d=4,{BOX}:color=0x2050C0:enable='gte(t,2)'",
              "-pix_fmt", "yuv420p", "-g", "25", *codec]
       for name, codec in {
           "dialog-vp8.webm": ["-c:v", "libvpx", "-b:v", "1M"],
           "dialog-vp9.webm": ["-c:v", "libvpx-vp9", "-b:v", "1M", "-deadline", "realtime", "-cpu-used", "8"],
           "dialog-av1.webm": ["-c:v", "libaom-av1", "-cpu-used", "8", "-usage", "realtime", "-crf", "30"],
           "dialog-av1.mkv": ["-c:v", "libsvtav1", "-preset", "12", "-crf", "30"],
           "dialog-h264.mkv": X264,
           "dialog-vp9.mkv": ["-c:v", "libvpx-vp9", "-b:v", "1M", "-deadline", "realtime", "-cpu-used", "8"],
           "dialog-theora.ogv": ["-c:v", "libtheora", "-q:v", "8"],
       }.items()},
    # 24 s at 12 fps; a white box for one frame (12.083 s, shown until 12.167 s).
    "flicker.mp4": ["-f", "lavfi", "-i",
                    f"color=c=gray:s=320x240:r=12:d=24,{BOX}:color=white:enable='between(t,12.05,12.1)'", *X264],
    # A status panel flips from red (180,60,60) to green (60,121,60) at 2 s: the same luma
    # (BT.601: 0.299 R + 0.587 G + 0.114 B = 95.9 and 95.8).
    "redgreen.mp4": ["-f", "lavfi", "-i",
                     "color=c=gray:s=320x240:r=10:d=4,"
                     "drawbox=x=100:y=80:w=120:h=80:color=0xB43C3C:t=fill,"
                     "drawbox=x=100:y=80:w=120:h=80:color=0x3C793C:t=fill:enable='gte(t,2)'", *X264],
    # Portrait 360x640: an 8-pixel strip a little lighter than the page collapses at 2 s. On
    # an 18x32 grid (20-px cells) it moves one row of cells; on a landscape grid's 3:1 cells
    # it would be averaged under the noise floor.
    "portrait.mp4": ["-f", "lavfi", "-i",
                     "color=c=0x808080:s=360x640:r=10:d=4,"
                     "drawbox=x=0:y=304:w=360:h=8:color=0x989898:t=fill:enable='lt(t,2)'", *X264],
    # A box fades in from 1 s to 4 s, 9 levels in all: each step far under the noise floor.
    "fade.mp4": ["-f", "lavfi", "-i", "color=c=0x606060:s=320x240:r=10:d=5",
                 "-f", "lavfi", "-i", "color=c=0x696969:s=160x120:r=10:d=5",
                 "-filter_complex",
                 "[1]format=yuva420p,fade=t=in:st=1:d=3:alpha=1[b];[0][b]overlay=x=80:y=60:shortest=1,format=yuv420p",
                 *X264, "-crf", "8"],
    # A 10x10 black square (0.1 % of the frame, about one cell) appears at 2 s.
    "small.mp4": ["-f", "lavfi", "-i",
                  "color=c=gray:s=320x240:r=10:d=4,drawbox=x=150:y=116:w=10:h=10:color=black:t=fill:enable='gte(t,2)'",
                  *X264],
    # Four boxes appear and stay: A 6 % at 1.5 s, B 31 % at 3.5 s, C 14 % at 5.5 s, D 3 % at 7 s.
    "sizes.mp4": ["-f", "lavfi", "-i",
                  "color=c=gray:s=320x240:r=10:d=8,"
                  "drawbox=x=220:y=10:w=80:h=60:color=red:t=fill:enable='gte(t,1.5)',"
                  "drawbox=x=10:y=10:w=200:h=120:color=blue:t=fill:enable='gte(t,3.5)',"
                  "drawbox=x=10:y=140:w=120:h=90:color=yellow:t=fill:enable='gte(t,5.5)',"
                  "drawbox=x=220:y=150:w=48:h=48:color=black:t=fill:enable='gte(t,7)'", *X264],
    # Variable frame rate: 2 s at 10 fps, then 2 s at 30 fps; the dialog opens at 3 s.
    "vfr.mp4": ["-f", "lavfi", "-i", "color=c=gray:s=320x240:r=10:d=2",
                "-f", "lavfi", "-i", "color=c=gray:s=320x240:r=30:d=2",
                "-filter_complex", f"[0][1]concat=n=2:v=1,{BOX}:color=blue:enable='gte(t,3)'",
                "-fps_mode", "vfr", *X264, "-level:v", "4.0"],
    # The same without a level: libx264 then derives it from the stream's microsecond time
    # base and writes level 6.2, as ffmpeg does for any such variable-rate file.
    "vfr-default-level.mp4": ["-f", "lavfi", "-i", "color=c=gray:s=320x240:r=10:d=2",
                              "-f", "lavfi", "-i", "color=c=gray:s=320x240:r=30:d=2",
                              "-filter_complex", f"[0][1]concat=n=2:v=1,{BOX}:color=blue:enable='gte(t,3)'",
                              "-fps_mode", "vfr", *X264],
    # Fragmented: an empty moov (no duration anywhere in it), the samples in moof/trun.
    "fragmented.mp4": ["-f", "lavfi", "-i",
                       f"color=c=gray:s=320x240:r=25:d=4,{BOX}:color=0x2050C0:enable='gte(t,2)'",
                       *X264, "-movflags", "frag_keyframe+empty_moov"],
    # 320x240 with a red box in its top-left quarter from 1 s; rotated below.
    "unrotated.mp4": ["-f", "lavfi", "-i",
                      "color=c=gray:s=320x240:r=10:d=2,drawbox=x=0:y=0:w=160:h=120:color=red:t=fill:enable='gte(t,1)'",
                      *X264],
    # 75 s at 4 fps: the dialog opens at 65 s (names with minutes).
    "long.mp4": ["-f", "lavfi", "-i", f"color=c=gray:s=320x240:r=4:d=75,{BOX}:color=blue:enable='gte(t,65)'",
                 *X264],
}


def ffmpeg(args: list[str]) -> None:
    argv = ["ffmpeg", "-v", "error", "-y", "-nostdin", *args]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=FFMPEG_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"$ {' '.join(argv)}\ndid not finish in {FFMPEG_TIMEOUT} s") from None
    if done.returncode != 0:
        raise AssertionError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stderr}")


class Clips:
    """Each clip made on first use, in one directory for the module."""

    def __init__(self, root: Path):
        self.root = root
        self.root.mkdir(parents=True, exist_ok=True)

    def __call__(self, name: str) -> Path:
        path = self.root / name
        if not path.exists():
            if name == "rotated.mp4":
                # The display matrix turns it a quarter (ffmpeg 5.1's rotate tag).
                ffmpeg(["-i", str(self("unrotated.mp4")), "-c", "copy", "-metadata:s:v:0", "rotate=90", str(path)])
            elif name == "zero-duration.mov":
                path.write_bytes(zero_durations(self("dialog.mov").read_bytes()))
            else:
                ffmpeg([*RECIPES[name], str(path)])
        return path


@dataclass
class Env:
    relay: H.Relay
    key: dict
    mcp: H.Mcp
    clips: Clips
    uploads: dict[str, dict]

    def post(self, body: Any, content_type: str | None = "video/mp4", filename: str | None = None,
             secret: str | None = None, timeout: float = 60) -> httpx2.Response:
        headers = {"Authorization": f"Bearer {secret or self.key['secret']}"}
        if content_type:
            headers["Content-Type"] = content_type
        if filename:
            headers["X-Filename"] = filename
        return httpx2.post(f"{self.relay.url}/v1/videos", content=body, headers=headers, timeout=timeout)

    def upload(self, name: str, content_type: str = "video/mp4") -> dict:
        """The clip uploaded once by the module's key; the answer of POST /v1/videos."""
        if name not in self.uploads:
            data = self.clips(name).read_bytes()
            r = self.post(data, content_type=content_type, filename=name)
            assert r.status_code == 201, f"POST /v1/videos {name}: {r.status_code} {r.text}"
            answer = r.json()
            assert answer["artifact_id"].startswith("vid_"), answer
            assert answer["filename"] == name, answer
            assert answer["codec"], answer
            assert answer["size_bytes"] == len(data), answer
            assert answer["sha256"] == hashlib.sha256(data).hexdigest(), answer
            self.uploads[name] = answer
        return self.uploads[name]

    def read(self, name: str, **args: Any) -> Read:
        r = video_frames(self.mcp, video=self.upload(name)["artifact_id"], **args)
        assert r.sc["indexed"] is False, "an ffmpeg file has no frame index"
        assert r.sc["video"] == self.upload(name)["artifact_id"]
        assert r.manifest.startswith(f"{r.sc['video']} ({name}) — "), r.manifest.splitlines()[0]
        return r

    def still_serving(self) -> None:
        """The relay answers MCP and still reads a video."""
        self.mcp.list_devices()
        assert self.read("still.mp4").roles == ["opening"]


@pytest.fixture(scope="module")
def env(hm, tmp_path_factory):
    relay = hm.relay()
    key = relay.create_key("video", SCOPES, ["*"])
    return Env(relay, key, relay.mcp(key["secret"]), Clips(tmp_path_factory.mktemp("clips")), {})


# ---------------------------------------------------------------------------------------------
# Our recorder: an Xvfb display recorded through the x11 source
# ---------------------------------------------------------------------------------------------

WINDOW_COLOUR = (200, 60, 60)
WINDOW_SIZE = (400, 300)
WINDOW_POS = (100, 40)


def window_gone(xserver: H.XServer, window_id: int) -> bool:
    from Xlib import display as xdisplay
    from Xlib import error as xerror

    d = xdisplay.Display(xserver.display)
    try:
        d.create_resource_object("window", window_id).get_geometry()
        return False
    except xerror.XError:
        return True
    finally:
        d.close()


def rec_id_of(file: dict) -> str:
    m = re.search(r"/v1/artifacts/(rec_[A-Za-z0-9]+)/download\?", file["download_url"])
    assert m, file
    return m[1]


@pytest.fixture(scope="module")
def recordings(hm, env):
    """Two x11 devices on their own 640x400 displays, recorded at the same time at 10 fps: on
    one, a still screen for 2 s, a window mapped (known to within the time its client takes
    to show), 2 s later the window gone, 1.5 s of still screen; on the other nothing at all.
    Times are in recording time: bounds from the wall clock around the start call and each
    event."""
    relay, mcp = env.relay, env.mcp
    xs_changes = H.XServer(hm, 640, 400).start()
    xs_still = H.XServer(hm, 640, 400).start()
    dev, agent = hm.device(relay, "vf-x11-changes", source="x11", env=xs_changes.env)
    still_dev, still_agent = hm.device(relay, "vf-x11-still", source="x11", env=xs_still.env)
    mcp.recording(still_dev["id"], "start", file={"enabled": True, "fps": FPS})
    t0_lo = time.monotonic()
    started = mcp.recording(dev["id"], "start", file={"enabled": True, "fps": FPS})
    t0_hi = time.monotonic()
    assert (started["file"]["width"], started["file"]["height"]) == (640, 400), started

    time.sleep(2.0)  # the recording runs over a still screen
    map_lo = time.monotonic()
    window = H.XClient.start(hm, xs_changes, "video-frames probe", "VfProbe", WINDOW_COLOUR, WINDOW_SIZE, WINDOW_POS)
    map_hi = time.monotonic()  # it printed "ready" on its first Expose: mapped by now
    rect = window.client_rect(xs_changes)
    time.sleep(2.0)
    unmap_lo = time.monotonic()
    window.proc.kill()
    H.wait_until("the probe window to be destroyed", lambda: window_gone(xs_changes, window.window_id), 10,
                 interval=0.02)
    unmap_hi = time.monotonic()
    time.sleep(1.5)
    mcp.recording(dev["id"], "stop")
    mcp.recording(still_dev["id"], "stop")
    ready = mcp.wait_recording(dev["id"], procs=[agent.proc])
    still_ready = mcp.wait_recording(still_dev["id"], procs=[still_agent.proc])
    return {
        "dev": dev, "still_dev": still_dev, "ready": ready, "still_ready": still_ready,
        "rec": rec_id_of(ready["file"]), "still_rec": rec_id_of(still_ready["file"]),
        # (earliest, latest) recording time at which the window could have appeared / gone.
        "map": (map_lo - t0_hi, map_hi - t0_lo),
        "unmap": (unmap_lo - t0_hi, unmap_hi - t0_lo),
        "rect": rect,
    }


@pytest.mark.x11
def test_our_recording_is_read_from_its_index_with_each_change_at_its_time(env, recordings):
    rec = recordings["rec"]
    ready = recordings["ready"]
    # screen_recording's ready answer names the tool that reads the file.
    assert f'video_frames {{video: "{rec}"}}' in ready["text"], ready["text"]
    r = video_frames(env.mcp, video=rec)
    sc = r.sc
    assert sc["indexed"] is True, f"a recording of ours is read from its frame index\n{r.describe()}"
    assert (sc["video"], sc["container"], sc["width"], sc["height"]) == (rec, "mp4", 640, 400), sc
    assert abs(sc["duration_seconds"] * 1000 - ready["file"]["duration_ms"]) <= 1000 / FPS + 1, (sc, ready["file"])
    assert r.manifest.startswith(f"{rec} — 640x400, "), r.manifest
    # A window appeared and went: two changes, each bracketed. Openbox may finish the new
    # window's frame (its title bar redrawn as the window takes focus) a sample after the
    # window showed; that small second change then follows the first within the bracket.
    frames = r.frames
    later = [i for i, f in enumerate(frames) if f.role == "changed" and i > 0 and frames[i - 1].role == "changed"]
    settling = [frames[i] for i in later]
    assert later in ([], [3]) and all(f.pct < 15 for f in settling), r.describe()
    frames = [f for i, f in enumerate(frames) if i not in later]
    assert [f.role for f in frames] == ["opening", "before", "changed", "after", "before", "changed", "after"], \
        r.describe()
    assert sc["changes"] == 2 + len(settling), r.describe()
    opening, b1, appeared, a1, b2, gone, a2 = frames
    assert opening.position == 0.0
    iv = r.interval
    # A change is seen at the first sample that shows it: no earlier than the event, and no
    # later than the event plus one capture slot, one sample interval and (for the window's
    # going) the window manager's removing of its frame.
    for frame, (lo, hi), what in [(appeared, recordings["map"], "mapped"), (gone, recordings["unmap"], "unmapped")]:
        assert lo - 0.001 <= frame.position <= hi + 1 / FPS + iv + 0.1, (
            f"window {what} between {lo:.3f} and {hi:.3f} s of the recording; change reported at "
            f"{frame.position:.3f} (interval {iv})\n{r.describe()}")
    for before, changed, after in [(b1, appeared, a1), (b2, gone, a2)]:
        assert abs(changed.position - before.position - iv) <= 0.001, r.describe()
        steps = 2 if changed is appeared and settling else 1
        assert abs(after.position - changed.position - steps * iv) <= 0.001, r.describe()
    # 400x300 of 640x400 plus the window manager's frame, both times.
    assert 45 <= appeared.pct <= 70 and abs(appeared.pct - gone.pct) <= 3, r.describe()
    # The pictures: the window is in what is shown from its appearing to its going.
    x, y, w, h = recordings["rect"]
    centre = (x + w // 2 - 20, y + h // 2 - 20, x + w // 2 + 20, y + h // 2 + 20)
    shows = [close_to(mean_rgb(f.image, centre), WINDOW_COLOUR) for f in r.frames]
    assert shows == [False, False, True, *[True] * len(settling), True, True, False, False], (shows, r.describe())


@pytest.mark.x11
def test_our_recording_is_sampled_about_120_times_or_once_a_frame(env, recordings):
    """~120 samples over the window, never coarser than one video frame: a recording of ours
    at 10 fps over ~5.5 s is sampled every 0.1 s, whatever moved on its screen (its file
    stores a still screen as one long sample, but the recording's rate is 10 fps)."""
    for rec in (recordings["rec"], recordings["still_rec"]):
        r = video_frames(env.mcp, video=rec)
        duration = r.sc["duration_seconds"]
        want = max(duration / 120, 1 / FPS)
        assert r.interval <= round(want, 3) + 0.001, (
            f"a {duration:.3f} s recording at {FPS} fps sampled every {r.interval} s ({r.sc['samples']} samples); "
            f"the spec asks for ~120 samples over the window, clamped to one video frame ({want:.3f} s)\n{r.manifest}")
        assert r.sc["samples"] >= int(duration * FPS) - 1, r.manifest


@pytest.mark.x11
def test_a_still_recording_is_one_frame(env, recordings):
    rec = recordings["still_rec"]
    r = video_frames(env.mcp, video=rec)
    assert r.sc["indexed"] is True, r.describe()
    assert r.roles == ["opening"] and r.positions == [0.0], r.describe()
    assert r.sc["changes"] == 0 and STILL in r.manifest, r.describe()
    # The download_url the relay issued names the same recording.
    by_url = video_frames(env.mcp, video=recordings["still_ready"]["file"]["download_url"])
    assert by_url.sc["video"] == rec and by_url.roles == ["opening"], by_url.describe()
    assert by_url.frames[0].jpeg == r.frames[0].jpeg


@pytest.mark.x11
def test_a_key_without_the_device_reads_none_of_its_recordings(env, recordings):
    relay = env.relay
    rec, url = recordings["rec"], recordings["ready"]["file"]["download_url"]
    # Allowed only the other device.
    other = relay.mcp(relay.create_key("vf-other-device", ["video_frames"], ["vf-x11-still"])["secret"])
    missing = refused(other, video="rec_000000000000000000000000")
    assert missing == "video: no artifact rec_000000000000000000000000 that this key may read", missing
    assert refused(other, video=rec) == f"video: no artifact {rec} that this key may read"
    assert refused(other, video=url) == f"video: no artifact {rec} that this key may read"
    # The device it may use still reads.
    assert video_frames(other, video=recordings["still_rec"]).roles == ["opening"]
    # A key without the scope neither lists the tool nor calls it.
    no_scope = relay.mcp(relay.create_key("vf-no-scope", ["list_devices", "screen_recording"], ["*"])["secret"])
    assert "video_frames" not in no_scope.tool_names()
    assert "lacks scope" in refused(no_scope, video=rec)


# ---------------------------------------------------------------------------------------------
# Uploaded ffmpeg files
# ---------------------------------------------------------------------------------------------


def test_a_still_video_is_one_frame(env):
    r = env.read("still.mp4")
    assert r.roles == ["opening"] and r.positions == [0.0], r.describe()
    assert r.sc["changes"] == 0 and STILL in r.manifest, r.describe()
    assert (r.sc["container"], r.sc["codec"], r.sc["width"], r.sc["height"]) == ("mp4", "avc1", 320, 240), r.sc
    assert r.sampled["samples"] >= 60, r.manifest  # 3 s: one a frame at 25 fps (75)
    # High sensitivity finds nothing either: a still video is one frame however it is read.
    assert env.read("still.mp4", sensitivity="high").roles == ["opening"]


@pytest.mark.parametrize("name,container,codec,content_type", [
    ("dialog.mp4", "mp4", "avc1", "video/mp4"),
    ("dialog.mov", "mov", "avc1", "video/quicktime"),
    ("dialog-sound.mp4", "mp4", "avc1", "video/mp4"),
    ("dialog-vp8.webm", "webm", "V_VP8", "video/webm"),
    ("dialog-vp9.webm", "webm", "V_VP9", "video/webm"),
    ("dialog-av1.webm", "webm", "V_AV1", "video/webm"),
    ("dialog-av1.mkv", "mkv", "V_AV1", "video/x-matroska"),
    ("dialog-h264.mkv", "mkv", "V_MPEG4/ISO/AVC", "video/x-matroska"),
    ("dialog-vp9.mkv", "mkv", "V_VP9", "video/x-matroska"),
    ("dialog-theora.ogv", "ogg", "theora", "video/ogg"),
])
def test_a_dialog_opening(env, name, container, codec, content_type):
    up = env.upload(name, content_type=content_type)
    # ffmpeg's libtheora drops the trailing repeats of a still picture: the length is what
    # ffprobe reads (3.04 s of the 4), a frame every 1/25 s.
    length = float(subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(env.clips(name))],
        capture_output=True, text=True, check=True).stdout)
    assert (up["container"], up["codec"], up["content_type"], up["width"], up["height"], up["frames"]) == (
        container, codec, content_type, 320, 240, round(length * 25)), up
    assert abs(up["duration_seconds"] - length) < 0.01, (up, length)
    r = env.read(name)
    changed = one_change(r, 2.0, (25, 31))
    before, after = r.frames[1], r.frames[3]
    dialog = (120, 80, 200, 160)  # inside the box
    blue = (0x20, 0x50, 0xC0)
    assert not close_to(mean_rgb(before.image, dialog), blue), "before: no dialog yet"
    assert close_to(mean_rgb(changed.image, dialog), blue) and close_to(mean_rgb(after.image, dialog), blue)
    # The defaults: 10 frames at most, 1280 at most on the longest edge (never enlarged).
    assert r.sampled["size"] == (320, 240)
    assert "Capped" not in r.manifest and "This covers only" not in r.manifest


def test_a_flicker_whole_survey_states_its_blind_spot(env):
    """24 s over 120 samples: one every 0.2 s; the one-frame flash at 12.083 s (gone at
    12.167 s) falls between the samples at 12.0 and 12.2, and the manifest says that anything
    under 0.2 s can."""
    r = env.read("flicker.mp4")
    assert (r.sampled["samples"], r.sampled["interval_text"]) == (120, "0.2s"), r.manifest
    assert r.manifest.splitlines()[2] == (
        "Anything lasting less than 0.2s can fall between samples and not appear at all; a narrower start/end "
        "samples more finely."), r.manifest
    assert r.roles == ["opening"] and STILL in r.manifest, r.describe()


def test_a_flicker_in_a_narrow_range_at_high_reads_before_appeared_gone_after(env):
    r = env.read("flicker.mp4", start="11.8s", end="12.4s", sensitivity="high")
    # One a video frame (1/12 s) from 11.8 s: the flash is seen at exactly one sample.
    assert abs(r.interval - 0.083) < 0.001 and r.sampled["samples"] == 8, r.manifest
    assert r.roles == ["opening", "before", "changed", "changed", "after"], r.describe()
    assert r.sc["changes"] == 2
    opening, before, appeared, gone, after = r.frames
    assert opening.position == 11.8
    assert 12.083 - 0.001 <= appeared.position <= 12.083 + r.interval + 0.001, r.describe()
    assert 12.167 - 0.001 <= gone.position <= 12.167 + r.interval + 0.001, r.describe()
    # Positions lie on whole milliseconds (as their names do), so a step is the interval
    # within a millisecond, and the printed interval is rounded to one too.
    steps = [b - a for a, b in zip(r.positions[1:], r.positions[2:])]
    assert all(abs(step - r.interval) <= 0.0015 for step in steps), r.describe()
    assert 25 <= appeared.pct <= 31 and 25 <= gone.pct <= 31, r.describe()
    box = (120, 80, 200, 160)
    white = [close_to(mean_rgb(f.image, box), (255, 255, 255)) for f in r.frames]
    assert white == [False, False, True, False, False], white
    # At normal sensitivity the same narrow range still finds it: the flash is a quarter of
    # the frame, over the sub-second bar (6 % at the smallest gap).
    assert env.read("flicker.mp4", start=11.8, end=12.4).roles == r.roles


def test_a_red_to_green_flip_of_equal_luma_is_a_change(env):
    r = env.read("redgreen.mp4")
    changed = one_change(r, 2.0, (12.5, 17))
    panel = (120, 95, 200, 145)
    red, green = (180, 60, 60), (60, 121, 60)
    assert close_to(mean_rgb(r.frames[1].image, panel), red), mean_rgb(r.frames[1].image, panel)
    assert close_to(mean_rgb(changed.image, panel), green), mean_rgb(changed.image, panel)
    # Equal luma: the frames' luma barely differs where the colour flipped.
    luma = [mean_rgb(f.image.convert("L").convert("RGB"), panel)[0] for f in (r.frames[1], changed)]
    assert abs(luma[0] - luma[1]) < 4, luma


def test_a_thin_strip_collapsing_in_a_portrait_video(env):
    r = env.read("portrait.mp4")
    assert (r.sc["width"], r.sc["height"]) == (360, 640) and r.sampled["size"] == (360, 640), r.manifest
    changed = one_change(r, 2.0, (2.8, 3.5))  # one row of an 18x32 grid: 18 of 576 cells
    # The strip is in the before frame and gone from the changed one.
    strip = (20, 305, 340, 311)
    assert mean_rgb(r.frames[1].image, strip)[0] > mean_rgb(changed.image, strip)[0] + 12


def test_a_slow_fade_is_a_change_against_the_last_kept_frame(env):
    r = env.read("fade.mp4")
    assert r.roles == ["opening", "before", "changed", "after"], r.describe()
    assert r.sc["changes"] == 1 and not UNDER_BAR.search(r.manifest), r.describe()
    changed = r.frames[2]
    assert 1.0 < changed.position < 4.0 + r.interval, r.describe()
    # The box's fully covered cells (21 % of them): its edge cells, a quarter uncovered,
    # move less than the noise floor when the inner ones pass it.
    assert 18 <= changed.pct <= 31, r.describe()
    # Every step of the fade is under the noise floor: half a second of it, read at high
    # sensitivity (no bar beyond the floor), moved nothing at all.
    part = env.read("fade.mp4", start=1.0, end=1.5, sensitivity="high")
    assert part.roles == ["opening"] and STILL in part.manifest, part.describe()


def test_a_change_under_the_bar_is_named_with_its_peak(env):
    r = env.read("small.mp4")
    m = UNDER_BAR.search(r.manifest)
    assert m, f"the spec's under-the-bar wording\n{r.manifest}"
    assert r.sc["changes"] == 0 and r.roles == ["before", "changed"], r.describe()
    before, peak = r.frames
    assert 2.0 - 0.001 <= peak.position <= 2.0 + r.interval + 0.001, r.describe()
    assert abs(peak.position - before.position - r.interval) <= 0.001
    assert peak.pct < 1, r.describe()
    assert re.fullmatch(r"0\.\d", m["pct"]) and abs(float(m["pct"]) - peak.pct) <= 0.051, (m["pct"], peak.pct)
    assert m["at"] == position_text(peak.position), (m["at"], peak)
    # As the manifest advises: sensitivity high shows it as a change.
    high = env.read("small.mp4", sensitivity="high")
    assert one_change(high, 2.0, (0.1, 1.0)).position == peak.position
    # With room for one frame only the change is shown, and the text speaks of one frame.
    one = env.read("small.mp4", max_frames=1)
    assert one.roles == ["changed"] and one.frames[0].position == peak.position, one.describe()
    assert not UNDER_BAR.search(one.manifest) and "two frames" not in one.manifest, one.manifest
    m1 = UNDER_BAR_ONE.search(one.manifest)
    assert m1 and m1["pct"] == m["pct"] and m1["at"] == m["at"], f"the one-frame wording\n{one.manifest}"


def test_a_ranged_call_names_its_remainder(env):
    r = env.read("dialog.mp4", start=1, end="3s")
    assert (r.sampled["start"], r.sampled["end"]) == (1.0, 3.0), r.manifest
    assert ("This covers only 1.000s–3.000s of the video; 0.000s–1.000s and 3.000s–4.000s were not looked at. "
            "Survey the whole video before concluding that nothing else happens.") in r.manifest.splitlines(), r.manifest
    one_change(r, 2.0, (25, 31))
    assert r.frames[0].name == "frame-1.000s.jpg"
    # A range to the end leaves one part out.
    tail = env.read("dialog.mp4", start="frame-3.000s.jpg")
    assert ("This covers only 3.000s–4.000s of the video; 0.000s–3.000s was not looked at. "
            "Survey the whole video before concluding that nothing else happens.") in tail.manifest.splitlines(), (
        tail.manifest)
    # The whole video says nothing of the kind.
    assert "This covers only" not in env.read("dialog.mp4").manifest


def test_max_frames_caps_by_size(env):
    full = env.read("sizes.mp4", max_frames=60)
    assert full.roles == ["opening"] + ["before", "changed", "after"] * 4, full.describe()
    assert "Capped" not in full.manifest
    changes = [f for f in full.frames if f.role == "changed"]
    for f, at in zip(changes, [1.5, 3.5, 5.5, 7.0], strict=True):
        assert at - 0.001 <= f.position <= at + full.interval + 0.001, full.describe()
    a, b, c, d = (f.pct for f in changes)
    assert b > c > a > d >= 2.5, full.describe()

    capped = env.read("sizes.mp4", max_frames=7)
    # B and C (the largest) with their context, then A alone; D and the opening left out.
    assert capped.roles == ["changed", "before", "changed", "after", "before", "changed", "after"], capped.describe()
    by_pos = {f.position: f for f in full.frames}
    assert [by_pos[p].role for p in capped.positions] == capped.roles, capped.describe()
    assert [f.pct for f in capped.frames if f.role == "changed"] == [a, b, c], capped.describe()
    assert capped.sc["changes"] == 4
    assert ("Capped at max_frames 7 (a change costs up to 3 frames with its context): the smallest changes or their "
            "context were left out; raise max_frames (at most 60) or narrow start/end to see them.") in (
        capped.manifest.splitlines()), capped.manifest
    # The default budget (10): B, C and A bracketed, D alone (a change without its context
    # beats none), no opening frame; and it says so.
    default = env.read("sizes.mp4")
    assert default.roles == ["before", "changed", "after"] * 3 + ["changed"], default.describe()
    assert [f.pct for f in default.frames if f.role == "changed"] == [a, b, c, d], default.describe()
    assert "Capped at max_frames 10 " in default.manifest, default.describe()
    # A budget of one image: the largest change alone.
    one = env.read("sizes.mp4", max_frames=1)
    assert one.roles == ["changed"] and one.frames[0].pct == b and "Capped at max_frames 1 " in one.manifest, (
        one.describe())


def test_low_sensitivity_keeps_only_major_transitions_against_the_last_kept_frame(env):
    """At low (a tenth of the frame) A (9 %) is not kept; B is then measured against the
    opening frame, A's cells and its own (48 %); C (18 %) against B's frame; D (4 %) is not
    kept either."""
    normal = env.read("sizes.mp4", max_frames=60)
    a, b, c, _ = (f.pct for f in normal.frames if f.role == "changed")
    low = env.read("sizes.mp4", sensitivity="low", max_frames=60)
    assert low.roles == ["opening", "before", "changed", "after", "before", "changed", "after"], low.describe()
    b_low, c_low = (f for f in low.frames if f.role == "changed")
    assert 3.5 - 0.001 <= b_low.position <= 3.5 + low.interval + 0.001, low.describe()
    assert 5.5 - 0.001 <= c_low.position <= 5.5 + low.interval + 0.001, low.describe()
    assert abs(b_low.pct - (a + b)) <= 1.0 and c_low.pct == c, (low.describe(), a, b, c)


def test_variable_frame_rate(env):
    up = env.upload("vfr.mp4")
    assert up["frames"] == 80 and abs(up["duration_seconds"] - 4.0) <= 0.04, up
    r = env.read("vfr.mp4")
    one_change(r, 3.0, (25, 31))
    # Sampled once a frame of its fastest part (1/30 s), ~120 samples over ~4 s.
    assert r.interval <= 0.034 and r.sampled["samples"] >= 110, r.manifest


def test_variable_frame_rate_at_the_level_libx264_picks(env):
    """The same file as ffmpeg writes it without a -level: libx264 derives the level from the
    frame rate, which a microsecond time base makes huge, and marks the stream level 6.2. It
    is plain 320x240 High profile H.264 that ffmpeg decodes; video_frames must read it too."""
    up = env.upload("vfr-default-level.mp4")
    assert up["frames"] == 80, up
    res = env.mcp.call("video_frames", {"video": up["artifact_id"]})
    assert not res.is_error, f"video_frames failed on a libx264 VFR file: {H.result_text(res)!r}"
    one_change(check_read(res), 3.0, (25, 31))


def test_a_fragmented_file_without_duration(env):
    data = env.clips("fragmented.mp4").read_bytes()
    # Its moov has no samples and no duration; the fragments (moof) hold the frames.
    assert b"moof" in data and b"mvex" in data
    assert [value for *_, value in header_durations(data)] == [0, 0, 0], header_durations(data)
    up = env.upload("fragmented.mp4")
    assert up["frames"] == 100 and 3.95 <= up["duration_seconds"] <= 4.1, up
    r = env.read("fragmented.mp4")
    # Without an edit list its times keep the encoder's delay of two frames (ffprobe shows
    # the box from 2.08 s), so the change is at 2.0 s or at 2.08 s, whichever zero is taken.
    assert r.roles == ["opening", "before", "changed", "after"], r.describe()
    _, before, changed, after = r.frames
    assert 2.0 - 0.001 <= changed.position <= 2.08 + r.interval + 0.001, r.describe()
    assert abs(changed.position - before.position - r.interval) <= 0.001
    assert abs(after.position - changed.position - r.interval) <= 0.001
    assert 25 <= changed.pct <= 31, r.describe()


def header_durations(data: bytes) -> list[tuple[str, int, int, int]]:
    """Where the moov's mvhd, tkhd and mdhd keep their durations: (box, offset, width, value)."""
    found = []

    def walk(start: int, end: int) -> None:
        for kind, i, h, size in mp4_boxes(data, start, end):
            if kind in ("moov", "trak", "mdia"):
                walk(i + h, i + size)
            elif kind in ("mvhd", "tkhd", "mdhd"):
                version = data[i + h]
                # version, flags; creation and modification times; then the timescale (mvhd,
                # mdhd) or the track id and a reserved word (tkhd); then the duration.
                at = i + h + 4 + (8 if version == 0 else 16) + (8 if kind == "tkhd" else 4)
                width = 4 if version == 0 else 8
                found.append((kind, at, width, int.from_bytes(data[at:at + width], "big")))

    walk(0, len(data))
    assert sorted(k for k, *_ in found) == ["mdhd", "mvhd", "tkhd"], found
    return found


def zero_durations(data: bytes) -> bytes:
    """The file with the durations of its mvhd, tkhd and mdhd set to 0, as a live recorder
    that never finished its headers leaves them (ffprobe then reports a duration of 0)."""
    out = bytearray(data)
    for kind, at, width, value in header_durations(data):
        assert value > 0, kind
        out[at:at + width] = bytes(width)
    return bytes(out)


def test_a_file_whose_headers_say_no_duration(env):
    path = env.clips("zero-duration.mov")
    probe = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
                           capture_output=True, text=True, timeout=FFMPEG_TIMEOUT)
    assert float(probe.stdout.strip() or 0) == 0.0, probe.stdout
    up = env.upload("zero-duration.mov", content_type="video/quicktime")
    assert up["frames"] == 100 and abs(up["duration_seconds"] - 4.0) < 0.05, up
    one_change(env.read("zero-duration.mov"), 2.0, (25, 31))


def test_rotation_metadata_turns_frames_upright(env):
    up = env.upload("rotated.mp4")
    assert (up["width"], up["height"]) == (240, 320), f"upright dimensions: {up}"
    r = env.read("rotated.mp4")
    assert (r.sc["width"], r.sc["height"]) == (240, 320) and r.sampled["size"] == (240, 320), r.manifest
    changed = one_change(r, 1.0, (25, 31))
    # ffmpeg's own upright rendering of the same moment is the reference.
    after = r.frames[3]
    raw = subprocess.run(["ffmpeg", "-v", "error", "-ss", "1.5", "-i", str(env.clips("rotated.mp4")), "-frames:v", "1",
                          "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], capture_output=True, timeout=FFMPEG_TIMEOUT)
    assert raw.returncode == 0 and len(raw.stdout) == 240 * 320 * 3, raw.stderr
    reference = Image.frombytes("RGB", (240, 320), raw.stdout)
    assert H.mean_abs_diff(after.image, reference) < 6, "the frame is not turned as ffmpeg turns it"
    assert H.mean_abs_diff(changed.image, reference) < 6
    # max_width bounds the longest edge, here the height.
    small = env.read("rotated.mp4", max_width=160)
    assert small.sampled["size"] == (120, 160) and all((f.width, f.height) == (120, 160) for f in small.frames), (
        small.manifest)
    assert small.positions == r.positions and small.roles == r.roles


# ---------------------------------------------------------------------------------------------
# Times: every form a result prints reads back to the same moment
# ---------------------------------------------------------------------------------------------


def forms(seconds: float) -> list[Any]:
    s = round(seconds, 3)
    return [frame_name(seconds), f"{s:.3f}s", s, mm_ss(seconds), hh_mm_ss(seconds)]


def test_every_frame_name_reads_back_as_the_same_moment(env):
    """Each frame of a survey, asked for by its name as start (up to one interval later),
    comes back as that same frame: same name, same position, same picture."""
    survey = env.read("dialog.mp4")
    for f in survey.frames:
        back = env.read("dialog.mp4", start=f.name, end=round(f.position + survey.interval, 3))
        assert back.roles == ["opening"] and back.frames[0].name == f.name, (f, back.describe())
        diff = H.mean_abs_diff(back.frames[0].image, f.image)
        assert diff < 2, (f"{f.name} ({f.role}) in the survey is not the picture at {f.name} asked for by its name "
                          f"(mean difference {diff:.1f})\nsurvey:\n{survey.describe()}\nasked:\n{back.describe()}")


def test_every_time_form_round_trips(env):
    """A frame's name, seconds with and without 's', a number, mm:ss and hh:mm:ss: the same
    start and end, the same positions, roles and pictures."""
    for clip in ("dialog.mp4", "long.mp4"):
        survey = env.read(clip)
        _, before, _, after = survey.frames
        results = []
        for start, end in zip(forms(before.position), forms(after.position), strict=True):
            r = env.read(clip, start=start, end=end)
            assert (r.sampled["start"], r.sampled["end"]) == (round(before.position, 3), round(after.position, 3)), (
                start, end, r.manifest)
            assert r.frames[0].name == before.name, (start, r.describe())
            results.append(r)
        first = results[0]
        for r in results[1:]:
            assert (r.positions, r.roles) == (first.positions, first.roles), (first.describe(), r.describe())
            assert all(H.mean_abs_diff(a.image, b.image) < 1 for a, b in zip(r.frames, first.frames, strict=True))
        # The change the survey found is in the range it names.
        assert "changed" in first.roles, first.describe()
    # Names with minutes: the long clip's change.
    assert env.read("long.mp4").frames[2].name == "frame-01-05.000.jpg"


# ---------------------------------------------------------------------------------------------
# Who reads what; bad arguments
# ---------------------------------------------------------------------------------------------


def test_an_uploaded_video_is_read_by_its_key_alone(env):
    vid = env.upload("still.mp4")["artifact_id"]
    other = env.relay.mcp(env.relay.create_key("vf-other-key", ["video_frames", "list_devices"], ["*"])["secret"])
    assert refused(other, video=vid) == f"video: no artifact {vid} that this key may read"
    assert refused(other, video="vid_000000000000") == "video: no artifact vid_000000000000 that this key may read"
    # Its own upload it reads, and the first key does not.
    own = env.post(env.clips("still.mp4").read_bytes(), secret=other.key)
    assert own.status_code == 201, own.text
    assert video_frames(other, video=own.json()["artifact_id"]).roles == ["opening"]
    assert refused(env.mcp, video=own.json()["artifact_id"]) == (
        f"video: no artifact {own.json()['artifact_id']} that this key may read")


def test_bad_arguments_name_the_field(env):
    vid = env.upload("still.mp4")["artifact_id"]

    def bad(args: dict, *needles: str) -> None:
        text = refused(env.mcp, **args)
        for needle in needles:
            assert needle in text, (args, needle, text)

    bad({"video": vid, "max_frames": 0}, "max_frames", "1..=60")
    bad({"video": vid, "max_frames": 61}, "max_frames", "1..=60")
    bad({"video": vid, "max_width": 10}, "max_width", "64..=3840")
    bad({"video": vid, "sensitivity": "extreme"}, "sensitivity", "extreme")
    bad({"video": vid, "start": "abc"}, "start", "not a time")
    bad({"video": vid, "end": "abc"}, "end", "not a time")
    bad({"video": vid, "start": 2, "end": "0:01"}, "end", "not after start")
    bad({"video": vid, "start": "00:10"}, "start", "past the end of the video")
    bad({"video": vid, "path": "/etc/passwd"}, "path")
    bad({"start": 1}, "video")
    bad({"video": ""}, "video")
    bad({"video": "../etc/passwd"}, "video")
    bad({"video": "https://example.com/v1/artifacts/rec_1/download?k=k_1&exp=1&sig=x"}, "video", "download_url")
    # interval is clamped, never refused, and the manifest says so.
    fine = video_frames(env.mcp, video=vid, interval=0.001)
    assert fine.sampled["clamped"] and "(interval 0.001s asked for, clamped)" in fine.manifest, fine.manifest
    coarse = video_frames(env.mcp, video=vid, interval=1000)
    assert coarse.sampled["clamped"] and coarse.sampled["samples"] == 1, coarse.manifest
    env.still_serving()


# ---------------------------------------------------------------------------------------------
# Files that are not videos it can read
# ---------------------------------------------------------------------------------------------


def mp4_boxes(data: bytes, start: int, end: int):
    i = start
    while i + 8 <= end:
        size, kind = struct.unpack(">I4s", data[i:i + 8])
        header = 8
        if size == 1:
            size = struct.unpack(">Q", data[i + 8:i + 16])[0]
            header = 16
        elif size == 0:
            size = end - i
        yield kind.decode("latin-1"), i, header, size
        i += size


def mp4_find(data: bytes, path: list[str]) -> tuple[int, int, int]:
    start, end = 0, len(data)
    found = None
    for name in path:
        found = next(((i, h, s) for k, i, h, s in mp4_boxes(data, start, end) if k == name), None)
        assert found, f"no {name} box in {path}"
        i, h, s = found
        start, end = i + h, i + s
    assert found
    return found


def png_bytes() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (64, 48), (30, 160, 90)).save(out, "PNG")
    return out.getvalue()


def scratch_files(env: Env) -> list[Path]:
    tmp = env.relay.data / "tmp"
    return sorted(tmp.iterdir()) if tmp.exists() else []


def test_corrupt_truncated_and_non_video_files_get_clear_errors(env):
    dialog = env.clips("dialog.mp4").read_bytes()  # moov at the end
    faststart = env.clips("dialog.mov").read_bytes()  # moov first
    # Every byte of the sample table (stbl, in the moov) flipped.
    i, h, s = mp4_find(dialog, ["moov", "trak", "mdia", "minf", "stbl"])
    flipped = bytearray(dialog)
    for k in range(i + h, i + s):
        flipped[k] ^= 0xFF
    # The sample count of stsz far beyond what the box holds.
    i, h, s = mp4_find(dialog, ["moov", "trak", "mdia", "minf", "stbl", "stsz"])
    huge = bytearray(dialog)
    huge[i + h + 8:i + h + 12] = b"\xff\xff\xff\xff"
    cases = [
        ("moov flipped", bytes(flipped), "video/mp4", "not an MP4"),
        ("stsz count", bytes(huge), "video/mp4", "stsz"),
        ("truncated before its moov", dialog[: len(dialog) // 2], "video/mp4", "truncated"),
        ("truncated in its media", faststart[:-1500], "video/quicktime", "truncated"),
        ("a PNG", png_bytes(), "application/octet-stream", "the file starts like none of"),
        ("text", b"hello, this is not a video\n" * 40, None, "the file starts like none of"),
    ]
    for what, body, ctype, needle in cases:
        r = env.post(body, content_type=ctype, filename=f"{what}.mp4")
        assert r.status_code == 422, (what, r.status_code, r.text)
        assert r.text.startswith("not a video video_frames can read: ") and needle in r.text, (what, r.text)
        env.still_serving()
    # Intact boxes, noise for media: stored (its container reads), refused when decoded.
    i, h, s = mp4_find(faststart, ["mdat"])
    noisy = bytearray(faststart)
    rnd = random.Random(13)
    for k in range(i + h + 40, i + s - 40):
        noisy[k] = rnd.randrange(256)
    r = env.post(bytes(noisy), content_type="video/quicktime", filename="noise.mov")
    assert r.status_code == 201, r.text
    text = refused(env.mcp, video=r.json()["artifact_id"])
    assert text.startswith("video: decoding failed: sample "), text
    env.still_serving()
    assert scratch_files(env) == [], "a refused upload leaves nothing in the relay's scratch dir"


def ogg_crc(page: bytes) -> int:
    """The CRC-32 of an Ogg page (polynomial 0x04C11DB7, unreflected, initial 0)."""
    crc = 0
    for byte in page:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7 if crc & 0x80000000 else crc << 1) & 0xFFFFFFFF
    return crc


def ogg_first_page(data: bytes) -> tuple[int, int]:
    """(start, length) of the first Ogg page."""
    assert data[:4] == b"OggS"
    segments = data[26]
    body = sum(data[27:27 + segments])
    return 0, 27 + segments + body


def test_damaged_webm_matroska_and_ogg_files_get_clear_errors(env):
    """For each container beyond MP4: a file cut short, one with flipped bytes and one lying
    about a size are refused with what is wrong, and the relay goes on serving."""
    webm = env.clips("dialog-vp9.webm").read_bytes()
    mkv = env.clips("dialog-h264.mkv").read_bytes()
    ogv = env.clips("dialog-theora.ogv").read_bytes()
    # WebM: the EBML header claims 2^56 bytes.
    webm_lying = webm[:4] + b"\x01\xff\xff\xff\xff\xff\xff\xf0" + webm[5:]
    # Matroska: the segment's elements flipped after its first 64 bytes (the track's header).
    mkv_flipped = bytearray(mkv)
    for k in range(64, 400):
        mkv_flipped[k] ^= 0xA5
    # Ogg: one byte of the first page changed (its checksum no longer holds); and the
    # Theora header claiming a picture 16777215 wide, with the page's checksum made right.
    ogv_flipped = bytearray(ogv)
    ogv_flipped[40] ^= 0xFF
    start, length = ogg_first_page(ogv)
    page = bytearray(ogv[start:start + length])
    at = page.index(b"\x80theora")
    page[at + 14:at + 17] = b"\xff\xff\xff"
    page[22:26] = b"\0\0\0\0"
    page[22:26] = ogg_crc(bytes(page)).to_bytes(4, "little")
    ogv_lying = bytes(page) + ogv[length:]
    cases = [
        ("webm cut in half", webm[: len(webm) // 2], "video/webm", "truncated: "),
        ("webm lying", webm_lying, "video/webm", "declares"),
        ("mkv cut before its end", mkv[:-700], "video/x-matroska", "truncated: "),
        ("mkv flipped", bytes(mkv_flipped), "video/x-matroska", ""),
        ("ogv cut in half", ogv[: len(ogv) // 2], "video/ogg", "truncated: "),
        ("ogv flipped", bytes(ogv_flipped), "video/ogg", "corrupt: a page's checksum"),
        ("ogv lying", ogv_lying, "video/ogg", "too large: the video is 16777215x240"),
    ]
    for what, body, ctype, needle in cases:
        r = env.post(body, content_type=ctype, filename=f"{what}.bin")
        assert r.status_code == 422, (what, r.status_code, r.text)
        assert r.text.startswith("not a video video_frames can read: ") and needle in r.text, (what, r.text)
        env.still_serving()
    assert scratch_files(env) == [], "a refused upload leaves nothing in the relay's scratch dir"


def test_the_container_is_told_by_its_bytes_not_its_name_or_type(env):
    """A WebM sent as application/octet-stream named .mp4 is stored and read as a WebM."""
    data = env.clips("dialog-vp8.webm").read_bytes()
    r = env.post(data, content_type="application/octet-stream", filename="misnamed.mp4")
    assert r.status_code == 201, r.text
    up = r.json()
    assert (up["container"], up["codec"], up["content_type"]) == ("webm", "V_VP8", "video/webm"), up
    read = video_frames(env.mcp, video=up["artifact_id"])
    one_change(read, 2.0, (25, 31))
    # And a HEVC Matroska file is refused naming its codec.
    hevc = env.clips.root / "hevc.mkv"
    ffmpeg(["-f", "lavfi", "-i", "color=c=gray:s=160x90:r=25:d=1", "-c:v", "libx265",
            "-x265-params", "log-level=error", str(hevc)])
    r = env.post(hevc.read_bytes(), content_type="video/x-matroska", filename="hevc.mkv")
    assert r.status_code == 422, r.text
    assert "the video track is HEVC (V_MPEGH/ISO/HEVC)" in r.text, r.text


def test_an_upload_over_256_mb_is_refused_naming_the_cap(env):
    """257 MB streamed as a chunked body made on the fly (nothing held in memory): 413 with the
    cap in the message, the scratch file gone, and the relay still serving."""
    head = env.clips("dialog.mov").read_bytes()
    chunk = bytes(MIB)
    sent = 0

    def body():
        nonlocal sent
        yield head
        sent += len(head)
        while sent < 257 * MIB:
            yield chunk
            sent += len(chunk)

    r = env.post(body(), content_type="video/mp4", filename="big.mp4", timeout=120)
    assert r.status_code == 413, (r.status_code, r.text)
    assert "cap of 256 MB" in r.text and str(CAP) in r.text, r.text
    assert sent > CAP, sent
    assert scratch_files(env) == [], scratch_files(env)
    env.still_serving()


# ---------------------------------------------------------------------------------------------
# Progress
# ---------------------------------------------------------------------------------------------


def test_progress_notifications_while_decoding(env):
    vid = env.upload("sizes.mp4")["artifact_id"]
    notes: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        notes.append((progress, total, message))

    res = env.mcp.run(lambda s: s.call_tool("video_frames", {"video": vid, "max_frames": 60},
                                            progress_callback=on_progress))
    assert not res.is_error, H.result_text(res)
    r = check_read(res)
    assert notes, "no progress notification arrived"
    samples = r.sc["samples"]
    for progress, total, message in notes:
        assert total == samples, notes
        assert message == f"decoded {int(progress)} of {samples} frames", notes
    done = [p for p, _, _ in notes]
    assert done == sorted(done) and done[-1] == samples, notes
    # The answer is whole: every frame with its name and its picture.
    assert len(r.frames) == 13 and all(f.image.size == (320, 240) for f in r.frames), r.describe()


# ---------------------------------------------------------------------------------------------
# Audit
# ---------------------------------------------------------------------------------------------


def test_uploads_and_reads_are_audited(env):
    up = env.upload("dialog.mp4")
    vid = up["artifact_id"]
    r = env.read("dialog.mp4")
    other_key = env.relay.create_key("vf-audit-other", ["video_frames"], ["*"])
    refused(env.relay.mcp(other_key["secret"]), video=vid)
    events = env.relay.audit()
    uploaded = [e for e in events if e["kind"] == "video_uploaded" and e["detail"].get("artifact_id") == vid]
    assert len(uploaded) == 1 and uploaded[0]["outcome"] == "ok" and uploaded[0]["key_id"] == env.key["id"], uploaded
    assert uploaded[0]["detail"]["bytes"] == up["size_bytes"], uploaded
    reads = [e for e in events if e["kind"] == "tool_call" and e.get("tool") == "video_frames"
             and (e.get("detail") or {}).get("artifact_id") == vid]
    mine = [e for e in reads if e["key_id"] == env.key["id"]]
    assert mine and mine[-1]["outcome"] == "ok" and mine[-1]["detail"]["frames"] == len(r.frames), mine[-1:]
    theirs = [e for e in events if e["kind"] == "tool_call" and e.get("tool") == "video_frames"
              and e["key_id"] == other_key["id"]]
    assert [e["outcome"] for e in theirs] == ["denied"], theirs
    # A refused upload is audited too.
    bad = env.post(b"not a video", filename="bad.mp4")
    assert bad.status_code == 422
    refusals = [e for e in env.relay.audit() if e["kind"] == "video_uploaded" and e["outcome"] == "error"]
    assert refusals and "not a video" in refusals[-1]["detail"]["error"], refusals[-1:]
    assert env.relay.verify().json["ok"] is True


def test_around_actions_shows_the_frame_before_and_after_each_input(hm, env):
    """around: "actions" places frames by the recording's actions instead of its changes:
    the synthetic screen leaves a magenta mark where it is clicked, absent from the frame
    before the click and there in the frame after it. Who acted is "you" or "another key",
    and a video that is not a device's recording has no actions."""
    relay = env.relay
    dev, agent = hm.device(relay, "vf-actions")
    driver = relay.mcp(relay.create_key("vf-driver", [*SCOPES, "input"], ["*"])["secret"])
    other = relay.mcp(relay.create_key("vf-other", ["input"], ["*"])["secret"])
    driver.recording(dev["id"], "start", file={"enabled": True, "fps": FPS})
    time.sleep(1.0)
    driver.input(dev["id"], "click", x=400, y=300)
    time.sleep(1.0)
    other.input(dev["id"], "click", x=500, y=300)
    time.sleep(1.0)
    driver.recording(dev["id"], "stop")
    rec = rec_id_of(driver.wait_recording(dev["id"], procs=[agent.proc, relay.proc])["file"])
    res = driver.call("video_frames", {"video": rec, "around": "actions", "max_width": 1280})
    assert not res.is_error, H.result_text(res)
    manifest = res.content[0].text
    frames = res.structured_content["frames"]
    assert [f["role"] for f in frames] == ["before", "after", "before", "after"], (manifest, frames)
    assert "2 action(s) while it recorded" in manifest, manifest
    assert "click at 400,300 (you)" in manifest and "click at 500,300 (another key)" in manifest, manifest
    assert "vf-other" not in manifest, "another key's name reached the caller"
    images = [Image.open(io.BytesIO(base64.b64decode(b.data))).convert("RGB")
              for b in res.content[1:] if getattr(b, "type", "") == "image"]
    magenta = (255, 0, 255)
    for image, x, shown in [(images[0], 400, False), (images[1], 400, True), (images[3], 500, True)]:
        colour = image.getpixel((x, 300))
        assert close_to(colour, magenta, 60) == shown, (x, shown, colour, manifest)
    # One image: the "after" of one action; past the budget the manifest says so.
    one = driver.call("video_frames", {"video": rec, "around": "actions", "max_frames": 1})
    assert [f["role"] for f in one.structured_content["frames"]] == ["after"], one.structured_content
    assert "1 of them" in one.content[0].text, one.content[0].text
    err = refused(driver, video=rec, around="actions", sensitivity="high")
    assert "sensitivity" in err, err
    err = refused(env.mcp, video=env.upload("still.mp4")["artifact_id"], around="actions")
    assert "around: actions are known for a recording of a device" in err, err
