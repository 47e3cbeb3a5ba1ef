"""Fixtures of the end-to-end suite; all process handling lives in harness.py."""

from __future__ import annotations

import atexit
import time

import pytest

import harness as H

atexit.register(H.kill_all_procs)


@pytest.fixture(scope="session", autouse=True)
def _binaries_and_cleanup():
    """Fail every test loudly (never skip) when the binaries are missing; kill leftovers at the end."""
    H.relay_bin()
    H.agent_bin()
    yield
    H.kill_all_procs()


@pytest.fixture
def h(tmp_path):
    """A harness for one test: its processes are killed at teardown, pass or fail."""
    harness = H.Harness(tmp_path)
    yield harness
    harness.close()


@pytest.fixture(scope="module")
def hm(tmp_path_factory, request):
    """A harness shared by one module's tests (for set-ups they only read from)."""
    harness = H.Harness(tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1]))
    yield harness
    harness.close()


@pytest.fixture
def pg_url():
    """A PostgreSQL database of the test's own (dropped afterwards): its URL."""
    with H.postgres_database() as url:
        yield url


@pytest.fixture(scope="module")
def xserver(hm):
    """Xvfb (1280x800x24, on a display it picks) with openbox, for the module."""
    return H.XServer(hm, 1280, 800).start()


# When a test fails, attach the output of every process that ran during it to the report.


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    item.stash[_started] = time.monotonic()


_started = pytest.StashKey[float]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if not report.failed:
        return
    since = item.stash.get(_started, 0.0)
    for proc in H.ALL_PROCS:
        if proc.ended_at is not None and proc.ended_at < since:
            continue
        report.sections.append((f"process {proc.name} (pid {proc.pid})", proc.describe(lines=80)))
