import type { TContract } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-client.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { FormNotice, TextField } from '../../../components/form-fields.tsx';
import { type TContractDecision, useDecideContract } from '../../agent-api.ts';

/** Who a contract is with, from the caller's side (`house` names the platform). */
export function counterpart(contract: TContract, house: string): string {
  if (contract.role === 'upline') return contract.downline;
  return contract.upline ?? house;
}

/** Confirm dialog of reject and terminate, with an optional reason (up to 140 characters). */
export function DecisionDialog({
  contract,
  decision,
  onClose,
}: {
  contract: TContract;
  decision: Exclude<TContractDecision, 'accept'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideContract();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = counterpart(contract, t('agentCenter.contracts.fromHouse'));
  return (
    <Dialog
      title={
        decision === 'terminate'
          ? t('agentCenter.contracts.terminateTitle')
          : t('agentCenter.contracts.rejectTitle')
      }
      description={decision === 'terminate' ? t('agentCenter.contracts.terminateText', { name }) : undefined}
      size="small"
      onClose={onClose}
    >
      <form
        className="form"
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          try {
            await decide.mutateAsync({ id: contract.id, decision, reason: reason.trim() });
            onClose();
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : String(failure));
          }
        }}
      >
        <TextField
          label={t('agentCenter.contracts.reasonOptional')}
          value={reason}
          maxLength={140}
          autoFocusOnOpen
          onChange={(event) => setReason(event.target.value)}
        />
        <FormNotice message={error} tone="error" />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('header.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={decide.isPending}>
            {decision === 'terminate'
              ? t('agentCenter.contracts.terminate')
              : t('agentCenter.contracts.reject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
