import fp from 'fastify-plugin';
import { adminRoutes } from './admin.routes.ts';
import type { AdminGuardServices } from './admin-guard.ts';

/** The operator API's own calls: merchants and their keys (every admin call checks its key through admin-guard.ts). */
export const adminPlugin = fp<{ services: AdminGuardServices }>(
  async (app, { services }) => {
    await app.register(adminRoutes, { services });
  },
  { name: 'admin', dependencies: ['@fastify/swagger'] },
);
