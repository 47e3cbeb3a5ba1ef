"""The soak's moving parts, each one that a fault can stop and start: a PostgreSQL cluster, a
NATS server and an S3 server of its own (never the machine's, which other work shares), the
relay's replicas behind HAProxy, and the real agents' places (an X server, a network
namespace whose link loses packets and is cut, a small disk, a clock ``libfaketime`` moves).

Every part keeps its port across a restart, so that what was connected to it reconnects to
the same address, as it would to a restarted service in production.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

from benchlib import BenchError, Proc, Workspace, free_port, log, wait_until

S3_ACCESS_KEY = "soak-access-key"
S3_SECRET_KEY = "soak-secret-key-0123456789"
FAKETIME_LIB = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1"


def run(argv: list[Any], timeout: float = 60.0, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in argv], capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)
    if check and done.returncode != 0:
        raise BenchError(f"$ {' '.join(str(a) for a in argv)}\nexit {done.returncode}\n{done.stderr}")
    return done


def listening(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


class Postgres:
    """A PostgreSQL cluster of the soak's own (``initdb`` as the ``postgres`` user), on a free
    port, so that restarting it disturbs nothing else on the machine."""

    def __init__(self, ws: Workspace):
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
        if not bins:
            raise BenchError("no PostgreSQL server binaries; sudo apt-get install -y postgresql")
        self.bin = Path(bins[-1])
        # The workspace is root's (mode 0700): the server, run as postgres, must pass through.
        ws.root.chmod(0o711)
        self.dir = ws.root / "pg"
        self.dir.mkdir()
        shutil.chown(self.dir, "postgres", "postgres")
        self.data = self.dir / "data"
        self.port = free_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/soak"
        self._as_postgres(["initdb", "-D", self.data, "-A", "trust", "-U", "postgres", "--no-sync"], timeout=120)

    def _as_postgres(self, argv: list[Any], timeout: float = 60.0) -> None:
        run(["runuser", "-u", "postgres", "--", self.bin / str(argv[0]), *argv[1:]], timeout=timeout)

    def start(self) -> None:
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c max_connections=400 "
                "-c fsync=on -c shared_buffers=128MB")
        self._as_postgres(["pg_ctl", "-D", self.data, "-l", self.dir / "server.log", "-o", opts, "-w", "start"])

    def create_database(self) -> None:
        run(["psql", "-h", "127.0.0.1", "-p", self.port, "-U", "postgres", "-c", "CREATE DATABASE soak"])

    def stop(self) -> None:
        """A fast shutdown: what a restart by the service manager does (open sessions are cut)."""
        self._as_postgres(["pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop"])

    def close(self) -> None:
        """Stop the server if it runs (pg_ctl leaves it outside the workspace's processes)."""
        run(["runuser", "-u", "postgres", "--", self.bin / "pg_ctl", "-D", self.data, "-m", "immediate", "stop"],
            check=False)

    def sql(self, query: str) -> str:
        return run(["psql", "-h", "127.0.0.1", "-p", self.port, "-U", "postgres", "-d", "soak", "-tA",
                    "-v", "ON_ERROR_STOP=1", "-c", query]).stdout.strip()


class Nats:
    """``nats-server`` with JetStream on a free port and a store directory of its own."""

    def __init__(self, ws: Workspace):
        self.ws = ws
        self.port = free_port()
        self.url = f"nats://127.0.0.1:{self.port}"
        self.store = ws.root / "nats"
        self.proc: Proc | None = None

    def start(self) -> None:
        self.proc = self.ws.spawn("nats", ["nats-server", "-a", "127.0.0.1", "-p", self.port, "-js",
                                           "-sd", self.store])
        wait_until("nats-server to listen", lambda: listening(self.port), 30, procs=[self.proc])

    def stop(self) -> None:
        assert self.proc is not None
        self.proc.stop()


class S3:
    """``s3s-fs`` serving one bucket from a directory; stopped with SIGKILL, as a store that
    becomes unreachable."""

    def __init__(self, ws: Workspace, bin_path: Path, host: str = "127.0.0.1"):
        self.ws = ws
        self.bin = bin_path
        self.root = ws.root / "s3"
        self.bucket = "soak"
        (self.root / self.bucket).mkdir(parents=True)
        self.port = free_port()
        # Devices send a recording's parts to the store itself (presigned URLs), so it must
        # answer where every agent reaches it: `host`, the network namespace's host side too.
        self.host = host
        self.url = f"http://{host}:{self.port}"
        self.proc: Proc | None = None

    def start(self) -> None:
        self.proc = self.ws.spawn("s3", [self.bin, "--host", self.host, "--port", self.port,
                                         "--access-key", S3_ACCESS_KEY, "--secret-key", S3_SECRET_KEY, self.root])
        wait_until("s3s-fs to listen", lambda: listening(self.port, self.host), 30, procs=[self.proc])

    def stop(self) -> None:
        assert self.proc is not None
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.popen.wait(timeout=10)

    def args(self) -> list[str]:
        return ["--s3-bucket", self.bucket, "--s3-endpoint", self.url, "--s3-region", "us-east-1", "--s3-path-style"]

    @staticmethod
    def env() -> dict[str, str]:
        return {"AWS_ACCESS_KEY_ID": S3_ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": S3_SECRET_KEY,
                "AWS_EC2_METADATA_DISABLED": "true"}

    def objects(self) -> set[str]:
        base = self.root / self.bucket
        return {str(p.relative_to(base)) for p in base.rglob("*") if p.is_file()}


class Replica:
    """One ``relay serve`` on the shared database, store and secret; its port and metrics port
    kept across restarts."""

    def __init__(self, ws: Workspace, name: str, relay_bin: Path, pg: Postgres, s3: S3, nats: Nats | None,
                 secret: Path, public_url: str):
        self.ws, self.name, self.bin = ws, name, relay_bin
        self.data = ws.root / f"relay-{name}"
        self.data.mkdir()
        self.port, self.metrics_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.argv: list[Any] = [relay_bin, "serve", "--listen", f"127.0.0.1:{self.port}", "--data", self.data,
                                "--database-url", pg.url, *s3.args(), "--secret-file", secret,
                                "--metrics-listen", f"127.0.0.1:{self.metrics_port}", "--public-url", public_url,
                                "--json"]
        if nats is not None:
            self.argv += ["--nats-url", nats.url, "--replica-id", f"{name}-soak"]
        self.env = {"RUST_LOG": "warn", **S3.env()}
        self.proc: Proc | None = None
        self.starts = 0

    def start(self) -> None:
        self.starts += 1
        self.proc = self.ws.spawn(f"relay-{self.name}-{self.starts}", self.argv, env=self.env)
        json.loads(self.proc.read_line(timeout=120))

    def kill(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.popen.wait(timeout=10)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.alive()

    def metrics(self) -> dict[str, float]:
        """The unlabelled figures of ``/metrics`` (``relay_devices_connected`` …)."""
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{self.metrics_port}/metrics", timeout=3) as resp:
            text = resp.read().decode()
        out: dict[str, float] = {}
        for line in text.splitlines():
            if line and not line.startswith("#") and "{" not in line:
                name, _, value = line.partition(" ")
                try:
                    out[name] = float(value)
                except ValueError:
                    pass
        return out


class HAProxy:
    """One HAProxy in front of the replicas (``/readyz`` checks), listening on loopback and on
    the network namespaces' host addresses, so that an agent behind ``netem`` reaches it."""

    def __init__(self, ws: Workspace, port: int, replicas: list[Replica], extra_binds: list[str], max_conn: int):
        self.port = port
        self.url = f"http://127.0.0.1:{self.port}"
        binds = "\n".join(f"    bind {addr}:{self.port}" for addr in ["127.0.0.1", *extra_binds])
        servers = "\n".join(f"    server {r.name} 127.0.0.1:{r.port} check inter 500ms fall 2 rise 1"
                            for r in replicas)
        cfg = ws.root / "haproxy.cfg"
        cfg.write_text(f"""global
    maxconn {max_conn}
defaults
    mode http
    maxconn {max_conn}
    timeout connect 5s
    timeout client 300s
    timeout server 300s
    timeout tunnel 1h
    retries 3
    option redispatch
frontend relays
{binds}
    default_backend relays
backend relays
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
{servers}
""")
        self.proc = ws.spawn("haproxy", ["haproxy", "-db", "-f", cfg])
        wait_until("haproxy to listen", lambda: listening(self.port), 30, procs=[self.proc])


class Netns:
    """A network namespace joined to the host by a veth pair; the host side answers at
    ``10.77.<n>.1``. ``degrade`` and ``cut`` act on the pair from the host's side.

    This machine's kernel has no ``netem`` (``CONFIG_NET_SCH_NETEM`` is not set), so loss and
    partition are nftables rules (a random 5 % of packets dropped each way, then all of them)
    and latency comes from ``tbf``: a 1 Mbit/s link each way, whose queue delays what exceeds
    it (up to 300 ms)."""

    def __init__(self, index: int):
        self.name = f"soak{os.getpid()}-{index}"
        self.host_if, self.ns_if = f"sk{index}h{os.getpid() % 10000}", f"sk{index}n{os.getpid() % 10000}"
        self.host_ip, self.ns_ip = f"10.77.{index}.1", f"10.77.{index}.2"
        self.table = f"soak_{os.getpid()}_{index}"
        run(["ip", "netns", "add", self.name])
        run(["ip", "link", "add", self.host_if, "type", "veth", "peer", "name", self.ns_if])
        run(["ip", "link", "set", self.ns_if, "netns", self.name])
        run(["ip", "addr", "add", f"{self.host_ip}/24", "dev", self.host_if])
        run(["ip", "link", "set", self.host_if, "up"])
        self.exec(["ip", "addr", "add", f"{self.ns_ip}/24", "dev", self.ns_if])
        self.exec(["ip", "link", "set", self.ns_if, "up"])
        self.exec(["ip", "link", "set", "lo", "up"])
        run(["nft", "add", "table", "inet", self.table])
        for chain, hook in (("in", "input"), ("out", "output")):
            run(["nft", "add", "chain", "inet", self.table, chain,
                 f"{{ type filter hook {hook} priority 0; policy accept; }}"])

    def exec(self, argv: list[Any]) -> None:
        run(["ip", "netns", "exec", self.name, *argv])

    def prefix(self) -> list[str]:
        return ["ip", "netns", "exec", self.name]

    def _drop(self, match: list[str]) -> None:
        for chain, side in (("in", "iifname"), ("out", "oifname")):
            run(["nft", "flush", "chain", "inet", self.table, chain])
            run(["nft", "add", "rule", "inet", self.table, chain, side, self.host_if, *match, "drop"])

    def degrade(self) -> None:
        """5 % of packets lost each way, and 1 Mbit/s each way (queues up to 300 ms)."""
        self._drop(["numgen", "random", "mod", "100", "<", "5"])
        spec = ["tbf", "rate", "1mbit", "burst", "32kbit", "latency", "300ms"]
        run(["tc", "qdisc", "replace", "dev", self.host_if, "root", *spec])
        self.exec(["tc", "qdisc", "replace", "dev", self.ns_if, "root", *spec])

    def cut(self) -> None:
        """Every packet lost: a partition (the sockets stay open, as on a real network)."""
        self._drop([])

    def heal(self) -> None:
        for chain in ("in", "out"):
            run(["nft", "flush", "chain", "inet", self.table, chain], check=False)
        run(["tc", "qdisc", "del", "dev", self.host_if, "root"], check=False)
        run(["ip", "netns", "exec", self.name, "tc", "qdisc", "del", "dev", self.ns_if, "root"], check=False)

    def close(self) -> None:
        run(["nft", "delete", "table", "inet", self.table], check=False)
        run(["ip", "link", "del", self.host_if], check=False)
        run(["ip", "netns", "del", self.name], check=False)


class SmallDisk:
    """A tmpfs of ``mib`` MiB for one agent's data directory; ``fill`` takes what is left."""

    def __init__(self, path: Path, mib: int):
        self.path = path
        path.mkdir(parents=True)
        run(["mount", "-t", "tmpfs", "-o", f"size={mib}m", "tmpfs", path])
        self.ballast = path / "ballast"

    def fill(self) -> None:
        with open(self.ballast, "wb") as f:
            chunk = b"\0" * (1 << 20)
            try:
                while True:
                    f.write(chunk)
                    f.flush()
            except OSError:
                pass
        log(f"{self.path}: {shutil.disk_usage(self.path).free} bytes left")

    def free(self) -> None:
        self.ballast.unlink(missing_ok=True)

    def close(self) -> None:
        run(["umount", "-l", self.path], check=False)


class Clock:
    """A device's wall clock, moved by ``libfaketime`` through a file it reads every second;
    its monotonic clock is left alone, as NTP leaves it when it steps the time."""

    def __init__(self, path: Path):
        if not Path(FAKETIME_LIB).exists():
            raise BenchError("libfaketime is missing; sudo apt-get install -y faketime")
        self.file = path
        self.file.write_text("+0\n")

    def env(self) -> dict[str, str]:
        return {"LD_PRELOAD": FAKETIME_LIB, "FAKETIME_TIMESTAMP_FILE": str(self.file),
                "FAKETIME_CACHE_DURATION": "1", "FAKETIME_DONT_FAKE_MONOTONIC": "1"}

    def shift(self, seconds: int) -> None:
        self.file.write_text(f"{seconds:+d}\n")


class RealAgent:
    """``device-agent`` capturing an Xvfb display, with screen memory on; possibly in a network
    namespace, on a small disk or under a moved clock."""

    def __init__(self, ws: Workspace, name: str, agent_bin: Path, url: str, token: str, display: str,
                 data: Path, netns: Netns | None = None, clock: Clock | None = None):
        self.ws, self.name, self.netns, self.clock = ws, name, netns, clock
        prefix = netns.prefix() if netns else []
        argv: list[Any] = [*prefix, agent_bin, "--relay", url, "--token", token, "--source", f"x11:{display}",
                           "--data", data, "--name", name, "--screen-memory"]
        if netns:
            argv.append("--insecure")
        self.argv = argv
        self.env = {"RUST_LOG": "warn", **(clock.env() if clock else {})}
        self.proc: Proc | None = None

    def start(self) -> None:
        self.proc = self.ws.spawn(f"agent-{self.name}", self.argv, env=self.env)
