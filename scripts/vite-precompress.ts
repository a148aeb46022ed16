import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The part of a Vite plugin this one is (structural, so this shared file needs no Vite of its own:
 * each UI's config passes it to its Vite).
 */
interface PrecompressPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  writeBundle(
    options: unknown,
    bundle: Record<
      string,
      | { type: 'chunk'; fileName: string; code: string }
      | { type: 'asset'; fileName: string; source: string | Uint8Array }
    >,
  ): void;
}

/**
 * Writes a Brotli and a gzip copy beside every text asset of the build, once, at the highest
 * level; the server sends them to browsers that accept them (@fastify/static `preCompressed`: the
 * platform for the player site, the vendor kit for game pages), so no request spends CPU on
 * compression.
 */
export function precompressAssets(): PrecompressPlugin {
  let outDir = 'dist';
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const content = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
        if (bytes.length < 1024) continue;
        const target = path.join(outDir, file.fileName);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
