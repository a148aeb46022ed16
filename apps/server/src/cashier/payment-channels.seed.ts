import type { TBankDetails } from '@croupier/contracts';
import { deriveSandboxMerchantSecret } from '@croupier/sandbox-gateway';
import type { AppServices } from '../services.ts';

/** Where the demo's sandbox gateway runs and the master secret its merchant secrets derive from. */
export interface DemoSandbox {
  url: string;
  masterSecret: string;
}

const DEMO_BANKS: Record<string, TBankDetails> = {
  ROYAL: {
    bankName: 'First Royal Bank',
    accountName: 'Royal Flush Casino Ltd',
    accountNumber: '6201 4478 9012',
    branch: 'Singapore Main',
  },
  LOTUS: {
    bankName: 'Siam Lotus Bank',
    accountName: 'Lotus Palace Co., Ltd.',
    accountNumber: '123-4-56789-0',
    branch: 'Bangkok Silom',
  },
};

const SANDBOX_LIMITS: Record<string, { min: string; max: string }> = {
  ROYAL: { min: '10', max: '20000' },
  LOTUS: { min: '100', max: '200000' },
};

/**
 * Each demo brand's local channel beside Sandbox Pay (issue #24): Lotus Palace (THB) takes Thai
 * PromptPay QR to its registered PromptPay id, Royal (USD) an e-wallet; each with its own limits.
 */
const LOCAL_CHANNELS: Record<
  string,
  {
    code: string;
    name: string;
    method: 'promptpay' | 'vietqr' | 'ewallet';
    min: string;
    max: string;
    payee?: { account: string; bank?: string; name: string };
  }
> = {
  LOTUS: {
    code: 'PROMPTPAY',
    name: 'PromptPay QR',
    method: 'promptpay',
    min: '50',
    max: '50000',
    payee: { account: '0105561234567', name: 'LOTUS PALACE CO LTD' },
  },
  ROYAL: { code: 'EWALLET', name: 'Royal e-Wallet', method: 'ewallet', min: '5', max: '5000' },
};

/**
 * Gives a demo merchant a manual bank channel with bank details and, when a sandbox gateway runs,
 * a `SANDBOX` gateway channel pointing at it. Idempotent: existing channels keep the operator's
 * changes, except that the sandbox channel follows the sandbox's current URL and secret.
 */
export async function seedDemoPaymentChannels(
  services: AppServices,
  merchantCode: string,
  sandbox: DemoSandbox | undefined,
): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) return;
  const audit = { actor: 'demo-seed' };
  const channels = await services.paymentChannels.listForOperator(merchant.id);
  const bank = channels.find((channel) => channel.code === 'BANK');
  const details = DEMO_BANKS[merchantCode];
  if (bank && !bank.bankDetails && details) {
    await services.paymentChannels.update(merchant.id, 'BANK', { bankDetails: details, sortOrder: 1 }, audit);
  }
  if (!sandbox) return;
  const gatewayMerchantId = `croupier-${merchantCode.toLowerCase()}`;
  const gateway = {
    gatewayCode: 'SANDBOX' as const,
    merchantId: gatewayMerchantId,
    secret: deriveSandboxMerchantSecret(sandbox.masterSecret, gatewayMerchantId),
    pageUrl: sandbox.url,
  };
  const existing = channels.find((channel) => channel.code === 'SANDBOX');
  if (!existing) {
    const limits = SANDBOX_LIMITS[merchantCode] ?? { min: '10', max: '20000' };
    await services.paymentChannels.create(
      merchant.id,
      {
        code: 'SANDBOX',
        kind: 'gateway',
        name: 'Sandbox Pay',
        minAmount: limits.min,
        maxAmount: limits.max,
        sortOrder: 0,
        gateway,
      },
      audit,
    );
  } else if (
    existing.gateway?.pageUrl !== sandbox.url &&
    existing.gateway?.merchantId === gatewayMerchantId
  ) {
    await services.paymentChannels.update(merchant.id, 'SANDBOX', { gateway }, audit);
  }

  const local = LOCAL_CHANNELS[merchantCode];
  if (!local) return;
  const localGateway = {
    ...gateway,
    method: local.method,
    ...(local.payee ? { payee: local.payee } : {}),
  };
  const current = channels.find((channel) => channel.code === local.code);
  if (!current) {
    await services.paymentChannels.create(
      merchant.id,
      {
        code: local.code,
        kind: 'gateway',
        name: local.name,
        minAmount: local.min,
        maxAmount: local.max,
        sortOrder: 0,
        gateway: localGateway,
      },
      audit,
    );
  } else if (current.gateway?.pageUrl !== sandbox.url && current.gateway?.merchantId === gatewayMerchantId) {
    await services.paymentChannels.update(merchant.id, local.code, { gateway: localGateway }, audit);
  }
}
