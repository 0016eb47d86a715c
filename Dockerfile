# The site's production image: Node 22 LTS, the built app and only the packages it loads, run as a
# non-root user. `docker build .` builds the app inside the image's first stage; without registry
# access, scripts/container/build-image.sh builds it outside and passes APP=prebuilt and its own
# Debian base (docs/deployment.md).

# The final image's base: any Debian bookworm with Node 22 at /usr/local/bin/node.
ARG BASE=node:22-bookworm-slim
# Where the staged app comes from: `build` (built here) or `prebuilt` (tmp/container/app).
ARG APP=build

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npx tsx scripts/container/stage-app.ts /out

FROM scratch AS prebuilt
COPY tmp/container/app /out

FROM ${APP} AS app

FROM ${BASE}
# A fixed id, so that volumes made by one image version stay writable by the next.
RUN groupadd --system --gid 10001 site \
 && useradd --system --uid 10001 --gid site --home-dir /app --no-create-home site \
 && mkdir -p /data \
 && chown site:site /data
WORKDIR /app
COPY --from=app --chown=root:root /out /app
# Next writes its cache of rendered pages and images beside the build.
RUN mkdir -p /app/.next/cache && chown site:site /app/.next/cache
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
USER site
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run before the instances start, once: `node --conditions=production dist/bootstrap.mjs`
# (the compose file's migrate service). The flag picks the Lexical packages' production builds.
CMD ["node", "--conditions=production", "--max-old-space-size=512", "dist/server.mjs"]
