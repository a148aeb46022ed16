import type { AuditRepository } from './audit.repository.ts';

export type { AuditEntry } from './audit.repository.ts';

/**
 * The audit log as other features use it: append a row inside the caller's own transaction, so the
 * record and the change land together. The composition root hands the AuditRepository as this port;
 * features type their dependency with it and never import the repository.
 */
export type AuditLog = Pick<AuditRepository, 'record' | 'recordBy'>;
