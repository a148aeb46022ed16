import type { TRecoveryBundle } from './en.ts';

/** Pemulihan kata sandi (bahasa Indonesia) */
export const recoveryId: TRecoveryBundle = {
  usernameLead:
    'Masukkan nama pengguna Anda dan kami akan menampilkan cara untuk kembali masuk ke akun Anda.',
  continue: 'Lanjutkan',
  otherUsername: 'Gunakan nama pengguna lain',
  emailLead:
    'Kami akan mengirim tautan ke {{email}}, alamat email akun Anda. Ketik alamat tersebut secara lengkap untuk memastikan itu milik Anda.',
  mobileLead:
    'Kami akan mengirim kode lewat SMS ke {{mobile}}, nomor ponsel akun Anda. Ketik nomor tersebut untuk menerima kodenya.',
  onlyEmail: 'Akun ini hanya dapat dipulihkan melalui email.',
  onlyMobile: 'Akun ini tidak memiliki alamat email, jadi hanya dapat dipulihkan melalui SMS.',
  noneTitle: 'Akun ini tidak dapat dipulihkan secara online',
  noneText:
    'Akun ini tidak memiliki alamat email atau nomor ponsel untuk mengirim tautan atau kode. Layanan pelanggan dapat memastikan identitas Anda dan membantu Anda masuk kembali.',
  contactSupport: 'Hubungi layanan pelanggan',
};
