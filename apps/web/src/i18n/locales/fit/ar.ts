import type { TFitBundle } from './en.ts';

export const fitAr: TFitBundle = {
  fullScreen: 'ملء الشاشة',
  exitFullScreen: 'إنهاء ملء الشاشة',
  tabBar: 'تنقّل سريع',
  tabs: { home: 'الرئيسية', games: 'الألعاب', promotions: 'العروض', wallet: 'المحفظة', account: 'الحساب' },
  rtp: 'RTP ‎{{rtp}}%',
  rtpLabel: 'نسبة العائد للاعب {{rtp}} بالمئة',
  demo: 'تجريبي',
  playDemo: 'العب {{name}} في الوضع التجريبي بأموال افتراضية',
};
