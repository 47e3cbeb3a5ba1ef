"""screen_sequence through the official Python MCP SDK, against synthetic devices whose picture
is documented: the status strip's clock changes every 100 ms, the echo window changes only on
input, so which frames differ is known exactly. Timing, stop reasons, selections, contact
sheets and max composites are checked against the frames themselves, pixel by pixel. A capture
slower than its timeout stops as timeout; a selection of more than 40 frames is capped with a
note naming the rest."""

from __future__ import annotations

import threading
import time

import httpx2
import pytest
from PIL import Image, ImageChops

import harness as H

ECHO = 3  # the synthetic echo window's id
SEQ_SCOPES = ["list_devices", "screenshot", "input", "screen_sequence"]


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "seq-dev", source="synthetic")
    key = relay.create_key("seq", SEQ_SCOPES, ["*"])
    return {"relay": relay, "dev": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"]), "key": key}


def capture(mcp, dev, **args):
    return mcp.sequence_capture(dev, **args)


def frames(mcp, dev, seq, **args):
    return mcp.sequence_frames(dev, seq, **args)


def check_timing(meta, slots: int):
    fr = meta["frames"]
    n = len(fr)
    assert meta["frame_count"] == n
    assert [f["index"] for f in fr] == list(range(n))
    ts = [f["timestamp_ms"] for f in fr]
    assert ts == sorted(ts) and len(set(ts)) == n, ts
    slots_used = [f["slot"] for f in fr]
    assert slots_used == sorted(slots_used) and len(set(slots_used)) == n
    # every slot is a frame, a skipped slot or pending: nothing is invented or lost
    assert set(slots_used).isdisjoint(meta["skipped_slots"])
    assert n + len(meta["skipped_slots"]) + meta["pending_slots"] == slots, meta
    for f in fr:
        assert 0 <= f["capture_latency_ms"] <= f["sample_latency_ms"], f
    if n >= 2:
        span = ts[-1] - ts[0]
        assert meta["actual_fps"] == pytest.approx((n - 1) / (span / 1000), rel=1e-6)
        gaps = [b - a for a, b in zip(ts, ts[1:])]
        iv = meta["interval_ms"]
        assert iv["min"] == pytest.approx(min(gaps)) and iv["max"] == pytest.approx(max(gaps))
        assert iv["mean"] == pytest.approx(span / (n - 1))
    else:
        assert meta["actual_fps"] is None
    assert meta["elapsed_ms"] >= ts[-1]


def test_a_2s_capture_at_10fps(h, env):
    # On a 640x400 screen (1000 KiB a frame decoded) twenty frames that all differ (the clock)
    # fit in the 48 MiB; at 1280x800 the twelfth would fill them. A screen of that size rather
    # than a scaled-down capture: a debug build's resize alone takes longer than a 100 ms slot.
    small, _ = h.device(env["relay"], "seq-small", source="synthetic:640x400")
    meta = capture(env["mcp"], small["id"], duration_ms=2000, fps=10, max_frames=100)
    assert meta["stop_reason"] == "completed", meta["text"]
    assert 15 <= meta["frame_count"] <= 20, meta["text"]
    assert meta["pending_slots"] == 0
    check_timing(meta, 20)
    for f in meta["frames"]:
        assert f["timestamp_ms"] >= f["slot"] * 100 - 1, f
        assert (f["width"], f["height"]) == (640, 400)
    assert 1900 <= meta["elapsed_ms"] < 4000, meta["elapsed_ms"]
    assert 7.0 <= meta["actual_fps"] <= 11.0, meta["actual_fps"]
    # the store counts each distinct frame's decoded bytes (the spec's 48 MiB are of decoded
    # frames), not what it compressed to; a frame equal to the one before adds nothing
    assert meta["distinct_frames"] >= 1 and meta["stored_bytes"] == meta["distinct_frames"] * 640 * 400 * 4, meta
    assert "stop_reason completed" in meta["text"] and meta["sequence_id"] in meta["text"]


def test_max_frames_stops_with_pending_slots(env):
    meta = capture(env["mcp"], env["dev"], duration_ms=2000, fps=10, max_frames=5)
    assert meta["stop_reason"] == "frame_limit", meta["text"]
    assert meta["frame_count"] == 5
    assert meta["pending_slots"] >= 14, meta
    check_timing(meta, 20)
    assert meta["elapsed_ms"] < 1500


def test_a_single_frame_has_no_fps(env):
    meta = capture(env["mcp"], env["dev"], duration_ms=1, fps=1)
    assert meta["frame_count"] == 1 and meta["stop_reason"] == "completed"
    assert meta["actual_fps"] is None and meta["interval_ms"] is None


def test_out_of_bounds_fields_are_refused_by_name(env):
    mcp, dev = env["mcp"], env["dev"]
    cases = [
        ({}, "duration_ms"),
        ({"duration_ms": 60001}, "1..=60000"),
        ({"duration_ms": 100, "fps": 31}, "1..=30"),
        ({"duration_ms": 100, "max_frames": 0}, "1..=300"),
        ({"duration_ms": 5000, "timeout_ms": 4000}, "timeout_ms"),
        # timeout_ms defaults to 15000 whatever the duration, and is at least the duration
        ({"duration_ms": 15001}, "timeout_ms: defaults to 15000 ms, shorter than duration_ms 15001; give timeout_ms "
                                 "in 15001..=90000"),
        ({"duration_ms": 100, "max_long_edge": 5000}, "64..=4096"),
        ({"duration_ms": 100, "scale": 0.01}, "scale"),
        ({"duration_ms": 100, "region": {"x": 1200, "y": 0, "width": 200, "height": 10}}, "region"),
        ({"duration_ms": 100, "window_id": 999999}, "999999"),
        # A display that does not exist is a wrong argument, not a capture that failed.
        ({"duration_ms": 100, "display": 7}, "no display 7"),
    ]
    for args, needle in cases:
        text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "capture", **args})
        assert needle in text, (args, text)
    text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames",
                                              "sequence_id": "seq_000000000000000000000000"})
    assert "no sequence" in text, text


def test_bad_frames_arguments_are_refused_by_name(env):
    mcp, dev = env["mcp"], env["dev"]
    seq = capture(mcp, dev, duration_ms=100, fps=10)["sequence_id"]
    cases = [
        ({"select": "most"}, "select"),
        ({"select": {"indexes": "0"}}, "select"),
        ({"select": {"indexes": list(range(3001))}}, "1 to 3000"),
        ({"select": {"from": 2, "to": 1}}, "select.from"),
        ({"as": "sheet", "columns": 11}, "1..=10"),
        ({"columns": 2}, "columns"),
        ({"as": "average"}, "as"),
        ({"max_long_edge": 10}, "64..=4096"),
        ({"region": {"x": -1, "y": 0, "width": 5, "height": 5}}, "region"),
        ({"fps": 5}, "fps"),
        ({"sequence_id": "seq_../../etc"}, "sequence_id"),
    ]
    for args, needle in cases:
        text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": seq, **args})
        assert needle in text, (args, text)


def test_changed_returns_exactly_the_frames_the_input_changed(env):
    """The echo window changes only when input arrives: two typed texts during a 2.5 s capture
    make exactly three distinct frames (the first, and one after each input)."""
    mcp, dev = env["mcp"], env["dev"]

    def type_twice():
        time.sleep(0.8)
        mcp.input(dev, "type", text="one")
        time.sleep(0.8)
        mcp.input(dev, "type", text="two")

    typist = threading.Thread(target=type_twice)
    typist.start()
    meta = capture(mcp, dev, window_id=ECHO, duration_ms=2500, fps=10, max_frames=40)
    typist.join()
    assert meta["stop_reason"] == "completed", meta["text"]
    n = meta["frame_count"]
    assert n >= 20
    changed = [f["index"] for f in meta["frames"] if f["changed"]]
    assert len(changed) == 3 and changed[0] == 0, changed
    sc, imgs, _ = frames(mcp, dev, meta["sequence_id"], select="changed", format="png")
    assert [f["index"] for f in sc["selected"]] == changed
    assert len(imgs) == 3
    # the truth, from the pixels: every frame, compared with the one before
    sc_all, all_imgs, _ = frames(mcp, dev, meta["sequence_id"], select={"from": 0, "to": n - 1}, format="png")
    assert len(all_imgs) == n
    truth = [0] + [i for i in range(1, n) if ImageChops.difference(all_imgs[i], all_imgs[i - 1]).getbbox()]
    assert truth == changed, (truth, changed)
    for i, img in zip(changed, imgs):
        assert img.tobytes() == all_imgs[i].tobytes()
    # the named selections
    assert [f["index"] for f in frames(mcp, dev, meta["sequence_id"], select="first")[0]["selected"]] == [0]
    assert [f["index"] for f in frames(mcp, dev, meta["sequence_id"], select="last")[0]["selected"]] == [n - 1]
    assert [f["index"] for f in frames(mcp, dev, meta["sequence_id"], select="endpoints")[0]["selected"]] == [0, n - 1]
    sel = frames(mcp, dev, meta["sequence_id"], select={"indexes": [5, 1, 5]})[0]["selected"]
    assert [f["index"] for f in sel] == [1, 5]


def test_sheet_tiles_and_max_composite_pixel_by_pixel(env):
    mcp, dev = env["mcp"], env["dev"]
    # 1.5 s for the 5 frames the sheet needs: 8 times more than 10 fps takes, room for a busy machine
    meta = capture(mcp, dev, duration_ms=1500, fps=10, max_long_edge=400)
    seq, n = meta["sequence_id"], meta["frame_count"]
    assert n >= 5 and (meta["frames"][0]["width"], meta["frames"][0]["height"]) == (400, 250)
    _, originals, _ = frames(mcp, dev, seq, select={"from": 0, "to": 4}, format="png")
    sc, [sheet], text = frames(mcp, dev, seq, select={"from": 0, "to": 4}, **{"as": "sheet"}, columns=2)
    tiles = sc["tiles"]
    assert [t["frame"] for t in tiles] == [0, 1, 2, 3, 4]
    assert [(t["row"], t["column"]) for t in tiles] == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]
    for t, img in zip(tiles, originals):
        r = t["rect"]
        assert (r["width"], r["height"]) == img.size
        tile = sheet.crop((r["x"], r["y"], r["x"] + r["width"], r["y"] + r["height"]))
        assert tile.tobytes() == img.tobytes(), f"tile of frame {t['frame']} differs"
        assert f"row {t['row']} column {t['column']}: frame #{t['frame']}" in text
    assert max(sheet.size) <= 1600
    # a smaller limit shrinks every tile together
    sc, [small], _ = frames(mcp, dev, seq, select={"from": 0, "to": 4}, **{"as": "sheet"}, max_long_edge=300)
    assert max(small.size) <= 300
    # max and min composites are the per-channel extremes of the frames
    _, [mx], _ = frames(mcp, dev, seq, select={"from": 0, "to": 4}, **{"as": "max"})
    _, [mn], _ = frames(mcp, dev, seq, select={"from": 0, "to": 4}, **{"as": "min"})
    want_max, want_min = originals[0], originals[0]
    for img in originals[1:]:
        want_max = ImageChops.lighter(want_max, img)
        want_min = ImageChops.darker(want_min, img)
    assert mx.tobytes() == want_max.tobytes()
    assert mn.tobytes() == want_min.tobytes()
    # a region crops every frame first, in frame pixels
    sc, [crop], _ = frames(mcp, dev, seq, select="first", region={"x": 10, "y": 0, "width": 100, "height": 20},
                           format="png")
    assert crop.tobytes() == originals[0].crop((10, 0, 110, 20)).tobytes()
    assert sc["region"]["applied"] == {"x": 10, "y": 0, "width": 100, "height": 20}
    text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": seq,
                                              "region": {"x": 500, "y": 500, "width": 10, "height": 10}})
    assert "region" in text and "misses" in text, text
    text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": seq,
                                              "select": {"from": 0, "to": n}})
    assert "does not exist" in text, text


def test_a_capture_region_reports_requested_and_applied(env):
    meta = capture(env["mcp"], env["dev"], duration_ms=300, fps=10, max_long_edge=640,
                   region={"x": 0, "y": 0, "width": 320, "height": 16})
    f = meta["frames"][0]
    assert (f["width"], f["height"]) == (320, 16)
    assert f["crop"]["requested"] == f["crop"]["applied"] == {"x": 0, "y": 0, "width": 320, "height": 16}


def test_another_key_cannot_read_a_sequence(env):
    meta = capture(env["mcp"], env["dev"], duration_ms=100, fps=10)
    other = env["relay"].create_key("seq-other", SEQ_SCOPES, ["*"])
    text = env["relay"].mcp(other["secret"]).call_error(
        "screen_sequence", {"device_id": env["dev"], "action": "frames", "sequence_id": meta["sequence_id"]})
    assert "no sequence" in text, text


def test_the_store_keeps_the_newest_three(env):
    mcp, dev = env["mcp"], env["dev"]
    ids = [capture(mcp, dev, duration_ms=50, fps=10)["sequence_id"] for _ in range(4)]
    text = mcp.call_error("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": ids[0]})
    assert "evicted" in text, text
    sc, imgs, _ = frames(mcp, dev, ids[3], select="first")
    assert ids[0] in sc["meta"]["evicted"], sc["meta"]
    assert len(imgs) == 1


def test_a_key_revoked_mid_capture_gets_access_revoked(hm, env):
    relay = env["relay"]
    key = relay.create_key("seq-revoked", SEQ_SCOPES, ["*"])
    mcp = relay.mcp(key["secret"])
    threading.Timer(1.0, lambda: relay.cli("keys", "revoke", key["id"])).start()
    text = mcp.call_error("screen_sequence", {"device_id": env["dev"], "action": "capture",
                                              "duration_ms": 12000, "fps": 2, "timeout_ms": 20000})
    assert "access_revoked" in text, text
    # the key itself is refused from now on (401, saying why), so no frame of it can be read
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "screen_sequence", "arguments": {
        "device_id": env["dev"], "action": "frames", "sequence_id": "seq_000000000000000000000000"}}}
    r = httpx2.post(relay.url + "/mcp", json=body, timeout=10, headers={
        "Authorization": f"Bearer {key['secret']}", "Accept": "application/json, text/event-stream"})
    assert r.status_code == 401 and "revoked" in r.text, (r.status_code, r.text)
    events = [e for e in relay.audit() if e.get("tool") == "screen_sequence" and e.get("key_id") == key["id"]]
    assert events and events[-1]["outcome"] == "denied", events


def test_a_caller_that_hangs_up_cancels_the_capture(env):
    """A raw MCP POST that gives up after 1 s: the relay tells the device to stop (cancelled)
    and audits it, instead of capturing for nobody."""
    relay = env["relay"]
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "screen_sequence", "arguments": {
                "device_id": env["dev"], "action": "capture", "duration_ms": 20000, "fps": 2,
                "max_frames": 300, "timeout_ms": 30000}}}
    headers = {"Authorization": f"Bearer {env['key']['secret']}", "Content-Type": "application/json",
               "Accept": "application/json, text/event-stream"}
    t0 = time.monotonic()
    with pytest.raises(httpx2.TimeoutException):
        httpx2.post(relay.url + "/mcp", json=body, headers=headers, timeout=1.0)

    def cancelled():
        return [e for e in relay.audit() if e.get("tool") == "screen_sequence"
                and "cancelled" in str((e.get("detail") or {}).get("error", ""))] or None

    [event] = H.wait_until("the cancelled capture to be audited", cancelled, timeout=10, interval=0.2)
    assert event["outcome"] == "error" and "device told: true" in event["detail"]["error"], event
    assert time.monotonic() - t0 < 10


def test_a_capture_slower_than_its_timeout_stops_as_timeout(h, env):
    """timeout_ms equal to duration_ms: on a 4096x3072 synthetic screen kept at full size one
    sample takes far longer than the 100 ms allowed (several hundred ms in a debug build), so
    the capture ends at its timeout with the frame it had, not as completed."""
    # 4096x3072 is 48 MiB decoded, as much as a sequence may hold
    dev, _ = h.device(env["relay"], "seq-huge", source="synthetic:4096x3072")
    meta = capture(env["mcp"], dev["id"], duration_ms=100, fps=30, timeout_ms=100, max_long_edge=4096)
    assert meta["stop_reason"] == "timeout", meta["text"]
    assert meta["stop_detail"] == "timeout_ms 100 reached", meta
    assert meta["frame_count"] == 1, meta["text"]
    f = meta["frames"][0]
    assert (f["width"], f["height"]) == (4096, 3072), f
    assert meta["stored_bytes"] == 48 * 1024 * 1024, meta
    # the one sample (grab, then copy) ended after the timeout: it began at
    # timestamp - capture latency and took its sample latency
    assert f["timestamp_ms"] - f["capture_latency_ms"] + f["sample_latency_ms"] > 100, f
    assert meta["elapsed_ms"] > 100, meta
    check_timing(meta, 3)
    assert meta["pending_slots"] == 2 and meta["skipped_slots"] == [], meta
    assert "partial" in meta["text"] and "stop_reason timeout" in meta["text"], meta["text"]
    # what was captured before the timeout stays readable
    sc, [img], _ = frames(env["mcp"], dev["id"], meta["sequence_id"], select="last", max_long_edge=256)
    assert img.size == (256, 192) and sc["selected"][0]["index"] == 0


def test_a_selection_over_forty_frames_is_capped_with_a_note_naming_the_rest(env):
    mcp, dev = env["mcp"], env["dev"]
    # 60 frames stop it (3 s at 20 fps); a debug agent on a busy machine may sample at 5 fps,
    # so the duration leaves it 15 s to get there
    meta = capture(mcp, dev, duration_ms=15000, fps=20, max_frames=60, max_long_edge=160)
    assert meta["stop_reason"] == "frame_limit" and meta["frame_count"] == 60, meta["text"]
    seq = meta["sequence_id"]
    res = mcp.call_ok("screen_sequence", {"device_id": dev, "action": "frames", "sequence_id": seq, "select": "all"})
    imgs = H.images_of(res)
    assert len(imgs) == 40, len(imgs)
    sc = res.structured_content
    assert [f["index"] for f in sc["selected"]] == list(range(40)), sc["selected"]
    assert len(sc["images"]) == 40
    assert sc["capped"] == {"picked": 60, "returned": 40, "next": list(range(40, 60))}, sc["capped"]
    notes = [c.text for c in res.content if getattr(c, "type", "") == "text" and c.text.startswith("capped:")]
    assert len(notes) == 1, [getattr(c, "text", c.type) for c in res.content]
    note = notes[0]
    assert "picked 60 frames" in note and "20 more" in note, note
    assert '{"from": 40, "to": 59}' in note, note
    # the note's selection reads the rest, uncapped
    sc2, rest, text = frames(mcp, dev, seq, select={"from": 40, "to": 59})
    assert len(rest) == 20 and [f["index"] for f in sc2["selected"]] == list(range(40, 60))
    assert sc2.get("capped") is None and "capped:" not in text, sc2.get("capped")
    # exactly 40 is not capped
    sc3, forty, text = frames(mcp, dev, seq, select={"from": 10, "to": 49})
    assert len(forty) == 40 and sc3.get("capped") is None and "capped:" not in text
