import type { TFitBundle } from './en.ts';

export const fitHi: TFitBundle = {
  fullScreen: 'पूरी स्क्रीन',
  exitFullScreen: 'पूरी स्क्रीन से बाहर',
  tabBar: 'त्वरित नेविगेशन',
  tabs: { home: 'होम', games: 'गेम', promotions: 'प्रमोशन', wallet: 'वॉलेट', account: 'खाता' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'खिलाड़ी को वापसी {{rtp}} प्रतिशत',
  demo: 'डेमो',
  playDemo: '{{name}} को डेमो मोड में नकली पैसों से खेलें',
};
