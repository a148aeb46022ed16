import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

/** What the reconciliation routes call. */
export interface ReconciliationServices extends AdminGuardServices {
  reconciliation: ReconciliationService;
}

/** The console's per-vendor reconciliation (operator routes only). */
export const reconciliationPlugin = fp<{ services: ReconciliationServices }>(
  async (app, { services }) => {
    await app.register(reconciliationRoutes, { services });
  },
  { name: 'reconciliation', dependencies: ['@fastify/swagger'] },
);
