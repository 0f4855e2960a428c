# syntax=docker/dockerfile:1
# The bot in a container: `docker compose up -d` (see compose.yaml and docs/operations.md, "Running it in a
# container"). Two stages: the build stage has the compilers sqlite3 may need (it builds from
# source when no prebuilt binary matches), the runtime stage only the installed packages and the
# sources, run by tsx (a runtime dependency: the sources are TypeScript) as the unprivileged `node` user.
ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# python3, make and g++ come with the full node image: what node-gyp needs to build sqlite3.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# tini as PID 1: passes SIGTERM to the bot (which then stops cleanly) and reaps the shard
# processes of `start:sharded`. jemalloc as the bot's allocator (linked where LD_PRELOAD finds it
# on any architecture): glibc's kept what the bot's threads freed in its arenas, and the bot grew
# (the throughput bench: RSS after 10,000 moves 333–348 MB on glibc's, 288–292 on jemalloc;
# MALLOC_CONF is JEMALLOC_CONF in src/ops/node-flags.ts; docs/operations.md, Memory).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini libjemalloc2 \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2 \
    HEALTH_PORT=8081 \
    HEALTH_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json LICENSE ./
COPY src ./src
COPY commands ./commands
COPY assets ./assets
COPY docs/rules.md ./docs/rules.md
# The SQLite store (data/bot.sqlite, the default STORE_URL) lives on a volume owned by `node`.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 8081
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# Exec form, node itself (not npm, which would stand between the signal and the bot).
CMD ["node", "--max-semi-space-size=2", "src/run.mjs", "src/main.ts"]
