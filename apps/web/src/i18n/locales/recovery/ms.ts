import type { TRecoveryBundle } from './en.ts';

/** Pemulihan kata laluan (Bahasa Melayu) */
export const recoveryMs: TRecoveryBundle = {
  usernameLead:
    'Masukkan nama pengguna anda dan kami akan menunjukkan cara anda boleh kembali ke akaun anda.',
  continue: 'Teruskan',
  otherUsername: 'Guna nama pengguna lain',
  emailLead:
    'Kami akan menghantar pautan melalui e-mel ke {{email}}, alamat pada akaun anda. Taip alamat itu sepenuhnya untuk mengesahkan ia milik anda.',
  mobileLead:
    'Kami akan menghantar kod melalui SMS ke {{mobile}}, nombor pada akaun anda. Taip nombor itu untuk menerimanya.',
  onlyEmail: 'Akaun ini hanya boleh dipulihkan melalui e-mel.',
  onlyMobile: 'Akaun ini tiada alamat e-mel, jadi ia hanya boleh dipulihkan melalui SMS.',
  noneTitle: 'Akaun ini tidak boleh dipulihkan dalam talian',
  noneText:
    'Akaun ini tiada alamat e-mel atau nombor telefon untuk kami hantar pautan atau kod. Khidmat pelanggan boleh mengesahkan identiti anda dan membantu anda masuk semula.',
  contactSupport: 'Hubungi khidmat pelanggan',
};
