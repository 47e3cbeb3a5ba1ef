# syntax=docker/dockerfile:1
# The relay for deployment: built without the device-agent (`--no-default-features` leaves out
# the `dev` feature, and with it X11, the recorder and the encoders) and with the S3 artifact
# store (`--features s3`), run as a non-root user
# on a base with no shell, package manager or build tools.
#
#   docker build -f deploy/container/relay.Dockerfile -t relay .      (from the repository root)

FROM docker.io/library/rust:1.95-bookworm AS build
# The relay's build script installs the viewer's noVNC files with npm; nasm speeds up
# OpenH264's decoder (video_frames), which reads VP8/VP9 with libvpx, AV1 with dav1d and
# Theora with libtheora: their shared libraries go into the image beside the binary.
# Debian's own versions of the release the base image pins (bookworm), security fixes
# included; pinning exact versions would break the build at every point release.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends nodejs npm nasm pkg-config libvpx-dev \
       libdav1d-dev libtheora-dev libogg-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p relay --no-default-features --features s3 \
    && install -D -m 0755 target/release/relay /out/relay \
    && install -d -m 0700 /out/data /out/lib \
    && ldd /out/relay | awk '/libvpx|libdav1d|libtheoradec|libogg/ { print $3 }' \
       | xargs -r cp -L -t /out/lib

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/relay /usr/local/bin/relay
# The video decoders' libraries (the base has none of them).
COPY --from=build /out/lib/ /usr/local/lib/relay/
ENV LD_LIBRARY_PATH=/usr/local/lib/relay
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
