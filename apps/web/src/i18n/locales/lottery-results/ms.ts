import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsMs: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Keputusan terkini',
  lead: 'Cabutan terbaharu setiap permainan. Setiap keputusan disertakan benih yang digunakan untuk cabutan, jadi sesiapa pun boleh menyemaknya.',
  draw: 'Cabutan {{issue}}',
  drawnAt: 'Dicabut {{time}}',
  allPrizes: 'Semua hadiah dan sejarah',
  hide: 'Sembunyikan butiran',
  history: 'Cabutan terdahulu',
  verify: 'Sahkan dalam pelayar saya',
  verified:
    'Disahkan: benih sepadan dengan hash yang diterbitkan sebelum cabutan, dan setiap nombor datang daripadanya.',
  seedOnly: 'Disahkan: benih sepadan dengan hash yang diterbitkan sebelum cabutan.',
  mismatch: 'Keputusan ini tidak sepadan dengan benihnya. Sila hubungi khidmat pelanggan.',
  noSeed: 'Benih didedahkan selepas cabutan diterbitkan.',
  seed: 'Benih',
  seedHash: 'Hash benih (diterbitkan sebelum cabutan)',
  empty: 'Belum ada cabutan diterbitkan. Keputusan dipaparkan di sini selepas cabutan pertama.',
  failed: 'Keputusan tidak dapat dimuatkan sekarang.',
  play: 'Main',
  prizeTiers: 'Peringkat hadiah',
};
