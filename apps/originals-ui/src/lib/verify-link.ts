import { PLINKO_RISKS, type PlinkoRisk } from '@croupier/games';
import type { Seeds, VerifyParams } from './verify.ts';

/**
 * The stand-alone verifier's address: a round's inputs in the query string, so a player can open
 * (or share) `/play/verify?…` and recompute the round without a session.
 */

export interface VerifyForm {
  readonly params: VerifyParams;
  readonly seeds: Seeds;
  readonly serverSeedHash?: string;
}

/** The query string of a verification (no leading '?'). */
export function toVerifyQuery(form: VerifyForm): string {
  const q = new URLSearchParams();
  const p = form.params;
  q.set('game', p.game);
  if (p.game === 'slot') q.set('title', p.titleId);
  if (p.game === 'dice') {
    q.set('target', String(p.target));
    q.set('direction', p.direction);
  }
  if (p.game === 'limbo') q.set('target', p.target.toString());
  if (p.game === 'plinko') {
    q.set('rows', String(p.rows));
    q.set('risk', p.risk);
  }
  if (p.game === 'mines') {
    q.set('mines', String(p.mines));
    q.set('picks', p.picks.join(','));
  }
  q.set('serverSeed', form.seeds.serverSeed);
  q.set('clientSeed', form.seeds.clientSeed);
  q.set('nonce', String(form.seeds.nonce));
  if (form.serverSeedHash) q.set('hash', form.serverSeedHash);
  return q.toString();
}

const int = (text: string | null, fallback: number): number => {
  if (text === null || !/^\d{1,9}$/.test(text)) return fallback;
  return Number(text);
};

/** Reads a verification back from a query string; missing or bad fields take defaults. */
export function fromVerifyQuery(search: string): VerifyForm {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  let params: VerifyParams;
  switch (game) {
    case 'dice':
      params = {
        game: 'dice',
        target: int(q.get('target'), 5000),
        direction: q.get('direction') === 'over' ? 'over' : 'under',
      };
      break;
    case 'limbo':
      params = { game: 'limbo', target: BigInt(int(q.get('target'), 200)) };
      break;
    case 'plinko': {
      const risk = q.get('risk');
      params = {
        game: 'plinko',
        rows: int(q.get('rows'), 16),
        risk: PLINKO_RISKS.includes(risk as PlinkoRisk) ? (risk as PlinkoRisk) : 'medium',
      };
      break;
    }
    case 'mines': {
      const picks = (q.get('picks') ?? '')
        .split(',')
        .filter((s) => /^\d{1,2}$/.test(s))
        .map(Number)
        .filter((n) => n < 25);
      params = { game: 'mines', mines: int(q.get('mines'), 3), picks };
      break;
    }
    default:
      params = { game: 'slot', titleId: q.get('title') ?? 'fruit-fiesta' };
  }
  const hash = q.get('hash');
  return {
    params,
    seeds: {
      serverSeed: q.get('serverSeed') ?? '',
      clientSeed: q.get('clientSeed') ?? '',
      nonce: int(q.get('nonce'), 0),
    },
    ...(hash ? { serverSeedHash: hash } : {}),
  };
}
