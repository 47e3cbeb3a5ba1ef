"""A tiny X11 client used as a probe window by the X11 tests (started by harness.XClient).

It opens one top-level window with a solid background colour, a title (WM_NAME and
_NET_WM_NAME), a WM_CLASS and _NET_WM_PID, at a requested position and fixed size. Every
KeyPress it receives is turned into text through the keyboard mapping (keycode -> keysym ->
character) and appended to --keys-file; every ButtonPress is appended to --events-file as
"button <n> <x> <y>" in window coordinates. Once the window is mapped and exposed it prints
"ready <window id>" on stdout. With --noise it paints random pixels instead of its colour
(an image no codec can shrink, for results larger than 1 MiB).
"""

from __future__ import annotations

import argparse
import os
import sys

from Xlib import X, Xatom, Xutil
from Xlib import display as xdisplay


def keysym_text(keysym: int) -> str:
    if 0x20 <= keysym <= 0x7E or 0xA0 <= keysym <= 0xFF:
        return chr(keysym)
    if keysym & 0xFF000000 == 0x01000000:  # Unicode keysyms
        return chr(keysym & 0x00FFFFFF)
    if keysym in (0xFF0D, 0xFF8D):  # Return, KP_Enter
        return "\n"
    if keysym == 0xFF09:  # Tab
        return "\t"
    return ""  # modifiers and other function keys


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--wm-class", required=True)
    ap.add_argument("--color", required=True, help="rrggbb")
    ap.add_argument("--size", required=True, help="WxH")
    ap.add_argument("--pos", required=True, help="X,Y")
    ap.add_argument("--keys-file", required=True)
    ap.add_argument("--events-file", required=True)
    ap.add_argument("--noise", action="store_true", help="paint random pixels")
    args = ap.parse_args()

    width, height = (int(v) for v in args.size.split("x"))
    x, y = (int(v) for v in args.pos.split(","))
    r, g, b = (int(args.color[i : i + 2], 16) for i in (0, 2, 4))

    d = xdisplay.Display()
    screen = d.screen()
    pixel = screen.default_colormap.alloc_color(r * 257, g * 257, b * 257).pixel
    win = screen.root.create_window(
        x, y, width, height, 0, screen.root_depth, X.InputOutput, X.CopyFromParent,
        background_pixel=pixel,
        event_mask=X.ExposureMask | X.KeyPressMask | X.ButtonPressMask | X.StructureNotifyMask | X.FocusChangeMask,
    )
    # WM_NAME is Latin-1 (STRING); the full UTF-8 title goes to _NET_WM_NAME, which window
    # managers and tools prefer.
    win.change_property(Xatom.WM_NAME, Xatom.STRING, 8, args.title.encode("latin-1", "replace"))
    win.change_property(d.intern_atom("_NET_WM_NAME"), d.intern_atom("UTF8_STRING"), 8, args.title.encode())
    win.set_wm_class(args.wm_class.lower(), args.wm_class)
    win.change_property(d.intern_atom("_NET_WM_PID"), Xatom.CARDINAL, 32, [os.getpid()])
    win.set_wm_normal_hints(
        flags=Xutil.USPosition | Xutil.PPosition | Xutil.USSize | Xutil.PSize | Xutil.PMinSize | Xutil.PMaxSize,
        x=x, y=y, width=width, height=height,
        min_width=width, min_height=height, max_width=width, max_height=height,
    )
    win.set_wm_hints(flags=Xutil.InputHint | Xutil.StateHint, input=1, initial_state=Xutil.NormalState)
    delete = d.intern_atom("WM_DELETE_WINDOW")
    win.set_wm_protocols([delete])
    win.map()
    d.flush()

    noise = os.urandom(width * height * 4) if args.noise else None
    gc = win.create_gc()

    def paint() -> None:
        # Bands keep each PutImage request under the X server's request size limit.
        band = max(1, 60000 // (width * 4))
        for top in range(0, height, band):
            rows = min(band, height - top)
            win.put_image(gc, 0, top, width, rows, X.ZPixmap, 24, 0,
                          noise[top * width * 4:(top + rows) * width * 4])
        d.sync()

    announced = False
    with open(args.keys_file, "a", encoding="utf-8") as keys, open(args.events_file, "a", encoding="utf-8") as events:
        while True:
            ev = d.next_event()
            if ev.type == X.Expose and noise is not None:
                paint()
            if ev.type == X.Expose and not announced:
                announced = True
                print(f"ready {win.id}", flush=True)
            elif ev.type == X.MappingNotify:
                d.refresh_keyboard_mapping(ev)
            elif ev.type == X.KeyPress:
                shifted = bool(ev.state & X.ShiftMask)
                keysym = d.keycode_to_keysym(ev.detail, 1 if shifted else 0)
                if keysym == 0 and shifted:
                    keysym = d.keycode_to_keysym(ev.detail, 0)
                text = keysym_text(keysym)
                events.write(f"key {ev.detail} {keysym:#x} {text!r}\n")
                events.flush()
                if text:
                    keys.write(text)
                    keys.flush()
            elif ev.type == X.ButtonPress:
                events.write(f"button {ev.detail} {ev.event_x} {ev.event_y}\n")
                events.flush()
            elif ev.type == X.ClientMessage and ev.client_type == d.intern_atom("WM_PROTOCOLS"):
                return 0
            elif ev.type == X.DestroyNotify and ev.window.id == win.id:
                return 0


if __name__ == "__main__":
    sys.exit(main())
