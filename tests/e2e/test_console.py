"""The console: one-time sign-in links, cookie sessions bound to a key, the CSRF token on
every change, what the QA view and the admin view may reach (through the pages and through
the JSON API called directly), and the pages in Debian's chromium: a recording found,
played and downloaded, a live session ended with the viewer told why, the audit filtered to
it, a tampered audit row shown as the first broken link, no console errors and no serious
axe-core violation on any page."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

import httpx2
import pytest

import harness as H
from test_audit import db_execute

API = "/v1/console/api"


# ---------------------------------------------------------------------------------------------
# Fixtures: one relay, two devices (one a QA key may see, one it may not), a recording on each
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def env(hm):
    relay = hm.relay()
    qa_dev, qa_agent = hm.device(relay, "qa-phone", labels=["qa"])
    ops_dev, ops_agent = hm.device(relay, "ops-box", labels=["ops"])
    maker = relay.create_key("maker", H.LIVE_SCOPES, ["*"])
    admin = relay.create_key("console-admin", ["admin"], ["*"])
    qa = relay.create_key("console-qa", ["console"], ["qa-*"])
    mcp = relay.mcp(maker["secret"])
    recordings = {}
    for dev in (qa_dev, ops_dev):
        mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    time.sleep(3.5)
    for dev in (qa_dev, ops_dev):
        mcp.recording(dev["id"], "stop")
    for dev in (qa_dev, ops_dev):
        sc = mcp.wait_recording(dev["id"], procs=[relay.proc])
        # The stored artifact: its id, SHA-256 and report.
        recordings[dev["id"]] = relay.cli("artifacts", "show", sc["file"]["recording_id"]).json
    return {"relay": relay, "qa_dev": qa_dev, "ops_dev": ops_dev, "maker": maker, "admin": admin, "qa": qa,
            "mcp": mcp, "recordings": recordings, "agents": [qa_agent, ops_agent]}


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


def link_for(relay: H.Relay, key: dict, ttl: str = "10m") -> str:
    res = relay.cli("console-link", "--key", key["id"], "--ttl", ttl, "--url", relay.url)
    url = res.json["url"]
    assert url.startswith(f"{relay.url}/console/#l="), res.json
    assert res.json["key_id"] == key["id"], res.json
    return url


def token_of(url: str) -> str:
    return url.split("#l=", 1)[1]


class Session:
    """A console session over plain HTTP, as the page's own requests make it."""

    def __init__(self, relay: H.Relay, key: dict):
        self.relay = relay
        self.client = httpx2.Client(base_url=relay.url, timeout=20)
        res = self.client.post("/v1/console/session", json={"link": token_of(link_for(relay, key))})
        assert res.status_code == 200, res.text
        self.cookie_header = res.headers["set-cookie"]
        self.me = res.json()
        self.csrf = self.me["csrf_token"]

    def get(self, path: str, **kw) -> httpx2.Response:
        return self.client.get(f"{API}{path}", **kw)

    def send(self, method: str, path: str, csrf: bool = True, **kw) -> httpx2.Response:
        headers = kw.pop("headers", {})
        if csrf:
            headers["X-CSRF-Token"] = self.csrf
        return self.client.request(method, f"{API}{path}", headers=headers, **kw)


# ---------------------------------------------------------------------------------------------
# Sign-in
# ---------------------------------------------------------------------------------------------


def test_a_console_link_works_once_and_sets_a_strict_http_only_cookie(env):
    relay = env["relay"]
    url = link_for(relay, env["admin"])
    token = token_of(url)
    first = httpx2.post(f"{relay.url}/v1/console/session", json={"link": token}, timeout=10)
    assert first.status_code == 200, first.text
    cookie = first.headers["set-cookie"]
    assert cookie.startswith("relay_console=cs_"), cookie
    for attr in ("HttpOnly", "SameSite=Strict", "Path=/", "Max-Age="):
        assert attr in cookie, cookie
    # Plain HTTP on loopback: a Secure cookie would never come back.
    assert "Secure" not in cookie, cookie
    me = first.json()
    assert me["view"] == "admin" and me["key"]["id"] == env["admin"]["id"], me
    again = httpx2.post(f"{relay.url}/v1/console/session", json={"link": token}, timeout=10)
    assert again.status_code == 401, again.text
    assert "used already" in again.text, again.text
    # Signed in, the cookie is the credential; the link and the cookie are in no log.
    secret = cookie.split(";", 1)[0].split("=", 1)[1]
    assert httpx2.get(f"{relay.url}{API}/me", cookies={"relay_console": secret}, timeout=10).status_code == 200
    events = relay.audit()
    mine = [e for e in events if e["key_id"] == env["admin"]["id"]]
    assert {"console_link_issued", "console_signed_in"} <= {e["kind"] for e in mine}, mine
    text = json.dumps(events) + relay.proc.stderr_text()
    assert token not in text and secret not in text


def test_a_console_link_is_refused_after_its_ttl(env):
    relay = env["relay"]
    url = link_for(relay, env["admin"], ttl="1s")
    time.sleep(1.5)
    late = httpx2.post(f"{relay.url}/v1/console/session", json={"link": token_of(url)}, timeout=10)
    assert late.status_code == 401, late.text


def test_links_over_http_need_an_admin_key_and_a_console_key(env):
    relay = env["relay"]
    admin_bearer = {"Authorization": f"Bearer {env['admin']['secret']}"}
    res = httpx2.post(f"{relay.url}/v1/console/link", json={"key_id": env["qa"]["id"], "ttl_seconds": 60},
                      headers=admin_bearer, timeout=10)
    assert res.status_code == 200, res.text
    assert res.json()["key_id"] == env["qa"]["id"] and "/console/#l=" in res.json()["url"]
    # A key without scope admin may not issue links, even for itself.
    res = httpx2.post(f"{relay.url}/v1/console/link", json={},
                      headers={"Authorization": f"Bearer {env['maker']['secret']}"}, timeout=10)
    assert res.status_code == 403, res.text
    # A key holding neither console nor admin gets no link.
    res = httpx2.post(f"{relay.url}/v1/console/link", json={"key_id": env["maker"]["id"]},
                      headers=admin_bearer, timeout=10)
    assert res.status_code == 400 and "key_id" in res.text, res.text
    res = httpx2.post(f"{relay.url}/v1/console/link", json={"ttl_seconds": 999_999},
                      headers=admin_bearer, timeout=10)
    assert res.status_code == 400 and "ttl" in res.text, res.text
    bad = relay.cli("console-link", "--key", env["maker"]["id"], "--url", relay.url, check=False, json_out=False)
    assert bad.rc != 0 and "neither scope" in bad.stderr, bad.describe()


# ---------------------------------------------------------------------------------------------
# What each view reaches
# ---------------------------------------------------------------------------------------------


def test_the_qa_view_reaches_only_its_allowlist_also_through_the_api(env):
    qa = Session(env["relay"], env["qa"])
    assert qa.me["view"] == "qa"
    devices = qa.get("/devices").json()["devices"]
    assert [d["name"] for d in devices] == ["qa-phone"], devices
    listed = {a["id"] for a in qa.get("/artifacts").json()["artifacts"]}
    qa_rec = env["recordings"][env["qa_dev"]["id"]]["id"]
    ops_rec = env["recordings"][env["ops_dev"]["id"]]["id"]
    assert qa_rec in listed and ops_rec not in listed, listed
    # Asking for the other device's files by device id finds nothing.
    assert qa.get("/artifacts", params={"device": env["ops_dev"]["id"]}).json()["artifacts"] == []
    # Its own recording: a link that downloads the exact bytes.
    link = qa.send("POST", f"/artifacts/{qa_rec}/link")
    assert link.status_code == 200, link.text
    got = qa.client.get(link.json()["url"])
    assert got.status_code == 200
    assert hashlib.sha256(got.content).hexdigest() == env["recordings"][env["qa_dev"]["id"]]["sha256"]
    # The other device's recording reads as missing, as does deleting anything.
    assert qa.send("POST", f"/artifacts/{ops_rec}/link").status_code == 404
    assert qa.send("DELETE", f"/artifacts/{qa_rec}").status_code == 403
    for path in ("/audit", "/audit/verify", "/audit/export", "/keys", "/live"):
        res = qa.get(path)
        assert res.status_code == 403 and "admin" in res.text, (path, res.status_code, res.text)
    assert qa.send("POST", "/keys", json={"name": "x", "scopes": ["admin"], "devices": ["*"]}).status_code == 403


def test_the_devices_page_shows_what_runs_on_each_device(env):
    relay = env["relay"]
    dev = env["ops_dev"]
    watcher = relay.mcp(relay.create_key("watcher", ["screen_watch"], ["ops-*"])["secret"])
    admin = Session(relay, env["admin"])

    def entry() -> dict:
        return next(d for d in admin.get("/devices").json()["devices"] if d["id"] == dev["id"])

    first = entry()
    assert first["online"] and first["since"] and first["watch"] is None and first["recording"] is None, first
    assert first["screen_memory"] == {"state": "off"}, first
    started, _, _ = watcher.watch(dev["id"], "start", fps=2, timeout_ms=1500, max_long_edge=160)
    running = entry()["watch"]
    assert running and running["id"] == started["sequence_id"], running
    # It stops itself at its timeout; the relay following it sees that within seconds.
    H.wait_until("the watch to be seen ended", lambda: entry()["watch"] is None, timeout=15, interval=0.5)
    env["mcp"].recording(dev["id"], "start", file={"enabled": True, "fps": 5})
    try:
        rec = entry()["recording"]
        assert rec and rec["started_by"] == env["maker"]["id"], rec
    finally:
        env["mcp"].recording(dev["id"], "stop")


def test_every_change_needs_the_sessions_csrf_token(env):
    relay = env["relay"]
    admin = Session(relay, env["admin"])
    other = Session(relay, env["admin"])
    assert admin.csrf != other.csrf
    rec = env["recordings"][env["ops_dev"]["id"]]["id"]
    for method, path, body in (("POST", "/signout", None),
                               ("DELETE", f"/artifacts/{rec}", None),
                               ("POST", "/keys", {"name": "csrf", "scopes": ["admin"], "devices": ["*"]}),
                               ("POST", f"/keys/{env['qa']['id']}/revoke", None)):
        missing = admin.send(method, path, csrf=False, json=body)
        assert missing.status_code == 403 and "CSRF" in missing.text, (path, missing.text)
        wrong = admin.send(method, path, csrf=False, json=body, headers={"X-CSRF-Token": other.csrf})
        assert wrong.status_code == 403 and "CSRF" in wrong.text, (path, wrong.text)
    # Nothing changed: the recording is there, the QA key usable, no key "csrf" made.
    assert rec in {a["id"] for a in admin.get("/artifacts").json()["artifacts"]}
    keys = admin.get("/keys").json()["keys"]
    assert not any(k["name"] == "csrf" for k in keys)
    assert next(k for k in keys if k["id"] == env["qa"]["id"])["revoked_at"] is None
    # With its token, sign-out works, and the cookie is dead everywhere.
    out = admin.send("POST", "/signout")
    assert out.status_code == 200, out.text
    assert admin.get("/me").status_code == 401
    assert other.get("/me").status_code == 200


def test_a_revoked_key_ends_its_console_sessions(env):
    relay = env["relay"]
    key = relay.create_key("short-lived-qa", ["console"], ["qa-*"])
    qa = Session(relay, key)
    assert qa.get("/devices").status_code == 200
    relay.cli("keys", "revoke", key["id"])
    assert qa.get("/devices").status_code == 401
    again = relay.cli("console-link", "--key", key["id"], "--url", relay.url, check=False, json_out=False)
    assert again.rc != 0 and "revoked" in again.stderr, again.describe()


def test_hostile_requests_are_refused_with_the_field_named(env):
    relay = env["relay"]
    admin = Session(relay, env["admin"])
    base = f"{relay.url}{API}"
    assert httpx2.get(f"{base}/me", cookies={"relay_console": "cs_" + "A" * 43}, timeout=10).status_code == 401
    assert httpx2.get(f"{base}/me", cookies={"relay_console": "x" * 5000}, timeout=10).status_code == 401
    assert httpx2.get(f"{base}/devices", timeout=10).status_code == 401
    for params, field in (({"limit": 0}, "limit"), ({"limit": 100_000}, "limit"), ({"after": "junk"}, "after"),
                          ({"since": "yesterday-ish"}, "since"), ({"until": "soon"}, "until")):
        res = admin.get("/artifacts", params=params)
        assert res.status_code == 400 and field in res.text, (params, res.text)
    for params, field in (({"outcome": "maybe"}, "outcome"), ({"before": -3}, "before"), ({"key": "k" * 500}, "key")):
        res = admin.get("/audit", params=params)
        assert res.status_code == 400 and field in res.text, (params, res.text)
    # An id with LIKE wildcards matches nothing rather than everything.
    assert admin.get("/audit", params={"about": "%"}).json()["events"] == []
    res = admin.send("POST", "/live/ls_nope/end", json={"reason": "r" * 301})
    assert res.status_code == 400 and "reason" in res.text, res.text
    assert admin.send("POST", "/live/ls_nope/end", json={"reason": "x"}).status_code == 404
    res = admin.send("POST", "/keys", json={"name": "x", "scopes": ["root"], "devices": ["*"]})
    assert res.status_code == 400 and "root" in res.text, res.text
    assert admin.send("POST", "/keys", content=b"{" * 20_000,
                      headers={"Content-Type": "application/json"}).status_code == 413
    # A sign-in posted from another site's page is refused before the link is looked at.
    link = token_of(link_for(relay, env["admin"]))
    res = httpx2.post(f"{relay.url}/v1/console/session", json={"link": link},
                      headers={"Origin": "https://evil.example"}, timeout=10)
    assert res.status_code == 403, res.text
    assert httpx2.post(f"{relay.url}/v1/console/session", json={"link": link}, timeout=10).status_code == 200


def test_the_cli_lists_downloads_and_ends(env, h):
    relay = env["relay"]
    rec = env["recordings"][env["qa_dev"]["id"]]
    listed = relay.cli("artifacts", "list", "--since", "1h").json["artifacts"]
    assert rec["id"] in {a["id"] for a in listed}
    assert relay.cli("artifacts", "list", "--since", "2000-01-01T00:00:00Z").json["artifacts"]
    future = relay.cli("artifacts", "list", "--since", "2999-01-01T00:00:00Z").json["artifacts"]
    assert future == []
    out = h.dir("download") / "rec.mp4"
    got = relay.cli("artifacts", "download", rec["id"], "-o", out).json
    assert got["sha256"] == rec["sha256"] and out.stat().st_size == got["size_bytes"]
    assert hashlib.sha256(out.read_bytes()).hexdigest() == rec["sha256"]
    # Its actions beside it, as JSON and as subtitles a player loads with the file.
    beside = got["actions"]
    assert beside["json"] == str(out.with_name("rec.actions.json")) and beside["vtt"] == str(out.with_name("rec.vtt"))
    track = json.loads(Path(beside["json"]).read_text())
    assert track["recording_id"] == rec["id"] and len(track["actions"]) == beside["count"], track
    assert Path(beside["vtt"]).read_text().startswith("WEBVTT\n")
    assert any(e["kind"] == "artifact_downloaded" and e["detail"].get("by") == "cli"
               and e["detail"].get("artifact_id") == rec["id"] for e in relay.audit())
    missing = relay.cli("artifacts", "download", "rec_nope", "-o", out.with_name("x"), check=False, json_out=False)
    assert missing.rc != 0 and "rec_nope" in missing.stderr
    assert relay.cli("live", "list").json == {"sessions": []}
    ended = relay.cli("live", "end", "ls_nope", "--reason", "test", check=False, json_out=False)
    assert ended.rc != 0 and "no open live session" in ended.stderr


# ---------------------------------------------------------------------------------------------
# The pages, in chromium
# ---------------------------------------------------------------------------------------------


def open_console(browser: H.Browser, relay: H.Relay, key: dict) -> H.BrowserPage:
    link = link_for(relay, key)
    page = browser.open(link, bypass_csp=True)
    page.wait_for("document.body.dataset.state === 'signed_in' && document.body.dataset.loaded === 'devices'")
    assert "#l=" not in page.eval("location.href"), "the link's token must leave the address bar"
    # The same link in another browser is refused, and that page says so.
    again = browser.open(link, bypass_csp=True)
    again.wait_for("document.body.dataset.state === 'refused'")
    assert "cannot be used" in again.eval("document.body.innerText")
    again.close()
    return page


def goto(page: H.BrowserPage, hash_: str, name: str) -> None:
    page.eval(f"location.hash = {json.dumps(hash_)}")
    page.wait_for(f"document.body.dataset.loaded === {json.dumps(name)} && document.body.dataset.page === {json.dumps(name)}")


def no_serious_violations(page: H.BrowserPage, where: str) -> None:
    violations = page.axe()
    assert violations == [], f"{where}: axe-core found {json.dumps(violations, indent=1)}"


def test_the_pages_find_play_and_download_a_recording(env, browser, h):
    relay = env["relay"]
    rec = env["recordings"][env["qa_dev"]["id"]]
    page = open_console(browser, relay, env["admin"])
    no_serious_violations(page, "Devices")
    names = page.eval("[...document.querySelectorAll('tr[data-device] strong')].map(e => e.textContent)")
    assert sorted(names) == ["ops-box", "qa-phone"], names
    goto(page, f"recordings?device={env['qa_dev']['id']}", "recordings")
    no_serious_violations(page, "Recordings")
    row = f"tr[data-artifact='{rec['id']}']"
    page.click_on(f"{row} button:text('Play')")
    duration = page.wait_for(
        "(() => { const v = document.querySelector('.player video');"
        " return v && v.currentTime > 1 && v.duration > 0 && v.duration; })()", timeout=30)
    report = rec["report"]
    assert abs(duration - report["duration_ms"] / 1000) < 0.5, (duration, report)
    saved = page.download(f"{row} button:text('Download')", h.dir("dl") / "played.mp4")
    assert hashlib.sha256(Path(saved["path"]).read_bytes()).hexdigest() == rec["sha256"]
    goto(page, "keys", "keys")
    no_serious_violations(page, "Keys")
    goto(page, "live", "live")
    no_serious_violations(page, "Live now")
    goto(page, "audit", "audit")
    page.wait_for("document.getElementById('verification').dataset.ok === 'true'")
    no_serious_violations(page, "Audit")
    # An audit row links to what it produced: the recording, shown alone on its page.
    goto(page, f"audit?about={rec['id']}", "audit")
    page.click_on(f"tr[data-seq] a[href='#recordings?id={rec['id']}']")
    page.wait_for("document.body.dataset.loaded === 'recordings'")
    shown = page.eval("[...document.querySelectorAll('tr[data-artifact]')].map(r => r.dataset.artifact)")
    assert shown == [rec["id"]], shown
    # Playing and downloading through the console were audited as links issued to this
    # session's key, each naming the console session.
    issued = [e for e in relay.audit() if e["kind"] == "download_link_issued" and e["key_id"] == env["admin"]["id"]]
    assert any(e["detail"].get("artifact_id") == rec["id"] and "console_session" in e["detail"].get("by", {})
               for e in issued), issued
    assert page.errors() == []


def test_the_qa_pages_show_no_admin_page(env, browser):
    page = open_console(browser, env["relay"], env["qa"])
    hidden = page.eval("[...document.querySelectorAll('nav a')].filter(a => !a.hidden).map(a => a.dataset.page)")
    # Keys, for a QA person, is only the OAuth applications they allowed: no key is listed.
    assert hidden == ["devices", "recordings", "shares", "keys"], hidden
    goto(page, "audit", "devices")
    no_serious_violations(page, "QA Devices")
    goto(page, "keys", "keys")
    assert page.eval("!!document.getElementById('grants') && !document.querySelector('tr[data-key]')")
    no_serious_violations(page, "QA Keys")
    assert page.errors() == []


def watching(browser: H.Browser, env: dict, dev: dict, reason: str) -> H.BrowserPage:
    """A live session on ``dev`` with a viewer connected in chromium: the viewer's page."""
    live = H.live_start(env["mcp"], dev["id"], mode="view", reason=reason, ttl_seconds=300)["live"]
    viewer = browser.open(live["viewer_url"])
    st = viewer.wait_state("connected", "ended", "refused", timeout=20)
    assert st["state"] == "connected", st
    return viewer


def test_ending_a_live_session_from_the_console_tells_the_viewer_why(env, browser):
    relay, dev = env["relay"], env["qa_dev"]
    viewer = watching(browser, env, dev, "console test")
    page = open_console(browser, relay, env["admin"])
    goto(page, "live", "live")
    no_serious_violations(page, "Live now, a session open")
    session_id = page.eval(f"document.querySelector('tr[data-device=\"{dev['id']}\"]').dataset.session")
    page.fill(f"tr[data-session='{session_id}'] input[name='reason']", "seen enough")
    page.click_on(f"tr[data-session='{session_id}'] button:text('End now')")
    ended = viewer.wait_state("ended", timeout=15)
    assert ended["reason"] == "ended_by_admin", ended
    assert "administrator" in viewer.eval("document.body.innerText")
    # The audit, filtered to that session, tells its story.
    goto(page, f"audit?about={session_id}", "audit")
    kinds = page.eval("[...document.querySelectorAll('tr[data-seq] td:nth-child(3)')].map(e => e.textContent)")
    assert {"live_opened", "viewer_connected", "live_ended"} <= set(kinds), kinds
    end = next(e for e in relay.audit() if e["kind"] == "live_ended" and e["detail"].get("session_id") == session_id)
    assert end["detail"]["why"] == "ended_by_admin" and end["key_id"] == env["admin"]["id"], end
    assert end["detail"]["by"]["reason"] == "seen enough" and end["detail"]["by"]["console_session"], end
    assert page.errors() == []


def test_the_cli_ends_a_live_session_and_the_viewer_is_told(env, browser):
    relay, dev = env["relay"], env["ops_dev"]
    viewer = watching(browser, env, dev, "cli test")
    sessions = relay.cli("live", "list").json["sessions"]
    mine = [s for s in sessions if s["device_id"] == dev["id"]]
    assert len(mine) == 1 and mine[0]["viewer_connected"] and mine[0]["reason"] == "cli test", sessions
    relay.cli("live", "end", mine[0]["id"], "--reason", "maintenance")
    # The serving relay notices at its next sweep (every few seconds).
    ended = viewer.wait_state("ended", timeout=20)
    assert ended["reason"] == "ended_by_admin", ended


def test_a_tampered_audit_row_is_shown_as_the_first_broken_link(h, browser):
    relay = h.relay()
    admin = relay.create_key("auditor", ["admin"], ["*"])
    for i in range(3):
        relay.create_key(f"filler-{i}", ["list_devices"], ["*"])
    victim = relay.audit()[2]["seq"]
    assert db_execute(relay, "UPDATE audit_events SET detail = ? WHERE seq = ?", ('{"forged":true}', victim)) == 1
    page = open_console(browser, relay, admin)
    goto(page, "audit", "audit")
    page.wait_for("document.getElementById('verification').dataset.ok === 'false'")
    broken = page.eval("document.getElementById('verification').dataset.firstBroken")
    assert int(broken) == victim, broken
    assert f"event {victim}" in page.eval("document.getElementById('verification').textContent")
    no_serious_violations(page, "Audit (broken chain)")


def test_a_long_action_list_lays_out_only_its_rows_in_view_and_keeps_keyboard_focus(env, browser):
    """A recording with more actions than the list shows: only the rows in view (and a few
    beyond) are elements, all are reached by scrolling, and tabbing down the list moves
    the focus row by row past those first laid out."""
    relay, mcp, dev = env["relay"], env["mcp"], env["qa_dev"]
    mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 5})
    for i in range(80):
        mcp.input(dev["id"], "move", x=10 + i, y=10)
    mcp.recording(dev["id"], "stop")
    rec = mcp.wait_recording(dev["id"], procs=[relay.proc])["file"]["recording_id"]
    page = open_console(browser, relay, env["admin"])
    goto(page, f"recordings?id={rec}", "recordings")
    page.click_on(f"tr[data-artifact='{rec}'] button:text('Play')")
    total = page.wait_for("document.querySelector('.player') && Number(document.querySelector('.player').dataset.actions)")
    assert total >= 80, total
    laid_out = page.eval("document.querySelectorAll('.action-list li').length")
    assert laid_out < 40, laid_out
    assert page.eval("document.querySelector('.action-list li').getAttribute('aria-setsize')") == str(total)
    # Scrolled to the end, the last rows are there.
    last = page.wait_for("(() => { const l = document.querySelector('.action-list'); l.scrollTop = l.scrollHeight;"
                         " const li = [...l.querySelectorAll('li')].pop(); return li && li.value; })()")
    page.wait_for(f"[...document.querySelectorAll('.action-list li')].some(li => li.value === {total})")
    assert last <= total
    # Back to the top, then Tab from the first row past the rows first laid out.
    page.eval("(() => { document.querySelector('.action-list').scrollTop = 0; return 1; })()")
    page.wait_for("[...document.querySelectorAll('.action-list li')].some(li => li.value === 1)")
    page.eval("(() => { document.querySelector('.action-list li button').focus(); return 1; })()")
    page.press("Tab", 45)
    at = page.wait_for("(() => { const b = document.activeElement; const li = b && b.closest('.action-list li');"
                       " return li ? li.value : 'focus left the list: ' + (b ? b.tagName : 'none'); })()")
    assert at == 46, at
    no_serious_violations(page, "Player with a long action list")
    assert page.errors() == []
    page.close()


def test_a_recording_plays_with_its_actions_as_markers_on_the_timeline(env, browser, tmp_path):
    """Every input made while a device recorded is a marker on the player's timeline at its
    time (a click seeks there), listed with who made it, filtered by text; the same track
    as JSON and WebVTT, and inside the MP4 as its timed-text track; typed text never
    appears."""
    relay, mcp, dev = env["relay"], env["mcp"], env["qa_dev"]
    mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    started = time.monotonic()
    time.sleep(1.2)
    mcp.input(dev["id"], "click", x=40, y=30)
    clicked = time.monotonic() - started
    time.sleep(1.2)
    mcp.input(dev["id"], "type", text="hunter2 secret")
    typed = time.monotonic() - started
    time.sleep(1.0)
    mcp.recording(dev["id"], "stop")
    rec = mcp.wait_recording(dev["id"], procs=[relay.proc])["file"]["recording_id"]
    admin = Session(relay, env["admin"])
    res = admin.get(f"/artifacts/{rec}/actions")
    assert res.status_code == 200, res.text
    track = res.json()
    inputs = [a for a in track["actions"] if a["kind"] == "input"]
    assert [a["name"] for a in inputs] == ["click at 40,30", "type 14 characters"], track
    assert all(a["actor"] == "maker" and a["outcome"] == "ok" for a in inputs), inputs
    # Placed at the call's start, on the relay's clock: within the call's own time of ours.
    for a, ended in zip(inputs, (clicked, typed)):
        assert ended - 0.8 < (a["at_ms"] + a["duration_ms"]) / 1000 < ended + 0.8, (a, ended)
    vtt = admin.get(f"/artifacts/{rec}/actions", params={"format": "vtt"})
    assert vtt.status_code == 200 and vtt.headers["content-type"].startswith("text/vtt"), vtt.text
    assert vtt.text.startswith("WEBVTT\n") and "click at 40,30 · maker" in vtt.text, vtt.text
    assert "hunter2" not in vtt.text and "hunter2" not in res.text
    assert admin.get(f"/artifacts/{rec}/actions", params={"format": "xml"}).status_code == 400
    # The QA view reaches the actions of what it reaches, nothing else.
    qa = Session(relay, env["qa"])
    assert qa.get(f"/artifacts/{rec}/actions").status_code == 200
    theirs = env["recordings"][env["ops_dev"]["id"]]["id"]
    res = qa.get(f"/artifacts/{theirs}/actions")
    assert res.status_code == 404 and theirs in res.text, res.text
    # The same actions inside the MP4: a timed-text track ffprobe lists, each input at its time.
    out = tmp_path / "rec.mp4"
    relay.cli("artifacts", "download", rec, "-o", out)
    probe = H.probe_mp4(out)
    texts = [s for s in probe["streams"] if s["codec_type"] == "subtitle"]
    assert [s["codec_name"] for s in texts] == ["mov_text"], probe["streams"]
    assert probe["decode_rc"] == 0 and probe["decode_errors"] == "", probe["decode_errors"]
    cues = H.text_track(out)
    for a in inputs:
        line = f"{a['name']} · maker"
        at = [start for start, _, text in cues if line in text.splitlines()]
        assert at and abs(at[0] - a["at_ms"] / 1000) < 0.002, (a, cues)
    assert b"hunter2" not in out.read_bytes()

    page = open_console(browser, relay, env["admin"])
    goto(page, f"recordings?id={rec}", "recordings")
    page.click_on(f"tr[data-artifact='{rec}'] button:text('Play')")
    shown = page.wait_for("document.querySelector('.player') && Number(document.querySelector('.player').dataset.actions)")
    assert shown == len(track["actions"]), (shown, track)
    # One marker per thousandth of the bar that holds actions, at its first one's time;
    # the list has a row for each action.
    marks = page.eval("[...document.querySelectorAll('.marker')].map(m => [Number(m.dataset.at), Number(m.dataset.count)])")
    slots: dict[int, list[int]] = {}
    for a in track["actions"]:
        slots.setdefault(min(1000, a["at_ms"] * 1000 // max(track["duration_ms"], 1)), []).append(a["at_ms"])
    assert marks == [[ats[0], len(ats)] for ats in slots.values()], (marks, track)
    rows = page.eval("[...document.querySelectorAll('.action-list li button')].map(b => Number(b.dataset.at))")
    assert rows == [a["at_ms"] for a in track["actions"]], rows
    no_serious_violations(page, "Player with actions")
    page.click_on(f".marker[data-at='{inputs[1]['at_ms']}']")
    at = page.wait_for("document.querySelector('.player video').currentTime")
    assert abs(at - inputs[1]["at_ms"] / 1000) < 0.3, (at, inputs[1])
    page.fill(".player input[name='find']", "click")
    visible = page.eval("[...document.querySelectorAll('.marker')].filter(m => !m.hidden).map(m => m.title)")
    assert len(visible) == 1 and "click at 40,30" in visible[0], visible
    notice = page.eval("document.querySelector('.player .notice').textContent")
    assert notice == f"1 of {len(track['actions'])} action(s) match", notice
    page.fill(".player input[name='find']", "nothing like this")
    assert page.eval("document.querySelectorAll('.marker, .action-list li').length") == 0
    assert page.eval("document.querySelector('.player .notice').textContent").startswith("No action matches")
    assert page.errors() == []
    page.close()
