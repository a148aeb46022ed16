import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon.tsx';
import { Inbox } from './inbox.tsx';

/** The agent center's inbox: the same messageV2 inbox as the member center, above the agent's own messages. */
export function InboxSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="agent-section" aria-labelledby={titleId}>
      <header className="agent-section__head">
        <span className="agent-section__icon" aria-hidden="true">
          <Icon name="inbox" size={20} />
        </span>
        <div className="agent-section__titles">
          <h2 id={titleId} className="agent-section__title">
            {t('messages.inbox.agentTitle')}
          </h2>
          <p className="agent-section__lead">{t('messages.inbox.agentLead')}</p>
        </div>
      </header>
      <div className="agent-section__body">
        <Inbox label={t('messages.inbox.agentTitle')} />
      </div>
    </section>
  );
}
