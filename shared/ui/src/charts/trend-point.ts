/** One point of a chart over time: an ISO date and its value, null when there is nothing to show for it. */
export interface TrendPoint {
  date: string;
  value: number | null;
}

export type TrendKind = 'bar' | 'line';

let shortDate: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' as 'Nov 3': a calendar day, read in UTC so it stays that day in every time zone. */
export function shortDateLabel(isoDate: string): string {
  shortDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDate.format(date);
}
