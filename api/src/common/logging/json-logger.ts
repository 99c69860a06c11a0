import type { LoggerService, LogLevel } from '@nestjs/common';

/** Where JSON log lines go; one object per line. */
export type LogSink = (line: string) => void;

/**
 * stdout, written in batches: the lines of up to FLUSH_AFTER_MS (or FLUSH_AT_BYTES) go out in one write. stdout is
 * synchronous on pipes and files, and under load one write per event-loop turn (two or three lines each) was still
 * about 5% of the API's CPU, plus a wake-up of whatever reads the pipe (bench/load). Whatever is pending is written on
 * exit, so a shutdown or a fatal error loses nothing; only a SIGKILL can drop the last few milliseconds of lines.
 */
export const FLUSH_AFTER_MS = 20;
export const FLUSH_AT_BYTES = 32 * 1024;
let pending: string[] = [];
let pendingBytes = 0;
let timer: NodeJS.Timeout | undefined;
let flushesOnExit = false;
const flushStdout = (): void => {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0) return;
  const chunk = `${pending.join('\n')}\n`;
  pending = [];
  pendingBytes = 0;
  process.stdout.write(chunk);
};

export const stdoutSink: LogSink = (line) => {
  if (!flushesOnExit) {
    flushesOnExit = true;
    process.on('exit', flushStdout);
  }
  pending.push(line);
  pendingBytes += line.length + 1;
  if (pendingBytes >= FLUSH_AT_BYTES) flushStdout();
  // unref: a pending batch never keeps the process alive; the exit handler writes it.
  else timer ??= setTimeout(flushStdout, FLUSH_AFTER_MS).unref();
};

// Last line of defence for free-text messages (stacks, driver errors): credentials never reach a log line.
const SECRETS: Array<[RegExp, string]> = [
  [/\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [
    /("?(?:password|password_hash|token|token_hash|authorization|cookie|csrftoken|x-csrftoken)"?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;}]+)/gi,
    '$1"[redacted]"',
  ],
  [/\$argon2[a-z]*\$[^\s'"]+/g, '[redacted]'],
];

export function redact(text: string): string {
  return SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Writes one JSON record; free-text fields are scrubbed. */
export function writeLog(sink: LogSink, level: LogLevel, fields: Record<string, unknown>): void {
  const record: Record<string, unknown> = { time: new Date().toISOString(), level, ...fields };
  if (typeof record.msg === 'string') record.msg = redact(record.msg);
  sink(JSON.stringify(record));
}

/** Nest's logger with JSON output: {time, level, context, msg}. */
export class JsonLogger implements LoggerService {
  private readonly enabled: Set<LogLevel>;

  constructor(
    levels: LogLevel[],
    private readonly sink: LogSink = stdoutSink,
  ) {
    this.enabled = new Set(levels);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }
  setLogLevels(levels: LogLevel[]): void {
    this.enabled.clear();
    levels.forEach((level) => this.enabled.add(level));
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (!this.enabled.has(level)) return;
    // Nest passes the context last (and, for errors, a stack before it).
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = rest.find((item): item is string => typeof item === 'string');
    const msg =
      message instanceof Error
        ? (message.stack ?? message.message)
        : typeof message === 'string'
          ? message
          : JSON.stringify(message);
    writeLog(this.sink, level, { context, msg: stack ? `${msg}\n${stack}` : msg });
  }
}
