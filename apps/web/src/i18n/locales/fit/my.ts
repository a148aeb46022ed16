import type { TFitBundle } from './en.ts';

export const fitMy: TFitBundle = {
  fullScreen: 'မျက်နှာပြင်အပြည့်',
  exitFullScreen: 'မျက်နှာပြင်အပြည့်မှ ထွက်ရန်',
  tabBar: 'အမြန် လမ်းညွှန်',
  tabs: { home: 'ပင်မ', games: 'ဂိမ်းများ', promotions: 'ပရိုမိုးရှင်း', wallet: 'ပိုက်ဆံအိတ်', account: 'အကောင့်' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'ကစားသူထံ ပြန်ပေးနှုန်း {{rtp}} ရာခိုင်နှုန်း',
  demo: 'စမ်းကစား',
  playDemo: '{{name}} ကို ပုံစံတူငွေဖြင့် စမ်းကစားရန်',
};
