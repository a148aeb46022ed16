import type { TGame } from '@croupier/contracts';
import { GameCard } from './game-card.tsx';

/** A responsive grid of game cards (a list; each card is an article named by the game). */
export function GameGrid({ games, label }: { games: readonly TGame[]; label: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className="game-grid__item">
          <GameCard game={game} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}
