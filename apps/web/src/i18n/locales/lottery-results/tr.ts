import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsTr: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Son sonuçlar',
  lead: 'Her oyunun en son çekilişi. Her sonuç, çekilişte kullanılan tohumla birlikte gelir; böylece herkes kontrol edebilir.',
  draw: 'Çekiliş {{issue}}',
  drawnAt: 'Çekiliş zamanı {{time}}',
  allPrizes: 'Tüm ikramiyeler ve geçmiş',
  hide: 'Ayrıntıları gizle',
  history: 'Önceki çekilişler',
  verify: 'Tarayıcımda doğrula',
  verified:
    'Doğrulandı: tohum, çekilişten önce yayımlanan hash ile eşleşiyor ve her numara ondan üretiliyor.',
  seedOnly: 'Doğrulandı: tohum, çekilişten önce yayımlanan hash ile eşleşiyor.',
  mismatch: 'Bu sonuç tohumuyla eşleşmiyor. Lütfen destekle iletişime geçin.',
  noSeed: 'Tohum, çekiliş yayımlandığında açıklanır.',
  seed: 'Tohum',
  seedHash: 'Tohum hash’i (çekilişten önce yayımlanır)',
  empty: 'Henüz yayımlanmış çekiliş yok. Sonuçlar ilk çekilişten sonra burada görünür.',
  failed: 'Sonuçlar şu anda yüklenemedi.',
  play: 'Oyna',
  prizeTiers: 'İkramiye kademeleri',
};
