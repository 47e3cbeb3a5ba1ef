"""OAuth for the MCP endpoint, end to end: the official Python MCP SDK's OAuth client
provider runs the whole flow against ``relay dev`` (discovery from the 401, dynamic
registration, authorization with PKCE, consent in Debian's chromium, the code exchanged,
tools called with the token, the token refreshed), and the key endpoint stays as it was."""

from __future__ import annotations

import contextlib
import http.server
import json
import threading
import time
import urllib.parse

import anyio
import httpx2
import pytest

import harness as H


class Callback:
    """The client's redirect URI: a loopback HTTP server that keeps the query it receives."""

    def __init__(self):
        received: list[dict[str, str]] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 - the stdlib's name
                url = urllib.parse.urlsplit(self.path)
                if url.path == "/callback":  # not the browser's /favicon.ico
                    received.append(dict(urllib.parse.parse_qsl(url.query)))
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.end_headers()
                self.wfile.write(b"You may close this page.")

            def log_message(self, *args):
                pass

        self.received = received
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/callback"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait(self, timeout: float = 30.0) -> dict[str, str]:
        return H.wait_until("the authorization response at the client's redirect URI",
                            lambda: self.received[-1] if self.received else None, timeout=timeout, interval=0.1)

    def close(self) -> None:
        self.server.shutdown()


class MetadataServer:
    """A client's metadata document over HTTPS on loopback, with a CA of its own that the relay
    is told to trust (``--client-metadata-ca``), as a company's internal client would be."""

    def __init__(self, folder, redirect_uri: str):
        import datetime
        import ssl

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID

        now = datetime.datetime.now(datetime.timezone.utc)
        ca_key = ec.generate_private_key(ec.SECP256R1())
        ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "e2e client CA")])
        ca = (x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name)
              .public_key(ca_key.public_key()).serial_number(x509.random_serial_number())
              .not_valid_before(now - datetime.timedelta(minutes=5)).not_valid_after(now + datetime.timedelta(days=1))
              .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
              .sign(ca_key, hashes.SHA256()))
        key = ec.generate_private_key(ec.SECP256R1())
        leaf = (x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")]))
                .issuer_name(ca_name).public_key(key.public_key()).serial_number(x509.random_serial_number())
                .not_valid_before(now - datetime.timedelta(minutes=5)).not_valid_after(now + datetime.timedelta(days=1))
                .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
                .sign(ca_key, hashes.SHA256()))
        self.ca_path = folder / "ca.pem"
        self.ca_path.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
        (folder / "leaf.pem").write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
        (folder / "leaf.key").write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                            serialization.NoEncryption()))
        me = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 - the stdlib's name
                if self.path != "/oauth/client.json":
                    self.send_response(404)
                    self.end_headers()
                    return
                body = json.dumps({"client_id": me.url, "client_name": "e2e CIMD agent", "redirect_uris": [redirect_uri],
                                   "token_endpoint_auth_method": "none", "grant_types": ["authorization_code", "refresh_token"],
                                   "response_types": ["code"]}).encode()
                me.fetches += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.fetches = 0
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(folder / "leaf.pem", folder / "leaf.key")
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.url = f"https://localhost:{self.server.server_address[1]}/oauth/client.json"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture(scope="module")
def dev(hm):
    data = hm.dir("oauth-dev")
    callback = Callback()
    metadata = MetadataServer(hm.dir("oauth-client-ca"), callback.url)
    proc = hm.spawn("relay-dev-oauth", [H.relay_bin(), "dev", "--json", "--listen", "127.0.0.1:0", "--data", data,
                                        "--source", "synthetic", "--client-metadata-ca", metadata.ca_path])
    info = json.loads(proc.wait_line(what="the JSON line of relay dev --json"))
    assert info["connector_url"] == info["mcp_url"].removesuffix("/mcp") + "/oauth/mcp", info
    yield {"info": info, "proc": proc, "data": data, "h": hm, "callback": callback, "metadata": metadata}
    metadata.close()
    callback.close()
    proc.stop()


def console_link(dev: dict) -> str:
    """A fresh one-time console link for relay dev's key (each sign-in spends one)."""
    cli = H.Relay(dev["h"], dev["data"])
    keys = [k for k in cli.cli("keys", "list").json["keys"] if k["name"] == "relay dev" and not k["revoked_at"]]
    base = dev["info"]["mcp_url"].removesuffix("/mcp")
    return cli.cli("console-link", "--key", keys[-1]["id"], "--url", base).json["url"]


@pytest.fixture(scope="module")
def browser(hm):
    b = H.Browser(hm)
    yield b
    b.close()


class Memory:
    """The SDK's token storage, in memory."""

    def __init__(self):
        self.tokens = None
        self.client = None

    async def get_tokens(self):
        return self.tokens

    async def set_tokens(self, tokens):
        self.tokens = tokens

    async def get_client_info(self):
        return self.client

    async def set_client_info(self, client):
        self.client = client


def oauth_flow(dev: dict, browser: H.Browser, mode: str, client_name: str, client_metadata_url: str | None = None):
    """The SDK's OAuth provider through the whole flow, the person consenting in chromium
    (the local device only, two scopes), then three calls. Returns what the consent page
    showed, the tool listing, the three results, and the provider with its storage."""
    from mcp import Client
    from mcp.client.auth import AuthorizationCodeResult, OAuthClientProvider
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared.auth import OAuthClientMetadata

    info = dev["info"]
    callback = dev["callback"]
    callback.received.clear()
    # The person signs in to the console first (the dev key holds console and every tool).
    # bypass_csp: the driver polls with script the console's CSP (script-src 'self') forbids.
    page = browser.open(console_link(dev), bypass_csp=True)
    page.wait_for("document.body.dataset.state === 'signed_in'")
    seen: dict[str, object] = {"page": page}

    def consent(url: str) -> None:
        seen["authorize_url"] = url
        page.goto(url)
        page.wait_for("document.body.dataset.loaded === 'consent'")
        seen["client_name"] = page.eval("document.getElementById('client-name').textContent")
        seen["client_id"] = page.eval("document.getElementById('client-id').textContent")
        seen["redirect_uri"] = page.eval("document.getElementById('redirect-uri').textContent")
        seen["axe"] = page.axe()
        # Grant the local device only, with two scopes.
        page.eval("""(() => {
            for (const b of document.querySelectorAll('input[name=scope]')) b.checked = ['list_devices', 'screenshot'].includes(b.value);
            document.querySelector('input[name=which][value=some]').checked = true;
            for (const b of document.querySelectorAll('input[name=device]')) b.checked = b.value.startsWith('d_');
            return true;
        })()""")
        page.click_on("#approve")

    async def redirect_handler(url: str) -> None:
        await anyio.to_thread.run_sync(consent, url)

    async def callback_handler():
        q = await anyio.to_thread.run_sync(callback.wait)
        return AuthorizationCodeResult(code=q.get("code"), state=q.get("state"), iss=q.get("iss"))

    storage = Memory()
    provider = OAuthClientProvider(
        server_url=info["connector_url"],
        client_metadata=OAuthClientMetadata(client_name=client_name, redirect_uris=[callback.url],
                                            grant_types=["authorization_code", "refresh_token"],
                                            response_types=["code"], token_endpoint_auth_method="none"),
        storage=storage, redirect_handler=redirect_handler, callback_handler=callback_handler,
        client_metadata_url=client_metadata_url,
    )

    async def session_calls():
        async with httpx2.AsyncClient(auth=provider, timeout=30, follow_redirects=True) as http:
            async with Client(streamable_http_client(info["connector_url"], http_client=http), mode=mode) as client:
                seen["version"] = client.session._negotiated_version
                listing = (await client.list_tools()).tools
                listed = await client.call_tool("list_devices", {})
                shot = await client.call_tool("screenshot", {"device_id": info["device_id"]})
                denied = await client.call_tool("input", {"device_id": info["device_id"], "action": "move", "x": 1, "y": 1})
                return listing, listed, shot, denied

    listing, listed, shot, denied = anyio.run(session_calls)
    return seen, listing, listed, shot, denied, provider, storage


@pytest.mark.parametrize("mode", ["legacy", "2026-07-28"])
def test_the_sdk_connects_through_oauth_with_consent_in_the_browser(dev, browser, mode):
    """The whole flow, once with the initialize handshake (2025-11-25) and once with the
    current revision (server/discover, stateless requests), the client registering itself."""
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    info = dev["info"]
    callback = dev["callback"]
    seen, listing, listed, shot, denied, provider, storage = oauth_flow(dev, browser, mode, f"e2e OAuth agent {mode}")
    page = seen["page"]
    tools = {t.name for t in listing}
    assert seen["version"] == ("2025-11-25" if mode == "legacy" else mode), seen
    assert seen["client_name"] == f"e2e OAuth agent {mode}", seen
    assert seen["redirect_uri"] == callback.url, seen
    assert seen["axe"] == [], f"the consent page: axe-core found {json.dumps(seen['axe'], indent=1)}"
    q = urllib.parse.parse_qs(urllib.parse.urlsplit(str(seen["authorize_url"])).query)
    assert q["code_challenge_method"] == ["S256"] and q["resource"] == [info["connector_url"]], q
    # Only what was granted: two tools listed, the device reachable, input refused.
    assert tools == {"list_devices", "screenshot"}, tools
    shot_tool = next(t for t in listing if t.name == "screenshot")
    assert shot_tool.annotations.read_only_hint is True and shot_tool.title == "Take a screenshot", shot_tool
    assert shot_tool.icons and shot_tool.icons[0].src.startswith("data:image/svg+xml;base64,"), shot_tool.icons
    assert not listed.is_error and info["device_id"] in H.result_text(listed)
    assert not shot.is_error and any(c.type == "image" for c in shot.content)
    assert denied.is_error and "lacks scope" in H.result_text(denied)
    assert storage.tokens is not None and storage.tokens.refresh_token

    # The grant is listed (CLI and console) and audited as a principal of its own.
    relay = H.Relay(dev["h"], dev["data"])  # the CLI on relay dev's data dir
    grants = [g for g in relay.cli("oauth", "list").json["grants"] if g["client_name"] == f"e2e OAuth agent {mode}"]
    assert len(grants) == 1, grants
    grant = grants[0]
    assert grant["scopes"] == ["list_devices", "screenshot"] and grant["devices"] == [info["device_id"]], grant
    calls = [e for e in relay.audit("--limit", "200") if e["kind"] == "tool_call" and e["key_id"] == grant["id"]]
    assert {e["tool"] for e in calls} >= {"list_devices", "screenshot", "input"}, calls
    page.goto(info["mcp_url"].removesuffix("/mcp") + "/console/#keys")
    page.wait_for("document.body.dataset.loaded === 'keys'")
    assert page.eval(f"!!document.querySelector('tr[data-grant=\"{grant['id']}\"]')")
    assert page.errors() == [], page.errors()

    # The token refreshes (rotation), then revoking the grant ends it at once.
    async def refreshed_call():
        storage.tokens.expires_in = 0
        provider.context.update_token_expiry(storage.tokens)
        provider.context.token_expiry_time = time.time() - 1
        async with httpx2.AsyncClient(auth=provider, timeout=30) as http:
            async with Client(streamable_http_client(info["connector_url"], http_client=http), mode=mode) as client:
                return await client.call_tool("list_devices", {})

    before = storage.tokens.refresh_token
    assert not anyio.run(refreshed_call).is_error
    assert storage.tokens.refresh_token != before, "the refresh token rotated"
    relay.cli("oauth", "revoke", grant["id"])
    res = H.raw_post(info["connector_url"], H.initialize_body(), key=storage.tokens.access_token)
    assert res.status_code == 401 and "invalid_token" in res.headers["www-authenticate"], res.headers


def test_the_key_endpoint_is_unchanged_and_advertises_no_oauth(dev):
    info = dev["info"]
    res = H.raw_post(info["mcp_url"], H.initialize_body())
    assert res.status_code == 401
    assert "resource_metadata" not in res.headers.get("www-authenticate", ""), res.headers
    base = info["mcp_url"].removesuffix("/mcp")
    for root in ("/.well-known/oauth-authorization-server", "/.well-known/oauth-protected-resource"):
        assert httpx2.get(base + root, timeout=10).status_code == 404, root
    mcp = H.Mcp(info["mcp_url"], info["api_key"])
    assert any(d["id"] == info["device_id"] for d in mcp.list_devices())
    res = H.raw_post(info["connector_url"], H.initialize_body())
    assert res.status_code == 401
    assert 'resource_metadata="' in res.headers["www-authenticate"], res.headers


def test_the_sdk_connects_as_a_client_metadata_document(dev, browser):
    """The client identified by the HTTPS URL of its metadata document (no registration): the
    relay fetches it, the consent page shows its name and URL, the grant names the URL."""
    metadata = dev["metadata"]
    seen, listing, listed, shot, denied, _, storage = oauth_flow(dev, browser, "2026-07-28", "ignored: the document names it",
                                                                 client_metadata_url=metadata.url)
    assert seen["client_name"] == "e2e CIMD agent" and seen["client_id"] == metadata.url, seen
    assert metadata.fetches >= 1
    assert storage.client.client_id == metadata.url
    assert not listed.is_error and not shot.is_error and denied.is_error
    grants = H.Relay(dev["h"], dev["data"]).cli("oauth", "list").json["grants"]
    assert any(g["client_id"] == metadata.url for g in grants), grants


def test_the_mcp_inspector_cli_connects_with_a_key(dev):
    """A second real client: the MCP Inspector's CLI (npm, tests/package.json) with a key in a
    header on the key endpoint, listing tools and calling one."""
    import subprocess

    info = dev["info"]
    inspector = H.REPO / "tests" / "node_modules" / ".bin" / "mcp-inspector"
    assert inspector.exists(), "the MCP Inspector is missing: npm ci in tests/ (tests/run does)"

    def run(*method: str) -> dict:
        done = subprocess.run(
            [inspector, "--cli", info["mcp_url"], "--transport", "http", *method,
             "--header", f"Authorization: Bearer {info['api_key']}"],
            capture_output=True, text=True, timeout=60, cwd=H.REPO / "tests")
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    tools = {t["name"]: t for t in run("--method", "tools/list")["tools"]}
    assert {"list_devices", "screenshot", "input", "video_frames"} <= set(tools), tools.keys()
    assert tools["input"]["annotations"]["destructiveHint"] is True, tools["input"]
    listed = run("--method", "tools/call", "--tool-name", "list_devices")
    assert info["device_id"] in listed["content"][0]["text"], listed
