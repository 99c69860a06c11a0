// `react-dom` in the browser builds (see reactAliases in ../shared-singletons.ts). A file of its own,
// not an alias straight to preact/compat: module federation provides one shared name per file, so
// `react`, `react-dom` and `preact/compat` on one file left two of them unprovided and each
// remote fell back to its own copy of compat. Through this file the singleton is preact/compat.
export * from 'preact/compat';
export { default } from 'preact/compat';
