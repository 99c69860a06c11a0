# syntax=docker/dockerfile:1
# One recipe for the four web apps; each app's Dockerfile is this file with its APP set, so a team
# builds and ships its app alone: docker build -f mfe-public/Dockerfile .
# The image runs the same server (tools/web-server) as npm start, the browser tests and the benches.
#
# Build arguments: NODE_IMAGE (any image with Node 22 and npm; the tests pass one made from Debian packages),
# SOURCE=source (default: build the app from the repository) or SOURCE=prebuilt (a context laid out as the image
# runs it, with runtime/web and <APP>/dist: the image tests build every app once on the machine, assemble the
# server's production node_modules there, and package the same files; tools/images/prebuilt-context.mjs).
#
# /srv holds the repository's layout of what runs: node_modules (the root's production tree), server/ (the web
# server with the dependency versions npm keeps beside it) and dist/ (the app). It reaches the final image in one
# COPY: every step is a full copy of the root filesystem on some storage drivers (vfs).
ARG APP
ARG NODE_IMAGE=node:22-bookworm-slim
ARG SOURCE=source

FROM ${NODE_IMAGE} AS build-source
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
# Build, then keep only the server's production dependencies (without the build tools) and lay out /srv.
RUN npx nx run ${APP}:build --excludeTaskDependencies \
  && rm -rf node_modules tools/web-server/node_modules \
  && npm ci --no-audit --no-fund --omit=dev --ignore-scripts --workspace @physio/web-server \
  && rm -rf node_modules/@physio \
  && mkdir -p /srv/server \
  && cp -a node_modules /srv/node_modules \
  && cp -a tools/web-server/package.json tools/web-server/index.mjs tools/web-server/server.mjs \
    tools/web-server/src /srv/server/ \
  && if [ -d tools/web-server/node_modules ]; then cp -a tools/web-server/node_modules /srv/server/; fi \
  && cp -a ${APP}/dist /srv/dist

FROM scratch AS build-prebuilt
ARG APP
COPY runtime/web /srv
COPY ${APP}/dist /srv/dist

FROM build-${SOURCE} AS built

FROM ${NODE_IMAGE}
ARG APP
ENV NODE_ENV=production APP=${APP} DIST_DIR=/srv/dist PORT=8080
COPY --from=built /srv /srv
WORKDIR /srv
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server/server.mjs"]
