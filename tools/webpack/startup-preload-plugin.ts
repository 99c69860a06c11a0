import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/**
 * Lists in index.html, as <link rel="preload">, the scripts the entry's async boundary
 * (`import('./bootstrap')`) loads: the bootstrap chunks and the shared packages they use. Without this the browser finds them only once main.js has downloaded and run:
 * one more round trip before anything renders.
 *
 * Ours because no library does it: preload plugins for html-webpack-plugin pick chunks by kind
 * (initial, async), and know neither the entry's async boundary nor which shared copies it consumes.
 */
export class StartupPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        const links = startupScripts(compilation).map((file) =>
          // Low, as the chunk loader would ask for them: found early, without competing with the
          // page's render-blocking requests.
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href: publicPath + file,
          }),
        );
        // After main.js: on HTTP/1.1's six connections a host's requests queue, and main.js,
        // which starts everything (the remote's warm-up included), must not wait behind these.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

type ProvideModule = Module & { _name: string };
type ConsumeModule = Module & { options: { shareKey: string } };

/**
 * Files of the entry's async boundary and of the app's own provided copies of the shared packages
 * it consumes, transitively (react-router consumes react…). At start-up only this app has filled
 * the share scope, so those copies are what the runtime loads; lazy pages stay lazy.
 */
function startupScripts(compilation: Compilation): string[] {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const providedBy = new Map<string, ChunkGroup[]>();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks
      .map((block) => chunkGraph.getBlockChunkGroup(block))
      .filter((group): group is ChunkGroup => Boolean(group));
    providedBy.set((module as ProvideModule)._name, groups);
  }
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module')
          (providedBy.get((module as ConsumeModule).options.shareKey) ?? []).forEach(visit);
      }
    }
  };
  entry
    .getChildren()
    .filter((group) => group.origins.some((origin) => origin.request === './bootstrap'))
    .forEach(visit);
  const files = new Set<string>();
  for (const group of seen)
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files];
}
