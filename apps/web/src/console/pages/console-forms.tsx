import { type ReactNode, useId } from 'react';
import type { z } from 'zod';
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
