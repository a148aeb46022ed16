import {
  API,
  type TAdminVipReport,
  type TVipLevel,
  VIP_ICONS,
  ZAdminVipReport,
  ZAdminVipTableUpdate,
  ZOk,
  ZVipLevel,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, money } from '../console-api.ts';
import { Field, Refusal } from './console-forms.tsx';
import { EngagementForm, GameTypeGrid, serverFields } from './engagement-forms.tsx';

const ICON_LABEL: Record<TVipLevel['icon'], string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
  crown: 'Crown',
};
const CONFLICT =
  'Someone changed the VIP table meanwhile; it now shows their change. Make yours again if it still applies.';

/**
 * The Engagement page's VIP levels view (issue 19): the merchant's table, level 0 first, with each
 * level's thresholds, perks, daily withdrawal limit and how many members hold it; a level is edited,
 * added on top or the top one removed. Every save sends the whole table with the revision it was
 * read at, so a table someone changed meanwhile is refused, never overwritten.
 */
export function VipLevelsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const key = ['console', 'vipLevels', merchantCode];
  const table = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await consoleRequest(API.admin.vipLevels, ZOk(ZAdminVipReport), { params: { merchantCode } })).value,
  });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const [editing, setEditing] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (levels: TVipLevel[]) => replaceTable(merchantCode, levels, table.data?.revision ?? ''),
    onSuccess: () => {
      setEditing(null);
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') void refresh();
    },
  });
  const levels = table.data?.levels ?? [];
  const top = levels.at(-1);
  const membersAt = (level: number) => table.data?.members.find((m) => m.level === level)?.count ?? 0;
  return (
    <>
      <div className="console-toolbar">
        <p className="console-muted">
          A member reaches a level once both thresholds are met; the next daily run applies a change.
        </p>
        {canWrite ? (
          <>
            {top && top.level > 0 ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={save.isPending}
                onClick={() => {
                  if (
                    window.confirm(
                      `Remove ${top.name}? Its ${membersAt(top.level)} members move down at the next run.`,
                    )
                  )
                    save.mutate(levels.slice(0, -1));
                }}
              >
                Remove top level
              </button>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={!table.data}
              onClick={() => setEditing(levels.length)}
            >
              Add level
            </button>
          </>
        ) : null}
      </div>
      {editing !== null && table.data ? (
        <LevelEditor
          key={`${editing}-${table.data.revision}`}
          merchantCode={merchantCode}
          report={table.data}
          index={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onStale={() => void refresh()}
        />
      ) : null}
      <Refusal error={save.error} conflict={CONFLICT} />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="VIP levels">
          <thead>
            <tr>
              <th>Level</th>
              <th className="num">To reach (valid bet · deposits)</th>
              <th className="num">Monthly bet to keep</th>
              <th className="num">Bonuses</th>
              <th className="num">Daily withdrawal limit</th>
              <th className="num">Members</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level.level}>
                <td>
                  <span className="console-strong console-block">
                    {level.level} · {level.name}
                  </span>
                  <small className="console-muted">{ICON_LABEL[level.icon]} badge</small>
                </td>
                <td className="num">
                  {money(level.minValidBet)}
                  <small className="console-muted console-block">{money(level.minDeposit)} deposited</small>
                </td>
                <td className="num">
                  {level.retentionValidBet === '0.0000' ? '—' : money(level.retentionValidBet)}
                </td>
                <td className="num">
                  <small className="console-muted console-block">upgrade {money(level.upgradeBonus)}</small>
                  <small className="console-muted console-block">monthly {money(level.monthlyBonus)}</small>
                  <small className="console-muted console-block">birthday {money(level.birthdayBonus)}</small>
                </td>
                <td className="num">
                  {level.withdrawalDailyLimit === null ? 'Usual limits' : money(level.withdrawalDailyLimit)}
                </td>
                <td className="num">{membersAt(level.level)}</td>
                {canWrite ? (
                  <td>
                    <div className="console-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${level.name}`}
                        onClick={() => setEditing(level.level)}
                      >
                        Edit
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {table.data?.levels.length === 0 ? (
          <p className="console-empty">No VIP table yet: add level 0, where every member starts.</p>
        ) : null}
        <Refusal error={table.error} />
      </div>
    </>
  );
}

/** Sends the whole table with the revision it was read at (the server refuses a stale one). */
function replaceTable(merchantCode: string, levels: TVipLevel[], revision: string) {
  return consoleRequest(API.admin.vipLevels, ZOk(ZAdminVipReport), {
    method: 'PUT',
    params: { merchantCode },
    body: { levels, revision },
  });
}

interface LevelDraft {
  name: string;
  icon: TVipLevel['icon'];
  minValidBet: string;
  minDeposit: string;
  retentionValidBet: string;
  upgradeBonus: string;
  monthlyBonus: string;
  birthdayBonus: string;
  withdrawalDailyLimit: string;
  rebateRates: Record<string, string>;
}
type AmountField = Exclude<keyof LevelDraft, 'name' | 'icon' | 'rebateRates'>;

const plain = (amount: string) => amount.replace(/\.?0+$/, '') || '0';

function draftOf(level: TVipLevel | undefined, index: number): LevelDraft {
  return {
    name: level?.name ?? '',
    icon: level?.icon ?? VIP_ICONS[Math.min(index, VIP_ICONS.length - 1)] ?? 'bronze',
    minValidBet: level ? plain(level.minValidBet) : index === 0 ? '0' : '',
    minDeposit: level ? plain(level.minDeposit) : index === 0 ? '0' : '',
    retentionValidBet: level ? plain(level.retentionValidBet) : '0',
    upgradeBonus: level ? plain(level.upgradeBonus) : '0',
    monthlyBonus: level ? plain(level.monthlyBonus) : '0',
    birthdayBonus: level ? plain(level.birthdayBonus) : '0',
    withdrawalDailyLimit: level?.withdrawalDailyLimit ? plain(level.withdrawalDailyLimit) : '',
    rebateRates: Object.fromEntries(
      Object.entries(level?.rebateRates ?? {}).map(([type, rate]) => [type, String(rate)]),
    ),
  };
}

const HINT: Partial<Record<keyof LevelDraft, string>> = {
  name: 'Give the level a name (up to 40 characters).',
  rebateRates: 'Each rate is a whole number of basis points from 0 to 1000.',
};

function LevelEditor({
  merchantCode,
  report,
  index,
  onClose,
  onSaved,
  onStale,
}: {
  merchantCode: string;
  report: TAdminVipReport;
  index: number;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}) {
  const current = report.levels[index];
  const [draft, setDraft] = useState<LevelDraft>(() => draftOf(current, index));
  const [showErrors, setShowErrors] = useState(false);
  const level = {
    level: index,
    name: draft.name,
    icon: draft.icon,
    minValidBet: draft.minValidBet.trim(),
    minDeposit: draft.minDeposit.trim(),
    retentionValidBet: draft.retentionValidBet.trim() || '0',
    upgradeBonus: draft.upgradeBonus.trim() || '0',
    monthlyBonus: draft.monthlyBonus.trim() || '0',
    birthdayBonus: draft.birthdayBonus.trim() || '0',
    withdrawalDailyLimit: draft.withdrawalDailyLimit.trim() || null,
    rebateRates: Object.fromEntries(
      Object.entries(draft.rebateRates)
        .filter(([, rate]) => rate.trim() !== '')
        .map(([type, rate]) => [type, /^\s*\d+\s*$/.test(rate) ? Number(rate) : Number.NaN]),
    ),
  };
  const levels = [...report.levels.slice(0, index), level, ...report.levels.slice(index + 1)];
  const checked = ZAdminVipTableUpdate.safeParse({ levels, revision: report.revision });
  const own = ZVipLevel.safeParse(level);
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await replaceTable(merchantCode, checked.data.levels, report.revision);
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') onStale();
    },
  });
  const errors: Record<string, string> = {};
  if (showErrors)
    for (const issue of own.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '') as keyof LevelDraft;
      errors[field] ??= HINT[field] ?? 'An amount with at most 4 decimals.';
    }
  for (const { field, message } of serverFields(save.error)) {
    const [, at, name] = field.match(/^body\.levels\.(\d+)\.(\w+)/) ?? [];
    if (Number(at) === index && name) errors[name] ??= `${message}.`;
  }
  const set = (change: Partial<LevelDraft>) => setDraft({ ...draft, ...change });
  const amount = (name: AmountField, placeholder?: string) => (
    <input
      className="input"
      inputMode="decimal"
      value={draft[name]}
      placeholder={placeholder}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  return (
    <EngagementForm
      title={current ? `Edit ${current.name}` : `New level ${index}`}
      onClose={onClose}
      isValid={checked.success}
      onSubmitted={() => {
        setShowErrors(true);
        save.reset();
      }}
      onSend={() => save.mutate()}
      isPending={save.isPending}
      error={save.error}
      submitLabel={current ? 'Save level' : 'Add level'}
    >
      <div className="console-content__row">
        <Field label="Name" error={errors.name}>
          <input
            className="input"
            value={draft.name}
            maxLength={40}
            aria-invalid={Boolean(errors.name)}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Field label="Badge">
          <select
            className="input"
            value={draft.icon}
            onChange={(e) => set({ icon: e.target.value as TVipLevel['icon'] })}
          >
            {VIP_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {ICON_LABEL[icon]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="console-content__row">
        <Field label="Valid bet to reach" error={errors.minValidBet}>
          {amount('minValidBet')}
        </Field>
        <Field label="Deposits to reach" error={errors.minDeposit}>
          {amount('minDeposit')}
        </Field>
        <Field label="Monthly valid bet to keep" error={errors.retentionValidBet}>
          {amount('retentionValidBet')}
        </Field>
      </div>
      <div className="console-content__row">
        <Field label="Upgrade bonus" error={errors.upgradeBonus}>
          {amount('upgradeBonus')}
        </Field>
        <Field label="Monthly bonus" error={errors.monthlyBonus}>
          {amount('monthlyBonus')}
        </Field>
        <Field label="Birthday bonus" error={errors.birthdayBonus}>
          {amount('birthdayBonus')}
        </Field>
        <Field label="Daily withdrawal limit" error={errors.withdrawalDailyLimit}>
          {amount('withdrawalDailyLimit', 'Usual limits')}
        </Field>
      </div>
      <GameTypeGrid
        legend="Rebate per game type, basis points of the valid bet (50 = 0.5 %)"
        values={draft.rebateRates}
        error={errors.rebateRates}
        onChange={(rebateRates) => set({ rebateRates })}
      />
    </EngagementForm>
  );
}
