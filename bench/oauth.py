#!/usr/bin/env python3
"""What OAuth costs a tool call: `list_devices` through the official Python MCP SDK on the key
endpoint (`/mcp`, an API key) and on the connector URL (`/oauth/mcp`, an access token of the
relay's own authorization server), side by side in one run, and how many HTTP round trips a
client makes before its first tool call.

Each run: a fresh `relay serve` (release build) and data dir, 20 enrolled devices (no agent:
`list_devices` reads the database), a key with `console` and `list_devices`. The OAuth client
is the SDK's `OAuthClientProvider` with dynamic registration; the person's consent is given
through the console's JSON API (the same calls the consent page makes: a console link spent
for a session, the request read, approved with the CSRF token), and every request the SDK's
HTTP client sends until the first tool call's answer is counted. Then both sessions (the SDK's
`Client`, the 2026-07-28 revision, stateless requests) call `list_devices` in alternating
batches of 50 after 50 warm-up calls each; each call is timed from `call_tool` to its parsed
result. The report gives each run's p50/p99 per endpoint and their difference, and the median
over runs; the goal (issue 40) is under 0.2 ms added at p50.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.parse
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib as B  # noqa: E402


async def oauth_client(relay: B.Relay, key_id: str, counter: dict[str, Any]):
    """The SDK's OAuth provider whose consent is given through the console API; the requests
    its HTTP client sends are counted in ``counter``."""
    import httpx2
    from mcp.client.auth import AuthorizationCodeResult, OAuthClientProvider
    from mcp.shared.auth import OAuthClientMetadata

    redirect = "http://127.0.0.1:9/callback"
    answer: dict[str, str] = {}

    class Memory:
        tokens = None
        client = None

        async def get_tokens(self):
            return self.tokens

        async def set_tokens(self, tokens):
            self.tokens = tokens

        async def get_client_info(self):
            return self.client

        async def set_client_info(self, client):
            self.client = client

    async def redirect_handler(url: str) -> None:
        # The person: signs in to the console, reads the request, approves it.
        async with httpx2.AsyncClient(base_url=relay.url, timeout=30) as person:
            r = await person.get(url.removeprefix(relay.url), follow_redirects=False)
            request_id = r.headers["location"].split("#consent?r=")[1]
            link = relay.cli("console-link", "--key", key_id, "--url", relay.url)["url"].split("#l=")[1]
            r = await person.post("/v1/console/session", json={"link": link})
            csrf = r.json()["csrf_token"]
            await person.get(f"/v1/console/api/oauth/requests/{request_id}")
            r = await person.post(f"/v1/console/api/oauth/requests/{request_id}", headers={"X-CSRF-Token": csrf},
                                  json={"decision": "approve", "scopes": ["list_devices"], "devices": ["*"]})
            q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(r.json()["redirect"]).query))
            answer.update(q)

    async def callback_handler():
        return AuthorizationCodeResult(code=answer["code"], state=answer.get("state"), iss=answer.get("iss"))

    provider = OAuthClientProvider(
        server_url=f"{relay.url}/oauth/mcp",
        client_metadata=OAuthClientMetadata(client_name="bench", redirect_uris=[redirect],
                                            grant_types=["authorization_code", "refresh_token"],
                                            response_types=["code"], token_endpoint_auth_method="none"),
        storage=Memory(), redirect_handler=redirect_handler, callback_handler=callback_handler)

    async def count(request):
        if not counter.get("done"):
            counter["requests"].append(f"{request.method} {request.url.path}")

    return httpx2.AsyncClient(auth=provider, timeout=30, event_hooks={"request": [count]})


async def measure(relay: B.Relay, key: str, key_id: str, calls: int, batch: int) -> dict[str, Any]:
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    counter: dict[str, Any] = {"requests": []}
    token_http = await oauth_client(relay, key_id, counter)
    key_http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    times: dict[str, list[float]] = {"key": [], "token": []}
    async with key_http, token_http:
        async with Client(streamable_http_client(relay.mcp_url, http_client=key_http), mode="2026-07-28") as by_key, \
                Client(streamable_http_client(f"{relay.url}/oauth/mcp", http_client=token_http), mode="2026-07-28") as by_token:
            first = await by_token.call_tool("list_devices", {})
            counter["done"] = True
            if first.is_error:
                raise B.BenchError(f"the OAuth session's first call failed: {B.result_text(first)}")
            clients = {"key": by_key, "token": by_token}
            for name, c in clients.items():
                for _ in range(50):
                    await c.call_tool("list_devices", {})
            done = 0
            while done < calls:
                for name, c in clients.items():
                    for _ in range(batch):
                        t0 = time.perf_counter()
                        r = await c.call_tool("list_devices", {})
                        times[name].append((time.perf_counter() - t0) * 1000)
                        if r.is_error:
                            raise B.BenchError(f"{name}: {B.result_text(r)}")
                done += batch
    return {"times": times, "round_trips": counter["requests"]}


def one_run(args: argparse.Namespace, relay_bin: Path) -> dict[str, Any]:
    with B.Workspace("oauth", keep=args.keep) as ws:
        relay = B.Relay(ws, ws.root / "data", relay_bin)
        for i in range(20):
            relay.add_device(f"bench-{i:02d}")
        created = relay.cli("keys", "create", "--name", "bench", "--scopes", "console,list_devices", "--devices", "*")
        relay.start()
        busy = B.BusyMeter().start()
        got = B.run_async(measure(relay, created["secret"], created["id"], args.calls, args.batch))
        machine_busy = busy.stop()
        key, token = B.summary(got["times"]["key"]), B.summary(got["times"]["token"])
        return {"key": key, "token": token, "added_p50_ms": token["p50"] - key["p50"],
                "added_p99_ms": token["p99"] - key["p99"], "round_trips_before_first_call": got["round_trips"],
                "machine_busy": machine_busy}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--calls", type=int, default=1000, help="timed calls per endpoint per run")
    ap.add_argument("--batch", type=int, default=50)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    ap.add_argument("--quiet-cpu", type=float, default=0.25)
    ap.add_argument("--quiet-wait", type=float, default=300)
    args = ap.parse_args()
    B.require({}, modules=("mcp",))
    relay_bin = B.binary("RELAY_BIN", "relay")
    runs = []
    for i in range(args.runs):
        B.wait_for_quiet(args.quiet_cpu, args.quiet_wait)
        B.log(f"run {i + 1}/{args.runs}")
        runs.append(one_run(args, relay_bin))
    added = B.median([r["added_p50_ms"] for r in runs])
    report = {
        "machine": B.machine(), "relay": B.describe_binary(relay_bin), "runs": runs,
        "median": {
            "key_p50_ms": B.median([r["key"]["p50"] for r in runs]),
            "token_p50_ms": B.median([r["token"]["p50"] for r in runs]),
            "key_p99_ms": B.median([r["key"]["p99"] for r in runs]),
            "token_p99_ms": B.median([r["token"]["p99"] for r in runs]),
            "added_p50_ms": added,
            "added_p99_ms": B.median([r["added_p99_ms"] for r in runs]),
        },
        "round_trips_before_first_call": len(runs[0]["round_trips_before_first_call"]),
        "goals": [{"goal": "a token check adds under 0.2 ms at p50 (list_devices)", "met": added < 0.2,
                   "figure": f"{added:+.3f} ms"}],
    }

    def print_summary(r: dict[str, Any]) -> None:
        m = r["median"]
        print(f"list_devices p50/p99 (median of {len(r['runs'])} runs): key {m['key_p50_ms']:.3f}/{m['key_p99_ms']:.3f} ms, "
              f"token {m['token_p50_ms']:.3f}/{m['token_p99_ms']:.3f} ms, added {m['added_p50_ms']:+.3f}/{m['added_p99_ms']:+.3f} ms")
        for i, run in enumerate(r["runs"]):
            print(f"  run {i + 1}: key p50 {run['key']['p50']:.3f} p99 {run['key']['p99']:.3f}; token p50 {run['token']['p50']:.3f} "
                  f"p99 {run['token']['p99']:.3f}; machine busy {run['machine_busy']:.0%}")
        trips = r["runs"][0]["round_trips_before_first_call"]
        print(f"round trips before the first tool call: {len(trips)}: " + ", ".join(trips))
        B.print_goals(r["goals"])

    B.emit(report, args, print_summary)
    return 0


if __name__ == "__main__":
    B.run_main_interruptible(main, "oauth.py")
