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
  # The page carries a copy of remotes.json (as tools/static-server/inline-config.mjs does), so the
  # shell need not fetch it before loading a remote. Spliced with index(), not a regex: URLs may hold & or |.
  tag="<script id=\"remotes-config\" type=\"application/json\">$(tr -d '\n' < "$html/remotes.json")</script>"
  # From the image's own page each time, so a restarted container does not add a second copy.
  pristine=/usr/share/nginx/index.image.html
  [ -f "$pristine" ] || cp "$html/index.html" "$pristine"
  awk -v tag="$tag" '{ i = index($0, "</head>"); if (i) $0 = substr($0, 1, i - 1) tag substr($0, i); print }' \
    "$pristine" > "$html/index.html"
  origins=$(for url in "$REMOTE_PUBLIC_URL" "$REMOTE_PROFESSIONAL_URL" "$REMOTE_PARTICIPANT_URL"; do
    echo "$url" | sed -E 's#^(https?://[^/]+).*#\1#'; done | sort -u | tr '\n' ' ')
  csp="default-src 'self'; script-src 'self' ${origins}; connect-src 'self' ${origins}; style-src 'self' 'unsafe-inline'; img-src 'self' ${origins} data: https://i.ytimg.com; frame-src https://www.youtube-nocookie.com; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  # Both connection pools per remote, as tools/static-server/csp.mjs explains.
  links=$(for origin in $origins; do printf '<%s>; rel=preconnect, <%s>; rel=preconnect; crossorigin, ' "$origin" "$origin"; done | sed 's/, $//')
  printf 'add_header Content-Security-Policy "%s" always;\nadd_header Link "%s" always;\n' "$csp" "$links" > /etc/nginx/snippets/csp.conf
fi
