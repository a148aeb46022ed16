import type { TFitBundle } from './en.ts';

export const fitId: TFitBundle = {
  fullScreen: 'Layar penuh',
  exitFullScreen: 'Keluar layar penuh',
  tabBar: 'Navigasi cepat',
  tabs: { home: 'Beranda', games: 'Game', promotions: 'Promosi', wallet: 'Dompet', account: 'Akun' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Pengembalian ke pemain {{rtp}} persen',
  demo: 'Demo',
  playDemo: 'Mainkan {{name}} dalam mode demo dengan uang mainan',
};
