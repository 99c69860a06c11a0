// Build-time only (Node): never imported by a browser bundle, so preact-render-to-string stays out of them.
export { renderToHtml } from './render-to-html';
export type { PrerenderedHtml } from './render-to-html';
export { renderRoutesToHtml } from './render-routes';
