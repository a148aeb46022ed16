import { Resvg } from '@resvg/resvg-js';
import { demoMember } from '../seed/demo-member.ts';
import type { AppServices } from '../services.ts';

/** Each demo brand's KYC thresholds and the demo player's own limits (issue 20), in its currency. */
const DEMO_RULES: Record<
  string,
  { player: string; withdrawal: string; deposit: string; limits: [string, string][]; raise: [string, string] }
> = {
  ROYAL: {
    player: 'demoplayer',
    withdrawal: '1000',
    deposit: '5000',
    limits: [
      ['deposit_daily', '2000'],
      ['deposit_weekly', '5000'],
      ['session_daily', '240'],
    ],
    raise: ['loss_daily', '500'],
  },
  LOTUS: {
    player: 'lotusplayer',
    withdrawal: '30000',
    deposit: '150000',
    limits: [
      ['deposit_daily', '50000'],
      ['session_daily', '180'],
    ],
    raise: ['loss_daily', '15000'],
  },
};

/** A demo applicant waiting in each brand's KYC queue, with their (drawn) documents. */
const DEMO_APPLICANTS: Record<string, { username: string; fullName: string; idNumber: string }> = {
  ROYAL: { username: 'newplayer', fullName: 'Alex Morgan', idNumber: 'P4820193' },
  LOTUS: { username: 'lotusnewbie', fullName: 'Somchai Jaidee', idNumber: '1103700123456' },
};

function drawnDocument(kind: 'id_front' | 'selfie', name: string, idNumber: string): string {
  const body =
    kind === 'id_front'
      ? `<rect width="640" height="400" rx="28" fill="#1d3b6f"/><rect x="28" y="28" width="584" height="64" rx="12" fill="#2d5aa8"/>
         <text x="48" y="72" font-size="30" font-family="sans-serif" fill="#fff" font-weight="700">IDENTITY CARD</text>
         <rect x="48" y="124" width="170" height="210" rx="14" fill="#c9d6ec"/><circle cx="133" cy="200" r="46" fill="#7f93b8"/>
         <rect x="78" y="258" width="110" height="60" rx="30" fill="#7f93b8"/>
         <text x="250" y="170" font-size="26" font-family="sans-serif" fill="#fff">${name}</text>
         <text x="250" y="220" font-size="22" font-family="monospace" fill="#c9d6ec">No. ${idNumber}</text>
         <text x="250" y="262" font-size="20" font-family="sans-serif" fill="#c9d6ec">Born 14 Mar 1990</text>`
      : `<rect width="640" height="400" rx="28" fill="#3b2f4f"/><circle cx="320" cy="160" r="90" fill="#e7c9a9"/>
         <rect x="200" y="250" width="240" height="150" rx="80" fill="#6a5acd"/>
         <rect x="380" y="230" width="170" height="110" rx="12" fill="#1d3b6f" stroke="#fff" stroke-width="4"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">${body}</svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng()).toString('base64');
}

/**
 * Seeds what issue 20 shows on the demo brands, once: KYC thresholds, the demo player's limits
 * (one raise still cooling off) and reality check, and an applicant waiting in the KYC queue.
 * Goes through the services the member and operator calls use. Idempotent: a brand that has rules is left alone.
 */
export async function seedDemoRgKyc(services: AppServices, merchantCode: string): Promise<void> {
  const demo = DEMO_RULES[merchantCode];
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!demo || !merchant) return;
  const rules = await services.kyc.rules(merchant.id);
  if (rules.withdrawalThreshold !== null) return;
  const audit = { actor: 'demo-seed' };
  await services.kyc.setRules(
    merchant.id,
    { withdrawalThreshold: demo.withdrawal, depositThreshold: demo.deposit },
    audit,
  );
  const player = await services.membersRepository.findByUsername(merchant.id, demo.player);
  if (player) {
    for (const [kind, value] of demo.limits) {
      await services.rg.setLimit(merchant.id, player.id, { kind: kind as 'deposit_daily', value }, audit);
    }
    const [kind, value] = demo.raise;
    await services.rg.setLimit(merchant.id, player.id, { kind: kind as 'loss_daily', value }, audit);
    await services.rg.setLimit(
      merchant.id,
      player.id,
      { kind: kind as 'loss_daily', value: String(Number(value) * 2) },
      audit,
    );
    await services.rg.setRealityCheck(merchant.id, player.id, { minutes: 30 });
  }
  const applicant = DEMO_APPLICANTS[merchantCode];
  if (!applicant) return;
  const member = await demoMember(services, merchant.id, applicant.username, applicant.fullName);
  await services.kyc.submit(
    merchant.id,
    member.id,
    {
      fullName: applicant.fullName,
      idNumber: applicant.idNumber,
      documents: (['id_front', 'selfie'] as const).map((kind) => ({
        kind,
        fileName: `${kind}.png`,
        contentType: 'image/png',
        data: drawnDocument(kind, applicant.fullName, applicant.idNumber),
      })),
    },
    audit,
  );
}
