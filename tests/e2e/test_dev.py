"""`relay dev`: one command that runs a relay with a local synthetic agent and prints what a
client needs as its first stdout line."""

from __future__ import annotations

import json
from pathlib import Path

import harness as H


def test_relay_dev_prints_a_working_endpoint(h):
    data = h.dir("devdata")
    proc = h.spawn("relay-dev", [H.relay_bin(), "dev", "--json", "--listen", "127.0.0.1:0", "--data", data,
                                 "--source", "synthetic"])
    line = proc.wait_line(what="the JSON line of relay dev --json")
    try:
        info = json.loads(line)
    except ValueError:
        raise AssertionError(f"first stdout line is not JSON: {line!r}\n{proc.describe()}") from None
    assert isinstance(info, dict), line
    for field in ("mcp_url", "api_key", "device_id", "data_dir"):
        assert field in info, f"{field} missing from {info}"
    assert info["mcp_url"].startswith("http://127.0.0.1:") and info["mcp_url"].endswith("/mcp"), info
    assert not info["mcp_url"].startswith("http://127.0.0.1:0/"), info
    assert Path(info["data_dir"]).resolve() == data.resolve(), info
    assert (data / "relay.db").exists(), "relay dev did not use the data dir"

    mcp = H.Mcp(info["mcp_url"], info["api_key"])
    H.wait_until("the dev device to be online",
                 lambda: any(d["id"] == info["device_id"] and d["online"] for d in mcp.list_devices()),
                 timeout=H.ONLINE_TIMEOUT, interval=0.2, procs=[proc])
    shot = mcp.screenshot(info["device_id"])
    assert shot.size == (1280, 800)
    assert proc.stop() == 0, f"relay dev did not exit cleanly on SIGTERM\n{proc.describe()}"


def test_relay_dev_with_screen_memory_serves_get_screenshots(h):
    data = h.dir("devdata-mem")
    proc = h.spawn("relay-dev-mem", [H.relay_bin(), "dev", "--json", "--listen", "127.0.0.1:0", "--data", data,
                                     "--source", "synthetic", "--screen-memory"])
    info = json.loads(proc.wait_line(what="the JSON line of relay dev --json"))
    mcp = H.Mcp(info["mcp_url"], info["api_key"])
    device = H.wait_until("the dev device online with its memory active",
                          lambda: [d for d in mcp.list_devices() if d["id"] == info["device_id"] and d["online"]
                                   and d.get("screen_memory", {}).get("state") == "active"],
                          timeout=H.ONLINE_TIMEOUT, interval=0.2, procs=[proc])
    assert device
    res = H.wait_until("a frame from the dev device's memory",
                       lambda: (r := mcp.call_ok("get_screenshots", {"device_id": info["device_id"]})).content
                       and any(c.type == "image" for c in r.content) and r,
                       timeout=20, interval=0.5, procs=[proc])
    assert "synthetic-echo" in H.result_text(res)
    assert proc.stop() == 0, f"relay dev did not exit cleanly on SIGTERM\n{proc.describe()}"
