import type { TFitBundle } from './en.ts';

export const fitJa: TFitBundle = {
  fullScreen: '全画面',
  exitFullScreen: '全画面を終了',
  tabBar: 'クイックナビ',
  tabs: {
    home: 'ホーム',
    games: 'ゲーム',
    promotions: 'プロモーション',
    wallet: 'ウォレット',
    account: 'アカウント',
  },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: '還元率 {{rtp}}%',
  demo: 'デモ',
  playDemo: '{{name}} をデモマネーで体験プレイ',
};
