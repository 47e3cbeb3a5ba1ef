"""The soak's load: MCP clients in a mixed workload, live sessions with scripted viewers,
recordings started and stopped, and the ledger every call is written to.

Everything runs on one asyncio loop in a thread of its own, so that the main thread is free
to inject faults at their times. A client whose session breaks (a replica killed under it)
opens a new one, as an MCP client is told to; every call, failed or not, is in the ledger.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import struct
import time
from dataclasses import dataclass, field
from typing import Any

from benchlib import log

# How often each tool is called, as weights; the targets are the simulated agents for
# `screenshot` (most of them) and the real agents for what needs a real screen.
MIX = {"list_devices": 20, "screenshot": 35, "input": 10, "screen_sequence": 5, "screen_recording": 10,
       "video_frames": 5, "get_screenshots": 15}
# A failed call's text, stripped of what differs between calls, says its reason.
_IDS = re.compile(r"\b(?:dev|rec|seq|art|ls|vid|k)_[A-Za-z0-9_-]+|\b[0-9a-f]{8,}\b|\d+(?:\.\d+)?")


def describe(exc: BaseException, seen: dict[str, str] | None) -> str:
    """A call's failure: the exception and, when the server answered an HTTP error, that."""
    http = f" ({seen['http']})" if seen and seen.get("http") else ""
    return reason_of(f"{type(exc).__name__}: {exc}{http}")


def reason_of(text: str) -> str:
    """A failed call's reason: its message with ids and numbers replaced, 160 characters."""
    return _IDS.sub("#", " ".join(text.split()))[:160] or "(no message)"


@dataclass
class Call:
    """One call as the client saw it."""

    tool: str
    start: float
    seconds: float
    ok: bool
    reason: str = ""
    # A get_screenshots answer with no frame (a memory that lost its last minutes).
    empty: bool = False
    # The device of a call answered empty, to tell which memory it was.
    device: str = ""


@dataclass
class Ledger:
    """Every call, live session and recording of the run, with times from the run's start."""

    t0: float = field(default_factory=time.monotonic)
    calls: list[Call] = field(default_factory=list)
    recordings: list[dict[str, Any]] = field(default_factory=list)
    live: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def now(self) -> float:
        return time.monotonic() - self.t0

    def note(self, text: str) -> None:
        self.notes.append(f"{self.now():7.1f} s {text}")
        log(text)


def unwrap(exc: BaseException) -> BaseException:
    """The first leaf of an exception group (the SDK's task groups wrap what failed)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


@contextlib.asynccontextmanager
async def mcp_session(url: str, key: str, timeout: float = 60.0, seen: dict[str, str] | None = None):
    """An MCP session through the official SDK; an HTTP answer that is not 2xx is kept in
    ``seen["http"]`` (status and body), since the SDK's own error does not say it."""
    from mcp.client.session import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    async def keep(resp: Any) -> None:
        if seen is not None and resp.status_code >= 300:
            await resp.aread()
            seen["http"] = f"HTTP {resp.status_code}: {resp.text[:120]}"

    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    http.event_hooks["response"].append(keep)
    async with http:
        async with streamable_http_client(url, http_client=http) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=timeout) as session:
                await session.initialize()
                yield session


def result_text(res: Any) -> str:
    return " ".join(getattr(c, "text", "") for c in res.content if getattr(c, "type", "") == "text")


class Workload:
    """The clients' calls, the live sessions and the recordings, until ``stop`` is set."""

    def __init__(self, ledger: Ledger, mcp_url: str, key: str, sims: list[str], reals: list[str],
                 live_devices: list[str], clients: int, think: float, recordings: int, duration: float,
                 viewer_url: str):
        self.ledger, self.mcp_url, self.key = ledger, mcp_url, key
        self.sims, self.reals, self.live_devices = sims, reals, live_devices
        self.clients, self.think = clients, think
        self.recording_count, self.duration = recordings, duration
        self.viewer_url = viewer_url
        self.stop = asyncio.Event()
        self.ready_videos: list[str] = []
        # The devices a recording was started on (`status` is asked of those).
        self.recorded: set[str] = set()
        self.rng = random.Random(45)

    async def run(self) -> None:
        tasks = [asyncio.create_task(self.client(i)) for i in range(self.clients)]
        tasks += [asyncio.create_task(self.live_session(i, d)) for i, d in enumerate(self.live_devices)]
        tasks.append(asyncio.create_task(self.recorder()))
        await self.stop.wait()
        await asyncio.sleep(2)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- MCP clients ----------------------------------------------------------------------

    def pick(self) -> tuple[str, dict[str, Any]]:
        tool = self.rng.choices(list(MIX), weights=list(MIX.values()))[0]
        real = self.rng.choice(self.reals)
        if tool == "list_devices":
            return tool, {"limit": 50}
        if tool == "screenshot":
            device = self.rng.choice(self.sims) if self.rng.random() < 0.8 else real
            return tool, {"device_id": device, "format": "jpeg"}
        if tool == "input":
            return tool, {"device_id": real, "action": "move", "x": self.rng.randrange(10, 600),
                          "y": self.rng.randrange(10, 400)}
        if tool == "screen_sequence":
            return tool, {"device_id": real, "action": "capture", "duration_ms": 1000, "fps": 2, "max_frames": 3}
        if tool == "screen_recording" and self.recorded:
            return tool, {"device_id": self.rng.choice(sorted(self.recorded)), "action": "status"}
        if tool == "video_frames" and self.ready_videos:
            return tool, {"video": self.rng.choice(self.ready_videos), "max_frames": 4, "max_width": 320}
        return "get_screenshots", {"device_id": real}

    async def client(self, index: int) -> None:
        await asyncio.sleep(index * self.think / max(self.clients, 1))
        while not self.stop.is_set():
            seen: dict[str, str] = {}
            try:
                async with mcp_session(self.mcp_url, self.key, timeout=60, seen=seen) as session:
                    while not self.stop.is_set():
                        tool, args = self.pick()
                        await self.call(session, tool, args, seen)
                        await asyncio.sleep(self.think * (0.5 + self.rng.random()))
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - a session that broke; counted, opened again
                self.ledger.calls.append(Call("(session)", self.ledger.now(), 0.0, False, describe(unwrap(exc), seen)))
                await asyncio.sleep(1)

    async def call(self, session: Any, tool: str, args: dict[str, Any], seen: dict[str, str] | None = None) -> Any:
        start = self.ledger.now()
        t = time.monotonic()
        if seen is not None:
            seen.pop("http", None)
        try:
            res = await session.call_tool(tool, args)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.ledger.calls.append(Call(tool, start, time.monotonic() - t, False, describe(unwrap(exc), seen)))
            raise
        ok = not res.is_error
        empty = ok and tool == "get_screenshots" and not any(getattr(c, "type", "") == "image" for c in res.content)
        self.ledger.calls.append(Call(tool, start, time.monotonic() - t, ok, "" if ok else reason_of(result_text(res)),
                                      empty, args.get("device_id", "") if empty else ""))
        return res if ok else None

    # -- recordings -------------------------------------------------------------------------

    async def recorder(self) -> None:
        """``recording_count`` file recordings over the run, spread over the real agents, each
        about 20 s; each one's id kept, to be found stored at the end."""
        spacing = max((self.duration - 60) / max(self.recording_count, 1), 5)
        async def one(n: int) -> None:
            device = self.reals[n % len(self.reals)]
            entry: dict[str, Any] = {"device_id": device, "started_at": self.ledger.now(), "id": None}
            self.ledger.recordings.append(entry)
            try:
                async with mcp_session(self.mcp_url, self.key, timeout=60) as session:
                    res = await self.call(session, "screen_recording", {
                        "device_id": device, "action": "start", "file": {"enabled": True, "fps": 5}})
                    if res is None:
                        entry["start_error"] = self.ledger.calls[-1].reason
                        return
                    entry["id"] = (res.structured_content or {}).get("file", {}).get("recording_id")
                    self.recorded.add(device)
            except Exception as exc:  # noqa: BLE001 - recorded
                entry["start_error"] = describe(unwrap(exc), None)
                return
            await asyncio.sleep(20)
            # As a client would: asked again until it is stopped (a fault may be in the way).
            for _ in range(60):
                try:
                    async with mcp_session(self.mcp_url, self.key, timeout=60) as session:
                        res = await self.call(session, "screen_recording", {"device_id": device, "action": "stop"})
                        if res is not None:
                            entry["stopped_at"] = self.ledger.now()
                            entry["stop"] = (res.structured_content or {}).get("file", {})
                            return
                        # An earlier stop reached the device but its answer was lost (the
                        # link broke): the recording is stopped already.
                        if "no recording is running" in self.ledger.calls[-1].reason:
                            entry["stopped_at"] = self.ledger.now()
                            entry["stop"] = {"note": "stopped by an earlier stop whose answer was lost"}
                            return
                except Exception:  # noqa: BLE001, S110 - tried again
                    pass
                await asyncio.sleep(3)
            entry["stop_error"] = self.ledger.calls[-1].reason if self.ledger.calls else "?"

        pending = []
        for n in range(self.recording_count):
            if self.stop.is_set() or self.ledger.now() > self.duration - 40:
                break
            # One recording at a time on a device: wait for the one before on it to stop.
            if n >= len(self.reals):
                await pending[n - len(self.reals)]
            pending.append(asyncio.create_task(one(n)))
            await asyncio.sleep(spacing)
        await asyncio.gather(*pending, return_exceptions=True)

    # -- live sessions ------------------------------------------------------------------------

    async def live_session(self, index: int, device: str) -> None:
        """A view session on a simulated agent that echoes, a viewer sending 2 stamped messages
        a second; when the session ends (its replica killed), another is opened."""
        from websockets.asyncio.client import connect

        await asyncio.sleep(index * 0.2)
        while not self.stop.is_set():
            entry: dict[str, Any] = {"device_id": device, "opened_at": self.ledger.now(), "echoes": 0}
            self.ledger.live.append(entry)
            try:
                async with mcp_session(self.mcp_url, self.key, timeout=60) as session:
                    res = await self.call(session, "screen_recording", {
                        "device_id": device, "action": "start",
                        "live": {"enabled": True, "mode": "view", "ttl_seconds": 3600, "reason": "soak"}})
                if res is None:
                    entry["error"] = self.ledger.calls[-1].reason
                    entry["closed_at"] = self.ledger.now()
                    await asyncio.sleep(3)
                    continue
                ticket = res.structured_content["live"]["viewer_url"].partition("#t=")[2]
                async with connect(self.viewer_url, subprotocols=["binary", f"ticket.{ticket}"], max_size=None,
                                   compression=None, open_timeout=30) as ws:
                    async def send() -> None:
                        while True:
                            await ws.send(struct.pack(">d", time.monotonic()) + bytes(248))
                            await asyncio.sleep(0.5)

                    sender = asyncio.create_task(send())
                    try:
                        async for msg in ws:
                            entry["echoes"] += 1
                            entry["last_echo"] = self.ledger.now()
                            del msg
                    finally:
                        sender.cancel()
                        with contextlib.suppress(BaseException):
                            await sender
                    entry["close"] = f"{ws.close_code} {ws.close_reason}"
            except asyncio.CancelledError:
                entry["closed_at"] = self.ledger.now()
                entry.setdefault("close", "end of run")
                raise
            except Exception as exc:  # noqa: BLE001 - recorded, opened again
                entry["close"] = reason_of(f"{type(exc).__name__}: {exc}")
            entry["closed_at"] = self.ledger.now()
            # The session may still be open at the relay (the viewer's socket broke): end it,
            # so the next start is not refused as busy.
            with contextlib.suppress(Exception):
                async with mcp_session(self.mcp_url, self.key, timeout=30) as session:
                    await session.call_tool("screen_recording", {"device_id": device, "action": "stop"})
            await asyncio.sleep(1)


async def wait_videos(workload: Workload, pg_sql: Any) -> None:
    """Every 10 s, the recordings stored so far become `video_frames` targets."""
    while not workload.stop.is_set():
        ids = [r["id"] for r in workload.ledger.recordings if r.get("id")]
        if ids:
            quoted = ",".join(f"'{i}'" for i in ids if re.fullmatch(r"[A-Za-z0-9_-]+", i))
            try:
                rows = await asyncio.to_thread(pg_sql, f"SELECT id FROM artifacts WHERE state = 'ready' AND id IN ({quoted})")
                workload.ready_videos = rows.split()
            except Exception as exc:  # noqa: BLE001 - the database may be down (a fault)
                del exc
        await asyncio.sleep(10)
