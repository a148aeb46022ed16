import { BUILT_IN_ROLES, OPERATOR_PERMISSIONS, type TBuiltInRole } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// Input checks are off in this file only, so every route reaches its permission check whatever it
// is sent (the routes' own tests cover their input); nothing here is sent with a permission it needs.
vi.mock('fastify-type-provider-zod', async (importOriginal) => ({
  ...(await importOriginal<typeof import('fastify-type-provider-zod')>()),
  validatorCompiler: () => (data: unknown) => ({ value: data }),
}));

/** The console's own session calls: the only admin routes that name no permission. */
const SESSION_ROUTES = new Set([
  '/admin/api/auth/login',
  '/admin/api/auth/logout',
  '/admin/api/auth/me',
  '/admin/api/auth/totp',
  '/admin/api/auth/totp/confirm',
  '/admin/api/auth/recovery-codes',
]);

interface AdminRoute {
  method: string;
  path: string;
}

describe('permission matrix: every admin route refuses a caller without its permission', () => {
  let sut: TestApp;
  let routes: AdminRoute[];
  let merchantCode: string;
  beforeAll(async () => {
    sut = await startTestApp();
    merchantCode = (await createTestMerchant(sut.services)).code;
    // Fastify's route table as the OpenAPI document lists it (every route with a schema).
    const document = sut.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
  });
  afterAll(() => sut.close());

  const call = (route: AdminRoute, token: string) =>
    sut.app.inject({
      method: route.method as 'GET',
      url: route.path.replace('{merchantCode}', merchantCode).replace(/\{[^}]+\}/g, '1'),
      headers: { authorization: `Bearer ${token}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the admin routes in the route table', () => {
    expect(routes.length).toBeGreaterThan(45);
    expect(routes).toContainEqual({
      method: 'POST',
      path: '/admin/api/merchants/{merchantCode}/withdrawals/{id}/approve',
    });
  });

  it('answers 403 naming a known permission to a token that holds none, on every route', async () => {
    const { token } = await sut.services.adminAuth.issueToken(null, 'no-permissions', [], { name: 'test' });
    // An empty scope is stored as such: a token is never widened to "everything".
    const permissionOf: Record<string, string> = {};
    for (const route of routes.filter((r) => !SESSION_ROUTES.has(r.path))) {
      const response = await call(route, token);
      const body = response.json();
      expect({ route, status: response.statusCode, code: body.code }).toEqual({
        route,
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(OPERATOR_PERMISSIONS).toContain(body.value?.permission);
      permissionOf[`${route.method} ${route.path}`] = body.value.permission;
    }
    matrix = permissionOf;
  });

  let matrix: Record<string, string> = {};

  it.each(Object.keys(BUILT_IN_ROLES).filter((role) => role !== 'super_admin') as TBuiltInRole[])(
    'refuses the %s role every route whose permission it lacks, naming the permission',
    async (role) => {
      const { token } = await createTestOperator(
        sut.services,
        (await sut.services.merchants.findByCode(merchantCode))?.id ?? null,
        role,
      );
      const held = new Set<string>(BUILT_IN_ROLES[role]);
      let refused = 0;
      for (const route of routes) {
        const permission = matrix[`${route.method} ${route.path}`];
        if (!permission || held.has(permission)) continue;
        const response = await call(route, token);
        expect({ route, status: response.statusCode, permission: response.json().value?.permission }).toEqual(
          {
            route,
            status: 403,
            permission,
          },
        );
        refused++;
      }
      expect(refused).toBeGreaterThan(0);
    },
  );

  it('refuses an operator whose authenticator is not on yet, whatever its role', async () => {
    const merchant = await sut.services.merchants.findByCode(merchantCode);
    await sut.services.operatorAccounts.createOperator(
      merchant?.id ?? null,
      { username: 'owner-without-totp', password: 'Password-without-1', role: 'owner' },
      { name: 'test' },
      'system',
    );
    const { token } = await sut.services.operatorAccounts.login(
      { username: 'owner-without-totp', password: 'Password-without-1' },
      '127.0.0.2',
    );
    const settings = routes.find((r) => r.method === 'GET' && r.path.endsWith('/settings'));
    expect(settings).toBeDefined();
    const response = await call(settings as AdminRoute, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().value).toEqual({ permission: 'settings.read' });
  });
});
