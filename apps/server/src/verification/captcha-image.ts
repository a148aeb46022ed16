import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@croupier/contracts';
import { renderAsync } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

// svg-captcha's default export draws a given text (its typings only declare the helpers): the text
// is chosen here with crypto.randomInt, never with the library's Math.random.
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: {
    width: number;
    height: number;
    fontSize: number;
    noise: number;
    color: boolean;
    background: string;
  },
) => string;

/** A captcha text of CAPTCHA_LENGTH characters from the look-alike-free alphabet, cryptographically random. */
export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * Draws `text` as distorted glyph outlines with noise lines and renders it to a PNG (240×80).
 * The SVG is never sent: glyphs are paths, so no font is needed to render and the text is not in it.
 */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const svg = drawCaptcha(text, {
    width: 120,
    height: 40,
    fontSize: 48,
    noise: 2,
    color: true,
    background: '#f4f4f5',
  });
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: 240 } });
  return image.asPng();
}
