import type { TFitBundle } from './en.ts';

export const fitVi: TFitBundle = {
  fullScreen: 'Toàn màn hình',
  exitFullScreen: 'Thoát toàn màn hình',
  tabBar: 'Điều hướng nhanh',
  tabs: {
    home: 'Trang chủ',
    games: 'Trò chơi',
    promotions: 'Ưu đãi',
    wallet: 'Ví',
    account: 'Tài khoản',
  },
  rtp: 'RTP {{rtp}}%',
  rtpLabel: 'Tỷ lệ hoàn trả {{rtp}}%',
  demo: 'Chơi thử',
  playDemo: 'Chơi thử {{name}} bằng tiền ảo',
};
