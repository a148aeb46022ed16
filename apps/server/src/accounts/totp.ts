import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as Google Authenticator reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before and after now are accepted too (clock drift of the phone). */
export const TOTP_WINDOW = 1;

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/<issuer>:<label>?secret=…&issuer=…`: what the QR code carries. */
export function otpauthUri(secretBase32: string, issuer: string, label: string): string {
  return totpOf(secretBase32, label, issuer).toString();
}

/** The code of the step that contains `atMs` (tests and the journeys compute what the app would show). */
export function totpCode(secretBase32: string, atMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: atMs });
}

/**
 * The 30-second step whose code `code` is, within {@link TOTP_WINDOW} steps of `atMs`, or undefined
 * when it is none of them. Compared in constant time by the library.
 */
export function totpStepOf(secretBase32: string, code: string, atMs: number): bigint | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: atMs, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return BigInt(Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS) + delta);
}

/**
 * Encrypts a member's secret for storage: base64 of iv(12) | AES-256-GCM ciphertext | tag(16), with
 * `binding` (merchant and member) as associated data, so a stored secret cannot be moved to another member.
 */
export function sealSecret(key: Uint8Array, binding: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The secret {@link sealSecret} stored; throws when the key, the binding or the bytes differ. */
export function openSecret(key: Uint8Array, binding: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(binding, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
