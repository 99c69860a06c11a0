// The shell's page carries its own copy of remotes.json, so the shell starts loading the remote a page
// needs without first fetching that file: one round trip less on a first visit. remotes.json is still
// served (a dev server or an older page reads it).
export const INLINE_CONFIG_ID = 'remotes-config';

export function inlineRemotesConfig(html, remotes) {
  // JSON in a <script> must not be able to close it.
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const tag = `<script id="${INLINE_CONFIG_ID}" type="application/json">${json}</script>`;
  return html.replace('</head>', () => `${tag}</head>`);
}
