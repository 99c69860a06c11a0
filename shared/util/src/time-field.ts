// MM:SS time fields of the studio: minutes 0–999, seconds 0–59,
// blank or invalid parts become 0.
export const MAX_MINUTES = 999;
export const MAX_SECONDS = 59;

function clampPart(raw: string | undefined, max: number): number {
  const value = Number.parseInt((raw ?? '').trim(), 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, max);
}

/**
 * Whether the text can be read as a time at all: digits, at most one colon, at least one digit ('2:05', '125', ':30').
 * What cannot ('abc', '1:2:3', blank) is refused rather than read as 0.
 */
export function isTimeFieldText(text: string): boolean {
  return /^\s*\d*\s*(?::\s*\d*\s*)?$/.test(text) && /\d/.test(text);
}

/** '2:05' -> 125. Each part is clamped; blank or invalid parts count as 0. */
export function parseTimeField(text: string): number {
  const [minutes, seconds] = text.split(':');
  if (seconds === undefined) return clampPart(minutes, MAX_MINUTES) * 60;
  return clampPart(minutes, MAX_MINUTES) * 60 + clampPart(seconds, MAX_SECONDS);
}

/** 125 -> '02:05'; minutes are never wrapped into hours, so 3725 -> '62:05'. */
export function formatTimeField(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.min(Math.floor(safe / 60), MAX_MINUTES);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Splits a field into its two parts for inputs that edit minutes and seconds apart. */
export function splitTimeField(totalSeconds: number): { minutes: number; seconds: number } {
  const [minutes, seconds] = formatTimeField(totalSeconds).split(':').map(Number);
  return { minutes, seconds };
}

/** Combines minute and second inputs, clamping each as the spec says. */
export function joinTimeField(minutes: string | number, seconds: string | number): number {
  return clampPart(String(minutes), MAX_MINUTES) * 60 + clampPart(String(seconds), MAX_SECONDS);
}
