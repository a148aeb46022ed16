import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_CLASSES,
  classesOfStyle,
  nearestPaletteColour,
  sanitizeAnnouncementHtml,
} from './announcement-html.ts';

describe('sanitizeAnnouncementHtml', () => {
  it('turns the allowed inline styles into classes, so no style attribute reaches the page', () => {
    const sut = sanitizeAnnouncementHtml(
      '<p style="text-align:center; color:#ff0000; font-weight:700">Big <span style="font-size:28px;font-style:italic;text-decoration:underline">win</span></p>',
    );
    expect(sut).toBe(
      '<p class="ann-align-center ann-color-red ann-bold">Big <span class="ann-size-xlarge ann-italic ann-underline">win</span></p>',
    );
    expect(sut).not.toContain('style=');
  });

  it('drops scripts, handlers, unknown styles, merchant classes and javascript: links', () => {
    const sut = sanitizeAnnouncementHtml(
      '<div class="evil" style="position:fixed;top:0" onclick="steal()">x<script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">a</a><iframe src="https://evil.example"></iframe></div>',
    );
    expect(sut).toBe('<div>x<img /><a target="_blank" rel="noopener noreferrer">a</a></div>');
  });

  it('keeps http(s) links opening in a new tab without an opener, and a legacy <font color>', () => {
    expect(sanitizeAnnouncementHtml('<a href="https://example.com/promo">go</a>')).toBe(
      '<a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeAnnouncementHtml('<font color="gold">vip</font>')).toBe(
      '<span class="ann-color-yellow">vip</span>',
    );
  });

  it('is idempotent: cleaning clean HTML keeps its classes', () => {
    const once = sanitizeAnnouncementHtml('<p style="text-align:right;color:green" class="promo">x</p>');
    expect(once).toBe('<p class="ann-align-right ann-color-green">x</p>');
    expect(sanitizeAnnouncementHtml(once)).toBe(once);
  });

  it('maps any colour to the nearest palette colour, and only emits classes it declares', () => {
    expect(nearestPaletteColour('#e53935')).toBe('red');
    expect(nearestPaletteColour('rgb(10, 10, 200)')).toBe('blue');
    expect(nearestPaletteColour('constructor')).toBeUndefined();
    expect(nearestPaletteColour('url(x)')).toBeUndefined();
    const emitted = classesOfStyle(
      'color:#123;background-color:white;text-align:justify;font-size:small;text-decoration:line-through',
    );
    for (const name of emitted) expect(ANNOUNCEMENT_CLASSES).toContain(name);
    expect(emitted).toEqual([
      'ann-color-black',
      'ann-bg-white',
      'ann-align-justify',
      'ann-size-small',
      'ann-strike',
    ]);
  });
});
