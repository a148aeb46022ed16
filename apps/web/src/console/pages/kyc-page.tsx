import { API, type TKycSubmission, ZKycSubmission, ZOk } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, when } from '../console-api.ts';
import { PrivateImage } from './private-image.tsx';
import './kyc-page.css';

const KIND_LABEL: Record<string, string> = {
  id_front: 'ID front',
  id_back: 'ID back',
  proof_of_address: 'Proof of address',
  selfie: 'Selfie',
};
const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  more_requested: 'More requested',
};

function Submission({ merchantCode, item }: { merchantCode: string; item: TKycSubmission }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject' | 'more_requested') =>
      consoleRequest(API.admin.kycDecision, ZOk(ZKycSubmission), {
        method: 'POST',
        params: { merchantCode, id: item.id },
        body: decision === 'approve' ? { decision } : { decision, reason },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['console', 'kyc'] }),
  });
  const needsReason = reason.trim().length < 2;
  return (
    <article className="console-card kyc-item" aria-label={`${item.username} ${item.fullName}`}>
      <header className="kyc-item__head">
        <div>
          <h2 className="kyc-item__name">{item.fullName}</h2>
          <p className="console-muted">
            {item.username} · ID {item.idNumber} · {when(item.createdAt)}
          </p>
        </div>
        <span className={`console-pill console-pill--${item.status}`}>
          {STATUS_LABEL[item.status] ?? item.status}
        </span>
      </header>
      <div className="kyc-item__docs">
        {item.documents.map((doc) => (
          <PrivateImage
            key={doc.id}
            path={API.admin.kycDocument.replace(':merchantCode', merchantCode).replace(':id', doc.id)}
            label={KIND_LABEL[doc.kind] ?? doc.kind}
          />
        ))}
      </div>
      {item.reason && <p className="console-muted">Note: {item.reason}</p>}
      {item.status === 'pending' && (
        <div className="kyc-item__actions">
          <button
            type="button"
            className="button button--primary button--small"
            disabled={decide.isPending}
            onClick={() => decide.mutate('approve')}
          >
            Approve
          </button>
          <input
            className="input"
            aria-label={`Reason for ${item.fullName}`}
            placeholder="Reason (to reject or ask for more)"
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className="button button--outline button--small"
            disabled={decide.isPending || needsReason}
            onClick={() => decide.mutate('more_requested')}
          >
            Request more
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            disabled={decide.isPending || needsReason}
            onClick={() => decide.mutate('reject')}
          >
            Reject
          </button>
        </div>
      )}
      {decide.error && (
        <p className="form-notice form-notice--error" role="alert">
          {decide.error instanceof ApiError ? decide.error.message : 'Something went wrong.'}
        </p>
      )}
    </article>
  );
}

/** Identity verification review (kyc.review): the submissions with their documents, and the decisions. */
export function KycPage({ merchantCode }: { merchantCode: string }) {
  const [status, setStatus] = useState<'pending' | ''>('pending');
  const list = useQuery({
    queryKey: ['console', 'kyc', merchantCode, status],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.kycSubmissions, ZOk(z.array(ZKycSubmission)), {
          params: { merchantCode },
          query: { status: status || undefined },
        })
      ).value,
  });
  return (
    <section className="console-page" aria-labelledby="kyc-title">
      <header className="console-page__head">
        <div>
          <h1 id="kyc-title">Identity verification</h1>
          <p className="console-muted">
            Check each player’s documents, then approve, reject or ask for more.
          </p>
        </div>
        <fieldset className="console-segmented" aria-label="Show">
          {(
            [
              ['pending', 'Waiting'],
              ['', 'All'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={label}
              type="button"
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </header>
      <div className="kyc-list">
        {list.data?.map((item) => (
          <Submission key={item.id} merchantCode={merchantCode} item={item} />
        ))}
      </div>
      {list.data?.length === 0 && <p className="console-empty">Nothing waiting for review.</p>}
    </section>
  );
}
