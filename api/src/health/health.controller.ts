import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { ShutdownState } from '../common/lifecycle/graceful-shutdown';
import { HealthService } from './health.service';
import { ApiAnswer, ApiErrors } from '../api-docs/responses';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly shutdown: ShutdownState,
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
      'Readiness: the database answers and the process is not shutting down (503 with {error, status} otherwise).',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse & { error?: string }> {
    if (this.shutdown.isDraining) {
      void reply.status(503);
      return { error: 'The API is shutting down.', status: 'unavailable' };
    }
    if (await this.health.databaseUp()) return { status: 'ok', database: 'up' };
    void reply.status(503);
    return { error: 'The database is not reachable.', status: 'unavailable', database: 'down' };
  }
}
