/** Remotes are fetched cross-origin by the shell: allow exactly the configured origins. */
export function allowedOrigin(origin, allowedOrigins) {
  if (!origin) return null;
  return allowedOrigins.includes('*') || allowedOrigins.includes(origin) ? origin : null;
}
