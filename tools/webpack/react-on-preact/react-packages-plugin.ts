import type { Compiler } from 'webpack';

// react-dom/server, react/compiler-runtime or a library's deep import would resolve to the real
// packages, which stay installed as peers of react-redux & co. They would work, at 58 KB, beside
// a second component tree: fail the build instead and name the file, so the import gets an alias.
const REAL_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Fails the build when a module of the real React packages made it into the bundle. */
export class ReactPackagesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ReactPackagesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ReactPackagesPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || !REAL_REACT.test(resource)) continue;
          const issuer = compilation.moduleGraph.getIssuer(module) as { resource?: string } | null;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${resource} is bundled (imported by ${issuer?.resource ?? 'an entry'}). The React API runs on ` +
                'preact/compat: map that import in tools/preact-compat-aliases.json.',
            ),
          );
        }
      });
    });
  }
}
