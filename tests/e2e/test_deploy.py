"""What ``deploy/`` ships, run for real: the command lines and settings of the compose file and
the Kubernetes Deployment start the relay binary, and the compose stack's HAProxy
configuration balances two of them. ``tests/deploy`` (run by ``tests/run``) has already
checked the files against their schemas; this checks that they describe a relay that works.

The container images themselves cannot be built here (no registry of base images is
reachable), so the services they would reach are this machine's: compose's ``postgres``,
``nats`` and ``s3`` become the test database, the machine's NATS and s3s-fs, and every host
name of the compose network must have been rewritten before anything starts.

* compose: ``relay-1`` and ``relay-2`` with their exact arguments and environment (secrets
  and passwords given), behind HAProxy with ``haproxy.cfg`` (only its bind address and server
  addresses rewritten): a device dialling the balancer is listed and screenshotted through
  it, and a recording made through it downloads through it from the bucket, ffprobe-clean.
* Kubernetes: the Deployment's container arguments with ``$(VAR)`` expanded as the kubelet
  does (from its ``env`` and the ConfigMap it names), the root secret mounted as a Secret
  under ``fsGroup`` is (mode 0440): every probe's path answers 200 on the container's port,
  and SIGTERM ends the relay cleanly within the grace period left after the preStop sleep.
"""

from __future__ import annotations

import os
import re
import signal
import time
from pathlib import Path
from typing import Any

import httpx2
import yaml

import harness as H

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def write_secret(h: H.Harness, mode: int) -> Path:
    path = h.dir("secret") / "root"
    path.write_text(H.random_secret_text())
    path.chmod(mode)
    return path


def listen_port(args: list[str]) -> int:
    """The port of the one ``--listen=0.0.0.0:PORT`` in ``args``."""
    listens = [a for a in args if a.startswith("--listen=")]
    assert len(listens) == 1, args
    host, _, port = listens[0].removeprefix("--listen=").rpartition(":")
    assert host == "0.0.0.0", listens
    return int(port)


def harness_args(args: list[str], rewrites: dict[str, str], advertised_host: str) -> tuple[list[str], str]:
    """A shipped ``relay serve`` command line as the harness runs it: without ``serve``,
    ``--listen`` and ``--advertise-url`` (the harness listens on loopback, which the replica
    then advertises; the shipped one must name ``advertised_host`` on the listen port),
    ``--metrics-listen=0.0.0.0:9464`` on a free loopback port instead, each value in
    ``rewrites`` replaced. Returns it and the metrics URL."""
    assert args[0] == "serve", args
    out, metrics = [], ""
    for arg in args[1:]:
        name, eq, value = arg.partition("=")
        if name == "--listen":
            continue
        if name == "--advertise-url":
            assert value == f"http://{advertised_host}:{listen_port(args)}", (arg, advertised_host)
            continue
        if name == "--metrics-listen":
            assert value == "0.0.0.0:9464", arg
            port = H.free_port()
            metrics = f"http://127.0.0.1:{port}/metrics"
            value = f"127.0.0.1:{port}"
        out.append(f"{name}={rewrites.get(value, value)}" if eq else arg)
    assert metrics, f"no --metrics-listen in {args}"
    return out, metrics


def scraped(url: str) -> str:
    got = httpx2.get(url, timeout=5)
    assert got.status_code == 200 and got.text.endswith("# EOF\n"), got.text[-200:]
    return got.text


# ---------------------------------------------------------------------------------------------
# compose
# ---------------------------------------------------------------------------------------------


def interpolate(text: str, env: dict[str, str]) -> str:
    """Compose's ``${VAR}``, ``${VAR:-default}`` and ``${VAR:?message}``."""

    def one(m: re.Match[str]) -> str:
        name, op, word = m.group(1), m.group(2) or "", m.group(3) or ""
        if name in env and env[name] != "":
            return env[name]
        assert op != ":?", f"the compose file requires {name}: {word}"
        return word

    return re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|:\?)([^}]*))?\}", one, text)


def compose_haproxy_config(port: int, backends: dict[str, int]) -> str:
    """deploy/compose/haproxy.cfg on loopback: its bind on ``port``, each ``server NAME
    NAME:PORT`` at 127.0.0.1 on the given port (no compose DNS here), the rest as shipped."""
    text = (DEPLOY / "compose" / "haproxy.cfg").read_text()
    text, binds = re.subn(r"^(\s*)bind :8080$", rf"\g<1>bind 127.0.0.1:{port}", text, flags=re.M)
    assert binds == 1, "haproxy.cfg binds :8080 once"
    text = re.sub(r"^resolvers compose\n(?:[ \t]+.*\n)*", "", text, flags=re.M)
    seen = {}

    def server(m: re.Match[str]) -> str:
        name = m.group(2)
        assert m.group(3) == name and m.group(4) == "8780", m.group(0)
        seen[name] = True
        return f"{m.group(1)}server {name} 127.0.0.1:{backends[name]}{m.group(5)}"

    text = re.sub(r"^(\s*)server (\S+) (\S+):(\d+)(.*?) resolvers compose$", server, text, flags=re.M)
    assert seen.keys() == backends.keys(), (seen, backends)
    live = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    assert not [line for line in live if "resolvers" in line or re.search(r"relay-\d+:", line)], text
    return text


def test_the_compose_stack_serves_a_device_through_its_balancer(h, pg_url, tmp_path):
    env = {"RELAY_DB_PASSWORD": "unused-by-the-test", "S3_ACCESS_KEY": H.S3_ACCESS_KEY,
           "S3_SECRET_KEY": H.S3_SECRET_KEY}
    stack = yaml.safe_load(interpolate((DEPLOY / "compose" / "compose.yaml").read_text(), env))
    services = stack["services"]
    replicas = sorted(n for n in services if n.startswith("relay-"))
    assert replicas == ["relay-1", "relay-2"], services.keys()

    s3 = H.S3Server(h, bucket="recordings").start()
    secret = write_secret(h, 0o400)
    balancer_port = H.free_port()
    balancer_url = f"http://127.0.0.1:{balancer_port}"
    # Where compose's services are on this machine.
    rewrites = {"http://s3:9000": s3.url, "http://localhost:8080": balancer_url}
    relays: dict[str, H.Relay] = {}
    for name in replicas:
        svc = services[name]
        assert listen_port(svc["command"]) == 8780, svc["command"]
        svc_env = {k: str(v) for k, v in svc["environment"].items()}
        assert svc_env["RELAY_DATABASE_URL"].startswith("postgres://relay:unused-by-the-test@postgres:5432/")
        assert svc_env["RELAY_SECRET_FILE"] == f"/run/secrets/{svc['secrets'][0]}"
        assert stack["secrets"][svc["secrets"][0]]["file"] == "./secrets/relay.secret"
        svc_env.update(RELAY_DATABASE_URL=pg_url, RELAY_NATS_URL=H.NATS_URL, RELAY_SECRET_FILE=str(secret),
                       AWS_EC2_METADATA_DISABLED="true")
        args, metrics_url = harness_args(svc["command"], rewrites, advertised_host=name)
        assert not any(re.search(r"//(s3|nats|postgres|haproxy)[:/]", a) for a in args + list(svc_env.values())), args
        # Each replica's id is unique per test run (tests share the NATS server).
        args = [f"{a}-{os.urandom(3).hex()}" if a.startswith("--replica-id=") else a for a in args]
        relays[name] = h.relay(extra_args=args, env=svc_env)
        relays[name].metrics_url = metrics_url

    config = h.dir("haproxy") / "haproxy.cfg"
    config.write_text(compose_haproxy_config(balancer_port, {n: r.port for n, r in relays.items()}))
    haproxy = h.spawn("haproxy", ["haproxy", "-db", "-f", config])
    H.wait_until("the compose HAProxy to pass requests", lambda: H.http_ok(f"{balancer_url}/readyz"),
                 timeout=H.START_TIMEOUT, procs=[haproxy])

    one = relays["relay-1"]
    dev = one.add_device("compose-dev")
    agent = h.agent(one, dev["token"], name="compose-dev", url=balancer_url)
    key = one.create_key("compose", ["list_devices", "screenshot", "screen_recording"])
    mcp = H.Mcp(f"{balancer_url}/mcp", key["secret"])
    H.wait_until("the device online through the balancer", lambda: mcp.device(dev["id"])["online"],
                 timeout=H.ONLINE_TIMEOUT, procs=[agent.proc])
    assert mcp.screenshot(dev["id"], format="png", max_long_edge=640).size == (640, 400)

    mcp.recording(dev["id"], "start", file={"enabled": True, "fps": 10})
    time.sleep(3)
    mcp.recording(dev["id"], "stop")
    ready = mcp.wait_recording(dev["id"], "ready", procs=[agent.proc])["file"]
    assert ready["download_url"].startswith(f"{balancer_url}/"), ready
    H.clean_mp4(ready["download_url"], tmp_path / "compose.mp4", ready["size_bytes"])
    assert s3.objects(), "the recording is in the bucket"
    stored = [line for r in relays.values() for line in scraped(r.metrics_url).splitlines()
              if line.startswith('relay_artifacts_stored_total{kind="recording"}')]
    assert [float(line.split()[-1]) for line in stored] in ([1.0], [0.0, 1.0], [1.0, 0.0]), stored


# ---------------------------------------------------------------------------------------------
# Kubernetes
# ---------------------------------------------------------------------------------------------


def manifest(name: str) -> dict[str, Any]:
    docs = list(yaml.safe_load_all((DEPLOY / "k8s" / name).read_text()))
    assert len(docs) == 1, name
    return docs[0]


def expand(value: str, env: dict[str, str]) -> str:
    """The kubelet's ``$(VAR)`` in container arguments (``$$`` escapes, unknown names stay)."""

    def one(m: re.Match[str]) -> str:
        if m.group(0) == "$$":
            return "$"
        assert m.group(1) in env, f"$({m.group(1)}) is not in the container's environment"
        return env[m.group(1)]

    return re.sub(r"\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)", one, value)


def test_the_kubernetes_deployment_runs_and_answers_its_probes(h, pg_url):
    deployment = manifest("deployment.yaml")
    pod = deployment["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    config = manifest("configmap.yaml")
    assert [e["configMapRef"]["name"] for e in container["envFrom"]] == [config["metadata"]["name"]]

    s3 = H.S3Server(h, bucket=config["data"]["RELAY_S3_BUCKET"]).start()
    # The Secret's file as the kubelet mounts it under fsGroup: group-readable, the pod's group.
    assert pod["securityContext"]["fsGroup"] == pod["securityContext"]["runAsGroup"]
    secret_file = write_secret(h, 0o440)
    secrets = {"database-url": pg_url, "aws-access-key-id": H.S3_ACCESS_KEY,
               "aws-secret-access-key": H.S3_SECRET_KEY}
    env = dict(config["data"], RELAY_NATS_URL=H.NATS_URL)
    for e in container["env"]:
        if "value" in e:
            env[e["name"]] = expand(e["value"], env)
        elif "secretKeyRef" in e["valueFrom"]:
            env[e["name"]] = secrets[e["valueFrom"]["secretKeyRef"]["key"]]
        elif e["valueFrom"]["fieldRef"]["fieldPath"] == "status.podIP":
            env[e["name"]] = "10.244.1.7"
        else:
            assert e["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name", e
            env[e["name"]] = f"relay-7d9f-{os.urandom(3).hex()}"
    mount = next(m for m in container["volumeMounts"] if m["name"] == "root-secret")
    (item,) = next(v for v in pod["volumes"] if v["name"] == "root-secret")["secret"]["items"]
    assert env["RELAY_SECRET_FILE"] == f"{mount['mountPath']}/{item['path']}", env
    env.update(RELAY_SECRET_FILE=str(secret_file), RELAY_DATA=str(h.dir("data")), AWS_EC2_METADATA_DISABLED="true")

    args = [expand(a, env) for a in container["args"]]
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    assert listen_port(args) == ports["http"], (args, ports)
    assert f"--metrics-listen=0.0.0.0:{ports['metrics']}" in args, args
    annotations = deployment["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/port"] == str(ports["metrics"]), annotations
    extra, metrics_url = harness_args(args, {}, advertised_host="10.244.1.7")
    # The one setting a cluster on AWS does not need: where this machine's S3 server is.
    extra += ["--s3-endpoint", s3.url, "--s3-path-style"]
    relay = h.relay(data_dir=Path(env["RELAY_DATA"]), extra_args=extra, env=env)

    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        get = container[probe]["httpGet"]
        assert get["port"] == "http", get
        got = httpx2.get(f"{relay.url}{get['path']}", timeout=container[probe].get("timeoutSeconds", 1))
        assert got.status_code == 200, (probe, got.status_code, got.text)
    ready = httpx2.get(f"{relay.url}{container['readinessProbe']['httpGet']['path']}", timeout=5).json()
    assert {c["name"]: c["state"] for c in ready["checks"]}["nats"] == "ok", ready
    assert "relay_devices_connected 0" in scraped(metrics_url).splitlines()

    grace = pod["terminationGracePeriodSeconds"] - container["lifecycle"]["preStop"]["sleep"]["seconds"]
    assert relay.stop(signal.SIGTERM, timeout=grace) == 0


def test_the_kustomization_applies_every_manifest_but_the_secret_example():
    listed = manifest("kustomization.yaml")["resources"]
    shipped = sorted(p.name for p in (DEPLOY / "k8s").glob("*.yaml")
                     if p.name != "kustomization.yaml" and not p.name.endswith(".example.yaml"))
    assert sorted(listed) == shipped, (listed, shipped)
