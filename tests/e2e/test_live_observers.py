"""Observers: more people on one live session, each watching only, the device encoding once.

Real parts throughout: the relay and the agent (its own RFB server, serving the session
shared), Debian's chromium on the relay's /view/ page for the session's viewer and its
observers, and, as a hostile peer, a script speaking RFB over the observer's WebSocket. The
links come from ``screen_recording`` (``live.invite_observers``) through the official MCP
client; what each browser shows is read from its noVNC canvas and compared with the
synthetic source's documented picture.
"""

from __future__ import annotations

import time

import pytest

import harness as H
from test_live import (  # noqa: F401 (browser is a fixture)
    TOL,
    W,
    browser,
    connected_page,
    echo_title,
    events,
    magenta_at,
    procs,
    synthetic_points,
)


@pytest.fixture(scope="module")
def synth(hm):
    relay = hm.relay()
    dev, agent = hm.device(relay, "observed-synth")
    key = relay.create_key("owner", H.LIVE_SCOPES, ["*"])
    other = relay.create_key("other", H.LIVE_SCOPES, ["*"])
    return {"relay": relay, "dev": dev, "id": dev["id"], "agent": agent, "mcp": relay.mcp(key["secret"]),
            "other": relay.mcp(other["secret"])}


@pytest.fixture
def session(synth):
    def start(**live) -> dict:
        return H.live_start(synth["mcp"], synth["id"], **live)

    yield start
    synth["mcp"].call("screen_recording", {"device_id": synth["id"], "action": "stop", "live": {}})


def test_three_viewers_one_controls_two_watch(browser, synth, session):
    mcp, dev, relay = synth["mcp"], synth["id"], synth["relay"]
    sc = session(mode="control", ttl_seconds=180, reason="pairing", invite_observers=2)
    live = sc["live"]
    urls = live["observer_urls"]
    assert len(urls) == 2 and len(set(urls)) == 2, live
    assert all(u.startswith(f"{relay.url}/view/#t=") for u in urls), urls
    assert "observer" in sc["text"], sc["text"]
    status, info = H.ticket_info(relay, H.ticket_of(urls[0]))
    assert status == 200 and info["state"] == "ready" and info["mode"] == "view" and info["observer"], info

    controller = connected_page(browser, live["viewer_url"], synth)
    watchers = [connected_page(browser, u, synth) for u in urls]
    points = synthetic_points()
    for page in [controller, *watchers]:
        got = page.wait_pixels(points, tol=TOL, timeout=20)
        assert (got["width"], got["height"]) == (W, 800), got
    for page in watchers:
        assert "View only" in page.state()["status_text"], page.state()["status_text"]

    # An observer's click and keys never reach the device.
    before = echo_title(synth)
    x, y = W // 2 + 40, 420
    assert not magenta_at(synth, x, y)
    watchers[0].click(x, y)
    watchers[0].type("zzobserver")
    time.sleep(1.5)
    assert not magenta_at(synth, x, y), "an observer's click reached the device"
    assert echo_title(synth) == before

    # The controller's click does, and every observer sees its mark.
    x, y = W // 2 - 40, 470
    controller.click(x, y)
    H.wait_until(f"the click mark at ({x},{y})", lambda: magenta_at(synth, x, y), timeout=10, procs=procs(synth))
    for page in [controller, *watchers]:
        page.wait_pixels([((x, y), H.MAGENTA)], tol=TOL, timeout=10)

    invited = events(relay, "observer_invited")[-2:]
    session_id = invited[0]["detail"]["session_id"]
    assert invited[1]["detail"]["session_id"] == session_id, invited
    joined = [e for e in events(relay, "observer_joined") if e["detail"]["session_id"] == session_id]
    assert {e["detail"]["observer_id"] for e in joined} == {e["detail"]["observer_id"] for e in invited}, joined

    # One observer leaves; the session and the others go on.
    watchers[1].close()
    H.wait_until("observer_left", lambda: events(relay, "observer_left"), timeout=10)
    left = events(relay, "observer_left")[-1]["detail"]
    assert left["why"] == "left", left
    watchers[0].wait_pixels(points[:3], tol=TOL, timeout=5)

    # Stopping the session closes everyone.
    H.live_stop(mcp, dev)
    for page in (controller, watchers[0]):
        assert page.wait_state("ended", timeout=15)["state"] == "ended"
    H.wait_until("both observers left", lambda: len(events(relay, "observer_left")) >= 2, timeout=10)
    whys = sorted(e["detail"]["why"] for e in events(relay, "observer_left"))
    assert whys == ["left", "session stopped"], whys
    controller.close()
    watchers[0].close()


def test_a_replayed_observer_link_is_refused(browser, synth, session):
    sc = session(mode="view", ttl_seconds=120, invite_observers=1)
    url = sc["live"]["observer_urls"][0]
    viewer = connected_page(browser, sc["live"]["viewer_url"], synth)
    first = connected_page(browser, url, synth)
    first.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=20)
    code, reason, _ = H.ws_close_code(synth["relay"], H.ticket_of(url))
    assert code == 4003, (code, reason)
    status, info = H.ticket_info(synth["relay"], H.ticket_of(url))
    assert info["state"] == "used", info
    # The first observer still watches.
    first.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=5)
    first.close()
    viewer.close()


def test_only_the_sessions_key_invites(synth, session):
    sc = session(mode="view", ttl_seconds=120)
    assert "observer_urls" not in sc["live"], sc["live"]
    res = synth["other"].call("screen_recording", {"device_id": synth["id"], "action": "status",
                                                   "live": {"invite_observers": 1}})
    assert res.is_error and "another key" in H.result_text(res), H.result_text(res)
    for bad in (0, 11, -1):
        res = synth["mcp"].call("screen_recording", {"device_id": synth["id"], "action": "status",
                                                     "live": {"invite_observers": bad}})
        assert res.is_error and "live.invite_observers" in H.result_text(res), H.result_text(res)
    ok = synth["mcp"].call_ok("screen_recording", {"device_id": synth["id"], "action": "status",
                                                   "live": {"invite_observers": 3}})
    assert len(ok.structured_content["live"]["observer_urls"]) == 3, ok.structured_content


def test_a_hostile_observer_s_input_never_reaches_the_device(browser, synth, session):
    sc = session(mode="control", ttl_seconds=120, invite_observers=2)
    viewer = connected_page(browser, sc["live"]["viewer_url"], synth)
    viewer.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=20)
    ws_url = H.viewer_ws_url(synth["relay"])
    x, y = W // 2 + 80, 520
    assert not magenta_at(synth, x, y)
    before = echo_title(synth)
    seen = H.rfb_observer(ws_url, H.ticket_of(sc["live"]["observer_urls"][0]), None, (x, y))
    assert seen["first_type"] == 0 and seen["close"] is None, seen
    assert not magenta_at(synth, x, y), "a hostile observer's click reached the device"
    assert echo_title(synth) == before
    H.wait_until("the observer's leaving", lambda: events(synth["relay"], "observer_left"), timeout=10)
    left = events(synth["relay"], "observer_left")[-1]["detail"]
    assert left["input_dropped"] >= 7, left

    # An observer asking for another pixel format is closed, naming why.
    other_pf = bytes([16, 16, 0, 1, 0, 31, 0, 63, 0, 31, 11, 5, 0, 0, 0, 0])
    seen = H.rfb_observer(ws_url, H.ticket_of(sc["live"]["observer_urls"][1]), other_pf, (x, y))
    assert seen["close"] is not None and seen["close"][0] == 4012, seen
    assert "pixel format" in seen["close"][1], seen
    viewer.close()


def test_an_admin_invites_and_removes_observers_from_the_console_and_the_cli(browser, synth, session):
    from test_console import goto, no_serious_violations, open_console

    relay = synth["relay"]
    sc = session(mode="view", ttl_seconds=180, reason="review")
    viewer = connected_page(browser, sc["live"]["viewer_url"], synth)
    admin = relay.create_key("observers-admin", ["admin"], ["*"])
    page = open_console(browser, relay, admin)
    goto(page, "live", "live")
    session_id = page.eval(f"document.querySelector('tr[data-device=\"{synth['id']}\"]').dataset.session")
    row = f"tr[data-session='{session_id}']"
    page.click_on(f"{row} button:text('Invite an observer')")
    link = page.wait_for("document.querySelector('input.observer-link')?.value")
    assert link.startswith(f"{relay.url}/view/#t="), link
    no_serious_violations(page, "Live now, an observer link made")

    observer = connected_page(browser, link, synth)
    observer.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=20)
    goto(page, "audit", "audit")
    goto(page, "live", "live")
    page.wait_for(f"document.querySelectorAll(\"{row} li[data-observer]\").length === 1")
    no_serious_violations(page, "Live now, an observer watching")
    page.click_on(f"{row} li[data-observer] button:text('Remove')")
    ended = observer.wait_state("ended", timeout=15)
    assert ended["reason"] == "removed", ended
    assert "removed you" in observer.eval("document.body.innerText")
    removed = events(relay, "observer_removed")[-1]
    assert removed["key_id"] == admin["id"] and removed["detail"]["by"]["console_session"], removed
    # The session and its viewer go on.
    viewer.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=5)

    # The CLI does the same on the database; the relay closes the socket at its next sweep.
    made = relay.cli("live", "invite", session_id, "--public-url", relay.url).json
    second = connected_page(browser, made["url"], synth)
    second.wait_pixels(synthetic_points()[:4], tol=TOL, timeout=20)
    relay.cli("live", "remove-observer", session_id, made["observer_id"])
    assert second.wait_state("ended", timeout=20)["reason"] == "removed"
    assert events(relay, "observer_removed")[-1]["detail"]["by"] == {"cli": True}
    # A removed observer's link opens nothing.
    code, _, _ = H.ws_close_code(relay, H.ticket_of(made["url"]))
    assert code in (4003, 4004), code
    for p in (second, observer, viewer, page):
        p.close()
