import type { Kysely } from 'kysely';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { RgRepository } from './rg.repository.ts';
import { RgService } from './rg.service.ts';

/** Responsible gambling, built from the sessions it ends on an exclusion. */
export function createRgServices(deps: { db: Kysely<Database>; sessions: SessionsService; audit: AuditLog }) {
  return { rg: new RgService(deps.db, new RgRepository(), deps.sessions, deps.audit) };
}
