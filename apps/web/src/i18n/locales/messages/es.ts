import type { TDeepPartial } from '../translation.ts';
import type { messagesEn } from './en.ts';

/** The inbox and red-envelope rains (issue 18): ES. */
export const messagesEs: TDeepPartial<typeof messagesEn> = {
  inbox: {
    lead: 'Novedades de la plataforma y avisos sobre tu cuenta',
    bell: 'Mensajes',
    bellUnread_one: 'Mensajes, {{count}} sin leer',
    bellUnread_other: 'Mensajes, {{count}} sin leer',
    bellUnread_many: 'Mensajes, {{count}} sin leer',
    markAllRead: 'Marcar todo como leído',
    markRead: 'Marcar como leído',
    delete: 'Eliminar',
    unread: 'Sin leer',
    fromPlatform: 'Mensaje de la plataforma',
    fromSystem: 'Aviso de la cuenta',
    emptyTitle: 'No hay mensajes',
    emptyText: 'Aquí aparecerán las novedades de la plataforma y los avisos sobre tu cuenta.',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}} de {{pages}}',
    agentTitle: 'Bandeja de entrada',
    agentLead: 'Novedades del operador y avisos sobre tu cuenta',
    kinds: {
      deposit_approved: 'Tu depósito de {{amount}} fue aprobado y abonado a tu saldo.',
      withdrawal_paid: 'Tu retiro de {{amount}} fue pagado.',
      bonus_issued: 'Se añadió un bono de {{amount}} de «{{promotion}}» a tu billetera de bonos.',
      contract_offered: '{{upline}} te ofreció un contrato: {{kind}}. Respóndelo en el centro de agentes.',
    },
  },
  rain: {
    live: 'Lluvia de sobres rojos',
    openButton: 'Abrir un sobre rojo',
    remaining_one: 'Queda {{count}} sobre',
    remaining_other: 'Quedan {{count}} sobres',
    remaining_many: 'Quedan {{count}} sobres',
    endsAt: 'Hasta las {{time}}',
    claim: 'Abrir mi sobre',
    claiming: 'Abriendo…',
    won: 'Has ganado {{amount}}',
    wonText: 'Ya está en tu saldo. ¡Buena suerte!',
    loginToClaim: 'Inicia sesión para abrir tu sobre.',
    login: 'Iniciar sesión',
    forEveryone: 'Un sobre para cada miembro.',
    forDeposit: 'Para miembros que depositaron al menos {{amount}} desde {{from}}.',
    forBet: 'Para miembros con apuestas válidas de al menos {{amount}} desde {{from}}.',
    forEither:
      'Para miembros que depositaron {{deposit}} o apostaron {{bet}} en apuestas válidas desde {{from}}.',
    fairness: 'Hash de equidad',
    fairnessText:
      'Cada importe se fija antes de que empiece la lluvia; la semilla de este hash se publica al terminar.',
    pool: 'Bolsa de {{amount}}',
  },
};
