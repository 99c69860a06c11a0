// ISO-8601 durations as the YouTube Data API gives them (PT#H#M#S, sometimes P#DT…).
const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** 'PT1H2M3S' -> 3723; an unparseable value -> 0. */
export function parseIsoDuration(iso: string | null | undefined): number {
  const match = ISO_DURATION.exec((iso ?? '').trim());
  if (!match) return 0;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return Math.round(weeks * 604800 + days * 86400 + hours * 3600 + minutes * 60 + seconds);
}
