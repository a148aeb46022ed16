import type { TFitBundle } from './en.ts';

export const fitCn: TFitBundle = {
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  tabBar: '快捷导航',
  tabs: { home: '首页', games: '游戏', promotions: '优惠', wallet: '钱包', account: '我的' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: '返还率 {{rtp}}%',
  demo: '试玩',
  playDemo: '用虚拟币试玩 {{name}}',
};
