import {
  API,
  APPLY_TEXT_MAX,
  type TAdminApplication,
  type TApplicationStatus,
  textLength,
  ZAdminApplication,
  ZAdminApplicationPage,
  ZOk,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleRequest, money, when } from '../console-api.ts';
import { Refusal } from './console-forms.tsx';
import { Pager } from './pager.tsx';
import { PrivateImage } from './private-image.tsx';

const STATUS_LABEL: Record<TApplicationStatus, string> = {
  applying: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_PILL: Record<TApplicationStatus, string> = {
  applying: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};
const PAGE_SIZE = 10;

/** One application: the member, their comment and images, and (while it waits) the decision. */
function Application({
  merchantCode,
  item,
  canWrite,
  onDecided,
}: {
  merchantCode: string;
  item: TAdminApplication;
  canWrite: boolean;
  onDecided: () => void;
}) {
  const [remark, setRemark] = useState('');
  const length = textLength(remark.trim());
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      consoleRequest(API.admin.promotionApplicationDecision, ZOk(ZAdminApplication), {
        method: 'POST',
        params: { merchantCode, id: item.id },
        body: { decision, remark: remark.trim() },
      }),
    // Decided, or someone else decided first: either way the queue shows how it stands now.
    onSettled: onDecided,
  });
  const isTooLong = length > APPLY_TEXT_MAX;
  return (
    <article className="console-card kyc-item" aria-label={`${item.username}: ${item.promotionTitle}`}>
      <header className="kyc-item__head">
        <div>
          <h2 className="kyc-item__name">{item.username}</h2>
          <p className="console-muted">
            {item.promotionTitle} · reward {money(item.amount)} · applied {when(item.createdAt)}
          </p>
        </div>
        <span className={`console-pill console-pill--${STATUS_PILL[item.status]}`}>
          {STATUS_LABEL[item.status]}
        </span>
      </header>
      {item.comment ? <blockquote className="console-quote">{item.comment}</blockquote> : null}
      {item.images.length > 0 ? (
        <div className="kyc-item__docs">
          {item.images.map((image, index) => (
            <PrivateImage
              key={image.id}
              path={API.admin.promotionApplicationImage
                .replace(':merchantCode', merchantCode)
                .replace(':id', image.id)}
              label={`Image ${index + 1} of ${item.username}`}
            />
          ))}
        </div>
      ) : null}
      {item.status !== 'applying' ? (
        <p className="console-muted">
          {STATUS_LABEL[item.status]} by {item.decidedBy ?? '—'} · {when(item.decidedAt)}
          {item.remark ? ` · Remark: ${item.remark}` : ''}
        </p>
      ) : null}
      {item.status === 'applying' && canWrite ? (
        <div className="kyc-item__actions">
          <button
            type="button"
            className="button button--primary button--small"
            disabled={decide.isPending || isTooLong}
            onClick={() => decide.mutate('approve')}
          >
            Approve
          </button>
          <input
            className="input"
            aria-label={`Remark for ${item.username}`}
            aria-describedby={`remark-count-${item.id}`}
            aria-invalid={isTooLong}
            placeholder="Remark (needed to reject)"
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
          <small
            id={`remark-count-${item.id}`}
            className={isTooLong ? 'console-error' : 'console-muted'}
            aria-live="polite"
          >
            {length}/{APPLY_TEXT_MAX}
          </small>
          <button
            type="button"
            className="button button--danger button--small"
            disabled={decide.isPending || length === 0 || isTooLong}
            onClick={() => decide.mutate('reject')}
          >
            Reject
          </button>
        </div>
      ) : null}
      <Refusal error={decide.error} />
    </article>
  );
}

/**
 * The Engagement page's Applications view (issue 17): what members sent to apply activities,
 * newest first, with their comment and images (fetched with the operator's session, never public);
 * an operator with promotions.write approves or rejects with a remark (at most 140 characters).
 * The server decides each once: a decision someone made first is refused and the list refreshed.
 */
export function ApplicationsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const [status, setStatus] = useState<TApplicationStatus | ''>('applying');
  const [pageNo, setPageNo] = useState(1);
  const key = ['console', 'promotion-applications', merchantCode];
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...key, status, pageNo],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.promotionApplications, ZOk(ZAdminApplicationPage), {
          params: { merchantCode },
          query: { status: status || undefined, pageNo, pageSize: PAGE_SIZE },
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="console-toolbar">
        <fieldset className="console-segmented" aria-label="Show applications">
          {(
            [
              ['applying', 'Waiting'],
              ['approved', 'Approved'],
              ['rejected', 'Rejected'],
              ['', 'All'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={label}
              type="button"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPageNo(1);
              }}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="console-muted">
        Members apply to “Apply (reviewed)” promotions with a comment and up to 3 images. Approving reserves
        the reward from the promotion’s budget; the member then claims it on the site.
      </p>
      <section className="kyc-list" aria-label="Applications">
        {list.data?.list.map((item) => (
          <Application
            key={item.id}
            merchantCode={merchantCode}
            item={item}
            canWrite={canWrite}
            onDecided={() => void queryClient.invalidateQueries({ queryKey: key })}
          />
        ))}
      </section>
      {list.data?.list.length === 0 ? <p className="console-empty">No application here.</p> : null}
      <Refusal error={list.error} />
      {list.data ? (
        <Pager total={list.data.total} pageNo={pageNo} pageSize={PAGE_SIZE} onPage={setPageNo} />
      ) : null}
    </>
  );
}
