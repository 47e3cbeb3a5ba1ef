"""Share links: a view-only player page for a few recordings that a person opens without an
account (an auditor, a QA team reviewing a run). Made from the CLI and from the console (in
Debian's chromium), played without sign-in, every opening and every request for bytes
audited; dead at once on revocation, on expiry and when the key that made it is revoked.
Hostile peers: guessed tokens (refused alike, then rate limited), a page's signed link
turned to another recording or another share, a QA person sharing what it cannot reach or
revoking another's share."""

from __future__ import annotations

import json
import time
from urllib.parse import urlsplit

import httpx2
import pytest

import harness as H
from test_console import Session, goto, no_serious_violations, open_console


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    qa_dev, qa_agent = hm.device(relay, "qa-phone", labels=["qa"])
    ops_dev, ops_agent = hm.device(relay, "ops-box", labels=["ops"])
    maker = relay.create_key("maker", H.LIVE_SCOPES, ["*"])
    admin = relay.create_key("share-admin", ["admin"], ["*"])
    qa = relay.create_key("share-qa", ["console"], ["qa-*"])
    mcp = relay.mcp(maker["secret"])
    # Two recordings on the QA device (one test run's two parts) and one on the other.
    recordings: dict[str, list[dict]] = {qa_dev["id"]: [], ops_dev["id"]: []}
    for dev in (qa_dev, ops_dev, qa_dev):
        mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
        time.sleep(2.5)
        mcp.recording(dev["id"], "stop")
        sc = mcp.wait_recording(dev["id"], procs=[relay.proc])
        recordings[dev["id"]].append(relay.cli("artifacts", "show", sc["file"]["recording_id"]).json)
    return {"relay": relay, "qa_dev": qa_dev, "ops_dev": ops_dev, "admin": admin, "qa": qa,
            "recordings": recordings, "agents": [qa_agent, ops_agent]}


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


def share(relay: H.Relay, ids: list[str], title: str = "run 42", ttl: str = "1h") -> dict:
    args = ["share", "create", "--title", title, "--ttl", ttl, "--url", relay.url]
    for i in ids:
        args += ["--artifact", i]
    made = relay.cli(*args).json
    assert made["url"].startswith(f"{relay.url}/share/#sht_"), made
    return made


def token_of(made: dict) -> str:
    return made["url"].split("#", 1)[1]


def open_share(relay: H.Relay, token: str) -> httpx2.Response:
    return httpx2.post(f"{relay.url}/v1/share/open", json={"token": token}, timeout=20)


def fetch(relay: H.Relay, path: str, **kw) -> httpx2.Response:
    return httpx2.get(f"{relay.url}{path}", timeout=20, **kw)


def test_a_share_link_plays_without_sign_in_and_every_opening_is_audited(env, browser):
    relay = env["relay"]
    run = env["recordings"][env["qa_dev"]["id"]]
    made = share(relay, [r["id"] for r in run], title="Checkout test, run 42")
    # No cookie, no key: the link alone.
    page = browser.open(made["url"], bypass_csp=True)
    page.wait_for("document.body.dataset.state === 'ready'")
    assert "#" not in page.eval("location.href"), "the token must leave the address bar"
    assert page.eval("document.getElementById('title').textContent") == "Checkout test, run 42"
    shown = page.eval("[...document.querySelectorAll('video')].map(v => v.dataset.id)")
    assert shown == [r["id"] for r in run], shown
    # The second part plays, to its end's length.
    duration = page.wait_for(
        "(() => { const v = document.querySelectorAll('video')[1]; v.muted = true; v.play().catch(() => {});"
        " return v.currentTime > 1 && v.duration > 0 && v.duration; })()", timeout=30)
    assert abs(duration - run[1]["report"]["duration_ms"] / 1000) < 0.5, (duration, run[1]["report"])
    # Each recording carries its actions as markers, read under its own link.
    counts = page.wait_for("(() => { const p = [...document.querySelectorAll('.player[data-id]')];"
                           " return p.every(x => x.dataset.actions) && p.map(x => Number(x.dataset.actions)); })()")
    assert len(counts) == 2 and all(n >= 1 for n in counts), counts
    titles = page.eval("[...document.querySelectorAll('.player')[0].querySelectorAll('.marker')].map(m => m.title)")
    assert any("screen_recording stop" in t and "maker" in t for t in titles), titles
    no_serious_violations(page, "Share page")
    assert page.errors() == []
    events = relay.audit()
    read = [e for e in events if e["kind"] == "share_actions_read" and e["detail"]["share_id"] == made["id"]]
    assert sorted(e["detail"]["artifact_id"] for e in read) == sorted(r["id"] for r in run), read
    created = [e for e in events if e["kind"] == "share_created" and e["detail"]["share_id"] == made["id"]]
    assert len(created) == 1 and created[0]["detail"]["by"] == "cli", created
    assert created[0]["detail"]["artifact_ids"] == [r["id"] for r in run], created
    opened = [e for e in events if e["kind"] == "share_opened" and e["detail"]["share_id"] == made["id"]]
    assert len(opened) == 1, opened
    assert opened[0]["detail"]["address"] == "127.0.0.1" and "Chrome" in opened[0]["detail"]["user_agent"], opened
    streamed = [e for e in events if e["kind"] == "artifact_downloaded" and e["detail"].get("share_id") == made["id"]]
    assert {e["detail"]["artifact_id"] for e in streamed} >= {run[1]["id"]}, streamed
    assert all(e["key_id"] is None for e in streamed), streamed
    page.close()


def test_a_share_plays_from_an_s3_store_under_the_page_s_own_policy(h, browser):
    """With the artifacts in S3, the page's links redirect to presigned URLs of the bucket:
    the page's Content-Security-Policy names that origin, so the video plays (in the
    console too, which serves the same policy)."""
    s3 = H.S3Server(h).start()
    relay = h.relay(extra_args=s3.relay_args(), env=s3.relay_env())
    dev, agent = h.device(relay, "s3-shared")
    mcp = relay.mcp(relay.create_key("maker", ["screen_recording"], ["*"])["secret"])
    mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    time.sleep(2.5)
    mcp.recording(dev["id"], "stop")
    rec = mcp.wait_recording(dev["id"], procs=[agent.proc, relay.proc, s3.proc])["file"]["recording_id"]
    made = share(relay, [rec], title="from the bucket")
    policy = httpx2.get(f"{relay.url}/share/", timeout=20).headers["content-security-policy"]
    origin = s3.url.rstrip("/")
    assert f"media-src 'self' {origin};" in policy, policy
    # The page's policy is enforced (no bypass): polled with evaluations, which it does not
    # govern, rather than a wait that would run the expression as page script.
    page = browser.open(made["url"])
    procs = [relay.proc, s3.proc]
    H.wait_until("the share page ready", lambda: page.eval("document.body.dataset.state === 'ready' || null"),
                 timeout=20, procs=procs)
    page.eval("(document.addEventListener('securitypolicyviolation', (e) => "
              "(window.violations = window.violations || []).push(e.blockedURI)), true)")
    H.wait_until("the video playing from the bucket", lambda: page.eval(
        "(() => { const v = document.querySelector('video'); v.muted = true; v.play().catch(() => {});"
        " return v.currentTime > 1 || null; })()"), timeout=30, procs=procs)
    assert page.eval("window.violations || []") == []
    assert page.errors() == []
    page.close()


def test_a_share_made_in_the_console_dies_at_once_when_revoked_there(env, browser):
    relay = env["relay"]
    run = env["recordings"][env["qa_dev"]["id"]]
    console = open_console(browser, relay, env["admin"])
    goto(console, f"recordings?device={env['qa_dev']['id']}", "recordings")
    for r in run:
        console.click_on(f"input[data-share='{r['id']}']")
    console.fill("input[name='title']", "Nightly, failed")
    console.click_on("button:text('Make a share link')")
    url = console.wait_for("document.getElementById('share-url') && document.getElementById('share-url').textContent")
    no_serious_violations(console, "Recordings with a share made")
    token = url.split("#", 1)[1]
    opened = open_share(relay, token)
    assert opened.status_code == 200, opened.text
    view = opened.json()
    assert [r["id"] for r in view["recordings"]] == [r["id"] for r in run], view
    stream = view["recordings"][0]["url"]
    res = fetch(relay, stream, headers={"Range": "bytes=0-99"})
    assert res.status_code == 206 and len(res.content) == 100, res.status_code
    # The share names the console session and its key.
    listed = console.eval("fetch('/v1/console/api/shares').then(r => r.json())")["shares"]
    mine = [s for s in listed if s["id"] == view["id"]]
    assert mine and mine[0]["key_id"] == env["admin"]["id"] and mine[0]["state"] == "active", listed
    goto(console, "shares", "shares")
    no_serious_violations(console, "Share links")
    console.eval("(window.confirm = () => true, true)")
    console.click_on(f"tr[data-share='{view['id']}'] button:text('Revoke')")
    console.wait_for(f"document.querySelector(\"tr[data-share='{view['id']}'] td:nth-child(6)\").textContent === 'revoked'")
    # At once: the page's links and the token itself.
    res = fetch(relay, stream, headers={"Range": "bytes=0-99"})
    assert res.status_code == 410 and "revoked" in res.text, (res.status_code, res.text)
    again = open_share(relay, token)
    assert again.status_code == 410 and "revoked" in again.text, again.text
    page = browser.open(url, bypass_csp=True)
    page.wait_for("document.body.dataset.state === 'refused'")
    assert "revoked" in page.eval("document.getElementById('refusal').textContent")
    page.close()
    revoked = [e for e in relay.audit() if e["kind"] == "share_revoked" and e["detail"]["share_id"] == view["id"]]
    assert len(revoked) == 1 and revoked[0]["key_id"] == env["admin"]["id"], revoked
    assert console.errors() == []
    console.close()


def test_a_share_dies_on_expiry_and_with_the_key_that_made_it(env):
    relay = env["relay"]
    rec = env["recordings"][env["qa_dev"]["id"]][0]
    made = share(relay, [rec["id"]], ttl="3s")
    view = open_share(relay, token_of(made))
    assert view.status_code == 200, view.text
    stream = view.json()["recordings"][0]["url"]
    assert fetch(relay, stream).status_code == 200
    time.sleep(3.5)
    res = open_share(relay, token_of(made))
    assert res.status_code == 410 and "expired" in res.text, res.text
    res = fetch(relay, stream)
    # The page's link outlives nothing: it was signed for the share's time, and the share
    # is checked besides.
    assert res.status_code in (403, 410) and "expired" in res.text, (res.status_code, res.text)
    # A share made in the console works only while the key that made it does.
    temp = relay.create_key("short-lived-qa", ["console"], ["qa-*"])
    s = Session(relay, temp)
    res = s.send("POST", "/shares", json={"title": "for the auditor", "artifact_ids": [rec["id"]]})
    assert res.status_code == 200, res.text
    token = res.json()["url"].split("#", 1)[1]
    assert open_share(relay, token).status_code == 200
    relay.cli("keys", "revoke", temp["id"])
    res = open_share(relay, token)
    assert res.status_code == 410 and "key" in res.text, res.text


def test_the_qa_view_shares_only_what_it_reaches_and_revokes_only_its_own(env):
    relay = env["relay"]
    qa = Session(relay, env["qa"])
    mine = env["recordings"][env["qa_dev"]["id"]][0]["id"]
    theirs = env["recordings"][env["ops_dev"]["id"]][0]["id"]
    res = qa.send("POST", "/shares", json={"title": "x", "artifact_ids": [mine, theirs]})
    assert res.status_code == 404 and theirs in res.text, res.text
    res = qa.send("POST", "/shares", json={"title": "x", "artifact_ids": [mine]}, csrf=False)
    assert res.status_code == 403, res.text
    # Fields out of bounds are named.
    for body, word in [
        ({"title": "", "artifact_ids": [mine]}, "title"),
        ({"title": "x" * 201, "artifact_ids": [mine]}, "title"),
        ({"title": "x", "artifact_ids": []}, "artifact_ids"),
        ({"title": "x", "artifact_ids": [mine, mine]}, "artifact_ids"),
        ({"title": "x", "artifact_ids": [mine], "expires_in": "31d"}, "ttl"),
        ({"title": "x", "artifact_ids": [mine], "owner": "k_1"}, "owner"),
    ]:
        res = qa.send("POST", "/shares", json=body)
        assert res.status_code == 400 and word in res.text, (body, res.status_code, res.text)
    own = qa.send("POST", "/shares", json={"title": "qa run", "artifact_ids": [mine]})
    assert own.status_code == 200, own.text
    admins = share(relay, [theirs], title="ops incident")
    listed = [s["id"] for s in qa.get("/shares").json()["shares"]]
    assert own.json()["id"] in listed and admins["id"] not in listed, listed
    res = qa.send("POST", f"/shares/{admins['id']}/revoke")
    assert res.status_code == 404, res.text
    assert open_share(relay, token_of(admins)).status_code == 200
    # The CLI lists every share, never a token.
    out = relay.cli("share", "list").json
    ids = {s["id"] for s in out["shares"]}
    assert {own.json()["id"], admins["id"]} <= ids, out
    assert "sht_" not in json.dumps(out), "a token was listed"
    done = relay.cli("share", "revoke", own.json()["id"]).json
    assert done["revoked"] is True, done


def test_a_page_link_reaches_only_its_share_and_its_recording(env):
    relay = env["relay"]
    run = env["recordings"][env["qa_dev"]["id"]]
    other = env["recordings"][env["ops_dev"]["id"]][0]
    first = share(relay, [run[0]["id"]], title="first")
    second = share(relay, [run[1]["id"], other["id"]], title="second")
    link = open_share(relay, token_of(first)).json()["recordings"][0]["url"]
    path, query = link.split("?", 1)
    assert fetch(relay, link).status_code == 200
    assert fetch(relay, f"{path}/actions?{query}").json()["recording_id"] == run[0]["id"]
    # Another recording under the same signature: one in no share, one in another share;
    # its bytes and its actions alike.
    for swapped in (path.replace(run[0]["id"], other["id"]), path.replace(run[0]["id"], run[1]["id"])):
        for tail in ("", "/actions"):
            res = fetch(relay, f"{swapped}{tail}?{query}")
            assert res.status_code == 403 and "not valid" in res.text, (swapped, tail, res.status_code, res.text)
    # The same recording under another share's id (the other share does not hold it), and a
    # share that does hold the other recording, with this signature.
    res = fetch(relay, f"{path.replace(first['id'], second['id'])}?{query}")
    assert res.status_code == 403, res.text
    res = fetch(relay, f"{path.replace(first['id'], second['id']).replace(run[0]['id'], other['id'])}?{query}")
    assert res.status_code == 403, res.text
    # A tampered expiry, no signature, a path that is not a share's.
    exp = int(dict(kv.split("=", 1) for kv in query.split("&"))["exp"])
    assert fetch(relay, link.replace(f"exp={exp}", f"exp={exp + 3600}")).status_code == 403
    assert fetch(relay, path).status_code == 403
    assert fetch(relay, f"/v1/shares/sh_../artifacts/{run[0]['id']}?{query}").status_code in (403, 404)
    # A share's link is not a download link, nor the reverse.
    res = fetch(relay, f"/v1/artifacts/{run[0]['id']}/download?{query}")
    assert res.status_code == 403, res.text


def test_guessed_share_tokens_are_refused_alike_then_rate_limited(h):
    # A relay of its own: the guesses block this address, and the first failure an address
    # makes in a minute is the one audited.
    relay = h.relay()
    dev, agent = h.device(relay, "guessed")
    mcp = relay.mcp(relay.create_key("maker", ["screen_recording"], ["*"])["secret"])
    mcp.recording(dev["id"], "start", file={"enabled": True})
    time.sleep(1)
    mcp.recording(dev["id"], "stop")
    rec = mcp.wait_recording(dev["id"], procs=[agent.proc, relay.proc])["file"]["recording_id"]
    made = share(relay, [rec])
    token = token_of(made)
    host = urlsplit(relay.url).netloc
    # Wrong shapes and near misses get one answer.
    near = token[:-1] + ("A" if token[-1] != "A" else "B")
    for guess in ["", "sht_", "rk_" + token[4:], token + "A", near, token.upper(), "../" + token]:
        res = open_share(relay, guess)
        assert res.status_code in (401, 429), (guess, res.status_code, res.text)
        if res.status_code == 401:
            assert res.text == "this share link is not valid; ask whoever sent it for a new one", res.text
    for body in [b"", b"{", b'{"token": 5}', b"[]"]:
        res = httpx2.post(f"{relay.url}/v1/share/open", content=body, timeout=20,
                          headers={"Content-Type": "application/json", "Host": host})
        assert res.status_code == 400, (body, res.status_code, res.text)
    res = httpx2.post(f"{relay.url}/v1/share/open", content=b"x" * 4096, timeout=20)
    assert res.status_code == 413, res.status_code
    # Guessing on: the address is stopped before any lookup, even with the right token.
    limited = None
    for _ in range(40):
        res = open_share(relay, near)
        if res.status_code == 429:
            limited = res
            break
    assert limited is not None and "retry-after" in limited.headers, "guessing was never rate limited"
    assert open_share(relay, token).status_code == 429
    refused = [e for e in relay.audit() if e["kind"] == "credential_refused"
               and e["detail"].get("credential") == "share_link"]
    assert refused, "the failed guesses were not audited"
    assert token not in json.dumps(refused) and near not in json.dumps(refused)
