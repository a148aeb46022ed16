import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsId: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Hasil terbaru',
  lead: 'Undian terbaru setiap game. Setiap hasil disertai seed yang dipakai untuk mengundinya, jadi siapa pun bisa memeriksanya.',
  draw: 'Undian {{issue}}',
  drawnAt: 'Diundi {{time}}',
  allPrizes: 'Semua hadiah dan riwayat',
  hide: 'Sembunyikan detail',
  history: 'Undian sebelumnya',
  verify: 'Verifikasi di browser saya',
  verified:
    'Terverifikasi: seed cocok dengan hash yang diumumkan sebelum undian, dan setiap angka berasal darinya.',
  seedOnly: 'Terverifikasi: seed cocok dengan hash yang diumumkan sebelum undian.',
  mismatch: 'Hasil ini tidak cocok dengan seed-nya. Silakan hubungi layanan pelanggan.',
  noSeed: 'Seed diungkap setelah hasil undian diumumkan.',
  seed: 'Seed',
  seedHash: 'Hash seed (diumumkan sebelum undian)',
  empty: 'Belum ada undian yang diumumkan. Hasil muncul di sini setelah undian pertama.',
  failed: 'Hasil tidak dapat dimuat saat ini.',
  play: 'Main',
  prizeTiers: 'Tingkat hadiah',
};
