import type { TFitBundle } from './en.ts';

export const fitTw: TFitBundle = {
  fullScreen: '全螢幕',
  exitFullScreen: '結束全螢幕',
  tabBar: '快速導覽',
  tabs: { home: '首頁', games: '遊戲', promotions: '優惠', wallet: '錢包', account: '帳戶' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: '返還率 {{rtp}}%',
  demo: '試玩',
  playDemo: '用虛擬幣試玩 {{name}}',
};
