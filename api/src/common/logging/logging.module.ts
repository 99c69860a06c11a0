import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * nestjs-pino: the app's logger (`app.get(Logger)`, `PinoLogger`) on the app's one pino logger. Its per-request
 * middleware is left out (no routes): the request line is a Fastify hook on the same logger (registerRequestLine).
 * Logs written outside a request go to the logger of the first app created in the process (nestjs-pino keeps it in a
 * module variable), which is why silenced apps leave this module out instead of loading it disabled.
 */
export function loggingModule(logger: Logger): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] });
}
