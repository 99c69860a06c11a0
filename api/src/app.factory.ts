import { Logger, type LogLevel } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoBackedLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { BODY_LIMIT, configureFastify } from './common/http/fastify-setup';
import { registerRequestIdHeader, requestIdFor } from './common/http/request-id';
import { registerSecurityHeaders } from './common/http/security-headers';
import { loggingModule } from './common/logging/logging.module';
import { registerRequestLine } from './common/logging/request-line';
import { createRootLogger, DEFAULT_LOG_LEVELS, type LogSink } from './common/logging/root-logger';
import { ApiValidationPipe } from './common/pipes/validation.pipe';
import { ANY_ORIGIN, validateEnv, type AppEnv } from './config/env.validation';
import { seedDemoData } from './database/seed/demo-seed';
import { Metrics } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics-route';
import { setUpOpenApi } from './openapi';

export interface CreateAppOptions {
  /** Overrides of process.env, validated the same way. */
  env?: Record<string, string | undefined>;
  /** Levels of the JSON logs (Nest's and one line per request); false silences both (the tests). */
  logger?: false | LogLevel[];
  /** Where JSON log lines go; stdout unless given. */
  logSink?: LogSink;
}

/** The real application (Fastify, prefix /api, guards, filter, docs); main.ts and the tests both use it. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Fastify needs trustProxy before Nest's ConfigModule exists; parsed by the same schema, so it fails the same way.
  // A hop count, never `true`: trusting every hop would take the left-most X-Forwarded-For, which the client writes.
  const { TRUST_PROXY_HOPS: hops } = validateEnv({ ...process.env, ...options.env });
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: hops > 0 ? hops : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: requestIdFor,
    // No Nest middleware runs here (the request line is a Fastify hook, nestjs-pino's middleware has no routes), so
    // @fastify/middie's per-request pass over an empty middleware list is left out.
    skipMiddie: true,
  });
  const rootLogger =
    options.logger === false
      ? undefined
      : createRootLogger({ levels: options.logger ?? DEFAULT_LOG_LEVELS, sink: options.logSink });
  const logging = rootLogger && loggingModule(rootLogger);
  const appModule = await AppModule.register(options.env, logging);
  const app = await NestFactory.create<NestFastifyApplication>(appModule, adapter, {
    ...(logging ? { bufferLogs: true } : { logger: false }),
    abortOnError: false,
  });
  if (logging) {
    app.useLogger(app.get(PinoBackedLogger));
    // Nest writes what it buffered at listen(); the tests never listen.
    app.flushLogs();
  }
  const config = app.get<ConfigService<AppEnv, true>>(ConfigService);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ApiValidationPipe());
  const origins = config.get('CORS_ORIGINS', { infer: true });
  if (origins.length > 0) app.enableCors({ origin: origins.includes(ANY_ORIGIN) ? true : origins, credentials: true });
  const fastify = app.getHttpAdapter().getInstance();
  configureFastify(fastify);
  registerSecurityHeaders(app);
  registerRequestIdHeader(fastify);
  if (rootLogger) registerRequestLine(fastify, rootLogger);
  registerMetrics(fastify, app.get(Metrics));
  await setUpOpenApi(app);
  await app.init();

  if (config.get('DEMO_SEED', { infer: true })) {
    const lines = await seedDemoData(app.get(DataSource));
    const logger = new Logger('DemoSeed');
    lines.forEach((line) => logger.log(line));
  }
  return app;
}
