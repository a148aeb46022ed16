/** Screen fit: the immersive game page, the phone tab bar and the game card's badges (English, the reference shape). */
export const fitEn = {
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  tabBar: 'Quick navigation',
  tabs: { home: 'Home', games: 'Games', promotions: 'Promotions', wallet: 'Wallet', account: 'Account' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Return to player {{rtp}} percent',
  demo: 'Demo',
  playDemo: 'Play {{name}} in demo mode with play money',
};

export type TFitBundle = typeof fitEn;
