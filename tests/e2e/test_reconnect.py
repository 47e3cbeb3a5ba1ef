"""Reconnect: the relay restarts under a connected agent (same port, same data dir) and the
device is back online within seconds, with the keys and the audit chain intact."""

from __future__ import annotations

import signal
import time

import harness as H


def test_agent_reconnects_after_relay_restart(h):
    relay = h.relay()
    dev, agent = h.device(relay, "sticky")
    key = relay.create_key("reconnect", ["list_devices", "screenshot"], ["*"])
    mcp = relay.mcp(key["secret"])
    assert mcp.device(dev["id"])["online"] is True
    port = relay.port

    failed_dials = agent.proc.stderr_text().count("cannot reach the relay")
    rc = relay.stop(signal.SIGTERM, timeout=10)
    assert rc == 0, f"relay exited with {rc} on SIGTERM\n{relay.proc.describe()}"
    assert agent.proc.alive(), f"the agent died with the relay\n{agent.proc.describe()}"
    # The agent notices, then fails to redial at least once (it is backing off).
    H.wait_until(
        "the agent to find the relay gone and fail to redial it",
        lambda: agent.proc.stderr_text().count("cannot reach the relay") > failed_dials,
        timeout=15,
        interval=0.1,
        procs=[agent.proc],
    )
    assert agent.proc.alive(), f"the agent gave up while the relay was down\n{agent.proc.describe()}"

    relay.start(port=port)
    restarted = time.monotonic()
    entry = H.wait_until(
        "the device to be online again after the relay restart",
        lambda: next((d for d in mcp.list_devices() if d["id"] == dev["id"] and d["online"]), None),
        timeout=15,
        interval=0.2,
        procs=[relay.proc, agent.proc],
    )
    elapsed = time.monotonic() - restarted
    print(f"device back online {elapsed:.2f} s after the relay restarted")
    assert elapsed < 10, f"device back online only after {elapsed:.1f} s"
    assert entry["offline_since"] is None, entry
    assert mcp.screenshot(dev["id"], max_long_edge=64).size == (64, 40)

    kinds = [e["kind"] for e in relay.audit("--device", dev["id"])]
    assert kinds.count("device_connected") >= 2, kinds
    res = relay.verify()
    assert res.rc == 0 and res.json["ok"], res.describe()
