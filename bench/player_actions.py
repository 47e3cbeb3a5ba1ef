#!/usr/bin/env python3
"""The console's player with a recording that holds thousands of actions, in the browser.

One relay (SQLite) and one synthetic device. A recording runs while one MCP session (the
official SDK) makes ``--actions`` input calls on the device, one after another (clicks over
the screen, a few typed words): each is a real call, audited, so the recording's actions
are read from the audit log as in production. Headless chromium (the end-to-end suite's
driver) signs in to the console as an admin key, opens *Recordings and files* filtered to
that recording, and then, ``--loads`` times: clears the player, clicks *Play* and waits
until the video's metadata is loaded and every marker is on the timeline. Reported: the
time from the click to that point (the player usable), and the actions request alone (its
resource timing), medians over the loads.

With ``--seconds S`` the calls are paced over S seconds, so the recording lasts that long
(``--seconds 3540``: an hour's recording, within the file channel's one-hour cap); without
it they go as fast as they are answered. The page loads only the video's metadata
(``preload="metadata"``), whose sample tables grow with the recording's length, and the
markers, placed by time.

    bench/.venv/bin/python bench/player_actions.py [--actions 5000] [--seconds S] [--loads 7] [--json-out F]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
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
    result_text,
    run_async,
    run_main_interruptible,
    wait_until,
)
from live import Browser  # noqa: E402

GOAL_MS = 300.0
WIDTH, HEIGHT = 1280, 800


async def record_with_actions(relay: Relay, key: str, device_id: str, actions: int,
                             seconds: float) -> tuple[dict[str, Any], float]:
    """Record while making `actions` input calls, paced over `seconds` (0: unpaced); the
    stored recording's status and the calls' seconds."""
    async with mcp_session(relay.mcp_url, key, timeout=120) as session:
        async def call(tool: str, args: dict[str, Any]) -> dict[str, Any]:
            res = await session.call_tool(tool, {"device_id": device_id, **args})
            if res.is_error:
                raise BenchError(f"{tool} {args}: {result_text(res)}")
            return res.structured_content or {}

        await call("screen_recording", {"action": "start", "file": {"enabled": True, "fps": 10,
                                                                    "max_duration_seconds": 3600}})
        t0 = time.monotonic()
        for i in range(actions):
            due = t0 + i * seconds / actions
            if due > time.monotonic():
                await asyncio.sleep(due - time.monotonic())
            if i % 50 == 49:
                await call("input", {"action": "type", "text": f"step {i}"})
            else:
                await call("input", {"action": "click", "x": 40 + (i * 37) % (WIDTH - 80),
                                     "y": 80 + (i * 53) % (HEIGHT - 160)})
            if i % 1000 == 999:
                log(f"{i + 1} actions in {time.monotonic() - t0:.0f} s")
        if seconds and t0 + seconds > time.monotonic():
            await asyncio.sleep(t0 + seconds - time.monotonic())
        took = time.monotonic() - t0
        stopped = await call("screen_recording", {"action": "stop"})
        rec = stopped["file"]["recording_id"]
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            status = await call("screen_recording", {"action": "status"})
            if status["file"].get("state") == "ready":
                return status["file"], took
            time.sleep(0.5)
        raise BenchError(f"recording {rec} was not stored within 300 s")


PLAY = """(async () => {
  const player = document.querySelector('.player');
  delete player.dataset.actions;
  // As the console does when another recording is played: the last video stops loading.
  for (const old of player.querySelectorAll('video')) { old.removeAttribute('src'); old.load(); }
  player.replaceChildren();
  const row = document.querySelector("tr[data-artifact='%s']");
  const play = [...row.querySelectorAll('button')].find((b) => b.textContent === 'Play');
  performance.clearResourceTimings();
  const t0 = performance.now();
  play.click();
  for (;;) {
    const v = player.querySelector('video');
    if (v && v.readyState >= 1 && player.dataset.actions) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  const usable = performance.now() - t0;
  const r = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('/actions'));
  return { usable, actions_request: r.length ? r[0].responseEnd - r[0].requestStart : null,
           markers: [...player.querySelectorAll('.marker')].reduce((n, m) => n + Number(m.dataset.count), 0),
           marker_elements: player.querySelectorAll('.marker').length, shown: Number(player.dataset.actions) };
})()"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--actions", type=int, default=5000)
    ap.add_argument("--seconds", type=float, default=0.0,
                    help="pace the calls over this long: the recording's length (at most 3540)")
    ap.add_argument("--loads", type=int, default=7, help="plays measured (median reported)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    if not 0 <= args.seconds <= 3540:
        ap.error("--seconds: 0 to 3540 (the file channel stops a recording at one hour)")
    relay_bin = binary("RELAY_BIN", "relay")
    agent_bin = binary("AGENT_BIN", "device-agent")
    report: dict[str, Any] = {"benchmark": "player_actions", "machine": machine(), "actions": args.actions,
                              "binaries": {"relay": describe_binary(relay_bin), "device-agent": describe_binary(agent_bin)}}
    with Workspace("player-actions", keep=args.keep) as ws:
        relay = Relay(ws, ws.root / "data", relay_bin).start()
        dev = relay.add_device("bench-player")
        key = relay.create_key("player-bench", "list_devices,input,screen_recording")
        admin = relay.cli("keys", "create", "--name", "player-admin", "--scopes", "admin", "--devices", "*")
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [agent_bin, "--relay", relay.url, "--token", dev["token"], "--name", "bench-player",
                                   "--source", f"synthetic:{WIDTH}x{HEIGHT}", "--data", spool])
        wait_until("the device to be online",
                   lambda: any(d["id"] == dev["id"] and d["online"] for d in relay.devices()), 30, procs=[agent])
        file, took = run_async(record_with_actions(relay, key, dev["id"], args.actions, args.seconds))
        rec = file["recording_id"]
        report["recording"] = {"id": rec, "calls_s": round(took, 1), "duration_s": file["duration_ms"] / 1000,
                               "bytes": file["size_bytes"]}
        log(f"recorded {rec} ({file['duration_ms'] / 1000:.0f} s) with {args.actions} input calls in {took:.0f} s")
        link = relay.cli("console-link", "--key", admin["id"], "--url", relay.url)["url"]
        browser = Browser(ws)
        try:
            # The driver waits on expressions, which the page's CSP forbids evaluating.
            page = browser.request("open", url=link, bypass_csp=True)["page"]
            browser.request("wait_for", page=page, timeout_ms=30000,
                            expr="document.body.dataset.state === 'signed_in'")
            browser.request("goto", page=page, url=f"{relay.url}/console/?p=1#recordings?id={rec}")
            browser.request("wait_for", page=page, timeout_ms=30000,
                            expr="document.body.dataset.loaded === 'recordings'")
            loads = []
            for _ in range(args.loads):
                got = browser.request("eval", page=page, expr=PLAY % rec, timeout=120)["value"]
                if got["markers"] < args.actions or got["shown"] < args.actions:
                    raise BenchError(f"the player showed {got['markers']} markers for {args.actions} actions")
                loads.append(got)
        finally:
            browser.close()
    report["loads"] = loads
    report["medians"] = {k: round(median([x[k] for x in loads if x[k] is not None]), 1)
                         for k in ("usable", "actions_request")}
    report["markers"] = loads[0]["markers"]
    m = report["medians"]
    report["goals"] = [{"goal": f"player usable under {GOAL_MS:.0f} ms with {args.actions} actions",
                        "figure": f"{m['usable']} ms", "met": m["usable"] < GOAL_MS}]
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    m = report["medians"]
    r = report["recording"]
    print(f"console player, a recording of {r['duration_s']:.0f} s ({r['bytes'] / 2**20:.1f} MiB) with "
          f"{report['actions']} input calls ({report['markers']} markers with its start and stop); "
          f"medians of {len(report['loads'])} plays")
    print(f"  click to usable (metadata loaded, every marker placed): {m['usable']} ms")
    print(f"  the actions request alone:                              {m['actions_request']} ms")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main_interruptible(main, "player_actions")
