/** ISO weekdays, 1 = Monday … 7 = Sunday, as the API counts them. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

/** A schedule's weekdays, short ("Mon, Wed, Fri"), or "Every day". */
export function weekdayNames(days: number[]): string {
  if (days.length === 7) return 'Every day';
  return WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.short)
    .join(', ');
}
