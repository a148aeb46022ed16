import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsCn: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: '最新开奖',
  lead: '每款游戏最新一期的开奖结果。每期都公布其种子，任何人都可以验证。',
  draw: '第 {{issue}} 期',
  drawnAt: '开奖时间 {{time}}',
  allPrizes: '全部奖级和历史',
  hide: '收起',
  history: '往期开奖',
  verify: '在浏览器中验证',
  verified: '验证通过：种子与开奖前公布的哈希一致，所有号码均由其生成。',
  seedOnly: '验证通过：种子与开奖前公布的哈希一致。',
  mismatch: '此结果与其种子不符，请联系客服。',
  noSeed: '开奖公布后将揭示种子。',
  seed: '种子',
  seedHash: '种子哈希（开奖前公布）',
  empty: '尚未公布开奖结果。首期开奖后将在此显示。',
  failed: '暂时无法加载开奖结果。',
  play: '投注',
  prizeTiers: '奖级',
};
