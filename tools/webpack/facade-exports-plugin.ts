import type { Compiler, Module } from 'webpack';

// `import { x } from` (each use of x) and `export { x } from`.
const CHECKED_DEPENDENCIES = new Set(['harmony import specifier', 'harmony export imported specifier']);

/**
 * Fails the build when code imports from a shared package a name its facade does not export
 * (shared-facades/*.ts). Without this, the missing name would be `undefined` at run time: webpack
 * cannot check imports through a shared module, whose exports are only known in the browser.
 *
 * Ours because no library does it: webpack's strictExportPresence stops at the shared module, and
 * the federation plugin checks a shared package's version, never which of its names are used.
 */
export class FacadeExportsPlugin {
  /** facades: package name → absolute path of its facade file. */
  constructor(private readonly facades: Record<string, string>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FacadeExportsPlugin', (compilation) => {
      // `seal` runs after webpack has worked out every module's exports.
      compilation.hooks.seal.tap('FacadeExportsPlugin', () => {
        const { moduleGraph } = compilation;
        const exportsOf = new Map<string, Set<string>>();
        for (const module of compilation.modules) {
          const resource = (module as Module & { resource?: string }).resource;
          const pkg = Object.keys(this.facades).find((name) => this.facades[name] === resource);
          const provided = pkg ? moduleGraph.getExportsInfo(module).getProvidedExports() : null;
          if (pkg && Array.isArray(provided)) exportsOf.set(pkg, new Set(provided));
        }
        for (const module of compilation.modules) {
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency as typeof dependency & { request?: string; ids?: string[] };
            const names = request ? exportsOf.get(request) : undefined;
            if (!names || !CHECKED_DEPENDENCIES.has(dependency.type)) continue;
            const name = ids?.[0];
            if (name && names.has(name)) continue;
            const where = module.readableIdentifier(compilation.requestShortener);
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${where} imports ${name ? `'${name}'` : 'the whole module'} from '${request}', which tools/webpack/shared-facades ` +
                  'does not export. Add it there (and redeploy the shell before a remote relies on it).',
              ),
            );
          }
        }
      });
    });
  }
}
