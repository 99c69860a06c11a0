// Last line of defence for free-text messages (stacks, driver errors): credentials never reach a log line. pino's
// `redact` covers known object paths; this covers what is written inside a sentence.
const SECRETS: Array<[RegExp, string]> = [
  [/\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [
    /("?(?:password|password_hash|token|token_hash|authorization|cookie|csrftoken|x-csrftoken)"?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;}]+)/gi,
    '$1"[redacted]"',
  ],
  [/\$argon2[a-z]*\$[^\s'"]+/g, '[redacted]'],
];

/** Every secret above needs one of these next to it: a text without any (most messages) is returned as it is. */
const MAY_HOLD_SECRET = /[\s:=$]/;

export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
