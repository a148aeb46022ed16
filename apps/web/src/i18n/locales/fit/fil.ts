import type { TFitBundle } from './en.ts';

export const fitFil: TFitBundle = {
  fullScreen: 'Full screen',
  exitFullScreen: 'Lumabas sa full screen',
  tabBar: 'Mabilisang nabigasyon',
  tabs: { home: 'Home', games: 'Mga laro', promotions: 'Mga promo', wallet: 'Wallet', account: 'Account' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Balik sa manlalaro {{rtp}} porsiyento',
};
