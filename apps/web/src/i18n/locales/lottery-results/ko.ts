import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsKo: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: '최신 당첨 결과',
  lead: '모든 게임의 최신 회차입니다. 결과마다 추첨에 쓰인 시드가 함께 있어 누구나 확인할 수 있습니다.',
  draw: '{{issue}}회차',
  drawnAt: '추첨 {{time}}',
  allPrizes: '전체 당첨 등급과 기록',
  hide: '자세히 닫기',
  history: '이전 회차',
  verify: '내 브라우저에서 검증',
  verified: '검증됨: 시드가 추첨 전에 공개된 해시와 일치하며 모든 번호가 이 시드에서 나왔습니다.',
  seedOnly: '검증됨: 시드가 추첨 전에 공개된 해시와 일치합니다.',
  mismatch: '이 결과는 시드와 일치하지 않습니다. 고객센터에 문의해 주세요.',
  noSeed: '시드는 추첨 결과가 공개된 후 공개됩니다.',
  seed: '시드',
  seedHash: '시드 해시(추첨 전 공개)',
  empty: '아직 공개된 추첨이 없습니다. 첫 추첨 후 여기에 결과가 표시됩니다.',
  failed: '지금은 결과를 불러올 수 없습니다.',
  play: '플레이',
  prizeTiers: '당첨 등급',
};
