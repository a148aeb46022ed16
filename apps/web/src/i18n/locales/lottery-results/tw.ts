import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsTw: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: '最新開獎結果',
  lead: '每款遊戲的最新一期。每個結果都附上開獎所用的種子，任何人都能查驗。',
  draw: '第 {{issue}} 期',
  drawnAt: '開獎時間 {{time}}',
  allPrizes: '所有獎項與歷史',
  hide: '收起詳情',
  history: '往期開獎',
  verify: '在我的瀏覽器中驗證',
  verified: '已驗證：種子與開獎前公布的雜湊值相符，且每個號碼都由它產生。',
  seedOnly: '已驗證：種子與開獎前公布的雜湊值相符。',
  mismatch: '此結果與其種子不符，請聯絡客服。',
  noSeed: '開獎結果公布後才會揭示種子。',
  seed: '種子',
  seedHash: '種子雜湊值（開獎前公布）',
  empty: '尚未公布任何開獎。首次開獎後結果會顯示在這裡。',
  failed: '目前無法載入開獎結果。',
  play: '投注',
  prizeTiers: '獎項等級',
};
