import type { TRecoveryBundle } from './en.ts';

/** Recuperação de senha (português) */
export const recoveryPt: TRecoveryBundle = {
  usernameLead: 'Digite seu nome de usuário e mostraremos as formas de voltar a acessar sua conta.',
  continue: 'Continuar',
  otherUsername: 'Usar outro nome de usuário',
  emailLead:
    'Enviaremos um link para {{email}}, o e-mail da sua conta. Digite esse endereço completo para confirmar que ele é seu.',
  mobileLead:
    'Enviaremos um código por SMS para {{mobile}}, o número da sua conta. Digite esse número para recebê-lo.',
  onlyEmail: 'Esta conta só pode ser recuperada por e-mail.',
  onlyMobile: 'Esta conta não tem e-mail, por isso só pode ser recuperada por SMS.',
  noneTitle: 'Esta conta não pode ser recuperada on-line',
  noneText:
    'Ela não tem e-mail nem número de celular para onde possamos enviar um link ou código. O atendimento ao cliente pode confirmar sua identidade e ajudar você a voltar a acessar a conta.',
  contactSupport: 'Falar com o atendimento ao cliente',
};
