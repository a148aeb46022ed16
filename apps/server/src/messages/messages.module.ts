import type { Kysely } from 'kysely';
import type { MemberDirectory } from '../accounts/member-directory.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { MessagesRepository } from './messages.repository.ts';
import { type InboxPublisher, MessagesService } from './messages.service.ts';

/**
 * The inbox (issue 18), built from the member look-ups of the accounts feature, the audit log and
 * the real-time publisher that tells members' sockets their inbox changed.
 */
export function createMessagesServices(deps: {
  db: Kysely<Database>;
  membersRepository: Pick<MemberDirectory, 'findById' | 'findByUsername'>;
  audit: AuditLog;
  publish: InboxPublisher;
}) {
  return {
    messages: new MessagesService(
      deps.db,
      new MessagesRepository(),
      deps.membersRepository,
      deps.audit,
      deps.publish,
    ),
  };
}
