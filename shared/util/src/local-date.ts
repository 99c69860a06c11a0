/** A date in the browser's own time zone as ISO `YYYY-MM-DD`: "today" is the user's, not UTC's (toISOString). */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
