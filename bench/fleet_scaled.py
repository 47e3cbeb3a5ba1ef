#!/usr/bin/env python3
"""A large fleet on one relay, then on two replicas behind HAProxy, then one replica killed.

Enrols N devices once into a PostgreSQL database of its own (``relay devices add``, several
CLI processes at a time). The simulated agents are device-agent's ``fleet_sim`` example
(``cargo build --release -p device-agent --example fleet_sim``: a valid hello, heartbeats, a
small JPEG for ``screenshot``, the agent's redial policy), one process per ``--per-simulator``
agents, since a process here may hold at most ``ulimit -Hn`` descriptors. ``--simulator
python`` runs ``fleet.py --simulate`` (asyncio + ``websockets``) instead, which on two cores
takes most of the CPU itself and so measures the load generator as much as the relay.

1. ONE relay (``relay serve`` on that database, no NATS): time from the simulators' start to
   every device online, the relay's memory, and ``list_devices`` through MCP with the default
   page (no arguments), 10 + 200 calls (the client's garbage collector frozen while timing, and
   once more left as it is: ``benchlib.client_gc``). One process holds one socket per agent, so on a
   machine whose descriptor limit is L the bench runs at most L - 512 agents (said in the
   report), since phases 1 and 3 need one process to hold them all.
2. TWO replicas (``--nats-url``, this machine's NATS) behind HAProxy: one HAProxy process per
   simulator (each holds two descriptors per agent), each balancing over both replicas with
   ``/readyz`` checks. Time to all online (presence rows), each replica's memory, and
   ``screenshot`` through replica A's MCP endpoint of a device A holds (direct) and one B
   holds (routed over NATS), 20 warm-up + 200 calls each, interleaved; ``list_devices``
   (default page) through A, 10 + 200 calls.
3. SIGKILL replica B: time until every device it held is online again on A (its presence row
   names A), with the agents' own redial backoff (1 s, jittered) and HAProxy's health check.

    bench/.venv/bin/python bench/fleet_scaled.py [--devices 20000] [--json-out F]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import (  # noqa: E402
    BenchError,
    Workspace,
    binary,
    describe_binary,
    emit,
    free_port,
    log,
    machine,
    median,
    mcp_session,
    proc_status,
    run_main,
    summary,
    wait_until,
)
from fleet import time_list_devices, time_raw_list_devices  # noqa: E402

PG = "postgres://postgres@127.0.0.1:5432"
NATS_URL = "nats://127.0.0.1:4222"
FLEET = Path(__file__).resolve().parent / "fleet.py"


def psql(sql: str, database: str = "postgres") -> str:
    done = subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1",
                           "-tA", "-c", sql], capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise BenchError(f"psql {sql!r}: {done.stderr}")
    return done.stdout.strip()


class Cli:
    """The relay's admin CLI on the bench's database."""

    def __init__(self, relay_bin: Path, data: Path, db_url: str):
        self.bin, self.data, self.db_url = relay_bin, data, db_url

    def __call__(self, *args: Any) -> dict:
        argv = [str(self.bin), *[str(a) for a in args], "--data", str(self.data), "--database-url", self.db_url,
                "--json"]
        done = subprocess.run(argv, capture_output=True, timeout=300, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stderr.decode(errors='replace')}")
        return json.loads(done.stdout)


def serve(ws: Workspace, name: str, relay_bin: Path, data: Path, db_url: str, extra: list[Any]) -> tuple[Any, str]:
    proc = ws.spawn(name, [relay_bin, "serve", "--listen", "127.0.0.1:0", "--data", data, "--database-url", db_url,
                           *extra, "--json"], env={"RELAY_LOG": "warn"})
    info = json.loads(proc.read_line(timeout=120))
    return proc, info["url"]


def simulators(ws: Workspace, urls: list[str], tokens: list[str], per: int, concurrency: int,
               sim_bin: Path | None) -> list[Any]:
    """One simulator process per `per` tokens; simulator i dials urls[i % len(urls)]. The
    simulator is `sim_bin` (device-agent's `fleet_sim` example) or, when None, fleet.py's."""
    sims = []
    for i in range(0, len(tokens), per):
        part = ws.root / f"tokens-{i // per}.json"
        part.write_text(json.dumps(tokens[i:i + per]))
        url = urls[(i // per) % len(urls)]
        program = [sim_bin] if sim_bin is not None else [sys.executable, FLEET, "--simulate"]
        sims.append(ws.spawn(f"sim{i // per}", [*program, "--answer-screenshots",
                                                 "--url", url, "--tokens", part, "--concurrency", concurrency]))
    return sims


def stop_all(procs: list[Any]) -> None:
    for p in procs:
        if p.alive():
            os.kill(p.pid, signal.SIGTERM)
    for p in procs:
        try:
            p.popen.wait(timeout=30)
        except subprocess.TimeoutExpired:
            p.popen.kill()


def haproxy(ws: Workspace, index: int, backends: list[str], max_conn: int) -> tuple[Any, str]:
    port = free_port()
    servers = "\n".join(f"    server r{i} {u.removeprefix('http://')} check inter 500ms fall 1 rise 1"
                        for i, u in enumerate(backends))
    cfg = ws.root / f"haproxy-{index}.cfg"
    # Each agent costs HAProxy two descriptors (client and server side).
    cfg.write_text(f"""global
    maxconn {max_conn}
defaults
    mode http
    maxconn {max_conn}
    timeout connect 5s
    timeout client 120s
    timeout server 120s
    timeout tunnel 1h
    retries 3
    option redispatch
frontend relays
    bind 127.0.0.1:{port}
    default_backend relays
backend relays
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
{servers}
""")
    proc = ws.spawn(f"haproxy{index}", ["haproxy", "-db", "-f", cfg])

    def up() -> bool:
        if not proc.alive():
            raise BenchError(f"haproxy exited\n{proc.describe()}")
        import socket

        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0

    for _ in range(100):
        if up():
            return proc, f"http://127.0.0.1:{port}"
        time.sleep(0.1)
    raise BenchError(f"haproxy did not listen\n{proc.describe()}")


def relay_side_ms(database: str, calls: int) -> dict[str, float]:
    """The relay's own time for the last ``calls`` ``list_devices`` calls (the audit's
    ``duration_ms``, whole milliseconds): what of the client's time is the relay's."""
    rows = psql(f"SELECT duration_ms FROM audit_events WHERE tool = 'list_devices' AND duration_ms IS NOT NULL "
                f"ORDER BY seq DESC LIMIT {int(calls)}", database)
    return summary([float(v) for v in rows.split()])


def subdir(ws: Workspace, name: str) -> Path:
    path = ws.root / name
    path.mkdir(exist_ok=True)
    return path


def mib(pid: int) -> dict[str, float]:
    st = proc_status(pid)
    return {"rss_mib": round(st["VmRSS"] / 1024, 1), "hwm_mib": round(st["VmHWM"] / 1024, 1)}


async def time_screenshots(mcp_url: str, key: str, direct: str, routed: str, calls: int, warmup: int) -> dict:
    times: dict[str, list[float]] = {"direct": [], "routed": []}
    async with mcp_session(mcp_url, key) as session:
        for i in range(warmup + calls):
            for label, device in (("direct", direct), ("routed", routed)):
                t0 = time.perf_counter()
                res = await session.call_tool("screenshot", {"device_id": device})
                t1 = time.perf_counter()
                if res.is_error:
                    raise BenchError(f"screenshot of {device} ({label}): {res.content!r:.300}")
                if i >= warmup:
                    times[label].append((t1 - t0) * 1000)
    return {label: summary(v) for label, v in times.items()}


def phase_one(ws: Workspace, relay_bin: Path, db: str, tokens: list[str], key: str, args: argparse.Namespace) -> dict:
    n = len(tokens)
    data = subdir(ws, "one")
    relay, url = serve(ws, "relay-one", relay_bin, data, db, [])
    base = mib(relay.pid)
    t0 = time.monotonic()
    sims = simulators(ws, [url], tokens, args.per_simulator, args.concurrency, args.sim_bin)
    database = db.rsplit("/", 1)[1]
    online = lambda: int(psql("SELECT count(*) FROM device_status WHERE online <> 0", database))  # noqa: E731
    wait_until(f"{n} online on one relay", lambda: online() == n, 600, interval=0.25, procs=[relay, *sims])
    all_online_s = time.monotonic() - t0
    log(f"one relay: {n} online after {all_online_s:.1f} s; settling {args.settle:.0f} s")
    time.sleep(args.settle)
    mem_online = mib(relay.pid)
    lst = asyncio.run(time_list_devices(url + "/mcp", key, min(n, 100), args.calls, 10, list_args={}))
    relay_ms = relay_side_ms(database, args.calls)
    # The same calls with this client's garbage collector left as it is: its full collections
    # (50-65 ms each) land in the timed calls, and they, not the relay, set that p99.
    unfrozen = asyncio.run(time_list_devices(url + "/mcp", key, min(n, 100), args.calls, 10, list_args={},
                                             gc_mode="default"))
    log(f"one relay, client gc default: list_devices p50 {unfrozen['e2e_ms']['p50']:.1f} ms, "
        f"p99 {unfrozen['e2e_ms']['p99']:.1f} ms, full collections {unfrozen['client_gc']['full_pauses_ms']} ms")
    # The same call as a plain HTTP POST, the answer read but not parsed: what any MCP client
    # waits for before its own parsing (the Python SDK's validation is the rest).
    raw = time_raw_list_devices(url + "/mcp", key, args.calls, {})
    log(f"one relay: plain HTTP list_devices p50 {raw['e2e_ms']['p50']:.1f} ms, p99 {raw['e2e_ms']['p99']:.1f} ms")
    log(f"one relay: list_devices p50 {lst['e2e_ms']['p50']:.1f} ms, p99 {lst['e2e_ms']['p99']:.1f} ms "
        f"(relay-side p50 {relay_ms['p50']:.0f} ms, p99 {relay_ms['p99']:.0f} ms)")
    mem_after = mib(relay.pid)
    # Diagnosis: the same calls with the simulators stopped (SIGSTOP: their sockets stay open,
    # no heartbeat for a few seconds): how much of the tail is the fleet's traffic on the cores.
    for sim in sims:
        os.killpg(sim.pid, signal.SIGSTOP)
    try:
        quiet = asyncio.run(time_list_devices(url + "/mcp", key, min(n, 100), args.calls, 10, list_args={}))
    finally:
        for sim in sims:
            os.killpg(sim.pid, signal.SIGCONT)
    log(f"one relay, simulators stopped: list_devices p50 {quiet['e2e_ms']['p50']:.1f} ms, "
        f"p99 {quiet['e2e_ms']['p99']:.1f} ms")
    stop_all(sims)
    relay.stop()
    return {"devices": n, "all_online_s": round(all_online_s, 2), "relay_idle": base, "relay_online": mem_online,
            "relay_after_list_devices": mem_after, "list_devices_default_page_ms": lst["e2e_ms"],
            "list_devices_client_gc": lst["client_gc"], "list_devices_client_gc_default_ms": unfrozen["e2e_ms"],
            "list_devices_client_gc_default": unfrozen["client_gc"],
            "list_devices_relay_side_ms": relay_ms, "list_devices_simulators_stopped_ms": quiet["e2e_ms"],
            "list_devices_plain_http_ms": raw["e2e_ms"], "list_devices_response_bytes": raw["response_bytes"]}


def phase_two(ws: Workspace, relay_bin: Path, db: str, tokens: list[str], key: str, args: argparse.Namespace) -> dict:
    n = len(tokens)
    database = db.rsplit("/", 1)[1]
    run = uuid.uuid4().hex[:6]
    secret = ws.root / "relay.secret"
    replicas = {}
    for name in ("a", "b"):
        proc, url = serve(ws, f"relay-{name}", relay_bin, subdir(ws, f"data-{name}"), db,
                          ["--nats-url", NATS_URL, "--replica-id", f"{name}-{run}", "--secret-file", secret])
        replicas[name] = (proc, url)
    (a, a_url), (b, b_url) = replicas["a"], replicas["b"]
    balancers = [haproxy(ws, i, [a_url, b_url], args.per_simulator + 200)
                 for i in range((n + args.per_simulator - 1) // args.per_simulator)]
    time.sleep(2)  # the first health checks
    t0 = time.monotonic()
    sims = simulators(ws, [u for _, u in balancers], tokens, args.per_simulator, args.concurrency, args.sim_bin)
    held = lambda who: int(psql(  # noqa: E731
        f"SELECT count(*) FROM device_presence p JOIN relay_replicas r ON r.id = p.replica_id "
        f"WHERE p.replica_id = '{who}-{run}' "
        f"AND r.lease_until > (extract(epoch from now()) * 1000)::bigint", database))
    procs = [a, b, *sims, *(p for p, _ in balancers)]
    wait_until(f"{n} online on two replicas", lambda: held("a") + held("b") == n, 600, interval=0.25, procs=procs)
    all_online_s = time.monotonic() - t0
    split = {"a": held("a"), "b": held("b")}
    log(f"two replicas: {n} online after {all_online_s:.1f} s ({split}); settling {args.settle:.0f} s")
    time.sleep(args.settle)
    memory = {"a": mib(a.pid), "b": mib(b.pid)}
    on_a = psql(f"SELECT device_id FROM device_presence WHERE replica_id = 'a-{run}' LIMIT 1", database)
    on_b = psql(f"SELECT device_id FROM device_presence WHERE replica_id = 'b-{run}' LIMIT 1", database)
    shots = asyncio.run(time_screenshots(a_url + "/mcp", key, on_a, on_b, args.calls, 20))
    lst = asyncio.run(time_list_devices(a_url + "/mcp", key, min(n, 100), args.calls, 10, list_args={}))
    relay_ms = relay_side_ms(database, args.calls)
    log(f"screenshot direct p50 {shots['direct']['p50']:.2f} ms, routed p50 {shots['routed']['p50']:.2f} ms")
    # Phase 3: B dies without cleaning up.
    moved = split["b"]
    os.kill(b.pid, signal.SIGKILL)
    t0 = time.monotonic()
    wait_until(f"the {moved} devices of the killed replica online on the other", lambda: held("a") == n, 600,
               interval=0.25, procs=[a, *sims])
    failover_s = time.monotonic() - t0
    log(f"failover: all {n} on a {failover_s:.1f} s after b was killed")
    memory_after = mib(a.pid)
    stop_all([*sims, *(p for p, _ in balancers)])
    a.stop()
    return {"devices": n, "all_online_s": round(all_online_s, 2), "split": split, "replica_memory": memory,
            "screenshot_ms": shots, "list_devices_default_page_ms": lst["e2e_ms"],
            "list_devices_relay_side_ms": relay_ms, "routed_minus_direct_p50_ms": round(shots["routed"]["p50"] - shots["direct"]["p50"], 3),
            "failover": {"devices_moved": moved, "all_on_survivor_s": round(failover_s, 2),
                         "survivor_memory_after": memory_after},
            "haproxy_processes": len(balancers)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--devices", type=int, default=20000)
    ap.add_argument("--per-simulator", type=int, default=5000, help="agents per simulator (and HAProxy) process")
    ap.add_argument("--concurrency", type=int, default=64, help="connections each simulator opens at once")
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--settle", type=float, default=12.0)
    ap.add_argument("--enrol-parallel", type=int, default=6)
    ap.add_argument("--skip-one", action="store_true", help="only the two-replica phases")
    ap.add_argument("--runs", type=int, default=3, help="runs of the phases (the enrolment is done once)")
    ap.add_argument("--simulator", choices=("rust", "python"), default="rust",
                    help="the simulated agents: device-agent's fleet_sim example (FLEET_SIM_BIN, default "
                         "target/release/examples/fleet_sim) or fleet.py --simulate (CPU-bound here)")
    ap.add_argument("--json-out", type=Path)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # inherited by every process started here
    if args.per_simulator * 2 + 256 > hard:
        raise BenchError(f"--per-simulator {args.per_simulator}: HAProxy needs two descriptors an agent, limit {hard}")
    if shutil.which("haproxy") is None:
        raise BenchError("haproxy is missing (apt-get install haproxy)")
    relay_bin = binary("RELAY_BIN", "relay")
    args.sim_bin = binary("FLEET_SIM_BIN", "examples/fleet_sim") if args.simulator == "rust" else None
    report: dict[str, Any] = {"benchmark": "fleet_scaled", "machine": machine(), "fd_limit": hard,
                              "simulator": args.simulator,
                              "binaries": {"relay": describe_binary(relay_bin),
                                           **({"simulator": describe_binary(args.sim_bin)} if args.sim_bin else {})}}
    database = f"relay_bench_{uuid.uuid4().hex[:10]}"
    psql(f"CREATE DATABASE {database}")
    db = f"{PG}/{database}"
    try:
        with Workspace("fleet-scaled", keep=args.keep) as ws:
            cli = Cli(relay_bin, subdir(ws, "cli"), db)
            cli("devices", "list")  # migrates once
            t0 = time.monotonic()
            # Phase 1's one relay and phase 3's survivor each hold every agent's socket: one
            # process, so the descriptor limit caps the fleet.
            n = min(args.devices, hard - 512)
            report["devices"] = n
            report["limited_by_fd_limit"] = n < args.devices
            if n < args.devices:
                log(f"{args.devices} agents asked, {n} run: a process here may hold {hard} descriptors")
            with ThreadPoolExecutor(args.enrol_parallel) as pool:
                devs = list(pool.map(lambda i: cli("devices", "add", f"fleet-{i:05d}"), range(n)))
            report["enrol_s"] = round(time.monotonic() - t0, 1)
            log(f"enrolled {n} in {report['enrol_s']} s")
            key = cli("keys", "create", "--name", "fleet", "--scopes", "list_devices,screenshot", "--devices", "*")["secret"]
            tokens = [d["token"] for d in devs]
            runs = []
            for run in range(1, args.runs + 1):
                log(f"run {run} of {args.runs}")
                r = {} if args.skip_one else {"one_relay": phase_one(ws, relay_bin, db, tokens, key, args)}
                r["two_replicas"] = phase_two(ws, relay_bin, db, tokens, key, args)
                runs.append(r)
            report["runs"] = runs
            report["medians"] = medians(runs)
    finally:
        psql(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
    emit(report, args, print_summary)
    return 0


def medians(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The headline figures, each the median over the runs (with every run's value)."""
    picks = {
        "one_relay_all_online_s": ("one_relay", "all_online_s"),
        "one_relay_rss_online_mib": ("one_relay", "relay_online", "rss_mib"),
        "one_relay_peak_mib": ("one_relay", "relay_after_list_devices", "hwm_mib"),
        "one_relay_list_devices_p50_ms": ("one_relay", "list_devices_default_page_ms", "p50"),
        "one_relay_list_devices_p99_ms": ("one_relay", "list_devices_default_page_ms", "p99"),
        "one_relay_list_devices_gc_default_p50_ms": ("one_relay", "list_devices_client_gc_default_ms", "p50"),
        "one_relay_list_devices_gc_default_p99_ms": ("one_relay", "list_devices_client_gc_default_ms", "p99"),
        "one_relay_list_devices_http_p50_ms": ("one_relay", "list_devices_plain_http_ms", "p50"),
        "one_relay_list_devices_http_p99_ms": ("one_relay", "list_devices_plain_http_ms", "p99"),
        "one_relay_list_devices_sims_stopped_p99_ms": ("one_relay", "list_devices_simulators_stopped_ms", "p99"),
        "one_relay_list_devices_relay_side_p50_ms": ("one_relay", "list_devices_relay_side_ms", "p50"),
        "one_relay_list_devices_relay_side_p99_ms": ("one_relay", "list_devices_relay_side_ms", "p99"),
        "two_all_online_s": ("two_replicas", "all_online_s"),
        "two_rss_a_mib": ("two_replicas", "replica_memory", "a", "rss_mib"),
        "two_rss_b_mib": ("two_replicas", "replica_memory", "b", "rss_mib"),
        "screenshot_direct_p50_ms": ("two_replicas", "screenshot_ms", "direct", "p50"),
        "screenshot_direct_p99_ms": ("two_replicas", "screenshot_ms", "direct", "p99"),
        "screenshot_routed_p50_ms": ("two_replicas", "screenshot_ms", "routed", "p50"),
        "screenshot_routed_p99_ms": ("two_replicas", "screenshot_ms", "routed", "p99"),
        "routed_minus_direct_p50_ms": ("two_replicas", "routed_minus_direct_p50_ms"),
        "two_list_devices_p50_ms": ("two_replicas", "list_devices_default_page_ms", "p50"),
        "two_list_devices_p99_ms": ("two_replicas", "list_devices_default_page_ms", "p99"),
        "failover_s": ("two_replicas", "failover", "all_on_survivor_s"),
        "failover_devices_moved": ("two_replicas", "failover", "devices_moved"),
        "survivor_rss_mib": ("two_replicas", "failover", "survivor_memory_after", "rss_mib"),
    }
    out: dict[str, Any] = {}
    for name, path in picks.items():
        values = []
        for r in runs:
            v: Any = r
            for k in path:
                v = v.get(k) if isinstance(v, dict) else None
            if v is not None:
                values.append(round(float(v), 2))
        if values:
            out[name] = {"median": median(values), "runs": values}
    return out


def print_summary(report: dict[str, Any]) -> None:
    print(f"fleet_scaled: {report['devices']} agents (limited by the descriptor limit: "
          f"{report['limited_by_fd_limit']}), {len(report['runs'])} runs; enrolment {report['enrol_s']} s")
    for name, v in report["medians"].items():
        print(f"  {name:32} {v['median']:>10}   runs {v['runs']}")


if __name__ == "__main__":
    run_main(main, "fleet_scaled")
