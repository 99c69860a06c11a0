import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppEnv } from '../config/env.validation';
import { dataSourceOptions } from './data-source-options';
import { migratesAtStart, prepareSchemaAtStart } from './migrate';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppEnv, true>) => ({
        ...dataSourceOptions(config.get('DATABASE_URL', { infer: true })),
        // Fail fast at start instead of TypeORM's default of retrying for ~30 s.
        retryAttempts: 0,
        migrate: migratesAtStart({
          NODE_ENV: config.get('NODE_ENV', { infer: true }),
          DATABASE_URL: config.get('DATABASE_URL', { infer: true }),
        }),
      }),
      dataSourceFactory: async (options) => {
        const { migrate, ...connection } = options as typeof options & { migrate: boolean };
        const dataSource = await new DataSource(connection).initialize();
        try {
          await prepareSchemaAtStart(dataSource, migrate);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
