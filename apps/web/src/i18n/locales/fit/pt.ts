import type { TFitBundle } from './en.ts';

export const fitPt: TFitBundle = {
  fullScreen: 'Tela cheia',
  exitFullScreen: 'Sair da tela cheia',
  tabBar: 'Navegação rápida',
  tabs: { home: 'Início', games: 'Jogos', promotions: 'Promoções', wallet: 'Carteira', account: 'Conta' },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Retorno ao jogador de {{rtp}} por cento',
  demo: 'Modo demo',
  playDemo: 'Jogar {{name}} no modo demo com dinheiro fictício',
};
