"""Small shared helpers of the benchmarks: processes, the relay CLI, MCP sessions, statistics.

Nothing here is imported from tests/: the benchmarks stand on their own.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib
import json
import logging
import os
import platform
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

# rmcp answers the session DELETE with 202 Accepted; the Python SDK expects 200/204 and logs
# "Session termination failed: 202" at WARNING on every session close. Harmless here.
logging.getLogger("mcp.client.streamable_http").setLevel(logging.ERROR)
BENCH = Path(__file__).resolve().parent
START_TIMEOUT = 30.0


class BenchError(RuntimeError):
    """Something the benchmark needs did not happen."""


def log(msg: str) -> None:
    """Progress goes to stderr so that stdout stays the summary (or the one JSON object)."""
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Binaries
# ---------------------------------------------------------------------------------------------


def binary(env_var: str, name: str, profile: str = "release") -> Path:
    """``$ENV_VAR`` if set, else ``target/<profile>/<name>``; must be executable."""
    value = os.environ.get(env_var)
    if value:
        path = Path(value)
    else:
        target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
        if not target.is_absolute():
            target = REPO / target
        path = target / profile / name
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(f"no executable {path}; build it: cargo build --release -p relay -p device-agent (or set {env_var})")
    return path


def require(programs: dict[str, str], modules: Iterable[str] = ("mcp", "Xlib")) -> None:
    """The programs a benchmark runs (name: its Debian package) and the Python modules it imports
    from bench/.venv; nothing is installed behind the user's back, a BenchError says how."""
    missing = sorted({pkg for prog, pkg in programs.items() if shutil.which(prog) is None})
    if missing:
        progs = [p for p, pkg in programs.items() if pkg in missing and shutil.which(p) is None]
        raise BenchError(f"missing programs: {', '.join(progs)}; install them with: "
                         f"sudo apt-get install -y {' '.join(missing)}")
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError as e:
            raise BenchError(f"{e}; set up the venv: python3 -m venv bench/.venv && "
                             "bench/.venv/bin/pip install -r bench/requirements.txt") from None


# ---------------------------------------------------------------------------------------------
# Processes
# ---------------------------------------------------------------------------------------------


class Proc:
    """A process in its own process group; stderr to a log file, stdout read by line on demand."""

    def __init__(self, name: str, argv: list[Any], log_dir: Path, env: dict[str, str] | None = None,
                 pass_fds: Iterable[int] = (), stdout_to_file: bool = False, stdin_pipe: bool = False):
        self.name = name
        self.argv = [str(a) for a in argv]
        log_dir.mkdir(parents=True, exist_ok=True)
        self.stderr_path = log_dir / f"{name}.stderr.log"
        full_env = dict(os.environ)
        if env:
            full_env.update(env)
        with open(self.stderr_path, "ab") as err:
            stdout: Any = subprocess.PIPE
            if stdout_to_file:
                stdout = open(log_dir / f"{name}.stdout.log", "ab")  # noqa: SIM115 - closed below
            try:
                self.popen = subprocess.Popen(self.argv, stdin=subprocess.PIPE if stdin_pipe else subprocess.DEVNULL,
                                              stdout=stdout, stderr=err,
                                              env=full_env, start_new_session=True, pass_fds=tuple(pass_fds))
            finally:
                if stdout_to_file:
                    stdout.close()
        self.pid = self.popen.pid
        self._buf = b""

    def alive(self) -> bool:
        return self.popen.poll() is None

    def stderr_tail(self, lines: int = 30) -> str:
        try:
            text = self.stderr_path.read_text("utf-8", "replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def describe(self) -> str:
        rc = self.popen.poll()
        state = "running" if rc is None else f"exited {rc}"
        return f"--- {self.name} (pid {self.pid}, {state}): {' '.join(self.argv)}\n{self.stderr_tail()}"

    def read_line(self, timeout: float = START_TIMEOUT) -> str:
        """The next stdout line (only for processes started with a piped stdout)."""
        assert self.popen.stdout is not None
        fd = self.popen.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BenchError(f"{self.name} printed no line within {timeout:.0f} s\n{self.describe()}")
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise BenchError(f"{self.name} exited before printing a line\n{self.describe()}")
                self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return line.decode("utf-8", "replace")

    def write_line(self, line: str) -> None:
        """One line to stdin (only for processes started with ``stdin_pipe``)."""
        assert self.popen.stdin is not None
        try:
            self.popen.stdin.write(line.encode("utf-8") + b"\n")
            self.popen.stdin.flush()
        except OSError as exc:
            raise BenchError(f"{self.name}: cannot write to its stdin ({exc})\n{self.describe()}") from None

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM, wait, then SIGKILL the whole group."""
        if self.alive():
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGTERM)
            try:
                self.popen.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                log(f"{self.name} did not exit on SIGTERM within {timeout:.0f} s; killing it")
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=10)
        if self.popen.stdout is not None:
            self.popen.stdout.close()


class Workspace:
    """A temporary directory and the processes started in it; ``close`` stops them all."""

    def __init__(self, prefix: str, keep: bool = False):
        self.root = Path(tempfile.mkdtemp(prefix=f"bench-{prefix}-"))
        self.keep = keep
        self.procs: list[Proc] = []

    def spawn(self, name: str, argv: list[Any], **kw: Any) -> Proc:
        proc = Proc(name, argv, self.root / "logs", **kw)
        self.procs.append(proc)
        return proc

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.stop()
        self.procs.clear()
        if self.keep:
            log(f"kept {self.root}")
        else:
            shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> Workspace:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def wait_until(what: str, probe: Callable[[], Any], timeout: float, interval: float = 0.1,
               procs: Iterable[Proc] = ()) -> Any:
    deadline = time.monotonic() + timeout
    last: Any = None
    while True:
        try:
            last = probe()
            if last:
                return last
        except Exception as exc:  # noqa: BLE001 - reported below
            last = exc
        if time.monotonic() >= deadline:
            details = "\n".join(p.describe() for p in procs)
            raise BenchError(f"timed out after {timeout:.0f} s waiting for {what}; last: {last!r}\n{details}")
        time.sleep(interval)


# ---------------------------------------------------------------------------------------------
# X server
# ---------------------------------------------------------------------------------------------


def free_port() -> int:
    """A TCP port free on loopback now (another process may take it before it is used)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_xvfb(ws: Workspace, width: int, height: int) -> str:
    """``Xvfb`` (display number chosen by Xvfb itself, ``-displayfd``) and ``openbox``; returns
    the display (``:N``) once openbox manages the screen."""
    read_fd, write_fd = os.pipe()
    try:
        xvfb = ws.spawn("xvfb", ["Xvfb", "-displayfd", write_fd, "-screen", "0", f"{width}x{height}x24",
                                 "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,))
    finally:
        os.close(write_fd)
    number = b""
    deadline = time.monotonic() + 30
    try:
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([read_fd], [], [], max(deadline - time.monotonic(), 0))
            if not ready:
                raise BenchError(f"Xvfb did not report its display\n{xvfb.describe()}")
            chunk = os.read(read_fd, 64)
            if not chunk:
                raise BenchError(f"Xvfb exited\n{xvfb.describe()}")
            number += chunk
    finally:
        os.close(read_fd)
    display = f":{int(number.strip())}"

    def wm_ready() -> bool:
        from Xlib import X
        from Xlib import display as xdisplay

        d = xdisplay.Display(display)
        try:
            prop = d.screen().root.get_full_property(d.intern_atom("_NET_SUPPORTING_WM_CHECK"), X.AnyPropertyType)
            return bool(prop and prop.value)
        finally:
            d.close()

    wm = ws.spawn("openbox", ["openbox", "--sm-disable"], env={"DISPLAY": display})
    wait_until("openbox to manage the screen", wm_ready, 30, procs=[xvfb, wm])
    return display


# ---------------------------------------------------------------------------------------------
# The relay
# ---------------------------------------------------------------------------------------------


class Relay:
    """``relay serve`` on a data dir, plus the admin CLI on that dir."""

    def __init__(self, ws: Workspace, data: Path, bin_path: Path):
        self.ws = ws
        self.data = data
        self.bin = bin_path
        self.proc: Proc | None = None
        self.url = ""
        self.mcp_url = ""

    def cli(self, *args: Any, timeout: float = 120.0) -> dict:
        argv = [str(self.bin), *[str(a) for a in args], "--data", str(self.data), "--json"]
        done = subprocess.run(argv, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise BenchError(f"$ {' '.join(argv)}\nexit {done.returncode}\n{done.stderr.decode(errors='replace')}")
        return json.loads(done.stdout)

    def start(self, env: dict[str, str] | None = None, args: list[Any] = ()) -> Relay:
        """Serve on a free loopback port, with `args` added to ``relay serve``'s."""
        self.proc = self.ws.spawn("relay", [self.bin, "serve", "--listen", "127.0.0.1:0", "--data", self.data, "--json",
                                            *args], env=env)
        info = json.loads(self.proc.read_line())
        self.url, self.mcp_url = info["url"], info["mcp_url"]
        return self

    def add_device(self, name: str) -> dict:
        return self.cli("devices", "add", name)

    def create_key(self, name: str = "bench", scopes: str = "list_devices,screenshot,input") -> str:
        return self.cli("keys", "create", "--name", name, "--scopes", scopes, "--devices", "*")["secret"]

    def devices(self) -> list[dict]:
        return self.cli("devices", "list")["devices"]

    def audit(self, limit: int = 100000) -> list[dict]:
        return self.cli("audit", "--limit", limit)["events"]


def proc_status(pid: int) -> dict[str, int]:
    """VmRSS / VmHWM / Threads of a process, in KiB (Threads as a count)."""
    out: dict[str, int] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM", "VmSize", "Threads"):
            out[key] = int(value.split()[0])
    return out


def proc_cpu_seconds(pid: int) -> float:
    """utime + stime of a process, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------------------------------------
# Video files
# ---------------------------------------------------------------------------------------------


def ffprobe(path: Path) -> dict[str, Any]:
    argv = ["ffprobe", "-v", "error", "-count_packets", "-select_streams", "v:0", "-show_entries",
            "stream=codec_name,profile,pix_fmt,width,height,nb_read_packets,avg_frame_rate,r_frame_rate,duration:"
            "format=duration,size,format_name", "-of", "json", str(path)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise BenchError(f"ffprobe {path}: {done.stderr.strip()}")
    info = json.loads(done.stdout)
    st = info["streams"][0]
    fmt = info["format"]
    return {"codec": st.get("codec_name"), "profile": st.get("profile"), "pix_fmt": st.get("pix_fmt"),
            "width": st.get("width"), "height": st.get("height"), "samples": int(st.get("nb_read_packets", 0)),
            "duration_s": float(fmt.get("duration") or st.get("duration") or 0), "bytes": int(fmt["size"]),
            "avg_frame_rate": st.get("avg_frame_rate")}


def read_progress(path: Path) -> dict[str, str]:
    """The last block of ``ffmpeg -progress FILE``."""
    last: dict[str, str] = {}
    block: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for line in path.read_text().splitlines():
            key, _, value = line.partition("=")
            block[key.strip()] = value.strip()
            if key == "progress":
                last, block = block, {}
    return last


# ---------------------------------------------------------------------------------------------
# MCP (official Python SDK 2.x, Streamable HTTP)
# ---------------------------------------------------------------------------------------------


@contextlib.asynccontextmanager
async def mcp_session(url: str, key: str, timeout: float = 60.0):
    from mcp.client.session import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    async with http:
        async with streamable_http_client(url, http_client=http) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=timeout) as session:
                await session.initialize()
                yield session


@contextlib.contextmanager
def client_gc(mode: str):
    """Time a client loop with this process's garbage collector as ``mode`` says, and watch it.

    ``frozen``: collect once, then ``gc.freeze()`` every object alive (the SDK's modules and
    models, the session), so the collections that fall inside the timed loop walk only what
    the loop itself allocates. Left as it is (``default``), a full collection walks every
    object of the MCP SDK (about 80,000 once imported): 50-110 ms here, one to three per 200
    calls of a large answer, which then are the p99 of the client, not of the server. Either way the
    yielded dict fills with the full (generation 2) collections and their pauses in ms.
    """
    if mode not in ("frozen", "default"):
        raise BenchError(f"client gc mode must be frozen or default, not {mode!r}")
    seen: dict[str, Any] = {"mode": mode, "full_collections": 0, "full_pauses_ms": []}
    started = [0.0]

    def watch(phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            seen["full_collections"] += 1
            seen["full_pauses_ms"].append(round((time.perf_counter() - started[0]) * 1000, 2))

    if mode == "frozen":
        gc.collect()
        gc.freeze()
    gc.callbacks.append(watch)
    try:
        yield seen
    finally:
        gc.callbacks.remove(watch)
        if mode == "frozen":
            gc.unfreeze()


def run_async(coro: Any) -> Any:
    """``asyncio.run``, with a BenchError raised inside the MCP client's task group unwrapped
    from its exception group (so it ends the run as one line, like every BenchError)."""
    try:
        return asyncio.run(coro)
    except BaseExceptionGroup as group:
        match, _ = group.split(BenchError)
        while match is not None and isinstance(match, BaseExceptionGroup):
            match = match.exceptions[0]
        if isinstance(match, BenchError):
            raise match from None
        raise


def result_text(result: Any) -> str:
    return "\n".join(getattr(c, "text", "") for c in result.content if getattr(c, "type", "") == "text")


# ---------------------------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------------------------


def percentile(values: list[float], p: float) -> float:
    """Linear-interpolated percentile (numpy's default), p in 0..100."""
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * p / 100.0
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def summary(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "p50": percentile(values, 50),
        "p90": percentile(values, 90),
        "p99": percentile(values, 99),
        "mean": statistics.fmean(values) if values else float("nan"),
        "min": min(values) if values else float("nan"),
        "max": max(values) if values else float("nan"),
    }


def median(values: list[float]) -> float:
    return statistics.median(values)


def machine() -> dict[str, Any]:
    cpu = ""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem_kib = 0
    with contextlib.suppress(OSError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem_kib = int(line.split()[1])
    git = ""
    with contextlib.suppress(Exception):
        git = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "relay", "device-agent", "proto"],
                               capture_output=True, text=True).stdout.strip()
        if dirty:
            git += "+uncommitted"
    return {
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "cpus": os.cpu_count(),
        "cpu_model": cpu,
        "mem_gib": round(mem_kib / 1024 / 1024, 1),
        "kernel": platform.release(),
        "python": platform.python_version(),
        "git_worktree": git,
    }


# ---------------------------------------------------------------------------------------------
# A shared machine: other work on the two cores skews every figure, so measure it and wait
# for quiet when asked.
# ---------------------------------------------------------------------------------------------


def cpu_times() -> tuple[float, float]:
    """(busy, total) jiffies of all CPUs from /proc/stat."""
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    total = sum(fields[:8])
    return total - idle, total


class BusyMeter:
    """Fraction of all CPUs busy between start() and stop() (whoever used them)."""

    def start(self) -> BusyMeter:
        self._b0, self._t0 = cpu_times()
        return self

    def stop(self) -> float:
        b1, t1 = cpu_times()
        return (b1 - self._b0) / max(t1 - self._t0, 1)


def wait_for_quiet(max_busy: float, timeout: float, window: float = 3.0) -> float:
    """Wait until the machine's CPUs are at most ``max_busy`` busy over ``window`` seconds (other
    engineers' builds, say); give up after ``timeout`` s and go on. Returns the last figure."""
    deadline = time.monotonic() + timeout
    announced = False
    while True:
        meter = BusyMeter().start()
        time.sleep(window)
        busy = meter.stop()
        if busy <= max_busy or time.monotonic() >= deadline:
            if busy > max_busy:
                log(f"machine still {busy:.0%} busy after waiting {timeout:.0f} s; measuring anyway")
            return busy
        if not announced:
            log(f"machine {busy:.0%} busy (other processes); waiting for <= {max_busy:.0%} (up to {timeout:.0f} s)")
            announced = True


class RssSampler:
    """Samples a process's VmRSS every ``interval`` s in a thread; ``peak_kib`` is the largest seen."""

    def __init__(self, pid: int, interval: float = 0.02):
        import threading

        self.pid = pid
        self.interval = interval
        self.peak_kib = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            with contextlib.suppress(OSError, ValueError, KeyError):
                self.peak_kib = max(self.peak_kib, proc_status(self.pid)["VmRSS"])
            self._stop.wait(self.interval)

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._thread.join()


def describe_binary(path: Path) -> dict[str, Any]:
    """Which build was measured: path, size, modification time, sha256 prefix."""
    import hashlib

    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    st = path.stat()
    return {"path": str(path), "bytes": st.st_size,
            "mtime": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(st.st_mtime)), "sha256": h.hexdigest()[:16]}


def print_goals(goals: list[dict[str, Any]]) -> None:
    """One line a goal (``{goal, met, figure}``): its figure and MET / NOT MET (n/a: not judged)."""
    for g in goals:
        verdict = {True: "MET", False: "NOT MET", None: "n/a"}[g["met"]]
        print(f"goal {g['goal']}: {g['figure']} -> {verdict}")


def without_signatures(value: Any) -> Any:
    """``value`` with the query of every signed link cut off: a report records where a
    recording was served, never a link that would fetch it (``sig=`` marks the relay's)."""
    if isinstance(value, dict):
        return {k: without_signatures(v) for k, v in value.items()}
    if isinstance(value, list):
        return [without_signatures(v) for v in value]
    if isinstance(value, str) and "sig=" in value and "?" in value:
        return value.split("?", 1)[0] + "?(signature removed)"
    return value


def emit(report: dict[str, Any], args: Any, print_summary: Callable[[dict[str, Any]], None]) -> None:
    """Write the report where ``--json-out`` says, then print it as JSON or as a summary."""
    report = without_signatures(report)
    if args.json_out:
        args.json_out.write_text(json.dumps(report, indent=1) + "\n")
    if args.json:
        print(json.dumps(report))
    else:
        print_summary(report)


def run_main(main: Callable[[], int], name: str) -> None:
    """Exit with ``main()``'s code; a BenchError is one line on stderr and exit 1."""
    try:
        sys.exit(main())
    except BenchError as e:
        print(f"{name}: {e}", file=sys.stderr)
        sys.exit(1)


def run_main_interruptible(main: Callable[[], int], name: str) -> None:
    """``run_main``, with SIGTERM and SIGHUP ending the run as Ctrl-C does: a KeyboardInterrupt
    through every finally block and ``Workspace.close`` (so every process is stopped), then one
    line on stderr and exit 130."""

    def interrupted(signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt(signal.Signals(signum).name)

    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, interrupted)

    def guarded() -> int:
        try:
            return main()
        except KeyboardInterrupt as e:
            print(f"{name}: interrupted ({e or 'SIGINT'}); every process stopped", file=sys.stderr)
            return 130

    run_main(guarded, name)
