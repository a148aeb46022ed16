/** True for PostgreSQL's unique_violation (23505), as raised by both `pg` and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
