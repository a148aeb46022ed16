/**
 * The mobile format check of the log in and forgot-password forms: 6 to 15 digits, an optional
 * leading +, spaces, dashes and brackets allowed (the server normalises the number).
 */
export function isMobileFormat(value: string): boolean {
  return /^\+?[0-9]{6,15}$/.test(value.trim().replace(/[\s()-]/g, ''));
}
