"""screen_watch through the official Python MCP SDK against a synthetic device: a watch with input
in the middle lists the action and the frames around it, its sheet and files match its frames,
and the files (PNGs, watch.json, the animated WebP) download and parse. A static window costs
one frame of memory however long it is watched. A receipt of more than 40 changed frames keeps
40 on its sheet; 3000 frames stop a watch by itself (the one slow test: 100 s at 30 fps)."""

from __future__ import annotations

import io
import json
import threading
import time

import httpx2
import pytest
from PIL import Image, ImageChops

import harness as H

ECHO, TERMINAL, EDITOR = 3, 1, 2
SCOPES = ["list_devices", "screenshot", "input", "screen_sequence", "screen_watch"]


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "watch-dev", source="synthetic")
    key = relay.create_key("watch", SCOPES, ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"])}


def watch(mcp, dev, action, **args):
    return mcp.watch(dev, action, **args)


def frames(mcp, dev, seq, **args):
    return mcp.sequence_frames(dev, seq, **args)


def get(url: str) -> bytes:
    r = httpx2.get(url, timeout=60)
    assert r.status_code == 200, f"GET {url} -> {r.status_code}: {r.text[:300]!r}"
    return r.content


def test_a_watch_with_input_in_the_middle(env):
    mcp, dev = env["mcp"], env["dev"]
    started, imgs, text = watch(mcp, dev, "start", window_id=ECHO, fps=10)
    seq = started["sequence_id"]
    assert started["running"] is True and started["frame_count"] >= 1, started
    assert imgs == [] and seq in text
    time.sleep(0.6)
    typed = mcp.input(dev, "type", text="hello")
    assert typed.startswith("type 5 chars"), typed
    time.sleep(0.6)
    status, _, _ = watch(mcp, dev, "status", sequence_id=seq)
    w = status["watch"]
    assert w["running"] is True and w["frame_count"] > started["frame_count"], w
    assert [a["name"] for a in w["actions"]] == ["type 5 chars"], w["actions"]
    # frames can be read while it runs
    sc, [last], _ = frames(mcp, dev, seq, select="last", format="png")
    assert sc["meta"]["running"] is True
    receipt, [sheet], text = watch(mcp, dev, "stop", sequence_id=seq, video=True)
    meta = receipt["meta"]
    assert meta["running"] is False and meta["stop_reason"] == "completed", meta
    assert meta["pending_slots"] == 0
    n = meta["frame_count"]
    assert n >= 8, meta
    assert meta["distinct_frames"] == 2, meta  # the first frame, and the echo of the typed text
    [action] = meta["actions"]
    assert action["name"] == "type 5 chars" and action["start_ms"] <= action["end_ms"], action
    before, after = action["frame_before"], action["frame_after"]
    assert before is not None and after is not None and before < after, action
    assert "type 5 chars" in text and "frames during" in text
    # the frames during it are exactly those whose capture overlapped its span
    sc_all, all_imgs, _ = frames(mcp, dev, seq, select={"from": 0, "to": min(n, 40) - 1}, format="png")
    listed = sc_all["selected"]
    during = [f["index"] for f in listed if "type 5 chars" in f.get("actions", [])]
    assert during == [i for i in action["frames"] if i < len(listed)], (during, action)
    # the frame after shows the typed text; the one before does not
    assert ImageChops.difference(all_imgs[before], all_imgs[after]).getbbox(), "the action changed nothing"
    # the sheet: the distinct frames and the last, pixel for pixel
    tiles = receipt["tiles"]
    distinct = [f["index"] for f in listed if f["changed"]]
    assert [t["frame"] for t in tiles] == sorted(set(distinct + [n - 1])), tiles
    for t in tiles:
        r = t["rect"]
        tile = sheet.crop((r["x"], r["y"], r["x"] + r["width"], r["y"] + r["height"]))
        if t["frame"] < len(all_imgs):
            assert tile.tobytes() == all_imgs[t["frame"]].tobytes(), f"tile of frame {t['frame']}"
    assert receipt["most_changed"] and receipt["most_changed"][0]["frame"] == distinct[1], receipt["most_changed"]
    mc = receipt["most_changed"][0]
    assert 0 < mc["share"] < 1 and mc["rect"]["width"] > 0
    # the files: one PNG per distinct frame, watch.json, watch.webp; download and parse
    names = sorted(f["name"] for f in receipt["files"])
    assert names == sorted([f"frame-{i:04d}.png" for i in distinct] + ["watch.json", "watch.webp"]), names

    def ready():
        st, _, _ = watch(mcp, dev, "status", sequence_id=seq)
        files = st["files"]
        if all(f["state"] == "ready" for f in files) and len(files) == len(names):
            return files
        assert not [f for f in files if f["state"] == "failed"], files
        return None

    files = {f["name"]: f for f in H.wait_until("the watch's files to be uploaded", ready, timeout=60,
                                                 interval=0.5, procs=[env["agent"].proc])}
    for i in distinct:
        png = Image.open(io.BytesIO(get(files[f"frame-{i:04d}.png"]["download_url"])))
        assert png.format == "PNG"
        assert png.convert("RGB").tobytes() == all_imgs[i].tobytes(), f"frame-{i:04d}.png"
    doc = json.loads(get(files["watch.json"]["download_url"]))
    assert doc["watch"]["sequence_id"] == seq and len(doc["frames"]) == n
    for f in doc["frames"]:
        assert f["file"] == f"frame-{(f['repeat_of'] if f['repeat_of'] is not None else f['index']):04d}.png"
        assert f["file"] in files
    assert doc["watch"]["actions"][0]["name"] == "type 5 chars"
    webp = Image.open(io.BytesIO(get(files["watch.webp"]["download_url"])))
    assert webp.format == "WEBP" and getattr(webp, "n_frames", 1) == len(distinct), webp
    assert max(webp.size) <= 640
    # a second stop is refused; the frames stay readable
    text = mcp.call_error("screen_watch", {"device_id": dev, "action": "stop", "sequence_id": seq})
    assert "stopped already" in text, text
    assert frames(mcp, dev, seq, select="first")[0]["selected"][0]["index"] == 0


def window_rects(mcp, dev) -> dict[int, dict]:
    return {w["id"]: w for w in mcp.device(dev, include_windows=True)["windows"]}


def test_input_into_another_window_is_no_span_of_the_watch(env):
    """A watch of the terminal while the key clicks into the editor and types there, then
    into the terminal: only the input aimed at the terminal (by where it lands on screen, and
    for keys which window has the focus) is a span of its watch. A watch of the display beside
    it notes all of it."""
    mcp, dev = env["mcp"], env["dev"]
    wins = window_rects(mcp, dev)
    term, editor = wins[TERMINAL], wins[EDITOR]

    def centre(w):
        return w["x"] + w["width"] // 2, w["y"] + w["height"] // 2

    (tx, ty), (ex, ey) = centre(term), centre(editor)
    assert not (term["x"] <= ex < term["x"] + term["width"] and term["y"] <= ey < term["y"] + term["height"])
    started, _, _ = watch(mcp, dev, "start", window_id=TERMINAL, fps=10)
    screen, _, _ = watch(mcp, dev, "start", fps=5, max_long_edge=320)
    try:
        elsewhere = [
            mcp.input(dev, "click", x=ex, y=ey),
            mcp.input(dev, "type", text="abcd"),
            mcp.input(dev, "scroll", x=ex, y=ey, dy=2),
        ]
        focused = [w["id"] for w in window_rects(mcp, dev).values() if w["focused"]]
        assert focused == [EDITOR], focused
        st, _, _ = watch(mcp, dev, "status", sequence_id=started["sequence_id"])
        assert st["watch"]["running"] and st["watch"].get("actions", []) == [], st["watch"]
        here = [
            mcp.input(dev, "click", x=tx, y=ty),
            mcp.input(dev, "type", text="xyz"),
            mcp.input(dev, "drag", x=ex, y=ey, to_x=tx, to_y=ty),
        ]
        receipt, _, text = watch(mcp, dev, "stop", sequence_id=started["sequence_id"])
        names = [a["name"] for a in receipt["meta"]["actions"]]
        assert names == [f"click left {tx},{ty}", "type 3 chars", f"drag left {ex},{ey} -> {tx},{ty}"], (names, here)
        assert all(h.startswith(n) for h, n in zip(here, names)), (names, here)
        assert "abcd" not in text and "4 chars" not in text, text
        whole, _, _ = watch(mcp, dev, "stop", sequence_id=screen["sequence_id"])
        assert [a["name"] for a in whole["meta"]["actions"]] == [
            f"click left {ex},{ey}", "type 4 chars", f"scroll 0,2 at {ex},{ey}",
            f"click left {tx},{ty}", "type 3 chars", f"drag left {ex},{ey} -> {tx},{ty}"], (whole["meta"]["actions"],
                                                                                             elsewhere, here)
    finally:
        # a failure above must not leave watches running into the next tests
        for w in (started, screen):
            try:
                watch(mcp, dev, "stop", sequence_id=w["sequence_id"])
            except AssertionError:
                pass


def test_a_static_window_costs_one_frame(env):
    mcp, dev = env["mcp"], env["dev"]
    started, _, _ = watch(mcp, dev, "start", window_id=TERMINAL, fps=20)
    time.sleep(1.5)
    receipt, [sheet], _ = watch(mcp, dev, "stop", sequence_id=started["sequence_id"])
    meta = receipt["meta"]
    assert meta["frame_count"] >= 15 and meta["distinct_frames"] == 1, meta
    _, [first], _ = frames(mcp, dev, started["sequence_id"], select="first", format="png")
    # one frame's decoded pixels (what the 48 MiB count), not fifteen
    assert meta["stored_bytes"] == first.size[0] * first.size[1] * 4, meta
    assert [t["frame"] for t in receipt["tiles"]] == [0, meta["frame_count"] - 1]
    assert receipt["most_changed"] == []
    assert meta["actual_fps"] > 8, meta


def test_a_watch_stops_itself_at_its_timeout(env):
    mcp, dev = env["mcp"], env["dev"]
    started, _, _ = watch(mcp, dev, "start", fps=5, timeout_ms=600, max_long_edge=320)
    _, [first], _ = frames(mcp, dev, started["sequence_id"], select="first", format="png")
    assert max(first.size) == 320, first.size

    def stopped():
        st, _, _ = watch(mcp, dev, "status", sequence_id=started["sequence_id"])
        return st["watch"] if not st["watch"]["running"] else None

    w = H.wait_until("the watch to stop itself", stopped, timeout=10, interval=0.2)
    assert w["stop_reason"] == "timeout" and w["pending_slots"] == 0, w
    assert 600 <= w["elapsed_ms"] < 2000
    receipt, _, _ = watch(mcp, dev, "stop", sequence_id=started["sequence_id"])
    assert receipt["meta"]["stop_reason"] == "timeout"
    # the relay follows every watch and audits how it ended, even when nobody asks

    def ended():
        return [e for e in env["relay"].audit() if e.get("kind") == "watch_ended"
                and (e.get("detail") or {}).get("sequence_id") == started["sequence_id"]] or None

    [event] = H.wait_until("watch_ended in the audit log", ended, timeout=10, interval=0.3)
    assert event["detail"]["stop_reason"] == "timeout" and event["device_id"] == dev, event
    assert event["detail"]["frames"] == w["frame_count"], (event, w)


def test_viewport_and_bounds(env):
    mcp, dev = env["mcp"], env["dev"]
    started, _, _ = watch(mcp, dev, "start", viewport={"x": 0, "y": 0, "width": 200, "height": 100}, fps=2)
    sc, [img], _ = frames(mcp, dev, started["sequence_id"], select="first", format="png")
    assert img.size == (200, 100), img.size
    # with no sequence_id, stop ends this key's one running watch
    receipt, _, _ = watch(mcp, dev, "stop")
    assert receipt["meta"]["sequence_id"] == started["sequence_id"]
    for args, needle in [
        ({"fps": 31}, "1..=30"),
        ({"timeout_ms": 300001}, "1..=300000"),
        ({"max_long_edge": 63}, "64..=4096"),
        ({"viewport": {"x": 5000, "y": 0, "width": 10, "height": 10}}, "viewport"),
        ({"video": True}, "video"),
    ]:
        text = mcp.call_error("screen_watch", {"device_id": dev, "action": "start", **args})
        assert needle in text, (args, text)
    text = mcp.call_error("screen_watch", {"device_id": dev, "action": "status"})
    assert "no running watch" in text, text


def test_screen_watch_needs_its_scope(env):
    key = env["relay"].create_key("no-watch", ["screen_sequence"], ["*"])
    mcp = env["relay"].mcp(key["secret"])
    assert "screen_watch" not in mcp.tool_names()
    text = mcp.call_error("screen_watch", {"device_id": env["dev"], "action": "start"})
    assert "lacks scope" in text, text


def test_a_revoked_keys_watch_ends_as_access_revoked(env):
    relay, dev = env["relay"], env["dev"]
    key = relay.create_key("watch-revoked", SCOPES, ["*"])
    started, _, _ = watch(relay.mcp(key["secret"]), dev, "start", fps=2)
    relay.cli("keys", "revoke", key["id"])

    def ended():
        return [e for e in relay.audit() if e.get("kind") == "watch_ended"
                and (e.get("detail") or {}).get("sequence_id") == started["sequence_id"]] or None

    [event] = H.wait_until("the revoked key's watch to end", ended, timeout=20, interval=0.5)
    assert event["detail"]["stop_reason"] == "access_revoked", event
    assert event["key_id"] == key["id"], event


def test_a_receipt_of_more_than_forty_changed_frames_keeps_forty_on_its_sheet(env):
    """The display's clock changes every 100 ms: a 10 s watch at 20 fps has up to 100 frames
    that differ from the one before (about 50 from a debug agent on a busy machine, which
    samples at 5 fps). The sheet keeps 40 (the first, the last, those around the action, the
    rest spread evenly) and says how many it left out."""
    mcp, dev = env["mcp"], env["dev"]
    started, _, _ = watch(mcp, dev, "start", fps=20, max_long_edge=320)
    seq = started["sequence_id"]
    time.sleep(5)
    mcp.input(dev, "type", text="mid")
    time.sleep(5)
    receipt, [sheet], text = watch(mcp, dev, "stop", sequence_id=seq)
    meta = receipt["meta"]
    n, distinct = meta["frame_count"], meta["distinct_frames"]
    assert distinct > 45, meta
    sc_last, _, _ = frames(mcp, dev, seq, select="last")
    last = sc_last["selected"][0]
    assert last["index"] == n - 1
    candidates = distinct + (0 if last["changed"] else 1)
    tiles = [t["frame"] for t in receipt["tiles"]]
    assert len(tiles) == 40 and tiles == sorted(set(tiles)), tiles
    assert receipt["sheet_omitted"] == candidates - 40 > 0, (receipt["sheet_omitted"], candidates)
    assert f"({receipt['sheet_omitted']} more left out" in text, text
    assert tiles[0] == 0 and tiles[-1] == n - 1, tiles
    # every tile is a frame that differs from the one before (or the last)
    picked = frames(mcp, dev, seq, select={"indexes": tiles})[0]["selected"]
    assert all(f["changed"] or f["index"] == n - 1 for f in picked), [f for f in picked if not f["changed"]]
    # the frames around the action are kept
    [action] = meta["actions"]
    assert action["name"] == "type 3 chars", action
    around = [i for i in (action["frame_before"], action["frame_after"]) if i is not None]
    assert around, action
    shown = frames(mcp, dev, seq, select={"indexes": around})[0]["selected"]
    for f in shown:
        kept = f["repeat_of"] if f.get("repeat_of") is not None else f["index"]
        assert kept in tiles, (f, tiles)
    # the sheet holds 40 tiles, within its default 1600 px
    assert max(sheet.size) <= 1600
    for t in receipt["tiles"]:
        r = t["rect"]
        assert r["x"] + r["width"] <= sheet.size[0] and r["y"] + r["height"] <= sheet.size[1], t


@pytest.mark.timeout(300)
def test_a_watch_stops_itself_at_3000_frames(h, env):
    """3000 frames stop a watch by itself (proto::MAX_WATCH_FRAMES). At the highest rate, 30 fps,
    that takes 100 s: this test cannot be fast. A static window on a small synthetic screen keeps
    it cheap: every frame repeats the first and costs nothing."""
    relay, mcp = env["relay"], env["mcp"]
    small, agent = h.device(relay, "watch-3000", source="synthetic:256x192")
    dev = small["id"]
    started, _, _ = watch(mcp, dev, "start", window_id=TERMINAL, fps=30, max_long_edge=64, timeout_ms=300000)
    seq = started["sequence_id"]

    def stopped():
        st, _, _ = watch(mcp, dev, "status", sequence_id=seq)
        return st["watch"] if not st["watch"]["running"] else None

    w = H.wait_until("the watch to stop at 3000 frames", stopped, timeout=200, interval=2,
                     procs=[agent.proc, relay.proc])
    assert w["stop_reason"] == "frame_limit", w
    assert w["stop_detail"] == "3000 frames reached", w
    assert w["frame_count"] == 3000 and w["distinct_frames"] == 1, w
    # stopped early by a limit, it reports the slots up to its timeout it never sampled:
    # 300 s at 30 fps is 9000 slots
    assert w["pending_slots"] > 0 and w["frame_count"] + len(w["skipped_slots"]) + w["pending_slots"] == 9000, w
    assert 99000 <= w["elapsed_ms"] < 200000, w
    receipt, _, text = watch(mcp, dev, "stop", sequence_id=seq)
    assert receipt["meta"]["stop_reason"] == "frame_limit" and "stop_reason frame_limit" in text, text
    assert [t["frame"] for t in receipt["tiles"]] == [0, 2999], receipt["tiles"]
    sc, [img], _ = frames(mcp, dev, seq, select="last", format="png")
    assert sc["selected"][0]["index"] == 2999 and sc["selected"][0]["repeat_of"] == 0, sc["selected"]

    def ended():
        return [e for e in relay.audit() if e.get("kind") == "watch_ended"
                and (e.get("detail") or {}).get("sequence_id") == seq] or None

    [event] = H.wait_until("watch_ended in the audit log", ended, timeout=10, interval=0.3)
    assert event["detail"]["stop_reason"] == "frame_limit" and event["detail"]["frames"] == 3000, event
