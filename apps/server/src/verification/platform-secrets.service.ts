import { randomBytes } from 'node:crypto';
import type { PlatformSecretsRepository } from './platform-secrets.repository.ts';

/** Names of the secrets the platform keeps in the database. */
export type PlatformSecretName =
  | 'altcha_hmac_key'
  | 'verification_code_key'
  | 'captcha_answer_key'
  /** AES-256-GCM key of the members' authenticator (TOTP) secrets. */
  | 'totp_secret_key';

/**
 * Secrets every server process must share (HMAC keys), created on first use by whichever process
 * asks first and cached in memory after the first read. They never change once written.
 */
export class PlatformSecretsService {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly secrets: PlatformSecretsRepository) {}

  /** 32 random bytes, the same in every process. */
  get(name: PlatformSecretName): Promise<Buffer> {
    let pending = this.cache.get(name);
    if (!pending) {
      pending = this.secrets.getOrCreate(name, randomBytes(32)).then((value) => Buffer.from(value));
      // A failed read (database down) is not cached: the next call tries again.
      pending.catch(() => this.cache.delete(name));
      this.cache.set(name, pending);
    }
    return pending;
  }
}
