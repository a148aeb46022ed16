import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsJa: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: '最新の抽選結果',
  lead: '各ゲームの最新回です。結果には抽選に使ったシードが付いているので、誰でも確認できます。',
  draw: '第{{issue}}回',
  drawnAt: '抽選日時 {{time}}',
  allPrizes: '全賞と履歴',
  hide: '詳細を閉じる',
  history: '過去の抽選',
  verify: 'ブラウザで検証',
  verified: '検証済み：シードは抽選前に公開されたハッシュと一致し、すべての番号がそこから導かれています。',
  seedOnly: '検証済み：シードは抽選前に公開されたハッシュと一致しています。',
  mismatch: 'この結果はシードと一致しません。サポートにお問い合わせください。',
  noSeed: 'シードは抽選結果の公開後に明かされます。',
  seed: 'シード',
  seedHash: 'シードのハッシュ（抽選前に公開）',
  empty: 'まだ抽選結果は公開されていません。最初の抽選後にここに表示されます。',
  failed: '現在、結果を読み込めません。',
  play: 'プレイ',
  prizeTiers: '賞の等級',
};
