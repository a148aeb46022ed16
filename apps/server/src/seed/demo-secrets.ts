import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The secrets a demo installation runs with: never fixed strings, one set per data directory. */
export interface DemoSecrets {
  /** The platform-wide operator key the demo seed registers and `npm start` prints. */
  operatorKey: string;
  /** The master secret the in-process sandbox gateway derives each merchant's HMAC secret from. */
  sandboxMasterSecret: string;
}

const FILE_NAME = 'demo-secrets.json';
const ZStored = z.object({ operatorKey: z.string().min(16), sandboxMasterSecret: z.string().min(16) });

/**
 * The data directory's demo secrets: generated at random on its first start and kept in
 * `$DATA_DIR/demo-secrets.json` (readable by the owner only), so a restart prints the same key.
 * A value given in the environment (DEMO_ADMIN_KEY, SANDBOX_GATEWAY_SECRET) wins and is not stored.
 */
export async function loadDemoSecrets(
  dataDir: string,
  given: { operatorKey?: string | undefined; sandboxMasterSecret?: string | undefined } = {},
): Promise<DemoSecrets> {
  const file = path.join(dataDir, FILE_NAME);
  let stored = await readFile(file, 'utf8')
    .then((text) => ZStored.safeParse(JSON.parse(text)).data)
    .catch(() => undefined);
  if (!stored) {
    stored = {
      operatorKey: `demo-${randomBytes(24).toString('base64url')}`,
      sandboxMasterSecret: randomBytes(32).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    operatorKey: given.operatorKey ?? stored.operatorKey,
    sandboxMasterSecret: given.sandboxMasterSecret ?? stored.sandboxMasterSecret,
  };
}
