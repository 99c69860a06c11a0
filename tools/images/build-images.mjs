// The five images, built with podman from a prebuilt context (prebuilt-context.mjs) on the Debian base image.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSize, podmanStreaming } from './podman.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const IMAGES = [
  { name: 'api', dockerfile: 'api/Dockerfile', args: {} },
  ...['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'].map((app) => ({
    name: app,
    dockerfile: `${app}/Dockerfile`,
    args: { APP: app },
  })),
];

/**
 * podman 4.3 (Debian bookworm) with --layers=false tags the image, then fails removing the intermediate image of a
 * stage that is only an alias of another (`FROM build-${SOURCE} AS built`: the same image twice) with "identifier
 * is not an image". The build itself succeeded; only that ending is forgiven.
 */
function taggedDespiteCleanupError(output, reference) {
  const lines = output.trim().split('\n').slice(-3);
  return (
    lines.some((line) => line === `Successfully tagged localhost/${reference}`) &&
    lines.at(-1) === 'Error: identifier is not an image'
  );
}

/** Builds one image as physio/<name>:<tag> (the compose file's names); resolves with its size in bytes. */
export async function buildImage(image, { context, baseImage, tag }) {
  const reference = `physio/${image.name}:${tag}`;
  let output = '';
  const args = { ...image.args, NODE_IMAGE: baseImage, SOURCE: 'prebuilt' };
  const status = await podmanStreaming(
    [
      'build',
      // One layer per image, committed once: with the layer cache on, every instruction (even ENV) is committed
      // as an image, and each commit on vfs storage is a full copy of the root filesystem (a web image took 8
      // copies, ~15 minutes on a busy machine). The prebuilt path has nothing worth caching: it only copies.
      '--layers=false',
      // The docker format keeps the Dockerfiles' HEALTHCHECK.
      '--format',
      'docker',
      '--network=host',
      '--file',
      path.join(root, image.dockerfile),
      ...Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
      '--tag',
      reference,
      context,
    ],
    { log: (text) => (output += text) },
  );
  if (status !== 0 && !taggedDespiteCleanupError(output, reference))
    throw new Error(`building ${reference} failed (podman exited ${status}):\n${output.slice(-4000)}`);
  return imageSize(reference);
}
