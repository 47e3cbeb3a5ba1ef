"""The one shared harness of the end-to-end suite: it starts and stops the real processes.

Everything a test needs goes through here, so no test carries its own copy of process
handling:

* :class:`Harness` owns a temporary directory and every process started for one test (or one
  module); :meth:`Harness.close` kills whatever is still running, even after a failure.
* :class:`Relay` runs ``relay serve`` on a data dir (start, stop, restart on the same port)
  and the admin CLI (``relay keys …``, ``relay devices …``, ``relay audit …``) on that dir.
* :class:`Agent` runs ``device-agent``; :class:`XServer` runs ``Xvfb`` and ``openbox``;
  :class:`XClient` runs the tiny python-xlib window of ``xclient.py``.
* :class:`Mcp` is a client of the relay's MCP endpoint through the official Python MCP SDK.
* Live view: :class:`Browser` drives Debian's headless chromium (``browser/viewer.mjs``,
  playwright-core) and reads the viewer page's state and noVNC canvas; :class:`X11Vnc` runs
  x11vnc on an :class:`XServer`; :class:`RfbBridge` carries a TCP RFB client (vncdotool) to
  ``/v1/live/viewer`` over a WebSocket presenting the ticket.
* :func:`wait_until` polls with a deadline and fails with the last observation and the
  stderr of the processes involved.

Binaries come from ``RELAY_BIN`` and ``AGENT_BIN`` (``tests/run`` sets them).
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import queue
import select
import signal
import socket
import subprocess
import struct
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import anyio
import httpx2
from PIL import Image

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

# How long a process may take to print its first line / become ready. Debug builds start fast;
# the margin is for a loaded 2-core CI machine.
START_TIMEOUT = 30.0
# How long a device may take to show up online after its agent started.
ONLINE_TIMEOUT = 20.0
# Per MCP operation (session set-up plus one request).
MCP_TIMEOUT = 30.0
# Per admin CLI invocation.
CLI_TIMEOUT = 60.0


class HarnessError(AssertionError):
    """A process did not behave as the contract says (reported as a test failure)."""


def binary(env_var: str, default_name: str) -> Path:
    """The binary named by ``env_var`` (or ``target/debug/<default_name>``); must exist."""
    value = os.environ.get(env_var)
    if value:
        path = Path(value)
        if not path.is_absolute():
            path = REPO / path
    else:
        target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
        if not target.is_absolute():
            target = REPO / target
        path = target / "debug" / default_name
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise HarnessError(
            f"{env_var}: no executable at {path}; build first (cargo build --workspace) or set {env_var}"
        )
    return path


def relay_bin() -> Path:
    return binary("RELAY_BIN", "relay")


def agent_bin() -> Path:
    return binary("AGENT_BIN", "device-agent")


# ---------------------------------------------------------------------------------------------
# Processes
# ---------------------------------------------------------------------------------------------

# Every process ever started, for the failure report (conftest) and the last-resort cleanup.
ALL_PROCS: list[Proc] = []


def tail(text: str, lines: int = 60) -> str:
    parts = text.splitlines()
    if len(parts) > lines:
        parts = [f"[… {len(parts) - lines} earlier lines in the log file]"] + parts[-lines:]
    return "\n".join(parts)


class Proc:
    """One started process, in its own process group.

    stdout is read line by line by a thread (``wait_line`` returns the next one); stderr goes
    to a log file under the harness directory, so it can be shown when something fails.
    """

    def __init__(
        self,
        name: str,
        argv: list[str],
        log_dir: Path,
        env: dict[str, str] | None = None,
        pass_fds: Iterable[int] = (),
        stdin_pipe: bool = False,
    ):
        self.name = name
        self.argv = [str(a) for a in argv]
        log_dir.mkdir(parents=True, exist_ok=True)
        stem = f"{name}-{uuid.uuid4().hex[:6]}"
        self.stderr_path = log_dir / f"{stem}.stderr.log"
        self.stdout_path = log_dir / f"{stem}.stdout.log"
        self.stdout_lines: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        self.started_at = time.monotonic()
        self.ended_at: float | None = None
        full_env = dict(os.environ)
        full_env.setdefault("NO_COLOR", "1")
        if env:
            full_env.update(env)
        with open(self.stderr_path, "wb") as err:
            self.popen = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE if stdin_pipe else subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=err,
                env=full_env,
                start_new_session=True,
                pass_fds=tuple(pass_fds),
            )
        self.pid = self.popen.pid
        self._reader = threading.Thread(target=self._read_stdout, name=f"stdout-{stem}", daemon=True)
        self._reader.start()
        ALL_PROCS.append(self)

    def _read_stdout(self) -> None:
        assert self.popen.stdout is not None
        with open(self.stdout_path, "w", encoding="utf-8") as copy:
            for raw in self.popen.stdout:
                line = raw.decode("utf-8", "replace").rstrip("\n")
                self.stdout_lines.append(line)
                copy.write(line + "\n")
                copy.flush()
                self._lines.put(line)
        self._lines.put(None)

    def alive(self) -> bool:
        return self.popen.poll() is None

    def stderr_text(self) -> str:
        try:
            return self.stderr_path.read_text("utf-8", "replace")
        except OSError:
            return ""

    def describe(self, lines: int = 60) -> str:
        """Status, command and the tail of stderr: what a failure message should show."""
        rc = self.popen.poll()
        state = "running" if rc is None else f"exited with {rc}"
        out = "\n".join(self.stdout_lines[-10:])
        return (
            f"--- {self.name} (pid {self.pid}, {state}): {' '.join(self.argv)}\n"
            f"--- stdout (last lines):\n{out}\n"
            f"--- stderr ({self.stderr_path}):\n{tail(self.stderr_text(), lines)}"
        )

    def wait_line(self, timeout: float = START_TIMEOUT, what: str = "a line on stdout") -> str:
        """The next stdout line; fails if the process exits or says nothing in time."""
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise HarnessError(f"{self.name} printed no {what} within {timeout:.0f} s\n{self.describe()}") from None
        if line is None:
            self.popen.wait(timeout=5)
            raise HarnessError(f"{self.name} exited before printing {what}\n{self.describe()}")
        return line

    def write_line(self, line: str) -> None:
        """One line to the process's stdin (started with ``stdin_pipe``)."""
        if self.popen.stdin is None:
            raise HarnessError(f"{self.name} was started without a stdin pipe")
        try:
            self.popen.stdin.write(line.encode("utf-8") + b"\n")
            self.popen.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise HarnessError(f"{self.name}: cannot write to its stdin ({exc})\n{self.describe()}") from None

    def send(self, sig: int) -> None:
        if self.alive():
            os.kill(self.pid, sig)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 10.0) -> int:
        """Send ``sig`` and wait for the exit; fails (after killing it) if it does not exit."""
        if not self.alive():
            self._reap_group()
            return self.popen.returncode
        os.kill(self.pid, sig)
        try:
            rc = self.popen.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise HarnessError(
                f"{self.name} did not exit within {timeout:.0f} s of {signal.Signals(sig).name}\n{self.describe()}"
            ) from None
        self._reap_group()
        return rc

    def kill(self) -> None:
        """SIGKILL the process and anything left in its process group."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=10)
        self._reap_group()

    def _reap_group(self) -> None:
        # Children it may have left (relay dev runs an agent, say) share its process group.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        if self.ended_at is None:
            self.ended_at = time.monotonic()


def kill_all_procs() -> None:
    """Last resort (atexit, session end): no process outlives the suite."""
    for proc in ALL_PROCS:
        if proc.alive() or proc.ended_at is None:
            proc.kill()


def wait_until(
    what: str,
    probe: Callable[[], Any],
    timeout: float,
    interval: float = 0.1,
    procs: Iterable[Proc] = (),
) -> Any:
    """Call ``probe`` until it returns something truthy; return that.

    ``procs`` are the processes involved, which must stay alive: if one exits, fail at once. On
    timeout, fail with ``what``, the last value or exception of the probe and the stderr of
    ``procs``.
    """
    procs = list(procs)
    deadline = time.monotonic() + timeout
    last: Any = None
    while True:
        dead = [p for p in procs if not p.alive()]
        if dead:
            details = "\n".join(p.describe() for p in procs)
            raise HarnessError(f"while waiting for {what}: {', '.join(p.name for p in dead)} exited\n{details}")
        try:
            value = probe()
            last = value
            if value:
                return value
        except Exception as exc:  # noqa: BLE001 - the last error goes into the message
            last = exc
        if time.monotonic() >= deadline:
            details = "\n".join(p.describe() for p in procs)
            raise HarnessError(f"timed out after {timeout:.1f} s waiting for {what}; last probe: {last!r}\n{details}")
        time.sleep(interval)


# ---------------------------------------------------------------------------------------------
# The harness object
# ---------------------------------------------------------------------------------------------


class Harness:
    """A temporary directory and the processes started in it; ``close`` kills them all."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self.logs = self.root / "logs"
        self.procs: list[Proc] = []
        self._n = 0

    def dir(self, prefix: str) -> Path:
        """A new empty directory under the harness root."""
        self._n += 1
        path = self.root / f"{prefix}{self._n}"
        path.mkdir(parents=True)
        return path

    def spawn(self, name: str, argv: list[Any], env: dict[str, str] | None = None, pass_fds: Iterable[int] = (),
              stdin_pipe: bool = False) -> Proc:
        proc = Proc(name, [str(a) for a in argv], self.logs, env=env, pass_fds=pass_fds, stdin_pipe=stdin_pipe)
        self.procs.append(proc)
        return proc

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.kill()

    def describe(self) -> str:
        return "\n".join(p.describe() for p in self.procs)

    # Shortcuts -------------------------------------------------------------------------------

    def relay(self, data_dir: Path | None = None, start: bool = True, database_url: str | None = None,
              extra_args: Iterable[Any] = (), env: dict[str, str] | None = None) -> Relay:
        relay = Relay(self, data_dir or self.dir("data"), database_url=database_url, extra_args=extra_args, env=env)
        if start:
            relay.start()
        return relay

    def agent(self, relay: Relay, token: str, name: str | None = None, source: str = "synthetic",
              env: dict[str, str] | None = None, extra_args: Iterable[Any] = (), url: str | None = None) -> Agent:
        """An agent for ``relay``'s device, dialling ``url`` when given (a load balancer)."""
        return Agent(self, relay, token, name=name, source=source, env=env, extra_args=extra_args, url=url).start()

    def device(self, relay: Relay, name: str, labels: list[str] | None = None, source: str = "synthetic",
               env: dict[str, str] | None = None, wait: bool = True,
               extra_args: Iterable[Any] = ()) -> tuple[dict, Agent]:
        """Enrol a device through the CLI, run an agent for it and wait until it is online."""
        dev = relay.add_device(name, labels=labels)
        agent = self.agent(relay, dev["token"], name=name, source=source, env=env, extra_args=extra_args)
        if wait:
            relay.wait_online(dev["id"], procs=[agent.proc])
        return dev, agent


# ---------------------------------------------------------------------------------------------
# Relay
# ---------------------------------------------------------------------------------------------

ALL_SCOPES = ("list_devices", "screenshot", "input", "screen_recording")


@dataclass
class CliResult:
    rc: int
    stdout: str
    stderr: str
    json: Any = None
    argv: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"$ {' '.join(self.argv)}\nexit {self.rc}\n--- stdout:\n{self.stdout}\n--- stderr:\n{tail(self.stderr)}"


class Relay:
    """``relay serve`` on one data dir, plus the admin CLI on that dir."""

    def __init__(self, harness: Harness, data_dir: Path, database_url: str | None = None,
                 extra_args: Iterable[Any] = (), env: dict[str, str] | None = None):
        self.h = harness
        self.data = Path(data_dir)
        # Extra `relay serve` flags (artifact store, TTLs) and environment (S3 credentials).
        self.extra_args = [str(a) for a in extra_args]
        self.env = dict(env or {})
        # PostgreSQL instead of SQLite in the data dir, for serve and the CLI alike.
        self.store_args = ["--database-url", database_url] if database_url else []
        self.proc: Proc | None = None
        self.port: int | None = None
        self.url = ""
        self.mcp_url = ""
        self.info: dict[str, Any] = {}
        self._admin_key: str | None = None

    # Server --------------------------------------------------------------------------------

    def start(self, port: int | None = None) -> Relay:
        """Start ``relay serve`` (on ``port``, else the last one, else a free one) and wait for
        its first stdout line and ``GET /healthz``."""
        if self.proc is not None and self.proc.alive():
            raise HarnessError("relay already running")
        port = port if port is not None else (self.port or 0)
        self.proc = self.h.spawn(
            "relay",
            [relay_bin(), "serve", "--listen", f"127.0.0.1:{port}", "--data", self.data, *self.store_args,
             *self.extra_args, "--json"],
            env={"RUST_LOG": os.environ.get("E2E_RUST_LOG", "info"), **self.env},
        )
        line = self.proc.wait_line(what="its JSON line (relay serve --json)")
        try:
            info = json.loads(line)
        except ValueError:
            raise HarnessError(f"relay serve --json: first stdout line is not JSON: {line!r}\n{self.proc.describe()}") from None
        for key in ("listen", "url", "mcp_url"):
            if not isinstance(info, dict) or key not in info:
                raise HarnessError(f"relay serve --json: first line lacks {key!r}: {line!r}")
        host, _, port_text = info["listen"].rpartition(":")
        if host != "127.0.0.1" or not port_text.isdigit() or int(port_text) == 0:
            raise HarnessError(f"relay serve --json: listen is not 127.0.0.1:<port>: {info['listen']!r}")
        if port and int(port_text) != port:
            raise HarnessError(f"relay asked to listen on port {port} reports {info['listen']}")
        self.port = int(port_text)
        self.url = info["url"]
        self.mcp_url = info["mcp_url"]
        self.info = info
        if self.url != f"http://127.0.0.1:{self.port}" or self.mcp_url != f"{self.url}/mcp":
            raise HarnessError(f"relay serve --json: url/mcp_url do not match listen: {info}")
        wait_until("relay /healthz to answer 200", self._healthy, timeout=START_TIMEOUT, procs=[self.proc])
        return self

    def _healthy(self) -> bool:
        if self.proc is None or not self.proc.alive():
            raise HarnessError(f"relay exited\n{self.proc.describe() if self.proc else ''}")
        return httpx2.get(f"{self.url}/healthz", timeout=2).status_code == 200

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 10.0) -> int:
        assert self.proc is not None, "relay not started"
        return self.proc.stop(sig, timeout)

    def restart(self) -> Relay:
        """Stop (SIGTERM) and start again on the same port and data dir."""
        self.stop()
        return self.start(port=self.port)

    @property
    def db_path(self) -> Path:
        return self.data / "relay.db"

    # Admin CLI -----------------------------------------------------------------------------

    def cli(self, *args: Any, check: bool = True, json_out: bool = True, timeout: float = CLI_TIMEOUT) -> CliResult:
        """Run ``relay ARGS --data DIR [--json]``; with ``check``, fail unless it exits 0, and
        with ``json_out`` parse stdout as exactly one JSON object."""
        argv = [str(relay_bin()), *[str(a) for a in args], "--data", str(self.data), *self.store_args]
        if json_out:
            argv.append("--json")
        # The relay's own environment too (an S3 store's credentials), as an operator's
        # shell on the relay's machine would have it.
        env = {**os.environ, **self.env}
        try:
            done = subprocess.run(argv, capture_output=True, timeout=timeout, env=env, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired as exc:
            raise HarnessError(f"$ {' '.join(argv)}\ndid not finish in {timeout:.0f} s; stderr:\n{exc.stderr!r}") from None
        res = CliResult(done.returncode, done.stdout.decode("utf-8", "replace"),
                        done.stderr.decode("utf-8", "replace"), argv=argv)
        if check and res.rc != 0:
            raise HarnessError(f"relay CLI failed\n{res.describe()}")
        if json_out and (check or res.stdout.strip()):
            text = res.stdout.strip()
            try:
                res.json = json.loads(text)
            except ValueError:
                raise HarnessError(f"relay CLI --json did not print exactly one JSON value\n{res.describe()}") from None
            if not isinstance(res.json, dict):
                raise HarnessError(f"relay CLI --json printed {type(res.json).__name__}, not an object\n{res.describe()}")
        return res

    def create_key(self, name: str, scopes: Iterable[str] = ALL_SCOPES, devices: Iterable[str] = ("*",),
                   expires: str | None = None) -> dict:
        args = ["keys", "create", "--name", name, "--scopes", ",".join(scopes), "--devices", ",".join(devices)]
        if expires:
            args += ["--expires", expires]
        key = self.cli(*args).json
        for field_name in ("id", "secret", "scopes", "devices"):
            if field_name not in key:
                raise HarnessError(f"keys create --json lacks {field_name!r}: {key}")
        return key

    def add_device(self, name: str, labels: Iterable[str] | None = None) -> dict:
        args = ["devices", "add", name]
        if labels:
            args += ["--labels", ",".join(labels)]
        dev = self.cli(*args).json
        for field_name in ("id", "name", "token"):
            if field_name not in dev:
                raise HarnessError(f"devices add --json lacks {field_name!r}: {dev}")
        return dev

    def audit(self, *extra: Any) -> list[dict]:
        res = self.cli("audit", *extra)
        events = res.json.get("events")
        if not isinstance(events, list):
            raise HarnessError(f"relay audit --json has no events list\n{res.describe()}")
        return events

    def verify(self) -> CliResult:
        """``relay audit verify``; the caller checks rc and json."""
        return self.cli("audit", "verify", check=False)

    # MCP -----------------------------------------------------------------------------------

    def mcp(self, secret: str) -> Mcp:
        return Mcp(self.mcp_url, secret)

    @property
    def admin(self) -> Mcp:
        """An MCP client with a harness key (all three scopes, all devices), made on first use."""
        if self._admin_key is None:
            self._admin_key = self.create_key("harness", ALL_SCOPES, ["*"])["secret"]
        return self.mcp(self._admin_key)

    def wait_online(self, device_id: str, timeout: float = ONLINE_TIMEOUT, procs: Iterable[Proc] = ()) -> dict:
        """Poll ``list_devices`` until the device is online; return its entry."""
        procs = [*procs, *([self.proc] if self.proc else [])]

        def probe() -> dict | None:
            for dev in self.admin.list_devices():
                if dev.get("id") == device_id and dev.get("online") is True:
                    return dev
            return None

        return wait_until(f"device {device_id} to be online in list_devices", probe, timeout, interval=0.2, procs=procs)


# ---------------------------------------------------------------------------------------------
# Device agent
# ---------------------------------------------------------------------------------------------


class Agent:
    """``device-agent`` dialling a relay."""

    def __init__(self, harness: Harness, relay: Relay, token: str, name: str | None = None,
                 source: str = "synthetic", env: dict[str, str] | None = None, extra_args: Iterable[Any] = (),
                 url: str | None = None):
        self.h = harness
        # Where it dials: the relay, or a load balancer in front of several.
        self.url = url
        # Extra flags (``--live-vnc 127.0.0.1:PORT``).
        self.extra_args = [str(a) for a in extra_args]
        self.relay = relay
        self.token = token
        self.name = name
        self.source = source
        self.env = env
        self.proc: Proc | None = None
        # The agent's state (recordings, uploads waiting) survives restarts of this Agent.
        self.data = harness.dir("agent-data")

    def start(self) -> Agent:
        argv: list[Any] = [agent_bin(), "--relay", self.url or self.relay.url, "--token", self.token, "--source", self.source,
                           "--data", self.data]
        if self.name:
            argv += ["--name", self.name]
        argv += self.extra_args
        env = {"RUST_LOG": os.environ.get("E2E_RUST_LOG", "info")}
        env.update(self.env or {})
        self.proc = self.h.spawn(f"agent-{self.name or 'device'}", argv, env=env)
        return self

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 10.0) -> int:
        assert self.proc is not None
        return self.proc.stop(sig, timeout)

    @property
    def recordings(self) -> Path:
        return self.data / "recordings"


# ---------------------------------------------------------------------------------------------
# S3-protocol server (s3s-fs), for the S3 artifact store
# ---------------------------------------------------------------------------------------------

S3_ACCESS_KEY = "e2e-access-key"
S3_SECRET_KEY = "e2e-secret-key-0123456789"


def s3s_bin() -> Path:
    """The s3s-fs binary from ``S3S_FS_BIN`` (``tests/run`` installs it and sets it)."""
    return binary("S3S_FS_BIN", "s3s-fs")


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def http_ok(url: str) -> bool:
    """Whether ``GET url`` answers 200 (False while nothing listens there)."""
    try:
        return httpx2.get(url, timeout=2).status_code == 200
    except httpx2.HTTPError:
        return False


def random_secret_text() -> str:
    """A root secret file's content as ``relay`` writes it: 256 random bits, base64url."""
    return base64.urlsafe_b64encode(os.urandom(32)).rstrip(b"=").decode()


class S3Server:
    """``s3s-fs`` serving a directory on loopback, with one bucket; stop and start at will."""

    def __init__(self, harness: Harness, bucket: str = "artifacts"):
        self.h = harness
        self.root = harness.dir("s3")
        self.bucket = bucket
        (self.root / bucket).mkdir()
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: Proc | None = None

    def start(self) -> S3Server:
        self.proc = self.h.spawn("s3s-fs", [s3s_bin(), "--host", "127.0.0.1", "--port", self.port,
                                            "--access-key", S3_ACCESS_KEY, "--secret-key", S3_SECRET_KEY, self.root])

        def up() -> bool:
            if self.proc is None or not self.proc.alive():
                raise HarnessError(f"s3s-fs exited\n{self.proc.describe() if self.proc else ''}")
            try:
                httpx2.get(self.url, timeout=1)
                return True
            except httpx2.HTTPError:
                return False

        wait_until("s3s-fs to accept connections", up, timeout=START_TIMEOUT, procs=[self.proc])
        return self

    def stop(self) -> None:
        assert self.proc is not None
        self.proc.stop(signal.SIGKILL)

    def relay_args(self, endpoint: str | None = None) -> list[str]:
        """The relay's options for this bucket, reached at ``endpoint`` (this server's own
        address unless a pass-through stands in front of it)."""
        return ["--s3-bucket", self.bucket, "--s3-endpoint", endpoint or self.url, "--s3-region", "us-east-1",
                "--s3-path-style"]

    def relay_env(self) -> dict[str, str]:
        return {"AWS_ACCESS_KEY_ID": S3_ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": S3_SECRET_KEY,
                "AWS_EC2_METADATA_DISABLED": "true"}

    def objects(self) -> list[Path]:
        return [p for p in (self.root / self.bucket).rglob("*") if p.is_file()]


# ---------------------------------------------------------------------------------------------
# PostgreSQL, NATS and HAProxy: the scaled-out relay's parts (the machine's own servers)
# ---------------------------------------------------------------------------------------------

PG = "postgres://postgres@127.0.0.1:5432"
NATS_URL = "nats://127.0.0.1:4222"


def psql(sql: str, database: str = "postgres") -> str:
    """Run ``sql`` on the machine's PostgreSQL as ``postgres``; return what it printed."""
    done = subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1",
                           "-tA", "-c", sql], capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        raise HarnessError(f"psql {sql!r} failed: {done.stderr}")
    return done.stdout.strip()


@contextlib.contextmanager
def postgres_database():
    """A database of its own on the machine's PostgreSQL, dropped afterwards; yields its URL."""
    name = f"relay_e2e_{uuid.uuid4().hex[:12]}"
    psql(f"CREATE DATABASE {name}")
    try:
        yield f"{PG}/{name}"
    finally:
        psql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


class PostgresServer:
    """A PostgreSQL cluster of the test's own (``initdb``, run as ``postgres``) on a free
    port, for the tests that stop and start the database: the machine's server is shared."""

    def __init__(self, harness: Harness):
        import glob
        import shutil

        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
        if not bins:
            raise HarnessError("no PostgreSQL server binaries (Debian's postgresql)")
        self.bin = Path(bins[-1])
        # Not under pytest's directories, which are root's with mode 0700: the server runs as
        # postgres. Removed by close().
        self.dir = Path(tempfile.mkdtemp(prefix="e2e-pg-"))
        shutil.chown(self.dir, "postgres", "postgres")
        self.port = free_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/e2e"
        self._as_postgres("initdb", "-D", self.dir / "data", "-A", "trust", "-U", "postgres", "--no-sync")

    def _as_postgres(self, program: str, *args: Any) -> None:
        done = subprocess.run(["runuser", "-u", "postgres", "--", str(self.bin / program), *[str(a) for a in args]],
                              capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise HarnessError(f"{program} {args}: exit {done.returncode}\n{done.stdout}\n{done.stderr}")

    def start(self) -> PostgresServer:
        self._as_postgres("pg_ctl", "-D", self.dir / "data", "-l", self.dir / "server.log", "-w", "-o",
                          f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off", "start")
        return self

    def create_database(self) -> PostgresServer:
        psql_port = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-c",
                                    "CREATE DATABASE e2e"], capture_output=True, text=True, timeout=30)
        if psql_port.returncode != 0:
            raise HarnessError(f"CREATE DATABASE e2e: {psql_port.stderr}")
        return self

    def stop(self) -> None:
        """A fast shutdown, as a restart by the service manager: open sessions are cut."""
        self._as_postgres("pg_ctl", "-D", self.dir / "data", "-m", "fast", "-w", "stop")

    def close(self) -> None:
        import shutil

        with contextlib.suppress(HarnessError):
            self._as_postgres("pg_ctl", "-D", self.dir / "data", "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)


class NatsServer:
    """A ``nats-server`` of the test's own on a free port, for the tests that restart it."""

    def __init__(self, harness: Harness):
        self.h = harness
        self.port = free_port()
        self.url = f"nats://127.0.0.1:{self.port}"
        self.proc: Proc | None = None

    def start(self) -> NatsServer:
        self.proc = self.h.spawn("nats-server", ["nats-server", "-a", "127.0.0.1", "-p", self.port])
        wait_until("nats-server to listen", lambda: _listening(self.port), timeout=START_TIMEOUT, procs=[self.proc])
        return self

    def stop(self) -> None:
        assert self.proc is not None
        self.proc.stop()


class HAProxy:
    """Debian's HAProxy on loopback in front of relay replicas: round robin, each replica
    checked on ``/readyz`` twice a second, a request to a dead one sent to the next."""

    def __init__(self, harness: Harness, backends: list[Relay]):
        self.h = harness
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        servers = "\n".join(
            f"    server r{i} 127.0.0.1:{r.port} check inter 500ms fall 1 rise 1" for i, r in enumerate(backends))
        self.config = harness.dir("haproxy") / "haproxy.cfg"
        self.config.write_text(f"""defaults
    mode http
    timeout connect 2s
    timeout client 120s
    timeout server 120s
    timeout tunnel 1h
    retries 3
    option redispatch
frontend relays
    bind 127.0.0.1:{self.port}
    default_backend relays
backend relays
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
{servers}
""")
        self.proc: Proc | None = None

    def start(self) -> HAProxy:
        self.proc = self.h.spawn("haproxy", ["haproxy", "-db", "-f", self.config])

        def up() -> bool:
            if self.proc is None or not self.proc.alive():
                raise HarnessError(f"haproxy exited\n{self.proc.describe() if self.proc else ''}")
            try:
                return httpx2.get(f"{self.url}/healthz", timeout=1).status_code == 200
            except httpx2.HTTPError:
                return False

        wait_until("haproxy to pass requests to a relay", up, timeout=START_TIMEOUT, procs=[self.proc])
        return self


# ---------------------------------------------------------------------------------------------
# MP4 judged by ffprobe / ffmpeg (Debian's ffmpeg)
# ---------------------------------------------------------------------------------------------


def clean_mp4(url: str, path: Path, size_bytes: int | None = None) -> dict:
    """Download the recording at ``url`` to ``path`` (following the relay's redirect to a store
    that serves its own bytes); ffprobe's report, which must show a file that decodes without an
    error and, given ``size_bytes``, is that long."""
    with httpx2.stream("GET", url, timeout=60, follow_redirects=True) as got:
        assert got.status_code == 200, got.read()[:300]
        path.write_bytes(got.read())
    if size_bytes is not None:
        assert path.stat().st_size == size_bytes, f"{path.stat().st_size} bytes, {size_bytes} offered"
    info = probe_mp4(path)
    assert info["decode_rc"] == 0 and info["decode_errors"] == "", info["decode_errors"]
    return info


def probe_mp4(path: Path) -> dict:
    """ffprobe's view of an MP4 plus a full decode: streams, format, frame count and keyframe
    times, and whatever ffmpeg printed as errors while decoding every frame."""
    out = subprocess.run(["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", str(path)],
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise AssertionError(f"ffprobe rejected {path}: {out.stderr}")
    info = json.loads(out.stdout)
    frames = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                             "packet=pts_time,flags", "-of", "csv=p=0", str(path)],
                            capture_output=True, text=True, timeout=120)
    if frames.returncode != 0:
        raise AssertionError(f"ffprobe -show_packets failed on {path}: {frames.stderr}")
    packets = [line.split(",") for line in frames.stdout.split() if line]
    info["packets"] = len(packets)
    info["keyframe_times"] = sorted(float(p[0]) for p in packets if len(p) > 1 and "K" in p[1])
    # (time, keyframe) of every packet, in presentation order.
    info["packet_times"] = sorted((float(p[0]), len(p) > 1 and "K" in p[1]) for p in packets if p and p[0])
    # Decode every frame at its own timestamp: our track has a variable frame rate, and the
    # null muxer's default constant-rate output would collapse two frames closer than its
    # frame interval onto one timestamp and call that an error of the file.
    decode = subprocess.run(["ffmpeg", "-v", "error", "-i", str(path), "-fps_mode", "passthrough",
                             "-enc_time_base", "-1", "-f", "null", "-"],
                            capture_output=True, text=True, timeout=300)
    info["decode_rc"] = decode.returncode
    info["decode_errors"] = decode.stderr.strip()
    with open(path, "rb") as f:
        head = f.read(64 * 1024)
    info["moov_before_mdat"] = 0 <= head.find(b"moov") < (head.find(b"mdat") if b"mdat" in head else 1 << 30)
    return info


def text_track(path: Path) -> list[tuple[float, float, str]]:
    """An MP4's first timed-text track as (start, end, text) cues in seconds, read back
    through ffmpeg's WebVTT writer; the empty samples that fill its gaps are dropped."""
    out = subprocess.run(["ffmpeg", "-v", "error", "-i", str(path), "-map", "0:s:0", "-f", "webvtt", "-"],
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise AssertionError(f"ffmpeg could not read the text track of {path}: {out.stderr}")

    def seconds(stamp: str) -> float:
        parts = [float(p) for p in stamp.split(":")]
        return sum(p * 60 ** i for i, p in enumerate(reversed(parts)))

    cues = []
    for block in out.stdout.split("\n\n"):
        lines = block.strip().splitlines()
        timing = next((i for i, line in enumerate(lines) if "-->" in line), None)
        if timing is None:
            continue
        start, end = (seconds(t.strip().split()[0]) for t in lines[timing].split("-->"))
        text = "\n".join(lines[timing + 1:]).strip()
        if text:
            cues.append((start, end, text))
    return cues


# ---------------------------------------------------------------------------------------------
# MCP client (official Python SDK, Streamable HTTP)
# ---------------------------------------------------------------------------------------------


def _unwrap(exc: BaseException) -> BaseException:
    """The single leaf of nested exception groups (anyio task groups wrap errors)."""
    while isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:
        exc = exc.exceptions[0]
    return exc


@dataclass
class Shot:
    """A decoded ``screenshot`` result."""

    image: Image.Image
    mime: str
    data: bytes
    text: str
    result: Any

    @property
    def size(self) -> tuple[int, int]:
        return self.image.size


def rfc3339(dt: datetime | None = None) -> str:
    """``dt`` (now when None) in UTC as RFC 3339 with milliseconds, as the tools take times."""
    dt = dt or datetime.now(timezone.utc)
    return dt.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def result_text(result: Any) -> str:
    return "\n".join(getattr(c, "text", "") for c in result.content if getattr(c, "type", "") == "text")


def screen_memory_cli(*args: Any) -> subprocess.CompletedProcess:
    """``device-agent screen-memory ARGS…`` (forget, grant, revoke, pause, resume), its output
    captured."""
    return subprocess.run([agent_bin(), "screen-memory", *[str(a) for a in args]],
                          capture_output=True, text=True, timeout=CLI_TIMEOUT)


def plant_memory_frames(data: Path, frames: Iterable[tuple[int, int, str, str]],
                        size: tuple[int, int] = (64, 48)) -> None:
    """Put frames into the screen memory of the agent whose data directory is ``data``, as its
    store keeps them: a WebP a frame under ``screen/<UTC yyyyMMdd-HH>/<at_ms>-<display>.webp``
    and its row in ``screen.sqlite``. Each frame is ``(at_ms, display, app, title)``; its picture
    is ``size``, one colour taken from its time. The memory must have been opened (the agent
    started with --screen-memory), so its table exists; a running agent reads planted frames at
    once and sweeps them after their ten minutes like its own."""
    import sqlite3

    db = sqlite3.connect(data / "screen.sqlite", timeout=30)
    try:
        for at_ms, display, app, title in frames:
            hour = datetime.fromtimestamp(at_ms / 1000, timezone.utc).strftime("%Y%m%d-%H")
            relative = f"screen/{hour}/{at_ms}-{display}.webp"
            path = data / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            buf = io.BytesIO()
            colour = (at_ms % 251, (at_ms // 251) % 251, display * 40 % 251)
            Image.new("RGB", size, colour).save(buf, "WEBP", quality=80)
            path.write_bytes(buf.getvalue())
            db.execute(
                "INSERT OR REPLACE INTO screen_frames"
                " (at_ms, display, app, title, width, height, bytes, hash, path)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (at_ms, display, app, title, size[0], size[1], len(buf.getvalue()), at_ms, relative))
        db.commit()
    finally:
        db.close()


class Mcp:
    """A caller of the relay's MCP endpoint with one bearer key.

    Each operation opens a Streamable HTTP session with the SDK (headers on the httpx client),
    runs ``initialize`` and the request, and closes the session. The relay tracks state per key
    (the last screenshot's scale), not per session, so this is also what a reconnecting agent
    does.
    """

    def __init__(self, url: str, key: str, timeout: float = MCP_TIMEOUT):
        self.url = url
        self.key = key
        self.timeout = timeout

    @contextlib.asynccontextmanager
    async def session(self):
        from mcp.client.session import ClientSession
        from mcp.client.streamable_http import streamable_http_client
        from mcp.shared._httpx_utils import create_mcp_http_client

        http = create_mcp_http_client(headers={"Authorization": f"Bearer {self.key}"})
        async with http:
            async with streamable_http_client(self.url, http_client=http) as (read, write):
                async with ClientSession(read, write, read_timeout_seconds=self.timeout) as session:
                    await session.initialize()
                    yield session

    def run(self, fn: Callable[[Any], Any]) -> Any:
        """Run ``await fn(session)`` in a fresh session, synchronously."""

        async def main() -> Any:
            with anyio.fail_after(self.timeout):
                async with self.session() as session:
                    return await fn(session)

        try:
            return anyio.run(main)
        except BaseException as exc:  # noqa: BLE001 - re-raised unwrapped
            leaf = _unwrap(exc)
            if leaf is exc:
                raise
            raise leaf from exc

    # Requests --------------------------------------------------------------------------------

    def list_tools(self) -> list[Any]:
        async def fn(s: Any) -> list[Any]:
            tools = []
            cursor = None
            while True:
                from mcp_types import PaginatedRequestParams

                res = await s.list_tools(params=PaginatedRequestParams(cursor=cursor) if cursor else None)
                tools.extend(res.tools)
                cursor = res.next_cursor
                if not cursor:
                    return tools

        return self.run(fn)

    def tool_names(self) -> set[str]:
        return {t.name for t in self.list_tools()}

    def call(self, name: str, args: dict[str, Any] | None = None) -> Any:
        """``tools/call``; returns the SDK's ``CallToolResult`` whatever ``is_error`` says."""
        return self.run(lambda s: s.call_tool(name, args or {}))

    def call_ok(self, name: str, args: dict[str, Any] | None = None) -> Any:
        res = self.call(name, args)
        if res.is_error:
            raise AssertionError(f"{name}({args}) failed: {result_text(res)!r}")
        return res

    def call_error(self, name: str, args: dict[str, Any] | None = None) -> str:
        """Call a tool that must fail at tool level (``is_error`` true); return its text."""
        res = self.call(name, args)
        if not res.is_error:
            raise AssertionError(
                f"{name}({args}) was expected to fail (is_error) but succeeded: {result_text(res)!r} "
                f"structured={res.structured_content!r}"
            )
        return result_text(res)

    def list_devices(self, **args: Any) -> list[dict]:
        res = self.call_ok("list_devices", args)
        sc = res.structured_content
        if not isinstance(sc, dict) or not isinstance(sc.get("devices"), list):
            raise AssertionError(f"list_devices structured_content has no devices list: {sc!r}")
        return sc["devices"]

    def device(self, device_id: str, **args: Any) -> dict:
        devs = [d for d in self.list_devices(**args) if d.get("id") == device_id]
        if len(devs) != 1:
            raise AssertionError(f"list_devices has {len(devs)} entries with id {device_id!r}")
        return devs[0]

    def screenshot(self, device_id: str, **args: Any) -> Shot:
        res = self.call_ok("screenshot", {"device_id": device_id, **args})
        return decode_shot(res)

    def input(self, device_id: str, action: str, **args: Any) -> str:
        res = self.call_ok("input", {"device_id": device_id, "action": action, **args})
        return result_text(res)

    def recording(self, device_id: str, action: str, **args: Any) -> dict:
        """``screen_recording``, which must succeed; returns its structured result."""
        res = self.call_ok("screen_recording", {"device_id": device_id, "action": action, **args})
        sc = res.structured_content
        if not isinstance(sc, dict) or not isinstance(sc.get("file"), dict):
            raise AssertionError(f"screen_recording structured_content has no file object: {sc!r}")
        sc["text"] = result_text(res)
        return sc

    def sequence_capture(self, device_id: str, **args: Any) -> dict:
        """``screen_sequence`` capture, which must succeed and return no image; its metadata
        with the text under ``"text"``."""
        res = self.call_ok("screen_sequence", {"device_id": device_id, "action": "capture", **args})
        if images_of(res):
            raise AssertionError("screen_sequence capture returned an image")
        meta = res.structured_content
        if not isinstance(meta, dict) or not str(meta.get("sequence_id", "")).startswith("seq_"):
            raise AssertionError(f"screen_sequence capture has no sequence_id: {meta!r}")
        meta["text"] = result_text(res)
        return meta

    def sequence_frames(self, device_id: str, sequence_id: str, **args: Any) -> tuple[dict, list[Image.Image], str]:
        """``screen_sequence`` frames: structured result, decoded images, text."""
        res = self.call_ok("screen_sequence", {"device_id": device_id, "action": "frames",
                                               "sequence_id": sequence_id, **args})
        return res.structured_content, images_of(res), result_text(res)

    def watch(self, device_id: str, action: str, **args: Any) -> tuple[dict, list[Image.Image], str]:
        """``screen_watch``: structured result, decoded images, text."""
        res = self.call_ok("screen_watch", {"device_id": device_id, "action": action, **args})
        return res.structured_content, images_of(res), result_text(res)

    def wait_recording(self, device_id: str, state: str = "ready", timeout: float = 90.0,
                       procs: Iterable[Proc] = ()) -> dict:
        """Poll ``screen_recording`` status until ``file.state`` is ``state``; fail early on
        ``failed`` (unless that is what is awaited)."""
        def probe() -> dict | None:
            sc = self.recording(device_id, "status")
            return sc if sc["file"].get("state") in (state, "failed") else None

        sc = wait_until(f"recording of {device_id} to be {state}", probe, timeout, interval=0.5, procs=procs)
        if sc["file"]["state"] != state:
            raise AssertionError(f"recording of {device_id} is {sc['file']['state']}, awaited {state}: {sc}")
        return sc


def images_of(res: Any) -> list[Image.Image]:
    """Every image of a tool result, decoded, in RGB."""
    out = []
    for c in res.content:
        if getattr(c, "type", "") == "image":
            img = Image.open(io.BytesIO(base64.b64decode(c.data, validate=True)))
            img.load()
            out.append(img.convert("RGB"))
    return out


def decode_shot(res: Any) -> Shot:
    images = [c for c in res.content if getattr(c, "type", "") == "image"]
    texts = [c for c in res.content if getattr(c, "type", "") == "text"]
    if len(images) != 1 or len(texts) != 1:
        raise AssertionError(
            f"screenshot content must be one image and one text, got {[getattr(c, 'type', '?') for c in res.content]}"
        )
    data = base64.b64decode(images[0].data, validate=True)
    image = Image.open(io.BytesIO(data))
    image.load()
    expected = {"image/png": "PNG", "image/jpeg": "JPEG"}.get(images[0].mime_type)
    if expected is None or image.format != expected:
        raise AssertionError(f"screenshot mimeType {images[0].mime_type!r} but the bytes are {image.format}")
    return Shot(image=image.convert("RGB"), mime=images[0].mime_type, data=data, text=texts[0].text, result=res)


# ---------------------------------------------------------------------------------------------
# Raw HTTP (for what the SDK would not send)
# ---------------------------------------------------------------------------------------------

MCP_ACCEPT = "application/json, text/event-stream"


def initialize_body(req_id: int = 1) -> dict:
    return {
        "jsonrpc": "2.0",
        "id": req_id,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "e2e-raw", "version": "0"},
        },
    }


def raw_post(url: str, body: bytes | dict, key: str | None = None, headers: dict[str, str] | None = None,
             timeout: float = 15.0) -> httpx2.Response:
    """POST to the MCP endpoint without the SDK (malformed bodies, bad or missing keys)."""
    all_headers = {"Content-Type": "application/json", "Accept": MCP_ACCEPT}
    if key is not None:
        all_headers["Authorization"] = f"Bearer {key}"
    all_headers.update(headers or {})
    content = json.dumps(body).encode() if isinstance(body, dict) else body
    return httpx2.post(url, content=content, headers=all_headers, timeout=timeout)


def jsonrpc_messages(resp: httpx2.Response) -> list[dict]:
    """The JSON-RPC messages of a response, whether plain JSON or an SSE stream."""
    ctype = resp.headers.get("content-type", "")
    text = resp.text
    if ctype.startswith("text/event-stream"):
        out = []
        for line in text.splitlines():
            if line.startswith("data:"):
                payload = line[5:].strip()
                if payload:
                    out.append(json.loads(payload))
        return out
    value = json.loads(text)
    return value if isinstance(value, list) else [value]


# ---------------------------------------------------------------------------------------------
# X11: Xvfb + openbox, and a probe window
# ---------------------------------------------------------------------------------------------


def _xlib_events_per_connection() -> None:
    """python-xlib keeps extensions' event classes in one dict shared by every connection, so
    once it has talked to Xvfb it cannot connect to an X server whose extensions number their
    events differently (Xvnc: a TypeError in XFIXES' set-up). Give each connection its own."""
    from Xlib.protocol import display as protocol

    init = protocol.Display.__init__
    if getattr(init, "per_connection", False):
        return

    def per_connection(self, *args, **kwargs):
        self.event_classes = dict(protocol.Display.event_classes)
        init(self, *args, **kwargs)

    per_connection.per_connection = True
    protocol.Display.__init__ = per_connection


_xlib_events_per_connection()


class XServer:
    """``Xvfb`` on a free display (chosen by Xvfb itself with ``-displayfd``) and ``openbox``."""

    def __init__(self, harness: Harness, width: int = 1280, height: int = 800):
        self.h = harness
        self.width = width
        self.height = height
        self.display = ""
        self.xvfb: Proc | None = None
        self.wm: Proc | None = None

    @property
    def env(self) -> dict[str, str]:
        return {"DISPLAY": self.display}

    def start(self) -> XServer:
        self._spawn_server()
        wait_until(f"X display {self.display} to accept connections", self._connectable, START_TIMEOUT,
                   procs=[self.xvfb])
        self.wm = self.h.spawn("openbox", ["openbox", "--sm-disable"], env=self.env)
        wait_until("openbox to manage the screen (_NET_SUPPORTING_WM_CHECK)", self._wm_running, START_TIMEOUT,
                   procs=[self.xvfb, self.wm])
        return self

    def _spawn_server(self) -> None:
        """Start the X server and set ``self.display``: Xvfb picks a free display itself."""
        read_fd, write_fd = os.pipe()
        try:
            self.xvfb = self.h.spawn(
                "xvfb",
                ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{self.width}x{self.height}x24",
                 "-nolisten", "tcp", "-noreset"],
                pass_fds=(write_fd,),
            )
        finally:
            os.close(write_fd)
        try:
            number = b""
            deadline = time.monotonic() + START_TIMEOUT
            while not number.endswith(b"\n"):
                left = deadline - time.monotonic()
                ready, _, _ = select.select([read_fd], [], [], max(left, 0))
                if not ready:
                    raise HarnessError(f"Xvfb did not report its display in time\n{self.xvfb.describe()}")
                chunk = os.read(read_fd, 64)
                if not chunk:
                    raise HarnessError(f"Xvfb exited before reporting its display\n{self.xvfb.describe()}")
                number += chunk
        finally:
            os.close(read_fd)
        self.display = f":{int(number.strip())}"

    def _connectable(self) -> bool:
        """The X connection set-up answered on the display's socket, within a bounded wait: a
        server that accepted but has not yet answered (Xvnc restarted on a display) would hang
        python-xlib's blocking ``Display()`` past the test's timeout instead of being retried."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(2.0)
            sock.connect(f"/tmp/.X11-unix/X{self.display.lstrip(':')}")
            # Little-endian set-up request, protocol 11.0, no authorisation.
            sock.sendall(struct.pack("<BxHHHHxx", ord("l"), 11, 0, 0, 0))
            answer = sock.recv(8)
        # 1: Success; 0: Failed; 2: Authenticate. Only success means clients can connect.
        return len(answer) > 0 and answer[0] == 1

    def _wm_running(self) -> bool:
        from Xlib import X
        from Xlib import display as xdisplay

        if self.wm is not None and not self.wm.alive():
            raise HarnessError(f"openbox exited\n{self.wm.describe()}")
        d = xdisplay.Display(self.display)
        try:
            root = d.screen().root
            prop = root.get_full_property(d.intern_atom("_NET_SUPPORTING_WM_CHECK"), X.AnyPropertyType)
            return bool(prop and prop.value)
        finally:
            d.close()


class XvncServer(XServer):
    """TigerVNC's ``Xvnc``: an X server that is itself a VNC server, on a loopback port with
    no VNC authentication (``-SecurityTypes None``), and ``openbox``."""

    def __init__(self, harness: Harness, width: int = 1280, height: int = 800):
        super().__init__(harness, width, height)
        self.port = free_port()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def _spawn_server(self) -> None:
        # Xvnc's -displayfd takes a display another server holds (it then cannot listen on
        # it), so the display is picked here: one with neither a lock file nor a socket.
        import random

        free = [n for n in range(100, 400)
                if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists()]
        if not free:
            raise HarnessError("no free X display number in 100..400")
        self.display = f":{random.choice(free)}"
        self.xvfb = self.h.spawn("xvnc", ["Xvnc", self.display, "-geometry", f"{self.width}x{self.height}",
                                          "-depth", "24", "-rfbport", self.port, "-localhost",
                                          "-SecurityTypes", "None", "-nolisten", "tcp", "-noreset"])


@dataclass
class XClient:
    """The probe window of ``xclient.py``: solid colour, known title/class/pid; it logs key
    presses (as text) and button presses (with window-relative coordinates) to files."""

    proc: Proc
    window_id: int
    title: str
    wm_class: str
    color: tuple[int, int, int]
    width: int
    height: int
    keys_file: Path
    events_file: Path

    @classmethod
    def start(cls, harness: Harness, xserver: XServer, title: str, wm_class: str, color: tuple[int, int, int],
              size: tuple[int, int], pos: tuple[int, int], noise: bool = False) -> XClient:
        work = harness.dir("xclient")
        keys_file = work / "keys.txt"
        events_file = work / "events.txt"
        proc = harness.spawn(
            "xclient",
            [sys.executable, HERE / "xclient.py", "--title", title, "--wm-class", wm_class,
             "--color", "%02x%02x%02x" % color, "--size", f"{size[0]}x{size[1]}", "--pos", f"{pos[0]},{pos[1]}",
             "--keys-file", keys_file, "--events-file", events_file, *(["--noise"] if noise else [])],
            env=xserver.env,
        )
        line = proc.wait_line(what="'ready <window id>'")
        parts = line.split()
        if len(parts) != 2 or parts[0] != "ready":
            raise HarnessError(f"xclient said {line!r}, expected 'ready <window id>'\n{proc.describe()}")
        return cls(proc, int(parts[1]), title, wm_class, color, size[0], size[1], keys_file, events_file)

    def client_rect(self, xserver: XServer) -> tuple[int, int, int, int]:
        """The window's client area in root coordinates (x, y, width, height), from the X server."""
        from Xlib import display as xdisplay

        d = xdisplay.Display(xserver.display)
        try:
            win = d.create_resource_object("window", self.window_id)
            geo = win.get_geometry()
            pos = win.translate_coords(d.screen().root, 0, 0)
            # translate_coords(root, 0, 0) gives root's origin in window coordinates.
            return (-pos.x, -pos.y, geo.width, geo.height)
        finally:
            d.close()

    def keys(self) -> str:
        return self.keys_file.read_text("utf-8") if self.keys_file.exists() else ""

    def events(self) -> list[str]:
        return self.events_file.read_text("utf-8").splitlines() if self.events_file.exists() else []


# ---------------------------------------------------------------------------------------------
# The synthetic source's picture (device-agent/src/backend/synthetic.rs, module doc)
# ---------------------------------------------------------------------------------------------

MAGENTA = (255, 0, 255)
TITLE_TEXT = (255, 255, 224)


@dataclass(frozen=True)
class SynthWindow:
    id: int
    title: str
    cls: str
    x: int
    y: int
    width: int
    height: int
    title_bar: tuple[int, int, int]
    body: tuple[int, int, int]


class Synthetic:
    """What a synthetic screen of ``W`` x ``H`` looks like, per the backend's documentation."""

    def __init__(self, width: int = 1280, height: int = 800):
        self.W = width
        self.H = height

    def background(self, y: int) -> tuple[int, int, int]:
        v = y * 128 // self.H
        return (32, 64 + v, 128 + v)

    @property
    def corners(self) -> dict[str, tuple[tuple[int, int, int, int], tuple[int, int, int]]]:
        """Corner markers: name -> ((x0, y0, x1, y1) exclusive, colour)."""
        W, H = self.W, self.H
        return {
            "top-left": ((0, 0, 32, 32), (255, 0, 0)),
            "top-right": ((W - 32, 0, W, 32), (0, 255, 0)),
            "bottom-left": ((0, H - 32, 32, H), (0, 0, 255)),
            "bottom-right": ((W - 32, H - 32, W, H), (255, 255, 255)),
        }

    @property
    def windows(self) -> list[SynthWindow]:
        W, H = self.W, self.H
        th = (H - 120) // 2 - 8
        return [
            SynthWindow(1, "Terminal", "synthetic-terminal", 48, 72, W // 2 - 64, th, (60, 60, 60), (16, 16, 16)),
            SynthWindow(2, "Editor", "synthetic-editor", W // 2 + 16, 72, W // 2 - 64, H - 120, (40, 80, 160),
                        (240, 240, 240)),
            SynthWindow(3, "Input echo", "synthetic-echo", 48, 88 + th, W // 2 - 64, H - 136 - th, (120, 40, 120),
                        (230, 240, 255)),
        ]

    def window(self, wid: int) -> SynthWindow:
        return next(w for w in self.windows if w.id == wid)

    def background_column(self) -> list[tuple[int, int]]:
        """Points of column W/2 that show pure background (y in 32..40 and 56..H)."""
        x = self.W // 2
        return [(x, y) for y in [*range(32, 40), *range(56, self.H)]]


def near(a: tuple[int, ...], b: tuple[int, ...], tol: int) -> bool:
    return all(abs(int(p) - int(q)) <= tol for p, q in zip(a, b, strict=True))


# ---------------------------------------------------------------------------------------------
# Live view: the browser (Debian's chromium through playwright-core), x11vnc, a second RFB
# client (vncdotool) and the WebSocket side of the live bridge
# ---------------------------------------------------------------------------------------------

# The live scopes (screen_recording:live_control also needs screen_recording:live_view).
LIVE_VIEW = "screen_recording:live_view"
LIVE_CONTROL = "screen_recording:live_control"
LIVE_SCOPES = (*ALL_SCOPES, LIVE_VIEW, LIVE_CONTROL)

# WebSocket close codes of the live bridge (proto/src/live.rs).
CLOSE_STOPPED = 4000
CLOSE_EXPIRED = 4001
CLOSE_PEER_LEFT = 4002
CLOSE_TICKET_USED = 4003
CLOSE_TICKET_INVALID = 4004
CLOSE_REVOKED = 4005
CLOSE_RELAY_LEFT = 4006

BROWSER_DRIVER = HERE / "browser" / "viewer.mjs"
BROWSER_TIMEOUT = 60.0


def sequence_around(mcp: Mcp, device_id: str, action: Callable[[], Any], after: float = 0.8,
                    **capture: Any) -> tuple[dict, list[Image.Image], Any]:
    """A ``screen_sequence`` capture (``capture``: its arguments) during which ``action`` runs
    ``after`` seconds in. The capture must complete; returns its metadata, its first and last
    frames (PNG, RGB) and what ``action`` returned."""
    done: list[Any] = []
    timer = threading.Timer(after, lambda: done.append(action()))
    timer.start()
    meta = mcp.sequence_capture(device_id, **capture)
    timer.join()
    if meta["stop_reason"] != "completed":
        raise AssertionError(meta["text"])
    if not done:
        raise AssertionError("the action during the capture failed (see the log)")
    _, frames, text = mcp.sequence_frames(device_id, meta["sequence_id"], select="endpoints", format="png")
    if len(frames) != 2:
        raise AssertionError(text)
    return meta, [f.convert("RGB") for f in frames], done[0]


def live_start(mcp: Mcp, device_id: str, **live: Any) -> dict:
    """``screen_recording`` start with the live channel; returns the structured result, whose
    ``live`` object must carry ``viewer_url`` and ``expires_at`` (contract, step 3)."""
    res = mcp.call_ok("screen_recording", {"device_id": device_id, "action": "start",
                                           "live": {"enabled": True, **live}})
    sc = res.structured_content
    if not isinstance(sc, dict) or not isinstance(sc.get("live"), dict):
        raise AssertionError(f"screen_recording start (live) has no live object: {sc!r} {result_text(res)!r}")
    for key in ("viewer_url", "expires_at"):
        if not sc["live"].get(key):
            raise AssertionError(f"screen_recording start: live.{key} is missing: {sc!r}")
    sc["text"] = result_text(res)
    return sc


def live_status(mcp: Mcp, device_id: str) -> dict:
    res = mcp.call_ok("screen_recording", {"device_id": device_id, "action": "status"})
    sc = res.structured_content
    if not isinstance(sc, dict):
        raise AssertionError(f"screen_recording status: no structured content: {result_text(res)!r}")
    sc["text"] = result_text(res)
    return sc


def live_stop(mcp: Mcp, device_id: str) -> dict:
    """Stop only the live channel (the spec: stop with just that channel's object)."""
    res = mcp.call_ok("screen_recording", {"device_id": device_id, "action": "stop", "live": {}})
    sc = res.structured_content if isinstance(res.structured_content, dict) else {}
    sc["text"] = result_text(res)
    return sc


def ticket_of(viewer_url: str) -> str:
    """The ticket in a ``…/view/#t=<ticket>`` link."""
    base, sep, fragment = viewer_url.partition("#t=")
    if not sep or not base.endswith("/view/") or not fragment:
        raise AssertionError(f"viewer_url is not <public>/view/#t=<ticket>: {viewer_url!r}")
    return fragment


def ticket_info(relay: Relay, ticket: str) -> tuple[int, dict]:
    """``POST /v1/live/ticket``: (status, JSON body); never consumes the ticket."""
    r = httpx2.post(f"{relay.url}/v1/live/ticket", json={"ticket": ticket}, timeout=10)
    try:
        body = r.json()
    except ValueError:
        raise AssertionError(f"/v1/live/ticket answered {r.status_code} without JSON: {r.text[:300]!r}") from None
    return r.status_code, body


def viewer_ws_url(relay: Relay) -> str:
    return relay.url.replace("http://", "ws://", 1) + "/v1/live/viewer"


def ws_close_code(relay: Relay, ticket: str, timeout: float = 10.0) -> tuple[int | None, str, bytes]:
    """Connect to /v1/live/viewer with the ticket subprotocol and read until the relay closes:
    (close code, reason, the bytes received before it)."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    async def main() -> tuple[int | None, str, bytes]:
        got = b""
        async with connect(viewer_ws_url(relay), subprotocols=["binary", f"ticket.{ticket}"],
                           open_timeout=timeout, max_size=None) as ws:
            try:
                with anyio.fail_after(timeout):
                    while True:
                        msg = await ws.recv()
                        got += msg if isinstance(msg, bytes) else msg.encode()
            except ConnectionClosed as exc:
                rcvd = exc.rcvd
                return (rcvd.code if rcvd else None), (rcvd.reason if rcvd else ""), got
        return None, "", got

    return anyio.run(main)


def rfb_observer(url: str, ticket: str, pixel_format: bytes | None, clicks: tuple[int, int]) -> dict:
    """Speak RFB as a live session's observer over ``url`` (/v1/live/viewer) with ``ticket``:
    the handshake, a pixel format (``None``: the one the relay's ServerInit gave), Tight, then
    three clicks at ``clicks``, a key and a clipboard the relay must drop. Returns what it saw:
    ``first_type`` (the first message after the handshake), ``size``, ``close`` (code,
    reason) when the relay closed it."""
    return anyio.run(_rfb_observer, url, ticket, pixel_format, clicks)


async def _rfb_observer(url: str, ticket: str, pixel_format: bytes | None, clicks: tuple[int, int]) -> dict:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    seen: dict = {"updates": 0, "close": None}
    buf = bytearray()

    async with connect(url, subprotocols=["binary", f"ticket.{ticket}"], max_size=None) as ws:

        async def need(n: int) -> bytes:
            while len(buf) < n:
                buf.extend(await ws.recv())
            out = bytes(buf[:n])
            del buf[:n]
            return out

        try:
            with anyio.fail_after(30):
                assert (await need(12)).startswith(b"RFB 003.")
                await ws.send(b"RFB 003.008\n")
                count = (await need(1))[0]
                types = await need(count)
                assert 1 in types, types
                await ws.send(bytes([1]))
                assert await need(4) == b"\0\0\0\0"
                await ws.send(bytes([1]))
                init = await need(24)
                name_len = struct.unpack(">I", init[20:24])[0]
                await need(name_len)
                seen["size"] = struct.unpack(">HH", init[:4])
                pf = pixel_format if pixel_format is not None else init[4:20]
                await ws.send(bytes([0, 0, 0, 0]) + pf)
                await ws.send(struct.pack(">BBHi", 2, 0, 1, 7))
                await ws.send(struct.pack(">BBHHHH", 3, 0, 0, 0, *seen["size"]))
                # The first message is the full update the relay had the device send.
                first = await ws.recv()
                seen["first_type"] = first[0]
                seen["updates"] += 1
                x, y = clicks
                for _ in range(3):
                    await ws.send(struct.pack(">BBHH", 5, 1, x, y))
                    await ws.send(struct.pack(">BBHH", 5, 0, x, y))
                await ws.send(struct.pack(">BBHI", 4, 1, 0, 0x61) + b"")
                await ws.send(struct.pack(">BxxxI", 6, 3) + b"abc")
                await anyio.sleep(1.5)
        except ConnectionClosed as exc:
            if exc.rcvd:
                seen["close"] = (exc.rcvd.code, exc.rcvd.reason)
            else:
                # A send can fail on the closing socket before the reader has taken the
                # relay's close frame (it closed at the message before): wait for the frame.
                with anyio.move_on_after(5):
                    await ws.wait_closed()
                seen["close"] = (ws.close_code, ws.close_reason) if ws.close_code is not None else None
    return seen


class RfbBridge:
    """A loopback TCP port whose connections are carried to ``/v1/live/viewer`` over a
    WebSocket presenting the ticket: how a plain TCP RFB client (vncdotool) reaches the relay.
    One ticket, so one connection; it runs in a thread with its own event loop."""

    def __init__(self, relay: Relay, ticket: str):
        self.url = viewer_ws_url(relay)
        self.ticket = ticket
        self.port = 0
        self.close_code: int | None = None
        self.errors: list[str] = []
        self._ready = threading.Event()
        self._stop: Any = None
        self._loop: Any = None
        self._thread = threading.Thread(target=self._run, name="rfb-bridge", daemon=True)

    def start(self) -> RfbBridge:
        self._thread.start()
        if not self._ready.wait(10):
            raise HarnessError(f"the RFB bridge did not start: {self.errors}")
        return self

    def _run(self) -> None:
        import asyncio

        asyncio.run(self._main())

    async def _main(self) -> None:
        import asyncio

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            await self._stop.wait()

    async def _serve(self, reader: Any, writer: Any) -> None:
        import asyncio

        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        try:
            async with connect(self.url, subprotocols=["binary", f"ticket.{self.ticket}"], max_size=None,
                               compression=None) as ws:

                async def up() -> None:
                    while data := await reader.read(65536):
                        await ws.send(data)

                async def down() -> None:
                    async for msg in ws:
                        writer.write(msg if isinstance(msg, bytes) else msg.encode())
                        await writer.drain()

                tasks = [asyncio.create_task(up()), asyncio.create_task(down())]
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                for t in tasks:
                    t.cancel()
                self.close_code = ws.close_code
        except (ConnectionClosed, OSError) as exc:
            self.errors.append(repr(exc))
        finally:
            writer.close()

    def close(self) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)


def vncdo_capture(port: int, dest: Path, timeout: float = 60.0) -> Image.Image:
    """Capture the screen with ``vncdo`` (vncdotool's CLI, from the venv) through a TCP port."""
    vncdo = Path(sys.executable).parent / "vncdo"
    if not vncdo.is_file():
        raise HarnessError(f"vncdo is not in the venv ({vncdo}); tests/requirements.txt installs vncdotool")
    argv = [str(vncdo), "-s", f"127.0.0.1::{port}", "--nocursor", "-t", str(int(timeout)), "capture", str(dest)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout + 10, stdin=subprocess.DEVNULL)
    if done.returncode != 0 or not dest.is_file():
        raise AssertionError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stdout}\n{done.stderr}")
    image = Image.open(dest)
    image.load()
    return image.convert("RGB")


class X11Vnc:
    """Debian's ``x11vnc`` serving an :class:`XServer` on a loopback port (no password)."""

    def __init__(self, harness: Harness, xserver: XServer, extra_args: Iterable[str] = ()):
        self.h = harness
        self.xserver = xserver
        self.port = free_port()
        self.extra_args = list(extra_args)
        self.proc: Proc | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self) -> X11Vnc:
        self.proc = self.h.spawn("x11vnc", ["x11vnc", "-display", self.xserver.display, "-rfbport", self.port,
                                            "-localhost", "-noipv6", "-shared", "-forever", "-nopw", "-quiet",
                                            *self.extra_args])
        wait_until(f"x11vnc to greet on {self.address}", self._greets, START_TIMEOUT, interval=0.2,
                   procs=[self.proc])
        return self

    def _greets(self) -> bool:
        import socket

        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as sock:
            return sock.recv(12).startswith(b"RFB ")


class Sway:
    """Debian's sway, headless with the pixman renderer, as a wlroots compositor with one
    output. sway refuses to run as root, so it runs as ``nobody`` in a runtime directory of
    its own; the agent, grim and foot (root here) reach its socket there. That directory is
    outside the harness's (pytest's are private to root), and removed at exit."""

    def __init__(self, harness: Harness, width: int = 1280, height: int = 800):
        import atexit
        import shutil
        import tempfile

        self.h = harness
        self.width = width
        self.height = height
        self.runtime = Path(tempfile.mkdtemp(prefix="e2e-sway-"))
        atexit.register(shutil.rmtree, self.runtime, True)
        self.proc: Proc | None = None
        self.socket = ""

    @property
    def env(self) -> dict[str, str]:
        return {"XDG_RUNTIME_DIR": str(self.runtime), "WAYLAND_DISPLAY": self.socket}

    @property
    def ipc_env(self) -> dict[str, str]:
        (sock,) = self.runtime.glob("sway-ipc.*.sock")
        return {**self.env, "SWAYSOCK": str(sock)}

    def start(self) -> Sway:
        import pwd

        nobody = pwd.getpwnam("nobody")
        config = self.runtime / "sway.config"
        config.write_text(f"output HEADLESS-1 mode {self.width}x{self.height} position 0 0\n"
                          "default_border none\nfocus_follows_mouse no\nxwayland disable\n")
        config.chmod(0o644)
        os.chown(self.runtime, nobody.pw_uid, nobody.pw_gid)
        self.runtime.chmod(0o700)
        self.proc = self.h.spawn("sway", ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}",
                                          "--clear-groups", "sway", "-c", config],
                                 env={"XDG_RUNTIME_DIR": str(self.runtime), "HOME": str(self.runtime),
                                      "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman",
                                      "WLR_LIBINPUT_NO_DEVICES": "1"})

        def ready() -> str | None:
            sockets = [p.name for p in self.runtime.glob("wayland-*") if not p.name.endswith(".lock")]
            ipc = list(self.runtime.glob("sway-ipc.*.sock"))
            return sockets[0] if sockets and ipc else None

        self.socket = wait_until("sway to listen", ready, START_TIMEOUT, interval=0.1, procs=[self.proc])
        return self

    def msg(self, *args: str) -> Any:
        """``swaymsg --raw ARGS``, parsed."""
        done = subprocess.run(["swaymsg", "--raw", *args], env={**os.environ, **self.ipc_env}, capture_output=True,
                              timeout=20)
        if done.returncode != 0:
            raise HarnessError(f"swaymsg {' '.join(args)}: {done.stderr.decode(errors='replace')}")
        return json.loads(done.stdout)

    def grim(self, path: Path) -> Image.Image:
        """The output's pixels as grim (another screencopy client) reads them."""
        done = subprocess.run(["grim", "-t", "png", str(path)], env={**os.environ, **self.env}, capture_output=True,
                              timeout=20)
        if done.returncode != 0:
            raise HarnessError(f"grim: {done.stderr.decode(errors='replace')}")
        return Image.open(path).convert("RGB")

    def focused(self) -> dict | None:
        """The focused container of sway's tree, if any."""
        def walk(node: dict) -> dict | None:
            if node.get("focused"):
                return node
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                found = walk(child)
                if found:
                    return found
            return None

        return walk(self.msg("-t", "get_tree"))


def browser_driver_ready() -> None:
    """Fail loudly when node or playwright-core (``npm ci`` in tests/) is missing."""
    import shutil

    if shutil.which("node") is None:
        raise HarnessError("node is missing (Debian package nodejs); tests/run installs it")
    if not (REPO / "tests" / "node_modules" / "playwright-core").is_dir():
        raise HarnessError("tests/node_modules/playwright-core is missing: run `npm ci` in tests/ (tests/run does)")
    if not Path(os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")).is_file():
        raise HarnessError("/usr/bin/chromium is missing (Debian package chromium); tests/run installs it")


class Browser:
    """Headless chromium driven by ``browser/viewer.mjs`` (JSON lines on stdin and stdout)."""

    def __init__(self, harness: Harness):
        browser_driver_ready()
        self.h = harness
        self.shots = harness.dir("browser-shots")
        self.proc = harness.spawn("chromium-driver", ["node", BROWSER_DRIVER], stdin_pipe=True)
        line = self.proc.wait_line(timeout=BROWSER_TIMEOUT, what="its ready line")
        try:
            hello = json.loads(line)
        except ValueError:
            raise HarnessError(f"browser driver said {line!r}\n{self.proc.describe()}") from None
        if not hello.get("ready"):
            raise HarnessError(f"browser driver is not ready: {hello}\n{self.proc.describe()}")
        self.version = hello.get("browser", "")
        self._id = 0

    def request(self, cmd: str, timeout: float = BROWSER_TIMEOUT, **args: Any) -> dict:
        self._id += 1
        self.proc.write_line(json.dumps({"id": self._id, "cmd": cmd, **args}))
        while True:
            line = self.proc.wait_line(timeout=timeout, what=f"an answer to {cmd}")
            try:
                answer = json.loads(line)
            except ValueError:
                continue
            if answer.get("id") == self._id:
                break
        if not answer.get("ok"):
            raise AssertionError(f"browser {cmd} {args}: {answer.get('error')}")
        return answer

    def open(self, url: str, bypass_csp: bool = False) -> BrowserPage:
        """A new page (its own context: cookies are not shared) at ``url``; ``bypass_csp``
        lets :meth:`BrowserPage.axe` inject axe-core into a page whose CSP forbids it."""
        return BrowserPage(self, self.request("open", url=url, bypass_csp=bypass_csp)["page"])

    def close(self) -> None:
        if self.proc.alive():
            with contextlib.suppress(HarnessError, AssertionError):
                self.request("quit", timeout=10)
            self.proc.kill()


# The noVNC canvas of the viewer page.
VIEWER_CANVAS = "#screen canvas"


class BrowserPage:
    """One page (its own browser context) of a :class:`Browser`."""

    def __init__(self, browser: Browser, page_id: int, canvas: str = VIEWER_CANVAS):
        self.b = browser
        self.id = page_id
        self.canvas_selector = canvas

    def _req(self, cmd: str, timeout: float = BROWSER_TIMEOUT, **args: Any) -> dict:
        return self.b.request(cmd, timeout=timeout, page=self.id, **args)

    def screenshot(self, name: str) -> Path:
        path = self.b.shots / f"page{self.id}-{name}.png"
        self._req("screenshot", path=str(path))
        return path

    def state(self) -> dict:
        return self._req("state")

    def wait_state(self, *states: str, timeout: float = 20.0) -> dict:
        try:
            return self.b.request("wait_state", timeout=timeout + 15, page=self.id, states=list(states),
                                  timeout_ms=int(timeout * 1000))
        except AssertionError as exc:
            with contextlib.suppress(AssertionError, HarnessError):
                exc.args = (f"{exc.args[0]}\n(page screenshot: {self.screenshot('wait-state')})",)
            raise

    def canvas(self) -> Image.Image:
        res = self._req("canvas", canvas=self.canvas_selector)
        image = Image.open(io.BytesIO(base64.b64decode(res["png"])))
        image.load()
        return image.convert("RGB")

    def pixels(self, points: Iterable[tuple[int, int]]) -> list[tuple[int, int, int]]:
        res = self._req("pixels", canvas=self.canvas_selector, points=[list(p) for p in points])
        return [tuple(c) for c in res["colors"]]

    def wait_pixels(self, expected: Iterable[tuple[tuple[int, int], tuple[int, int, int]]], tol: int = 24,
                    timeout: float = 15.0) -> dict:
        points = [[x, y, list(colour)] for (x, y), colour in expected]
        try:
            return self.b.request("wait_pixels", timeout=timeout + 15, page=self.id, canvas=self.canvas_selector,
                                  points=points, tol=tol, timeout_ms=int(timeout * 1000))
        except AssertionError as exc:
            with contextlib.suppress(AssertionError, HarnessError):
                exc.args = (f"{exc.args[0]}\n(page screenshot: {self.screenshot('wait-pixels')})",)
            raise

    def click(self, x: int, y: int) -> dict:
        """Click at framebuffer pixel (x, y), whatever the canvas' CSS scale."""
        return self._req("click", canvas=self.canvas_selector, x=x, y=y)

    def type(self, text: str) -> None:
        self._req("type", text=text)

    def press(self, key: str, times: int = 1) -> None:
        """Press `key` (playwright's name: "Tab", "Enter") `times` times."""
        self._req("press", key=key, times=times)

    def ws_bytes(self) -> dict:
        return self._req("ws_bytes")

    def eval(self, expr: str, timeout: float = BROWSER_TIMEOUT) -> Any:
        return self._req("eval", timeout=timeout, expr=expr)["value"]

    def goto(self, url: str) -> None:
        """Navigate this page (same context: its cookies are kept)."""
        self._req("goto", url=url)

    def click_on(self, selector: str) -> None:
        self._req("click_on", selector=selector)

    def fill(self, selector: str, value: str) -> None:
        self._req("fill", selector=selector, value=value)

    def wait_for(self, expr: str, timeout: float = 20.0) -> Any:
        """Wait until ``expr`` (JavaScript, in the page) is truthy; returns its value."""
        try:
            return self.b.request("wait_for", timeout=timeout + 15, page=self.id, expr=expr,
                                  timeout_ms=int(timeout * 1000))["value"]
        except AssertionError as exc:
            with contextlib.suppress(AssertionError, HarnessError):
                exc.args = (f"{exc.args[0]}\n(page screenshot: {self.screenshot('wait-for')})",)
            raise

    def errors(self) -> list[str]:
        """What the page logged as errors (console errors and uncaught exceptions) so far."""
        return self._req("errors")["errors"]

    def axe(self) -> list[dict]:
        """axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now."""
        return self._req("axe")["violations"]

    def download(self, selector: str, path: Path) -> dict:
        """Click ``selector`` and save the download it starts at ``path``."""
        return self._req("download", selector=selector, path=str(path))

    def close(self) -> None:
        self._req("close_page")


def mean_abs_diff(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int] | None = None) -> float:
    """Mean absolute difference per channel (0..255) of two RGB images of one size, in ``box``."""
    from PIL import ImageChops, ImageStat

    if a.size != b.size:
        raise AssertionError(f"images differ in size: {a.size} vs {b.size}")
    if box is not None:
        a, b = a.crop(box), b.crop(box)
    stat = ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB")))
    return sum(stat.mean) / 3
