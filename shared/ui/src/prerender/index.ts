// Build-time only (Node): never imported by a browser bundle, so react-dom's server renderer stays out of them.
export { renderToHtml } from './render-to-html';
export type { PrerenderedHtml } from './render-to-html';
export { renderPageToHtml } from './render-page';
