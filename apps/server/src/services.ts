import { AdminAuthService } from './admin/admin-auth.service.ts';
import { AdminKeysRepository } from './admin/admin-keys.repository.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { ContentRepository } from './content/content.repository.ts';
import { ContentService } from './content/content.service.ts';
import type { DatabaseHandle } from './db/database.ts';
import { VendorsRepository } from './games/vendors.repository.ts';
import { VendorsService } from './games/vendors.service.ts';
import { MerchantsRepository } from './merchants/merchants.repository.ts';
import { MerchantsService } from './merchants/merchants.service.ts';
import { SystemService } from './system/system.service.ts';

/** The composition root: every service wired to its repositories, once per process. */
export function createServices(database: DatabaseHandle) {
  const { db } = database;
  const audit = new AuditRepository();
  const merchantsRepository = new MerchantsRepository(db);
  const contentRepository = new ContentRepository(db);
  const vendorsRepository = new VendorsRepository(db);
  const merchants = new MerchantsService(db, merchantsRepository, audit);
  const content = new ContentService(contentRepository);
  return {
    database,
    audit,
    merchants,
    content,
    contentRepository,
    vendors: new VendorsService(vendorsRepository),
    vendorsRepository,
    system: new SystemService(merchants, content),
    adminAuth: new AdminAuthService(db, new AdminKeysRepository(db), audit),
  };
}

export type AppServices = ReturnType<typeof createServices>;
