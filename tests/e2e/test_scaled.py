"""Relay replicas scaled out: two ``relay serve`` processes on one PostgreSQL database and
one NATS server (``--nats-url``), with Debian's HAProxy in front.

* A tool call through either replica reaches a device whose socket the other holds:
  ``list_devices`` shows it online with its agent, ``screenshot`` returns its pixels, and
  ``input`` through the other replica maps coordinates in the screenshot taken through the
  first (the key's screenshot geometry is shared). The audit chain verifies with both
  replicas writing.
* ``/readyz`` answers 200 with the database, the artifact store and NATS checked, none
  degraded (``test_faults.py`` has each one down).
* ``/metrics`` on each replica's own metrics listener (never the public one), read by
  Prometheus's own Python parser: the caller's replica counts the tool calls by tool and
  outcome and the round trips over NATS, the holder counts the device it holds.
* A key revoked through one replica is refused by the other on its next request.
* Logs are JSON lines (``--log-format json``), and a call routed across replicas is logged
  by both under one request id.
* Through one replica, on a device the other holds: a recording (ready in the shared bucket,
  downloaded through the first, ffprobe-clean), a frame sequence and its frames, and a watch
  whose files download through the first.
* A replica killed with SIGKILL: its device redials through the balancer to the survivor,
  the presence row moves there, the device is listed once and served again; a recording
  started through the survivor before the kill goes on on the device, stops through the
  survivor, uploads to the shared bucket and downloads whole.
* An upload in flight when the replica that planned it is killed: the device's part, held at
  the bucket's door until then, fails; the agent offers again through the balancer, the
  survivor plans the same store upload (same upload id), and the file turns ready whole.
* A live session opened through one replica on a device the other holds: vncdotool and
  chromium, connected to the first, see the device's screen (their sockets carried to the
  replica serving the session), the ticket is then refused on the other; SIGKILL of the serving
  replica ends the session with ``relay_left``, which the viewer page says.

PostgreSQL (127.0.0.1:5432) and NATS (127.0.0.1:4222) are the machine's servers; ``tests/run``
checks both answer.
"""

from __future__ import annotations

import http.client
import http.server
import json
import os
import signal
import threading
import time
import urllib.parse

import httpx2
from prometheus_client.openmetrics.parser import text_string_to_metric_families

import harness as H
from test_live import browser  # noqa: F401 (a fixture)

SYNTHETIC = (1280, 800)


def pair(h: H.Harness, pg_url: str, lease_seconds: int = 15,
         s3: H.S3Server | S3Gate | None = None, nats_url: str = H.NATS_URL) -> tuple[H.Relay, H.Relay]:
    """Replicas ``a`` and ``b`` on one database, one NATS server (the machine's unless
    ``nats_url`` names another) and one root secret (and, given ``s3``, one bucket), each with
    its metrics listener at ``relay.metrics_url``."""
    secret = h.dir("secret") / "relay.secret"
    # Unique per test: tests in parallel share the NATS server.
    run = os.urandom(4).hex()
    replicas = []
    for name in ("a", "b"):
        metrics_port = H.free_port()
        args = ["--nats-url", nats_url, "--replica-id", f"{name}-{run}",
                "--presence-lease-seconds", lease_seconds, "--secret-file", secret,
                "--metrics-listen", f"127.0.0.1:{metrics_port}", "--log-format", "json"]
        if s3 is not None:
            args += s3.relay_args()
        relay = h.relay(database_url=pg_url, extra_args=args, env=s3.relay_env() if s3 else None)
        relay.metrics_url = f"http://127.0.0.1:{metrics_port}/metrics"
        replicas.append(relay)
    return replicas[0], replicas[1]


def log_events(relay: H.Relay, message: str) -> list[dict]:
    """The fields of the relay's JSON log lines whose message is ``message``."""
    assert relay.proc is not None
    found = []
    for line in relay.proc.stderr_text().splitlines():
        try:
            entry = json.loads(line)
        except ValueError:  # a line still being written
            continue
        if entry.get("fields", {}).get("message") == message:
            found.append(entry["fields"])
    return found


def scrape(relay: H.Relay) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of the relay's ``/metrics``, parsed as OpenMetrics by Prometheus's client
    library (which refuses malformed exposition): ``(name, sorted labels) -> value``."""
    got = httpx2.get(relay.metrics_url, timeout=5)
    assert got.status_code == 200, got.text
    assert got.headers["content-type"].startswith("application/openmetrics-text"), got.headers
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(got.text) for s in family.samples}


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
        assert ready.json()["ready"] is True and ready.json()["degraded"] == [], ready.text

    # Both calls in one audit chain, the click where the image's corner is on the device.
    calls = [e for e in a.audit() if e["kind"] == "tool_call" and e.get("device_id") == dev["id"]]
    assert [c["action"] for c in calls] == ["display", "click"], calls
    assert (calls[1]["detail"]["device_input"]["x"], calls[1]["detail"]["device_input"]["y"]) == (1278, 798), calls
    verified = b.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()

    # The screenshot's request id is in a's line for the call and b's for the device's answer.
    (shot_call,) = [e for e in log_events(a, "tool call") if e["tool"] == "screenshot"]
    assert shot_call["request_id"].startswith("rq_") and shot_call["device"] == dev["id"], shot_call
    assert shot_call["outcome"] == "ok", shot_call
    H.wait_until("b's log line for the routed screenshot",
                 lambda: [e for e in log_events(b, "routed request") if e["request_id"] == shot_call["request_id"]],
                 timeout=5, procs=[b.proc])
    (answered,) = [e for e in log_events(b, "routed request") if e["request_id"] == shot_call["request_id"]]
    assert answered["device"] == dev["id"] and answered["outcome"] == "answered", answered

    on_a, on_b = scrape(a), scrape(b)
    assert on_b[("relay_devices_connected", ())] == 1 and on_a[("relay_devices_connected", ())] == 0
    # list_devices and the screenshot through a, the click through b.
    for relay, tool, calls in ((on_a, "list_devices", 1), (on_a, "screenshot", 1), (on_b, "input", 1)):
        assert relay[("relay_tool_calls_total", (("outcome", "ok"), ("tool", tool)))] == calls, relay
        assert relay[("relay_tool_call_duration_seconds_count", (("tool", tool),))] == calls, relay
    # The screenshot went over NATS from a; b's click reached its own socket directly.
    assert on_a[("relay_nats_round_trip_seconds_count", (("outcome", "ok"),))] >= 1, on_a
    assert not any(name.startswith("relay_nats_round_trip") for name, _ in on_b), on_b
    # Never on the public listener.
    public = httpx2.get(f"{a.url}/metrics", timeout=5)
    assert public.status_code != 200 and "relay_" not in public.text, public.text[:200]

    # A key revoked on one replica (its CLI, the shared database) is refused by the other at once.
    assert a.cli("keys", "revoke", key["id"]).json["revoked"] is True
    refused = httpx2.post(b.mcp_url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, timeout=5,
                          headers={"Authorization": f"Bearer {key['secret']}",
                                   "Accept": "application/json, text/event-stream"})
    assert refused.status_code == 401, refused.text


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


def test_a_recording_outlives_the_replica_holding_its_device(h, pg_url, tmp_path):
    s3 = H.S3Server(h, bucket="recordings").start()
    a, b = pair(h, pg_url, lease_seconds=3, s3=s3)
    balancer = H.HAProxy(h, [a, b]).start()
    dev = a.add_device("recording-moves")
    agent = h.agent(a, dev["token"], name=dev["name"], url=balancer.url)
    a.wait_online(dev["id"], procs=[agent.proc])
    first = holder(pg_url, dev["id"])
    doomed, survivor = (a, b) if first.startswith("a-") else (b, a)
    key = survivor.create_key("recorder", ["list_devices", "screen_recording"])
    mcp = survivor.mcp(key["secret"])

    started = mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started
    time.sleep(2)
    doomed.stop(signal.SIGKILL)
    H.wait_until("the device's presence on the surviving replica",
                 lambda: holder(pg_url, dev["id"]) not in ("", first),
                 timeout=30, procs=[agent.proc, survivor.proc])
    time.sleep(1)
    stopped = mcp.recording(dev["id"], "stop")["file"]
    assert stopped["state"] in ("stopped", "uploading", "ready"), stopped
    assert stopped["duration_ms"] >= 2500, "the recording went on through the kill"
    ready = mcp.wait_recording(dev["id"], "ready", procs=[agent.proc, survivor.proc])["file"]
    assert "interrupted" not in ready, ready
    H.clean_mp4(ready["download_url"], tmp_path / "moved.mp4", ready["size_bytes"])
    entries = [d for d in mcp.list_devices() if d["id"] == dev["id"]]
    assert len(entries) == 1 and entries[0]["online"] is True, entries
    verified = survivor.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


class S3Gate:
    """A pass-through in front of an ``S3Server`` that can hold the upload parts devices
    ``PUT`` to presigned URLs, and then fail them. Everything else (the relays' own S3 calls)
    goes straight through. Requests are passed on with their own ``Host`` header, which their
    signatures cover."""

    def __init__(self, s3: H.S3Server):
        self.s3 = s3
        self.holding = True
        self.part_upload_ids: list[str] = []
        self.held = threading.Event()
        self.released = threading.Event()
        gate = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # the test's output stays readable
                pass

            def _pass(self) -> None:
                if "chunked" in self.headers.get("Transfer-Encoding", ""):
                    self.send_error(501, "the gate passes on sized bodies only")
                    return
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
                if self.command == "PUT" and "partNumber" in query:
                    gate.part_upload_ids.append(query["uploadId"][0])
                    if gate.holding:
                        gate.held.set()
                        gate.released.wait(60)
                        failure = b"<Error><Code>SlowDown</Code><Message>held by the test</Message></Error>"
                        self.send_response(503)
                        self.send_header("Content-Length", str(len(failure)))
                        self.end_headers()
                        self.wfile.write(failure)
                        return
                upstream = http.client.HTTPConnection("127.0.0.1", gate.s3.port, timeout=30)
                upstream.request(self.command, self.path, body, dict(self.headers.items()))
                answer = upstream.getresponse()
                data = answer.read()
                self.send_response(answer.status)
                for name, value in answer.getheaders():
                    if name.lower() not in ("connection", "transfer-encoding", "content-length"):
                        self.send_header(name, value)
                length = answer.getheader("Content-Length") if self.command == "HEAD" else len(data)
                self.send_header("Content-Length", str(length or 0))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(data)
                upstream.close()

            do_GET = do_PUT = do_POST = do_HEAD = do_DELETE = _pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, name="s3-gate", daemon=True).start()

    def release(self) -> None:
        """Fail the held part and let every later one through."""
        self.holding = False
        self.released.set()

    def relay_args(self) -> list[str]:
        return self.s3.relay_args(endpoint=self.url)

    def relay_env(self) -> dict[str, str]:
        return self.s3.relay_env()

    def close(self) -> None:
        self.release()
        self.server.shutdown()
        self.server.server_close()


def test_an_upload_in_flight_resumes_on_the_other_replica(h, pg_url, tmp_path):
    s3 = H.S3Server(h, bucket="recordings").start()
    gate = S3Gate(s3)
    try:
        a, b = pair(h, pg_url, lease_seconds=3, s3=gate)
        balancer = H.HAProxy(h, [a, b]).start()
        dev = a.add_device("upload-moves")
        agent = h.agent(a, dev["token"], name=dev["name"], url=balancer.url)
        a.wait_online(dev["id"], procs=[agent.proc])
        key = a.create_key("recorder", ["list_devices", "screen_recording"])
        mcp = a.mcp(key["secret"])
        started = mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
        assert started["file"]["state"] == "recording", started
        time.sleep(2)
        mcp.recording(dev["id"], "stop")
        assert gate.held.wait(60), "the device never sent a part"
        plans = {r: scrape(r).get(("relay_upload_plans_total", (("kind", "recording"),)), 0) for r in (a, b)}
        planner = [r for r, n in plans.items() if n]
        assert len(planner) == 1, plans
        doomed = planner[0]
        survivor = b if doomed is a else a
        planned = gate.part_upload_ids[0]
        database = pg_url.rsplit("/", 1)[1]
        recording_id = started["file"]["recording_id"]
        assert H.psql(f"SELECT state FROM artifacts WHERE id = '{recording_id}'", database) == "uploading"
        doomed.stop(signal.SIGKILL)
        gate.release()
        ready = survivor.mcp(key["secret"]).wait_recording(dev["id"], "ready", procs=[agent.proc, survivor.proc])
        ready = ready["file"]
        assert scrape(survivor).get(("relay_upload_plans_total", (("kind", "recording"),)), 0) >= 1, \
            "the survivor planned the rest"
        assert len(gate.part_upload_ids) >= 2 and set(gate.part_upload_ids) == {planned}, \
            f"the same store upload was resumed, not begun again: {gate.part_upload_ids}"
        H.clean_mp4(ready["download_url"], tmp_path / "resumed.mp4", ready["size_bytes"])
    finally:
        gate.close()


def live_on_b_through_a(h: H.Harness, pg_url: str, lease_seconds: int = 15):
    """Replicas ``a`` and ``b``, a synthetic device on ``b``, and a live session on it opened
    through ``a``'s MCP endpoint: (a, b, device, its agent, the MCP client on a, the ticket)."""
    a, b = pair(h, pg_url, lease_seconds=lease_seconds)
    dev, agent = h.device(b, "live-on-b")
    assert holder(pg_url, dev["id"]).startswith("b-")
    key = a.create_key("watcher", H.LIVE_SCOPES, ["*"])
    mcp = a.mcp(key["secret"])
    sc = H.live_start(mcp, dev["id"], mode="view", ttl_seconds=120)
    assert sc["live"]["viewer_url"].startswith(f"{a.url}/view/#t="), sc
    return a, b, dev, agent, mcp, H.ticket_of(sc["live"]["viewer_url"])


def test_a_live_viewer_on_one_replica_sees_a_device_on_the_other(h, pg_url, tmp_path):
    a, b, dev, agent, mcp, ticket = live_on_b_through_a(h, pg_url)
    bridge = H.RfbBridge(a, ticket).start()
    try:
        image = H.vncdo_capture(bridge.port, tmp_path / "through-a.png")
    finally:
        bridge.close()
    assert image.size == SYNTHETIC, image.size
    shot = mcp.screenshot(dev["id"], format="png")
    # Below the synthetic screen's clock strip, which differs between any two moments.
    diff = H.mean_abs_diff(image, shot.image, (0, 56, *SYNTHETIC))
    assert diff <= 6, f"vncdotool through a and the screenshot differ by {diff:.2f} on average"
    assert not bridge.errors, bridge.errors
    # b served the session and audited the viewer at the client's address, as a vouched.
    connected = [e for e in b.audit() if e["kind"] == "viewer_connected" and e.get("device_id") == dev["id"]]
    assert len(connected) == 1 and connected[0]["detail"]["address"] == "127.0.0.1", connected
    verified = a.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


def test_an_observer_through_one_replica_watches_a_session_served_by_the_other(h, pg_url, browser):
    """The observer's socket reaches a, which carries it to b like a viewer's; b answers it
    from the device's stream there."""
    a, b, dev, agent, mcp, ticket = live_on_b_through_a(h, pg_url)
    res = mcp.call_ok("screen_recording", {"device_id": dev["id"], "action": "status",
                                          "live": {"invite_observers": 1}})
    url = res.structured_content["live"]["observer_urls"][0]
    assert url.startswith(f"{a.url}/view/#t="), url
    viewer = browser.open(f"{a.url}/view/#t={ticket}")
    assert viewer.wait_state("connected", "ended", "refused", timeout=20)["state"] == "connected"
    seen = H.rfb_observer(H.viewer_ws_url(a), H.ticket_of(url), None, (600, 400))
    assert seen["first_type"] == 0 and seen["close"] is None and seen["size"] == SYNTHETIC, seen
    H.wait_until("b audits the observer leaving",
                 lambda: [e for e in b.audit() if e["kind"] == "observer_left"], timeout=15)
    joined = [e for e in b.audit() if e["kind"] == "observer_joined"]
    assert len(joined) == 1 and joined[0]["detail"]["address"] == "127.0.0.1", joined
    left = [e for e in b.audit() if e["kind"] == "observer_left"][0]["detail"]
    assert left["input_dropped"] >= 7, left
    viewer.close()


def test_a_killed_serving_replica_ends_its_live_session(h, pg_url):
    a, b, dev, agent, mcp, ticket = live_on_b_through_a(h, pg_url, lease_seconds=3)
    browser = H.Browser(h)
    try:
        page = browser.open(f"{a.url}/view/#t={ticket}")
        st = page.wait_state("connected", "ended", "refused", timeout=20)
        assert st["state"] == "connected", st
        # Used once, on whichever replica: b refuses it while the page on a watches.
        code, _, _ = H.ws_close_code(b, ticket)
        assert code == H.CLOSE_TICKET_USED, code
        b.stop(signal.SIGKILL)
        st = page.wait_state("ended", "refused", timeout=20)
        assert st["state"] == "ended" and st["reason"] == "relay_left", st
        assert st["close_code"] == H.CLOSE_RELAY_LEFT, st
        page.close()
    finally:
        browser.close()
    # a ends the session once b's lease ran out, and says why.
    H.wait_until("the session marked relay_left",
                 lambda: (H.live_status(mcp, dev["id"]).get("live") or {}).get("ended_reason") == "relay_left",
                 timeout=20, procs=[a.proc])
    # The audit chain holds with both replicas' writes.
    verified = a.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()


def test_recording_sequence_and_watch_through_one_replica_on_a_device_the_other_holds(h, pg_url, tmp_path):
    s3 = H.S3Server(h, bucket="scaled").start()
    a, b = pair(h, pg_url, s3=s3)
    dev, agent = h.device(b, "tools-on-b")
    assert holder(pg_url, dev["id"]).startswith("b-")
    key = a.create_key("tools", ["list_devices", "screenshot", "input", "screen_recording", "screen_sequence",
                                 "screen_watch"], ["*"])
    mcp = a.mcp(key["secret"])
    procs = [agent.proc, a.proc, b.proc]

    started = mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    assert started["file"]["state"] == "recording", started
    meta = mcp.sequence_capture(dev["id"], duration_ms=1000, fps=5, max_frames=10)
    _, images, _ = mcp.sequence_frames(dev["id"], meta["sequence_id"], select="last", format="png")
    assert len(images) == 1 and images[0].size == SYNTHETIC, images
    watching, _, _ = mcp.watch(dev["id"], "start", fps=5)
    seq = watching["sequence_id"]
    time.sleep(1.5)
    receipt, sheets, _ = mcp.watch(dev["id"], "stop", sequence_id=seq)
    assert receipt["meta"]["stop_reason"] == "completed" and len(sheets) == 1, receipt["meta"]
    stopped = mcp.recording(dev["id"], "stop")["file"]
    assert stopped["duration_ms"] >= 2000, stopped
    ready = mcp.wait_recording(dev["id"], "ready", procs=procs)["file"]
    assert ready["download_url"].startswith(a.url), ready
    H.clean_mp4(ready["download_url"], tmp_path / "through-a.mp4", ready["size_bytes"])

    def files_ready():
        st, _, _ = mcp.watch(dev["id"], "status", sequence_id=seq)
        files = st["files"]
        assert not [f for f in files if f["state"] == "failed"], files
        return files if files and all(f["state"] == "ready" for f in files) else None

    files = {f["name"]: f for f in H.wait_until("the watch's files", files_ready, timeout=60, interval=0.5,
                                                 procs=procs)}
    doc = httpx2.get(files["watch.json"]["download_url"], timeout=30, follow_redirects=True)
    assert doc.status_code == 200 and doc.json()["watch"]["sequence_id"] == seq, doc.text[:300]
    verified = a.verify()
    assert verified.rc == 0 and verified.json["ok"] is True, verified.describe()
