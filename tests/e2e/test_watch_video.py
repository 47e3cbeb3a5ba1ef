"""A watch read as a video through the official Python MCP SDK: video_frames takes the watch's
animated watch.webp (its wf_ id) or the watch itself (its seq_ id) and surveys it like any
video; a watch's PNG or JSON file is refused naming what to pass instead, and a key that does
not reach the watch's device learns nothing of it."""

from __future__ import annotations

import time

import harness as H

ECHO = 3
SCOPES = ["list_devices", "input", "screen_watch", "video_frames"]


def test_a_watch_reads_as_a_video_by_its_animation_or_its_id(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "watch-video-dev", source="synthetic")
    key = relay.create_key("watcher", SCOPES, ["*"])
    mcp = relay.mcp(key["secret"])
    device = dev["id"]
    started, _, _ = mcp.watch(device, "start", window_id=ECHO, fps=10)
    seq = started["sequence_id"]
    time.sleep(1.0)
    assert mcp.input(device, "type", text="hello watch").startswith("type 11 chars")
    time.sleep(1.0)
    receipt, _, _ = mcp.watch(device, "stop", sequence_id=seq, video=True)
    assert receipt["meta"]["distinct_frames"] == 2, receipt["meta"]

    def ready():
        st, _, _ = mcp.watch(device, "status", sequence_id=seq)
        files = st["files"]
        if files and all(f["state"] == "ready" for f in files) and len(files) == len(receipt["files"]):
            return {f["name"]: f for f in files}
        return None

    files = H.wait_until("the watch's files to be uploaded", ready, timeout=60, interval=0.5, procs=[agent.proc])
    animation = files["watch.webp"]["artifact_id"]
    assert animation.startswith("wf_"), files["watch.webp"]

    by_file = mcp.call("video_frames", {"video": animation})
    assert not by_file.is_error, H.result_text(by_file)
    by_watch = mcp.call("video_frames", {"video": seq})
    assert not by_watch.is_error, H.result_text(by_watch)
    for res in (by_file, by_watch):
        sc = res.structured_content
        assert (sc["container"], sc["codec"]) == ("webp", "webp-animation"), sc
        assert sc["video"] == animation, sc
        # The typed text's echo is the one change: bracketed by the frames either side.
        assert sc["changes"] == 1, H.result_text(res)
        roles = [f["role"] for f in sc["frames"]]
        assert "changed" in roles and roles[0] in ("opening", "before"), roles
        manifest = res.content[0].text
        assert manifest.startswith(f"{animation} (watch.webp of watch {seq}) — "), manifest.splitlines()[0]
        images = [c for c in res.content if getattr(c, "type", "") == "image"]
        assert len(images) == len(sc["frames"]) >= 2

    # A watch's other files are not videos: the refusal names what to pass.
    text = mcp.call_error("video_frames", {"video": files["watch.json"]["artifact_id"]})
    assert "is watch.json of watch" in text and "pass that watch's watch.webp" in text and seq in text, text

    # A key that does not reach the device learns nothing of the watch.
    other = relay.create_key("elsewhere", SCOPES, ["no-such-device"])
    stranger = relay.mcp(other["secret"])
    text = stranger.call_error("video_frames", {"video": seq})
    assert text == f"video: no watch {seq} that this key may read", text
    text = stranger.call_error("video_frames", {"video": "seq_0123456789abcdef01234567"})
    assert text == "video: no watch seq_0123456789abcdef01234567 that this key may read", text
