# syntax=docker/dockerfile:1
# One recipe for the four web apps; each app's Dockerfile is this file with its APP set, so a team
# builds and ships its app alone: docker build -f mfe-public/Dockerfile .
# The image runs the same server (tools/web-server) as npm start, the browser tests and the benches.
ARG APP
ARG NODE_IMAGE=node:22-bookworm-slim
FROM ${NODE_IMAGE} AS build
ARG APP
ARG BUILD_ID=docker
ARG GIT_SHA=unknown
ENV NX_DAEMON=false NX_NO_CLOUD=true BUILD_ID=${BUILD_ID} GIT_SHA=${GIT_SHA}
WORKDIR /repo
# npm ci needs every workspace's package.json; only this app's and the shared libraries' code.
COPY package.json package-lock.json .npmrc nx.json tsconfig.base.json ./
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-professional/package.json mfe-professional/
COPY mfe-participant/package.json mfe-participant/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY tools/web-server/package.json tools/web-server/
COPY shared shared
RUN npm ci --no-audit --no-fund --workspace ${APP} --include-workspace-root
COPY tools tools
COPY ${APP} ${APP}
RUN npx nx run ${APP}:build --excludeTaskDependencies
# The server's own dependencies only, without the build tools.
RUN rm -rf node_modules && npm ci --no-audit --no-fund --omit=dev --ignore-scripts --workspace @physio/web-server

FROM ${NODE_IMAGE}
ARG APP
ENV NODE_ENV=production APP=${APP} DIST_DIR=/srv/dist PORT=8080
WORKDIR /srv
COPY --from=build /repo/node_modules node_modules
COPY --from=build /repo/tools/web-server ./
COPY --from=build /repo/${APP}/dist dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.mjs"]
