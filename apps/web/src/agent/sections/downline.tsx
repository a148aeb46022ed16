import { isMoney, parseMinor, type TDownlineMember, ZPaymentPassword } from '@croupier/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { Dialog } from '../../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { displayMoney } from '../../lib/money-display.ts';
import { useConsolidated, useDownline, useTransferDownline } from '../agent-api.ts';
import { SECTION_OF_KIND } from '../agent-menu.ts';
import { Money } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection, FilterSelect } from '../components/section.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAgentTimezone } from '../use-agent-context.ts';

const PAGE_SIZE = 20;

function newIdempotencyKey(): string {
  return `agent-transfer-${crypto.randomUUID()}`;
}

/** Agent → downline transfer: amount and payment password; one idempotency key per dialog. */
function TransferDialog({ member, onClose }: { member: TDownlineMember; onClose: () => void }) {
  const { t } = useTranslation();
  const transfer = useTransferDownline();
  const keyRef = useRef(newIdempotencyKey());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const handleSubmit = async () => {
    const trimmed = amount.trim();
    const next: typeof errors = {};
    if (!isMoney(trimmed) || parseMinor(trimmed) <= 0n) next.amount = t('agentCenter.transfer.amountInvalid');
    if (!ZPaymentPassword.safeParse(password).success)
      next.password = t('agentCenter.transfer.paymentPasswordInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setResult(null);
    try {
      const answer = await transfer.mutateAsync({
        username: member.username,
        amount: trimmed,
        paymentPassword: password,
        idempotencyKey: keyRef.current,
      });
      setResult({
        tone: 'success',
        text: t('agentCenter.transfer.done', {
          amount: displayMoney(answer.amount),
          username: member.username,
          balance: displayMoney(answer.balance),
        }),
      });
      keyRef.current = newIdempotencyKey();
      setAmount('');
      setPassword('');
    } catch (error) {
      // A refused transfer moved nothing: the next try is a new movement.
      keyRef.current = newIdempotencyKey();
      setResult({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <Dialog
      title={t('agentCenter.transfer.title', { username: member.username })}
      description={t('agentCenter.transfer.description')}
      onClose={onClose}
      size="small"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <dl className="transfer-summary">
          <div>
            <dt>{t('agentCenter.transfer.recipient')}</dt>
            <dd>{member.nickname ? `${member.username} · ${member.nickname}` : member.username}</dd>
          </div>
          <div>
            <dt>{t('agentCenter.transfer.theirBalance')}</dt>
            <dd>
              <Money amount={member.balance} />
            </dd>
          </div>
        </dl>
        <TextField
          label={t('agentCenter.transfer.amount')}
          hint={t('agentCenter.transfer.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          autoFocusOnOpen
          isRequired
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <PasswordField
          label={t('agentCenter.transfer.paymentPassword')}
          hint={t('agentCenter.transfer.paymentPasswordHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          isRequired
          error={errors.password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        />
        <FormNotice message={result?.text ?? null} tone={result?.tone ?? 'info'} />
        {result?.tone === 'error' ? (
          <Link className="link-button link-button--strong" to="/member?tab=securityCenter">
            {t('agentCenter.transfer.setPassword')}
          </Link>
        ) : null}
        <SubmitButton phase={transfer.isPending ? 'submitting' : 'idle'}>
          {t('agentCenter.transfer.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** Downline management: search the team, see status, balance, last log in and contracts; transfer. */
export function DownlineSection() {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const consolidated = useConsolidated();
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const [role, setRole] = useState<'' | 'agent' | 'member'>('');
  const [isDirectOnly, setDirectOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TDownlineMember | null>(null);
  const downline = useDownline({
    username,
    status: status || undefined,
    role: role || undefined,
    directOnly: isDirectOnly || undefined,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });
  const offerKind = consolidated.data?.myContracts.find((contract) => contract.status === 'active')?.kind;

  const columns: TColumn<TDownlineMember>[] = [
    {
      id: 'account',
      header: t('agentCenter.downline.account'),
      cell: (member) => (
        <span className="member-cell">
          <span
            className={`member-cell__avatar${member.isAgent ? ' member-cell__avatar--agent' : ''}`}
            aria-hidden="true"
          >
            {member.username.slice(0, 1).toUpperCase()}
          </span>
          <span className="member-cell__text">
            <strong>{member.username}</strong>
            <span className="member-cell__meta">
              <span className={member.isAgent ? 'badge badge--accent' : 'badge'}>
                {member.isAgent ? t('account.agent') : t('account.member')}
              </span>
              <span>{t('agentCenter.table.levelValue', { level: member.level })}</span>
              {member.level > 1 && member.upline ? (
                <span>{t('agentCenter.downline.upline', { upline: member.upline })}</span>
              ) : null}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('agentCenter.downline.status'),
      cell: (member) => (
        <span className={`status-dot status-dot--${member.status}`}>
          {t(`agentCenter.downline.${member.status}`)}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('agentCenter.downline.balance'),
      align: 'end',
      cell: (member) => <Money amount={member.balance} />,
      total: downline.data ? <Money amount={downline.data.totals.balance} /> : undefined,
    },
    {
      id: 'lastLogin',
      header: t('agentCenter.downline.lastLogin'),
      cell: (member) =>
        member.lastLoginAt ? (
          <time dateTime={member.lastLoginAt}>{formatDateTime(member.lastLoginAt, timezone, false)}</time>
        ) : (
          <span className="muted">{t('agentCenter.downline.never')}</span>
        ),
    },
    {
      id: 'contract',
      header: t('agentCenter.downline.contract'),
      cell: (member) =>
        member.contracts.length > 0 ? (
          <span className="chip-list">
            {member.contracts.map((kind) => (
              <span key={kind} className="chip chip--static">
                {t(`agentCenter.kinds.${kind}`)}
              </span>
            ))}
          </span>
        ) : (
          <span className="muted">{t('agentCenter.downline.noContract')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('agentCenter.downline.actions'),
      align: 'end',
      cell: (member) => (
        <span className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('agentCenter.downline.transferTo', { username: member.username })}
            onClick={() => setTransferTo(member)}
          >
            <Icon name="wallet" size={16} />
            {t('agentCenter.downline.transfer')}
          </button>
          {member.isAgent && member.level === 1 && offerKind ? (
            <Link
              className="button button--outline button--small"
              to={`/agentHome?tab=${SECTION_OF_KIND[offerKind]}&to=${encodeURIComponent(member.username)}`}
            >
              {t('agentCenter.downline.offer')}
            </Link>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <AgentSection
      icon="users"
      title={t('agent.items.teamManagement')}
      lead={t('agentCenter.downline.lead')}
      toolbar={
        <div className="filters">
          <UsernameSearch
            value={username}
            onSearch={(value) => {
              setUsername(value);
              setPage(1);
            }}
          />
          <FilterSelect
            label={t('agentCenter.downline.status')}
            value={status}
            options={[
              { value: '', label: t('agentCenter.downline.anyStatus') },
              { value: 'active', label: t('agentCenter.downline.active') },
              { value: 'disabled', label: t('agentCenter.downline.disabled') },
            ]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <FilterSelect
            label={t('agentCenter.downline.role')}
            value={role}
            options={[
              { value: '', label: t('agentCenter.downline.anyRole') },
              { value: 'agent', label: t('agentCenter.downline.agents') },
              { value: 'member', label: t('agentCenter.downline.members') },
            ]}
            onChange={(value) => {
              setRole(value);
              setPage(1);
            }}
          />
          <label className="checkbox filters__check">
            <input
              type="checkbox"
              checked={isDirectOnly}
              onChange={(event) => {
                setDirectOnly(event.target.checked);
                setPage(1);
              }}
            />
            <span>{t('agentCenter.downline.directOnly')}</span>
          </label>
        </div>
      }
    >
      <ReportTable
        caption={t('agentCenter.downline.caption')}
        columns={columns}
        rows={downline.data?.list}
        rowKey={(member) => member.id}
        isLoading={downline.isFetching}
        error={downline.error?.message}
        paging={{ page, pageSize: PAGE_SIZE, total: downline.data?.total ?? 0, onPage: setPage }}
      />
      {transferTo ? <TransferDialog member={transferTo} onClose={() => setTransferTo(null)} /> : null}
    </AgentSection>
  );
}
