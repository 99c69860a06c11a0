// The image tests: build every image with podman and run the compose stack from them (tools/images/README.md).
// Native ES modules, like the web server's tests. One suite, minutes long: builds are slow on vfs storage.
export default {
  displayName: 'images',
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/**/*.spec.mjs'],
  testTimeout: 60_000,
};
