"""Relay replicas scaled out: two ``relay serve`` processes on one PostgreSQL database and
one NATS server (``--nats-url``), with Debian's HAProxy in front.

* A tool call through either replica reaches a device whose socket the other holds:
  ``list_devices`` shows it online with its agent, ``screenshot`` returns its pixels, and
  ``input`` through the other replica maps coordinates in the screenshot taken through the
  first (the key's screenshot geometry is shared). The audit chain verifies with both
  replicas writing.
* ``/readyz`` answers 200 with the database, the artifact store and NATS checked.
* A replica killed with SIGKILL: its device redials through the balancer to the survivor,
  the presence row moves there, the device is listed once and served again.

PostgreSQL (127.0.0.1:5432) and NATS (127.0.0.1:4222) are the machine's servers; ``tests/run``
checks both answer.
"""

from __future__ import annotations

import os
import signal

import httpx2

import harness as H


def pair(h: H.Harness, pg_url: str, lease_seconds: int = 15) -> tuple[H.Relay, H.Relay]:
    """Replicas ``a`` and ``b`` on one database, one NATS server and one root secret."""
    secret = h.dir("secret") / "relay.secret"
    # Unique per test: tests in parallel share the NATS server.
    run = os.urandom(4).hex()
    replicas = []
    for name in ("a", "b"):
        args = ["--nats-url", H.NATS_URL, "--replica-id", f"{name}-{run}",
                "--presence-lease-seconds", lease_seconds, "--secret-file", secret]
        replicas.append(h.relay(database_url=pg_url, extra_args=args))
    return replicas[0], replicas[1]


def holder(pg_url: str, device_id: str) -> str:
    """The replica id whose presence row holds the device ('' when none)."""
    database = pg_url.rsplit("/", 1)[1]
    return H.psql(f"SELECT replica_id FROM device_presence WHERE device_id = '{device_id}'", database)


def test_calls_through_one_replica_reach_a_device_on_the_other(h, pg_url):
    a, b = pair(h, pg_url)
    dev, _agent = h.device(b, "on-b")
    assert holder(pg_url, dev["id"]).startswith("b-")
    key = a.create_key("caller", ["list_devices", "screenshot", "input"])
    through_a, through_b = a.mcp(key["secret"]), b.mcp(key["secret"])

    entry = through_a.device(dev["id"])
    assert entry["online"] is True, entry
    assert entry["platform"]["backend"] == "synthetic", entry

    shot = through_a.screenshot(dev["id"], format="png", max_long_edge=640)
    assert shot.size == (640, 400)
    # The screenshot's geometry is the key's, wherever its next call lands.
    text = through_b.input(dev["id"], "click", x=639, y=399)
    assert "mapped from your last screenshot" in text, text

    for relay in (a, b):
        ready = httpx2.get(f"{relay.url}/readyz", timeout=5)
        assert ready.status_code == 200, ready.text
        checks = {c["name"]: c["state"] for c in ready.json()["checks"]}
        assert checks == {"serving": "ok", "database": "ok", "artifact_store": "ok", "nats": "ok"}, checks

    # Both calls in one audit chain, the click where the image's corner is on the device.
    calls = [e for e in a.audit() if e["kind"] == "tool_call" and e.get("device_id") == dev["id"]]
    assert [c["action"] for c in calls] == ["display", "click"], calls
    assert (calls[1]["detail"]["device_input"]["x"], calls[1]["detail"]["device_input"]["y"]) == (1278, 798), calls
    verified = b.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


def stop_the_holder(h: H.Harness, pg_url: str, sig: int, lease_seconds: int = 15) -> tuple[H.Relay, dict, H.Agent]:
    """Two replicas behind HAProxy and a device dialling through it; stop the replica holding
    its socket with ``sig`` and wait until the other holds it. Returns the other replica, the
    device and its agent."""
    a, b = pair(h, pg_url, lease_seconds=lease_seconds)
    balancer = H.HAProxy(h, [a, b]).start()
    dev = a.add_device(f"moving-{sig}")
    agent = h.agent(a, dev["token"], name=dev["name"], url=balancer.url)
    a.wait_online(dev["id"], procs=[agent.proc])
    first = holder(pg_url, dev["id"])
    stopped, survivor = (a, b) if first.startswith("a-") else (b, a)
    stopped.stop(sig)
    # The agent redials through the balancer, which sends it to the survivor.
    H.wait_until("the device's presence on the surviving replica",
                 lambda: holder(pg_url, dev["id"]) not in ("", first),
                 timeout=30, procs=[agent.proc, survivor.proc])
    return survivor, dev, agent


def test_a_killed_replica_leaves_its_devices_to_the_other(h, pg_url):
    survivor, dev, _agent = stop_the_holder(h, pg_url, signal.SIGKILL, lease_seconds=3)
    entries = [d for d in survivor.admin.list_devices() if d["id"] == dev["id"]]
    assert len(entries) == 1 and entries[0]["online"] is True, entries
    shot = survivor.admin.screenshot(dev["id"], format="png")
    assert shot.size == (1280, 800)
    verified = survivor.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


def test_a_draining_replica_sends_its_devices_to_the_other_at_once(h, pg_url):
    survivor, dev, agent = stop_the_holder(h, pg_url, signal.SIGTERM)
    # The close code told the agent to redial without backing off.
    assert "the relay is draining; redialling at once" in agent.proc.stderr_text(), agent.proc.describe()
    assert survivor.admin.screenshot(dev["id"], format="png").size == (1280, 800)
