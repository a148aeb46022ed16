import type { messagesEn } from './en.ts';

/** The inbox and red-envelope rains (issue 18): VI. */
export const messagesVi: typeof messagesEn = {
  inbox: {
    lead: 'Tin tức nền tảng và thông báo về tài khoản của bạn',
    bell: 'Tin nhắn',
    bellUnread_one: 'Tin nhắn, {{count}} chưa đọc',
    bellUnread_other: 'Tin nhắn, {{count}} chưa đọc',
    markAllRead: 'Đánh dấu tất cả đã đọc',
    markRead: 'Đánh dấu đã đọc',
    delete: 'Xóa',
    unread: 'Chưa đọc',
    fromPlatform: 'Tin nhắn nền tảng',
    fromSystem: 'Thông báo tài khoản',
    emptyTitle: 'Không có tin nhắn',
    emptyText: 'Tin tức nền tảng và thông báo về tài khoản của bạn sẽ hiển thị tại đây.',
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}} / {{pages}}',
    agentTitle: 'Hộp thư',
    agentLead: 'Tin tức nền tảng từ nhà điều hành và thông báo về tài khoản của bạn',
    kinds: {
      deposit_approved: 'Khoản nạp {{amount}} của bạn đã được duyệt và cộng vào số dư.',
      withdrawal_paid: 'Khoản rút {{amount}} của bạn đã được chi trả.',
      bonus_issued: 'Tiền thưởng {{amount}} từ “{{promotion}}” đã được thêm vào ví thưởng của bạn.',
      contract_offered:
        '{{upline}} đã đề nghị hợp đồng với bạn: {{kind}}. Hãy trả lời trong trung tâm đại lý.',
    },
  },
  rain: {
    live: 'Mưa lì xì',
    openButton: 'Mở bao lì xì',
    remaining_one: 'Còn {{count}} bao lì xì',
    remaining_other: 'Còn {{count}} bao lì xì',
    endsAt: 'Đến {{time}}',
    claim: 'Mở bao lì xì của tôi',
    claiming: 'Đang mở…',
    won: 'Bạn nhận được {{amount}}',
    wonText: 'Số tiền đã vào số dư của bạn. Chúc may mắn!',
    loginToClaim: 'Đăng nhập để mở bao lì xì của bạn.',
    login: 'Đăng nhập',
    forEveryone: 'Mỗi thành viên được mở một bao lì xì.',
    forDeposit: 'Dành cho thành viên đã nạp ít nhất {{amount}} từ {{from}}.',
    forBet: 'Dành cho thành viên có cược hợp lệ ít nhất {{amount}} từ {{from}}.',
    forEither: 'Dành cho thành viên đã nạp {{deposit}} hoặc cược hợp lệ {{bet}} từ {{from}}.',
    fairness: 'Mã băm công bằng',
    fairnessText:
      'Mọi số tiền được cố định trước khi mưa bắt đầu; hạt giống của mã băm này được công bố khi kết thúc.',
    pool: 'Quỹ thưởng {{amount}}',
  },
};
