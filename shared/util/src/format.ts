// Display formats shared by every app (counts, durations, dates).

/** Total seconds as hours and minutes: 3720 -> '1h 2m', 300 -> '5m', 0 -> '0m'. */
export function formatHoursMinutes(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds || 0));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** A clip length as a clock: 253 -> '4:13', 3723 -> '1:02:03'. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds || 0));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Views with K from 1,000 and M from 1,000,000, one decimal: 1500 -> '1.5K'. */
export function formatViews(views: number | string): string {
  const value = typeof views === 'string' ? Number(views) : views;
  if (!Number.isFinite(value) || value < 0) return '0';
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.floor(value));
}

// Made on first use, not when the module loads: creating the first Intl.DateTimeFormat of a page is
// costly in Chromium (ICU data), and this module loads with @physio/ui on every page, most of which show no date.
let dateFormat: Intl.DateTimeFormat | undefined;

/** '2025-01-05T10:00:00Z' -> 'Jan 5, 2025'; empty for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(date);
}

/** Adherence (0–1) as a whole percentage; a dash when nothing was scheduled in the window. */
export function formatAdherence(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Math.round(value * 100)}%`;
}
