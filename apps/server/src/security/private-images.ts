import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reencodeImage } from './uploaded-image.ts';

/** An image a member uploaded in a JSON body: its declared type and its bytes as base64. */
export interface UploadedImageInput {
  contentType: string;
  data: string;
}

/** Why an uploaded image was refused: over the size limit, or not a png/jpg that decodes as declared. */
export type UploadRefusal = 'too_large' | 'invalid';

/**
 * Checks one uploaded image and re-encodes it as a fresh png (see `reencodeImage`): the decoded
 * bytes must be at most `maxBytes`, the declared type png or jpeg, the magic bytes agree and the
 * image decode. Answers the png, or why it was refused.
 */
export function checkUpload(
  upload: UploadedImageInput,
  maxBytes: number,
): { image: Buffer } | { refusal: UploadRefusal } {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > maxBytes) return { refusal: 'too_large' };
  const image = reencodeImage(bytes, upload.contentType);
  return image ? { image } : { refusal: 'invalid' };
}

/**
 * Private uploads (KYC documents, promotion applications): re-encoded images written under random
 * names in a directory outside the web root (0700, files 0600, never overwritten), read back only
 * through an operator's permission-checked call. A caller writes the files before its transaction
 * and discards them when the transaction fails, so no row ever names a missing file.
 */
export class PrivateImageStore {
  constructor(private readonly directory: string) {}

  /** Writes each image under a fresh random name; answers the names in order. */
  async save(images: readonly Buffer[]): Promise<string[]> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const names: string[] = [];
    try {
      for (const image of images) {
        const name = `${randomBytes(24).toString('hex')}.png`;
        await writeFile(path.join(this.directory, name), image, { mode: 0o600, flag: 'wx' });
        names.push(name);
      }
    } catch (error) {
      await this.discard(names);
      throw error;
    }
    return names;
  }

  /** Removes files a failed transaction will not name. */
  async discard(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.fileOf(name), { force: true })));
  }

  /** A stored image's bytes (always a png). */
  read(name: string): Promise<Buffer> {
    return readFile(this.fileOf(name));
  }

  private fileOf(name: string): string {
    return path.join(this.directory, path.basename(name));
  }
}
