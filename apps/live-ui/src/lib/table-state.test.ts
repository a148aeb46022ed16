import type { TLiveRound, TLiveServerMessage, TLiveSnapshot, TLiveTable } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { applyMessage, baccaratPoint, revealedCards, stateOf } from './table-state.ts';

const round = (over: Partial<TLiveRound> = {}): TLiveRound => ({
  roundId: '7',
  tableCode: 'BAC1',
  roundKey: 'BAC1-7',
  roundNo: 7,
  phase: 'BETTING',
  phaseEndsAt: null,
  openedAt: '2026-01-01T00:00:00.000Z',
  bettingEndsAt: '2026-01-01T00:00:15.000Z',
  lastCallAt: null,
  reveal: [],
  revealSteps: null,
  outcome: null,
  totals: [],
  players: 0,
  seedHash: 'h',
  fight: null,
  ...over,
});
const table = {
  code: 'BAC1',
  game: 'BACCARAT',
  round: round(),
  lastResults: [],
  shoeResults: [],
  shoe: null,
  watching: 1,
} as unknown as TLiveTable;
const snapshot = (t: TLiveTable): TLiveSnapshot => ({
  serverTime: '2026-01-01T00:00:01.000Z',
  table: t,
  myRound: null,
  lastSettlement: null,
  chat: [],
  muted: false,
});

describe('table state from socket messages', () => {
  it('reveals cards in step order once each, and ignores other tables and older rounds', () => {
    let state = stateOf(snapshot(table));
    const card = (index: number, side: 'PLAYER' | 'BANKER', c: string, roundId = '7') =>
      ({
        type: 'reveal',
        tableCode: 'BAC1',
        roundId,
        serverTime: '',
        of: 4,
        step: { kind: 'CARD', index, side, card: c },
      }) as const;
    state = applyMessage(state, card(1, 'BANKER', 'KD'));
    state = applyMessage(state, card(0, 'PLAYER', '4H'));
    state = applyMessage(state, card(0, 'PLAYER', '4H'));
    expect(applyMessage(state, card(2, 'PLAYER', '2S', '6'))).toBe(state);
    expect(applyMessage(state, { ...card(2, 'PLAYER', '2S'), tableCode: 'BAC2' })).toBe(state);
    expect(state.table.round?.phase).toBe('REVEALING');
    expect(revealedCards(state.table.round)).toMatchObject({ PLAYER: ['4H'], BANKER: ['KD'] });
    // A phase message of the same round keeps the steps already shown; a new round starts clean.
    state = applyMessage(state, {
      type: 'phase',
      tableCode: 'BAC1',
      serverTime: '',
      round: round({ phase: 'REVEALING' }),
    });
    expect(state.table.round?.reveal).toHaveLength(2);
    state = applyMessage(state, {
      type: 'phase',
      tableCode: 'BAC1',
      serverTime: '',
      round: round({ roundId: '8', roundNo: 8 }),
    });
    expect(state.table.round?.reveal).toEqual([]);
  });

  it('keeps revealed seeds across a reconnect snapshot of the same table', () => {
    let state = stateOf(snapshot(table));
    state = applyMessage(state, {
      type: 'seed',
      tableCode: 'BAC1',
      ended: { seedHash: 'h1', seed: 's1' },
      started: { seedHash: 'h2', shoe: null },
    });
    state = applyMessage(state, { type: 'snapshot', snapshot: snapshot(table) });
    expect(state.revealedSeeds).toEqual([{ seedHash: 'h1', seed: 's1' }]);
  });

  it('counts baccarat points', () => {
    expect(baccaratPoint(['4H', '2S', 'QH'])).toBe(6);
    expect(baccaratPoint(['9H', '9S'])).toBe(8);
    expect(baccaratPoint(['AH', 'TS'])).toBe(1);
  });

  it("keeps the merchant's pari-mutuel pools from the totals and empties them when the next fight opens", () => {
    const arena = {
      ...table,
      code: 'ARENA1',
      game: 'COCKFIGHT',
      pariMutuel: { plasadaBp: 500 },
      round: round({ tableCode: 'ARENA1' }),
    } as unknown as TLiveTable;
    let state = stateOf(snapshot(arena));
    const pool = { meron: '30.0000', wala: '10.0000' };
    state = applyMessage(state, {
      type: 'totals',
      tableCode: 'ARENA1',
      roundId: '7',
      totals: [],
      players: 2,
      pool,
    });
    expect(state.table.pariMutuel).toEqual({ plasadaBp: 500, pool });
    // Totals of an older round change nothing.
    const stale = {
      type: 'totals',
      tableCode: 'ARENA1',
      roundId: '6',
      totals: [],
      players: 9,
      pool,
    } satisfies TLiveServerMessage;
    expect(applyMessage(state, stale)).toBe(state);
    state = applyMessage(state, {
      type: 'phase',
      tableCode: 'ARENA1',
      serverTime: '',
      round: round({ tableCode: 'ARENA1', roundId: '8' }),
    });
    expect(state.table.pariMutuel).toEqual({ plasadaBp: 500 });
  });
});
