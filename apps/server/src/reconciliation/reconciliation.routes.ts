import {
  RECONCILIATION_API,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZReconciliationDifferencesPage,
  ZReconciliationDifferencesQuery,
  ZReconciliationRun,
  ZReconciliationRunParams,
  ZReconciliationRunsPage,
  ZReconciliationRunsQuery,
  ZReconciliationStart,
  ZReconciliationVendors,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import type { ReconciliationServices } from './reconciliation.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/**
 * Per-vendor reconciliation in the console: reading and running need `finance.read` (a run reads
 * both sides and writes only its own record, audited).
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ services: ReconciliationServices }> = async (
  app,
  { services },
) => {
  const { reconciliation } = services;

  app.get(
    RECONCILIATION_API.vendors,
    {
      schema: {
        tags: ['admin'],
        summary:
          "The vendor codes the merchant is connected to, which can be reconciled, and the merchant's today",
        params: ZMerchantParams,
        response: { 200: ZOk(ZReconciliationVendors), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'finance.read',
      );
      return {
        success: true as const,
        value: { vendors: await reconciliation.vendors(merchant), today: reconciliation.today(merchant) },
      };
    },
  );

  app.get(
    RECONCILIATION_API.runs,
    {
      schema: {
        tags: ['admin'],
        summary: 'Past reconciliation runs, newest first',
        params: ZMerchantParams,
        querystring: ZReconciliationRunsQuery,
        response: { 200: ZOk(ZReconciliationRunsPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'finance.read',
      );
      return { success: true as const, value: await reconciliation.runs(merchant, request.query) };
    },
  );

  app.post(
    RECONCILIATION_API.runs,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reconcile a vendor code's day (merchant time zone) now: the vendor's calls against the ledger (audited)",
        params: ZMerchantParams,
        body: ZReconciliationStart,
        response: { 200: ZOk(ZReconciliationRun), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'finance.read',
      );
      return { success: true as const, value: await reconciliation.start(merchant, request.body, actor) };
    },
  );

  app.get(
    RECONCILIATION_API.run,
    {
      schema: {
        tags: ['admin'],
        summary: 'One reconciliation run with both sides’ totals',
        params: ZReconciliationRunParams,
        response: { 200: ZOk(ZReconciliationRun), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'finance.read',
      );
      return { success: true as const, value: await reconciliation.run(merchant, BigInt(request.params.id)) };
    },
  );

  app.get(
    RECONCILIATION_API.differences,
    {
      schema: {
        tags: ['admin'],
        summary: "A reconciliation run's differences, in the order found",
        params: ZReconciliationRunParams,
        querystring: ZReconciliationDifferencesQuery,
        response: { 200: ZOk(ZReconciliationDifferencesPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'finance.read',
      );
      return {
        success: true as const,
        value: await reconciliation.differences(merchant, BigInt(request.params.id), request.query),
      };
    },
  );
};
