import type { TFitBundle } from './en.ts';

export const fitKo: TFitBundle = {
  fullScreen: '전체 화면',
  exitFullScreen: '전체 화면 종료',
  tabBar: '빠른 메뉴',
  tabs: { home: '홈', games: '게임', promotions: '프로모션', wallet: '지갑', account: '계정' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: '환수율 {{rtp}}%',
  demo: '데모',
  playDemo: '{{name}} 가상 머니로 데모 플레이',
};
