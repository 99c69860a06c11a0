// Every text asset also goes out as .br and .gz beside it, made once at build time at the highest
// levels, so the web server sends them as they are. Files that the server rewrites or serves from
// memory, and manifests that must always match the deploy, stay uncompressed on disk.
import { constants, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

const TEXT_ASSETS = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
const NOT_PRECOMPRESSED = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|prerender\.json)$/;
const common = { test: TEXT_ASSETS, exclude: NOT_PRECOMPRESSED, threshold: 1024, minRatio: 0.9 };

export function precompressPlugins(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}
