export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database?: 'up' | 'down';
  /** Only when the API is configured with Redis. */
  redis?: 'up' | 'down';
}
