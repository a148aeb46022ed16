import type { TRecoveryBundle } from './en.ts';

/** 找回密碼（繁體中文，台灣用語） */
export const recoveryTw: TRecoveryBundle = {
  usernameLead: '請輸入您的使用者名稱，我們會顯示您可用來找回帳戶的方式。',
  continue: '繼續',
  otherUsername: '使用其他使用者名稱',
  emailLead:
    '我們會寄送連結至 {{email}}，也就是您帳戶綁定的電子郵件。請完整輸入該電子郵件地址，以確認這是您的信箱。',
  mobileLead: '我們會以簡訊傳送驗證碼至 {{mobile}}，也就是您帳戶綁定的手機號碼。請輸入該號碼以接收驗證碼。',
  onlyEmail: '此帳戶僅能透過電子郵件找回。',
  onlyMobile: '此帳戶未綁定電子郵件，僅能透過簡訊找回。',
  noneTitle: '此帳戶無法線上找回',
  noneText: '此帳戶沒有可接收連結或驗證碼的電子郵件或手機號碼。客服人員可協助核對您的身分，幫您重新登入。',
  contactSupport: '聯絡客服',
};
