import {
  API,
  type TOperatorMe,
  type TVendorSetting,
  ZConsoleVendorSettingsListResponse,
  ZVendorSettingsResponse,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { can, consoleRequest, missingPermission } from '../console-api.ts';

const VALUE = /^\d{1,15}(\.\d{1,4})?$/;

/**
 * Game settings: what the brand tunes at each vendor that takes settings (table limits and the
 * cockfight plasada at the live studio, stakes and odds per bet type at the lottery). The vendor
 * states each setting and its bounds; the server checks the permission and bounds and audits.
 * An empty field means the vendor's default (or, where there is none, the setting is off).
 */
export function GameSettingsPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const vendors = useQuery({
    queryKey: ['console', 'vendorSettings', merchantCode],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.vendorSettingsList, ZConsoleVendorSettingsListResponse, {
          params: { merchantCode },
        })
      ).value.vendors,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const vendorCode = picked ?? vendors.data?.[0]?.vendorCode ?? null;
  return (
    <section className="console-page" aria-labelledby="game-settings-title">
      <header className="console-page__head">
        <div>
          <h1 id="game-settings-title">Game settings</h1>
          <p className="console-muted">
            Limits, odds and house cut for your brand's players. Empty fields use the vendor's default.
          </p>
        </div>
      </header>
      {vendors.error ? (
        <p className="console-error" role="alert">
          {(vendors.error as Error).message}
        </p>
      ) : null}
      {vendors.data?.length === 0 ? (
        <p className="console-empty">No connected vendor takes settings.</p>
      ) : null}
      {vendors.data && vendors.data.length > 0 ? (
        <div className="console-segmented console-settings__vendors" role="tablist" aria-label="Vendor">
          {vendors.data.map((v) => (
            <button
              key={v.vendorCode}
              type="button"
              role="tab"
              aria-selected={v.vendorCode === vendorCode}
              onClick={() => setPicked(v.vendorCode)}
            >
              {v.vendorCode}
            </button>
          ))}
        </div>
      ) : null}
      {vendorCode ? (
        <VendorSettingsForm
          key={vendorCode}
          merchantCode={merchantCode}
          vendorCode={vendorCode}
          canWrite={can(me, 'games.write')}
        />
      ) : null}
    </section>
  );
}

function VendorSettingsForm({
  merchantCode,
  vendorCode,
  canWrite,
}: {
  merchantCode: string;
  vendorCode: string;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const key = ['console', 'vendorSettings', merchantCode, vendorCode];
  const settings = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await consoleRequest(API.admin.vendorSettings, ZVendorSettingsResponse, {
          params: { merchantCode, vendorCode },
        })
      ).value.settings,
  });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const save = useMutation({
    mutationFn: async (changes: { key: string; value: string | null }[]) =>
      (
        await consoleRequest(API.admin.vendorSettings, ZVendorSettingsResponse, {
          method: 'PUT',
          params: { merchantCode, vendorCode },
          body: { changes },
        })
      ).value.settings,
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      setDrafts({});
    },
  });
  const groups = useMemo(() => {
    const byGroup = new Map<string, TVendorSetting[]>();
    const needle = filter.trim().toLowerCase();
    for (const s of settings.data ?? []) {
      if (needle && !`${s.group} ${s.label}`.toLowerCase().includes(needle)) continue;
      byGroup.set(s.group, [...(byGroup.get(s.group) ?? []), s]);
    }
    return [...byGroup];
  }, [settings.data, filter]);

  if (settings.isPending) return <div className="console-skeleton" aria-busy="true" />;
  if (settings.error)
    return (
      <p className="console-error" role="alert">
        {(settings.error as Error).message}
      </p>
    );
  const all = settings.data ?? [];
  const changes = all.flatMap((s) => {
    const draft = drafts[s.key];
    if (draft === undefined) return [];
    const value = draft.trim() === '' ? null : draft.trim();
    return value === s.value ? [] : [{ key: s.key, value }];
  });
  const invalid = changes.find((c) => c.value !== null && !VALUE.test(c.value));
  return (
    <form
      className="console-settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (changes.length > 0 && !invalid) save.mutate(changes);
      }}
    >
      <div className="console-toolbar">
        <input
          className="input"
          type="search"
          aria-label="Find a setting"
          placeholder="Find a table, game or bet type"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {canWrite ? (
          <button
            type="submit"
            className="button button--primary"
            disabled={changes.length === 0 || Boolean(invalid) || save.isPending}
          >
            {changes.length > 0 ? `Save ${changes.length} change${changes.length > 1 ? 's' : ''}` : 'Save'}
          </button>
        ) : (
          <span className="console-muted">Read only: changing needs games.write.</span>
        )}
      </div>
      {invalid ? (
        <p className="console-error" role="alert">
          {invalid.key}: a number with at most 4 decimals.
        </p>
      ) : null}
      {save.error ? (
        <p className="console-error" role="alert">
          {refusal(save.error)}
        </p>
      ) : null}
      {save.isSuccess && changes.length === 0 ? (
        <p className="console-ok" role="status">
          Saved. New bets use these settings now.
        </p>
      ) : null}
      <div className="console-settings__grid">
        {groups.map(([group, rows]) => (
          <fieldset key={group} className="console-card console-settings__group">
            <legend className="console-card__title">{group}</legend>
            {rows.map((s) => {
              const draft = drafts[s.key];
              const shown = draft ?? s.value ?? '';
              const unit = s.kind === 'percent' ? '%' : '';
              return (
                <label key={s.key} className="console-settings__row">
                  <span className="console-settings__label">
                    {s.label}
                    <small className="console-muted">
                      {s.min}–{s.max}
                      {unit} · default {s.defaultValue === null ? 'off' : `${s.defaultValue}${unit}`}
                    </small>
                  </span>
                  <span className="console-settings__input">
                    <input
                      className="input"
                      inputMode="decimal"
                      value={shown}
                      placeholder={s.defaultValue ?? 'off'}
                      readOnly={!canWrite}
                      aria-invalid={draft !== undefined && draft.trim() !== '' && !VALUE.test(draft.trim())}
                      onChange={(e) => setDrafts({ ...drafts, [s.key]: e.target.value })}
                    />
                    <span className="console-settings__unit" aria-hidden="true">
                      {unit}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      {groups.length === 0 ? <p className="console-empty">No setting matches.</p> : null}
    </form>
  );
}

function refusal(error: unknown): string {
  const permission = missingPermission(error);
  if (permission) return `Your role does not allow this (${permission}).`;
  if (error instanceof ApiError) {
    const value = error.value as { key?: string; min?: string; max?: string; notAbove?: string } | undefined;
    if (value?.key && value.min !== undefined)
      return `${value.key} must be from ${value.min} to ${value.max}.`;
    if (value?.key && value.notAbove) return `${value.key} may not be above ${value.notAbove}.`;
    return error.message;
  }
  return 'Something went wrong.';
}
