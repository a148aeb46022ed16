import {
  formatMinor,
  parseMinor,
  type TAdminReferralSettings,
  type TReferralOverview,
  type TReferralReward,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { type CreditedDeposits, type MerchantFlagsOf, WALLET } from './loyalty-ports.ts';
import type { ReferralRepository, ReferralSettingsRow } from './referral.repository.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;
type MerchantKey = Pick<Merchant, 'id'>;

/** The accounts' answers invite friends needs: a member's referral code (given on first use) and names. */
export interface ReferralMembers {
  referralCodeOf(merchantId: bigint, memberId: bigint): Promise<string>;
  accountOf(merchantId: bigint, memberId: bigint): Promise<string | undefined>;
}

const REFERRAL_OWNER = 'referral';

function toSettings(row: ReferralSettingsRow): TAdminReferralSettings {
  return {
    firstDepositReward: formatMinor(row.first_deposit_reward),
    firstDepositMin: formatMinor(row.first_deposit_min),
    betTarget: formatMinor(row.bet_target),
    betTargetReward: formatMinor(row.bet_target_reward),
  };
}

/**
 * Invite friends (issue 18): a member's referral code and link, the friends who registered with it,
 * and the operator's rewards when a friend first deposits or reaches a valid-bet target. A reward
 * is recorded once per friend and kind (unique key) and claimed once from the reward center: the
 * reward row is locked, the ledger posts under the reward's key and the status changes together.
 */
export class ReferralService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: ReferralRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly members: ReferralMembers,
    private readonly creditedDeposits: CreditedDeposits,
    private readonly flagsOf: MerchantFlagsOf,
  ) {}

  /** Registration's step, in its transaction: the new member was invited by `referrerId`. */
  async recordReferral(tx: Transaction<Database>, merchantId: bigint, referrerId: bigint, friendId: bigint) {
    await this.repository.insertReferral(tx, merchantId, referrerId, friendId);
  }

  /** The member's code, link, rules, invited friends with their state, and rewards (earned ones recorded first). */
  async overview(merchant: MerchantKey, memberId: bigint): Promise<TReferralOverview> {
    const referralCode = await this.members.referralCodeOf(merchant.id, memberId);
    const { friends, settings } = await this.evaluate(merchant.id, memberId);
    const rewards = await this.rewards(merchant, memberId);
    return {
      referralCode,
      path: `/register?referralCode=${encodeURIComponent(referralCode)}`,
      rules: toSettings(settings),
      friends,
      rewards,
    };
  }

  async rewards(merchant: MerchantKey, memberId: bigint): Promise<TReferralReward[]> {
    const rows = await this.repository.rewardsOf(this.db, merchant.id, memberId);
    const names = new Map<bigint, string>();
    for (const row of rows) {
      if (!names.has(row.friend_id)) {
        names.set(row.friend_id, (await this.members.accountOf(merchant.id, row.friend_id)) ?? '');
      }
    }
    return rows.map((row) => ({
      id: row.id.toString(),
      friend: maskAccount(names.get(row.friend_id) ?? ''),
      kind: row.kind,
      amount: formatMinor(row.amount),
      status: row.status,
      createdAt: row.created_at.toISOString(),
    }));
  }

  /** The reward badge's share: rewards waiting to be claimed (0 while the programme is off). */
  async claimableCount(merchant: MerchantKey, memberId: bigint): Promise<number> {
    if (!(await this.flagsOf(merchant.id))?.referral) return 0;
    return this.repository.claimableCount(this.db, merchant.id, memberId);
  }

  /**
   * Pays a reward into the member's wallet, once: a repeat (or the loser of two claims at once)
   * answers the claimed reward and moves nothing. Errors: NOT_FOUND.
   */
  async claim(
    merchant: MerchantRef,
    memberId: bigint,
    id: bigint,
    audit: LedgerAudit,
  ): Promise<TReferralReward> {
    const reward = await this.repository.reward(this.db, merchant.id, memberId, id);
    if (!reward) throw new AppError('NOT_FOUND');
    if (reward.status === 'claimable') {
      const wallet = await this.ledger.accountFor(
        merchant.id,
        WALLET,
        memberId.toString(),
        merchant.currency,
      );
      const source = await this.ledger.accountFor(
        merchant.id,
        'promotion',
        REFERRAL_OWNER,
        merchant.currency,
      );
      const paid = await withRetry(() =>
        this.db.transaction().execute(async (tx) => {
          const posted = await this.ledger.postIn(tx, {
            merchantId: merchant.id,
            kind: 'referral_reward',
            idempotencyKey: `referral:${reward.id}`,
            postings: [
              { account: source, amount: -reward.amount },
              { account: wallet, amount: reward.amount },
            ],
            reference: { rewardId: reward.id.toString(), memberId: memberId.toString(), kind: reward.kind },
            audit,
          });
          if (posted.replayed) return false;
          if (!(await this.repository.markClaimed(tx, reward.id, posted.transactionId))) {
            throw new Error('referral reward claimed without its ledger key');
          }
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: audit.actor,
            action: 'referral.reward.claim',
            detail: { rewardId: reward.id.toString(), amount: formatMinor(reward.amount), kind: reward.kind },
            ip: audit.ip ?? null,
            requestId: audit.requestId ?? null,
          });
          return true;
        }),
      );
      if (paid) this.balances.changed(merchant.id, memberId);
    }
    const found = (await this.rewards(merchant, memberId)).find((r) => r.id === id.toString());
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** The job: records rewards earned by friends whose referrer has not looked since. */
  async settleDue(): Promise<number> {
    let checked = 0;
    for (const row of await this.repository.pendingReferrals(this.db, 200)) {
      if (!(await this.flagsOf(row.merchant_id))?.referral) continue;
      await this.evaluate(row.merchant_id, row.referrer_id);
      checked += 1;
    }
    return checked;
  }

  async adminSettings(merchant: MerchantKey): Promise<TAdminReferralSettings> {
    return toSettings(await this.repository.settings(this.db, merchant.id));
  }

  async saveSettings(merchant: MerchantKey, input: TAdminReferralSettings, audit: LedgerAudit) {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.saveSettings(tx, merchant.id, {
        first_deposit_reward: parseMinor(input.firstDepositReward),
        first_deposit_min: parseMinor(input.firstDepositMin),
        bet_target: parseMinor(input.betTarget),
        bet_target_reward: parseMinor(input.betTargetReward),
      });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'referral.settings.update',
        detail: { ...input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminSettings(merchant);
  }

  /** Each friend's state, recording the rewards their deposits and bets have earned (each once). */
  private async evaluate(merchantId: bigint, referrerId: bigint) {
    const settings = await this.repository.settings(this.db, merchantId);
    const rows = await this.repository.friendsOf(this.db, merchantId, referrerId);
    const bets = await this.repository.validBets(
      this.db,
      merchantId,
      rows.map((row) => row.friend_id),
    );
    const friends: TReferralOverview['friends'] = [];
    for (const row of rows) {
      const deposits = await this.creditedDeposits(merchantId, row.friend_id);
      const first = deposits[0];
      const validBet = bets.get(row.friend_id) ?? 0n;
      const earnsDeposit =
        settings.first_deposit_reward > 0n &&
        first !== undefined &&
        first.amount >= settings.first_deposit_min;
      const earnsBets =
        settings.bet_target > 0n && settings.bet_target_reward > 0n && validBet >= settings.bet_target;
      if (earnsDeposit || earnsBets) {
        await this.db.transaction().execute(async (tx) => {
          const base = { merchantId, referrerId, friendId: row.friend_id };
          if (earnsDeposit) {
            await this.repository.insertReward(tx, {
              ...base,
              kind: 'first_deposit',
              amount: settings.first_deposit_reward,
            });
          }
          if (earnsBets) {
            await this.repository.insertReward(tx, {
              ...base,
              kind: 'bet_target',
              amount: settings.bet_target_reward,
            });
          }
        });
      }
      friends.push({
        account: maskAccount((await this.members.accountOf(merchantId, row.friend_id)) ?? ''),
        registeredAt: row.created_at.toISOString(),
        hasDeposited: first !== undefined,
        validBet: formatMinor(validBet),
        state:
          settings.bet_target > 0n && validBet >= settings.bet_target
            ? 'qualified'
            : first !== undefined
              ? 'deposited'
              : 'invited',
      });
    }
    return { friends, settings };
  }
}

/** A friend's account as the referrer sees it: first two and last two characters. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
