import type { TContract, TContractKind } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-client.ts';
import { FormNotice } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useContracts, useDecideContract } from '../../agent-api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAgentTimezone } from '../../use-agent-context.ts';
import { counterpart, DecisionDialog } from './decision-dialog.tsx';
import { TiersTable } from './tiers-table.tsx';

/** The offers waiting for this agent's answer, with accept and reject. */
export function IncomingOffers({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const offers = useContracts({ kind, role: 'downline', status: 'pending', pageSize: 10 });
  const decide = useDecideContract();
  const [rejecting, setRejecting] = useState<TContract | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = offers.data?.list ?? [];
  if (list.length === 0 && !notice) return null;
  return (
    <section className="agent-card agent-card--highlight" aria-labelledby="incoming-offers-title">
      <h3 id="incoming-offers-title" className="agent-card__title">
        <Icon name="gift" size={18} />
        {t('agentCenter.contracts.incoming')}
      </h3>
      <p className="agent-card__text">{t('agentCenter.contracts.incomingText')}</p>
      <FormNotice message={notice?.text ?? null} tone={notice?.tone ?? 'info'} />
      {list.map((offer) => (
        <article
          key={offer.id}
          className="offer-card"
          aria-label={t('agentCenter.contracts.mineFrom', {
            upline: counterpart(offer, t('agentCenter.contracts.fromHouse')),
          })}
        >
          <header className="offer-card__head">
            <div>
              <strong>
                {t('agentCenter.contracts.mineFrom', {
                  upline: counterpart(offer, t('agentCenter.contracts.fromHouse')),
                })}
              </strong>
              <span className="muted">
                {' · '}
                {t(`agentCenter.periods.${offer.period}`)} ·{' '}
                <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt, timezone, false)}</time>
              </span>
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={decide.isPending}
                onClick={async () => {
                  setNotice(null);
                  try {
                    await decide.mutateAsync({ id: offer.id, decision: 'accept' });
                    setNotice({ tone: 'success', text: t('agentCenter.contracts.accepted') });
                  } catch (error) {
                    setNotice({
                      tone: 'error',
                      text: error instanceof ApiError ? error.message : String(error),
                    });
                  }
                }}
              >
                <Icon name="check" size={16} />
                {t('agentCenter.contracts.accept')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setRejecting(offer)}
              >
                {t('agentCenter.contracts.reject')}
              </button>
            </div>
          </header>
          <TiersTable kind={kind} tiers={offer.tiers} caption={t('agentCenter.contracts.tiers')} />
        </article>
      ))}
      {rejecting ? (
        <DecisionDialog contract={rejecting} decision="reject" onClose={() => setRejecting(null)} />
      ) : null}
    </section>
  );
}
