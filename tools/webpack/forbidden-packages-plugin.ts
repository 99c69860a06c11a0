import type { Compiler } from 'webpack';

/**
 * Fails the build when a module of a forbidden package is bundled, naming the file that imported
 * it. The site renders with React; a second UI runtime (Preact and its compat layer, say) would
 * render a tree that React's hooks, context and the shared singletons know nothing about, and
 * webpack has no option that refuses a package outright.
 *
 * Ours because no library does it: lint rules (no-restricted-imports) see only our own sources, not
 * what a dependency pulls in, and IgnorePlugin or externals would drop the package silently.
 */
export class ForbiddenPackagesPlugin {
  private readonly pattern: RegExp;

  constructor(
    packages: readonly string[],
    private readonly reason: string,
  ) {
    const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    this.pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ForbiddenPackagesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ForbiddenPackagesPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          const match = resource ? this.pattern.exec(resource) : null;
          if (!match) continue;
          const issuer = compilation.moduleGraph.getIssuer(module) as { resource?: string } | null;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${resource} is bundled (imported by ${issuer?.resource ?? 'an entry'}): ${match[1]} ${this.reason}`,
            ),
          );
        }
      });
    });
  }
}

/** The packages no web build may bundle. */
export const noSecondUiRuntime = () =>
  new ForbiddenPackagesPlugin(
    ['preact', 'preact-render-to-string', '@preact/compat'],
    'is not part of this site: it renders with react and react-dom.',
  );
