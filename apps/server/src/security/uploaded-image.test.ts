import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { imageSize, reencodeImage, sniffFormat } from './uploaded-image.ts';

const png = Buffer.from(
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#3a7"/></svg>',
  )
    .render()
    .asPng(),
);

describe('reencodeImage', () => {
  it('re-encodes a real png as a new png of the same size', () => {
    const sut = reencodeImage(png, 'image/png');
    expect(sut).not.toBeNull();
    expect(sniffFormat(sut as Buffer)).toBe('png');
    expect(imageSize(sut as Buffer, 'png')).toEqual({ width: 40, height: 30 });
  });

  it('drops bytes appended after the image', () => {
    const sut = reencodeImage(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), 'image/png');
    expect(sut?.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses text declared as png, a png declared as jpeg and a png header over garbage', () => {
    expect(reencodeImage(Buffer.from('GIF89a not a png at all'), 'image/png')).toBeNull();
    expect(reencodeImage(png, 'image/jpeg')).toBeNull();
    const corrupt = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]);
    expect(reencodeImage(corrupt, 'image/png')).toBeNull();
  });
});
