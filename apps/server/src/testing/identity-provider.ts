import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback (oidc-provider with its development sign-in pages),
 * standing in for Google or Facebook in tests and journeys. Any login/password signs in; the login
 * becomes the subject, with a verified email and a name.
 */
export async function startIdentityProvider(
  options: { port?: number; clientId?: string; clientSecret?: string } = {},
) {
  const clientId = options.clientId ?? 'croupier-test-client';
  const clientSecret = options.clientSecret ?? 'croupier-test-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        // Merchants answer on many test hosts; the stand-in accepts their callbacks (checked below).
        redirect_uris: ['http://localhost/wps/session/oauth/google/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['croupier-test-identity-provider-cookie-key'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@mail.example`,
        email_verified: true,
        name: `Player ${sub}`,
      }),
    }),
    // No consent screen: the stand-in grants what the platform asks for.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const allowRedirect = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return (
      /^http:\/\/[^/]+\/wps\/session\/oauth\/(google|facebook)\/callback$/.test(value) ||
      allowRedirect.call(this, value)
    );
  };
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `node --import tsx apps/server/src/testing/identity-provider.ts` runs one for the journeys.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.IDP_PORT ?? 18_090);
  startIdentityProvider({ port }).then((idp) => process.stdout.write(`identity provider at ${idp.issuer}\n`));
}
