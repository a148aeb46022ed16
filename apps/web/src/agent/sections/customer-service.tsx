import { useTranslation } from 'react-i18next';
import { CustomerServiceLinks } from '../../components/customer-service-links.tsx';
import { Icon } from '../../components/icon.tsx';
import { AgentSection } from '../components/section.tsx';

/** Customer-service entry of the agent menu: the merchant's live chat, telegram and facebook links. */
export function CustomerServiceSection() {
  const { t } = useTranslation();
  return (
    <AgentSection
      icon="headset"
      title={t('agent.items.customerService')}
      lead={t('agentCenter.support.lead')}
    >
      <div className="support-card">
        <span className="support-card__art" aria-hidden="true">
          <Icon name="headset" size={40} />
        </span>
        <p className="support-card__text">{t('agentCenter.support.text')}</p>
        <CustomerServiceLinks variant="tiles" />
      </div>
    </AgentSection>
  );
}
