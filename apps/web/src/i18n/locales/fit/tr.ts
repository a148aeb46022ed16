import type { TFitBundle } from './en.ts';

export const fitTr: TFitBundle = {
  fullScreen: 'Tam ekran',
  exitFullScreen: 'Tam ekrandan çık',
  tabBar: 'Hızlı gezinme',
  tabs: {
    home: 'Ana sayfa',
    games: 'Oyunlar',
    promotions: 'Promosyonlar',
    wallet: 'Cüzdan',
    account: 'Hesap',
  },
  rtp: 'RTP %{{rtp}}',
  rtpLabel: 'Oyuncuya dönüş yüzde {{rtp}}',
  demo: 'Deneme',
  playDemo: '{{name}} oyununu sanal parayla demo modunda oyna',
};
