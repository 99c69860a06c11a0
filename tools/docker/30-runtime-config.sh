#!/bin/sh
# Runs when the container starts (nginx image entrypoint), so one image serves any environment:
# the shell's remotes.json and its CSP come from REMOTE_*_URL; remotes allow SHELL_ORIGIN by CORS.
set -eu
html=/usr/share/nginx/html
if [ "${APP}" = "shell" ]; then
  : "${REMOTE_PUBLIC_URL:?set REMOTE_PUBLIC_URL to mfe-public's mf-manifest.json URL}"
  : "${REMOTE_PROFESSIONAL_URL:?set REMOTE_PROFESSIONAL_URL}"
  : "${REMOTE_PARTICIPANT_URL:?set REMOTE_PARTICIPANT_URL}"
  printf '{"mfe_public":"%s","mfe_professional":"%s","mfe_participant":"%s"}\n' \
    "$REMOTE_PUBLIC_URL" "$REMOTE_PROFESSIONAL_URL" "$REMOTE_PARTICIPANT_URL" > "$html/remotes.json"
  origins=$(for url in "$REMOTE_PUBLIC_URL" "$REMOTE_PROFESSIONAL_URL" "$REMOTE_PARTICIPANT_URL"; do
    echo "$url" | sed -E 's#^(https?://[^/]+).*#\1#'; done | sort -u | tr '\n' ' ')
  csp="default-src 'self'; script-src 'self' ${origins}; connect-src 'self' ${origins}; style-src 'self' 'unsafe-inline'; img-src 'self' ${origins} data: https://i.ytimg.com; frame-src https://www.youtube-nocookie.com; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  links=$(for origin in $origins; do printf '<%s>; rel=preconnect; crossorigin, ' "$origin"; done | sed 's/, $//')
  printf 'add_header Content-Security-Policy "%s" always;\nadd_header Link "%s" always;\n' "$csp" "$links" > /etc/nginx/snippets/csp.conf
fi
