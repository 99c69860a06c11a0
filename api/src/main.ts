import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createApp } from './app.factory';
import { createShutdown } from './common/lifecycle/graceful-shutdown';
import { warmUpDetection } from './detection/engine';
import type { AppEnv } from './config/env.validation';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<AppEnv, true>>(ConfigService);
  const port = config.get('PORT', { infer: true });
  const host = config.get('HOST', { infer: true });
  // Not Nest's enableShutdownHooks: it re-raises the signal after closing, so the exit code would be 143, not 0.
  const logger = new Logger('Shutdown');
  const shutdown = createShutdown(app, {
    exit: (code) => process.exit(code),
    onError: (error) => logger.error(error instanceof Error ? error.message : String(error)),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal}: readiness is 503; finishing in-flight requests, then closing.`);
      void shutdown(signal);
    });
  }
  await app.listen(port, host);
  const address = app.getHttpServer().address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  new Logger('Bootstrap').log(`API listening on http://${host}:${actualPort}/api (docs at /api/docs)`);
  // After listening, so readiness is not held up; before any therapist's first Detect Exercises.
  setImmediate(warmUpDetection);
}

bootstrap().catch((error: unknown) => {
  // Configuration and database problems end start-up with the message only; it names what to fix.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
