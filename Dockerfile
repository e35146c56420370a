# syntax=docker/dockerfile:1
# Production image. Not built on the development machine (no Docker engine
# there): read it with care when changing it.

# 1. Dependencies, with the tools better-sqlite3 needs to compile its addon.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build, then only runtime dependencies are kept.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

# 3. The runtime: no compilers, a non-root user, data and uploads on a volume.
#    SESSION_SECRET must be given at run time (docker run -e SESSION_SECRET=…):
#    the server refuses to start in production without it.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/site.db \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build /app/package.json /app/server.mjs ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
# `docker exec -it <container> node scripts/create-admin.mjs --email … --password …`
COPY --from=build /app/scripts/create-admin.mjs ./scripts/create-admin.mjs
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.mjs"]
