import { API } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppServices } from '../services.ts';

/**
 * `/healthz` (liveness: the process serves HTTP; never touches the database, so a slow database
 * does not get live processes restarted) and `/readyz` (readiness: the database answers and the
 * process is neither still starting its in-process vendors nor shutting down, so a load balancer
 * sends it work only once its games can launch and stops before it closes).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  services: Pick<AppServices, 'database' | 'startup'>;
}> = async (app, { services }) => {
  let isShuttingDown = false;
  app.addHook('preClose', async () => {
    isShuttingDown = true;
  });

  app.get(
    API.health,
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    API.ready,
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers and the process is neither starting nor shutting down',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({
            status: z.literal('unavailable'),
            reason: z.enum(['database', 'starting', 'shutting down']),
          }),
        },
      },
    },
    async (request, reply) => {
      if (isShuttingDown) return reply.status(503).send({ status: 'unavailable', reason: 'shutting down' });
      if (services.startup.isStarting)
        return reply.status(503).send({ status: 'unavailable', reason: 'starting' });
      try {
        await sql`select 1`.execute(services.database.db);
        return { status: 'ready' as const, database: services.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable', reason: 'database' });
      }
    },
  );
};
