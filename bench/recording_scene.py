#!/usr/bin/env python3
"""Moving parts of the recording benchmark's scenes (bench/recording.py), one per subcommand.

    recording_scene.py scroll            print text steadily (run inside an xterm: a scrolling terminal)
    recording_scene.py pointer           move the X pointer continuously (XTEST, on $DISPLAY)
    recording_scene.py sway-pointer      the same on sway (its IPC socket, $SWAYSOCK: ``seat - cursor set``)
    recording_scene.py pan --image PNG   a full-screen window panning over a large picture, 30 fps
    recording_scene.py box               a small window (240x240), a 64x64 textured sprite bouncing in it, 30 fps
                                         (the "small animated window" of bench/live.py)

All run until killed. ``pointer`` uses python-xlib's XTEST: ``xdotool mousemove`` leaves the
pointer where it is on this machine's Xvfb (xdotool 3.20211022), so it cannot drive the scene.
``pan`` uploads the picture once into a server-side pixmap and then only asks the X server to
copy a screen-sized part of it into the window (``CopyArea``) 30 times a second, along a smooth
path that never stops: every pixel changes every frame (like a camera pan in a video), while
the scene itself costs almost no CPU (a video player would take most of a core here, which
would skew the encoders' figures on a 2-core machine).
"""

from __future__ import annotations

import argparse
import math
import sys
import time


def scroll(lines_per_second: float) -> None:
    words = ("recorder frame slot keyframe relay device agent encode mp4 sample chunk stream pixel "
             "display capture openh264 x11grab libx264 bitrate timestamp buffer upload").split()
    period = 1.0 / lines_per_second
    n = 0
    nxt = time.monotonic()
    while True:
        n += 1
        k = n * 7919
        text = " ".join(words[(k >> i) % len(words)] for i in range(0, 14))
        sys.stdout.write(f"{n:07d} {time.strftime('%H:%M:%S')} [{'#' * (n % 23):<23}] {text}\n")
        sys.stdout.flush()
        nxt += period
        time.sleep(max(0.0, nxt - time.monotonic()))


def lissajous(t: float, width: int, height: int) -> tuple[int, int]:
    """Where the pointer is ``t`` s in: a slow Lissajous figure over most of the screen, so
    that it never stops."""
    return (int(width / 2 + 0.42 * width * math.sin(t * 0.9)),
            int(height / 2 + 0.40 * height * math.sin(t * 1.3 + 0.5)))


def pointer(rate_hz: float, width: int, height: int) -> None:
    from Xlib import X
    from Xlib import display as xdisplay
    from Xlib.ext import xtest

    d = xdisplay.Display()
    period = 1.0 / rate_hz
    t0 = time.monotonic()
    nxt = t0
    while True:
        x, y = lissajous(time.monotonic() - t0, width, height)
        xtest.fake_input(d, X.MotionNotify, x=x, y=y)
        d.flush()
        nxt += period
        time.sleep(max(0.0, nxt - time.monotonic()))


def sway_pointer(rate_hz: float, width: int, height: int) -> None:
    """The Lissajous figure of ``pointer`` through sway's IPC (the i3 protocol: a magic, a
    length, a type, a JSON-free command), one persistent socket rather than a swaymsg per move."""
    import os
    import socket
    import struct

    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(os.environ["SWAYSOCK"])
    header = struct.Struct("=6sII")

    def command(text: str) -> None:
        body = text.encode()
        sock.sendall(header.pack(b"i3-ipc", len(body), 0) + body)
        magic, length, _kind = header.unpack(recv_exactly(header.size))
        if magic != b"i3-ipc":
            raise SystemExit("sway-pointer: not an i3/sway IPC reply")
        recv_exactly(length)

    def recv_exactly(n: int) -> bytes:
        out = b""
        while len(out) < n:
            chunk = sock.recv(n - len(out))
            if not chunk:
                raise SystemExit("sway-pointer: sway closed its IPC socket")
            out += chunk
        return out

    period = 1.0 / rate_hz
    t0 = time.monotonic()
    nxt = t0
    while True:
        x, y = lissajous(time.monotonic() - t0, width, height)
        command(f"seat - cursor set {x} {y}")
        nxt += period
        time.sleep(max(0.0, nxt - time.monotonic()))


def pan(image: str, rate_hz: float, width: int, height: int) -> None:
    from PIL import Image
    from Xlib import X
    from Xlib import display as xdisplay

    pic = Image.open(image).convert("RGB")
    pw, ph = pic.size
    if pw < width or ph < height:
        raise SystemExit(f"pan: the picture ({pw}x{ph}) must be at least the screen ({width}x{height})")
    d = xdisplay.Display()
    screen = d.screen()
    root = screen.root
    win = root.create_window(0, 0, width, height, 0, screen.root_depth, X.InputOutput, X.CopyFromParent,
                             override_redirect=True, background_pixel=screen.black_pixel)
    win.set_wm_name("recording-bench-pan")
    pixmap = win.create_pixmap(pw, ph, screen.root_depth)
    gc = win.create_gc()
    data = pic.convert("RGBX").tobytes("raw", "BGRX")
    rows = max(1, 200_000 // (pw * 4))  # below the core protocol's request size limit
    for y in range(0, ph, rows):
        n = min(rows, ph - y)
        pixmap.put_image(gc, 0, y, pw, n, X.ZPixmap, screen.root_depth, 0, data[y * pw * 4:(y + n) * pw * 4])
    win.map()
    d.sync()
    period = 1.0 / rate_hz
    span_x, span_y = pw - width, ph - height
    t0 = time.monotonic()
    nxt = t0
    while True:
        t = time.monotonic() - t0
        # A Lissajous path over the picture: 3 to 7 pixels a frame, never at rest in both axes.
        ox = int(span_x / 2 + span_x / 2 * math.sin(t * 0.21))
        oy = int(span_y / 2 + span_y / 2 * math.sin(t * 0.29 + 1.0))
        win.copy_area(gc, pixmap, ox, oy, width, height, 0, 0)
        d.sync()
        nxt += period
        time.sleep(max(0.0, nxt - time.monotonic()))


def sprite(side: int) -> bytes:
    """A ``side`` x ``side`` picture with smooth colour gradients and a few hard edges (like an
    icon or a photo thumbnail), as BGRX bytes: it costs an encoder something, unlike a flat fill."""
    out = bytearray()
    c = side / 2
    for y in range(side):
        for x in range(side):
            r = int(128 + 127 * math.sin(x / 5.0))
            g = int(128 + 127 * math.sin(y / 7.0 + x / 11.0))
            b = int(128 + 127 * math.cos(math.hypot(x - c, y - c) / 4.0))
            if (x // 12 + y // 12) % 3 == 0:
                r, g = g, r
            out += bytes((b, g, r, 0))
    return bytes(out)


def box(rate_hz: float, size: int, x: int, y: int) -> None:
    """A ``size`` x ``size`` window on a dark field in which a 64x64 textured sprite bounces,
    ``rate_hz`` frames a second: a small, steadily changing part of the screen."""
    from Xlib import X
    from Xlib import display as xdisplay

    d = xdisplay.Display()
    screen = d.screen()
    win = screen.root.create_window(x, y, size, size, 0, screen.root_depth, X.InputOutput, X.CopyFromParent,
                                    override_redirect=True, background_pixel=0x202830)
    win.set_wm_name("live-bench-box")
    side = 64
    field = win.create_gc(foreground=0x202830)
    pixmap = win.create_pixmap(side, side, screen.root_depth)
    gc = win.create_gc()
    pixmap.put_image(gc, 0, 0, side, side, X.ZPixmap, screen.root_depth, 0, sprite(side))
    win.map()
    d.sync()
    period = 1.0 / rate_hz
    travel = size - side
    n = 0
    nxt = time.monotonic()
    prev: tuple[int, int] | None = None
    while True:
        # A bounce along both axes at different speeds: 4-5 px a frame.
        sx = abs((n * 5) % (2 * travel) - travel)
        sy = abs((n * 4) % (2 * travel) - travel)
        if prev is not None:
            win.fill_rectangle(field, prev[0], prev[1], side, side)
        win.copy_area(gc, pixmap, 0, 0, side, side, sx, sy)
        d.sync()
        prev = (sx, sy)
        n += 1
        nxt += period
        time.sleep(max(0.0, nxt - time.monotonic()))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("scroll")
    s.add_argument("--rate", type=float, default=20.0, help="lines per second")
    p = sub.add_parser("pointer")
    p.add_argument("--rate", type=float, default=60.0, help="moves per second")
    p.add_argument("--size", default="1920x1080")
    sp = sub.add_parser("sway-pointer")
    sp.add_argument("--rate", type=float, default=60.0, help="moves per second")
    sp.add_argument("--size", default="1920x1080")
    n = sub.add_parser("pan")
    n.add_argument("--image", required=True, help="a picture larger than the screen (PNG)")
    n.add_argument("--rate", type=float, default=30.0, help="frames per second")
    n.add_argument("--size", default="1920x1080")
    b = sub.add_parser("box")
    b.add_argument("--rate", type=float, default=30.0, help="frames per second")
    b.add_argument("--size", type=int, default=240, help="the window's side, pixels")
    b.add_argument("--pos", default="1600,760", help="X,Y of the window")
    args = ap.parse_args()
    try:
        if args.cmd == "scroll":
            scroll(args.rate)
        elif args.cmd == "box":
            bx, by = (int(v) for v in args.pos.split(","))
            box(args.rate, args.size, bx, by)
        elif args.cmd == "pointer":
            w, h = (int(v) for v in args.size.split("x"))
            pointer(args.rate, w, h)
        elif args.cmd == "sway-pointer":
            w, h = (int(v) for v in args.size.split("x"))
            sway_pointer(args.rate, w, h)
        else:
            w, h = (int(v) for v in args.size.split("x"))
            pan(args.image, args.rate, w, h)
    except (KeyboardInterrupt, BrokenPipeError):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
