#!/usr/bin/env python3
"""Moving parts of the recording benchmark's scenes (bench/recording.py), one per subcommand.

    recording_scene.py scroll            print text steadily (run inside an xterm: a scrolling terminal)
    recording_scene.py pointer           move the X pointer continuously (XTEST, on $DISPLAY)

Both run until killed. ``pointer`` uses python-xlib's XTEST: ``xdotool mousemove`` leaves the
pointer where it is on this machine's Xvfb (xdotool 3.20211022), so it cannot drive the scene.
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


def pointer(rate_hz: float, width: int, height: int) -> None:
    from Xlib import X
    from Xlib import display as xdisplay
    from Xlib.ext import xtest

    d = xdisplay.Display()
    period = 1.0 / rate_hz
    t0 = time.monotonic()
    nxt = t0
    cx, cy = width / 2, height / 2
    while True:
        t = time.monotonic() - t0
        # A slow Lissajous figure over most of the screen: the pointer never stops.
        x = int(cx + 0.42 * width * math.sin(t * 0.9))
        y = int(cy + 0.40 * height * math.sin(t * 1.3 + 0.5))
        xtest.fake_input(d, X.MotionNotify, x=x, y=y)
        d.flush()
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
    args = ap.parse_args()
    try:
        if args.cmd == "scroll":
            scroll(args.rate)
        else:
            w, h = (int(v) for v in args.size.split("x"))
            pointer(args.rate, w, h)
    except (KeyboardInterrupt, BrokenPipeError):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
