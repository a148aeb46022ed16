/** Deterministic colours of a game's placeholder art, from its code. */
function hues(seed: string): [number, number] {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const first = hash % 360;
  return [first, (first + 40 + ((hash >>> 9) % 80)) % 360];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most three lines of about 14 characters, on word boundaries. */
function lines(title: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > 14) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out.slice(0, 3);
}

/**
 * The catalogue's generated game art: the title on a gradient, 300x300. Vendors' real artwork
 * replaces it through the game's icon URLs; seeded and artless games point here.
 */
export function renderGameSvg(gameCode: string, title: string, vendor: string): string {
  const [a, b] = hues(gameCode);
  const text = lines(title);
  const startY = 150 - (text.length - 1) * 18;
  const tspans = text
    .map((line, index) => `<tspan x="150" y="${startY + index * 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,25%)"/></linearGradient></defs>`,
    '<rect width="300" height="300" rx="24" fill="url(#g)"/>',
    `<text font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${tspans}</text>`,
    `<text x="150" y="272" font-family="sans-serif" font-size="16" fill="rgba(255,255,255,.75)" text-anchor="middle">${escapeXml(vendor)}</text>`,
    '</svg>',
  ].join('');
}
