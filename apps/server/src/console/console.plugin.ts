import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { consoleRoutes } from './console.routes.ts';
import type { ConsoleService } from './console.service.ts';

/** What the back office's player and dashboard calls use. */
export interface ConsoleServices extends AdminGuardServices {
  console: ConsoleService;
}

/** The operator console's player look-up, player locks and dashboard. */
export const consolePlugin = fp<{ services: ConsoleServices }>(
  async (app, { services }) => {
    await app.register(consoleRoutes, { services });
  },
  { name: 'console', dependencies: ['@fastify/swagger'] },
);
