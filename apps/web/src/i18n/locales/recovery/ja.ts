import type { TRecoveryBundle } from './en.ts';

/** パスワードの再設定（日本語） */
export const recoveryJa: TRecoveryBundle = {
  usernameLead: 'ユーザー名を入力すると、アカウントを復旧できる方法が表示されます。',
  continue: '続ける',
  otherUsername: '別のユーザー名を使う',
  emailLead:
    'アカウントに登録されているメールアドレス {{email}} にリンクをお送りします。ご本人のものであることを確認するため、そのアドレスを省略せずに入力してください。',
  mobileLead:
    'アカウントに登録されている携帯番号 {{mobile}} にSMSでコードをお送りします。受け取るには、その番号を入力してください。',
  onlyEmail: 'このアカウントはメールでのみ復旧できます。',
  onlyMobile: 'このアカウントにはメールアドレスが登録されていないため、SMSでのみ復旧できます。',
  noneTitle: 'このアカウントはオンラインで復旧できません',
  noneText:
    'リンクやコードを送れるメールアドレスも携帯番号も登録されていません。カスタマーサービスがご本人確認を行い、ログインできるようお手伝いします。',
  contactSupport: 'カスタマーサービスに問い合わせる',
};
