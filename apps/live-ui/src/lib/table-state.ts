import type {
  TLiveChatMessage,
  TLiveMyRound,
  TLiveRound,
  TLiveServerMessage,
  TLiveSettlement,
  TLiveSnapshot,
  TLiveTable,
} from '@croupier/contracts';

/**
 * What the page knows of the table it sits at, kept up to date by the vendor's socket messages.
 * Pure: `applyMessage` returns the next state (the same object when a message changes nothing,
 * e.g. one for another table or an older round).
 */
export interface TableState {
  readonly table: TLiveTable;
  /** My bets in the current round (null: none yet). */
  readonly myRound: TLiveMyRound | null;
  /** My latest settlement (shown in "my bets" and as the win banner). */
  readonly lastSettlement: TLiveSettlement | null;
  readonly chat: readonly TLiveChatMessage[];
  readonly muted: boolean;
  /** Seeds revealed while the page was open (shoe ended / table seed replaced), newest first. */
  readonly revealedSeeds: readonly { seedHash: string; seed: string }[];
}

const CHAT_KEEP = 100;

export function stateOf(snapshot: TLiveSnapshot, previous?: TableState | null): TableState {
  return {
    table: snapshot.table,
    myRound: snapshot.myRound,
    lastSettlement: snapshot.lastSettlement,
    chat: snapshot.chat.slice(-CHAT_KEEP),
    muted: snapshot.muted,
    revealedSeeds: previous?.table.code === snapshot.table.code ? previous.revealedSeeds : [],
  };
}

function withRound(
  state: TableState,
  roundId: string,
  change: (round: TLiveRound) => TLiveRound,
): TableState {
  const round = state.table.round;
  if (!round || round.roundId !== roundId) return state;
  return { ...state, table: { ...state.table, round: change(round) } };
}

export function applyMessage(state: TableState, message: TLiveServerMessage): TableState {
  const code = state.table.code;
  switch (message.type) {
    case 'snapshot':
      return stateOf(message.snapshot, state);
    case 'phase': {
      if (message.tableCode !== code) return state;
      const isNewRound = state.table.round?.roundId !== message.round.roundId;
      // A phase message carries the whole round; keep reveal steps the socket already delivered.
      const known = isNewRound ? [] : (state.table.round?.reveal ?? []);
      const reveal = message.round.reveal.length >= known.length ? message.round.reveal : known;
      const { pariMutuel } = state.table;
      return {
        ...state,
        table: {
          ...state.table,
          round: { ...message.round, reveal },
          // A new fight starts with empty pools.
          pariMutuel: isNewRound && pariMutuel ? { plasadaBp: pariMutuel.plasadaBp } : pariMutuel,
        },
        myRound: isNewRound && state.myRound?.roundId !== message.round.roundId ? null : state.myRound,
      };
    }
    case 'totals': {
      if (message.tableCode !== code) return state;
      const next = withRound(state, message.roundId, (round) => ({
        ...round,
        totals: message.totals,
        players: message.players,
      }));
      const { pariMutuel } = next.table;
      // Pari-mutuel arenas: the merchant's own pools arrive with the totals.
      return message.pool && pariMutuel && next !== state
        ? { ...next, table: { ...next.table, pariMutuel: { ...pariMutuel, pool: message.pool } } }
        : next;
    }
    case 'reveal':
      if (message.tableCode !== code) return state;
      return withRound(state, message.roundId, (round) =>
        round.reveal.some((step) => step.index === message.step.index)
          ? round
          : {
              ...round,
              phase: round.phase === 'BETTING' || round.phase === 'CLOSED' ? 'REVEALING' : round.phase,
              revealSteps: message.of,
              reveal: [...round.reveal, message.step].sort((a, b) => a.index - b.index),
            },
      );
    case 'result': {
      if (message.tableCode !== code) return state;
      const next = withRound(state, message.roundId, (round) => ({ ...round, outcome: message.outcome }));
      return {
        ...next,
        table: { ...next.table, lastResults: message.lastResults, shoeResults: message.shoeResults },
      };
    }
    case 'seed': {
      if (message.tableCode !== code) return state;
      return {
        ...state,
        table: {
          ...state.table,
          shoe: message.started.shoe ?? state.table.shoe,
          shoeResults: message.started.shoe ? [] : state.table.shoeResults,
        },
        revealedSeeds: message.ended ? [message.ended, ...state.revealedSeeds] : state.revealedSeeds,
      };
    }
    case 'myRound':
      if (message.myRound.tableCode !== code) return state;
      if (state.table.round && message.myRound.roundId !== state.table.round.roundId) return state;
      return { ...state, myRound: message.myRound };
    case 'settlement':
      return { ...state, lastSettlement: message.settlement };
    case 'chat':
      if (message.message.tableCode !== code) return state;
      if (state.chat.some((m) => m.messageId === message.message.messageId)) return state;
      return { ...state, chat: [...state.chat, message.message].slice(-CHAT_KEEP) };
    case 'watching':
      if (message.tableCode !== code) return state;
      return { ...state, table: { ...state.table, watching: message.watching } };
    default:
      return state;
  }
}

/** The point of baccarat cards (sum of values mod 10; tens and faces count 0). */
export function baccaratPoint(cards: readonly string[]): number {
  let sum = 0;
  for (const card of cards) {
    const rank = card[0] ?? '';
    sum += rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 0 : Number(rank);
  }
  return sum % 10;
}

/** The cards revealed so far per side. */
export function revealedCards(
  round: TLiveRound | null,
): Record<'PLAYER' | 'BANKER' | 'DRAGON' | 'TIGER', string[]> {
  const sides = {
    PLAYER: [] as string[],
    BANKER: [] as string[],
    DRAGON: [] as string[],
    TIGER: [] as string[],
  };
  for (const step of round?.reveal ?? []) if (step.kind === 'CARD') sides[step.side].push(step.card);
  return sides;
}

/** The ball's number once shown, the dice once shown, the fight's stage and result. */
export function revealedOther(round: TLiveRound | null) {
  let number: number | null = null;
  let isSpinning = false;
  let dice: [number, number, number] | null = null;
  let isShaking = false;
  let fight: 'waiting' | 'fighting' | 'done' = 'waiting';
  let fightResult: 'MERON' | 'WALA' | 'DRAW' | 'CANCELLED' | null = null;
  for (const step of round?.reveal ?? []) {
    if (step.kind === 'SPIN') isSpinning = true;
    if (step.kind === 'BALL') number = step.number;
    if (step.kind === 'SHAKE') isShaking = true;
    if (step.kind === 'DICE') dice = step.dice;
    if (step.kind === 'FIGHT') fight = 'fighting';
    if (step.kind === 'FIGHT_RESULT') {
      fight = 'done';
      fightResult = step.result;
    }
  }
  return { number, isSpinning, dice, isShaking, fight, fightResult };
}
