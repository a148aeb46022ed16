import { timingSafeEqual } from 'node:crypto';
import { API } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../http/app-error.ts';
import type { AppServices } from '../services.ts';
import { isReplayed } from '../vendor-wallet/replayed-answer.ts';
import { healthRoutes } from './health.routes.ts';

export interface MetricsOptions {
  services: Pick<AppServices, 'database' | 'jobs' | 'startup'>;
  /** Bearer token that may read /metrics; unset: only direct (not proxied) loopback clients may. */
  token?: string | undefined;
}

/** Route label of a request that matched no route: raw URLs never become labels. */
const UNMATCHED = 'unmatched';

/** The vendor wallet routes (patterns) and the call kind each one is. */
const WALLET_KINDS = new Map<string, string>(
  Object.entries(API.vendorWallet).map(([kind, url]) => [url, kind] as const),
);

/**
 * Operations: `/healthz`, `/readyz` and `/metrics` (Prometheus text format, prom-client) with
 * request counts and latencies per route pattern, vendor wallet calls by kind and outcome, job
 * queue depth and database pool use. One registry per app, so several apps in one process (tests)
 * never share counters.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { services, token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const walletCalls = new Counter({
      name: 'croupier_wallet_calls_total',
      help:
        'Vendor wallet calls by kind (balance, bet, win, rollback) and outcome (ok; replayed: a known ' +
        'transaction id answered from storage; or the error code)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'croupier_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting = callers queued for one); PostgreSQL only',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = services.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'croupier_job_queue_depth',
      help: 'Jobs per queue that wait to run (created, retry) or are running (active)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const depths = await services.jobs.queueDepth().catch((err: unknown) => {
          app.log.warn({ err }, 'metrics: job queue depth not readable');
          return [];
        });
        for (const { queue, state, count } of depths) this.set({ queue, state }, count);
      },
    });

    // A replayed answer (marked by the wallet service) before it is serialised; the error code of a
    // refused wallet call, read from the answer the error handler wrote.
    const walletOutcomes = new WeakMap<FastifyRequest, string>();
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (!WALLET_KINDS.has(request.routeOptions.url ?? '')) return payload;
      if (isReplayed((payload as { value?: unknown } | null)?.value)) walletOutcomes.set(request, 'replayed');
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!WALLET_KINDS.has(request.routeOptions.url ?? '')) return payload;
      if (reply.statusCode === 200) {
        if (!walletOutcomes.has(request)) walletOutcomes.set(request, 'ok');
      } else if (typeof payload === 'string')
        walletOutcomes.set(request, /"code":"([A-Z_]{1,64})"/.exec(payload)?.[1]?.toLowerCase() ?? 'error');
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      const kind = WALLET_KINDS.get(route);
      if (kind) walletCalls.inc({ kind, outcome: walletOutcomes.get(request) ?? 'error' });
    });

    const isAllowed = allowedReader(token);
    app.get(API.metrics, { schema: { hide: true } }, async (request, reply) => {
      if (!isAllowed(request)) throw new AppError(token ? 'UNAUTHORIZED' : 'FORBIDDEN');
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });

    await app.register(healthRoutes, { services });
  },
  { name: 'croupier-metrics', fastify: '5.x' },
);

/**
 * Who may read /metrics: with a token, a request bearing it; without one, a client on the
 * loopback interface that came directly, not through a proxy that added X-Forwarded-For.
 */
function allowedReader(token: string | undefined): (request: FastifyRequest) => boolean {
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    return (request) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
  }
  return (request) => {
    const remote = request.socket.remoteAddress;
    if (!remote || request.headers['x-forwarded-for'] !== undefined) return false;
    try {
      const address = ipaddr.process(remote);
      return address.range() === 'loopback';
    } catch {
      return false;
    }
  };
}
