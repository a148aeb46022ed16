import type { TDeepPartial } from '../translation.ts';
import type { messagesEn } from './en.ts';

/** The inbox and red-envelope rains (issue 18): PT. */
export const messagesPt: TDeepPartial<typeof messagesEn> = {
  inbox: {
    lead: 'Novidades da plataforma e avisos sobre a sua conta',
    bell: 'Mensagens',
    bellUnread_one: 'Mensagens, {{count}} não lida',
    bellUnread_other: 'Mensagens, {{count}} não lidas',
    bellUnread_many: 'Mensagens, {{count}} não lidas',
    markAllRead: 'Marcar tudo como lido',
    markRead: 'Marcar como lida',
    delete: 'Excluir',
    unread: 'Não lida',
    fromPlatform: 'Mensagem da plataforma',
    fromSystem: 'Aviso da conta',
    emptyTitle: 'Nenhuma mensagem',
    emptyText: 'As novidades da plataforma e os avisos sobre a sua conta aparecerão aqui.',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}} de {{pages}}',
    agentTitle: 'Caixa de entrada',
    agentLead: 'Novidades do operador e avisos sobre a sua conta',
    kinds: {
      deposit_approved: 'Seu depósito de {{amount}} foi aprovado e creditado no saldo.',
      withdrawal_paid: 'Seu saque de {{amount}} foi pago.',
      bonus_issued: 'Um bônus de {{amount}} de “{{promotion}}” foi adicionado à sua carteira de bônus.',
      contract_offered: '{{upline}} ofereceu um contrato a você: {{kind}}. Responda no centro de agentes.',
    },
  },
  rain: {
    live: 'Chuva de envelopes vermelhos',
    openButton: 'Abrir um envelope vermelho',
    remaining_one: 'Resta {{count}} envelope',
    remaining_other: 'Restam {{count}} envelopes',
    remaining_many: 'Restam {{count}} envelopes',
    endsAt: 'Até {{time}}',
    claim: 'Abrir meu envelope',
    claiming: 'Abrindo…',
    won: 'Você ganhou {{amount}}',
    wonText: 'Já está no seu saldo. Boa sorte!',
    loginToClaim: 'Entre para abrir o seu envelope.',
    login: 'Entrar',
    forEveryone: 'Um envelope para cada membro.',
    forDeposit: 'Para membros que depositaram pelo menos {{amount}} desde {{from}}.',
    forBet: 'Para membros com apostas válidas de pelo menos {{amount}} desde {{from}}.',
    forEither:
      'Para membros que depositaram {{deposit}} ou fizeram apostas válidas de {{bet}} desde {{from}}.',
    fairness: 'Hash de imparcialidade',
    fairnessText:
      'Cada valor é definido antes do início da chuva; a semente deste hash é publicada quando ela termina.',
    pool: 'Prêmio total {{amount}}',
  },
};
