import { API, formatMinor, parseMinor, type TErrorCode, type TVendorWalletValue } from '@croupier/contracts';
import {
  backoffMs,
  FINAL_BET_REFUSALS,
  inParallel,
  SingleFlight,
  sleep,
  type VendorDb,
  VendorError,
  type VendorLinks,
  type VendorMoneyOptions,
} from '@croupier/vendor-kit';
import type { LotteryStore, TicketRow } from './store.ts';

/** How this vendor's money retries: the kit's options. */
export type MoneyOptions = VendorMoneyOptions;

/**
 * The ticket's money, the vendor kit's rule: a ticket is one platform round (round id = ticket id)
 * whose bet, win and rollback transaction ids were written with it, before any call, so every call
 * repeats with the same ids and the platform never moves twice. Bet `ok` -> pending; refused ->
 * rejected (nothing moved); unknown -> rolled back. Settlement computes the win once (the draw
 * engine: pending -> settling, a row in ticket_wins), then the win (0 closes a lost ticket's round) is retried until the platform answers.
 */
export class TicketMoney {
  private readonly drivers = new SingleFlight<TicketRow>();

  constructor(
    private readonly db: VendorDb,
    private readonly store: LotteryStore,
    private readonly links: VendorLinks,
    private readonly options: MoneyOptions,
    private readonly now: () => Date,
  ) {}

  /** The player's platform balance (through the vendor code the session launched). */
  balance(merchantCode: string, vendorCode: string, playerId: string): Promise<bigint> {
    return this.links.balance(merchantCode, vendorCode, playerId);
  }

  /**
   * Debits a ticket stored `betting`. Returns the pending ticket and the balance after; a definitive
   * refusal marks it rejected (then `onFinal` releases its exposure) and throws the platform's code;
   * an unknown outcome rolls it back and throws SERVICE_UNAVAILABLE.
   */
  async placeBet(
    ticket: TicketRow,
    onFinal: (ticket: TicketRow) => Promise<void>,
  ): Promise<{ ticket: TicketRow; balance: bigint }> {
    const result = await this.links.call<TVendorWalletValue>(
      ticket.merchant_code,
      ticket.vendor_code,
      API.vendorWallet.bet,
      {
        playerId: ticket.player_id,
        transactionId: ticket.bet_tx_id,
        roundId: roundIdOf(ticket),
        gameCode: ticket.game_code,
        amount: formatMinor(ticket.cost),
      },
    );
    if (result.kind === 'ok') {
      const pending = await this.store.flipTicket(this.db, ticket.ticket_id, 'betting', {
        status: 'pending',
      });
      // The sweep may have rolled a very slow bet back meanwhile: then it is not pending.
      if (!pending) throw new VendorError('SERVICE_UNAVAILABLE', 'bet rolled back');
      return { ticket: pending, balance: parseMinor(result.value.balance, { allowNegative: true }) };
    }
    if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
      const rejected = await this.store.flipTicket(this.db, ticket.ticket_id, 'betting', {
        status: 'rejected',
        last_error: result.code,
      });
      if (rejected) await onFinal(rejected);
      throw new VendorError(result.code as TErrorCode);
    }
    const reason = result.kind === 'refused' ? result.code : result.reason;
    this.options.log?.('bet outcome unknown: rolling back', { ticketId: String(ticket.ticket_id), reason });
    const marked = await this.store.flipTicket(this.db, ticket.ticket_id, 'betting', {
      status: 'rolling_back',
      last_error: `bet: ${reason}`,
    });
    if (marked) await this.drive(marked, true, onFinal);
    throw new VendorError('SERVICE_UNAVAILABLE', `bet: ${reason}`);
  }

  /** Runs a ticket's pending money step; one driver per ticket in this process at a time. */
  drive(ticket: TicketRow, isInline: boolean, onFinal: (t: TicketRow) => Promise<void>): Promise<TicketRow> {
    return this.drivers.run(ticket.ticket_id.toString(), () => this.driveOnce(ticket, isInline, onFinal));
  }

  private async driveOnce(
    start: TicketRow,
    isInline: boolean,
    onFinal: (t: TicketRow) => Promise<void>,
  ): Promise<TicketRow> {
    const delays = isInline ? [0, ...this.options.inlineRetryDelaysMs] : [0];
    let ticket = start;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      const fresh = await this.store.ticket(this.db, ticket.ticket_id);
      if (!fresh) return ticket;
      ticket = fresh;
      if (ticket.status === 'betting') {
        const marked = await this.store.flipTicket(this.db, ticket.ticket_id, 'betting', {
          status: 'rolling_back',
          last_error: 'bet interrupted',
        });
        if (!marked) continue;
        ticket = marked;
      }
      const step =
        ticket.status === 'settling'
          ? await this.stepWin(ticket)
          : ticket.status === 'rolling_back' || ticket.status === 'refunding'
            ? await this.stepRollback(ticket)
            : { done: true, ticket };
      ticket = step.ticket;
      if (step.done) {
        if (ticket.status === 'rolled_back') await onFinal(ticket);
        return ticket;
      }
    }
    const attempts = ticket.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    return this.store.updateTicket(this.db, ticket.ticket_id, {
      attempts,
      next_attempt_at: new Date(this.now().getTime() + wait),
    });
  }

  private async stepWin(ticket: TicketRow): Promise<{ done: boolean; ticket: TicketRow }> {
    const win = ticket.win ?? 0n;
    const r = await this.links.call<TVendorWalletValue>(
      ticket.merchant_code,
      ticket.vendor_code,
      API.vendorWallet.win,
      {
        playerId: ticket.player_id,
        transactionId: ticket.win_tx_id,
        roundId: roundIdOf(ticket),
        gameCode: ticket.game_code,
        amount: formatMinor(win),
      },
    );
    if (r.kind === 'unknown') return this.retryLater(ticket, `win: ${r.reason}`);
    const final =
      r.kind === 'ok'
        ? {
            status: win > 0n ? ('won' as const) : ('lost' as const),
            settled_at: this.now(),
            next_attempt_at: null,
          }
        : { status: 'failed' as const, last_error: `win: ${r.code}` };
    if (r.kind === 'refused')
      this.options.log?.('win refused', { ticketId: String(ticket.ticket_id), code: r.code });
    const done = await this.store.flipTicket(this.db, ticket.ticket_id, 'settling', final);
    return { done: true, ticket: done ?? ticket };
  }

  private async stepRollback(ticket: TicketRow): Promise<{ done: boolean; ticket: TicketRow }> {
    const r = await this.links.call<TVendorWalletValue>(
      ticket.merchant_code,
      ticket.vendor_code,
      API.vendorWallet.rollback,
      {
        playerId: ticket.player_id,
        transactionId: ticket.rollback_tx_id,
        betTransactionId: ticket.bet_tx_id,
        roundId: roundIdOf(ticket),
        gameCode: ticket.game_code,
      },
    );
    if (r.kind === 'unknown') return this.retryLater(ticket, `rollback: ${r.reason}`);
    // A lost bet that never reached the platform is refused as BET_NOT_FOUND: nothing moved either way.
    const isDone = r.kind === 'ok' || r.code === 'BET_NOT_FOUND';
    const final = isDone
      ? {
          status: ticket.status === 'refunding' ? ('cancelled' as const) : ('rolled_back' as const),
          settled_at: this.now(),
          next_attempt_at: null,
        }
      : { status: 'failed' as const, last_error: `rollback: ${r.kind === 'refused' ? r.code : ''}` };
    const done = await this.store.flipTicket(this.db, ticket.ticket_id, ticket.status, final);
    return { done: true, ticket: done ?? ticket };
  }

  private async retryLater(ticket: TicketRow, reason: string): Promise<{ done: boolean; ticket: TicketRow }> {
    this.options.log?.('platform call to retry', { ticketId: String(ticket.ticket_id), reason });
    return {
      done: false,
      ticket: await this.store.updateTicket(this.db, ticket.ticket_id, { last_error: reason }),
    };
  }

  /** One pass over the due tickets (`concurrency` at a time); returns how many it drove. */
  async sweep(onFinal: (t: TicketRow) => Promise<void>, batch = 500, concurrency = 16): Promise<number> {
    await this.store.markDrawsPaid(this.db, this.now());
    const due = await this.store.dueTickets(this.db, this.now(), this.options.staleBettingMs, batch);
    await inParallel(due, concurrency, async (ticket) => {
      try {
        await this.drive(ticket, false, onFinal);
      } catch (error) {
        this.options.log?.('sweep failed for a ticket', {
          ticketId: String(ticket.ticket_id),
          error: String(error),
        });
      }
    });
    return due.length;
  }
}

/** The platform round of a ticket: its transaction ids' common base (`lt:<uuid>`), unique across vendor databases. */
export function roundIdOf(ticket: Pick<TicketRow, 'bet_tx_id'>): string {
  return ticket.bet_tx_id.replace(/:bet$/, '');
}
