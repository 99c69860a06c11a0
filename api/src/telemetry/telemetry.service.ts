import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { Metrics } from '../metrics/metrics';
import type { RemoteLoadsDto } from './dto/remote-loads.dto';

/**
 * The shell's reports of how each remote loaded, counted in /metrics by remote, version and outcome (a team reads
 * its new version's failure rate there before raising its weight). Nothing is stored and nothing names the
 * visitor; the address only keys the rate limit.
 */
@Injectable()
export class TelemetryService {
  constructor(
    private readonly metrics: Metrics,
    private readonly limiter: RateLimiter,
  ) {}

  async recordRemoteLoads(dto: RemoteLoadsDto, clientIp: string): Promise<void> {
    await this.limiter.hit('remoteLoads', clientIp);
    for (const load of dto.loads)
      this.metrics.recordRemoteLoad(load.remote, load.version, load.outcome, load.durationMs);
  }
}
