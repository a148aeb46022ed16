import type { AppServices } from '../services.ts';

/**
 * Each demo brand's notes on its demo player, as its customer service and risk operators would
 * write them (Lotus Palace's in Thai), so the console's player profile shows a real history.
 * Written once: a brand whose demo player already has notes is left alone.
 */
const DEMO_NOTES: Record<string, { player: string; notes: { by: string; text: string }[] }> = {
  ROYAL: {
    player: 'demoplayer',
    notes: [
      {
        by: 'operator:royal-support',
        text: 'Asked by live chat how the 100% first-deposit bonus wagering works; sent the promotion terms.',
      },
      {
        by: 'operator:royal-risk',
        text: 'Two logins from a new country in one evening; player confirmed by phone they are travelling. No action.',
      },
      {
        by: 'operator:royal-support',
        text: 'Prefers contact by email, not SMS. VIP birthday bonus question answered.',
      },
    ],
  },
  LOTUS: {
    player: 'lotusplayer',
    notes: [
      {
        by: 'operator:lotus-support',
        text: 'ลูกค้าสอบถามเรื่องการถอนเงินผ่านธนาคารกสิกรไทย แจ้งระยะเวลาดำเนินการแล้ว',
      },
      { by: 'operator:lotus-support', text: 'ลูกค้าขอเปลี่ยนเบอร์มือถือ ยืนยันตัวตนด้วยบัตรประชาชนเรียบร้อย' },
    ],
  },
};

/** Seeds the demo notes of one brand (see DEMO_NOTES); a no-op when its player has notes already. */
export async function seedDemoPlayerNotes(services: AppServices, merchantCode: string): Promise<void> {
  const demo = DEMO_NOTES[merchantCode];
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!demo || !merchant) return;
  const player = await services.membersRepository.findByUsername(merchant.id, demo.player);
  if (!player) return;
  if ((await services.console.notes(merchant, player.id, { pageNo: 1, pageSize: 1 })).total > 0) return;
  for (const note of demo.notes)
    await services.console.addNote(merchant, player.id, note.text, { name: note.by });
}
