import {
  API,
  PLAYER_NOTE_MAX_LENGTH,
  TEMPORARY_PASSWORD_VALID_HOURS,
  type TPlayerPasswordResetResult,
  ZOk,
  ZPlayerNote,
  ZPlayerNoteCreate,
  ZPlayerNotesPage,
  ZPlayerPasswordReset,
  ZPlayerPasswordResetResult,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, missingPermission, when } from '../console-api.ts';
import { Pager } from './pager.tsx';

/** What a refused console call says: the missing permission, or the server's message. */
export function refusal(error: unknown): string | null {
  if (!error) return null;
  const permission = missingPermission(error);
  if (permission) return `Refused: your role lacks ${permission}.`;
  return error instanceof ApiError ? error.message : 'Something went wrong.';
}

/**
 * Resets the player's password (players.password): the temporary password shows here once, for
 * the operator to hand over; the server keeps only its hash and ends the player's sessions.
 */
export function ResetPasswordForm({
  merchantCode,
  id,
  onDone,
}: {
  merchantCode: string;
  id: string;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<TPlayerPasswordResetResult | null>(null);
  const [isCopied, setCopied] = useState(false);
  const reset = useMutation({
    mutationFn: async () =>
      (
        await consoleRequest(API.admin.playerPasswordReset, ZOk(ZPlayerPasswordResetResult), {
          method: 'POST',
          params: { merchantCode, id },
          body: ZPlayerPasswordReset.parse({ reason }),
        })
      ).value,
    onSuccess: (value) => {
      setReason('');
      setCopied(false);
      setShown(value);
      onDone();
    },
  });
  const isValid = ZPlayerPasswordReset.shape.reason.safeParse(reason).success;
  if (shown) {
    return (
      <div className="console-temp-password" role="status">
        <p className="console-strong">Temporary password (shown once)</p>
        <output className="console-temp-password__value" aria-label="Temporary password">
          {shown.temporaryPassword}
        </output>
        <p className="console-muted">
          Give it to the player. Their sessions have ended; when they log in with it they must choose a new
          password first. It signs in for {TEMPORARY_PASSWORD_VALID_HOURS} hours, until{' '}
          {when(shown.expiresAt)}.
        </p>
        <div className="console-temp-password__actions">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() =>
              void navigator.clipboard?.writeText(shown.temporaryPassword).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {isCopied ? 'Copied' : 'Copy'}
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setShown(null)}
          >
            Done, hide it
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="console-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) reset.mutate();
      }}
    >
      <label className="field">
        <span className="field__label">Reason to reset the password</span>
        <input className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="submit" className="button button--outline" disabled={!isValid || reset.isPending}>
        Reset password
      </button>
      {reset.error && (
        <p className="console-error" role="alert">
          {refusal(reset.error)}
        </p>
      )}
    </form>
  );
}

const NOTES_PAGE_SIZE = 5;

/**
 * The operators' notes on a player, newest first and paged on the server; writing one needs
 * players.notes. Notes are append-only: a correction is a newer note.
 */
export function PlayerNotes({
  merchantCode,
  id,
  canWrite,
}: {
  merchantCode: string;
  id: string;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [text, setText] = useState('');
  const [isTouched, setTouched] = useState(false);
  const notes = useQuery({
    queryKey: ['console', 'player-notes', merchantCode, id, pageNo],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.playerNotes, ZOk(ZPlayerNotesPage), {
          params: { merchantCode, id },
          query: { pageNo, pageSize: NOTES_PAGE_SIZE },
        })
      ).value,
  });
  const add = useMutation({
    mutationFn: () =>
      consoleRequest(API.admin.playerNotes, ZOk(ZPlayerNote), {
        method: 'POST',
        params: { merchantCode, id },
        body: ZPlayerNoteCreate.parse({ text }),
      }),
    onSuccess: () => {
      setText('');
      setTouched(false);
      setPageNo(1);
      void queryClient.invalidateQueries({ queryKey: ['console', 'player-notes', merchantCode, id] });
    },
  });
  const isValid = ZPlayerNoteCreate.safeParse({ text }).success;
  return (
    <section className="console-card" aria-labelledby="player-notes-title">
      <h2 id="player-notes-title">Notes</h2>
      {canWrite ? (
        <form
          className="console-inline-form console-notes__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (isValid) add.mutate();
          }}
        >
          <label className="field">
            <span className="field__label">New note</span>
            <textarea
              className="input"
              rows={3}
              value={text}
              maxLength={PLAYER_NOTE_MAX_LENGTH}
              aria-invalid={isTouched && !isValid}
              onChange={(event) => setText(event.target.value)}
            />
            <span className="console-muted console-note-count">
              {text.length} / {PLAYER_NOTE_MAX_LENGTH}
            </span>
          </label>
          {isTouched && !isValid && <p className="console-error">Write the note first.</p>}
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            Add note
          </button>
          {add.error && (
            <p className="console-error" role="alert">
              {refusal(add.error)}
            </p>
          )}
        </form>
      ) : (
        <p className="console-muted">Your role can read notes but not add them.</p>
      )}
      {notes.error ? <p className="console-error">{refusal(notes.error)}</p> : null}
      {notes.data && notes.data.list.length === 0 ? <p className="console-empty">No notes yet.</p> : null}
      {notes.data && notes.data.list.length > 0 ? (
        <>
          <ol className="console-notes" aria-label="Player notes">
            {notes.data.list.map((note) => (
              <li key={note.id} className="console-note">
                <p className="console-note__text">{note.text}</p>
                <p className="console-muted console-note__by">
                  {note.author.replace(/^operator:/, '')} · {when(note.at)}
                </p>
              </li>
            ))}
          </ol>
          <Pager total={notes.data.total} pageNo={pageNo} pageSize={NOTES_PAGE_SIZE} onPage={setPageNo} />
        </>
      ) : null}
    </section>
  );
}
