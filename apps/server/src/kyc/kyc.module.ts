import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { KycRepository } from './kyc.repository.ts';
import { KycService } from './kyc.service.ts';

/** KYC and AML, storing documents under `storageDir` (outside the web root). */
export function createKycServices(deps: { db: Kysely<Database>; audit: AuditLog; storageDir: string }) {
  return { kyc: new KycService(deps.db, new KycRepository(), deps.audit, deps.storageDir) };
}
