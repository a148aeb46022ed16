import type { lotteryResultsEn } from './en.ts';

export const lotteryResultsEs: { [K in keyof typeof lotteryResultsEn]: string } = {
  latest: 'Últimos resultados',
  lead: 'El sorteo más reciente de cada juego. Cada resultado incluye la semilla con la que se sorteó, para que cualquiera pueda comprobarlo.',
  draw: 'Sorteo {{issue}}',
  drawnAt: 'Sorteado {{time}}',
  allPrizes: 'Todos los premios e historial',
  hide: 'Ocultar detalles',
  history: 'Sorteos anteriores',
  verify: 'Verificar en mi navegador',
  verified:
    'Verificado: la semilla coincide con el hash publicado antes del sorteo y cada número sale de ella.',
  seedOnly: 'Verificado: la semilla coincide con el hash publicado antes del sorteo.',
  mismatch: 'Este resultado no coincide con su semilla. Contacta con soporte.',
  noSeed: 'La semilla se revela cuando se publica el sorteo.',
  seed: 'Semilla',
  seedHash: 'Hash de la semilla (publicado antes del sorteo)',
  empty: 'Aún no se ha publicado ningún sorteo. Los resultados aparecerán aquí tras el primero.',
  failed: 'No se pudieron cargar los resultados ahora.',
  play: 'Jugar',
  prizeTiers: 'Categorías de premios',
};
