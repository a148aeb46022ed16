import {
  API,
  type TMessageAudience,
  type TOperatorMe,
  ZAdminMessage,
  ZAdminMessageInput,
  ZAdminMessagePage,
  ZOk,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { can, consoleRequest, when } from '../console-api.ts';
import { CheckedForm, EditorFrame, Field, issuesOf, Refusal } from './console-forms.tsx';
import { useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';

type AudienceType = TMessageAudience['type'];
const AUDIENCE_LABEL: Record<AudienceType, string> = {
  all: 'Every member',
  vipLevel: 'A VIP level',
  downline: "An agent's downline",
  member: 'One member',
};

/** Who a sent message reached, as the list says it. */
function audienceText(audience: TMessageAudience): string {
  if (audience.type === 'all') return 'Every member';
  if (audience.type === 'vipLevel') return `VIP level ${audience.level}`;
  if (audience.type === 'downline') return `Downline of ${audience.agent}`;
  return audience.username;
}

/**
 * Platform messages: send one to every member, a VIP level, an agent's downline or one member (it
 * lands in their inbox at once, with the header badge), and the sent ones with how many read them.
 */
export function MessagesPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const canWrite = can(me, 'content.write');
  const list = useListParams<'id'>('id');
  const query = { pageNo: list.pageNo, pageSize: 20 };
  const key = ['console', 'messages', merchantCode];
  const messages = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (await consoleRequest(API.admin.messages, ZOk(ZAdminMessagePage), { params: { merchantCode }, query }))
        .value,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [isWriting, setWriting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="console-page" aria-labelledby="messages-title">
      <header className="console-page__head">
        <div>
          <h1 id="messages-title">Messages</h1>
          <p className="console-muted">
            Messages land in the members' inbox at once, with the badge on the header.
          </p>
        </div>
        {canWrite ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSent(null);
              setWriting(true);
            }}
          >
            New message
          </button>
        ) : null}
      </header>
      {isWriting ? (
        <MessageEditor
          merchantCode={merchantCode}
          onClose={() => setWriting(false)}
          onSent={(title) => {
            setWriting(false);
            setSent(title);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      {sent ? (
        <p className="console-ok" role="status">
          Sent “{sent}”.
        </p>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Sent messages">
          <thead>
            <tr>
              <th>Title</th>
              <th>To</th>
              <th>Sent by</th>
              <th>Sent</th>
              <th className="num">Read by</th>
            </tr>
          </thead>
          <tbody>
            {messages.data?.list.map((message) => (
              <tr key={message.id}>
                <td>
                  <span className="console-strong">{message.title}</span>
                  <br />
                  <small className="console-muted">
                    {message.body.length > 90 ? `${message.body.slice(0, 90)}…` : message.body}
                  </small>
                </td>
                <td>{audienceText(message.audience)}</td>
                <td>{message.sentBy}</td>
                <td>{when(message.sentAt)}</td>
                <td className="num">{message.readCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {messages.data?.list.length === 0 ? <p className="console-empty">No message sent yet.</p> : null}
        <Refusal error={messages.error} />
      </div>
      {messages.data ? (
        <Pager
          total={messages.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </section>
  );
}

function MessageEditor({
  merchantCode,
  onClose,
  onSent,
}: {
  merchantCode: string;
  onClose: () => void;
  onSent: (title: string) => void;
}) {
  const [type, setType] = useState<AudienceType>('all');
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const audience =
    type === 'all'
      ? { type }
      : type === 'vipLevel'
        ? { type, level: target.trim() === '' ? Number.NaN : Number(target) }
        : type === 'downline'
          ? { type, agent: target }
          : { type, username: target };
  const checked = ZAdminMessageInput.safeParse({ audience, title, body });
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? issuesOf(checked.error) : {};
  const send = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      return (
        await consoleRequest(API.admin.messages, ZOk(ZAdminMessage), {
          method: 'POST',
          params: { merchantCode },
          body: checked.data,
        })
      ).value;
    },
    onSuccess: (message) => onSent(message.title),
  });
  const targetLabel =
    type === 'vipLevel' ? 'VIP level' : type === 'downline' ? 'Agent account' : 'Member account';
  return (
    <EditorFrame title="New message" onClose={onClose}>
      <CheckedForm
        isValid={checked.success}
        onSubmitted={() => setShowErrors(true)}
        onSend={() => send.mutate()}
        isPending={send.isPending}
        error={send.error}
        submitLabel="Send message"
        cancelLabel="Discard"
        onCancel={onClose}
      >
        <div className="console-content__row">
          <Field label="Send to">
            <select
              className="input"
              value={type}
              onChange={(e) => {
                setType(e.target.value as AudienceType);
                setTarget('');
              }}
            >
              {(Object.keys(AUDIENCE_LABEL) as AudienceType[]).map((option) => (
                <option key={option} value={option}>
                  {AUDIENCE_LABEL[option]}
                </option>
              ))}
            </select>
          </Field>
          {type === 'all' ? null : (
            <Field
              label={targetLabel}
              error={errors.audience ? `Enter the ${targetLabel.toLowerCase()}.` : undefined}
            >
              <input
                className="input"
                inputMode={type === 'vipLevel' ? 'numeric' : 'text'}
                value={target}
                maxLength={64}
                aria-invalid={Boolean(errors.audience)}
                onChange={(e) => setTarget(e.target.value)}
              />
            </Field>
          )}
        </div>
        <Field label="Title" error={errors.title ? 'Give the message a title.' : undefined}>
          <input
            className="input"
            value={title}
            maxLength={120}
            aria-invalid={Boolean(errors.title)}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field label="Message" error={errors.body ? 'Write the message.' : undefined}>
          <textarea
            className="input"
            rows={5}
            value={body}
            maxLength={4000}
            aria-invalid={Boolean(errors.body)}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
      </CheckedForm>
    </EditorFrame>
  );
}
