import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { compileFixture } from './testing/compile-fixture';

// An entry with an async boundary, as the apps' main.ts: bootstrap loads at start-up, the page lazily.
const FILES = {
  'src/main.js': "import('./bootstrap');",
  'src/bootstrap.js': "import { dep } from 'dep'; import('./lazy-page'); console.log(dep);",
  'src/lazy-page.js': "export const page = 'lazy';",
  'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }',
  'node_modules/dep/index.js': "export const dep = 'dep';",
};

const config = (extraPlugins: Configuration['plugins'] = []): Configuration => ({
  entry: { main: './src/main.js' },
  output: { filename: 'js/[name].js', chunkFilename: 'js/[name].js', publicPath: '/' },
  optimization: { chunkIds: 'named' },
  plugins: [...extraPlugins, new HtmlWebpackPlugin({ scriptLoading: 'defer' }), new StartupPreloadPlugin()],
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]);

describe('StartupPreloadPlugin', () => {
  it("preloads the async boundary's chunks after main.js, and leaves lazy pages lazy", async () => {
    const result = await compileFixture(FILES, () => config());
    expect(result.errors).toEqual([]);
    const html = result.output('index.html');
    const links = preloads(html);
    expect(links).toContain('/js/src_bootstrap_js.js');
    expect(links.some((href) => href.includes('lazy-page'))).toBe(false);
    expect(html.indexOf('/js/main.js')).toBeLessThan(html.indexOf('rel="preload"'));
    result.remove();
  });

  it("preloads the app's own copy of a shared package the boundary consumes", async () => {
    const federation = new ModuleFederationPlugin({
      name: 'app',
      shared: { dep: { singleton: true, requiredVersion: false } },
      manifest: false,
      dts: false,
    });
    const result = await compileFixture(FILES, () => config([federation]));
    expect(result.errors).toEqual([]);
    const links = preloads(result.output('index.html'));
    expect(links).toContain('/js/src_bootstrap_js.js');
    expect(links.some((href) => href.includes('node_modules_dep'))).toBe(true);
    result.remove();
  });
});
