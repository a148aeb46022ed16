import type { TFitBundle } from './en.ts';

export const fitKm: TFitBundle = {
  fullScreen: 'ពេញអេក្រង់',
  exitFullScreen: 'ចាកចេញពីពេញអេក្រង់',
  tabBar: 'ការរុករករហ័ស',
  tabs: { home: 'ទំព័រដើម', games: 'ហ្គេម', promotions: 'ប្រូម៉ូសិន', wallet: 'កាបូប', account: 'គណនី' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'អត្រាត្រឡប់ទៅអ្នកលេង {{rtp}} ភាគរយ',
  demo: 'សាកល្បង',
  playDemo: 'លេង {{name}} ក្នុងរបៀបសាកល្បងដោយប្រាក់និម្មិត',
};
