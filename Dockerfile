# The marketplace as one image: the API, serving the built web app, on port 3000. Any number of
# containers of it run behind a load balancer on one PostgreSQL, Redis and S3 (docs/deploy.md).
#
#   docker build -t arroyo .
#   docker run -p 3000:3000 --env-file .env arroyo

ARG NODE_IMAGE=node:20-bookworm-slim

# npm 11.19 reads `allowScripts` in package.json: install scripts run only for the packages it
# approves (esbuild). The npm inside the Node 20 image is older and would run every package's
# scripts, so the image uses the same npm as a developer's machine, in strict mode: a dependency
# with an install script nobody approved fails the build instead of running.
FROM ${NODE_IMAGE} AS npm
RUN npm install --global npm@11.19.1 && npm cache clean --force
ENV npm_config_strict_allow_scripts=true \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
WORKDIR /app
# The manifests alone, so the dependency layers are rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# The production build (`node scripts/build.mjs`, what `npm start` runs first): the API and
# packages through tsc, the web app and its first-paint module through Vite. The end-to-end
# workspace (Playwright, Lighthouse) is not installed: nothing here builds or runs it.
FROM npm AS build
RUN npm ci --include-workspace-root \
      --workspace packages/core --workspace packages/contract \
      --workspace apps/api --workspace apps/web
COPY . .
# The web app's brand and analytics are read when it is built (README, Configuration).
ARG VITE_BRAND_NAME VITE_LEGAL_NAME VITE_HEADQUARTERS VITE_SUPPORT_EMAIL VITE_SUPPORT_PHONE \
    VITE_POSTAL_ADDRESS VITE_INSTAGRAM_URL VITE_TIKTOK_URL VITE_FACEBOOK_URL VITE_WHATSAPP_URL \
    VITE_GA_MEASUREMENT_ID
RUN node scripts/build.mjs --force

# What the API imports at run time, and nothing else: the web app's first-paint module is built
# self-contained, so React, Vite and every other development tool stay out.
FROM npm AS production-dependencies
RUN npm ci --omit=dev --workspace apps/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/packages/core/dist packages/core/dist
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/api/dist apps/api/dist
# The SQL migrations (applied at every start) and the seed's images, read beside dist/.
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/public apps/api/public
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The code stays root's and read-only to the server; only ./data (embedded PGlite and local
# uploads, when no DATABASE_URL or S3_BUCKET is set) is the server's to write.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# The server stops gracefully on SIGTERM: readiness fails first, requests in hand finish, then it
# exits (docs/decisions/107). Node is PID 1 here, and handles it itself.
STOPSIGNAL SIGTERM
# Liveness: the process answers, without asking the database (GET /api/ready is for load
# balancers). The slim image has no curl; Node's fetch does it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A young generation of 64 MB: a busy instance makes tens of MB of short-lived strings a second
# (JSON answers, rows), and the default 16 MB spent a tenth of its time collecting them
# (docs/performance.md, issue #16).
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/server.js"]
