import type { TFitBundle } from './en.ts';

export const fitTh: TFitBundle = {
  fullScreen: 'เต็มจอ',
  exitFullScreen: 'ออกจากเต็มจอ',
  tabBar: 'เมนูลัด',
  tabs: { home: 'หน้าหลัก', games: 'เกม', promotions: 'โปรโมชั่น', wallet: 'กระเป๋าเงิน', account: 'บัญชี' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'อัตราการจ่ายคืน {{rtp}}%',
  demo: 'ทดลองเล่น',
  playDemo: 'ทดลองเล่น {{name}} ด้วยเงินจำลอง',
};
