/**
 * ISO-8601 durations as YouTube sends them in contentDetails.duration: 'PT1H2M3S', 'PT45S', 'P1DT2H' (streams over a
 * day), 'P0D' / 'PT0S' (live or upcoming). Years and months are rejected: their length in seconds is ambiguous and
 * YouTube never uses them. Fractional seconds are rounded to whole seconds.
 */
const ISO_DURATION =
  /^P(?!$)(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

export function parseIsoDuration(iso: string): number {
  const match = ISO_DURATION.exec(iso.trim().toUpperCase());
  if (!match) throw new RangeError(`Not an ISO-8601 duration: "${iso}"`);
  const [, weeks, days, hours, minutes, seconds] = match;
  const whole = (part: string | undefined): number => (part ? Number(part) : 0);
  const total =
    whole(weeks) * 604_800 +
    whole(days) * 86_400 +
    whole(hours) * 3_600 +
    whole(minutes) * 60 +
    (seconds ? Number(seconds.replace(',', '.')) : 0);
  return Math.round(total);
}

/** For mapping upstream data: a malformed duration must not make a whole channel import fail. */
export function parseIsoDurationOrZero(iso: string | undefined): number {
  if (!iso) return 0;
  try {
    return parseIsoDuration(iso);
  } catch {
    return 0;
  }
}
