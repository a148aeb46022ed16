import type { TFitBundle } from './en.ts';

export const fitBn: TFitBundle = {
  fullScreen: 'পূর্ণ স্ক্রিন',
  exitFullScreen: 'পূর্ণ স্ক্রিন থেকে বের হন',
  tabBar: 'দ্রুত নেভিগেশন',
  tabs: { home: 'হোম', games: 'গেম', promotions: 'প্রোমোশন', wallet: 'ওয়ালেট', account: 'অ্যাকাউন্ট' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'খেলোয়াড়কে ফেরত {{rtp}} শতাংশ',
  demo: 'ডেমো',
  playDemo: '{{name}} ডেমো মোডে খেলার টাকায় খেলুন',
};
