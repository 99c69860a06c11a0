# syntax=docker/dockerfile:1
# One recipe for the four web apps; each app's Dockerfile is this file with its APP set, so a team
# builds and ships its app alone: docker build -f mfe-public/Dockerfile .
ARG APP
FROM node:20-bookworm-slim AS build
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
COPY shared shared
RUN npm ci --no-audit --no-fund --workspace ${APP} --include-workspace-root
COPY tools tools
COPY ${APP} ${APP}
RUN npx nx run ${APP}:build --excludeTaskDependencies

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY tools/docker/nginx/${APP}.conf.template /etc/nginx/templates/default.conf.template
COPY tools/docker/nginx/cache-headers.conf /etc/nginx/snippets/cache-headers.conf
COPY tools/docker/30-runtime-config.sh /docker-entrypoint.d/30-runtime-config.sh
ENV APP=${APP}
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -qO- http://127.0.0.1/healthz || exit 1
