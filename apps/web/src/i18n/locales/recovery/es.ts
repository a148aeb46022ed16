import type { TRecoveryBundle } from './en.ts';

/** Recuperación de contraseña (español) */
export const recoveryEs: TRecoveryBundle = {
  usernameLead: 'Introduce tu usuario y te mostraremos las formas de volver a entrar en tu cuenta.',
  continue: 'Continuar',
  otherUsername: 'Usar otro usuario',
  emailLead:
    'Enviaremos un enlace a {{email}}, el correo de tu cuenta. Escribe esa dirección completa para confirmar que es tuya.',
  mobileLead:
    'Enviaremos un código por SMS a {{mobile}}, el número de tu cuenta. Escribe ese número para recibirlo.',
  onlyEmail: 'Esta cuenta solo se puede recuperar por correo.',
  onlyMobile: 'Esta cuenta no tiene correo, así que solo se puede recuperar por SMS.',
  noneTitle: 'Esta cuenta no se puede recuperar en línea',
  noneText:
    'No tiene correo ni número de móvil al que podamos enviar un enlace o un código. Atención al cliente puede comprobar tu identidad y ayudarte a volver a entrar.',
  contactSupport: 'Contactar con atención al cliente',
};
