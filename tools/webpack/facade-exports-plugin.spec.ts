import path from 'node:path';
import { FacadeExportsPlugin } from './facade-exports-plugin';
import { compileFixture } from './testing/compile-fixture';

// A shared package's facade exports a subset of the package; code imports it by the package's name.
const FILES = {
  'lib.js': 'export const kept = 1; export const left = 2;',
  'facade.js': "export { kept } from './lib.js';",
};

const build = (source: string) =>
  compileFixture({ ...FILES, 'src/index.js': source }, (dir) => ({
    entry: './src/index.js',
    resolve: { alias: { lib$: path.join(dir, 'facade.js') } },
    plugins: [new FacadeExportsPlugin({ lib: path.join(dir, 'facade.js') })],
  }));

describe('FacadeExportsPlugin', () => {
  it('passes imports of names the facade exports', async () => {
    const result = await build("import { kept } from 'lib'; export { kept } from 'lib'; console.log(kept);");
    expect(result.errors).toEqual([]);
    result.remove();
  });

  it('fails on a name the facade leaves out, whether imported or re-exported', async () => {
    const result = await build("import { left } from 'lib'; export { left as again } from 'lib'; console.log(left);");
    const ours = result.errors.filter((message) => message.includes('shared-facades'));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatch(/src\/index\.js imports 'left' from 'lib'/);
    result.remove();
  });

  it('fails on a namespace import, whose names it cannot check', async () => {
    const result = await build("import * as lib from 'lib'; console.log(lib[String(Date.now())]);");
    expect(result.errors.filter((message) => message.includes('the whole module'))).not.toHaveLength(0);
    result.remove();
  });
});
