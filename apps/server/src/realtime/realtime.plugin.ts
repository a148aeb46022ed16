import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { PgBossJobs } from '../jobs/jobs.service.ts';
import { resolveMerchantPerRequest } from '../merchants/merchant-context.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import type { Realtime } from './realtime.module.ts';
import { installRealtime, realtimeRoutes } from './realtime.routes.ts';

/** What real time needs: its bus and hub, the job queue it starts and stops with, sessions for sockets. */
export interface RealtimeServices {
  merchants: MerchantsService;
  sessions: SessionsService;
  realtime: Realtime;
  jobs: PgBossJobs;
}

/**
 * Infrastructure: the WebSocket server and the process's event bus and job queue lifecycle
 * (listening when the app is ready, flushed and stopped when it closes), and the players' socket.
 */
export const realtimePlugin = fp<{ services: RealtimeServices }>(
  async (app, { services }) => {
    await installRealtime(app, services);
    await app.register(async (merchantScope) => {
      resolveMerchantPerRequest(merchantScope, services.merchants);
      await merchantScope.register(realtimeRoutes, { services });
    });
  },
  { name: 'realtime' },
);
