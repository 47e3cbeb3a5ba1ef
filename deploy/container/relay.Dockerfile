# syntax=docker/dockerfile:1
# The relay for deployment: built without the device-agent (`--no-default-features` leaves out
# the `dev` feature, and with it X11, the recorder and the encoders), run as a non-root user
# on a base with no shell, package manager or build tools.
#
#   docker build -f deploy/container/relay.Dockerfile -t relay .      (from the repository root)

FROM docker.io/library/rust:1.95-bookworm AS build
# The relay's build script installs the viewer's noVNC files with npm; nasm speeds up
# OpenH264's decoder (video_frames).
# Debian's own versions of the release the base image pins (bookworm), security fixes
# included; pinning exact versions would break the build at every point release.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends nodejs npm nasm \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p relay --no-default-features \
    && install -D -m 0755 target/release/relay /out/relay \
    && install -d -m 0700 /out/data

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/relay /usr/local/bin/relay
# An empty data directory the non-root user owns (the base has no shell to make it).
COPY --from=build --chown=65532:65532 /out/data /var/lib/relay
# The data directory (SQLite and artifacts when no database URL or bucket is given).
ENV RELAY_DATA=/var/lib/relay
WORKDIR /var/lib/relay
# distroless's nonroot user and group.
USER 65532:65532
EXPOSE 8780
ENTRYPOINT ["/usr/local/bin/relay"]
CMD ["serve", "--listen", "0.0.0.0:8780"]
