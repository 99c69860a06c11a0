import type { LogLevel } from '@nestjs/common';
import type { Level } from 'pino';

// Nest's names on one side, pino's on the other: lines keep Nest's labels ('log', not 'info'), as before pino.
const PINO_LEVEL: Record<LogLevel, Level> = {
  verbose: 'trace',
  debug: 'debug',
  log: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'fatal',
};
const NEST_LABEL: Record<string, LogLevel> = Object.fromEntries(
  Object.entries(PINO_LEVEL).map(([nest, pino]) => [pino, nest as LogLevel]),
);

/** The label a line carries: Nest's name for pino's level. */
export function nestLabel(pinoLabel: string): string {
  return NEST_LABEL[pinoLabel] ?? pinoLabel;
}

/** pino has a threshold, Nest a list: the threshold is the most verbose level listed. */
export function pinoThreshold(levels: LogLevel[]): Level {
  const order: Level[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  const wanted = new Set(levels.map((level) => PINO_LEVEL[level]));
  return order.find((level) => wanted.has(level)) ?? 'fatal';
}
