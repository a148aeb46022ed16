import {
  LOTTERY_TICKET_STATUSES,
  type TLotteryGameInfo,
  type TLotteryTicket,
  type TLotteryTicketStatus,
} from '@croupier/contracts';
import { displayMoney } from '@croupier/game-client';
import { useI18n } from '../lib/i18n.ts';
import { formatDateTime } from '../lib/time.ts';
import { Chip, Icon } from './ui.tsx';

/** The player's tickets (pending, won, lost, cancelled) with each line and the winnings. */
export function TicketsPanel({
  tickets,
  games,
  filter,
  onFilterChange,
  locale,
}: {
  tickets: readonly TLotteryTicket[] | null;
  games: readonly TLotteryGameInfo[];
  filter: TLotteryTicketStatus | null;
  onFilterChange: (filter: TLotteryTicketStatus | null) => void;
  locale: string;
}) {
  const { t, betTypeName, gameName } = useI18n();
  const shown = (tickets ?? []).filter((ticket) => filter === null || ticket.status === filter);
  return (
    <section className="panel" aria-labelledby="tickets-title">
      <div className="panel__head">
        <h2 id="tickets-title" className="panel__title">
          <Icon name="ticket" /> {t('myTickets')}
        </h2>
        <fieldset className="filters">
          <legend className="sr-only">{t('myTickets')}</legend>
          {[null, ...LOTTERY_TICKET_STATUSES].map((status) => (
            <button
              key={status ?? 'all'}
              type="button"
              className="filter"
              aria-pressed={filter === status}
              onClick={() => onFilterChange(status)}
            >
              {status === null ? t('all') : t(`st_${status}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {tickets === null ? (
        <div className="skeleton-list" aria-hidden="true">
          <span />
          <span />
        </div>
      ) : shown.length === 0 ? (
        <p className="empty">{t('noTickets')}</p>
      ) : (
        <ul className="tickets">
          {shown.map((ticket) => {
            const game = games.find((g) => g.code === ticket.gameCode);
            const typeName = (code: string) => {
              const type = game?.betTypes.find((b) => b.code === code);
              return type ? betTypeName(code, type.name) : code;
            };
            return (
              <li
                key={ticket.ticketId}
                className={`ticket ticket--${ticket.status}`}
                aria-label={`${ticket.ticketId} ${t(`st_${ticket.status}`)}`}
              >
                <header className="ticket__head">
                  <div>
                    <strong>{game ? gameName(game) : ticket.gameCode}</strong>
                    <span className="muted small">
                      {' '}
                      · {t('draw', { key: ticket.drawKey })} · {formatDateTime(ticket.createdAt, locale)}
                    </span>
                  </div>
                  <Chip tone={ticket.status}>{t(`st_${ticket.status}`)}</Chip>
                </header>
                <ul className="ticket__lines">
                  {ticket.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; order is fixed
                    <li key={i} className="ticket-line">
                      <span className="ticket-line__type">{typeName(line.betType)}</span>
                      <span className="ticket-line__sel">{line.selections.join(' · ')}</span>
                      <span className="muted small">{displayMoney(line.cost)}</span>
                      {line.win !== null && line.win !== '0' && Number(line.win) !== 0 && (
                        <span className="pos small">+{displayMoney(line.win)}</span>
                      )}
                    </li>
                  ))}
                </ul>
                <dl className="ticket__foot">
                  <div>
                    <dt>{t('cost')}</dt>
                    <dd>{displayMoney(ticket.cost)}</dd>
                  </div>
                  <div>
                    <dt>{ticket.status === 'cancelled' ? t('refunded') : t('win')}</dt>
                    <dd className={ticket.status === 'won' ? 'pos' : ''}>
                      {displayMoney(ticket.status === 'cancelled' ? ticket.cost : ticket.win)}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
