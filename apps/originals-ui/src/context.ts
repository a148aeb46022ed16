import type { TFairnessState, TInhouseRound } from '@croupier/contracts';
import { createContext, useContext } from 'react';
import type { GameApi, TSession } from './lib/api.ts';

/** Everything a game component needs from the shell. */
export interface GameContextValue {
  readonly session: TSession;
  readonly api: GameApi;
  /** The balance shown in the header (wire decimal string). */
  readonly balance: string;
  /** Sets the header balance (e.g. the stake taken while reels spin, then the server's balance). */
  readonly setBalance: (balance: string) => void;
  readonly fairness: TFairnessState;
  readonly setFairness: (fairness: TFairnessState) => void;
  /** The chosen bet in minor units, within the game's limits. */
  readonly bet: bigint;
  readonly setBet: (bet: bigint) => void;
  /** Whether a round is being played (locks the bet selector and seed changes). */
  readonly isBusy: boolean;
  readonly setBusy: (busy: boolean) => void;
  /** Shows an error the way its code asks (session over, insufficient balance, other). */
  readonly reportError: (error: unknown) => void;
  /** Records a settled round: balance, fairness, history and the lobby's balance message. */
  readonly onRoundSettled: (round: TInhouseRound, balance: string, fairness: TFairnessState) => void;
}

export const GameContext = createContext<GameContextValue | null>(null);

/** The shell's context; throws outside a game. */
export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside GameContext');
  return value;
}
