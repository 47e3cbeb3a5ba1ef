"""Restricted keys: tools outside the key's scopes are neither listed nor callable, devices
outside its allowlist are neither listed nor reachable, and every refusal is audited as
`denied`."""

from __future__ import annotations

import pytest

import harness as H


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    lab, _ = hm.device(relay, "lab-1")
    # Matched through a label, not its id or name.
    kiosk, _ = hm.device(relay, "kiosk", labels=["lab-east", "floor-2"])
    office, _ = hm.device(relay, "office-1", labels=["floor-2"])
    # Screenshots only, lab devices only.
    viewer = relay.create_key("lab-viewer", ["list_devices", "screenshot"], ["lab-*"])
    # Input only, every device: no list_devices, no screenshot.
    typist = relay.create_key("typist", ["input"], ["*"])
    return {
        "relay": relay,
        "lab": lab,
        "kiosk": kiosk,
        "office": office,
        "viewer": viewer,
        "typist": typist,
    }


def denied_events(relay: H.Relay, key_id: str) -> list[dict]:
    return [e for e in relay.audit() if e["kind"] == "tool_call" and e["key_id"] == key_id and e["outcome"] == "denied"]


def test_key_create_echoes_scopes_and_devices(env):
    assert sorted(env["viewer"]["scopes"]) == ["list_devices", "screenshot"]
    assert env["viewer"]["devices"] == ["lab-*"]


def test_restricted_key_lists_only_its_tools(env):
    relay = env["relay"]
    assert relay.mcp(env["viewer"]["secret"]).tool_names() == {"list_devices", "screenshot"}
    assert relay.mcp(env["typist"]["secret"]).tool_names() == {"input"}


def test_tool_outside_scopes_is_refused_and_audited(env):
    relay = env["relay"]
    viewer = relay.mcp(env["viewer"]["secret"])
    text = viewer.call_error("input", {"device_id": env["lab"]["id"], "action": "type", "text": "x"})
    assert "input" in text, f"the refusal should name the tool or scope: {text!r}"
    typist = relay.mcp(env["typist"]["secret"])
    typist.call_error("list_devices", {})
    typist.call_error("screenshot", {"device_id": env["lab"]["id"]})

    events = denied_events(relay, env["viewer"]["id"])
    assert any(e["tool"] == "input" for e in events), f"no denied input call by the viewer key in {events}"
    events = denied_events(relay, env["typist"]["id"])
    tools = sorted(e["tool"] for e in events)
    assert "list_devices" in tools and "screenshot" in tools, f"denied events of the typist key: {events}"


def test_devices_outside_allowlist_are_invisible(env):
    relay = env["relay"]
    viewer = relay.mcp(env["viewer"]["secret"])
    ids = {d["id"] for d in viewer.list_devices()}
    assert ids == {env["lab"]["id"], env["kiosk"]["id"]}, f"lab-* should match lab-1 (name) and kiosk (label): {ids}"
    # Naming the hidden device in list_devices must not reveal it.
    res = viewer.call("list_devices", {"device_id": env["office"]["id"]})
    if not res.is_error:
        assert res.structured_content["devices"] == [], res.structured_content


def test_device_outside_allowlist_is_refused_and_audited(env):
    relay = env["relay"]
    viewer = relay.mcp(env["viewer"]["secret"])
    office = env["office"]["id"]
    viewer.call_error("screenshot", {"device_id": office})
    # The same key reaches an allowed device.
    assert viewer.screenshot(env["lab"]["id"]).size == (1280, 800)

    events = [e for e in denied_events(relay, env["viewer"]["id"]) if e["tool"] == "screenshot"]
    assert any(e["device_id"] == office for e in events), f"no denied screenshot of {office} in the audit: {events}"


def test_unrestricted_key_sees_all(env):
    relay = env["relay"]
    ids = {d["id"] for d in relay.admin.list_devices()}
    assert {env["lab"]["id"], env["kiosk"]["id"], env["office"]["id"]} <= ids


def test_list_devices_pages_in_name_order_and_filters_online(env):
    relay = env["relay"]
    admin = relay.admin
    # An enrolled device with no agent: listed as offline, left out by online_only.
    ghost = relay.add_device("ghost")
    names = ["ghost", "kiosk", "lab-1", "office-1"]

    def page(**args):
        res = admin.call_ok("list_devices", args)
        return res.structured_content

    first = page(limit=3)
    assert [d["name"] for d in first["devices"]] == names[:3]
    assert (first["total"], first["offset"], first["next_offset"]) == (4, 0, 3)
    rest = page(limit=3, offset=3)
    assert [d["name"] for d in rest["devices"]] == names[3:]
    assert rest["next_offset"] is None
    assert page(offset=10)["devices"] == []

    offline = next(d for d in first["devices"] if d["id"] == ghost["id"])
    assert offline["online"] is False and "offline_since" in offline
    online = page(online_only=True)
    assert ghost["id"] not in [d["id"] for d in online["devices"]] and online["total"] == 3

    # The text a model reads is one line a device and says how to get the next page.
    text = H.result_text(admin.call_ok("list_devices", {"limit": 3}))
    assert "3 of 4 device(s)" in text and "offset=3" in text, text
    assert text.count("\n- ") + text.startswith("- ") == 3, text

    for bad, field in (({"limit": 0}, "limit"), ({"limit": 1001}, "limit"), ({"offset": -1}, "offset")):
        assert field in admin.call_error("list_devices", bad), bad
