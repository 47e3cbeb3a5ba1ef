"""Short forms of ``bench/soak.py``'s faults, each one the soak found breaking something:

* The artifact store out of reach: the replicas stay in the balancer (``/readyz`` 200, the
  store named under ``degraded``), screenshots through the balancer go on, a recording
  stopped meanwhile waits and is stored whole once the store is back. (Before, ``/readyz``
  answered 503 on any dependency, so every replica left the balancer at once: 258 of 270
  calls failed in the soak's 60 s outage, none of which needed the store.)
* The database restarted under a running relay and agent: calls meanwhile fail with the
  relay's own 503 saying the database is unavailable (not a balancer's bare 503), ``/readyz``
  stays 200 naming it degraded, and once it is back the same relay and agent serve again
  with no restart; the audit chain verifies.
* NATS restarted under two replicas: a call routed meanwhile fails naming the replica that
  holds the device, never "the device disconnected" (which the soak saw right after NATS
  came back, while the holder had not subscribed again), and routed calls work again once
  both replicas reconnected.

The database and NATS here are servers of the test's own (``H.PostgresServer``,
``H.NatsServer``), since stopping the machine's would disturb the tests running beside.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone

import httpx2
import pytest

import harness as H
from test_scaled import pair


FAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1"


def readiness(relay: H.Relay) -> tuple[int, dict]:
    got = httpx2.get(f"{relay.url}/readyz", timeout=5)
    return got.status_code, got.json()


def degraded(relay: H.Relay, names: list[str]) -> bool:
    status, body = readiness(relay)
    return status == 200 and body["ready"] is True and body["degraded"] == names


@pytest.fixture
def own_pg(h):
    server = H.PostgresServer(h).start().create_database()
    yield server
    server.close()


def test_a_store_out_of_reach_leaves_the_replicas_serving(h, pg_url, tmp_path):
    s3 = H.S3Server(h, bucket="recordings").start()
    a, b = pair(h, pg_url, s3=s3)
    balancer = H.HAProxy(h, [a, b]).start()
    dev = a.add_device("store-out")
    agent = h.agent(a, dev["token"], name=dev["name"], url=balancer.url)
    a.wait_online(dev["id"], procs=[agent.proc])
    key = a.create_key("through-the-balancer", ["list_devices", "screenshot", "screen_recording"])
    mcp = H.Mcp(balancer.url + "/mcp", key["secret"])
    started = mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started

    s3.stop()
    for relay in (a, b):
        H.wait_until("the replica to name the store degraded", lambda r=relay: degraded(r, ["artifact_store"]),
                     timeout=10, procs=[relay.proc])
    # HAProxy checks each replica twice a second and drops one at its first failed check:
    # three seconds of calls cover several checks of both.
    deadline = time.monotonic() + 3
    shots = 0
    while time.monotonic() < deadline:
        assert mcp.screenshot(dev["id"]).size == (1280, 800)
        shots += 1
    assert shots >= 3
    stopped = mcp.recording(dev["id"], "stop")["file"]
    assert stopped["state"] in ("stopped", "uploading"), stopped

    s3.start()
    ready = mcp.wait_recording(dev["id"], "ready", timeout=120, procs=[agent.proc, a.proc, b.proc])["file"]
    H.clean_mp4(ready["download_url"], tmp_path / "after-the-outage.mp4", ready["size_bytes"])
    for relay in (a, b):
        H.wait_until("the replica to be whole again", lambda r=relay: degraded(r, []), timeout=10)


def test_a_database_restart_is_ridden_through(h, own_pg):
    relay = h.relay(database_url=own_pg.url)
    dev = relay.add_device("db-restart")
    agent = h.agent(relay, dev["token"], name=dev["name"])
    relay.wait_online(dev["id"], procs=[agent.proc])
    key = relay.create_key("caller", ["list_devices", "screenshot"])
    mcp = relay.mcp(key["secret"])
    assert mcp.screenshot(dev["id"]).size == (1280, 800)

    own_pg.stop()
    answer = H.raw_post(relay.mcp_url, H.initialize_body(), key=key["secret"])
    assert answer.status_code == 503, answer.text
    assert "database unavailable" in answer.text and "retry" in answer.text, answer.text
    H.wait_until("the relay to name the database degraded", lambda: degraded(relay, ["database"]), timeout=10)

    own_pg.start()
    H.wait_until("a screenshot through the same relay again",
                 lambda: mcp.screenshot(dev["id"]).size == (1280, 800), timeout=30, interval=0.5,
                 procs=[relay.proc, agent.proc])
    assert agent.proc.alive() and relay.proc.alive()
    assert [d["online"] for d in mcp.list_devices() if d["id"] == dev["id"]] == [True]
    H.wait_until("the relay to be whole again", lambda: degraded(relay, []), timeout=10)
    verified = relay.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


def test_a_nats_restart_under_two_replicas(h, pg_url):
    nats = H.NatsServer(h).start()
    a, b = pair(h, pg_url, nats_url=nats.url)
    dev = b.add_device("nats-restart")
    agent = h.agent(b, dev["token"], name=dev["name"])
    b.wait_online(dev["id"], procs=[agent.proc])
    key = a.create_key("routed", ["list_devices", "screenshot"])
    through_a = a.mcp(key["secret"])
    assert through_a.screenshot(dev["id"]).size == (1280, 800)

    nats.stop()
    for relay in (a, b):
        H.wait_until("the replica to name NATS degraded", lambda r=relay: degraded(r, ["nats"]), timeout=10)
    text = through_a.call_error("screenshot", {"device_id": dev["id"]})
    assert "replica" in text and "disconnected before answering" not in text, text

    nats.start()
    # Right after NATS is back, until the holder subscribed again, a routed call finds no
    # one to answer: it must say so, never that the device disconnected.
    answers: list[str] = []

    def routed_again() -> bool:
        res = through_a.call("screenshot", {"device_id": dev["id"]})
        if res.is_error:
            answers.append(H.result_text(res))
            return False
        return True

    H.wait_until("a routed screenshot after NATS came back", routed_again, timeout=30, interval=0.2,
                 procs=[a.proc, b.proc])
    assert not [t for t in answers if "disconnected before answering" in t], answers
    for relay in (a, b):
        H.wait_until("the replica to be whole again", lambda r=relay: degraded(r, []), timeout=10)


def test_a_device_clock_step_keeps_its_screen_memory(h, tmp_path):
    """A device whose wall clock steps 10 minutes ahead (libfaketime, as NTP stepping a clock
    that was wrong, or a person setting it) keeps its screen memory, and its frames are dated
    by the relay's time: the steps change neither what is kept nor the range they are found in."""
    from test_screen_memory import ECHO, TERMINAL, frames_of

    clock = tmp_path / "clock"
    clock.write_text("+0\n")
    relay = h.relay()
    dev = relay.add_device("clock-step")
    agent = h.agent(relay, dev["token"], name=dev["name"], source="synthetic:1280x800",
                    extra_args=["--screen-memory"],
                    env={"LD_PRELOAD": FAKETIME, "FAKETIME_TIMESTAMP_FILE": str(clock),
                         "FAKETIME_CACHE_DURATION": "1", "FAKETIME_DONT_FAKE_MONOTONIC": "1"})
    relay.wait_online(dev["id"], procs=[agent.proc])
    key = relay.create_key("mem", ["list_devices", "input", "get_screenshots"])
    mcp = relay.mcp(key["secret"])

    def frames() -> list:
        return frames_of(mcp.call_ok("get_screenshots", {"device_id": dev["id"]}))

    before = H.wait_until("a first frame in the memory", frames, timeout=20, procs=[agent.proc])
    clock.write_text("+600\n")
    time.sleep(2.5)
    mcp.input(dev["id"], "click", x=TERMINAL[0] + 100, y=TERMINAL[1] + 100)

    def two_windows() -> list | None:
        got = frames()
        return got if len({f[2] for f in got}) >= 2 else None

    after = H.wait_until("the terminal's frame beside the first", two_windows, timeout=20, procs=[agent.proc])
    assert before[0][0] in [f[0] for f in after], (before, after)
    newest = datetime.strptime(after[-1][0], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    assert abs((datetime.now(timezone.utc) - newest).total_seconds()) < 10, after[-1]

    clock.write_text("+0\n")
    time.sleep(2.5)
    mcp.input(dev["id"], "click", x=ECHO[0] + 100, y=ECHO[1] + 100)
    again = H.wait_until("a third frame", lambda: got if len(got := frames()) > len(after) else None,
                         timeout=20, procs=[agent.proc])
    stamps = [f[0] for f in again]
    assert stamps == sorted(stamps) and before[0][0] in stamps, again
