import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { PgBossJobs } from '../jobs/jobs.service.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import type { Realtime } from './realtime.module.ts';
import { installRealtime, realtimeRoutes } from './realtime.routes.ts';

/** What real time needs: its bus and hub, the job queue it starts and stops with, sessions for sockets. */
export interface RealtimeServices extends PlayerScopeServices {
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
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(realtimeRoutes, { services });
    });
  },
  { name: 'realtime' },
);
