/** The participant's own calendar date as ISO `YYYY-MM-DD`: "today" is theirs, not the server's (UTC). */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
