# syntax=docker/dockerfile:1
# Production image. The development machine has no Docker engine (and no
# registry to pull the Node base image from), so this file is not built there; what its
# last stage holds is staged and run by tests/server/runtime-bundle.test.ts.

# The base: the Node release of .node-version, pinned by digest (the multi-platform index of
# node:26.10.0-bookworm-slim), so a rebuild gets the same bytes. The engine checks the digest when it
# pulls: a wrong one fails the build, never builds on something else. To move to a new release:
#   docker buildx imagetools inspect node:<version>-bookworm-slim   (its "Digest:" line)
ARG NODE_IMAGE=node:26.10.0-bookworm-slim@sha256:662933cf47f013bc8e4beb31a6116448427a82057ba7c42c97e4c5ba766504c2

# 1. Dependencies, with the tools better-sqlite3 needs to compile its addon. libatomic1: Node 26's
#    binary links libatomic.so.1; a base without it fails at the first npm (exit 127).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends libatomic1 python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build (every JavaScript dependency bundled into it), then
#    only what running needs: the build, the commands, the two native modules and
#    the Litestream binary (@flydotio/litestream-linux-x64: there is no other, so on an ARM
#    machine build with --platform linux/amd64 or replication cannot start).
FROM deps AS build
COPY . .
RUN npm run build && node scripts/stage-runtime.mjs /runtime

# 3. The runtime: no compilers, a non-root user, data and uploads on a volume.
#    The session secret is made on the first start and kept in the volume
#    (SESSION_SECRET at run time overrides it). Set SITE_URL to the public
#    address and TRUST_PROXY when a reverse proxy stands in front.
#    LITESTREAM_REPLICA_URL (file:///replica on another volume, or s3://bucket/path)
#    makes the server stream the database there with Litestream, its child process;
#    setpriv (util-linux, in every Debian) ends Litestream with it.
#    S3_BUCKET (with S3_REGION, S3_ENDPOINT, the AWS keys, UPLOADS_PUBLIC_URL) keeps uploads in a
#    bucket instead of /data/uploads; the Content-Security-Policy then allows images from there.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/site.db \
    UPLOADS_DIR=/data/uploads \
    SESSION_SECRET_FILE=/data/session-secret \
    SITE_RUNTIME=container
WORKDIR /app
# The sharing images are drawn on the server with Kurdish and Arabic text: DejaVu Sans has those letters.
# libatomic1: Node 26 needs it (see the first stage).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libatomic1 fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /runtime ./
# A bind-mounted /data must belong to uid 1000 (node); the server says so if not.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /healthz on this container's PORT. The OCI image format (podman's and buildah's default) has no
# place for a HEALTHCHECK and drops it with a warning: build with `--format docker` to keep it, or give
# the same command at run time (`podman run --health-cmd "node scripts/healthcheck.mjs" …`).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "scripts/healthcheck.mjs"]
# `docker exec -it <container> node scripts/create-admin.mjs --email …` (or `npm run create-admin -- …`)
# `docker exec <container> node scripts/backup.mjs --out /data/backups/…`
# `docker run --rm -v zagros-data:/data zagros-site node scripts/restore.mjs --from-replica URL`
#   (into an empty volume, before the site's first start there; -e AWS_… for an s3:// replica)
# `docker exec <container> node scripts/import-firestore.mjs --export /data/export.json --images /data/storage`
CMD ["node", "server.mjs"]
