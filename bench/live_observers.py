#!/usr/bin/env python3
"""What each more person watching one live session costs the device and the relay (issue 44).

One 1920x1080 Xvfb with the recording benchmark's *typical* scene (``recording.py``: a
scrolling terminal, a listing, a 480x270 video at 30 fps, a clock, a pointer moving at 60 Hz),
a fresh relay and ``device-agent --source x11`` for each run. A ``view`` live session is
opened through MCP (official SDK) with ``live.invite_observers``; Debian's headless chromium
opens the session's viewer link (the viewer whose requests pace the device), and the other
``viewers - 1`` links are opened by observers written here: RFB over the relay's WebSocket,
each reading every update as it comes and dropping it (a browser each would measure chromium,
not the relay, on two cores). The device-agent's and the relay's CPU (utime+stime) are measured
over ``--seconds`` once everyone watches, for 1, 5 and 20 viewers, runs interleaved; the
observers' received bytes say they kept up.

    tests/.venv/bin/python bench/live_observers.py [--runs 3] [--seconds 30] [--viewers 1,5,20] [--json-out F]
"""

from __future__ import annotations

import argparse
import asyncio
import struct
import threading
import time
from pathlib import Path
from typing import Any

from benchlib import (
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
    print_goals,
    proc_cpu_seconds,
    result_text,
    run_async,
    run_main_interruptible,
    wait_for_quiet,
    wait_until,
)
from live import Browser
from recording import start_scene

GOAL_RELAY_PER_OBSERVER = 1.0  # % of a core
GOAL_DEVICE_FLAT = 2.0  # % of a core, 20 viewers against 1


async def open_view(relay: Relay, key: str, device_id: str, observers: int) -> dict[str, Any]:
    """Open the session and make ``observers`` links (at most 10 a call)."""
    live: dict[str, Any] = {"enabled": True, "mode": "view", "ttl_seconds": 900, "reason": "bench"}
    async with mcp_session(relay.mcp_url, key, timeout=60) as session:
        res = await session.call_tool("screen_recording", {"device_id": device_id, "action": "start",
                                                           "live": live})
        if res.is_error:
            raise BenchError(f"live start: {result_text(res)}")
        opened = res.structured_content["live"]
        opened["observer_urls"] = []
        while len(opened["observer_urls"]) < observers:
            n = min(10, observers - len(opened["observer_urls"]))
            res = await session.call_tool("screen_recording", {"device_id": device_id, "action": "status",
                                                               "live": {"invite_observers": n}})
            if res.is_error:
                raise BenchError(f"invite_observers: {result_text(res)}")
            opened["observer_urls"] += res.structured_content["live"]["observer_urls"]
        return opened


class Observers:
    """``urls``' observers in one event loop in a thread: each runs the RFB handshake and then
    reads what the relay sends until stopped, counting bytes."""

    def __init__(self, relay: Relay, urls: list[str]):
        self.ws_url = relay.url.replace("http://", "ws://", 1) + "/v1/live/viewer"
        self.tickets = [u.partition("#t=")[2] for u in urls]
        self.received = [0] * len(urls)
        self.ready = [False] * len(urls)
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    def start(self) -> Observers:
        self._thread.start()
        return self

    async def _main(self) -> None:
        await asyncio.gather(*(self._one(i) for i in range(len(self.tickets))))

    async def _one(self, i: int) -> None:
        from websockets.asyncio.client import connect

        buf = bytearray()
        try:
            async with connect(self.ws_url, subprotocols=["binary", f"ticket.{self.tickets[i]}"], max_size=None,
                               compression=None) as ws:

                async def need(n: int) -> bytes:
                    while len(buf) < n:
                        buf.extend(await ws.recv())
                    out = bytes(buf[:n])
                    del buf[:n]
                    return out

                await need(12)
                await ws.send(b"RFB 003.008\n")
                await need((await need(1))[0])
                await ws.send(b"\x01")
                await need(4)
                await ws.send(b"\x01")
                init = await need(24)
                await need(struct.unpack(">I", init[20:24])[0])
                await ws.send(struct.pack(">BBHi", 2, 0, 1, 7))
                self.ready[i] = True
                while not self._stop.is_set():
                    try:
                        msg = await asyncio.wait_for(ws.recv(), 0.5)
                    except TimeoutError:
                        continue
                    self.received[i] += len(msg)
        except Exception as exc:  # noqa: BLE001 - reported with the run
            self.errors.append(f"observer {i}: {exc!r}")

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)


def one_run(viewers: int, seconds: float, keep: bool) -> dict[str, Any]:
    with Workspace(f"live-obs-{viewers}", keep=keep) as ws:
        display, _clients = start_scene(ws, "typical")
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay"))
        relay.start(args=["--record-live-sessions", "off"])
        dev = relay.add_device(f"bench-observed-{viewers}")
        key = relay.create_key(scopes="list_devices,screen_recording,screen_recording:live_view")
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                   dev["token"], "--name", f"bench-observed-{viewers}", "--source",
                                   f"x11:{display}", "--data", spool], env={"DISPLAY": display})
        wait_until("the device to be online",
                   lambda: any(d["id"] == dev["id"] and d["online"] for d in relay.devices()), 30,
                   interval=0.2, procs=[agent])
        live = run_async(open_view(relay, key, dev["id"], viewers - 1))
        browser = Browser(ws)
        observers = Observers(relay, live.get("observer_urls", [])).start()
        try:
            page = browser.request("open", url=live["viewer_url"])["page"]
            st = browser.request("wait_state", page=page, states=["connected", "ended", "refused"],
                                 timeout_ms=30000)
            if st["state"] != "connected":
                raise BenchError(f"viewer did not connect: {st}")
            wait_until("every observer to be in", lambda: all(observers.ready) or observers.errors, 30)
            if observers.errors:
                raise BenchError(f"observers failed: {observers.errors}")
            time.sleep(3.0)  # the first full updates are past
            got0 = sum(observers.received)
            a0, r0, t0 = proc_cpu_seconds(agent.pid), proc_cpu_seconds(relay.proc.pid), time.monotonic()
            time.sleep(seconds)
            elapsed = time.monotonic() - t0
            agent_cpu = (proc_cpu_seconds(agent.pid) - a0) / elapsed * 100
            relay_cpu = (proc_cpu_seconds(relay.proc.pid) - r0) / elapsed * 100
            got = sum(observers.received) - got0
            observers.stop()  # before the viewer leaves, which closes them
            browser.request("close_page", page=page)
        finally:
            observers.stop()
            browser.close()
        if observers.errors:
            raise BenchError(f"observers failed: {observers.errors}")
        per_observer = got / max(viewers - 1, 1) / elapsed
        return {"viewers": viewers, "agent_cpu_pct": round(agent_cpu, 2), "relay_cpu_pct": round(relay_cpu, 2),
                "observer_kib_per_s": round(per_observer / 1024, 1) if viewers > 1 else None}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=30.0, help="CPU measured over this long per run")
    ap.add_argument("--viewers", default="1,5,20", help="viewer counts, the session's viewer included")
    ap.add_argument("--quiet-cpu", type=float, default=0.25, help="wait for the machine this quiet between runs")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    counts = [int(v) for v in args.viewers.split(",")]
    if any(not 1 <= c <= 51 for c in counts):
        raise BenchError("--viewers: each count 1..=51 (the session's viewer and up to 50 observers)")
    report: dict[str, Any] = {
        "benchmark": "live_observers", "machine": machine(), "seconds": args.seconds,
        "binaries": {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                     "device-agent": describe_binary(binary("AGENT_BIN", "device-agent"))},
    }
    runs: list[dict[str, Any]] = []
    for i in range(args.runs):
        for n in counts:
            wait_for_quiet(args.quiet_cpu, 300)
            r = one_run(n, args.seconds, args.keep)
            log(f"run {i + 1}, {n} viewer(s): {r}")
            runs.append(r)
    report["runs"] = runs
    medians = {}
    for n in counts:
        mine = [r for r in runs if r["viewers"] == n]
        medians[str(n)] = {"agent_cpu_pct": median([r["agent_cpu_pct"] for r in mine]),
                           "relay_cpu_pct": median([r["relay_cpu_pct"] for r in mine])}
        if n > 1:
            medians[str(n)]["observer_kib_per_s"] = median([r["observer_kib_per_s"] for r in mine])
    report["medians"] = medians
    lo, hi = str(min(counts)), str(max(counts))
    device_growth = medians[hi]["agent_cpu_pct"] - medians[lo]["agent_cpu_pct"]
    per_observer = (medians[hi]["relay_cpu_pct"] - medians[lo]["relay_cpu_pct"]) / max(int(hi) - int(lo), 1)
    report["goals"] = [
        {"goal": f"the device's CPU flat from {lo} to {hi} viewers (within {GOAL_DEVICE_FLAT:g} % of a core)",
         "figure": f"{device_growth:+.1f} %", "met": abs(device_growth) <= GOAL_DEVICE_FLAT},
        {"goal": f"the relay under {GOAL_RELAY_PER_OBSERVER:g} % of a core per observer",
         "figure": f"{per_observer:.2f} %", "met": per_observer < GOAL_RELAY_PER_OBSERVER},
    ]
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    print(f"one live view session on the typical 1920x1080 scene; medians of the runs of {report['seconds']:g} s")
    for n, m in report["medians"].items():
        extra = f", each observer received {m['observer_kib_per_s']} KiB/s" if "observer_kib_per_s" in m else ""
        print(f"  {n:>2} viewer(s): device-agent {m['agent_cpu_pct']} %, relay {m['relay_cpu_pct']} % of a core{extra}")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main_interruptible(main, "live_observers")
