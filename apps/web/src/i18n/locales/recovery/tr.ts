import type { TRecoveryBundle } from './en.ts';

/** Şifre kurtarma (Türkçe) */
export const recoveryTr: TRecoveryBundle = {
  usernameLead: 'Kullanıcı adınızı girin, hesabınıza yeniden erişebileceğiniz yolları gösterelim.',
  continue: 'Devam',
  otherUsername: 'Başka bir kullanıcı adı kullan',
  emailLead:
    'Hesabınıza kayıtlı {{email}} adresine bir bağlantı göndereceğiz. Size ait olduğunu onaylamak için bu adresi eksiksiz yazın.',
  mobileLead:
    'Hesabınıza kayıtlı {{mobile}} numarasına SMS ile bir kod göndereceğiz. Kodu almak için bu numarayı yazın.',
  onlyEmail: 'Bu hesap yalnızca e-posta ile kurtarılabilir.',
  onlyMobile: 'Bu hesabın e-posta adresi yok, bu yüzden yalnızca SMS ile kurtarılabilir.',
  noneTitle: 'Bu hesap çevrimiçi kurtarılamaz',
  noneText:
    'Hesapta bağlantı veya kod gönderebileceğimiz bir e-posta adresi ya da cep telefonu numarası yok. Müşteri hizmetleri kimliğinizi doğrulayıp hesabınıza yeniden girmenize yardımcı olabilir.',
  contactSupport: 'Müşteri hizmetleriyle iletişime geç',
};
