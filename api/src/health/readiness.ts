import type { HealthCheckResult } from '@nestjs/terminus';
import type { HealthResponse } from '@physio/contracts';

export type ReadinessResponse = HealthResponse & { error?: string };

const UNREACHABLE: Record<string, string> = {
  database: 'The database is not reachable.',
};

/** Terminus's result in the API's own shape: `{status, database}`, plus `error` naming what is down. */
export function toReadiness(result: HealthCheckResult): ReadinessResponse {
  const details = Object.entries(result.details).map(([name, { status }]) => [name, status === 'up' ? 'up' : 'down']);
  const down = details
    .filter(([, status]) => status === 'down')
    .map(([name]) => UNREACHABLE[name] ?? `${name} is down.`);
  return {
    ...(down.length > 0 ? { error: down.join(' '), status: 'unavailable' } : { status: 'ok' }),
    ...Object.fromEntries(details),
  };
}
