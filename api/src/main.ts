import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createApp } from './app.factory';
import type { AppEnv } from './config/env.validation';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<AppEnv, true>>(ConfigService);
  const port = config.get('PORT', { infer: true });
  const host = config.get('HOST', { infer: true });
  await app.listen(port, host);
  new Logger('Bootstrap').log(`API listening on http://${host}:${port}/api (docs at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  // Configuration and database problems end start-up with the message only; it names what to fix.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
