// /api/* forwarded to the API, streamed both ways (never buffered), so the browser talks to one origin
// and cookies and CSRF stay simple. Several upstreams (API_URL=a,b) take requests in turn.
import fastifyHttpProxy from '@fastify/http-proxy';

const UNREACHABLE = 'The server is not reachable right now. Please try again in a moment.';
const NOT_AN_API_PATH = 'This address is not part of the API.';

/**
 * X-Forwarded-For as the API must see it: the right-most `hops` entries (written by the proxies in front of this
 * server, which each append the address they were connected from), then the address of this connection. Anything
 * further left was written by the client and is dropped, so the API, trusting exactly the hops in front of it, reads
 * the address the outermost proxy saw.
 */
export function forwardedFor(header, remoteAddress, hops) {
  const written =
    hops > 0 && header
      ? String(header)
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : [];
  return [...written.slice(-hops), remoteAddress].join(', ');
}

/**
 * A path that leaves /api once resolved (`/api/../metrics`, also percent-encoded or with backslashes): refused, so
 * nothing outside /api (the API's /metrics) is ever reachable through this server, whatever the upstream makes of it.
 */
export function leavesApi(url) {
  const path = url.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /(^|[/\\])\.\.?([/\\]|$)/.test(decoded);
}

export async function apiProxy(server, { apiUrls, apiConnections, trustProxyHops }) {
  let turn = 0;
  const nextUpstream = () => apiUrls[turn++ % apiUrls.length];
  const behindProxies = trustProxyHops > 0;
  await server.register(fastifyHttpProxy, {
    // One upstream gets a single undici pool; several get one pool each, behind one agent.
    upstream: apiUrls.length === 1 ? apiUrls[0] : '',
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: (request, reply, done) => {
      if (leavesApi(request.url)) return void reply.code(400).type('application/json').send({ error: NOT_AN_API_PATH });
      done();
    },
    // One keep-alive pool per upstream, wide enough for every connection a browser or the load bench opens.
    undici: { connections: apiConnections, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 },
    replyOptions: {
      ...(apiUrls.length > 1 ? { getUpstream: nextUpstream } : {}),
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': forwardedFor(headers['x-forwarded-for'], request.socket.remoteAddress, trustProxyHops),
        // Host names the upstream (an https API may be one of many on its address); the API builds its links from
        // these when it trusts this server (TRUST_PROXY_HOPS). A client's own X-Forwarded-* count only when a proxy
        // in front of this server wrote them.
        'x-forwarded-host': (behindProxies && request.headers['x-forwarded-host']) || request.headers.host,
        'x-forwarded-proto': (behindProxies && headers['x-forwarded-proto']) || request.protocol,
      }),
      onError: (reply, { error }) => {
        if (reply.sent) return reply.raw.destroy(error);
        return reply.code(502).type('application/json').send({ error: UNREACHABLE });
      },
    },
  });
}
