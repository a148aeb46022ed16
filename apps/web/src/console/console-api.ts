import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  errorMessage,
  LANGUAGE_HEADER,
  type TErrorCode,
  type TOperatorMe,
} from '@croupier/contracts';
import type { z } from 'zod';
import { ApiError } from '../api/api-client.ts';

const TOKEN_KEY = 'console-token';

/** The operator's console session token: per tab, so closing the tab signs out. */
export const consoleSession = {
  token: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

type Query = Record<string, string | number | undefined>;

function urlOf(path: string, params: Record<string, string>, query?: Query): string {
  let url = path;
  for (const [name, value] of Object.entries(params))
    url = url.replace(`:${name}`, encodeURIComponent(value));
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** A permission the server named in a 403 (`value.permission`), if any. */
export function missingPermission(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'FORBIDDEN') return undefined;
  const value = error.value as { permission?: unknown } | undefined;
  return typeof value?.permission === 'string' ? value.permission : undefined;
}

/** Listeners told when the server no longer knows the session (it timed out or was ended). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Calls the operator API with the console session (`Authorization: Bearer`) and validates the
 * answer with the contracts' schema; a refusal becomes an ApiError carrying the server's code and value.
 */
export async function consoleRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: DEFAULT_LANGUAGE };
  const token = consoleSession.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.params ?? {}, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', errorMessage('SERVICE_UNAVAILABLE', DEFAULT_LANGUAGE), 0);
  }
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    code?: string;
    message?: string;
    value?: unknown;
  } | null;
  if (!json || json.success === false || !response.ok) {
    const code: TErrorCode = (ERROR_CODES as readonly string[]).includes(json?.code ?? '')
      ? (json?.code as TErrorCode)
      : 'INTERNAL_ERROR';
    if (code === 'UNAUTHORIZED' && token) for (const listener of signedOutListeners) listener();
    throw new ApiError(
      code,
      json?.message ?? errorMessage(code, DEFAULT_LANGUAGE),
      response.status,
      json?.value,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError('INTERNAL_ERROR', errorMessage('INTERNAL_ERROR', DEFAULT_LANGUAGE), response.status);
  return parsed.data;
}

/** Downloads a CSV answer of the operator API as a file (the session travels in the header, not the URL). */
export async function downloadCsv(
  path: string,
  params: Record<string, string>,
  query: Query,
  fileName: string,
) {
  const response = await fetch(urlOf(path, params, query), {
    headers: { authorization: `Bearer ${consoleSession.token() ?? ''}` },
  });
  if (!response.ok)
    throw new ApiError('INTERNAL_ERROR', errorMessage('INTERNAL_ERROR', DEFAULT_LANGUAGE), response.status);
  saveFile(await response.blob(), fileName);
}

/** Saves rows as a CSV file built in the browser (RFC 4180 quoting; formula characters neutralised). */
export function saveRowsAsCsv(header: string[], rows: string[][], fileName: string) {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const text = [header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n');
  saveFile(new Blob([`${text}\r\n`], { type: 'text/csv;charset=utf-8' }), fileName);
}

function saveFile(blob: Blob, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** True when the signed-in operator holds `permission`. */
export function can(me: TOperatorMe | undefined, permission: string): boolean {
  return me?.permissions.includes(permission as TOperatorMe['permissions'][number]) ?? false;
}

/** A money string of the API ('1234.5000') as the console shows it: symbol, thousands, two decimals. */
export function money(amount: string, symbol = ''): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : ''}${symbol ? `${symbol} ` : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A timestamp in the operator's locale, to the minute. */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
