import type { TFitBundle } from './en.ts';

export const fitFil: TFitBundle = {
  fullScreen: 'Buong screen',
  exitFullScreen: 'Lumabas sa buong screen',
  tabBar: 'Mabilisang nabigasyon',
  tabs: {
    home: 'Simula',
    games: 'Mga laro',
    promotions: 'Mga promo',
    wallet: 'Pitaka',
    account: 'Aking account',
  },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Balik sa manlalaro {{rtp}} porsiyento',
  demo: 'Demo',
  playDemo: 'Laruin ang {{name}} sa demo mode gamit ang pekeng pera',
};
