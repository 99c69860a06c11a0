import { API_HELMET_OPTIONS, helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it("captures helmet's header set for the API's options, once", () => {
    expect(Object.fromEntries(helmetHeaders(API_HELMET_OPTIONS))).toEqual({
      'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-DNS-Prefetch-Control': 'off',
      'X-Download-Options': 'noopen',
      'X-Frame-Options': 'DENY',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-XSS-Protection': '0',
    });
  });

  it('follows the options it is given', () => {
    const headers = new Map(helmetHeaders({ frameguard: { action: 'sameorigin' }, hsts: false }));
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
  });
});
