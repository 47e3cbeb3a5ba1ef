"""`relay artifacts`: an operator lists, shows and deletes stored recordings, on the
filesystem store and on a real S3-protocol server (s3s-fs); a deleted artifact's bytes and
links are gone, the deletion is audited, and asking again is a clear error."""

from __future__ import annotations

import httpx2

import harness as H


def recorded(h: H.Harness, relay: H.Relay, name: str, *procs: H.Proc) -> tuple[dict, dict]:
    """A device of `relay` with one ready recording: (device, the file object)."""
    dev, agent = h.device(relay, name)
    mcp = relay.admin
    mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    H.wait_until("a second of recording", lambda: mcp.recording(dev["id"], "status")["file"].get("frames", 0) >= 5,
                 timeout=20, procs=[agent.proc, relay.proc, *procs])
    mcp.recording(dev["id"], "stop")
    return dev, mcp.wait_recording(dev["id"], "ready", procs=[agent.proc, relay.proc, *procs])["file"]


def check_list_show_delete(relay: H.Relay, dev: dict, file: dict, stored, *delete_args: str) -> None:
    listed = relay.cli("artifacts", "list").json["artifacts"]
    mine = [a for a in listed if a["device_id"] == dev["id"]]
    assert len(mine) == 1, listed
    art = mine[0]
    assert (art["kind"], art["state"], art["size_bytes"]) == ("recording", "ready", file["size_bytes"]), art
    assert relay.cli("artifacts", "list", "--device", "d_nobody").json["artifacts"] == []
    shown = relay.cli("artifacts", "show", art["id"]).json
    assert shown["id"] == art["id"] and shown["sha256"] == art["sha256"], shown
    people = relay.cli("artifacts", "list", json_out=False).stdout
    assert art["id"] in people and "ready" in people, people
    assert httpx2.get(file["download_url"], timeout=10, follow_redirects=True).status_code == 200
    before = stored()
    assert before, "the store holds the recording"

    done = relay.cli("artifacts", "delete", art["id"], *delete_args).json
    assert done == {"id": art["id"], "deleted": True, "size_bytes": file["size_bytes"]}, done
    assert len(stored()) < len(before), (before, stored())
    gone = httpx2.get(file["download_url"], timeout=10)
    assert gone.status_code == 404, (gone.status_code, gone.text[:200])
    assert relay.cli("artifacts", "list", "--device", dev["id"]).json["artifacts"] == []
    again = relay.cli("artifacts", "delete", art["id"], *delete_args, check=False, json_out=False)
    assert again.rc != 0 and f"no artifact {art['id']}" in again.stderr, again.describe()
    missing = relay.cli("artifacts", "show", art["id"], check=False, json_out=False)
    assert missing.rc != 0 and "no artifact" in missing.stderr, missing.describe()
    deleted = [e for e in relay.audit() if e["kind"] == "artifact_deleted"]
    assert len(deleted) == 1 and deleted[0]["detail"]["artifact_id"] == art["id"], deleted
    assert deleted[0]["detail"]["by"] == "cli", deleted
    assert relay.verify().json["ok"] is True


def test_operator_lists_shows_and_deletes_an_artifact_on_the_filesystem_store(h):
    relay = h.relay()
    dev, file = recorded(h, relay, "art-fs")
    objects = relay.data / "artifacts"
    check_list_show_delete(relay, dev, file, lambda: [p for p in objects.rglob("*.mp4") if p.is_file()])


def test_operator_deletes_an_artifact_on_the_s3_store(h):
    s3 = H.S3Server(h).start()
    relay = h.relay(extra_args=s3.relay_args(), env=s3.relay_env())
    dev, file = recorded(h, relay, "art-s3", s3.proc)
    check_list_show_delete(relay, dev, file, s3.objects, *s3.relay_args())
