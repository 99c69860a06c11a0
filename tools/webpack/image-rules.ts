import type { RuleSetRule } from 'webpack';

// The illustrations are tiny: as files, each cost a request (to the remote's origin,
// for the shell's pages) before it could paint, and an exercise card's was the library's LCP.
const INLINE_SVG_MAX_BYTES = 2048;

// An SVG as a data: URL, readable and smaller than base64: quotes become single quotes and only
// the characters a URL cannot hold are percent-encoded.
const svgDataUrl = (content: Buffer) =>
  `data:image/svg+xml,${content
    .toString()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>{}|\\^`[\]]/g, encodeURIComponent)}`;

/**
 * Images, the same in the browser and prerender builds so both name the same URLs: small SVGs
 * inline, everything else a content-hashed file (`emit: false` when another build writes it).
 */
export function imageRules({ emit = true } = {}): RuleSetRule[] {
  return [
    {
      test: /\.svg$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: INLINE_SVG_MAX_BYTES } },
      generator: { dataUrl: svgDataUrl, emit },
    },
    { test: /\.(png|jpe?g|webp|avif|ico)$/i, type: 'asset/resource', generator: { emit } },
  ];
}
