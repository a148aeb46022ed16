import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsPt: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Últimos resultados',
  lead: 'O sorteio mais recente de cada jogo. Cada resultado traz a semente usada no sorteio, para qualquer pessoa conferir.',
  draw: 'Sorteio {{issue}}',
  drawnAt: 'Sorteado em {{time}}',
  allPrizes: 'Todos os prêmios e histórico',
  hide: 'Ocultar detalhes',
  history: 'Sorteios anteriores',
  verify: 'Verificar no meu navegador',
  verified: 'Verificado: a semente confere com o hash publicado antes do sorteio, e cada número vem dela.',
  seedOnly: 'Verificado: a semente confere com o hash publicado antes do sorteio.',
  mismatch: 'Este resultado não confere com a semente. Fale com o atendimento.',
  noSeed: 'A semente é revelada quando o sorteio é publicado.',
  seed: 'Semente',
  seedHash: 'Hash da semente (publicado antes do sorteio)',
  empty: 'Nenhum sorteio publicado ainda. Os resultados aparecem aqui após o primeiro sorteio.',
  failed: 'Não foi possível carregar os resultados agora.',
  play: 'Jogar',
  prizeTiers: 'Faixas de prêmio',
};
