"""The three tools through the official Python MCP SDK: tools/list, list_devices, screenshot and
input, against agents with the synthetic source (whose picture is documented, so pixels can be
predicted)."""

from __future__ import annotations

import time

import pytest

import harness as H

MIB = 1024 * 1024


@pytest.fixture(scope="module")
def env(hm):
    """One relay and four synthetic devices: two left untouched (std 1280x800, big 1920x1080)
    and two for input tests (inp 1280x800, inpbig 1920x1080)."""
    relay = hm.relay()
    devs = {}
    agents = {}
    for name, source, labels in [
        ("std", "synthetic", ["e2e", "std"]),
        ("big", "synthetic:1920x1080", ["e2e"]),
        ("inp", "synthetic", []),
        ("inpbig", "synthetic:1920x1080", []),
    ]:
        devs[name], agents[name] = hm.device(relay, f"e2e-{name}", labels=labels, source=source)
    key = relay.create_key("tools", ["list_devices", "screenshot", "input"], ["*"])
    return {"relay": relay, "devs": devs, "agents": agents, "mcp": relay.mcp(key["secret"]), "key": key}


# ---------------------------------------------------------------------------------------------
# tools/list
# ---------------------------------------------------------------------------------------------


def test_tools_list_through_the_sdk(env):
    tools = {t.name: t for t in env["mcp"].list_tools()}
    assert set(tools) == {"list_devices", "screenshot", "input"}, sorted(tools)
    for tool in tools.values():
        assert tool.description, f"{tool.name} has no description"
        assert tool.input_schema.get("type") == "object", tool.input_schema
    shot = tools["screenshot"].input_schema
    assert {"device_id", "display", "window_id", "max_long_edge", "format", "quality"} <= set(shot["properties"]), shot
    assert "device_id" in shot.get("required", []), shot
    inp = tools["input"].input_schema
    assert {"device_id", "action", "x", "y", "to_x", "to_y", "button", "dx", "dy", "text", "keys"} <= set(
        inp["properties"]
    ), inp
    assert {"device_id", "action"} <= set(inp.get("required", [])), inp
    lst = tools["list_devices"].input_schema
    assert {"device_id", "include_windows"} <= set(lst.get("properties", {})), lst


# ---------------------------------------------------------------------------------------------
# list_devices
# ---------------------------------------------------------------------------------------------


def test_list_devices_describes_each_device(env):
    devices = {d["id"]: d for d in env["mcp"].list_devices()}
    for name, dev in env["devs"].items():
        assert dev["id"] in devices, f"{name} ({dev['id']}) missing from list_devices: {sorted(devices)}"
    std = devices[env["devs"]["std"]["id"]]
    assert std["name"] == "e2e-std"
    assert std["display_name"] == "e2e-std"
    assert sorted(std["labels"]) == ["e2e", "std"]
    assert std["online"] is True
    assert std["offline_since"] is None
    assert std["platform"]["os"] == "linux"
    assert std["platform"]["backend"] == "synthetic"
    assert std["platform"]["arch"]
    assert len(std["displays"]) == 1, std["displays"]
    disp = std["displays"][0]
    assert (disp["id"], disp["x"], disp["y"], disp["width"], disp["height"], disp["primary"]) == (0, 0, 0, 1280, 800, True)
    assert {"screenshot", "input"} <= set(std["capabilities"]), std["capabilities"]
    assert std.get("windows") is None, "windows are listed only with include_windows"
    big = devices[env["devs"]["big"]["id"]]
    assert (big["displays"][0]["width"], big["displays"][0]["height"]) == (1920, 1080)


def test_list_devices_one_device_with_windows(env):
    std_id = env["devs"]["std"]["id"]
    devices = env["mcp"].list_devices(device_id=std_id, include_windows=True)
    assert [d["id"] for d in devices] == [std_id]
    windows = {w["id"]: w for w in devices[0]["windows"]}
    agent_pid = env["agents"]["std"].proc.pid
    for want in H.Synthetic(1280, 800).windows:
        got = windows.get(want.id)
        assert got is not None, f"window {want.id} ({want.title}) missing: {devices[0]['windows']}"
        assert (got["title"], got["class"]) == (want.title, want.cls)
        assert (got["x"], got["y"], got["width"], got["height"]) == (want.x, want.y, want.width, want.height)
        assert got["visible"] is True
        if want.id == 3:
            assert got["pid"] == agent_pid, "the echo window belongs to the agent's process"
            assert got["focused"] is True
        else:
            assert got.get("pid") is None
            assert got["focused"] is False


# ---------------------------------------------------------------------------------------------
# screenshot
# ---------------------------------------------------------------------------------------------


def assert_corners(shot: H.Shot, synth: H.Synthetic, tol: int) -> None:
    """Each corner marker's centre, scaled to the image, has the marker's colour."""
    w, h = shot.size
    px = shot.image.load()
    for name, ((x0, y0, x1, y1), colour) in synth.corners.items():
        cx = ((x0 + x1) // 2) * w // synth.W
        cy = ((y0 + y1) // 2) * h // synth.H
        assert H.near(px[cx, cy], colour, tol), f"{name} marker at ({cx},{cy}) is {px[cx, cy]}, want {colour}"


def test_screenshot_default_is_jpeg_at_device_size(env):
    shot = env["mcp"].screenshot(env["devs"]["std"]["id"])
    assert shot.mime == "image/jpeg"
    assert shot.size == (1280, 800), "1280x800 fits the default 1568 and must not be upscaled"
    assert len(shot.data) < MIB, f"default jpeg is {len(shot.data)} bytes"
    assert "\n" not in shot.text.strip(), f"text content must be one line: {shot.text!r}"
    assert "1280x800" in shot.text, f"text content should give the size: {shot.text!r}"
    assert_corners(shot, H.Synthetic(1280, 800), tol=40)


def test_screenshot_default_bound_on_a_large_screen(env):
    shot = env["mcp"].screenshot(env["devs"]["big"]["id"])
    assert shot.mime == "image/jpeg"
    assert shot.size == (1568, 882), "1920x1080 shrinks to the default long edge 1568"
    assert len(shot.data) < MIB, f"default jpeg is {len(shot.data)} bytes"
    assert "1568x882" in shot.text, shot.text
    assert_corners(shot, H.Synthetic(1920, 1080), tol=40)


@pytest.mark.parametrize(
    "dev, edge, size",
    [("std", 640, (640, 400)), ("std", 64, (64, 40)), ("big", 8192, (1920, 1080)), ("std", 1280, (1280, 800))],
)
def test_screenshot_max_long_edge(env, dev, edge, size):
    shot = env["mcp"].screenshot(env["devs"][dev]["id"], max_long_edge=edge)
    assert shot.size == size, f"max_long_edge {edge}: got {shot.size}, want {size} (never upscaled)"


def test_screenshot_jpeg_quality_is_honoured(env):
    dev = env["devs"]["std"]["id"]
    low = env["mcp"].screenshot(dev, quality=10)
    high = env["mcp"].screenshot(dev, quality=95)
    assert low.mime == high.mime == "image/jpeg"
    assert len(low.data) < len(high.data), f"quality 10: {len(low.data)} bytes, quality 95: {len(high.data)} bytes"


def test_screenshot_png_has_the_exact_pixels_of_the_pattern(env):
    synth = H.Synthetic(1280, 800)
    shot = env["mcp"].screenshot(env["devs"]["std"]["id"], format="png")
    assert shot.mime == "image/png"
    assert shot.size == (1280, 800)
    px = shot.image.load()
    for name, ((x0, y0, x1, y1), colour) in synth.corners.items():
        bad = [(x, y, px[x, y]) for y in range(y0, y1) for x in range(x0, x1) if px[x, y] != colour]
        assert not bad, f"{name} marker: {len(bad)} pixels differ from {colour}, e.g. {bad[:3]}"
    bad = [(x, y, px[x, y]) for x, y in synth.background_column() if px[x, y] != synth.background(y)]
    assert not bad, f"background column x={synth.W // 2}: {len(bad)} pixels off the gradient, e.g. {bad[:3]}"
    for win in synth.windows:
        # Right ends of the title bar and of the body carry no text.
        tb = (win.x + win.width - 4, win.y + 4)
        body = (win.x + win.width - 4, win.y + win.height - 4)
        assert px[tb] == win.title_bar, f"{win.title} title bar at {tb}: {px[tb]} != {win.title_bar}"
        assert px[body] == win.body, f"{win.title} body at {body}: {px[body]} != {win.body}"


def test_screenshot_png_of_a_large_screen_unscaled(env):
    synth = H.Synthetic(1920, 1080)
    shot = env["mcp"].screenshot(env["devs"]["big"]["id"], format="png", max_long_edge=1920)
    assert shot.size == (1920, 1080)
    px = shot.image.load()
    for name, ((x0, y0, x1, y1), colour) in synth.corners.items():
        assert px[x0, y0] == colour and px[x1 - 1, y1 - 1] == colour, f"{name} marker"
    bad = [(x, y) for x, y in synth.background_column() if px[x, y] != synth.background(y)]
    assert not bad, f"{len(bad)} background pixels off, e.g. {bad[:3]}"


def test_screenshot_of_one_window(env):
    synth = H.Synthetic(1280, 800)
    editor = synth.window(2)
    shot = env["mcp"].screenshot(env["devs"]["std"]["id"], window_id=2, format="png")
    assert shot.size == (editor.width, editor.height)
    px = shot.image.load()
    assert px[editor.width - 4, 4] == editor.title_bar
    assert px[editor.width - 4, editor.height - 4] == editor.body
    assert px[0, editor.height - 1] == editor.body


def test_screenshot_is_fresh_each_time(env):
    """The status strip shows a clock in tenths of a second: two shots 300 ms apart differ."""
    dev = env["devs"]["std"]["id"]
    a = env["mcp"].screenshot(dev, format="png").image.crop((32, 0, 1248, 32))
    time.sleep(0.3)
    b = env["mcp"].screenshot(dev, format="png").image.crop((32, 0, 1248, 32))
    assert a.tobytes() != b.tobytes(), "two screenshots 300 ms apart show the same status strip (stale image?)"


# ---------------------------------------------------------------------------------------------
# input: the effect shows in the next screenshot
# ---------------------------------------------------------------------------------------------


def magenta_square_at(shot: H.Shot, cx: int, cy: int) -> list[tuple[int, int]]:
    """Pixels of the 9x9 square centred on (cx, cy) that are not magenta."""
    px = shot.image.load()
    return [(x, y) for y in range(cy - 4, cy + 5) for x in range(cx - 4, cx + 5) if px[x, y] != H.MAGENTA]


def marks_near(shot: H.Shot, cx: int, cy: int, radius: int = 40) -> str:
    """Where magenta actually is around (cx, cy), for the failure message."""
    px = shot.image.load()
    w, h = shot.size
    pts = [(x, y) for y in range(max(0, cy - radius), min(h, cy + radius))
           for x in range(max(0, cx - radius), min(w, cx + radius)) if px[x, y] == H.MAGENTA]
    if not pts:
        return f"no magenta within {radius} px"
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (f"magenta spans x {min(xs)}..{max(xs)}, y {min(ys)}..{max(ys)} "
            f"(centre ({(min(xs) + max(xs)) / 2:g},{(min(ys) + max(ys)) / 2:g}))")


def test_click_is_scaled_from_screenshot_pixels(env):
    """After a 640x400 screenshot of a 1280x800 screen, a click at (320, 300) lands at (640, 600)."""
    mcp, dev = env["mcp"], env["devs"]["inp"]["id"]
    small = mcp.screenshot(dev, max_long_edge=640)
    assert small.size == (640, 400)
    mcp.input(dev, "click", x=320, y=300)
    full = mcp.screenshot(dev, format="png")
    assert full.size == (1280, 800)
    missing = magenta_square_at(full, 640, 600)
    assert not missing, f"no 9x9 magenta click mark centred at device (640,600): {marks_near(full, 640, 600)}"
    px = full.image.load()
    assert px[635, 600] != H.MAGENTA and px[645, 600] != H.MAGENTA, "the click mark is larger than 9x9"
    assert px[320, 300] != H.MAGENTA, "the click landed unscaled at (320,300)"


def test_click_with_non_integer_scale(env):
    """1920x1080 shot at the default 1568x882: (784, 441) maps to (784*1920/1568, 441*1080/882) = (960, 540)."""
    mcp, dev = env["mcp"], env["devs"]["inpbig"]["id"]
    shot = mcp.screenshot(dev)
    assert shot.size == (1568, 882)
    mcp.input(dev, "click", x=784, y=441)
    full = mcp.screenshot(dev, format="png", max_long_edge=1920)
    assert full.size == (1920, 1080)
    missing = magenta_square_at(full, 960, 540)
    assert not missing, f"no click mark centred at device (960,540): {marks_near(full, 960, 540)}"
    # Now the last screenshot is 1:1, so device pixels and screenshot pixels coincide.
    mcp.input(dev, "drag", x=900, y=700, to_x=1000, to_y=760)
    after = mcp.screenshot(dev, format="png", max_long_edge=1920)
    for point in ((900, 700), (1000, 760)):
        assert not magenta_square_at(after, *point), f"drag end {point} has no mark: {marks_near(after, *point)}"


def test_typed_text_changes_the_echo_window_title(env):
    mcp, dev = env["mcp"], env["devs"]["inp"]["id"]
    echo = H.Synthetic(1280, 800).window(3)
    # Where ": hello e2e" will be drawn: after "Input echo" (10 glyphs of 16 px) at x + 8.
    region = (echo.x + 8 + 10 * 16, echo.y + 4, echo.x + 8 + 21 * 16, echo.y + 20)
    before = mcp.screenshot(dev, format="png").image.crop(region)
    assert set(before.get_flattened_data()) == {echo.title_bar}, "title bar should be plain before any typing"
    mcp.input(dev, "type", text="hello e2e")
    after = mcp.screenshot(dev, format="png").image.crop(region)
    assert H.TITLE_TEXT in set(after.get_flattened_data()), "the typed text does not show in the echo window's title bar"
    windows = {w["id"]: w for w in mcp.device(dev, include_windows=True)["windows"]}
    assert windows[3]["title"] == "Input echo: hello e2e"
    mcp.input(dev, "key", keys="ctrl+a enter")
    windows = {w["id"]: w for w in mcp.device(dev, include_windows=True)["windows"]}
    assert windows[3]["title"] == "Input echo: hello e2e[ctrl+a] ", windows[3]["title"]
