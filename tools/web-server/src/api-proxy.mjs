// /api/* forwarded to the API, streamed both ways (never buffered), so the browser talks to one origin
// and cookies and CSRF stay simple. Several upstreams (API_URL=a,b) take requests in turn.
import fastifyHttpProxy from '@fastify/http-proxy';

const UNREACHABLE = 'The server is not reachable right now. Please try again in a moment.';

export async function apiProxy(server, { apiUrls, apiConnections }) {
  let turn = 0;
  const nextUpstream = () => apiUrls[turn++ % apiUrls.length];
  await server.register(fastifyHttpProxy, {
    // One upstream gets a single undici pool; several get one pool each, behind one agent.
    upstream: apiUrls.length === 1 ? apiUrls[0] : '',
    prefix: '/api',
    rewritePrefix: '/api',
    // One keep-alive pool per upstream, wide enough for every connection a browser or the load bench opens.
    undici: { connections: apiConnections, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 },
    replyOptions: {
      ...(apiUrls.length > 1 ? { getUpstream: nextUpstream } : {}),
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.ip}` : request.ip,
        // Host names the upstream (an https API may be one of many on its address); the API builds its
        // links from these when it trusts the proxy (TRUST_PROXY).
        'x-forwarded-host': request.headers['x-forwarded-host'] ?? request.headers.host,
        'x-forwarded-proto': headers['x-forwarded-proto'] ?? request.protocol,
      }),
      onError: (reply, { error }) => {
        if (reply.sent) return reply.raw.destroy(error);
        return reply.code(502).type('application/json').send({ error: UNREACHABLE });
      },
    },
  });
}
