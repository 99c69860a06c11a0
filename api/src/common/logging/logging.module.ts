import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { REQUEST_LINE_OPTIONS } from './request-line';
import { createRootLogger, type LogOptions } from './root-logger';

/** nestjs-pino: the app's logger (`app.get(Logger)`) and one JSON line per request, through one pino logger. */
export function loggingModule(options: LogOptions): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      logger: createRootLogger(options),
      ...REQUEST_LINE_OPTIONS,
      // Silenced apps skip the per-response listeners as well as the output.
      autoLogging: options.levels !== false,
    },
    // Every path, including unknown ones (404) and the docs; '{*path}' is the route syntax of Nest 11.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  });
}
