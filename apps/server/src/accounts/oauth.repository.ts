import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MerchantOauthProvidersTable, OauthLoginsTable } from './accounts.tables.ts';

export type OauthProviderRow = Selectable<MerchantOauthProvidersTable>;
export type OauthLoginRow = Selectable<OauthLoginsTable>;

/** Merchants' identity-provider registrations and logins in flight through a provider. */
export class OauthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findProvider(merchantId: bigint, provider: string): Promise<OauthProviderRow | undefined> {
    return this.db
      .selectFrom('merchant_oauth_providers')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('provider', '=', provider as 'google' | 'facebook')
      .executeTakeFirst();
  }

  async upsertProvider(row: {
    merchantId: bigint;
    provider: 'google' | 'facebook';
    issuer: string;
    clientId: string;
    clientSecret: string;
  }) {
    await this.db
      .insertInto('merchant_oauth_providers')
      .values({
        merchant_id: row.merchantId,
        provider: row.provider,
        issuer: row.issuer,
        client_id: row.clientId,
        client_secret: row.clientSecret,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'provider']).doUpdateSet({
          issuer: row.issuer,
          client_id: row.clientId,
          client_secret: row.clientSecret,
          updated_at: new Date(),
        }),
      )
      .execute();
  }

  async insertLogin(row: {
    merchantId: bigint;
    provider: string;
    stateHash: Uint8Array;
    codeVerifier: string;
    nonce: string;
    side: 'player' | 'agent';
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('oauth_logins')
      .values({
        merchant_id: row.merchantId,
        provider: row.provider,
        state_hash: row.stateHash,
        code_verifier: row.codeVerifier,
        nonce: row.nonce,
        side: row.side,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** Takes an open login by its state, once: a replayed callback finds nothing. */
  async completeLogin(merchantId: bigint, stateHash: Uint8Array): Promise<OauthLoginRow | undefined> {
    return this.db
      .updateTable('oauth_logins')
      .set({ completed_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('state_hash', '=', stateHash)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
  }

  async attachTicket(id: bigint, ticketHash: Uint8Array, memberId: bigint): Promise<void> {
    await this.db
      .updateTable('oauth_logins')
      .set({ ticket_hash: ticketHash, member_id: memberId })
      .where('id', '=', id)
      .execute();
  }

  /** Uses a ticket once, within the login's lifetime. */
  async useTicket(merchantId: bigint, ticketHash: Uint8Array): Promise<OauthLoginRow | undefined> {
    return this.db
      .updateTable('oauth_logins')
      .set({ ticket_used_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('ticket_hash', '=', ticketHash)
      .where('ticket_used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
  }
}
