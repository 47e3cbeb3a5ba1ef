#!/usr/bin/env python3
"""Live view figures (issue 4): glass-to-glass latency and bytes per second in the browser,
ours against the stock stack, on one Xvfb 1920x1080 with openbox; and the relay's added
latency per hop.

Stacks (``--stacks``, all by default):

* ``ours``: ``relay serve`` + ``device-agent --source x11`` on the Xvfb; ``screen_recording``
  start with ``live`` (view mode) through MCP gives the ``viewer_url``; the browser opens our
  viewer page (/view/, noVNC 1.7 from npm) through the relay's bridge.
* ``stock``: Debian's ``x11vnc`` on loopback, ``websockify`` and Debian's noVNC
  (``/usr/share/novnc/vnc.html?autoconnect=1&resize=scale``).
* ``stock-nonap``: the same with ``x11vnc -nonap``.
* ``floor``: no VNC at all: right after each flip this script pushes the new colour over a
  WebSocket to a page that paints it into a canvas; the same probe reads it. What is left is
  the cost of the measurement itself (one push, one paint, the probe loop): the floor under
  every other figure. Latency only.

The browser is Debian's headless chromium driven by playwright-core
(``tests/e2e/browser/viewer.mjs``, the end-to-end suite's driver; ``npm ci`` in tests/).

Per stack and run:

1. **Latency**: a 100x100 override-redirect window that this script owns flips its colour
   (three colours in turn) ``--changes`` times, ``--spacing`` s apart (plus 0-60 ms of jitter);
   the wall time is taken right after ``XSync``. In the page a loop (MessageChannel ping-pong
   plus requestAnimationFrame) reads one canvas pixel in the square and logs every change with
   ``performance.timeOrigin + performance.now()``. A flip's latency is the first time the pixel
   shows its colour (within 48 per channel) after the flip; flips never seen within
   2.5 x spacing are counted as missed.
2. **Bytes/s**: the payload bytes of the WebSocket frames the browser received (CDP, via
   playwright's ``framereceived``) over ``--seconds`` s of a static screen, of a small
   animated window (``recording_scene.py box``: 240x240, a textured 64x64 sprite, 30 fps) and of a full-screen 1920x1080
   motion scene (``recording_scene.py pan``, 30 fps).

**Relay hop** (with ``ours``): a second agent runs with ``--live-vnc`` pointing at a TCP echo
server this script starts; a control session (nothing filtered) is opened, and this script
connects to ``/v1/live/viewer`` with the ticket and times ``--rtt-count`` round trips of 32-byte
messages; the same against the echo server over loopback TCP. ``(RTT_via - RTT_direct) / 2``
is what the relay and the tunnel add per direction (medians).

The table gives, per stack, the median over ``--runs`` of each run's figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

from benchlib import (
    BENCH,
    REPO,
    BenchError,
    BusyMeter,
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
    percentile,
    result_text,
    run_main,
    start_xvfb,
    wait_for_quiet,
    wait_until,
)

WIDTH, HEIGHT = 1920, 1080
STACKS = ("ours", "stock", "stock-nonap", "floor")
DRIVER = REPO / "tests" / "e2e" / "browser" / "viewer.mjs"
NOVNC_DIR = Path("/usr/share/novnc")
SQUARE = 100
SQUARE_POS = (860, 440)
PROBE = (SQUARE_POS[0] + SQUARE // 2, SQUARE_POS[1] + SQUARE // 2)
COLOURS = [(220, 40, 40), (40, 90, 230), (40, 200, 80)]
MATCH_TOL = 48
KEY_SCOPES = ("list_devices,screenshot,input,screen_recording,screen_recording:live_view,"
              "screen_recording:live_control")
# Programs the script runs, and the Debian package of each.
NEEDED = {"Xvfb": "xvfb", "openbox": "openbox", "x11vnc": "x11vnc", "websockify": "websockify",
          "chromium": "chromium", "node": "nodejs", "ffmpeg": "ffmpeg"}  # ffmpeg renders the motion picture


# ---------------------------------------------------------------------------------------------
# The browser (the end-to-end suite's driver, JSON lines)
# ---------------------------------------------------------------------------------------------


class Browser:
    def __init__(self, ws: Workspace):
        if not (REPO / "tests" / "node_modules" / "playwright-core").is_dir():
            raise BenchError("tests/node_modules/playwright-core is missing: (cd tests && npm ci)")
        self.proc = ws.spawn("chromium-driver", ["node", DRIVER], stdin_pipe=True)
        hello = json.loads(self.proc.read_line(timeout=60))
        if not hello.get("ready"):
            raise BenchError(f"browser driver: {hello}")
        self.version = hello.get("browser", "")
        self._id = 0

    def request(self, cmd: str, timeout: float = 60.0, **args: Any) -> dict:
        self._id += 1
        self.proc.write_line(json.dumps({"id": self._id, "cmd": cmd, **args}))
        while True:
            answer = json.loads(self.proc.read_line(timeout=timeout))
            if answer.get("id") == self._id:
                break
        if not answer.get("ok"):
            raise BenchError(f"browser {cmd}: {answer.get('error')}\n{self.proc.describe()}")
        return answer

    def close(self) -> None:
        """Ask the driver to close chromium and exit (SIGTERM makes it linger)."""
        if self.proc.alive():
            try:
                self.request("quit", timeout=15)
                self.proc.popen.wait(timeout=15)
            except Exception as exc:  # noqa: BLE001 - the workspace kills it anyway
                log(f"browser driver did not quit cleanly: {exc}")


PROBE_JS = """
(() => {
  const c = document.querySelector(%(sel)s);
  const ctx = c.getContext('2d');
  const rec = [];
  let last = -1;
  let running = true;
  const read = () => {
    const d = ctx.getImageData(%(x)d, %(y)d, 1, 1).data;
    const key = (d[0] << 16) | (d[1] << 8) | d[2];
    if (key !== last) {
      last = key;
      rec.push([performance.timeOrigin + performance.now(), d[0], d[1], d[2]]);
    }
  };
  const ch = new MessageChannel();
  ch.port1.onmessage = () => { if (running) { read(); ch.port2.postMessage(0); } };
  ch.port2.postMessage(0);
  const frame = () => { if (running) { read(); requestAnimationFrame(frame); } };
  requestAnimationFrame(frame);
  window.__probe = { rec, stop: () => { running = false; } };
  return true;
})()
"""


# ---------------------------------------------------------------------------------------------
# The square this script flips (in-process python-xlib, so the flip time is exact)
# ---------------------------------------------------------------------------------------------


class Square:
    def __init__(self, display: str):
        from Xlib import X
        from Xlib import display as xdisplay

        self.d = xdisplay.Display(display)
        screen = self.d.screen()
        self.win = screen.root.create_window(SQUARE_POS[0], SQUARE_POS[1], SQUARE, SQUARE, 0, screen.root_depth,
                                             X.InputOutput, X.CopyFromParent, override_redirect=True,
                                             background_pixel=self.pixel(COLOURS[0]))
        self.win.map()
        self.d.sync()
        self.colour = COLOURS[0]

    @staticmethod
    def pixel(rgb: tuple[int, int, int]) -> int:
        return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]  # TrueColor, depth 24

    def set(self, rgb: tuple[int, int, int]) -> float:
        """Paint ``rgb``; returns the wall time (ms since the epoch) once the server has it."""
        self.win.change_attributes(background_pixel=self.pixel(rgb))
        self.win.clear_area(0, 0, SQUARE, SQUARE)
        self.win.raise_window()
        self.d.sync()
        self.colour = rgb
        return time.time() * 1000.0

    def close(self) -> None:
        self.d.close()


def near(a: list[int] | tuple[int, ...], b: tuple[int, int, int], tol: int = MATCH_TOL) -> bool:
    return all(abs(int(p) - int(q)) <= tol for p, q in zip(a, b, strict=True))


# ---------------------------------------------------------------------------------------------
# Measuring one page
# ---------------------------------------------------------------------------------------------


def measure_latency(browser: Browser, page: int, canvas: str, square: Square, changes: int,
                    spacing: float) -> dict[str, Any]:
    browser.request("wait_pixels", page=page, canvas=canvas, points=[[*PROBE, list(square.colour)]],
                    tol=MATCH_TOL, timeout_ms=20000)
    browser.request("eval", page=page, expr=PROBE_JS % {"sel": json.dumps(canvas), "x": PROBE[0], "y": PROBE[1]})
    time.sleep(0.5)
    flips: list[tuple[float, tuple[int, int, int]]] = []
    idx = COLOURS.index(square.colour)
    rng = random.Random(4)
    for _ in range(changes):
        time.sleep(spacing + rng.uniform(0, 0.06))
        idx = (idx + 1) % len(COLOURS)
        flips.append((square.set(COLOURS[idx]), COLOURS[idx]))
    time.sleep(max(1.0, spacing * 3))
    rec = browser.request("eval", page=page, expr="(() => { window.__probe.stop(); return window.__probe.rec; })()",
                          timeout=60)["value"]
    window = spacing * 2.5 * 1000
    lat: list[float] = []
    missed = 0
    for t, colour in flips:
        hit = next((r[0] for r in rec if r[0] >= t and near(r[1:], colour)), None)
        if hit is None or hit - t > window:
            missed += 1
        else:
            lat.append(hit - t)
    if not lat:
        raise BenchError(f"no flip of the square was seen in the canvas ({len(rec)} pixel changes logged)")
    return {"n": len(lat), "missed": missed, "p50_ms": percentile(lat, 50), "p95_ms": percentile(lat, 95),
            "min_ms": min(lat), "max_ms": max(lat), "samples_ms": [round(v, 2) for v in lat]}


def measure_bytes(browser: Browser, page: int, seconds: float) -> dict[str, float]:
    b0 = browser.request("ws_bytes", page=page)
    t0 = time.monotonic()
    time.sleep(seconds)
    b1 = browser.request("ws_bytes", page=page)
    dt = time.monotonic() - t0
    return {"bytes_per_s": (b1["received"] - b0["received"]) / dt,
            "frames_per_s": (b1["frames_received"] - b0["frames_received"]) / dt,
            "sent_bytes_per_s": (b1["sent"] - b0["sent"]) / dt}


def scene(ws: Workspace, name: str, display: str, args: list[str]) -> Any:
    return ws.spawn(f"scene-{name}", [sys.executable, BENCH / "recording_scene.py", *args],
                    env={"DISPLAY": display})


def measure_page(ws: Workspace, browser: Browser, page: int, canvas: str, square: Square, display: str,
                 args: argparse.Namespace) -> dict[str, Any]:
    from recording import texture  # the motion scene's picture, rendered once and cached

    out: dict[str, Any] = {}
    meter = BusyMeter().start()
    out["latency"] = measure_latency(browser, page, canvas, square, args.changes, args.spacing)
    out["machine_busy_latency"] = meter.stop()
    time.sleep(2)
    out["static"] = measure_bytes(browser, page, args.seconds)
    box = scene(ws, "box", display, ["box", "--rate", "30"])
    time.sleep(2)
    out["small_window"] = measure_bytes(browser, page, args.seconds)
    box.stop()
    if not args.no_motion:
        pan = scene(ws, "pan", display, ["pan", "--image", str(texture()), "--rate", "30",
                                         "--size", f"{WIDTH}x{HEIGHT}"])
        time.sleep(3)
        out["full_motion"] = measure_bytes(browser, page, args.seconds)
        pan.stop()
        time.sleep(1)
    return out


# ---------------------------------------------------------------------------------------------
# The stacks
# ---------------------------------------------------------------------------------------------


def port_open(port: int) -> bool:
    with socket.create_connection(("127.0.0.1", port), timeout=1):
        return True


FLOOR_PAGE = b"""<!doctype html><meta charset="utf-8"><title>floor</title>
<canvas id="c" width="1920" height="1080" style="width:100%%"></canvas>
<script>
const ctx = document.getElementById('c').getContext('2d');
const paint = (rgb) => { ctx.fillStyle = 'rgb(' + rgb + ')'; ctx.fillRect(%(x)d, %(y)d, %(s)d, %(s)d); };
paint('%(first)s');
const ws = new WebSocket('ws://' + location.host + '/push');
ws.onmessage = (e) => paint(e.data);
</script>
"""


class FloorServer:
    """The floor's page and its push socket (websockets, in a thread with its own loop)."""

    def __init__(self) -> None:
        self.port = 0
        self._clients: set[Any] = set()
        self._ready = threading.Event()
        self._loop: Any = None
        self._stop: Any = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise BenchError("the floor page's server did not start")

    async def _main(self) -> None:
        from websockets.asyncio.server import serve
        from websockets.datastructures import Headers
        from websockets.http11 import Response

        page = FLOOR_PAGE % {b"x": SQUARE_POS[0], b"y": SQUARE_POS[1], b"s": SQUARE,
                             b"first": ",".join(map(str, COLOURS[0])).encode()}

        def http(_conn: Any, request: Any) -> Any:
            if request.path == "/push":
                return None
            return Response(200, "OK", Headers({"Content-Type": "text/html", "Content-Length": str(len(page))}),
                            page)

        async def handler(conn: Any) -> None:
            self._clients.add(conn)
            try:
                await conn.wait_closed()
            finally:
                self._clients.discard(conn)

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(handler, "127.0.0.1", 0, process_request=http) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop.wait()

    def push(self, rgb: tuple[int, int, int]) -> None:
        text = ",".join(map(str, rgb))
        for conn in list(self._clients):
            asyncio.run_coroutine_threadsafe(conn.send(text), self._loop)

    def close(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)


class PushedSquare:
    """A :class:`Square` whose every change is also pushed to the floor page."""

    def __init__(self, square: Square, server: FloorServer):
        self.square = square
        self.server = server

    @property
    def colour(self) -> tuple[int, int, int]:
        return self.square.colour

    def set(self, rgb: tuple[int, int, int]) -> float:
        t = self.square.set(rgb)
        self.server.push(rgb)
        return t


def run_floor(browser: Browser, square: Square, args: argparse.Namespace) -> dict[str, Any]:
    server = FloorServer()
    page = browser.request("open", url=f"http://127.0.0.1:{server.port}/")["page"]
    try:
        # The page starts with the first colour; bring the square there too.
        square.set(COLOURS[0])
        pushed = PushedSquare(square, server)
        time.sleep(0.5)
        return {"latency": measure_latency(browser, page, "#c", pushed, args.changes, args.spacing)}  # type: ignore[arg-type]
    finally:
        browser.request("close_page", page=page)
        server.close()


def run_stock(ws: Workspace, browser: Browser, square: Square, display: str, nonap: bool,
              args: argparse.Namespace) -> dict[str, Any]:
    vnc_port, web_port = free_port(), free_port()
    x11vnc = ws.spawn("x11vnc-nonap" if nonap else "x11vnc",
                      ["x11vnc", "-display", display, "-rfbport", vnc_port, "-localhost", "-noipv6", "-shared",
                       "-forever", "-nopw", "-quiet", *(["-nonap"] if nonap else [])])
    wait_until("x11vnc to listen", lambda: port_open(vnc_port), 30, procs=[x11vnc])
    wsk = ws.spawn("websockify", ["websockify", "--web", NOVNC_DIR, f"127.0.0.1:{web_port}",
                                  f"127.0.0.1:{vnc_port}"])
    wait_until("websockify to listen", lambda: port_open(web_port), 30, procs=[wsk])
    url = f"http://127.0.0.1:{web_port}/vnc.html?autoconnect=1&resize=scale&reconnect=0&show_dot=0"
    page = browser.request("open", url=url)["page"]
    try:
        return measure_page(ws, browser, page, "#noVNC_container canvas", square, display, args)
    finally:
        browser.request("close_page", page=page)
        wsk.stop()
        x11vnc.stop()


async def mcp_call(relay: Relay, key: str, tool: str, arguments: dict[str, Any]) -> Any:
    async with mcp_session(relay.mcp_url, key) as session:
        return await session.call_tool(tool, arguments)


def live_start(relay: Relay, key: str, device_id: str, mode: str) -> str:
    res = asyncio.run(mcp_call(relay, key, "screen_recording", {
        "device_id": device_id, "action": "start",
        "live": {"enabled": True, "mode": mode, "ttl_seconds": 3600, "reason": "bench/live.py"}}))
    sc = res.structured_content if isinstance(res.structured_content, dict) else {}
    url = (sc.get("live") or {}).get("viewer_url")
    if res.is_error or not url:
        raise BenchError(f"screen_recording start (live) failed: {result_text(res)!r} {sc!r}")
    return url


def live_stop(relay: Relay, key: str, device_id: str) -> None:
    asyncio.run(mcp_call(relay, key, "screen_recording", {"device_id": device_id, "action": "stop", "live": {}}))


def start_agent(ws: Workspace, relay: Relay, name: str, extra: list[Any], env: dict[str, str]) -> dict:
    dev = relay.add_device(name)
    agent = ws.spawn(f"agent-{name}", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                       dev["token"], "--name", name, *extra], env=env)

    def online() -> bool:
        if not agent.alive():
            raise BenchError(f"device-agent exited\n{agent.describe()}")
        return any(d["id"] == dev["id"] and d["online"] for d in relay.devices())

    wait_until(f"{name} to be online", online, 30, interval=0.2, procs=[agent])
    return dev


def run_ours(ws: Workspace, browser: Browser, square: Square, display: str, relay: Relay, key: str,
             args: argparse.Namespace) -> dict[str, Any]:
    dev = start_agent(ws, relay, "bench-live-x11", ["--source", "x11"], {"DISPLAY": display})
    url = live_start(relay, key, dev["id"], "view")
    page = browser.request("open", url=url)["page"]
    try:
        st = browser.request("wait_state", page=page, states=["connected", "ended", "refused"], timeout_ms=30000)
        if st["state"] != "connected":
            raise BenchError(f"our viewer did not connect: {st}")
        return measure_page(ws, browser, page, "#screen canvas", square, display, args)
    finally:
        browser.request("close_page", page=page)
        live_stop(relay, key, dev["id"])


# ---------------------------------------------------------------------------------------------
# The relay's added latency per hop
# ---------------------------------------------------------------------------------------------


class EchoServer:
    """A TCP echo server on loopback (a thread per connection)."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            threading.Thread(target=self._echo, args=(conn,), daemon=True).start()

    @staticmethod
    def _echo(conn: socket.socket) -> None:
        with conn:
            while data := conn.recv(65536):
                conn.sendall(data)

    def close(self) -> None:
        self.sock.close()


MSG = bytes(range(32))


def rtt_direct(port: int, count: int, warmup: int) -> list[float]:
    out = []
    with socket.create_connection(("127.0.0.1", port)) as s:
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for i in range(warmup + count):
            t0 = time.perf_counter()
            s.sendall(MSG)
            got = b""
            while len(got) < len(MSG):
                got += s.recv(65536)
            if i >= warmup:
                out.append((time.perf_counter() - t0) * 1000)
    return out


async def rtt_via(url: str, ticket: str, count: int, warmup: int) -> list[float]:
    from websockets.asyncio.client import connect

    out = []
    async with connect(url, subprotocols=["binary", f"ticket.{ticket}"], max_size=None, compression=None) as ws:
        for i in range(warmup + count):
            t0 = time.perf_counter()
            await ws.send(MSG)
            got = b""
            while len(got) < len(MSG):
                msg = await ws.recv()
                got += msg if isinstance(msg, bytes) else msg.encode()
            if i >= warmup:
                out.append((time.perf_counter() - t0) * 1000)
    return out


def relay_hop(ws: Workspace, relay: Relay, key: str, args: argparse.Namespace) -> dict[str, Any]:
    echo = EchoServer()
    try:
        dev = start_agent(ws, relay, "bench-live-echo",
                          ["--source", f"synthetic:{WIDTH}x{HEIGHT}", "--live-vnc", f"127.0.0.1:{echo.port}"], {})
        url = live_start(relay, key, dev["id"], "control")
        ticket = url.partition("#t=")[2]
        ws_url = relay.url.replace("http://", "ws://", 1) + "/v1/live/viewer"
        via = asyncio.run(rtt_via(ws_url, ticket, args.rtt_count, 50))
        direct = rtt_direct(echo.port, args.rtt_count, 50)
        live_stop(relay, key, dev["id"])
    finally:
        echo.close()
    mv, md = median(via), median(direct)
    return {"rtt_via_p50_ms": mv, "rtt_via_p95_ms": percentile(via, 95), "rtt_direct_p50_ms": md,
            "rtt_direct_p95_ms": percentile(direct, 95), "added_per_direction_ms": (mv - md) / 2,
            "count": args.rtt_count}


# ---------------------------------------------------------------------------------------------
# Runs and the report
# ---------------------------------------------------------------------------------------------


def one_run(run: int, args: argparse.Namespace) -> dict[str, Any]:
    result: dict[str, Any] = {"run": run}
    with Workspace(f"live-{run}", keep=args.keep) as ws:
        display = start_xvfb(ws, WIDTH, HEIGHT)
        square = Square(display)
        browser = Browser(ws)
        result["browser"] = browser.version
        relay = key = None
        if "ours" in args.stacks:
            relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay")).start()
            key = relay.create_key("bench-live", KEY_SCOPES)
        try:
            for stack in args.stacks:
                if args.quiet_cpu < 1:
                    wait_for_quiet(args.quiet_cpu, args.quiet_wait)
                log(f"run {run}: {stack}")
                if stack == "floor":
                    result[stack] = run_floor(browser, square, args)
                elif stack == "ours":
                    assert relay is not None and key is not None
                    result[stack] = run_ours(ws, browser, square, display, relay, key, args)
                    result["relay_hop"] = relay_hop(ws, relay, key, args)
                else:
                    result[stack] = run_stock(ws, browser, square, display, stack == "stock-nonap", args)
                log(f"run {run}: {stack}: {brief(result[stack])}")
        finally:
            browser.close()
            square.close()
    return result


def brief(r: dict[str, Any]) -> str:
    lat = r["latency"]
    parts = [f"p50 {lat['p50_ms']:.1f} ms", f"p95 {lat['p95_ms']:.1f} ms", f"missed {lat['missed']}"]
    if "static" in r:
        parts += [f"static {r['static']['bytes_per_s']:.0f} B/s",
                  f"small {r['small_window']['bytes_per_s'] / 1000:.1f} kB/s"]
    if "full_motion" in r:
        parts.append(f"motion {r['full_motion']['bytes_per_s'] / 1e6:.2f} MB/s")
    return ", ".join(parts)


def medians(runs: list[dict[str, Any]], stacks: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for stack in stacks:
        rs = [r[stack] for r in runs if stack in r]
        if not rs:
            continue
        m = {
            "latency_p50_ms": median([r["latency"]["p50_ms"] for r in rs]),
            "latency_p95_ms": median([r["latency"]["p95_ms"] for r in rs]),
            "missed": median([r["latency"]["missed"] for r in rs]),
        }
        if all("static" in r for r in rs):
            m["static_bytes_per_s"] = median([r["static"]["bytes_per_s"] for r in rs])
            m["small_window_bytes_per_s"] = median([r["small_window"]["bytes_per_s"] for r in rs])
        if all("full_motion" in r for r in rs):
            m["full_motion_bytes_per_s"] = median([r["full_motion"]["bytes_per_s"] for r in rs])
        out[stack] = m
    hops = [r["relay_hop"] for r in runs if "relay_hop" in r]
    if hops:
        out["relay_hop"] = {k: median([h[k] for h in hops]) for k in
                            ("rtt_via_p50_ms", "rtt_direct_p50_ms", "added_per_direction_ms")}
    return out


def print_summary(report: dict[str, Any]) -> None:
    m = report["median"]
    cfg = report["config"]
    print(f"live view, Xvfb {WIDTH}x{HEIGHT}, chromium {report['browser']}, median of {cfg['runs']} run(s), "
          f"{cfg['changes']} changes ~{cfg['spacing'] * 1000:.0f} ms apart, {cfg['seconds']:.0f} s per byte figure")
    head = f"{'stack':<13} {'p50 ms':>8} {'p95 ms':>8} {'missed':>7} {'static B/s':>11} {'small kB/s':>11}"
    head += f" {'motion MB/s':>12}"
    print(head)
    for stack in report["config"]["stacks"]:
        if stack not in m:
            continue
        r = m[stack]
        motion = f"{r['full_motion_bytes_per_s'] / 1e6:>12.2f}" if "full_motion_bytes_per_s" in r else f"{'-':>12}"
        static = f"{r['static_bytes_per_s']:>11.0f}" if "static_bytes_per_s" in r else f"{'-':>11}"
        small = f"{r['small_window_bytes_per_s'] / 1000:>11.1f}" if "small_window_bytes_per_s" in r else f"{'-':>11}"
        print(f"{stack:<13} {r['latency_p50_ms']:>8.1f} {r['latency_p95_ms']:>8.1f} {r['missed']:>7.0f} "
              f"{static} {small} {motion}")
    if "relay_hop" in m:
        h = m["relay_hop"]
        print(f"relay hop: RTT via relay+tunnel {h['rtt_via_p50_ms']:.3f} ms, direct loopback "
              f"{h['rtt_direct_p50_ms']:.3f} ms -> {h['added_per_direction_ms']:.3f} ms added per direction")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--stacks", default=",".join(STACKS), help=f"comma-separated: {', '.join(STACKS)}")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--changes", type=int, default=60, help="colour flips per latency measurement (>= 50)")
    ap.add_argument("--spacing", type=float, default=0.3, help="seconds between flips")
    ap.add_argument("--seconds", type=float, default=10.0, help="seconds of each bytes/s measurement")
    ap.add_argument("--no-motion", action="store_true", help="skip the full-screen motion scene")
    ap.add_argument("--rtt-count", type=int, default=500, help="round trips of the relay hop measurement")
    ap.add_argument("--quiet-cpu", type=float, default=0.25,
                    help="wait until the machine is at most this busy before each stack (1 = do not wait)")
    ap.add_argument("--quiet-wait", type=float, default=300, help="wait at most this long for quiet, seconds")
    ap.add_argument("--json-out", type=Path, help="also write the JSON object to this file")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--keep", action="store_true", help="keep the temp dirs (logs)")
    args = ap.parse_args()
    args.stacks = [s for s in args.stacks.split(",") if s]
    bad = [s for s in args.stacks if s not in STACKS]
    if bad:
        raise BenchError(f"unknown stack(s) {bad}; choose from {STACKS}")
    import shutil

    needed = {c: p for c, p in NEEDED.items() if c != "ffmpeg" or not args.no_motion}
    missing = [f"{c} (Debian {p})" for c, p in needed.items() if shutil.which(c) is None]
    if missing:
        raise BenchError(f"missing programs: {', '.join(missing)}")
    if any(s.startswith("stock") for s in args.stacks) and not (NOVNC_DIR / "vnc.html").is_file():
        raise BenchError(f"{NOVNC_DIR}/vnc.html is missing (Debian package novnc)")
    runs = []
    for run in range(1, args.runs + 1):
        runs.append(one_run(run, args))
    report: dict[str, Any] = {
        "machine": machine(),
        "browser": runs[0].get("browser", ""),
        "config": {"stacks": args.stacks, "runs": args.runs, "changes": args.changes, "spacing": args.spacing,
                   "seconds": args.seconds, "width": WIDTH, "height": HEIGHT, "motion": not args.no_motion},
        "median": medians(runs, args.stacks),
        "runs": runs,
    }
    if "ours" in args.stacks:
        report["binaries"] = {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                              "agent": describe_binary(binary("AGENT_BIN", "device-agent"))}
    emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    run_main(main, "live.py")
