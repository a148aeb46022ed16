import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { agentsAdminRoutes, agentsRoutes } from './agents.routes.ts';
import type { AgentsService } from './agents.service.ts';
import type { ContractsService } from './contracts.service.ts';
import type { SettlementService } from './settlement.service.ts';

/** What the agent center's routes call. */
export interface AgentsServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  agents: AgentsService;
  contracts: ContractsService;
  settlement: SettlementService;
}

/** The agent center: team, reports, contracts and income (per merchant host), and the operator's settlement calls. */
export const agentsPlugin = fp<{ services: AgentsServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(agentsRoutes, { services });
    });
    await app.register(agentsAdminRoutes, { services });
  },
  { name: 'agents', dependencies: ['@fastify/swagger'] },
);
