import http from 'node:http';

/** Forwards /api/* to the API so the browser talks to one origin (cookies and CSRF stay simple). */
export function proxyTo(target) {
  const base = new URL(target);
  return function proxy(req, res) {
    const upstream = http.request(
      {
        hostname: base.hostname,
        port: base.port || 80,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: base.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'The server is not reachable right now. Please try again in a moment.' }));
    });
    req.pipe(upstream);
  };
}
