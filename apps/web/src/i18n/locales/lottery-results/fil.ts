import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsFil: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Pinakabagong resulta',
  lead: 'Ang pinakabagong bola ng bawat laro. May kasamang seed ang bawat resulta kung saan ito binola, kaya kahit sino ay makakapagsuri.',
  draw: 'Bola {{issue}}',
  drawnAt: 'Binola noong {{time}}',
  allPrizes: 'Lahat ng premyo at kasaysayan',
  hide: 'Itago ang detalye',
  history: 'Mga naunang bola',
  verify: 'I-verify sa aking browser',
  verified:
    'Na-verify: tugma ang seed sa hash na inilathala bago ang bola, at dito nagmula ang bawat numero.',
  seedOnly: 'Na-verify: tugma ang seed sa hash na inilathala bago ang bola.',
  mismatch: 'Hindi tugma ang resultang ito sa seed nito. Makipag-ugnayan sa suporta.',
  noSeed: 'Ibinubunyag ang seed kapag nailathala na ang bola.',
  seed: 'Seed',
  seedHash: 'Hash ng seed (inilathala bago ang bola)',
  empty: 'Wala pang nailathalang bola. Lalabas dito ang mga resulta pagkatapos ng unang bola.',
  failed: 'Hindi ma-load ang mga resulta sa ngayon.',
  play: 'Maglaro',
  prizeTiers: 'Mga antas ng premyo',
};
