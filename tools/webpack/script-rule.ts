import type { RuleSetRule } from 'webpack';

/**
 * TypeScript and TSX through swc, the same in the browser and prerender builds. The styled-components
 * plugin gives each styled component an id from its file and position instead of from the order in
 * which a bundle happens to create them: the prerendered HTML then carries the class names the
 * browser's first render gives the same elements, so taking a page over changes no class attribute.
 */
export function scriptRule({ development = false, target = 'es2020' } = {}): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // react/jsx-runtime in development too (swc-loader would pick jsx-dev-runtime there): a
          // remote's dev build composed into a production shell renders with the shell's
          // production React, which jsx-dev-runtime cannot work with. jsx-runtime is shared
          // (shared-singletons.ts), so it always comes from the React that renders.
          transform: { react: { runtime: 'automatic', development: false } },
          target,
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { displayName: development, ssr: true, fileName: false },
              ],
            ],
          },
        },
      },
    },
  };
}
