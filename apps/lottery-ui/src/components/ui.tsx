import type { TLotteryKind, TLotteryTier } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { vendorTierName } from '../lib/vendor-texts.ts';

/** Numbers as lottery balls (dice faces for the dice game, car plates for racing). */
export function Balls({
  numbers,
  kind,
  size = 'md',
  label,
}: {
  numbers: readonly string[];
  kind: TLotteryKind;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}) {
  const shape = kind === 'FAST_DICE' ? 'die' : kind === 'FAST_RACE' ? 'car' : 'ball';
  return (
    <ul className={`balls balls--${size}`} aria-label={label}>
      {numbers.map((n, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a result repeats numbers; the position is the identity
          key={`${i}-${n}`}
          className={`ball ball--${shape}`}
          data-tone={shape === 'car' ? Number(n) % 10 : i % 5}
        >
          {n}
        </li>
      ))}
    </ul>
  );
}

/** Every prize tier of a result as a table: tier name, then its numbers. */
export function TierTable({
  tiers,
  kind,
  caption,
}: {
  tiers: readonly TLotteryTier[];
  kind: TLotteryKind;
  caption: string;
}) {
  const { language } = useI18n();
  const isSingle = tiers.length === 1;
  return (
    <table className={`tiers ${isSingle ? 'tiers--single' : ''}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.tier} className={`tiers__row tiers__row--${tier.tier.toLowerCase()}`}>
            <th scope="row" className="tiers__name">
              {vendorTierName(language, tier.tier) ?? tier.name}
            </th>
            <td className="tiers__numbers">
              {isSingle ? (
                <Balls numbers={tier.numbers} kind={kind} size="sm" />
              ) : (
                tier.numbers.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers repeat across a tier
                  <span key={`${i}-${n}`} className="tiers__number">
                    {n}
                  </span>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A small status chip. */
export function Chip({
  tone,
  children,
}: {
  tone: 'pending' | 'won' | 'lost' | 'cancelled' | 'open' | 'closed';
  children: ReactNode;
}) {
  return <span className={`chip chip--${tone}`}>{children}</span>;
}

/** The few line icons the UI draws. */
export function Icon({
  name,
  size = 20,
}: {
  name: 'clock' | 'ticket' | 'trophy' | 'chart' | 'shield' | 'close' | 'dice' | 'trash';
  size?: number;
}) {
  const paths: Record<typeof name, ReactNode> = {
    clock: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
    ticket: (
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4z" />
    ),
    trophy: (
      <>
        <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
        <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" />
      </>
    ),
    chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
    shield: (
      <>
        <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
    close: <path d="M6 6l12 12M18 6L6 18" />,
    dice: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <circle cx="9" cy="9" r="1" />
        <circle cx="15" cy="15" r="1" />
        <circle cx="15" cy="9" r="1" />
        <circle cx="9" cy="15" r="1" />
      </>
    ),
    trash: <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" />,
  };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths[name]}
    </svg>
  );
}
