import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): a source module and the file it became. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The web build's manifest (dist/.vite/manifest.json); empty when the build has none. */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** The chunks a manifest key statically imports, itself included, depth first. */
function importClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}

/**
 * The files of a language's bundle that the page does not already load, so the server can preload
 * them with the page: the bundle is `src/i18n/locales/<code>.ts` (or `<code>/index.ts`) of the web
 * app, one chunk per language, however many languages there are. Empty when the build has none.
 */
export function languageModules(manifest: BuildManifest, language: string): string[] {
  const code = language.toLowerCase();
  const key = Object.keys(manifest).find((name) =>
    new RegExp(`(^|/)i18n/locales/${code}(/index)?\\.[cm]?[jt]sx?$`).test(name),
  );
  if (!key) return [];
  const loaded = new Set<string>();
  for (const [name, chunk] of Object.entries(manifest))
    if (chunk.isEntry) for (const imported of importClosure(manifest, name)) loaded.add(imported);
  return [...importClosure(manifest, key)]
    .filter((name) => !loaded.has(name))
    .map((name) => `/${manifest[name]?.file}`);
}
