import type { TFitBundle } from './en.ts';

export const fitEs: TFitBundle = {
  fullScreen: 'Pantalla completa',
  exitFullScreen: 'Salir de pantalla completa',
  tabBar: 'Navegación rápida',
  tabs: {
    home: 'Inicio',
    games: 'Juegos',
    promotions: 'Promociones',
    wallet: 'Billetera',
    account: 'Cuenta',
  },
  rtp: 'RTP {{rtp}} %',
  rtpLabel: 'Retorno al jugador del {{rtp}} por ciento',
  demo: 'Modo demo',
  playDemo: 'Jugar a {{name}} en modo demo con dinero ficticio',
};
