import { formatMinor, parseMinor } from '@croupier/contracts';
import { displayMoney } from '../../lib/money-display.ts';

/** The sign of a decimal money string: -1, 0 or 1 (bigint compare, never a float). */
export function moneySign(amount: string): -1 | 0 | 1 {
  const minor = parseMinor(amount, { allowNegative: true });
  if (minor === 0n) return 0;
  return minor < 0n ? -1 : 1;
}

/**
 * An amount with 2 decimals and thousands separators (spec section 9). `tone` colours a P&L figure:
 * green above zero, red below.
 */
export function Money({
  amount,
  tone = false,
  symbol,
}: {
  amount: string | null | undefined;
  tone?: boolean;
  symbol?: string;
}) {
  if (amount === null || amount === undefined) return <span className="money money--none">–</span>;
  const sign = tone ? moneySign(amount) : 0;
  let className = 'money';
  if (sign > 0) className += ' money--up';
  else if (sign < 0) className += ' money--down';
  return (
    <span className={className}>
      {symbol ? <span className="money__symbol">{symbol}</span> : null}
      {displayMoney(amount)}
    </span>
  );
}

/**
 * Every decimal of an amount (up to the 4 the platform keeps), at least 2, with thousands
 * separators: the form the income arithmetic is shown in, so the sums check to the last digit.
 */
export function exactMoney(amount: string): string {
  const [whole = '0', fraction = ''] = formatMinor(parseMinor(amount, { allowNegative: true })).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.replace(/0{1,2}$/, '')}`;
}
