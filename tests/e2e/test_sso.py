"""Single sign-on to the console through a real OpenID provider (``oidc-provider`` from npm,
a certified implementation, run by ``idp/provider.mjs``): people sign in in Debian's chromium
at the provider and land in the console with the view their groups give (admin, or QA on the
devices their group allows); someone in no mapped group is refused with a page saying so.
The ID token checks against hostile providers are in relay/tests/sso.rs."""

from __future__ import annotations

import json

import pytest

import harness as H

HERE = H.HERE

ACCOUNTS = {
    "alice": {"email": "alice@example.com", "name": "Alice Admin", "groups": ["relay-admins"]},
    "bob": {"email": "bob@example.com", "name": "Bob QA", "groups": ["qa", "staff"]},
    "carol": {"email": "carol@example.com", "name": "Carol Nobody", "groups": ["staff"]},
}


@pytest.fixture(scope="module")
def env(hm):
    H.browser_driver_ready()
    port = H.free_port()
    public = f"http://127.0.0.1:{port}"
    idp = hm.spawn("oidc-provider", ["node", HERE / "idp" / "provider.mjs", json.dumps({
        "client": {"client_id": "relay-console", "client_secret": "e2e-client-secret",
                   "redirect_uris": [f"{public}/v1/console/sso/callback"]},
        "accounts": ACCOUNTS,
    })])
    issuer = json.loads(idp.wait_line(what="its issuer line"))["issuer"]
    secret = hm.dir("oidc") / "client-secret"
    secret.write_text("e2e-client-secret\n")
    relay = hm.relay(start=False, extra_args=[
        "--oidc-issuer", issuer, "--oidc-client-id", "relay-console", "--oidc-client-secret-file", secret,
        "--oidc-scope", "groups", "--oidc-admin-group", "relay-admins", "--oidc-qa-group", "qa=qa-*",
        "--oidc-tool-scopes", "list_devices,screenshot",
    ])
    relay.start(port=port)
    qa_dev = relay.add_device("qa-phone", labels=["qa"])
    relay.add_device("ops-box", labels=["ops"])
    return {"relay": relay, "idp": idp, "issuer": issuer, "qa_dev": qa_dev}


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


def sign_in(browser: H.Browser, relay: H.Relay, login: str) -> H.BrowserPage:
    """A fresh browser (no cookies) through the console's sign-in page and the provider's."""
    page = browser.open(f"{relay.url}/console/", bypass_csp=True)
    page.wait_for("document.body.dataset.state === 'signed_out' && !!document.getElementById('sso-start')")
    page.click_on("#sso-start")
    page.wait_for("!!document.querySelector('input[name=login]')")
    page.fill("input[name=login]", login)
    page.fill("input[name=password]", "any password")
    page.click_on("button[type=submit]")
    # The provider asks to consent to the relay once per person.
    page.wait_for("location.pathname.startsWith('/console/') || !!document.querySelector('button[type=submit]')")
    if not page.eval("location.pathname.startsWith('/console/')"):
        page.click_on("button[type=submit]")
    page.wait_for("location.pathname.startsWith('/console/') || location.pathname.startsWith('/v1/console/sso/callback')")
    return page


def test_people_sign_in_with_the_view_their_groups_give(env, browser):
    relay = env["relay"]
    alice = sign_in(browser, relay, "alice")
    alice.wait_for("document.body.dataset.state === 'signed_in'")
    assert alice.eval("document.body.dataset.view") == "admin"
    assert "Alice Admin" in alice.eval("document.getElementById('who-name').textContent")
    # No script error on the way (resources that failed to load are the signed-out page's
    # expected 401 and the provider's own page reaching for the internet).
    assert [e for e in alice.errors() if not e.startswith("Failed to load resource")] == []

    bob = sign_in(browser, relay, "bob")
    bob.wait_for("document.body.dataset.state === 'signed_in' && document.body.dataset.loaded === 'devices'")
    assert bob.eval("document.body.dataset.view") == "qa"
    rows = bob.eval("[...document.querySelectorAll('tr[data-device]')].map(r => r.dataset.device)")
    assert rows == [env["qa_dev"]["id"]], rows
    me = bob.eval("fetch('/v1/console/api/me').then(r => r.json())")
    assert me["key"]["scopes"] == ["console", "list_devices", "screenshot"], me
    assert me["key"]["devices"] == ["qa-*"], me

    carol = sign_in(browser, relay, "carol")
    carol.wait_for("!!document.getElementById('reason')")
    assert "in no group this relay maps" in carol.eval("document.getElementById('reason').textContent")

    events = relay.audit("--limit", "500")
    signed = [e for e in events if e["kind"] == "console_signed_in" and "sso" in e["detail"]]
    assert {e["detail"]["sso"]["subject"] for e in signed} == {"alice", "bob"}, signed
    assert any(e["kind"] == "console_sso_refused" for e in events)
    # A second sign-in with the same groups keeps the person's key.
    again = sign_in(browser, relay, "bob")
    again.wait_for("document.body.dataset.state === 'signed_in'")
    assert again.eval("fetch('/v1/console/api/me').then(r => r.json())")["key"]["id"] == me["key"]["id"]
