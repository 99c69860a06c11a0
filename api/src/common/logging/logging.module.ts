import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { REQUEST_LINE_OPTIONS } from './request-line';
import { createRootLogger, type LogOptions } from './root-logger';

/**
 * nestjs-pino: the app's logger (`app.get(Logger)`) and one JSON line per request, through one pino logger. Logs
 * written outside a request go to the logger of the first app created in the process (nestjs-pino keeps it in a
 * module variable), which is why silenced apps leave this module out instead of loading it disabled.
 */
export function loggingModule(options: LogOptions): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      logger: createRootLogger(options),
      ...REQUEST_LINE_OPTIONS,
    },
    // Every path under the global prefix (Nest mounts middleware there), unknown ones (404) and the docs included;
    // '{*path}' is Nest 11's spelling of "everything".
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  });
}
