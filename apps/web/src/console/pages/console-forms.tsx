import { type ReactNode, useId } from 'react';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { missingPermission } from '../console-api.ts';

/**
 * What the console says when the server refused a call: the permission the role lacks, the
 * screen's own words for a conflict (someone changed the row meanwhile), else the server's message.
 */
export function refusal(
  error: unknown,
  conflict = 'Someone changed this meanwhile. Close the form and open it again to see their change.',
): string {
  const permission = missingPermission(error);
  if (permission) return `Your role does not allow this (${permission}).`;
  if (error instanceof ApiError && error.code === 'CONFLICT') return conflict;
  return error instanceof ApiError ? error.message : 'Something went wrong.';
}

/** Field errors of a schema check, by the field's path. */
export function issuesOf(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

export function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="console-error">{message}</span> : null;
}

/** A form's card: its title (with the step, when the form has an edit and a preview step) and Close. */
export function EditorFrame({
  title,
  previewing,
  onClose,
  children,
}: {
  title: string;
  previewing?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="console-card console-content__editor" aria-labelledby={id}>
      <div className="console-card__head">
        <h2 id={id} className="console-card__title">
          {title}
          {previewing === undefined ? null : (
            <small className="console-muted"> · {previewing ? 'Preview' : 'Edit'}</small>
          )}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </section>
  );
}

/** The server's refusal of a call, as an alert (nothing while there is none). */
export function Refusal({ error, conflict }: { error: unknown; conflict?: string }) {
  if (!error) return null;
  return (
    <p className="console-error" role="alert">
      {refusal(error, conflict)}
    </p>
  );
}

/** A labelled form control with its field error under it. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, which the label wraps.
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
      {hint ? <small className="console-muted">{hint}</small> : null}
      <FieldError message={error} />
    </label>
  );
}

/**
 * A form checked with the contracts' schema before it is sent: submitting shows the field errors
 * (`onSubmitted`) and sends only a valid one; its buttons and the server's refusal close it.
 */
export function CheckedForm({
  isValid,
  onSubmitted,
  onSend,
  isPending,
  error,
  submitLabel,
  cancelLabel,
  onCancel,
  children,
}: {
  isValid: boolean;
  onSubmitted: () => void;
  onSend: () => void;
  isPending: boolean;
  error: unknown;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="console-content__form console-content__form--single"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmitted();
        if (isValid) onSend();
      }}
    >
      <div className="console-content__fields">{children}</div>
      <div className="console-content__step-actions">
        <button type="button" className="button button--outline" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="button button--primary" disabled={isPending}>
          {submitLabel}
        </button>
      </div>
      <Refusal error={error instanceof z.ZodError ? null : error} />
    </form>
  );
}

/** `datetime-local` text (the operator's clock, to the minute) for an ISO instant, and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function fromLocalInput(text: string): string | undefined {
  return text ? new Date(text).toISOString() : undefined;
}
