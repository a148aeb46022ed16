import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsVi: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Kết quả mới nhất',
  lead: 'Kỳ quay mới nhất của mỗi trò chơi. Mỗi kết quả kèm hạt giống đã dùng để quay, ai cũng có thể kiểm tra.',
  draw: 'Kỳ {{issue}}',
  drawnAt: 'Quay lúc {{time}}',
  allPrizes: 'Tất cả giải và lịch sử',
  hide: 'Ẩn chi tiết',
  history: 'Các kỳ trước',
  verify: 'Kiểm tra trên trình duyệt',
  verified: 'Hợp lệ: hạt giống khớp mã băm công bố trước kỳ quay và mọi con số đều sinh ra từ nó.',
  seedOnly: 'Hợp lệ: hạt giống khớp mã băm công bố trước kỳ quay.',
  mismatch: 'Kết quả này không khớp hạt giống. Vui lòng liên hệ hỗ trợ.',
  noSeed: 'Hạt giống được công bố khi kỳ quay có kết quả.',
  seed: 'Hạt giống',
  seedHash: 'Mã băm hạt giống (công bố trước kỳ quay)',
  empty: 'Chưa có kỳ quay nào được công bố. Kết quả sẽ xuất hiện sau kỳ quay đầu tiên.',
  failed: 'Hiện không tải được kết quả.',
  play: 'Chơi',
  prizeTiers: 'Các giải',
};
