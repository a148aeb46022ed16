import {
  API,
  GAME_TYPES,
  MISSION_KINDS,
  type TAdminMission,
  type TAdminMissionSet,
  type TAdminMissionSetReport,
  ZAdminMission,
  ZAdminMissionSetReport,
  ZAdminMissionSetUpdate,
  ZOk,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, money } from '../console-api.ts';
import { Field, Refusal } from './console-forms.tsx';
import { EngagementForm, serverFields } from './engagement-forms.tsx';

const KIND_LABEL: Record<TAdminMission['kind'], string> = {
  bet_amount: 'Valid bet',
  distinct_games: 'Different games played',
  deposit_count: 'Deposits',
  login_days: 'Days logged in',
};
const PERIOD_LABEL: Record<TAdminMission['period'], string> = { daily: 'Daily', weekly: 'Weekly' };
const CONFLICT =
  'Someone changed the missions meanwhile; the list now shows their change. Make yours again if it still applies.';

type Editing = { kind: 'mission'; index: number } | { kind: 'prizes' } | null;

/**
 * The Engagement page's Missions view (issue 19): the merchant's daily and weekly missions with
 * their targets, rewards and claims, and the leaderboard prizes; a mission is edited, added, paused
 * or resumed. Every save sends the whole set with the revision it was read at, so a set someone
 * changed meanwhile is refused, never overwritten.
 */
export function MissionsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const key = ['console', 'missions', merchantCode];
  const set = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await consoleRequest(API.admin.missions, ZOk(ZAdminMissionSetReport), { params: { merchantCode } }))
        .value,
  });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useMutation({
    mutationFn: (index: number) => {
      const report = set.data as TAdminMissionSetReport;
      const missions = report.missions.map((mission, at) =>
        at === index ? { ...mission, status: mission.status === 'active' ? 'paused' : 'active' } : mission,
      ) as TAdminMission[];
      return replaceSet(merchantCode, report, { missions, prizes: report.prizes });
    },
    onSettled: refresh,
  });
  const claimsOf = (code: string) =>
    set.data?.claims.filter((c) => c.code === code).reduce((sum, c) => sum + c.count, 0) ?? 0;
  const missions = set.data?.missions ?? [];
  const prizeText = (amounts: string[]) =>
    amounts.length === 0 ? 'none' : amounts.map((amount, at) => `#${at + 1} ${money(amount)}`).join(', ');
  return (
    <>
      <div className="console-toolbar">
        <p className="console-muted">
          Members earn a mission's reward and points in each period; points rank the leaderboard.
        </p>
        {canWrite ? (
          <>
            <button
              type="button"
              className="button button--ghost"
              disabled={!set.data}
              onClick={() => setEditing({ kind: 'prizes' })}
            >
              Leaderboard prizes
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!set.data}
              onClick={() => setEditing({ kind: 'mission', index: missions.length })}
            >
              New mission
            </button>
          </>
        ) : null}
      </div>
      {set.data ? (
        <p className="console-muted">
          Daily prizes: {prizeText(set.data.prizes.daily)}. Weekly prizes: {prizeText(set.data.prizes.weekly)}
          .
        </p>
      ) : null}
      {editing && set.data ? (
        editing.kind === 'mission' ? (
          <MissionEditor
            key={`${editing.index}-${set.data.revision}`}
            merchantCode={merchantCode}
            report={set.data}
            index={editing.index}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
            onStale={() => void refresh()}
          />
        ) : (
          <PrizesEditor
            key={set.data.revision}
            merchantCode={merchantCode}
            report={set.data}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
            onStale={() => void refresh()}
          />
        )
      ) : null}
      <Refusal error={toggle.error} conflict={CONFLICT} />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Missions">
          <thead>
            <tr>
              <th>Mission</th>
              <th>Counts</th>
              <th className="num">Target</th>
              <th className="num">Reward</th>
              <th>Status</th>
              <th className="num">Claims</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {missions.map((mission, index) => (
              <tr key={mission.code}>
                <td>
                  <span className="console-strong console-block">{mission.title}</span>
                  <small className="console-muted">
                    {PERIOD_LABEL[mission.period]} · <span className="console-mono">{mission.code}</span>
                  </small>
                </td>
                <td>
                  {KIND_LABEL[mission.kind]}
                  {mission.gameType ? <small className="console-muted"> · {mission.gameType}</small> : null}
                </td>
                <td className="num">
                  {mission.kind === 'bet_amount' ? money(mission.target) : Number(mission.target)}
                </td>
                <td className="num">
                  {money(mission.rewardAmount)}
                  <small className="console-muted console-block">{mission.points} points</small>
                </td>
                <td>
                  <span
                    className={`console-pill console-pill--${mission.status === 'active' ? 'active' : 'pending'}`}
                  >
                    {mission.status === 'active' ? 'Active' : 'Paused'}
                  </span>
                </td>
                <td className="num">{claimsOf(mission.code)}</td>
                {canWrite ? (
                  <td>
                    <div className="console-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${mission.title}`}
                        onClick={() => setEditing({ kind: 'mission', index })}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`${mission.status === 'active' ? 'Pause' : 'Resume'} ${mission.title}`}
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate(index)}
                      >
                        {mission.status === 'active' ? 'Pause' : 'Resume'}
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {set.data?.missions.length === 0 ? <p className="console-empty">No missions yet.</p> : null}
        <Refusal error={set.error} />
      </div>
    </>
  );
}

/** Sends the whole set with the revision it was read at (the server refuses a stale one). */
function replaceSet(merchantCode: string, report: TAdminMissionSetReport, next: TAdminMissionSet) {
  return consoleRequest(API.admin.missions, ZOk(ZAdminMissionSetReport), {
    method: 'PUT',
    params: { merchantCode },
    body: { ...next, revision: report.revision },
  });
}

/** Field errors the server named for the mission at `index` (`body.missions.<index>.<field>`). */
function serverIssues(error: unknown, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of serverFields(error))
    if (field.startsWith(prefix)) out[field.slice(prefix.length).split('.')[0] ?? ''] ??= `${message}.`;
  return out;
}

const HINT: Record<string, string> = {
  code: '2 to 40 capital letters, digits, - or _.',
  title: 'Give the mission a title (up to 80 characters).',
  points: 'A whole number from 0 to 100000.',
  sortOrder: 'A whole number from 0.',
};

function MissionEditor({
  merchantCode,
  report,
  index,
  onClose,
  onSaved,
  onStale,
}: {
  merchantCode: string;
  report: TAdminMissionSetReport;
  index: number;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}) {
  const current = report.missions[index];
  const [draft, setDraft] = useState({
    code: current?.code ?? '',
    period: current?.period ?? ('daily' as TAdminMission['period']),
    kind: current?.kind ?? ('bet_amount' as TAdminMission['kind']),
    gameType: current?.gameType ?? '',
    title: current?.title ?? '',
    target: current ? current.target.replace(/\.?0+$/, '') : '',
    rewardAmount: current ? current.rewardAmount.replace(/\.?0+$/, '') || '0' : '',
    points: String(current?.points ?? 10),
    status: current?.status ?? ('active' as TAdminMission['status']),
    sortOrder: String(current?.sortOrder ?? index),
  });
  const [showErrors, setShowErrors] = useState(false);
  const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  const mission = {
    ...draft,
    code: draft.code.trim(),
    gameType: draft.kind === 'bet_amount' && draft.gameType ? draft.gameType : null,
    target: draft.target.trim(),
    rewardAmount: draft.rewardAmount.trim(),
    points: whole(draft.points),
    sortOrder: whole(draft.sortOrder),
  };
  const missions = [...report.missions.slice(0, index), mission, ...report.missions.slice(index + 1)];
  const checked = ZAdminMissionSetUpdate.safeParse({
    missions,
    prizes: report.prizes,
    revision: report.revision,
  });
  const own = ZAdminMission.safeParse(mission);
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await replaceSet(merchantCode, report, { missions: checked.data.missions, prizes: report.prizes });
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') onStale();
    },
  });
  const errors: Record<string, string> = {};
  if (showErrors)
    for (const issue of own.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= HINT[field] ?? 'An amount with at most 4 decimals.';
    }
  Object.assign(errors, serverIssues(save.error, `body.missions.${index}.`));
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const text = (
    name: 'code' | 'title' | 'target' | 'rewardAmount' | 'points' | 'sortOrder',
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <input
      className="input"
      inputMode={inputMode}
      value={draft[name]}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  return (
    <EngagementForm
      title={current ? `Edit ${current.title}` : 'New mission'}
      onClose={onClose}
      isValid={checked.success}
      onSubmitted={() => {
        setShowErrors(true);
        save.reset();
      }}
      onSend={() => save.mutate()}
      isPending={save.isPending}
      error={save.error}
      submitLabel={current ? 'Save mission' : 'Add mission'}
    >
      <div className="console-content__row">
        <Field label="Title" error={errors.title}>
          {text('title')}
        </Field>
        {current ? null : (
          <Field label="Code" error={errors.code}>
            {text('code')}
          </Field>
        )}
      </div>
      <div className="console-content__row">
        <Field label="Period">
          <select
            className="input"
            value={draft.period}
            onChange={(e) => set({ period: e.target.value as TAdminMission['period'] })}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </Field>
        <Field label="Counts">
          <select
            className="input"
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as TAdminMission['kind'] })}
          >
            {MISSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </Field>
        {draft.kind === 'bet_amount' ? (
          <Field label="Game type" error={errors.gameType}>
            <select
              className="input"
              value={draft.gameType}
              onChange={(e) => set({ gameType: e.target.value })}
            >
              <option value="">Every game</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label="Status">
          <select
            className="input"
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as TAdminMission['status'] })}
          >
            <option value="active">Active</option>
            <option value="paused">Paused</option>
          </select>
        </Field>
      </div>
      <div className="console-content__row">
        <Field
          label={draft.kind === 'bet_amount' ? 'Target (valid bet)' : 'Target (count)'}
          error={errors.target}
        >
          {text('target', draft.kind === 'bet_amount' ? 'decimal' : 'numeric')}
        </Field>
        <Field label="Reward" error={errors.rewardAmount}>
          {text('rewardAmount', 'decimal')}
        </Field>
        <Field label="Points" error={errors.points}>
          {text('points', 'numeric')}
        </Field>
        <Field label="Order" error={errors.sortOrder}>
          {text('sortOrder', 'numeric')}
        </Field>
      </div>
    </EngagementForm>
  );
}

function PrizesEditor({
  merchantCode,
  report,
  onClose,
  onSaved,
  onStale,
}: {
  merchantCode: string;
  report: TAdminMissionSetReport;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}) {
  const plain = (amounts: string[]) => amounts.map((a) => a.replace(/\.?0+$/, '')).join(', ');
  const [draft, setDraft] = useState({
    daily: plain(report.prizes.daily),
    weekly: plain(report.prizes.weekly),
  });
  const [showErrors, setShowErrors] = useState(false);
  const list = (text: string) =>
    text
      .split(/[,\s]+/)
      .map((amount) => amount.trim())
      .filter(Boolean);
  const prizes = { daily: list(draft.daily), weekly: list(draft.weekly) };
  const checked = ZAdminMissionSetUpdate.safeParse({
    missions: report.missions,
    prizes,
    revision: report.revision,
  });
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await replaceSet(merchantCode, report, { missions: report.missions, prizes: checked.data.prizes });
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') onStale();
    },
  });
  const errors: Record<string, string> = {};
  if (showErrors)
    for (const issue of checked.error?.issues ?? [])
      if (issue.path[0] === 'prizes') errors[String(issue.path[1])] ??= 'Up to 20 amounts, 1st place first.';
  return (
    <EngagementForm
      title={'Leaderboard prizes'}
      onClose={onClose}
      isValid={checked.success}
      onSubmitted={() => setShowErrors(true)}
      onSend={() => save.mutate()}
      isPending={save.isPending}
      error={save.error}
      submitLabel="Save prizes"
    >
      <Field label="Daily prizes" error={errors.daily} hint="1st place first, separated by commas.">
        <input
          className="input"
          value={draft.daily}
          onChange={(e) => setDraft({ ...draft, daily: e.target.value })}
        />
      </Field>
      <Field label="Weekly prizes" error={errors.weekly}>
        <input
          className="input"
          value={draft.weekly}
          onChange={(e) => setDraft({ ...draft, weekly: e.target.value })}
        />
      </Field>
    </EngagementForm>
  );
}
