import type { TRecoveryBundle } from './en.ts';

/** Pag-recover ng password (Filipino) */
export const recoveryFil: TRecoveryBundle = {
  usernameLead:
    'Ilagay ang iyong username at ipapakita namin ang mga paraan para makabalik ka sa iyong account.',
  continue: 'Magpatuloy',
  otherUsername: 'Gumamit ng ibang username',
  emailLead:
    'Magpapadala kami ng link sa {{email}}, ang e-mail address ng iyong account. I-type nang buo ang address na iyon para makumpirmang sa iyo ito.',
  mobileLead:
    'Magte-text kami ng code sa {{mobile}}, ang numero ng iyong account. I-type ang numerong iyon para matanggap ang code.',
  onlyEmail: 'Sa e-mail lang maaaring i-recover ang account na ito.',
  onlyMobile: 'Walang e-mail address ang account na ito, kaya sa text message lang ito maaaring i-recover.',
  noneTitle: 'Hindi maaaring i-recover online ang account na ito',
  noneText:
    'Wala itong e-mail address o mobile number na mapapadalhan namin ng link o code. Makukumpirma ng customer service kung sino ka at matutulungan kang makabalik sa account.',
  contactSupport: 'Makipag-ugnayan sa customer service',
};
