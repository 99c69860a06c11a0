// The services of docker-compose.yml as `podman run` arguments, so the image tests start the same containers
// the compose file describes (image, command, environment, read-only root, tmpfs) without a compose engine
// or an image registry: the database and Redis are the machine's, reached over the host network.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** ${NAME:-default} and ${NAME} as compose reads them, from `variables` (then the default). */
function interpolate(value, variables) {
  return String(value).replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name, fallback) => variables[name] ?? fallback ?? '');
}

/** One service's container: { image, command, environment, readOnly, tmpfs }. */
export function composeService(file, name, variables = {}) {
  const compose = parse(readFileSync(file, 'utf8'), { merge: true });
  const service = compose.services?.[name];
  if (!service) throw new Error(`${file} has no service ${name}`);
  const environment = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, variables)]),
  );
  return {
    image: interpolate(service.image, variables),
    command: service.command ?? [],
    environment,
    readOnly: service.read_only === true,
    tmpfs: service.tmpfs ?? [],
  };
}

/** `podman run` arguments for a service, with `environment` overriding the compose file's values. */
export function runArgs(containerName, service, environment = {}) {
  const env = { ...service.environment, ...environment };
  return [
    'run',
    '--detach',
    '--name',
    containerName,
    '--network=host',
    // podman runs the images' HEALTHCHECK timer through systemd, which a CI machine or container may lack (each
    // run prints errors, even with --health-interval=disable); the tests poll the same endpoints themselves.
    '--no-healthcheck',
    ...(service.readOnly ? ['--read-only'] : []),
    ...service.tmpfs.flatMap((path) => ['--tmpfs', path]),
    ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    service.image,
    ...service.command,
  ];
}
