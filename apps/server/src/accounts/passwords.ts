import { TEMPORARY_PASSWORD_VALID_HOURS } from '@croupier/contracts';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP's recommended minimum.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$IARP+KGWHW7I1JGcSKxf+g$9XvVKs1L313qdT5R1PPn2GdS5cBzD86w7b1lNIz2hpM';

/** argon2id hash of a password (or payment password). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * True when the password matches the hash. With no hash (unknown account) it still spends the time
 * of a real check, so response times do not tell which usernames exist.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** When an operator's temporary password set at `setAt` stops signing the member in. */
export function temporaryPasswordExpiry(setAt: Date): Date {
  return new Date(setAt.getTime() + TEMPORARY_PASSWORD_VALID_HOURS * 3_600_000);
}
