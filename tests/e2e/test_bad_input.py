"""Bad input: out-of-bounds arguments, unknown and offline devices, malformed JSON-RPC, missing
or wrong bearer keys."""

from __future__ import annotations

import json

import pytest

import harness as H


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "bad-input-dev")
    key = relay.create_key("bad-input", ["list_devices", "screenshot", "input"], ["*"])
    return {"relay": relay, "dev": dev, "agent": agent, "key": key, "mcp": relay.mcp(key["secret"])}


@pytest.mark.parametrize(
    "tool, args, field, bounds",
    [
        ("screenshot", {"max_long_edge": 10}, "max_long_edge", "64..=8192"),
        ("screenshot", {"max_long_edge": 9000}, "max_long_edge", "64..=8192"),
        ("screenshot", {"quality": 0}, "quality", "1..=100"),
        ("screenshot", {"quality": 101}, "quality", "1..=100"),
        ("screenshot", {"display": 64}, "display", "0..=63"),
        ("input", {"action": "click", "x": -1, "y": 5}, "x", "0..=65535"),
        ("input", {"action": "click", "x": 5, "y": 70000}, "y", "0..=65535"),
        ("input", {"action": "scroll", "x": 1, "y": 1, "dy": 101}, "dy", "-100..=100"),
        ("input", {"action": "scroll", "x": 1, "y": 1, "dx": -500}, "dx", "-100..=100"),
        ("input", {"action": "type", "text": "x" * 4097}, "text", "1..=4096"),
        ("input", {"action": "type", "text": ""}, "text", "1..=4096"),
    ],
)
def test_out_of_bounds_argument_names_field_and_bounds(env, tool, args, field, bounds):
    text = env["mcp"].call_error(tool, {"device_id": env["dev"]["id"], **args})
    assert field in text and bounds in text, f"error should name {field!r} and {bounds!r}: {text!r}"


@pytest.mark.parametrize(
    "tool, args, field",
    [
        ("screenshot", {"display": 0, "window_id": 1}, "window_id"),
        ("input", {"action": "click", "x": 1}, "y"),
        ("input", {"action": "type", "text": "a", "x": 3}, "x"),
        ("input", {"action": "key", "keys": "ctrl+nope"}, "keys"),
    ],
)
def test_inconsistent_arguments_name_the_field(env, tool, args, field):
    text = env["mcp"].call_error(tool, {"device_id": env["dev"]["id"], **args})
    assert field in text, f"error should name {field!r}: {text!r}"


def test_click_outside_the_screen_is_an_error(env):
    """Within the coordinate bound but off the 1280x800 screen (device pixels, no screenshot yet)."""
    text = env["mcp"].call_error("input", {"device_id": env["dev"]["id"], "action": "click", "x": 5000, "y": 10})
    assert text, "empty error text"


@pytest.mark.parametrize("args, field", [({"display": 1}, "display"), ({"window_id": 999999}, "window_id")])
def test_missing_display_or_window_names_the_field(env, args, field):
    text = env["mcp"].call_error("screenshot", {"device_id": env["dev"]["id"], **args})
    assert field in text, f"error should name {field!r}: {text!r}"


def test_point_outside_the_last_screenshot_names_field_and_bound(env):
    relay = env["relay"]
    key = relay.create_key("viewport", ["screenshot", "input"], ["*"])
    mcp = relay.mcp(key["secret"])
    assert mcp.screenshot(env["dev"]["id"], max_long_edge=640).size == (640, 400)
    text = mcp.call_error("input", {"device_id": env["dev"]["id"], "action": "click", "x": 700, "y": 10})
    assert "x" in text and "640" in text, f"error should name x and the 640 px bound: {text!r}"
    text = mcp.call_error("input", {"device_id": env["dev"]["id"], "action": "move", "x": 10, "y": 400})
    assert "y" in text and "400" in text, f"error should name y and the 400 px bound: {text!r}"


def test_bad_device_id_shape(env):
    text = env["mcp"].call_error("screenshot", {"device_id": "../etc/passwd"})
    assert "device_id" in text, text


def test_unknown_device(env):
    for tool, args in [("screenshot", {}), ("input", {"action": "type", "text": "a"})]:
        text = env["mcp"].call_error(tool, {"device_id": "no-such-device-42", **args})
        assert "no device" in text, f"{tool}: {text!r}"


def test_offline_device(hm, env):
    relay = env["relay"]
    dev, agent = hm.device(relay, "goes-away")
    agent.stop()

    def offline() -> dict | None:
        d = env["mcp"].device(dev["id"])
        return d if d["online"] is False else None

    entry = H.wait_until("the stopped agent's device to be offline", offline, timeout=15, procs=[relay.proc])
    assert entry["offline_since"], f"offline device without offline_since: {entry}"
    for tool, args in [("screenshot", {}), ("input", {"action": "click", "x": 1, "y": 1})]:
        text = env["mcp"].call_error(tool, {"device_id": dev["id"], **args})
        assert "offline since" in text, f"{tool}: {text!r}"
    kinds = [e["kind"] for e in relay.audit("--device", dev["id"])]
    assert "device_connected" in kinds and "device_disconnected" in kinds, kinds


def test_malformed_json_rpc_gets_a_json_rpc_error(env):
    relay, secret = env["relay"], env["key"]["secret"]
    resp = H.raw_post(relay.mcp_url, b'{"jsonrpc": "2.0", "id": 1, "method": ', key=secret)
    assert resp.status_code < 500, f"malformed JSON got HTTP {resp.status_code}: {resp.text[:500]!r}"
    try:
        messages = H.jsonrpc_messages(resp)
    except ValueError:
        raise AssertionError(f"HTTP {resp.status_code} body is not JSON-RPC: {resp.text[:500]!r}") from None
    assert len(messages) == 1, messages
    msg = messages[0]
    assert msg.get("jsonrpc") == "2.0" and "error" in msg, msg
    assert msg["error"]["code"] == -32700, f"invalid JSON is a parse error (-32700): {msg}"
    # The endpoint still works afterwards.
    assert env["mcp"].tool_names()


def test_non_json_rpc_json_gets_a_json_rpc_error(env):
    relay, secret = env["relay"], env["key"]["secret"]
    resp = H.raw_post(relay.mcp_url, b'{"hello": "world"}', key=secret)
    assert resp.status_code < 500, f"HTTP {resp.status_code}: {resp.text[:500]!r}"
    msg = H.jsonrpc_messages(resp)[0]
    assert "error" in msg and isinstance(msg["error"].get("code"), int), msg


@pytest.mark.parametrize(
    "params, names",
    [({"name": 5}, "params.name"), ({"name": "screenshot", "arguments": "x"}, "params.arguments"), (None, "params")],
)
def test_tools_call_with_malformed_params_gets_invalid_params(env, params, names):
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call"}
    if params is not None:
        body["params"] = params
    resp = H.raw_post(env["relay"].mcp_url, body, key=env["key"]["secret"])
    assert resp.status_code < 500, f"HTTP {resp.status_code}: {resp.text[:500]!r}"
    msg = H.jsonrpc_messages(resp)[0]
    assert msg.get("id") == 7 and msg["error"]["code"] == -32602, msg
    assert names in msg["error"]["message"], msg


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer rk_this_is_not_a_key"},
        {"Authorization": "Bearer"},
        {"Authorization": "Basic dXNlcjpwYXNz"},
    ],
    ids=["missing", "unknown-key", "empty-bearer", "basic-auth"],
)
def test_missing_or_invalid_bearer_is_401(env, headers):
    relay = env["relay"]
    resp = H.raw_post(relay.mcp_url, H.initialize_body(), headers=headers)
    assert resp.status_code == 401, f"HTTP {resp.status_code}: {resp.text[:300]!r}"
    get = H.httpx2.get(relay.mcp_url, headers={"Accept": "text/event-stream", **headers}, timeout=10)
    assert get.status_code == 401, f"GET /mcp: HTTP {get.status_code}"


def test_valid_bearer_initializes(env):
    resp = H.raw_post(env["relay"].mcp_url, H.initialize_body(), key=env["key"]["secret"])
    assert resp.status_code == 200, f"HTTP {resp.status_code}: {resp.text[:300]!r}"
    msg = H.jsonrpc_messages(resp)[0]
    assert "result" in msg and msg["result"].get("protocolVersion"), json.dumps(msg)
