import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startIdentityProvider } from '../testing/identity-provider.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Signs in at the provider the way a browser would: follow redirects with cookies, fill in the
 * development sign-in form, and stop at the redirect back to the platform.
 */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url}: ${html.slice(0, 200)}`);
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
    };
  }
  throw new Error('too many redirects at the provider');
}

describe('one-click login through an OpenID Connect provider', () => {
  let sut: TestApp;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp();
    idp = await startIdentityProvider();
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(async () => {
    await sut.close();
    await idp.close();
  });

  const configure = async (code: string) => {
    const response = await sut.app.inject({
      method: 'PUT',
      url: API.admin.oauthProvider.replace(':merchantCode', code).replace(':provider', 'google'),
      headers: { 'x-admin-key': adminKey },
      payload: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  // The browser's cookie jar for the state cookie: set by the latest start, sent by back.
  let stateCookie = '';
  const start = async (host: string, side = 'player') => {
    const response = await sut.app.inject({
      url: `${API.session.oauthStart.replace(':provider', 'google')}?side=${side}`,
      headers: { host },
    });
    stateCookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    return response;
  };
  const back = (host: string, callback: URL, cookie = stateCookie) =>
    sut.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { host, cookie } });

  it('signs a new player in, and the same player again later, as one member', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { googleLogin: true } });
    await configure(merchant.code);

    const first = await start(merchant.domain);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
    const callback = await signInAtProvider(first.headers.location as string, 'alice');
    expect(callback.pathname).toBe('/wps/session/oauth/google/callback');

    const landed = await back(merchant.domain, callback);
    expect(landed.statusCode).toBe(302);
    const ticket = new URL(landed.headers.location as string, 'http://site').searchParams.get('oauthTicket');
    expect(ticket).toBeTruthy();
    // The callback can't be replayed.
    expect((await back(merchant.domain, callback)).headers.location).toBe('/?oauthError=UNAUTHORIZED');

    const exchange = (value: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.session.oauthExchange,
        headers: { host: merchant.domain },
        payload: { ticket: value },
      });
    const login = await exchange(ticket as string);
    expect(login.statusCode, login.body).toBe(200);
    const value = login.json().value;
    expect(value).toMatchObject({
      nickname: 'Player alice',
      email: 'a***@mail.example', // masked like every personal field a read returns
      isAgent: false,
      firstTimeLogin: true,
    });
    expect((await exchange(ticket as string)).json().code).toBe('UNAUTHORIZED');
    const info = await sut.app.inject({
      url: API.member.info,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: value.token },
    });
    expect(info.json().value.account).toBe(value.account);

    const again = await signInAtProvider((await start(merchant.domain)).headers.location as string, 'alice');
    const secondTicket = new URL(
      (await back(merchant.domain, again)).headers.location as string,
      'http://site',
    ).searchParams.get('oauthTicket');
    const second = (await exchange(secondTicket as string)).json().value;
    expect(second.account).toBe(value.account);
    expect(second.firstTimeLogin).toBe(false);
  });

  it('is refused when the merchant has not switched the provider on', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { googleLogin: false } });
    await configure(merchant.code);
    const response = await start(merchant.domain);
    expect(response.headers.location).toBe('/?oauthError=OPERATION_NOT_ENABLED');
  });

  it('keeps a new player out of the agent side', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { googleLogin: true } });
    await configure(merchant.code);
    const callback = await signInAtProvider(
      (await start(merchant.domain, 'agent')).headers.location as string,
      'bob',
    );
    const landed = await back(merchant.domain, callback);
    const ticket = new URL(landed.headers.location as string, 'http://site').searchParams.get('oauthTicket');
    expect(landed.headers.location).toMatch(/^\/agent\?oauthTicket=/);
    const refused = await sut.app.inject({
      method: 'POST',
      url: API.session.oauthExchange,
      headers: { host: merchant.domain },
      payload: { ticket },
    });
    expect(refused.json().code).toBe('NON_AGENT_LOGIN');
  });

  it('binds the state to the browser that started the login (no login CSRF)', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { googleLogin: true } });
    await configure(merchant.code);
    const started = await start(merchant.domain);
    expect(started.headers['set-cookie']).toMatch(/^croupier_oauth_state=[^;]+;.*HttpOnly.*SameSite=Lax/i);
    const callback = await signInAtProvider(started.headers.location as string, 'mallory');

    // The attacker's callback URL opened in a victim's browser, which holds no (or another) state.
    expect((await back(merchant.domain, callback, '')).headers.location).toBe('/?oauthError=UNAUTHORIZED');
    expect((await back(merchant.domain, callback, 'croupier_oauth_state=other')).headers.location).toBe(
      '/?oauthError=UNAUTHORIZED',
    );
    // The browser that started it still completes it: the foreign attempts did not use the state up.
    const landed = await back(merchant.domain, callback);
    expect(landed.headers.location).toMatch(/^\/\?oauthTicket=/);
  });

  it('refuses a callback with a state it never issued', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { googleLogin: true } });
    const response = await sut.app.inject({
      url: '/wps/session/oauth/google/callback?code=abc&state=forged',
      headers: { host: merchant.domain },
    });
    expect(response.headers.location).toBe('/?oauthError=UNAUTHORIZED');
  });
});
