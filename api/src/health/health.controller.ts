import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { ShutdownState } from '../common/lifecycle/graceful-shutdown';
import { ApiAnswer, ApiErrors } from '../api-docs/responses';
import { toReadiness, type ReadinessResponse } from './readiness';
import { RedisHealthIndicator } from './redis.health';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly shutdown: ShutdownState,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiAnswer(200, 'HealthResponse')
  @ApiOperation({ summary: 'Liveness: the process answers.' })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiAnswer(200, 'HealthResponse')
  @ApiErrors(503)
  @ApiOperation({
    summary:
      'Readiness: the database answers and the process is not shutting down (503 with {error, status} ' +
      'otherwise). Redis, when configured, is reported but does not fail readiness: rate limits fall back to memory.',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponse> {
    if (this.shutdown.isDraining) {
      void reply.status(503);
      return { error: 'The API is shutting down.', status: 'unavailable' };
    }
    const [database, redis] = await Promise.all([
      this.check(),
      this.redis.configured ? this.redis.pingCheck('redis') : undefined,
    ]);
    const readiness = toReadiness(database);
    if (readiness.status !== 'ok') void reply.status(503);
    // A replica whose Redis is down still serves every request correctly, so it stays in rotation.
    return redis ? { ...readiness, redis: redis.redis.status === 'up' ? 'up' : 'down' } : readiness;
  }

  /** Terminus answers a failed check by throwing 503 with the same result in its body. */
  private async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { connection: this.dataSource })]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }
}
