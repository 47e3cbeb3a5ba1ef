"""The screen memory's own loopback MCP endpoint (get_screenshots for an agent on the device's
machine), through the official Python MCP SDK: a synthetic device started with --screen-memory,
a run granted a token with `device-agent screen-memory grant`, the same frames and words as
through the relay, 401 for a missing, wrong or revoked token, no endpoint (and no grant) while
the memory is off, the listener on 127.0.0.1 only and gone when the agent stops."""

from __future__ import annotations

import base64
import io
import json
import re
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import httpx2
import pytest
from PIL import Image

import harness as H

SIZE = (1280, 800)
# The synthetic layout's echo window at 1280x800, which has the focus at start
# (device-agent/src/backend/synthetic/mod.rs); the memory crops a frame to the focused window.
ECHO = (48, 420, 576, 332)
LINE = re.compile(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z) · (.+) — (.+)$")
OFF = "screen memory is off: start the agent with --screen-memory"
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-03-26", "capabilities": {},
               "clientInfo": {"name": "e2e", "version": "0"}},
}


def grant(data: Path, run: str) -> dict:
    out = H.screen_memory_cli("grant", run, "--data", data, "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def plain_post(url: str, headers: dict[str, str]) -> httpx2.Response:
    """An MCP initialize without the SDK, to see the HTTP status itself."""
    return httpx2.post(url, json=INITIALIZE, timeout=10,
                      headers={"Accept": "application/json, text/event-stream", **headers})


def frames_of(res):
    """(line, image) per frame of a get_screenshots result."""
    out = []
    blocks = list(res.content)
    for i, block in enumerate(blocks):
        if block.type != "text" or not LINE.match(block.text.strip()):
            continue
        image = None
        if i + 1 < len(blocks) and blocks[i + 1].type == "image":
            assert blocks[i + 1].mime_type == "image/webp"
            image = Image.open(io.BytesIO(base64.b64decode(blocks[i + 1].data)))
            image.load()
        out.append((block.text.strip(), image))
    return out



def ms_time(ms: int) -> datetime:
    """Unix milliseconds as a UTC time, exactly (no float rounding)."""
    return datetime.fromtimestamp(ms // 1000, timezone.utc) + timedelta(milliseconds=ms % 1000)


def listening_addresses(port: int) -> set[str]:
    """The local addresses (hex, as /proc/net/tcp* shows them) listening on `port`."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            addr, hex_port = fields[1].split(":")
            if int(hex_port, 16) == port and fields[3] == "0A":
                found.add(addr)
    return found


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "local-mem", source=f"synthetic:{SIZE[0]}x{SIZE[1]}",
                           extra_args=["--screen-memory"])
    plain, plain_agent = hm.device(relay, "local-off", source="synthetic")
    key = relay.create_key("local", ["get_screenshots"], ["*"])
    H.wait_until("the endpoint's URL file", lambda: (agent.data / "screen-endpoint").exists(), timeout=20,
                 procs=[agent.proc])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "plain_agent": plain_agent,
            "mcp": relay.mcp(key["secret"])}


def test_a_granted_run_reads_the_same_frames_as_through_the_relay(env):
    agent = env["agent"]
    g = grant(agent.data, "run-1")
    assert g["run"] == "run-1" and g["token"].startswith("smt_")
    url = g["url"]
    assert (agent.data / "screen-endpoint").read_text().strip() == url
    assert g["mcp_config"] == {"mcpServers": {"screen": {
        "type": "http", "url": url, "headers": {"Authorization": f"Bearer {g['token']}"}}}}
    # Bound to 127.0.0.1 only.
    m = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/mcp", url)
    assert m, url
    assert listening_addresses(int(m.group(1))) == {"0100007F"}

    local = H.Mcp(url, g["token"])
    tools = local.list_tools()
    assert [t.name for t in tools] == ["get_screenshots"]
    assert "device_id" not in json.dumps(tools[0].input_schema)

    got = H.wait_until("a first frame on the local endpoint",
                       lambda: frames_of(local.call_ok("get_screenshots", {})), timeout=20)
    line, image = got[-1]
    assert LINE.match(line).group(2, 3) == ("synthetic-echo", "Input echo"), line
    assert image.format == "WEBP" and image.size == (ECHO[2], ECHO[3]), image.size

    # A closed range in the past (3 s back: every frame of it is stored by then) reads the same
    # frames, lines and pictures on both endpoints.
    def settled():
        to = datetime.now(timezone.utc) - timedelta(seconds=3)
        span = {"from": H.rfc3339(to - timedelta(seconds=30)), "to": H.rfc3339(to)}
        res = local.call_ok("get_screenshots", span)
        return frames_of(res) and (span, res)

    span, here = H.wait_until("a frame older than 3 s", settled, timeout=20)
    there = env["mcp"].call_ok("get_screenshots", {"device_id": env["dev"], **span})
    assert [(ln, im.tobytes()) for ln, im in frames_of(here)] == \
        [(ln, im.tobytes()) for ln, im in frames_of(there)]
    summary_here, summary_there = here.content[0].text, there.content[0].text
    assert summary_here.startswith("Screen memory of this device from "), summary_here
    assert summary_here.split(" from ", 1)[1] == summary_there.split(" from ", 1)[1]
    assert here.structured_content == there.structured_content

    # Bad arguments are named as on the relay.
    for args, field in [({"from": "yesterday"}, "from"), ({"filter": ""}, "filter")]:
        assert field in local.call_error("get_screenshots", args)


def test_a_missing_wrong_or_revoked_token_gets_401(env):
    agent = env["agent"]
    g = grant(agent.data, "run-2")
    url, token = g["url"], g["token"]
    assert plain_post(url, {"Authorization": f"Bearer {token}"}).status_code == 200
    missing = plain_post(url, {})
    assert missing.status_code == 401, missing.text
    assert "error" in missing.json()
    assert plain_post(url, {"Authorization": "Bearer smt_wrong"}).status_code == 401
    assert plain_post(url, {"Authorization": f"Bearer {token[:-1]}"}).status_code == 401

    # A second grant for the same run replaces its token.
    again = grant(agent.data, "run-2")
    assert plain_post(url, {"Authorization": f"Bearer {token}"}).status_code == 401
    token = again["token"]
    assert plain_post(url, {"Authorization": f"Bearer {token}"}).status_code == 200

    out = H.screen_memory_cli("revoke", "run-2", "--data", agent.data)
    assert out.returncode == 0, out.stderr
    assert "revoked" in out.stdout
    assert plain_post(url, {"Authorization": f"Bearer {token}"}).status_code == 401
    out = H.screen_memory_cli("revoke", "run-2", "--data", agent.data)
    assert out.returncode == 1 and "run-2" in out.stderr, out.stderr

    out = H.screen_memory_cli("grant", "bad run", "--data", agent.data)
    assert out.returncode == 1 and "RUN" in out.stderr, out.stderr


def test_no_grant_while_the_memory_is_off(env):
    plain = env["plain_agent"]
    assert not (plain.data / "screen-endpoint").exists()
    out = H.screen_memory_cli("grant", "run-1", "--data", plain.data)
    assert out.returncode == 1, out.stdout
    assert OFF in out.stderr, out.stderr
    assert "smt_" not in out.stdout + out.stderr


def test_the_endpoint_takes_the_port_asked_and_ends_with_the_agent(env, hm):
    port = H.free_port()
    _, agent = hm.device(env["relay"], "local-port", source="synthetic",
                         extra_args=["--screen-memory", "--screen-memory-port", port])
    endpoint = agent.data / "screen-endpoint"
    H.wait_until("the endpoint's URL file", endpoint.exists, timeout=20, procs=[agent.proc])
    g = grant(agent.data, "run-1")
    assert g["url"] == f"http://127.0.0.1:{port}/mcp"
    assert plain_post(g["url"], {"Authorization": f"Bearer {g['token']}"}).status_code == 200
    agent.stop()
    assert not endpoint.exists()
    assert not listening_addresses(port)
    out = H.screen_memory_cli("grant", "run-1", "--data", agent.data)
    assert out.returncode == 1 and OFF in out.stderr, out.stderr


def test_frames_are_picked_evenly_in_time_of_the_displays_present_on_both_endpoints(env):
    """Planted frames: a burst of ten in half a second, then one every ten seconds, and one of a
    display the device no longer has (the synthetic device has display 0 only). Both endpoints
    show the burst's first frame and the three later ones, never the absent display's."""
    agent = env["agent"]
    t0 = int(time.time() * 1000) - 90_000
    burst = [t0 + i * 50 for i in range(10)]
    later = [t0 + 10_000, t0 + 20_000, t0 + 30_000]
    H.plant_memory_frames(agent.data, [(t, 0, "planted-app", "Planted") for t in burst + later]
                          + [(t0 + 15_000, 5, "planted-app", "Gone display")])
    span = {"from": H.rfc3339(ms_time(t0 - 1000)), "to": H.rfc3339(ms_time(t0 + 31_000)),
            "filter": "planted"}
    g = grant(agent.data, "run-pick")
    local = H.Mcp(g["url"], g["token"])
    here = local.call_ok("get_screenshots", span)
    there = env["mcp"].call_ok("get_screenshots", {"device_id": env["dev"], **span})
    for res in (here, there):
        sc = res.structured_content
        assert sc["matched"] == 13, sc
        assert [f["at"] for f in sc["frames"]] == [H.rfc3339(ms_time(t)) for t in [t0] + later], sc
        assert all(f["display"] == 0 for f in sc["frames"]), sc
        assert "Gone display" not in H.result_text(res)
        assert "evenly picked in time" in res.content[0].text, res.content[0].text
    assert here.structured_content == there.structured_content
    # Only the absent display's frame in the range: nothing, on both.
    gone = {"from": H.rfc3339(ms_time(t0 + 14_000)), "to": H.rfc3339(ms_time(t0 + 16_000))}
    for res in (local.call_ok("get_screenshots", gone),
                env["mcp"].call_ok("get_screenshots", {"device_id": env["dev"], **gone})):
        assert res.structured_content["frames"] == [] and res.structured_content["matched"] == 0, \
            res.structured_content


def test_the_owners_pause_is_said_on_the_loopback_endpoint(env):
    agent = env["agent"]
    g = grant(agent.data, "run-pause")
    local = H.Mcp(g["url"], g["token"])
    out = H.screen_memory_cli("pause", "--for", "2h", "--data", agent.data, "--json")
    assert out.returncode == 0, out.stderr
    until = json.loads(out.stdout)["until"]
    try:
        def paused():
            res = local.call_ok("get_screenshots", {})
            return res.structured_content.get("reason") == "owner" and res

        res = H.wait_until("the owner's pause on the local endpoint", paused, timeout=10)
        assert f"paused by the device's owner until {until}" in H.result_text(res), H.result_text(res)
        assert res.structured_content["until_ms"] == json.loads(out.stdout)["until_ms"]
    finally:
        out = H.screen_memory_cli("resume", "--data", agent.data)
        assert out.returncode == 0, out.stderr
    H.wait_until("active again on the local endpoint",
                 lambda: local.call_ok("get_screenshots", {}).structured_content["state"] == "active",
                 timeout=10)
