import type { TRecoveryBundle } from './en.ts';

/** Khôi phục mật khẩu (tiếng Việt). */
export const recoveryVi: TRecoveryBundle = {
  usernameLead: 'Nhập tên đăng nhập, chúng tôi sẽ cho bạn biết các cách lấy lại tài khoản.',
  continue: 'Tiếp tục',
  otherUsername: 'Dùng tên đăng nhập khác',
  emailLead:
    'Chúng tôi sẽ gửi liên kết đến {{email}}, địa chỉ e-mail của tài khoản. Nhập đầy đủ địa chỉ đó để xác nhận là của bạn.',
  mobileLead: 'Chúng tôi sẽ nhắn mã đến {{mobile}}, số điện thoại của tài khoản. Nhập số đó để nhận mã.',
  onlyEmail: 'Tài khoản này chỉ khôi phục được qua e-mail.',
  onlyMobile: 'Tài khoản này chưa có e-mail nên chỉ khôi phục được qua tin nhắn.',
  noneTitle: 'Không thể khôi phục tài khoản này trực tuyến',
  noneText:
    'Tài khoản chưa có e-mail hay số điện thoại để nhận liên kết hoặc mã. Bộ phận chăm sóc khách hàng có thể xác minh và giúp bạn đăng nhập lại.',
  contactSupport: 'Liên hệ chăm sóc khách hàng',
};
