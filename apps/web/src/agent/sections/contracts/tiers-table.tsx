import type { TContractKind, TContractTier } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { exactMoney } from '../../components/money.tsx';
import { formatRate } from '../../lib/tiers.ts';

/** Read-only tier table of a contract (the dividend adds its loss threshold). */
export function TiersTable({
  kind,
  tiers,
  caption,
}: {
  kind: TContractKind;
  tiers: readonly TContractTier[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="tiers-scroll">
      <table className="tiers-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.minValidBet')}
            </th>
            {kind === 'dividend' ? (
              <th scope="col" className="is-end">
                {t('agentCenter.contracts.minLoss')}
              </th>
            ) : null}
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.minActiveMembers')}
            </th>
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered list without ids
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td className="is-end">{exactMoney(tier.minValidBet)}</td>
              {kind === 'dividend' ? <td className="is-end">{exactMoney(tier.minLoss)}</td> : null}
              <td className="is-end">{tier.minActiveMembers.toLocaleString()}</td>
              <td className="is-end">
                <strong className="rate">{formatRate(tier.rate)} %</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
