import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppEnv } from '../config/env.validation';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppEnv, true>) => ({
        ...dataSourceOptions(config.get('DATABASE_URL', { infer: true })),
        // Fail fast at start instead of TypeORM's default of retrying for ~30 s.
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
