import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe(randomCaptchaText.name, () => {
  it('draws CAPTCHA_LENGTH characters from the alphabet without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const char of text) {
        expect(CAPTCHA_ALPHABET).toContain(char);
        seen.add(char);
      }
    }
    for (const confusing of ['0', 'O', '1', 'I', 'L', 'l', 'o']) expect(seen.has(confusing)).toBe(false);
    // 2000 draws from 25 characters: every character shows up.
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe(renderCaptchaPng.name, () => {
  it('renders a PNG of 240×80 pixels', async () => {
    const png = await renderCaptchaPng('AC34');
    expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
    // IHDR: width and height are the first two big-endian words after the chunk header.
    expect(png.readUInt32BE(16)).toBe(240);
    expect(png.readUInt32BE(20)).toBe(80);
  });
});
