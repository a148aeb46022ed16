/** Forgotten-password recovery strings, English: the reference shape of this feature's bundle. */
export const recoveryEn = {
  usernameLead: 'Enter your username and we will show the ways you can get back into your account.',
  continue: 'Continue',
  otherUsername: 'Use another username',
  emailLead:
    'We will e-mail a link to {{email}}, the address on your account. Type that address in full to confirm it is yours.',
  mobileLead:
    'We will text a code to {{mobile}}, the number on your account. Type that number to receive it.',
  onlyEmail: 'This account can be recovered by e-mail only.',
  onlyMobile: 'This account has no e-mail address, so it can be recovered by text message only.',
  noneTitle: 'This account cannot be recovered online',
  noneText:
    'It has no e-mail address or mobile number we could send a link or code to. Customer service can check who you are and help you back in.',
  contactSupport: 'Contact customer service',
};
export type TRecoveryBundle = typeof recoveryEn;
