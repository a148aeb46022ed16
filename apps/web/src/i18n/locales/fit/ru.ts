import type { TFitBundle } from './en.ts';

export const fitRu: TFitBundle = {
  fullScreen: 'Во весь экран',
  exitFullScreen: 'Выйти из полноэкранного режима',
  tabBar: 'Быстрая навигация',
  tabs: { home: 'Главная', games: 'Игры', promotions: 'Акции', wallet: 'Кошелёк', account: 'Аккаунт' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Возврат игроку {{rtp}} процентов',
  demo: 'Демо',
  playDemo: 'Играть в {{name}} в демо-режиме на игровые деньги',
};
