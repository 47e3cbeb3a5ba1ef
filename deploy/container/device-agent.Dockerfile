# syntax=docker/dockerfile:1
# The device-agent, for a device whose screen is reachable from a container: an X server's
# socket mounted in (`-v /tmp/.X11-unix:/tmp/.X11-unix -e DISPLAY=:0`, with that server's
# authority) or the synthetic screen for a demo. Non-root, no shell, no build tools.
#
#   docker build -f deploy/container/device-agent.Dockerfile -t device-agent .   (repo root)

FROM docker.io/library/rust:1.95-bookworm AS build
# nasm: OpenH264's assembly (the recorder's encoder). The -dev libraries: the shared `video`
# crate compiles against libvpx, dav1d and libtheora (the agent itself links none of them).
# Debian's own versions of the release the base image pins (bookworm), security fixes
# included; pinning exact versions would break the build at every point release.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends nasm pkg-config libvpx-dev libdav1d-dev \
       libtheora-dev libogg-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p device-agent \
    && install -D -m 0755 target/release/device-agent /out/device-agent \
    && install -d -m 0700 /out/data

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/device-agent /usr/local/bin/device-agent
# An empty data directory the non-root user owns (the base has no shell to make it).
COPY --from=build --chown=65532:65532 /out/data /var/lib/device-agent
# Recordings in progress and files waiting for upload (keep it on a volume: they survive
# restarts and are uploaded when the agent is back).
WORKDIR /var/lib/device-agent
# distroless's nonroot user and group.
USER 65532:65532
ENV DEVICE_AGENT_DATA=/var/lib/device-agent
ENTRYPOINT ["/usr/local/bin/device-agent"]
CMD ["--source", "x11"]
