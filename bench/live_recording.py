#!/usr/bin/env python3
"""What recording a live control session for the audit costs the device (issue 43, part 1).

One 1920x1080 Xvfb with the recording benchmark's *typical* scene (``recording.py``: a
scrolling terminal, a listing, a 480x270 video at 30 fps, a clock, a pointer moving at 60 Hz),
a fresh relay and ``device-agent --source x11`` for each run. A ``control`` live session is
opened through MCP (official SDK) and Debian's headless chromium opens its viewer and stays
connected (the end-to-end suite's driver, ``tests/e2e/browser/viewer.mjs``), so the device
serves the session the whole time. The device-agent's CPU (utime+stime) is measured over
``--seconds`` once the viewer is connected, with the relay's policy
``--record-live-sessions off`` (the live session alone) and ``control`` (the same session,
also recorded), runs interleaved. Then the viewer leaves, the session ends, and with the
policy on the audit recording is awaited in the store: its size over its length gives the
bytes per hour.

    bench/.venv/bin/python bench/live_recording.py [--runs 3] [--seconds 30] [--json-out F]
"""

from __future__ import annotations

import argparse
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

GOAL_EXTRA = 10.0  # % of a core
POLICIES = ("off", "control")


async def open_control(relay: Relay, key: str, device_id: str) -> dict[str, Any]:
    async with mcp_session(relay.mcp_url, key, timeout=60) as session:
        res = await session.call_tool("screen_recording", {"device_id": device_id, "action": "start",
                                                           "live": {"enabled": True, "mode": "control",
                                                                    "ttl_seconds": 900, "reason": "bench"}})
        if res.is_error:
            raise BenchError(f"live start: {result_text(res)}")
        return res.structured_content["live"]


def one_run(policy: str, seconds: float, keep: bool) -> dict[str, Any]:
    with Workspace(f"live-rec-{policy}", keep=keep) as ws:
        display, _clients = start_scene(ws, "typical")
        relay = Relay(ws, ws.root / "data", binary("RELAY_BIN", "relay"))
        relay.start(args=["--record-live-sessions", policy])
        dev = relay.add_device(f"bench-live-{policy}")
        key = relay.create_key(scopes="list_devices,screen_recording,screen_recording:live_view,"
                                      "screen_recording:live_control")
        spool = ws.root / "agent-data"
        spool.mkdir()
        agent = ws.spawn("agent", [binary("AGENT_BIN", "device-agent"), "--relay", relay.url, "--token",
                                   dev["token"], "--name", f"bench-live-{policy}", "--source", f"x11:{display}",
                                   "--data", spool], env={"DISPLAY": display})
        wait_until("the device to be online",
                   lambda: any(d["id"] == dev["id"] and d["online"] for d in relay.devices()), 30,
                   interval=0.2, procs=[agent])
        live = run_async(open_control(relay, key, dev["id"]))
        if live["recorded"] != (policy == "control"):
            raise BenchError(f"policy {policy} but live.recorded is {live['recorded']}")
        browser = Browser(ws)
        try:
            page = browser.request("open", url=live["viewer_url"])["page"]
            st = browser.request("wait_state", page=page, states=["connected", "ended", "refused"],
                                 timeout_ms=30000)
            if st["state"] != "connected":
                raise BenchError(f"viewer did not connect: {st}")
            time.sleep(3.0)  # the first full update is past
            c0, t0 = proc_cpu_seconds(agent.pid), time.monotonic()
            time.sleep(seconds)
            cpu = (proc_cpu_seconds(agent.pid) - c0) / (time.monotonic() - t0) * 100
            browser.request("close_page", page=page)
        finally:
            browser.close()
        out: dict[str, Any] = {"policy": policy, "agent_cpu_pct": round(cpu, 2)}
        if policy == "control":
            sessions = relay.audit()
            opened = [e for e in sessions if e["kind"] == "live_opened"]
            rec = opened[-1]["detail"]["recording_id"]

            def stored() -> dict | None:
                try:
                    a = relay.cli("artifacts", "show", rec)
                except BenchError:
                    return None
                return a if a.get("state") == "ready" else None

            a = wait_until(f"the session's recording {rec} stored", stored, 120, interval=0.5, procs=[agent])
            length_s = a["report"]["duration_ms"] / 1000
            out.update(recording_id=rec, size_bytes=a["size_bytes"], length_s=round(length_s, 1),
                       mib_per_hour=round(a["size_bytes"] / length_s * 3600 / 2**20, 1))
        return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=30.0, help="CPU measured over this long per run")
    ap.add_argument("--quiet-cpu", type=float, default=0.25, help="wait for the machine this quiet between runs")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    report: dict[str, Any] = {
        "benchmark": "live_recording", "machine": machine(), "seconds": args.seconds,
        "binaries": {"relay": describe_binary(binary("RELAY_BIN", "relay")),
                     "device-agent": describe_binary(binary("AGENT_BIN", "device-agent"))},
    }
    runs: list[dict[str, Any]] = []
    for i in range(args.runs):
        for policy in POLICIES:
            wait_for_quiet(args.quiet_cpu, 300)
            r = one_run(policy, args.seconds, args.keep)
            log(f"run {i + 1}, {policy}: {r}")
            runs.append(r)
    report["runs"] = runs
    off = median([r["agent_cpu_pct"] for r in runs if r["policy"] == "off"])
    on = median([r["agent_cpu_pct"] for r in runs if r["policy"] == "control"])
    per_hour = median([r["mib_per_hour"] for r in runs if r["policy"] == "control"])
    report["medians"] = {"agent_cpu_pct_live_alone": round(off, 2), "agent_cpu_pct_live_recorded": round(on, 2),
                         "extra_pct_of_a_core": round(on - off, 2), "mib_per_hour": per_hour}
    report["goals"] = [{"goal": f"recording adds under {GOAL_EXTRA:.0f} % of a core to a live control session",
                        "figure": f"{on - off:.1f} %", "met": on - off < GOAL_EXTRA}]
    emit(report, args, print_summary)
    return 0


def print_summary(report: dict[str, Any]) -> None:
    m = report["medians"]
    print(f"a live control session on the typical 1920x1080 scene, a viewer connected; medians of "
          f"{len(report['runs']) // len(POLICIES)} runs of {report['seconds']:g} s")
    print(f"  device-agent CPU, the session alone:    {m['agent_cpu_pct_live_alone']} % of a core")
    print(f"  device-agent CPU, the session recorded: {m['agent_cpu_pct_live_recorded']} % of a core")
    print(f"  added by the recording:                 {m['extra_pct_of_a_core']} % of a core")
    print(f"  the audit recording:                    {m['mib_per_hour']} MiB per hour")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main_interruptible(main, "live_recording")
