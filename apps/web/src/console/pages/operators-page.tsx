import {
  API,
  MERCHANT_OPERATOR_PERMISSIONS,
  type TOperatorMe,
  type TOperatorPermission,
  type TOperatorSummary,
  ZApiToken,
  ZApiTokenCreated,
  ZCreateApiToken,
  ZCreateOperator,
  ZCreateRole,
  ZOk,
  ZOperatorSummary,
  ZRole,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { can, consoleRequest, missingPermission, when } from '../console-api.ts';
import { useTabStrip } from './tab-strip.tsx';

function refusal(error: unknown): string {
  const permission = missingPermission(error);
  if (permission) return `Your role does not allow this (${permission}).`;
  if (error instanceof ApiError && error.code === 'CONFLICT')
    return 'Someone changed this operator meanwhile; the list now shows their change.';
  if (error instanceof z.ZodError) return 'Some fields are missing or invalid.';
  return error instanceof ApiError ? error.message : 'Something went wrong.';
}

/**
 * Operators, roles and API tokens of the brand: who may sign in to this console with which role,
 * the custom roles built from the permission list, and the scoped tokens machines call the API
 * with. A role change waits for a second operator (four-eyes); every change is audited.
 */
export function OperatorsPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const { current: tab, strip } = useTabStrip('Operators view', [
    { id: 'operators' as const, label: 'Operators' },
    { id: 'roles' as const, label: 'Roles' },
    ...(can(me, 'tokens.manage') ? [{ id: 'tokens' as const, label: 'API tokens' }] : []),
  ]);
  return (
    <section className="console-page" aria-labelledby="operators-title">
      <header className="console-page__head">
        <div>
          <h1 id="operators-title">Operators</h1>
          <p className="console-muted">
            People who run the brand, their roles, and the API tokens of machines.
          </p>
        </div>
      </header>
      {strip}
      {tab === 'operators' ? <OperatorsTab merchantCode={merchantCode} me={me} /> : null}
      {tab === 'roles' ? <RolesTab merchantCode={merchantCode} me={me} /> : null}
      {tab === 'tokens' ? <TokensTab merchantCode={merchantCode} me={me} /> : null}
    </section>
  );
}

function useRoles(merchantCode: string) {
  return useQuery({
    queryKey: ['console', 'roles', merchantCode],
    queryFn: async () =>
      (await consoleRequest(API.admin.roles, ZOk(z.array(ZRole)), { params: { merchantCode } })).value,
  });
}

function OperatorsTab({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const key = ['console', 'operators', merchantCode];
  const queryClient = useQueryClient();
  const operators = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await consoleRequest(API.admin.operators, ZOk(z.array(ZOperatorSummary)), {
          params: { merchantCode },
        })
      ).value,
  });
  const roles = useRoles(merchantCode);
  const canWrite = can(me, 'operators.write');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const setDisabled = useMutation({
    mutationFn: (row: TOperatorSummary) =>
      consoleRequest(API.admin.operator, ZOk(z.null()), {
        method: 'PATCH',
        params: { merchantCode, id: row.id },
        body: { version: row.version, disabled: !row.disabled },
      }),
    onSettled: refresh,
  });
  const askRole = useMutation({
    mutationFn: (input: { row: TOperatorSummary; role: string }) =>
      consoleRequest(API.admin.approvals, ZOk(z.object({ id: z.string() })), {
        method: 'POST',
        params: { merchantCode },
        body: { kind: 'role_change', operatorId: input.row.id, version: input.row.version, role: input.role },
      }),
    onSuccess: () => setNotice('Role change sent: a second operator approves it under Approvals.'),
  });
  const error = setDisabled.error ?? askRole.error;
  return (
    <>
      {canWrite ? (
        <AddOperator
          merchantCode={merchantCode}
          roles={roles.data?.map((r) => r.code) ?? []}
          onDone={refresh}
        />
      ) : null}
      {notice ? (
        <p className="console-ok" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="console-error" role="alert">
          {refusal(error)}
        </p>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Operators">
          <thead>
            <tr>
              <th>Username</th>
              <th>Role</th>
              <th>Authenticator</th>
              <th>Status</th>
              <th>Added</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {operators.data?.map((row) => (
              <tr key={row.id}>
                <td className="console-strong">{row.username}</td>
                <td>
                  {canWrite && row.username !== me.username ? (
                    <select
                      className="input console-select"
                      aria-label={`${row.username} role`}
                      value={row.role}
                      disabled={askRole.isPending}
                      onChange={(e) => askRole.mutate({ row, role: e.target.value })}
                    >
                      {(roles.data ?? []).map((r) => (
                        <option key={r.code} value={r.code}>
                          {r.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    row.role.replace(/_/g, ' ')
                  )}
                </td>
                <td>{row.totpEnabled ? 'On' : 'Not set up yet'}</td>
                <td>
                  <span className={`console-pill console-pill--${row.disabled ? 'disabled' : 'active'}`}>
                    {row.disabled ? 'Turned off' : 'Active'}
                  </span>
                </td>
                <td>{when(row.createdAt)}</td>
                {canWrite ? (
                  <td>
                    {row.username === me.username ? null : (
                      <button
                        type="button"
                        className="button button--outline button--small"
                        disabled={setDisabled.isPending}
                        onClick={() => setDisabled.mutate(row)}
                      >
                        {row.disabled ? `Turn ${row.username} on` : `Turn ${row.username} off`}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {operators.data?.length === 0 ? <p className="console-empty">No operator yet.</p> : null}
        {operators.error ? (
          <p className="console-error" role="alert">
            {refusal(operators.error)}
          </p>
        ) : null}
      </div>
    </>
  );
}

function AddOperator({
  merchantCode,
  roles,
  onDone,
}: {
  merchantCode: string;
  roles: string[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState({ username: '', password: '', role: '' });
  const checked = ZCreateOperator.safeParse({ ...draft, role: draft.role || roles[0] });
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      return consoleRequest(API.admin.operators, ZOk(z.object({ id: z.string() })), {
        method: 'POST',
        params: { merchantCode },
        body: checked.data,
      });
    },
    onSuccess: () => {
      setDraft({ username: '', password: '', role: '' });
      setTried(false);
      onDone();
    },
  });
  const issues = new Set(tried ? (checked.error?.issues.map((i) => String(i.path[0])) ?? []) : []);
  return (
    <form
      className="console-card console-operators__add"
      aria-label="Add an operator"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (checked.success) add.mutate();
      }}
    >
      <label className="field">
        <span className="field__label">New operator's username</span>
        <input
          className="input"
          autoComplete="off"
          value={draft.username}
          aria-invalid={issues.has('username')}
          onChange={(e) => setDraft({ ...draft, username: e.target.value })}
        />
        {issues.has('username') ? (
          <span className="console-error">3–64 lower-case letters, digits, dots or dashes.</span>
        ) : null}
      </label>
      <label className="field">
        <span className="field__label">First password</span>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={draft.password}
          aria-invalid={issues.has('password')}
          onChange={(e) => setDraft({ ...draft, password: e.target.value })}
        />
        {issues.has('password') ? (
          <span className="console-error">At least 10 characters with a letter and a digit.</span>
        ) : null}
      </label>
      <label className="field">
        <span className="field__label">Role</span>
        <select
          className="input"
          value={draft.role || roles[0] || ''}
          onChange={(e) => setDraft({ ...draft, role: e.target.value })}
        >
          {roles.map((code) => (
            <option key={code} value={code}>
              {code.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        Add operator
      </button>
      {add.error ? (
        <p className="console-error" role="alert">
          {refusal(add.error)}
        </p>
      ) : null}
    </form>
  );
}

function PermissionChecks({
  legend,
  picked,
  onChange,
  allowed,
}: {
  legend: string;
  picked: TOperatorPermission[];
  onChange: (picked: TOperatorPermission[]) => void;
  allowed: readonly TOperatorPermission[];
}) {
  return (
    <fieldset className="console-operators__perms">
      <legend className="field__label">{legend}</legend>
      {allowed.map((permission) => (
        <label key={permission}>
          <input
            type="checkbox"
            checked={picked.includes(permission)}
            onChange={(e) =>
              onChange(e.target.checked ? [...picked, permission] : picked.filter((p) => p !== permission))
            }
          />{' '}
          <code className="console-mono">{permission}</code>
        </label>
      ))}
    </fieldset>
  );
}

function RolesTab({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const roles = useRoles(merchantCode);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ code: string; name: string; permissions: TOperatorPermission[] }>({
    code: '',
    name: '',
    permissions: [],
  });
  const [tried, setTried] = useState(false);
  const checked = ZCreateRole.safeParse(draft);
  const add = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      return consoleRequest(API.admin.roles, ZOk(z.null()), {
        method: 'POST',
        params: { merchantCode },
        body: checked.data,
      });
    },
    onSuccess: () => {
      setDraft({ code: '', name: '', permissions: [] });
      setTried(false);
      void queryClient.invalidateQueries({ queryKey: ['console', 'roles', merchantCode] });
    },
  });
  // Nobody grants above their own permissions: the form offers only those the operator holds.
  const grantable = MERCHANT_OPERATOR_PERMISSIONS.filter((p) => me.permissions.includes(p));
  return (
    <>
      {can(me, 'operators.write') ? (
        <form
          className="console-card console-operators__role"
          aria-label="Add a custom role"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (checked.success) add.mutate();
          }}
        >
          <div className="console-content__row">
            <label className="field">
              <span className="field__label">Role code</span>
              <input
                className="input"
                placeholder="vip_support"
                value={draft.code}
                onChange={(e) => setDraft({ ...draft, code: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Role name</span>
              <input
                className="input"
                placeholder="VIP support"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            </label>
          </div>
          <PermissionChecks
            legend="Permissions"
            picked={draft.permissions}
            allowed={grantable}
            onChange={(permissions) => setDraft({ ...draft, permissions })}
          />
          {tried && !checked.success ? (
            <p className="console-error">A lower-case code, a name and at least one permission.</p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            Add role
          </button>
          {add.error ? (
            <p className="console-error" role="alert">
              {refusal(add.error)}
            </p>
          ) : null}
        </form>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Roles">
          <thead>
            <tr>
              <th>Role</th>
              <th>Permissions</th>
            </tr>
          </thead>
          <tbody>
            {roles.data?.map((role) => (
              <tr key={role.code}>
                <td>
                  <span className="console-strong">{role.name}</span>
                  <small className="console-muted console-block">
                    {role.code}
                    {role.builtIn ? ' · built in' : ' · custom'}
                  </small>
                </td>
                <td className="console-detail">
                  <code>{role.permissions.join(', ')}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function TokensTab({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const key = ['console', 'tokens', merchantCode];
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await consoleRequest(API.admin.apiTokens, ZOk(z.array(ZApiToken)), { params: { merchantCode } }))
        .value,
  });
  const [draft, setDraft] = useState<{ name: string; permissions: TOperatorPermission[] }>({
    name: '',
    permissions: [],
  });
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const checked = ZCreateApiToken.safeParse(draft);
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      return (
        await consoleRequest(API.admin.apiTokens, ZOk(ZApiTokenCreated), {
          method: 'POST',
          params: { merchantCode },
          body: checked.data,
        })
      ).value;
    },
    onSuccess: (created) => {
      setSecret({ name: created.name, token: created.token });
      setDraft({ name: '', permissions: [] });
      setTried(false);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      consoleRequest(API.admin.apiToken, ZOk(z.null()), { method: 'DELETE', params: { merchantCode, id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const grantable = MERCHANT_OPERATOR_PERMISSIONS.filter((p) => me.permissions.includes(p));
  return (
    <>
      <form
        className="console-card console-operators__role"
        aria-label="Create an API token"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (checked.success) create.mutate();
        }}
      >
        <label className="field">
          <span className="field__label">Token name</span>
          <input
            className="input"
            placeholder="Reporting export"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </label>
        <PermissionChecks
          legend="What the token may do"
          picked={draft.permissions}
          allowed={grantable}
          onChange={(permissions) => setDraft({ ...draft, permissions })}
        />
        {tried && !checked.success ? (
          <p className="console-error">A name and at least one permission.</p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Create token
        </button>
        {create.error ? (
          <p className="console-error" role="alert">
            {refusal(create.error)}
          </p>
        ) : null}
      </form>
      {secret ? (
        <div className="console-card console-operators__secret" role="status">
          <strong>Copy the secret of “{secret.name}” now: it is shown only once.</strong>
          <input className="input console-mono" readOnly aria-label="New token secret" value={secret.token} />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setSecret(null)}
          >
            I have copied it
          </button>
        </div>
      ) : null}
      {revoke.error ? (
        <p className="console-error" role="alert">
          {refusal(revoke.error)}
        </p>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="API tokens">
          <thead>
            <tr>
              <th>Name</th>
              <th>Permissions</th>
              <th>Created</th>
              <th>Status</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {tokens.data?.map((token) => (
              <tr key={token.id}>
                <td className="console-strong">{token.name}</td>
                <td className="console-detail">
                  <code>{token.permissions ? token.permissions.join(', ') : 'every permission'}</code>
                </td>
                <td>{when(token.createdAt)}</td>
                <td>
                  <span className={`console-pill console-pill--${token.revokedAt ? 'disabled' : 'active'}`}>
                    {token.revokedAt ? `Revoked ${when(token.revokedAt)}` : 'Active'}
                  </span>
                </td>
                <td>
                  {token.revokedAt ? null : (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(`Revoke “${token.name}”? Calls with it stop working at once.`))
                          revoke.mutate(token.id);
                      }}
                    >
                      Revoke {token.name}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {tokens.data?.length === 0 ? <p className="console-empty">No API token yet.</p> : null}
      </div>
    </>
  );
}
