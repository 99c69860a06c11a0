import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** Seconds; from a cached read (a few ms) to a slow write or a YouTube call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the gauges read of node-postgres's pool (TypeORM's PostgreSQL driver holds it as `master`, typed `any`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

type RequestChild = { requests: { inc(): void }; latency: { observe(seconds: number): void } };

/**
 * The API's Prometheus metrics, in a registry of this app's own (tests run several apps in one process): requests and
 * latency by route and status, rate-limit refusals by policy, database pool use, and Node's process metrics.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (the pattern, not the path) and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request line to the end of the response, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by an abuse limit, by policy.',
    labelNames: ['policy'] as const,
    registers: [this.registry],
  });
  /** Label lookups hash their values; one child per (method, route, status) is found by a plain string key instead. */
  private readonly children = new Map<string, RequestChild>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    const pool = poolOf(dataSource);
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state (PostgreSQL pool; SQLite is one connection, always reported as in use).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (!pool) return void this.set({ state: 'total' }, 1);
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the pool opens.',
      registers: [this.registry],
      collect() {
        this.set(pool?.options?.max ?? 1);
      },
    });
  }

  /** One answered request; `route` is the matched pattern, or "unmatched" (a path per 404 would be unbounded). */
  recordRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = this.children.get(key);
    if (!child) {
      const labels = { method, route: route ?? 'unmatched', status_code: String(status) };
      child = { requests: this.requests.labels(labels), latency: this.latency.labels(labels) };
      this.children.set(key, child);
    }
    child.requests.inc();
    child.latency.observe(seconds);
  }

  recordRefusal(policy: string): void {
    this.refusals.inc({ policy });
  }
}

/** The PostgreSQL pool, or null on SQLite (one connection, no pool). */
function poolOf(dataSource: DataSource): PgPool | null {
  const driver = dataSource.driver;
  return driver instanceof PostgresDriver ? ((driver.master as PgPool | undefined) ?? null) : null;
}
