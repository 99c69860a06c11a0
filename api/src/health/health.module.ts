import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { ShutdownState } from '../common/lifecycle/graceful-shutdown';
import { HealthController } from './health.controller';
import { RedisHealthIndicator } from './redis.health';

@Module({
  // Readiness answers in the API's own shape and a failing check is not an error worth a log line.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [RedisHealthIndicator, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
