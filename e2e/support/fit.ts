import type { Locator } from '@playwright/test';
import { expect } from './test.ts';

/** A box on the screen, in its page's (or frame's) CSS pixels. */
type TBox = { left: number; top: number; right: number; bottom: number };

/**
 * Where the words of `locator` are drawn, outside its buttons: the glyphs' own extent, which an
 * element too narrow for them (white-space: nowrap) lets run past its edge.
 */
function wordsBox(locator: Locator): Promise<TBox | null> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('button')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...range.getClientRects());
    }
    if (boxes.length === 0) return null;
    return {
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
  });
}

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

const overlap = (a: TBox, b: TBox) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** The words of `text` (say a balance) are drawn clear of `control` (say its refresh button). */
export async function expectWordsClearOf(text: Locator, control: Locator): Promise<void> {
  const words = await wordsBox(text);
  expect(words, `${text} shows no words`).not.toBeNull();
  const box = await boxOf(control);
  expect(
    words && overlap(words, box),
    `${text} at ${JSON.stringify(words)} runs into ${JSON.stringify(box)}`,
  ).toBe(false);
}

/**
 * `locator` shows all of its text: nothing clipped or cut to an ellipsis (its content is no wider
 * than its box), and its box lies inside the viewport's width.
 */
export async function expectWhole(locator: Locator): Promise<void> {
  const fit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      text: element.textContent,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      left: box.left,
      right: box.right,
      viewport: document.documentElement.clientWidth,
    };
  });
  expect(fit.scrollWidth, `"${fit.text}" is cut: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(
    fit.clientWidth,
  );
  expect(fit.left, `"${fit.text}" starts off screen`).toBeGreaterThanOrEqual(0);
  expect(fit.right, `"${fit.text}" ends off screen`).toBeLessThanOrEqual(fit.viewport + 0.5);
}
