import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * `GET /metrics` (Prometheus text format) and the hook that counts every response. Outside the /api prefix on
 * purpose: the web server forwards only /api/* (and refuses paths that resolve outside it), so the metrics are seen
 * by whoever reaches the API's own port (Prometheus in the cluster), never through the public site.
 */
export function registerMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  fastify.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
