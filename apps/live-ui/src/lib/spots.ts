/**
 * Spot codes as players read them. A code is a name ('BANKER', 'DOZEN_2') or a pattern with its
 * numbers ('SPLIT_8_11', 'STREET_4', 'COMBO_2_5'): the pattern's words come from the language's
 * spot dictionary, with {a} {b} {c} {d} the numbers it covers (a street or six line lists them all).
 */
export function spotNumbers(spot: string): { pattern: string; numbers: number[] } | null {
  const match = /^([A-Z]+)((?:_\d+)+)$/.exec(spot);
  if (!match) return null;
  const pattern = match[1] ?? '';
  const numbers = (match[2] ?? '').slice(1).split('_').map(Number);
  const first = numbers[0] ?? 0;
  if (pattern === 'STREET') return { pattern, numbers: [first, first + 1, first + 2] };
  if (pattern === 'LINE')
    return { pattern, numbers: [first, first + 1, first + 2, first + 3, first + 4, first + 5] };
  return { pattern, numbers };
}

/** The spot's display name from a dictionary of names and patterns (the code itself when unknown). */
export function spotName(spot: string, names: Readonly<Record<string, string>>): string {
  const named = names[spot];
  if (named) return named;
  const parsed = spotNumbers(spot);
  if (!parsed) return spot;
  const template = names[parsed.pattern];
  if (!template) return spot;
  const { numbers } = parsed;
  const values: Record<string, number | undefined> = {
    a: numbers[0],
    b: numbers[1],
    c: numbers[numbers.length === 2 ? 1 : numbers.length - 1],
    d: numbers[3],
  };
  if (parsed.pattern === 'CORNER' || parsed.pattern === 'TRIO') values.c = numbers[2];
  return template.replace(/\{([abcd])\}/g, (whole, key: string) => String(values[key] ?? whole));
}
