import type { TContract, TContractKind } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { topRate } from '../../lib/tiers.ts';
import { useAgentTimezone } from '../../use-agent-context.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { TiersTable } from './tiers-table.tsx';

/** The agent's own active contract of the kind (from its upline or the house), or why there is none. */
export function MyContract({ kind, contract }: { kind: TContractKind; contract: TContract | undefined }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [isTerminating, setTerminating] = useState(false);
  if (!contract) {
    return (
      <div className="agent-card">
        <EmptyState
          compact
          icon="shield"
          title={t('agentCenter.contracts.noneHeld', { kind: t(`agentCenter.kinds.${kind}`) })}
          text={t('agentCenter.contracts.noneHeldText')}
        />
      </div>
    );
  }
  return (
    <section className="agent-card my-contract" aria-labelledby="my-contract-title">
      <header className="my-contract__head">
        <div>
          <h3 id="my-contract-title" className="agent-card__title">
            <Icon name="shield" size={18} />
            {t('agentCenter.contracts.mine')}
          </h3>
          <p className="agent-card__text">
            {contract.upline
              ? t('agentCenter.contracts.mineFrom', { upline: contract.upline })
              : t('agentCenter.contracts.fromHouse')}
            {' · '}
            {t(`agentCenter.periods.${contract.period}`)}
            {contract.decidedAt ? (
              <>
                {' · '}
                <time dateTime={contract.decidedAt}>
                  {formatDateTime(contract.decidedAt, timezone, false)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        <div className="my-contract__rate">
          <span className={`status-pill status-pill--${contract.status}`}>
            {t(`agentCenter.contractStatus.${contract.status}`)}
          </span>
          <strong>{t('agentCenter.contracts.topRate', { rate: topRate(contract.tiers) })}</strong>
        </div>
      </header>
      <TiersTable kind={kind} tiers={contract.tiers} caption={t('agentCenter.contracts.tiers')} />
      <div className="my-contract__actions">
        <Link className="button button--ghost button--small" to={`/agentHome?tab=myIncome&kind=${kind}`}>
          <Icon name="coins" size={16} />
          {t('agentCenter.contracts.viewIncome')}
        </Link>
        {contract.upline ? (
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setTerminating(true)}
          >
            {t('agentCenter.contracts.terminate')}
          </button>
        ) : null}
      </div>
      {isTerminating ? (
        <DecisionDialog contract={contract} decision="terminate" onClose={() => setTerminating(false)} />
      ) : null}
    </section>
  );
}
