import { ForbiddenPackagesPlugin } from './forbidden-packages-plugin';
import { compileFixture } from './testing/compile-fixture';

const PACKAGES = {
  'node_modules/preact/package.json': '{ "name": "preact", "main": "index.js" }',
  'node_modules/preact/index.js': 'export const h = () => null;',
  'node_modules/preact-like/package.json': '{ "name": "preact-like", "main": "index.js" }',
  'node_modules/preact-like/index.js': 'export const h = () => null;',
};

const build = (source: string) =>
  compileFixture({ ...PACKAGES, 'src/index.js': source }, () => ({
    entry: './src/index.js',
    plugins: [new ForbiddenPackagesPlugin(['preact'], 'is not part of this site.')],
  }));

describe('ForbiddenPackagesPlugin', () => {
  it('fails the build that bundles a forbidden package, naming the file that imported it', async () => {
    const result = await build("import { h } from 'preact'; console.log(h);");
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/node_modules\/preact\/index\.js is bundled \(imported by .*src\/index\.js\)/);
    expect(result.errors[0]).toContain('preact is not part of this site.');
    result.remove();
  });

  it('lets through a package whose name only starts like a forbidden one', async () => {
    const result = await build("import { h } from 'preact-like'; console.log(h);");
    expect(result.errors).toEqual([]);
    result.remove();
  });
});
