/** True for PostgreSQL's unique_violation (23505), as raised by both `pg` and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * True for an error the database raised about the data it was given rather than about itself:
 * SQLSTATE class 22 (data exception: a value out of range, bad text encoding, an impossible date)
 * and 54000 (a value too long for an index). Both `pg` and PGlite carry the SQLSTATE as `code`.
 */
export function isDataException(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code);
}
