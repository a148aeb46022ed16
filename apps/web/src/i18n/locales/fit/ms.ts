import type { TFitBundle } from './en.ts';

export const fitMs: TFitBundle = {
  fullScreen: 'Skrin penuh',
  exitFullScreen: 'Keluar skrin penuh',
  tabBar: 'Navigasi pantas',
  tabs: { home: 'Utama', games: 'Permainan', promotions: 'Promosi', wallet: 'Dompet', account: 'Akaun' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Pulangan kepada pemain {{rtp}} peratus',
  demo: 'Demo',
  playDemo: 'Main {{name}} dalam mod demo dengan wang mainan',
};
