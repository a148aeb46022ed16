/**
 * What every vendor's game page (apps/originals-ui, apps/lottery-ui …) needs to talk to its own
 * vendor: the JSON call with the session header and the contract's schema, the error it throws, and
 * the tab's saved session. Browser code, no framework.
 */
import type { z } from 'zod';

/** An error answer of the vendor (or a network failure, code NETWORK). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Codes after which the page cannot continue without a new launch from the lobby. */
const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID']);

/** True when an error means the game session is over. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && SESSION_CODES.has(error.code);
}

/** Fills `:name` parameters of a contract path. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const memoryStore = new Map<string, string>();
/** sessionStorage when the (third-party) frame may use it, memory otherwise. */
export const frameStorage = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return memoryStore.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      memoryStore.set(key, value);
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      memoryStore.delete(key);
    }
  },
};

/** One call of the vendor's API; the answer is the contract's envelope, validated. */
export type VendorCall = <S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  sessionToken: string | null,
  body?: unknown,
) => Promise<z.infer<S>>;

/**
 * The vendor's API as a game page calls it: same origin, the session token in `sessionHeader`,
 * every answer validated with the contract's schema. An error answer becomes an `ApiError` carrying
 * the stable code the UI switches on; `serverName` names the vendor in the network error messages.
 */
export function vendorCaller(options: { sessionHeader: string; serverName: string }): VendorCall {
  return async (schema, method, path, sessionToken, body) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (sessionToken) headers[options.sessionHeader] = sessionToken;
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw new ApiError('NETWORK', `The ${options.serverName} cannot be reached. Check your connection.`, 0);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError(
        'BAD_RESPONSE',
        `Unexpected answer from the ${options.serverName} (HTTP ${response.status}).`,
        response.status,
      );
    }
    const envelope = json as { success?: boolean; code?: string; message?: string };
    if (!response.ok || envelope.success !== true) {
      throw new ApiError(
        envelope.code ?? 'UNKNOWN',
        envelope.message ?? `Request failed (HTTP ${response.status}).`,
        response.status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError('BAD_RESPONSE', `Unexpected answer from the ${options.serverName}.`, 200);
    return parsed.data;
  };
}

/**
 * The game session of this tab under `key`: a launch token is exchanged once (`exchange`) and the
 * session saved, so a reload (the caller drops the token from the address bar) reuses it; without a
 * token and nothing saved, SESSION_EXPIRED.
 */
export async function openSavedSession<T>(
  key: string,
  launchToken: string | null,
  exchange: (launchToken: string) => Promise<T>,
): Promise<T> {
  if (launchToken) {
    const session = await exchange(launchToken);
    frameStorage.set(key, JSON.stringify(session));
    return session;
  }
  const saved = frameStorage.get(key);
  if (!saved)
    throw new ApiError(
      'SESSION_EXPIRED',
      'This game was opened without a launch. Start it from the lobby.',
      401,
    );
  return JSON.parse(saved) as T;
}

export {
  applyDocumentLanguage,
  bundleProblems,
  fillPlaceholders,
  scriptOf,
  type TBundles,
  translate,
  wordsOf,
} from './i18n.ts';
export { displayMinor, displayMoney, displayStake, parseStake, stakeSteps } from './money.ts';
export { siteLookOf, type TSiteTheme } from './site-look.ts';
