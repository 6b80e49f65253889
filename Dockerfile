# One image recipe, one target per service: `web` (server + built client) and `mock-api`.
# The build stage compiles everything; runtime stages get compiled JavaScript and production
# dependencies only, run as the unprivileged `node` user (uid 1000).
# No `# syntax=` line: it makes BuildKit fetch a frontend image first, which fails without registry
# access, and nothing here needs a newer frontend. Builds with BuildKit or DOCKER_BUILDKIT=0 alike.

# The Node 24 base; `--build-arg NODE_IMAGE=...` swaps in a mirror's copy of the same image.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS base
WORKDIR /app
# Workspace manifests first, so dependency layers are cached until a manifest or the lock changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY mock-api/package.json mock-api/
COPY server/package.json server/
COPY client/package.json client/
COPY scripts/package.json scripts/

FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM base AS web
# V8 heap settings: scripts/start/node-memory.mjs says why (the same flags npm start uses).
ENV NODE_ENV=production PORT=8080 NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=128"
RUN npm ci --omit=dev --no-audit --no-fund -w server -w contracts && npm cache clean --force
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]

FROM base AS mock-api
# Every interface of the container: compose publishes the port on the host's loopback only.
ENV NODE_ENV=production MOCK_API_PORT=4010 MOCK_API_HOST=0.0.0.0 MOCK_DATA_FILE=/data/mock-api.sqlite \
  NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=256"
RUN npm ci --omit=dev --no-audit --no-fund -w mock-api -w contracts && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/mock-api/dist mock-api/dist
# The named scenarios (data, read at start-up; see mock-api/README.md) and the recordings they replay.
COPY mock-api/scenarios mock-api/scenarios
COPY mock-api/recordings mock-api/recordings
USER node
VOLUME ["/data"]
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.MOCK_API_PORT||4010)+'/__mock/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "mock-api/dist/main.js"]
