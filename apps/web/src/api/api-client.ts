import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  errorMessage,
  LANGUAGE_HEADER,
  SESSION_TOKEN_HEADER,
  type TErrorCode,
  type TLanguage,
  ZOk,
} from '@croupier/contracts';
import type { z } from 'zod';

/**
 * A failed platform call. `code` is the stable contracts code a caller switches on; `message` is
 * the server's text in the request language (or the bundled text when the server never answered).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

type ClientContext = {
  getLanguage: () => TLanguage;
  getToken: () => string | null;
  /** Told when the server refuses a call because the site is in maintenance or blocks the visitor's region. */
  onSiteBlocked?: () => void;
  /** Told when the server refuses a member call until the player chooses a new password (an operator's reset). */
  onPasswordChangeRequired?: () => void;
};

let context: ClientContext = { getLanguage: () => DEFAULT_LANGUAGE, getToken: () => null };

/** The server blocks the whole site for this visitor: the status screen must replace the page. */
const SITE_BLOCKED_CODES: readonly TErrorCode[] = ['MAINTENANCE', 'REGION_RESTRICTED'];

/** Wires the client to the app's language and session; called once at start-up. */
export function configureApiClient(next: ClientContext): void {
  context = next;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A form-encoded body (`application/x-www-form-urlencoded`), instead of JSON. */
  form?: Record<string, string>;
  /**
   * The session token to send instead of the stored one (`null` sends none): a call made with a
   * token that is not the tab's session, such as the agent page's change of password.
   */
  token?: string | null;
  /** Overrides the language header (the bootstrap call runs before the UI language is settled). */
  language?: TLanguage;
  signal?: AbortSignal;
};

function isErrorCode(code: unknown): code is TErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the platform and validates the whole JSON body with `schema`. A body with
 * `success: false` (or a non-2xx status) becomes an ApiError; so does an unreachable server or an
 * answer that does not match the contract, with the bundled message of the request language.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const language = options.language ?? context.getLanguage();
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: language };
  const token = options.token === undefined ? context.getToken() : options.token;
  if (token) headers[SESSION_TOKEN_HEADER] = token;
  let body: string | null = null;
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('SERVICE_UNAVAILABLE', errorMessage('SERVICE_UNAVAILABLE', language), 0);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    const code: TErrorCode =
      response.status >= 500 || response.status === 0 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    throw new ApiError(code, errorMessage(code, language), response.status);
  }

  if (typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false) {
    const body = json as { code?: unknown; message?: unknown; value?: unknown };
    const code = isErrorCode(body.code) ? body.code : 'INTERNAL_ERROR';
    if (SITE_BLOCKED_CODES.includes(code)) context.onSiteBlocked?.();
    if (code === 'PASSWORD_CHANGE_REQUIRED') context.onPasswordChangeRequired?.();
    const message =
      typeof body.message === 'string' && body.message ? body.message : errorMessage(code, language);
    throw new ApiError(code, message, response.status, body.value);
  }
  if (!response.ok) {
    throw new ApiError('INTERNAL_ERROR', errorMessage('INTERNAL_ERROR', language), response.status);
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError('INTERNAL_ERROR', errorMessage('INTERNAL_ERROR', language), response.status);
  }
  return parsed.data;
}

/** Calls an endpoint answering `{ success: true, value }` and returns the validated `value`. */
export async function apiValue<S extends z.ZodType>(
  path: string,
  valueSchema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const body = (await apiRequest(path, ZOk(valueSchema), options)) as { value: z.infer<S> };
  return body.value;
}
