import {
  API,
  type TOperatorPermission,
  ZChannelCode,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPaymentChannelAdmin,
  ZPaymentChannelCreate,
  ZPaymentChannelUpdate,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CashierServices } from './cashier.plugin.ts';
import { cashierAdminCaller } from './cashier-admin.ts';

const ZChannelParams = ZMerchantParams.extend({ code: ZChannelCode });
const errors = { '4xx': ZErrorBody };

/** Operator calls for a merchant's payment channels (x-admin-key, audited). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ services: CashierServices }> = async (
  app,
  { services },
) => {
  const managed = (request: FastifyRequest, code: string, permission: TOperatorPermission) =>
    cashierAdminCaller(services, request, code, permission);

  app.get(
    API.admin.paymentChannels,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's payment channels, enabled or not, in display order (secrets never shown)",
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZPaymentChannelAdmin)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await managed(request, request.params.merchantCode, 'finance.read');
      return { success: true as const, value: await services.paymentChannels.listForOperator(merchant.id) };
    },
  );

  app.post(
    API.admin.paymentChannels,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a manual bank or payment-gateway channel',
        params: ZMerchantParams,
        body: ZPaymentChannelCreate,
        response: { 200: ZOk(ZPaymentChannelAdmin), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.channels');
      const value = await services.paymentChannels.create(merchant.id, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.patch(
    API.admin.paymentChannel,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Update a channel: name, limits, order, bank details or gateway settings; enabled false disables it',
        params: ZChannelParams,
        body: ZPaymentChannelUpdate,
        response: { 200: ZOk(ZPaymentChannelAdmin), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.channels');
      const value = await services.paymentChannels.update(
        merchant.id,
        request.params.code,
        request.body,
        audit,
      );
      return { success: true as const, value };
    },
  );
};
