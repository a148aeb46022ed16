import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MEMBER_TYPE, type TLoginValue } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AccountsService, RequestContext } from './accounts.service.ts';
import type { MembersRepository } from './members.repository.ts';
import type { OauthProviderRow, OauthRepository } from './oauth.repository.ts';
import { newSecret, sha256 } from './sessions.service.ts';

const LOGIN_MINUTES = 10;
/** How long a started one-click login may take, in seconds (the state cookie's lifetime). */
export const OAUTH_LOGIN_SECONDS = LOGIN_MINUTES * 60;
type Provider = 'google' | 'facebook';
/** What the provider tells about the player: the subject always, email and name when shared. */
type Identity = { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };

/**
 * One-click login with an outside identity provider (OpenID Connect authorization code flow with
 * PKCE, state and nonce). The provider's answer becomes a one-time ticket the site trades for a
 * session, so the session token never travels in a URL.
 */
export class OauthService {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly oauth: OauthRepository,
    private readonly members: MembersRepository,
    private readonly accounts: AccountsService,
  ) {}

  /** The provider URL to send the browser to. Errors: OPERATION_NOT_ENABLED, SERVICE_UNAVAILABLE. */
  async start(
    merchant: Merchant,
    provider: Provider,
    side: 'player' | 'agent',
    callbackUrl: string,
  ): Promise<{ url: string; state: string }> {
    const registration = await this.registrationOf(merchant, provider);
    const configuration = await this.configurationOf(registration);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.oauth.insertLogin({
      merchantId: merchant.id,
      provider,
      stateHash: sha256(state),
      codeVerifier,
      nonce,
      side,
      expiresAt: new Date(Date.now() + LOGIN_MINUTES * 60_000),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state };
  }

  /**
   * Handles the provider's redirect: checks state, nonce and PKCE, finds or creates the member behind
   * the identity, and returns a one-time ticket. `browserState` is the state the browser was given
   * at the start (its cookie): a callback carrying another browser's state is a login CSRF and is
   * refused without using that state up. Errors: UNAUTHORIZED (unknown, replayed, foreign or refused).
   */
  async callback(
    merchant: Merchant,
    provider: Provider,
    currentUrl: URL,
    ip: string,
    browserState: string | undefined,
  ): Promise<{ ticket: string; side: 'player' | 'agent' }> {
    const state = currentUrl.searchParams.get('state');
    if (!state) throw new AppError('UNAUTHORIZED', { detail: 'callback without state' });
    if (!browserState || !timingSafeEqual(sha256(browserState), sha256(state)))
      throw new AppError('UNAUTHORIZED', { detail: 'state not issued to this browser' });
    const login = await this.oauth.completeLogin(merchant.id, sha256(state));
    if (!login || login.provider !== provider)
      throw new AppError('UNAUTHORIZED', { detail: 'unknown or used state' });
    const configuration = await this.configurationOf(await this.registrationOf(merchant, provider));
    let claims: Identity;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: login.code_verifier,
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken?.sub) throw new Error('no subject in the id token');
      // Providers may keep email and name out of the ID token; the userinfo endpoint has them.
      const hasProfile = typeof idToken.email === 'string' && typeof idToken.name === 'string';
      const userInfo =
        hasProfile || !configuration.serverMetadata().userinfo_endpoint
          ? {}
          : await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...userInfo, ...idToken };
    } catch (error) {
      throw new AppError('UNAUTHORIZED', { detail: 'provider refused the code', cause: error });
    }
    const memberId = await this.memberFor(merchant, provider, claims, ip);
    const ticket = newSecret();
    await this.oauth.attachTicket(login.id, sha256(ticket), memberId);
    return { ticket, side: login.side };
  }

  /** Trades a ticket for a session, once. Errors: UNAUTHORIZED, plus the login's own checks. */
  async exchange(merchant: Merchant, ticket: string, context: RequestContext): Promise<TLoginValue> {
    const login = await this.oauth.useTicket(merchant.id, sha256(ticket));
    if (!login?.member_id) throw new AppError('UNAUTHORIZED', { detail: 'unknown or used ticket' });
    return this.accounts.loginWithIdentity(
      merchant,
      login.member_id,
      login.side,
      `oauth:${login.provider}`,
      context,
    );
  }

  async configure(
    merchant: Merchant,
    provider: Provider,
    settings: { issuer: string; clientId: string; clientSecret: string },
  ) {
    await this.oauth.upsertProvider({ merchantId: merchant.id, provider, ...settings });
    this.configurations.clear();
  }

  private async registrationOf(merchant: Merchant, provider: Provider): Promise<OauthProviderRow> {
    const isOn = provider === 'google' ? merchant.flags.googleLogin : merchant.flags.facebookLogin;
    const registration = isOn ? await this.oauth.findProvider(merchant.id, provider) : undefined;
    if (!registration) throw new AppError('OPERATION_NOT_ENABLED', { detail: `${provider} login is off` });
    return registration;
  }

  /** Provider metadata is discovered once per client registration and reused. */
  private configurationOf(registration: OauthProviderRow): Promise<client.Configuration> {
    const key = `${registration.issuer}|${registration.client_id}|${registration.updated_at.getTime()}`;
    let configuration = this.configurations.get(key);
    if (!configuration) {
      const issuer = new URL(registration.issuer);
      // Plain HTTP only for a provider on this machine (development and tests).
      const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      configuration = client
        .discovery(issuer, registration.client_id, registration.client_secret, undefined, {
          execute: isLoopback ? [client.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          this.configurations.delete(key);
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'identity provider discovery failed',
            cause: error,
          });
        });
      this.configurations.set(key, configuration);
    }
    return configuration;
  }

  private async memberFor(
    merchant: Merchant,
    provider: Provider,
    claims: Identity,
    ip: string,
  ): Promise<bigint> {
    const known = await this.members.findIdentity(merchant.id, provider, claims.sub);
    if (known) return known;
    const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
    const name = typeof claims.name === 'string' ? claims.name.slice(0, 40) : null;
    return this.db.transaction().execute(async (tx) => {
      const member = await this.members.insert(tx, {
        merchant_id: merchant.id,
        username: `${provider.charAt(0)}${randomBytes(6).toString('hex')}`,
        type: MEMBER_TYPE.MEMBER,
        // No password: this member signs in through the provider (or sets one by email recovery).
        password_hash: '!oauth-account-has-no-password',
        nickname: name,
        email,
        register_ip: ip,
        register_method: `OAUTH_${provider.toUpperCase()}`,
      });
      await this.members.linkIdentity(tx, merchant.id, provider, claims.sub, member.id);
      return member.id;
    });
  }
}
