import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ShutdownState } from '../common/lifecycle/graceful-shutdown';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
