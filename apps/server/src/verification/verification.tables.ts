/** Tables of the verification feature (captcha, human verification, SMS/email codes, outbox, rate limits). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the verification feature's migration.
export interface VerificationTables {}
