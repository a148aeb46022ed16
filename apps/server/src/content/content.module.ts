import type { Kysely } from 'kysely';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { ContentRepository } from './content.repository.ts';
import { ContentAdminService, ContentService } from './content.service.ts';
import { LobbyContentRepository } from './lobby-content.repository.ts';
import { LobbyContentService } from './lobby-content.service.ts';

/** The content services: the site's shell content, its operator side, and the lobby's announcements and banners. */
export function createContentServices(deps: { db: Kysely<Database>; audit: AuditRepository }) {
  const { db, audit } = deps;
  const contentRepository = new ContentRepository(db);
  return {
    content: new ContentService(contentRepository),
    contentAdmin: new ContentAdminService(db, contentRepository, audit),
    contentRepository,
    lobbyContent: new LobbyContentService(db, new LobbyContentRepository(db), audit),
  };
}
