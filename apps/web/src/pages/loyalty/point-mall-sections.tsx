import type { TPointsGood } from '@croupier/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { displayMoney } from '../../lib/money-display.ts';
import { formatTime } from '../member/money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySkeleton,
  Pager,
  StatTile,
  useMerchantMoney,
} from '../member/money-ui.tsx';
import {
  useConvertPoints,
  useGoods,
  usePoints,
  usePointsDetails,
  usePointsRules,
  useRedeem,
  useRedeemHistory,
} from './loyalty-api.ts';
import './loyalty.css';
import { points, pointsCount } from './points-format.ts';

function newKey(): string {
  return `pm-${crypto.randomUUID()}`;
}

/** Current points, the goods with their stock, redeem and convert. */
export function PointsOverviewSection() {
  const { t } = useTranslation();
  const balance = usePoints();
  const goods = useGoods();
  const [chosen, setChosen] = useState<TPointsGood | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = balance.data ? BigInt(balance.data.points) : null;
  return (
    <section className="money-page loyalty">
      <dl className="stat-grid">
        <StatTile
          label={t('loyalty.points.current')}
          value={balance.data ? points(balance.data.points) : '…'}
          hint={t('loyalty.points.neverExpire')}
          icon="star"
          isFeatured
        />
      </dl>
      {notice ? (
        <p className="reward-notice" role="status">
          <Icon name="check" size={16} className="reward-notice__icon" />
          {notice}
        </p>
      ) : null}
      <ConvertCard onDone={setNotice} />
      <h3 className="loyalty__title">{t('loyalty.points.goodsTitle')}</h3>
      {goods.isPending ? <MoneySkeleton rows={3} /> : null}
      {goods.isError ? <MoneyError error={goods.error} onRetry={() => void goods.refetch()} /> : null}
      {goods.data && goods.data.list.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('loyalty.points.empty')}
          text={t('loyalty.points.emptyText')}
          level={3}
        />
      ) : null}
      <ul className="goods-grid" aria-label={t('loyalty.points.goodsTitle')}>
        {goods.data?.list.map((good) => (
          <GoodCard
            key={good.id}
            good={good}
            isAffordable={current !== null && current >= BigInt(good.pointsRequired)}
            onRedeem={() => {
              setNotice(null);
              setChosen(good);
            }}
          />
        ))}
      </ul>
      {chosen ? (
        <RedeemDialog
          good={chosen}
          onClose={() => setChosen(null)}
          onDone={(text) => {
            setChosen(null);
            setNotice(text);
          }}
        />
      ) : null}
    </section>
  );
}

function GoodCard({
  good,
  isAffordable,
  onRedeem,
}: {
  good: TPointsGood;
  isAffordable: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const titleId = useId();
  const isSoldOut = good.stock === 0;
  return (
    <li className="good-card" aria-labelledby={titleId}>
      <div className="good-card__art">
        {good.imageUrl ? (
          <img src={good.imageUrl} alt="" width={240} height={150} loading="lazy" />
        ) : (
          <Icon name="gift" size={40} />
        )}
        <span className={`good-card__kind good-card__kind--${good.kind}`}>
          {t(`loyalty.kinds.${good.kind}`)}
        </span>
      </div>
      <div className="good-card__body">
        <h4 id={titleId} className="good-card__name">
          {good.name}
        </h4>
        <p className="good-card__text">{good.description}</p>
        <p className="good-card__price">
          <strong>{t('loyalty.points.price', pointsCount(good.pointsRequired))}</strong>
          {good.amountRequired !== '0.0000' ? (
            <span> + {formatAmount(good.amountRequired, symbol)}</span>
          ) : null}
        </p>
        {good.kind === 'bonus' ? (
          <p className="good-card__stock">
            {good.wageringMultiplier > 0
              ? t('loyalty.points.bonusWagering', { times: good.wageringMultiplier })
              : t('loyalty.points.bonusNoWagering')}
          </p>
        ) : null}
        <p className="good-card__stock">
          {good.stock === null
            ? t('loyalty.points.unlimited')
            : isSoldOut
              ? t('loyalty.points.outOfStock')
              : t('loyalty.points.stockLeft', { stock: good.stock })}
        </p>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={isSoldOut || !isAffordable}
          aria-label={`${t('loyalty.points.redeem')}: ${good.name}`}
          onClick={onRedeem}
        >
          {isAffordable || isSoldOut ? t('loyalty.points.redeem') : t('loyalty.points.notEnough')}
        </button>
      </div>
    </li>
  );
}

function RedeemDialog({
  good,
  onClose,
  onDone,
}: {
  good: TPointsGood;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const redeem = useRedeem();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [delivery, setDelivery] = useState({ recipient: '', phone: '', address: '' });
  const [key] = useState(newKey);
  const isPhysical = good.kind === 'physical';
  const maxQuantity = Math.max(1, Math.min(10, good.stock ?? 10));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(
      {
        goodsId: good.id,
        quantity,
        paymentPassword: password,
        idempotencyKey: key,
        ...(isPhysical ? { delivery } : {}),
      },
      {
        onSuccess: (result) =>
          onDone(
            result.redeem.status === 'in_process'
              ? t('loyalty.points.inProcess', { name: good.name })
              : t('loyalty.points.redeemed', {
                  name: good.name,
                  points: points(result.redeem.pointsBalance),
                }),
          ),
      },
    );
  };
  return (
    <Dialog title={t('loyalty.points.redeemTitle', { name: good.name })} onClose={onClose} size="small">
      <form className="form" onSubmit={handleSubmit}>
        <p className="loyalty__summary">
          {t(
            'loyalty.points.price',
            pointsCount((BigInt(good.pointsRequired) * BigInt(quantity)).toString()),
          )}
          {good.kind !== 'physical'
            ? ` · ${t('loyalty.points.credits', { amount: formatAmount(good.creditAmount, symbol) })}`
            : ''}
        </p>
        <TextField
          label={t('loyalty.points.quantity')}
          type="number"
          min={1}
          max={maxQuantity}
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.max(1, Math.min(maxQuantity, Number(event.target.value) || 1)))
          }
        />
        {isPhysical ? (
          <>
            <TextField
              label={t('loyalty.points.recipient')}
              value={delivery.recipient}
              isRequired
              onChange={(event) => setDelivery({ ...delivery, recipient: event.target.value })}
            />
            <TextField
              label={t('loyalty.points.phone')}
              type="tel"
              value={delivery.phone}
              isRequired
              onChange={(event) => setDelivery({ ...delivery, phone: event.target.value })}
            />
            <TextField
              label={t('loyalty.points.address')}
              value={delivery.address}
              isRequired
              onChange={(event) => setDelivery({ ...delivery, address: event.target.value })}
            />
          </>
        ) : null}
        <PasswordField
          label={t('loyalty.points.paymentPassword')}
          value={password}
          autoComplete="off"
          isRequired
          autoFocusOnOpen
          onChange={(event) => setPassword(event.target.value)}
        />
        {redeem.isError ? <FormNotice tone="error" message={errorText(redeem.error)} /> : null}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={redeem.isPending || !password}
        >
          {t('loyalty.points.confirm')}
        </button>
      </form>
    </Dialog>
  );
}

function ConvertCard({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const rules = usePointsRules();
  const convert = useConvertPoints();
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newKey);
  const perUnit = rules.data?.convertPointsPerUnit ?? 0;
  if (perUnit <= 0) return null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    convert.mutate(
      { points: amount, paymentPassword: password, idempotencyKey: key },
      {
        onSuccess: (result) => {
          setOpen(false);
          setKey(newKey());
          onDone(
            t('loyalty.points.converted', {
              ...pointsCount(amount),
              amount: formatAmount(result.redeem.creditAmount, symbol),
            }),
          );
        },
      },
    );
  };
  return (
    <div className="loyalty-card">
      <Icon name="refresh" size={20} />
      <p>
        <strong>{t('loyalty.points.convertTitle')}</strong>
        <span>{t('loyalty.points.convertRate', { ...pointsCount(perUnit), amount: `${symbol} 1.00` })}</span>
      </p>
      <button type="button" className="button button--outline button--small" onClick={() => setOpen(true)}>
        {t('loyalty.points.convert')}
      </button>
      {isOpen ? (
        <Dialog title={t('loyalty.points.convertTitle')} onClose={() => setOpen(false)} size="small">
          <form className="form" onSubmit={handleSubmit}>
            <TextField
              label={t('loyalty.points.convertPoints')}
              inputMode="numeric"
              value={amount}
              hint={t('loyalty.points.convertMin', pointsCount(rules.data?.minConvertPoints ?? '0'))}
              onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
              autoFocusOnOpen
            />
            <PasswordField
              label={t('loyalty.points.paymentPassword')}
              value={password}
              autoComplete="off"
              onChange={(event) => setPassword(event.target.value)}
            />
            {convert.isError ? <FormNotice tone="error" message={errorText(convert.error)} /> : null}
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={convert.isPending || !amount || !password}
            >
              {t('loyalty.points.convert')}
            </button>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}

/** Redeem history with the spec's record fields. */
export function RedeemHistorySection() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const [pageNo, setPageNo] = useState(1);
  const history = useRedeemHistory(pageNo);
  const columns = t('loyalty.history.columns', { returnObjects: true }) as Record<string, string>;
  return (
    <section className="money-page loyalty">
      {history.isPending ? <MoneySkeleton /> : null}
      {history.isError ? <MoneyError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.list.length === 0 ? (
        <EmptyState
          icon="clock"
          title={t('loyalty.history.empty')}
          text={t('loyalty.history.emptyText')}
          level={3}
        />
      ) : null}
      {history.data && history.data.list.length > 0 ? (
        <div className="money-table-wrap">
          <table className="money-table">
            <caption className="visually-hidden">{t('pointMall.redeemHistory')}</caption>
            <thead>
              <tr>
                {[
                  'referenceNo',
                  'applyTime',
                  'type',
                  'name',
                  'quantity',
                  'pointsRequired',
                  'amountRequired',
                  'status',
                  'changedPoints',
                  'pointsBalance',
                  'remark',
                ].map((key) => (
                  <th key={key} scope="col">
                    {columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((row) => (
                <tr key={row.id}>
                  <td className="mono">{row.referenceNo}</td>
                  <td>{formatTime(row.applyTime, timezone)}</td>
                  <td>{t(`loyalty.kinds.${row.type}`)}</td>
                  <td>{row.type === 'convert' ? t('loyalty.kinds.convert') : row.name}</td>
                  <td>{row.quantity}</td>
                  <td>{points(row.pointsRequired)}</td>
                  <td>{formatAmount(row.amountRequired, symbol)}</td>
                  <td>
                    <span className={`status-pill status-pill--${row.status}`}>
                      {t(`loyalty.history.status.${row.status}`)}
                    </span>
                  </td>
                  <td className={row.changedPoints.startsWith('-') ? 'money-amount--down' : ''}>
                    {row.changedPoints}
                  </td>
                  <td>{points(row.pointsBalance)}</td>
                  <td>{row.remark ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {history.data ? (
        <Pager
          pageNo={pageNo}
          pageSize={history.data.pageSize}
          total={history.data.total}
          onChange={setPageNo}
        />
      ) : null}
    </section>
  );
}

/** Every change of the member's points with the balance after it. */
export function PointsDetailsSection() {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  const [pageNo, setPageNo] = useState(1);
  const details = usePointsDetails(pageNo);
  return (
    <section className="money-page loyalty">
      {details.isPending ? <MoneySkeleton /> : null}
      {details.isError ? <MoneyError error={details.error} onRetry={() => void details.refetch()} /> : null}
      {details.data && details.data.list.length === 0 ? (
        <EmptyState
          icon="chart"
          title={t('loyalty.details.empty')}
          text={t('loyalty.points.earnHint')}
          level={3}
        />
      ) : null}
      {details.data && details.data.list.length > 0 ? (
        <div className="money-table-wrap">
          <table className="money-table">
            <caption className="visually-hidden">{t('pointMall.pointsDetails')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loyalty.details.time')}</th>
                <th scope="col">{t('loyalty.details.kind')}</th>
                <th scope="col">{t('loyalty.details.change')}</th>
                <th scope="col">{t('loyalty.details.balance')}</th>
                <th scope="col">{t('loyalty.details.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {details.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatTime(row.createdAt, timezone)}</td>
                  <td>{t(`loyalty.details.kinds.${row.kind}`)}</td>
                  <td className={row.points.startsWith('-') ? 'money-amount--down' : 'money-amount--up'}>
                    {row.points.startsWith('-') ? row.points : `+${row.points}`}
                  </td>
                  <td>{points(row.balanceAfter)}</td>
                  <td>{row.remark ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {details.data ? (
        <Pager
          pageNo={pageNo}
          pageSize={details.data.pageSize}
          total={details.data.total}
          onChange={setPageNo}
        />
      ) : null}
    </section>
  );
}

/** How points are earned and spent; points never expire (spec section 9). */
export function PointsRulesSection() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const rules = usePointsRules();
  return (
    <section className="money-page loyalty">
      {rules.isPending ? <MoneySkeleton /> : null}
      {rules.isError ? <MoneyError error={rules.error} onRetry={() => void rules.refetch()} /> : null}
      {rules.data ? (
        <ul className="rules-list">
          {rules.data.rates
            .filter((rate) => rate.pointsPerHundred > 0)
            .map((rate) => (
              <li key={rate.gameType}>
                <Icon name="star" size={16} />
                {t('loyalty.rules.earn', {
                  ...pointsCount(rate.pointsPerHundred),
                  amount: `${symbol} ${displayMoney('100')}`,
                  type: t(`promo.gameTypes.${rate.gameType}`),
                })}
              </li>
            ))}
          {rules.data.convertPointsPerUnit > 0 ? (
            <li>
              <Icon name="refresh" size={16} />
              {t('loyalty.points.convertRate', {
                ...pointsCount(rules.data.convertPointsPerUnit),
                amount: `${symbol} 1.00`,
              })}
            </li>
          ) : null}
          <li>
            <Icon name="gift" size={16} />
            {t('loyalty.rules.physical')}
          </li>
          <li>
            <Icon name="check" size={16} />
            {t('loyalty.points.neverExpire')}
          </li>
        </ul>
      ) : null}
    </section>
  );
}
