#!/usr/bin/env python3
"""A soak under faults: a fleet, MCP clients, live sessions and recordings at once, for
``--duration`` seconds, while the database, NATS, the store, a replica and devices fail.

The parts are the soak's own (``soak_infra.py``): a PostgreSQL cluster, a NATS server and an
S3 server (``s3s-fs``) on free ports, ``--replicas`` relays (``relay serve``) behind one
HAProxy. The fleet is ``--agents`` simulated agents (device-agent's ``fleet_sim`` example:
``cargo build --release -p device-agent --example fleet_sim``), ``--live`` of them echoing a
live session's bytes, plus four real agents capturing an Xvfb display with screen memory on:
one plain, one on a small disk of its own, one in a network namespace whose link is degraded
and cut (nftables and ``tc``; ``soak_infra.Netns``), one whose wall clock ``libfaketime`` moves. ``--clients`` MCP clients (the official SDK) call
a mixed workload (``soak_load.MIX``) with a think time of ``--think`` seconds; ``--live``
scripted viewers hold a view session each; ``--recordings`` file recordings of ~20 s are made
on the real agents.

Faults (``--faults``, in this order, one at a time, each at a time the report gives):
``pg`` PostgreSQL stopped for 15 s (fast shutdown) and started; ``nats`` NATS stopped 15 s
(only with two replicas); ``s3`` the S3 server killed for 60 s; ``kill`` a replica SIGKILLed
and started again 20 s later; ``disk`` the disk of one agent filled for 45 s; ``netem`` one
agent's network degraded (5 % of packets lost each way, 1 Mbit/s each way, queueing up to
300 ms; this kernel has no netem) for 25 s then cut for 25 s; ``clock`` one agent's clock 10
minutes ahead for 60 s.

Reported: calls attempted, succeeded and failed by reason, per phase (30 s before a fault,
during it, 30 s after), p50/p99 per tool; failed calls that no fault explains; every
recording started found stored (its artifact ready, its object in the bucket); the audit
chain verified at the end (``relay audit verify``); each replica's RSS every 5 s; the time
for every device to be online again after each fault; the live sessions that rode through.

Needs root (network namespaces, nftables, tmpfs), ``haproxy``, ``Xvfb``, ``openbox``, ``xterm``,
``faketime``, ``nft`` (Debian's nftables), PostgreSQL's server binaries, ``nats-server`` and ``s3s-fs`` (``S3S_FS_BIN``,
which ``tests/run`` installs under tests/.tools).

    tests/.venv/bin/python bench/soak.py [--duration 600] [--agents 1000] [--clients 100] [--live 50]
        [--recordings 20] [--replicas 2] [--faults pg,nats,s3,kill,disk,netem,clock] [--json-out F]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import resource
import subprocess
import sys
import threading
import time
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
    percentile,
    print_goals,
    proc_status,
    require,
    run_main_interruptible,
    start_xvfb,
    wait_until,
)
from soak_infra import (  # noqa: E402
    S3,
    Clock,
    HAProxy,
    Nats,
    Netns,
    Postgres,
    RealAgent,
    Replica,
    SmallDisk,
)
from soak_load import Call, Ledger, Workload, wait_videos  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
# How long each fault lasts, in seconds.
FAULT_SECONDS = {"pg": 15, "nats": 15, "s3": 60, "kill": 20, "disk": 45, "netem": 50, "clock": 60}
ALL_FAULTS = list(FAULT_SECONDS)
WARMUP, TAIL, WINDOW = 80.0, 30.0, 30.0
REAL_AGENTS = ("plain", "disk", "netem", "clock")
SCOPES = "list_devices,screenshot,input,screen_sequence,screen_recording,screen_recording:live_view,video_frames," \
         "get_screenshots"
GOAL_ONLINE_S = 30.0
GOAL_RSS_GROWTH = 5.0


class Cli:
    """The relay's admin CLI on the soak's database and store."""

    def __init__(self, relay_bin: Path, data: Path, pg: Postgres, s3: S3):
        self.bin, self.data, self.pg, self.s3 = relay_bin, data, pg, s3

    def __call__(self, *args: Any, store: bool = False, check: bool = True) -> dict:
        argv = [str(self.bin), *[str(a) for a in args], "--data", str(self.data), "--database-url", self.pg.url,
                *(self.s3.args() if store else []), "--json"]
        done = subprocess.run(argv, capture_output=True, timeout=300, stdin=subprocess.DEVNULL,
                              env={**os.environ, **S3.env()})
        if check and done.returncode != 0:
            raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stderr.decode(errors='replace')}")
        try:
            return json.loads(done.stdout or b"{}") | {"exit": done.returncode}
        except ValueError:
            return {"exit": done.returncode, "stdout": done.stdout.decode(errors="replace")[:2000]}


class Fleet:
    """Everything the run starts, in the order it starts it."""

    def __init__(self, ws: Workspace, args: argparse.Namespace):
        self.ws, self.args = ws, args
        self.relay_bin = binary("RELAY_BIN", "relay")
        self.agent_bin = binary("AGENT_BIN", "device-agent")
        self.sim_bin = binary("FLEET_SIM_BIN", "examples/fleet_sim")
        s3s = os.environ.get("S3S_FS_BIN") or str(REPO / "tests/.tools/bin/s3s-fs")
        if not os.access(s3s, os.X_OK):
            raise BenchError(f"no s3s-fs at {s3s}; tests/run installs it (or set S3S_FS_BIN)")
        self.pg = Postgres(ws)
        self.pg.start()
        self.pg.create_database()
        self.nats = Nats(ws) if args.replicas == 2 else None
        if self.nats:
            self.nats.start()
        self.netns = Netns(1) if "netem" in args.faults else None
        self.s3 = S3(ws, Path(s3s), host=self.netns.host_ip if self.netns else "127.0.0.1")
        self.s3.start()
        secret = ws.root / "relay.secret"
        secret.write_text(base64.urlsafe_b64encode(os.urandom(32)).rstrip(b"=").decode())
        secret.chmod(0o600)
        # Devices and people reach the relay through the balancer, at an address every agent
        # reaches (the one in the network namespace too): the upload and live links name it.
        self.balancer_port = free_port()
        public = f"http://{self.netns.host_ip if self.netns else '127.0.0.1'}:{self.balancer_port}"
        self.replicas = [Replica(ws, name, self.relay_bin, self.pg, self.s3, self.nats, secret, public)
                         for name in "ab"[:args.replicas]]
        self.cli = Cli(self.relay_bin, self.replicas[0].data, self.pg, self.s3)
        self.disk = SmallDisk(ws.root / "small-disk", 48) if "disk" in args.faults else None
        self.clock = Clock(ws.root / "clock") if "clock" in args.faults else None

    def enrol(self) -> None:
        log(f"enrolling {self.args.agents} simulated and {len(REAL_AGENTS)} real devices")
        self.cli("devices", "list")
        with ThreadPoolExecutor(8) as pool:
            self.sims = list(pool.map(lambda i: self.cli("devices", "add", f"sim-{i:05d}"), range(self.args.agents)))
        self.reals = {role: self.cli("devices", "add", f"real-{role}") for role in REAL_AGENTS}
        self.key = self.cli("keys", "create", "--name", "soak", "--scopes", SCOPES, "--devices", "*")["secret"]

    def start(self) -> None:
        for r in self.replicas:
            r.start()
        binds = [self.netns.host_ip] if self.netns else []
        self.haproxy = HAProxy(self.ws, self.balancer_port, self.replicas, binds,
                               max_conn=4 * (self.args.agents + 1000))
        self.url = self.haproxy.url
        display = start_xvfb(self.ws, 1024, 768)
        self.ws.spawn("xterm", ["xterm", "-geometry", "100x30+20+20", "-e", "top", "-d", "1"],
                      env={"DISPLAY": display})
        self.agents: dict[str, RealAgent] = {}
        for role in REAL_AGENTS:
            dev = self.reals[role]
            data = self.ws.root / f"agent-{role}"
            url = self.url
            netns = self.netns if role == "netem" else None
            if netns:
                url = f"http://{netns.host_ip}:{self.haproxy.port}"
            if role == "disk" and self.disk:
                data = self.disk.path
            agent = RealAgent(self.ws, role, self.agent_bin, url, dev["token"], display, data, netns=netns,
                              clock=self.clock if role == "clock" else None)
            agent.start()
            self.agents[role] = agent
        live = self.args.live
        groups = [(self.sims[:live], ["--live-echo"])] if live else []
        rest = self.sims[live:]
        groups += [(rest[i:i + 500], []) for i in range(0, len(rest), 500)]
        self.sim_procs = []
        for n, (devs, extra) in enumerate(groups):
            tokens = self.ws.root / f"tokens-{n}.json"
            tokens.write_text(json.dumps([d["token"] for d in devs]))
            self.sim_procs.append(self.ws.spawn(f"sim{n}", [self.sim_bin, "--answer-screenshots", *extra,
                                                            "--url", self.url, "--tokens", tokens]))
        for p in self.sim_procs:
            wait_until("every simulated agent online", lambda p=p: json.loads(p.read_line(timeout=180)).get("event")
                       == "all_welcomed", 190)
        wait_until("every device online", lambda: self.connected() == self.expected(), 120,
                   procs=[a.proc for a in self.agents.values() if a.proc])

    def expected(self) -> int:
        return self.args.agents + len(REAL_AGENTS)

    def connected(self) -> int:
        total = 0
        for r in self.replicas:
            if r.alive():
                try:
                    total += int(r.metrics().get("relay_devices_connected", 0))
                except OSError:
                    pass
        return total


class Sampler(threading.Thread):
    """Every 5 s: each replica's VmRSS and the devices connected."""

    def __init__(self, fleet: Fleet, ledger: Ledger):
        super().__init__(daemon=True)
        self.fleet, self.ledger = fleet, ledger
        self.samples: list[dict[str, Any]] = []
        self.halt = threading.Event()

    def run(self) -> None:
        while not self.halt.wait(5):
            row: dict[str, Any] = {"t": round(self.ledger.now(), 1), "connected": self.fleet.connected()}
            for r in self.fleet.replicas:
                if r.alive() and r.proc:
                    try:
                        row[f"rss_mib_{r.name}"] = round(proc_status(r.proc.pid)["VmRSS"] / 1024, 1)
                        row[f"pid_{r.name}"] = r.proc.pid
                    except OSError:
                        pass
            self.samples.append(row)


class Faults:
    """Each fault: what it does at its start and at its end."""

    def __init__(self, fleet: Fleet, ledger: Ledger):
        self.fleet, self.ledger = fleet, ledger
        self.victim: Replica | None = None
        f = fleet
        self.actions: dict[str, tuple[Any, Any]] = {
            "pg": (f.pg.stop, f.pg.start),
            "nats": (lambda: f.nats and f.nats.stop(), lambda: f.nats and f.nats.start()),
            "s3": (f.s3.stop, f.s3.start),
            "kill": (self.kill, lambda: self.victim and self.victim.start()),
            "disk": (lambda: f.disk and f.disk.fill(), lambda: f.disk and f.disk.free()),
            "netem": (lambda: f.netns and f.netns.degrade(), lambda: f.netns and f.netns.heal()),
            "clock": (lambda: f.clock and f.clock.shift(600), lambda: f.clock and f.clock.shift(0)),
        }

    def kill(self) -> None:
        """SIGKILL the replica that holds the most devices."""
        alive = [r for r in self.fleet.replicas if r.alive()]
        self.victim = max(alive, key=lambda r: r.metrics().get("relay_devices_connected", 0))
        self.victim.kill()

    def begin(self, name: str) -> None:
        self.actions[name][0]()

    def middle(self, name: str) -> None:
        """Half-way through: the netem fault turns from degraded to cut."""
        if name == "netem" and self.fleet.netns:
            self.fleet.netns.cut()
            self.ledger.note("netem: the network of agent 'netem' cut")

    def end(self, name: str) -> None:
        self.actions[name][1]()


def schedule(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Each fault's start and end, one at a time after the warm-up, spread over the run."""
    busy = sum(FAULT_SECONDS[f] for f in args.faults)
    gap = (args.duration - WARMUP - TAIL - busy) / max(len(args.faults), 1)
    if args.faults and gap < WINDOW:
        need = WARMUP + TAIL + busy + WINDOW * len(args.faults)
        raise BenchError(f"--duration {args.duration:g} is too short for faults {','.join(args.faults)}: "
                         f"give at least {need:.0f} s")
    plan, t = [], WARMUP
    for f in args.faults:
        plan.append({"fault": f, "start": round(t, 1), "end": round(t + FAULT_SECONDS[f], 1)})
        t += FAULT_SECONDS[f] + gap
    return plan


def inject(plan: list[dict[str, Any]], faults: Faults, fleet: Fleet, ledger: Ledger, until: float) -> None:
    for item in plan:
        name = item["fault"]
        while ledger.now() < item["start"]:
            time.sleep(0.2)
        item["started_at"] = round(ledger.now(), 1)
        ledger.note(f"fault {name}: begins")
        faults.begin(name)
        half = item["start"] + FAULT_SECONDS[name] / 2 if name == "netem" else None
        while ledger.now() < item["end"]:
            if half is not None and ledger.now() >= half:
                faults.middle(name)
                half = None
            time.sleep(0.2)
        faults.end(name)
        item["ended_at"] = round(ledger.now(), 1)
        ledger.note(f"fault {name}: ends")
        # Every device online again: how long after the fault ended.
        deadline = ledger.now() + 120
        while ledger.now() < deadline and fleet.connected() != fleet.expected():
            time.sleep(0.5)
        back = fleet.connected() == fleet.expected()
        item["all_online_after_s"] = round(ledger.now() - item["ended_at"], 1) if back else None
        ledger.note(f"fault {name}: every device online again after {item['all_online_after_s']} s")
    while ledger.now() < until:
        time.sleep(0.5)


def run_workload(workload: Workload, fleet: Fleet) -> threading.Thread:
    def main() -> None:
        async def both() -> None:
            watcher = asyncio.create_task(wait_videos(workload, fleet.pg.sql))
            await workload.run()
            watcher.cancel()

        workload.loop = asyncio.new_event_loop()
        workload.loop.run_until_complete(both())

    thread = threading.Thread(target=main, daemon=True)
    thread.start()
    return thread


def settle_artifacts(fleet: Fleet, ledger: Ledger, timeout: float = 180.0) -> dict[str, Any]:
    """Wait for every recording started to be stored; then count the started, stored, lost."""
    started = [r for r in ledger.recordings if r.get("id")]
    ids = [r["id"] for r in started]

    def states() -> dict[str, tuple[str, str]]:
        if not ids:
            return {}
        quoted = ",".join(f"'{i}'" for i in ids)
        rows = fleet.pg.sql(f"SELECT id, state, store_key FROM artifacts WHERE id IN ({quoted})")
        return {line.split("|")[0]: (line.split("|")[1], line.split("|")[2]) for line in rows.splitlines() if line}

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        st = states()
        if len(st) == len(ids) and all(s == "ready" for s, _ in st.values()):
            break
        time.sleep(2)
    st = states()
    objects = fleet.s3.objects()
    stored = [i for i in ids if st.get(i, ("", ""))[0] == "ready" and st[i][1] in objects]
    lost = [{"id": i, "state": st.get(i, ("(no artifact)", ""))[0],
             "object": st.get(i, ("", ""))[1] in objects} for i in ids if i not in stored]
    return {"attempted": len(ledger.recordings), "started": len(ids), "stored": len(stored), "lost": lost,
            "not_started": [r.get("start_error") for r in ledger.recordings if not r.get("id")],
            "stop_reasons": sorted({str(r.get("stop", {}).get("stop_reason")) for r in started})}


def phases(plan: list[dict[str, Any]], duration: float) -> list[tuple[str, float, float]]:
    out = [("warm-up", 0.0, WARMUP)]
    for item in plan:
        s, e = item["start"], item["end"]
        out += [(f"{item['fault']}: before", max(s - WINDOW, 0), s), (f"{item['fault']}: during", s, e),
                (f"{item['fault']}: after", e, e + WINDOW)]
    out.append(("whole run", 0.0, duration))
    return out


def tally(calls: list[Call], lo: float, hi: float) -> dict[str, Any]:
    inside = [c for c in calls if lo <= c.start < hi]
    reasons: dict[str, int] = {}
    per_tool: dict[str, dict[str, Any]] = {}
    for c in inside:
        t = per_tool.setdefault(c.tool, {"calls": 0, "failed": 0, "ms": []})
        t["calls"] += 1
        if c.ok:
            t["ms"].append(c.seconds * 1000)
        else:
            t["failed"] += 1
            reasons[f"{c.tool}: {c.reason}"] = reasons.get(f"{c.tool}: {c.reason}", 0) + 1
    for t in per_tool.values():
        ms = t.pop("ms")
        t["p50_ms"] = round(percentile(ms, 50), 1) if ms else None
        t["p99_ms"] = round(percentile(ms, 99), 1) if ms else None
    return {"attempted": len(inside), "succeeded": sum(c.ok for c in inside),
            "failed": sum(not c.ok for c in inside),
            "get_screenshots_empty": sum(c.empty for c in inside),
            "get_screenshots_empty_by_device": {d: sum(c.device == d for c in inside)
                                                for d in sorted({c.device for c in inside if c.empty})},
            "failed_by_reason": dict(sorted(reasons.items(), key=lambda kv: -kv[1])), "per_tool": per_tool}


def unexplained(calls: list[Call], plan: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Failed calls that began outside every fault (from its start to 30 s after its end)."""
    out = []
    for c in calls:
        if c.ok:
            continue
        if any(i["start"] - 1 <= c.start + c.seconds and c.start <= i["end"] + WINDOW for i in plan):
            continue
        out.append({"t": round(c.start, 1), "tool": c.tool, "reason": c.reason})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--duration", type=float, default=600.0)
    ap.add_argument("--agents", type=int, default=1000)
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--live", type=int, default=50)
    ap.add_argument("--recordings", type=int, default=20)
    ap.add_argument("--replicas", type=int, choices=(1, 2), default=2)
    ap.add_argument("--faults", default=",".join(ALL_FAULTS), help="comma-separated, or 'none'")
    ap.add_argument("--think", type=float, default=1.0, help="seconds a client waits between calls (mean)")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    args.faults = [] if args.faults == "none" else [f.strip() for f in args.faults.split(",") if f.strip()]
    unknown = [f for f in args.faults if f not in FAULT_SECONDS]
    if unknown:
        raise BenchError(f"--faults: unknown {unknown}; known: {', '.join(ALL_FAULTS)} or none")
    if "nats" in args.faults and args.replicas == 1:
        raise BenchError("--faults nats needs --replicas 2 (one relay runs without NATS)")
    if not (10 <= args.agents <= 20000 and 1 <= args.clients <= 1000 and 0 <= args.live <= args.agents
            and 0 <= args.recordings <= 1000 and 60 <= args.duration <= 86400):
        raise BenchError("--agents 10..=20000, --clients 1..=1000, --live 0..=agents, --recordings 0..=1000, "
                         "--duration 60..=86400")
    if os.geteuid() != 0:
        raise BenchError("the soak needs root (network namespaces, a tmpfs, its own PostgreSQL)")
    require({"haproxy": "haproxy", "Xvfb": "xvfb", "openbox": "openbox", "xterm": "xterm", "tc": "iproute2",
             "nats-server": "nats-server", "faketime": "faketime", "nft": "nftables", "psql": "postgresql-client"},
            modules=("mcp", "Xlib", "websockets"))
    plan = schedule(args)
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    report: dict[str, Any] = {"benchmark": "soak", "machine": machine(),
                              "config": {k: v for k, v in vars(args).items() if k not in ("json", "json_out", "keep")}}
    with Workspace("soak", keep=args.keep) as ws:
        fleet = Fleet(ws, args)
        try:
            report["binaries"] = {"relay": describe_binary(fleet.relay_bin), "agent": describe_binary(fleet.agent_bin)}
            fleet.enrol()
            fleet.start()
            ledger = Ledger()
            log(f"every device online ({fleet.expected()}); the run begins: {args.duration:g} s, faults {plan}")
            sampler = Sampler(fleet, ledger)
            sampler.start()
            sims = [d["id"] for d in fleet.sims[args.live:]] or [d["id"] for d in fleet.sims]
            workload = Workload(ledger, fleet.url + "/mcp", fleet.key, sims, [d["id"] for d in fleet.reals.values()],
                                [d["id"] for d in fleet.sims[:args.live]], args.clients, args.think,
                                args.recordings, args.duration,
                                fleet.url.replace("http://", "ws://", 1) + "/v1/live/viewer")
            thread = run_workload(workload, fleet)
            inject(plan, Faults(fleet, ledger), fleet, ledger, args.duration)
            workload.loop.call_soon_threadsafe(workload.stop.set)
            thread.join(timeout=120)
            sampler.halt.set()
            log("the run is over: waiting for every recording to be stored")
            report["artifacts"] = settle_artifacts(fleet, ledger)
            verify = fleet.cli("audit", "verify", store=True, check=False)
            report["audit_verify"] = {"exit": verify.get("exit"), "ok": verify.get("ok"),
                                      "detail": {k: v for k, v in verify.items() if k not in ("exit",)}}
        finally:
            for closer in (fleet.netns, fleet.disk, fleet.pg):
                if closer:
                    closer.close()
        report["faults"] = plan
        report["phases"] = {name: tally(ledger.calls, lo, hi) for name, lo, hi in phases(plan, args.duration)}
        report["unexplained_failures"] = unexplained(ledger.calls, plan)
        report["rss"] = sampler.samples
        report["live_sessions"] = live_report(ledger, plan)
        report["notes"] = ledger.notes
        report["recordings"] = ledger.recordings
        report["relay_exits"] = [p.describe() for p in ws.procs if p.name.startswith("relay-") and not p.alive()
                                 and p.popen.returncode not in (0, -9, None)]
    report["goals"] = goals(report, args)
    emit(report, args, print_summary)
    return 0


def live_report(ledger: Ledger, plan: list[dict[str, Any]]) -> dict[str, Any]:
    """Per fault: the live sessions open at its start, and how many were still open at its end."""
    out: dict[str, Any] = {"opened": len(ledger.live), "per_fault": {}}
    for item in plan:
        s, e = item["start"], item["end"]
        open_at = [x for x in ledger.live if x["opened_at"] < s and x.get("closed_at", 1e12) > s]
        rode = [x for x in open_at if x.get("closed_at", 1e12) > e and x.get("last_echo", 0) > e]
        out["per_fault"][item["fault"]] = {"open_at_start": len(open_at), "rode_through": len(rode),
                                           "closes": sorted({str(x.get("close")) for x in open_at if x not in rode})[:5]}
    return out


def goals(report: dict[str, Any], args: argparse.Namespace) -> list[dict[str, Any]]:
    art = report["artifacts"]
    rss = report["rss"]
    # Each replica process that ran from minute 2 to the end (a killed one's successor did
    # not): its floor (the least RSS) in minute 3 against its floor in the last minute. A
    # sample alone swings by tens of MiB with the calls in flight (a video_frames decode, a
    # sequence's frames), freed after; a leak raises the floor.
    growth = None
    end = max((s["t"] for s in rss), default=0)
    for name in ("a", "b")[:args.replicas]:
        series = [(s["t"], s[f"rss_mib_{name}"], s[f"pid_{name}"]) for s in rss if s.get(f"rss_mib_{name}")]
        early = [x for x in series if 120 <= x[0] < 180]
        late = [x for x in series if x[0] >= end - 60]
        if early and late and len({x[2] for x in early + late}) == 1:
            g = (min(x[1] for x in late) - min(x[1] for x in early)) / min(x[1] for x in early) * 100
            growth = g if growth is None else max(growth, g)
    online = [f["all_online_after_s"] for f in report["faults"]]
    return [
        {"goal": "no artifact lost", "figure": f"{art['stored']} of {art['started']} stored",
         "met": not art["lost"]},
        {"goal": "the audit chain verifies", "figure": str(report["audit_verify"]["ok"]),
         "met": report["audit_verify"]["ok"] is True},
        {"goal": "only calls in flight at a fault fail", "figure": f"{len(report['unexplained_failures'])} failed "
         "outside every fault", "met": not report["unexplained_failures"]},
        {"goal": f"every device online within {GOAL_ONLINE_S:g} s of its fault's end", "figure": str(online),
         "met": all(o is not None and o <= GOAL_ONLINE_S for o in online)},
        {"goal": f"relay RSS growth under {GOAL_RSS_GROWTH:g} % from minute 2 to the end (floors of minute 3 "
                 "and of the last minute)",
         "figure": f"{growth:.1f} %" if growth is not None else "n/a",
         "met": growth is not None and growth < GOAL_RSS_GROWTH},
    ]


def print_summary(report: dict[str, Any]) -> None:
    c = report["config"]
    print(f"soak: {c['duration']:g} s, {c['agents']} simulated + {len(REAL_AGENTS)} real agents, {c['clients']} "
          f"clients, {c['live']} live sessions, {c['recordings']} recordings, {c['replicas']} replica(s)")
    for f in report["faults"]:
        print(f"  fault {f['fault']}: {f['start']:g}..{f['end']:g} s, every device online "
              f"{f['all_online_after_s']} s after")
    for name, p in report["phases"].items():
        empty = f", {p['get_screenshots_empty']} get_screenshots empty" if p["get_screenshots_empty"] else ""
        print(f"  {name}: {p['succeeded']} of {p['attempted']} calls succeeded{empty}")
        for reason, n in list(p["failed_by_reason"].items())[:6]:
            print(f"      {n} x {reason}")
    whole = report["phases"]["whole run"]["per_tool"]
    for tool, t in sorted(whole.items()):
        print(f"  {tool}: {t['calls']} calls, {t['failed']} failed, p50 {t['p50_ms']} ms, p99 {t['p99_ms']} ms")
    art = report["artifacts"]
    print(f"  recordings: {art['started']} started, {art['stored']} stored, lost {art['lost']}")
    print(f"  audit verify: {report['audit_verify']['ok']}")
    for f, v in report["live_sessions"]["per_fault"].items():
        print(f"  live sessions through {f}: {v['rode_through']} of {v['open_at_start']}")
    if report["unexplained_failures"]:
        print(f"  failed outside every fault: {report['unexplained_failures'][:10]}")
    print_goals(report["goals"])


if __name__ == "__main__":
    run_main_interruptible(main, "soak")
