import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterEach, describe, expect, it } from 'vitest';
import { checkUpload, PrivateImageStore } from './private-images.ts';

const png = Buffer.from(
  new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')
    .render()
    .asPng(),
);
const upload = (bytes: Buffer, contentType = 'image/png') => ({
  contentType,
  data: bytes.toString('base64'),
});

describe('checkUpload', () => {
  it('re-encodes a png within the limit', () => {
    const result = checkUpload(upload(png), 1024 * 1024);
    expect('image' in result && result.image.subarray(1, 4).toString()).toBe('PNG');
  });
  it('refuses bytes over the limit, a wrong declared type and a non-image', () => {
    expect(checkUpload(upload(png), png.length - 1)).toEqual({ refusal: 'too_large' });
    expect(checkUpload(upload(png, 'image/jpeg'), 1024 * 1024)).toEqual({ refusal: 'invalid' });
    expect(checkUpload(upload(Buffer.from('<svg/>')), 1024 * 1024)).toEqual({ refusal: 'invalid' });
  });
});

describe('PrivateImageStore', () => {
  let directory = '';
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('writes under random names, private to the process, reads back and discards', async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), 'private-images-')), 'store');
    const sut = new PrivateImageStore(directory);
    const names = await sut.save([png, png]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect(names.every((name) => /^[0-9a-f]{48}\.png$/.test(name))).toBe(true);
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directory, names[0] ?? ''))).mode & 0o777).toBe(0o600);
    expect(await sut.read(names[0] ?? '')).toEqual(png);
    // A name never reaches outside the directory.
    await expect(sut.read(`../${names[0]}`)).resolves.toEqual(png);
    await sut.discard(names);
    expect(await readdir(directory)).toEqual([]);
  });
});
