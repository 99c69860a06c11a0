// ISO-8601 durations as the YouTube Data API gives them in contentDetails.duration: 'PT1H2M3S', 'PT45S',
// 'P1DT2H' (streams over a day), 'P0D' / 'PT0S' (live or upcoming). Years and months are rejected: their
// length in seconds is ambiguous and YouTube never uses them. Fractional seconds round to whole seconds.
const ISO_DURATION = /^P(?!$)(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/** 'PT1H2M3S' -> 3723; null when the text is not such a duration. */
export function tryParseIsoDuration(iso: string | null | undefined): number | null {
  const match = ISO_DURATION.exec((iso ?? '').trim().toUpperCase());
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const whole = (part: string | undefined) => (part ? Number(part) : 0);
  const total = whole(weeks) * 604_800 + whole(days) * 86_400 + whole(hours) * 3_600 + whole(minutes) * 60;
  return Math.round(total + (seconds ? Number(seconds.replace(',', '.')) : 0));
}

/** For display and for mapping upstream data: a malformed duration counts as 0 rather than failing. */
export function parseIsoDuration(iso: string | null | undefined): number {
  return tryParseIsoDuration(iso) ?? 0;
}
