import type { TContractKind } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useConsolidated } from '../agent-api.ts';
import { AgentSection } from '../components/section.tsx';
import { IncomingOffers } from './contracts/incoming-offers.tsx';
import { MyContract } from './contracts/my-contract.tsx';
import { OfferForm } from './contracts/offer-form.tsx';
import { OfferedContracts } from './contracts/offered-contracts.tsx';

/**
 * A contract page (bonus dividend, daily wages, hourly salary, real-time salary): offers waiting
 * for the agent, its own contract, the offer form for its direct downline agents, and the
 * contracts it has offered.
 */
export function ContractSection({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const consolidated = useConsolidated();
  const mine = consolidated.data?.myContracts.find(
    (contract) => contract.kind === kind && contract.status === 'active',
  );
  return (
    <AgentSection
      icon="shield"
      title={t(`agentCenter.kinds.${kind}`)}
      lead={t(`agentCenter.kindLeads.${kind}`)}
    >
      <div className="contract-page">
        <IncomingOffers kind={kind} />
        {consolidated.isPending ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <MyContract kind={kind} contract={mine} />
        )}
        {mine ? <OfferForm key={mine.id} kind={kind} own={mine} /> : null}
        <OfferedContracts kind={kind} />
      </div>
    </AgentSection>
  );
}
