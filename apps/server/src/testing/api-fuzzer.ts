import http from 'node:http';

/**
 * A black-box fuzzer of the platform API generated from its OpenAPI document: every documented
 * operation, every path, query and body field, replaced in turn by hostile values, wrong types,
 * wrong content types, huge and deeply nested bodies. It talks real HTTP to a started server and
 * counts the answers; a 5xx is a fault whatever the input was.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One documented operation, reduced to what the fuzzer fills in. */
export interface FuzzOperation {
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

/** One request the fuzzer sends, kept whole so a 5xx can be replayed from the report. */
export interface FuzzRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string | undefined;
  /** What was done to the valid request, for the report. */
  mutation: string;
}

export interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  response: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  serverErrors: number;
  /**
   * Answers `designedAnswer` recognised as the server's intended reply to a state a fuzzed call
   * itself created (a merchant the fuzzer's operator key switched to maintenance answers 503
   * MAINTENANCE): counted here, not as server errors, and the identity is renewed at once.
   */
  designed: number;
  failures: FuzzFailure[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The operations of an OpenAPI 3 document (as @fastify/swagger generates it from the zod contracts). */
export function operationsFromOpenApi(document: {
  paths: Record<string, Record<string, unknown>>;
}): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const operation = raw as OpenApiOperation;
      const pathParams: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') pathParams[parameter.name] = parameter.schema ?? { type: 'string' };
        if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? { type: 'string' };
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, pathParams, query, body });
    }
  }
  return operations;
}

/** A small seeded generator (mulberry32), so a run is replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Strings that broke or may break a server: bytes the database refuses (NUL, lone surrogates),
 * numbers past every integer range, impossible dates, injection and traversal text, huge text.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  '\u202e\u0301',
  '\uffff',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  '-9223372036854775809',
  '2147483648',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:01Z',
  '2026-02-31',
  '2026-13-01T00:00:00Z',
  "' OR '1'='1",
  '"; drop table members; --',
  '%',
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '$'.concat('{7*7}{{7*7}}'),
  '__proto__',
  'constructor',
  'null',
  'true',
  '\n\r\t',
  'A'.repeat(65_536),
  '\u0e01'.repeat(20_000),
];

const HOSTILE_NON_STRINGS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  [[[[[]]]]],
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json;;;',
  '*/*',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const PATTERN_CANDIDATES = [
  '1',
  '12',
  '100',
  '123456',
  '1.00',
  '10.5',
  'abc',
  'ABC',
  'EN',
  'USD',
  'AB12',
  'ABCD_1234',
  'abcd1234',
  'abcdefgh12',
  'T_FUZZ:1',
  '2026-01-01',
  'a@b.co',
  'https://example.com/',
  '13800138000',
  '0',
];

/** A value that the schema accepts as far as the fuzzer can tell, the base every mutation starts from. */
export function sampleValue(schema: JsonSchema | undefined, random: () => number, depth = 0): unknown {
  if (!schema || depth > 6) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.default !== undefined && random() < 0.3) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const concrete = alternatives.filter((s) => s.type !== 'null');
    return sampleValue(pick(random, concrete.length ? concrete : alternatives), random, depth + 1);
  }
  if (schema.allOf?.length) return sampleValue(schema.allOf[0], random, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, random);
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 1 + Math.floor(random() * 5)));
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 1.5));
    case 'boolean':
      return random() < 0.5;
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length }, () => sampleValue(schema.items, random, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random() < 0.6) value[name] = sampleValue(property, random, depth + 1);
      }
      return value;
    }
    case 'null':
      return null;
    default:
      return 'abc';
  }
}

function sampleString(schema: JsonSchema, random: () => number): string {
  switch (schema.format) {
    case 'date-time':
      return new Date(Date.now() - Math.floor(random() * 86_400_000)).toISOString();
    case 'date':
      return '2026-01-01';
    case 'email':
      return 'fuzz@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = PATTERN_CANDIDATES.filter((candidate) => pattern.test(candidate));
    if (fits.length) return pick(random, fits);
  }
  const length = Math.min(Math.max(schema.minLength ?? 3, 1), schema.maxLength ?? 8);
  return 'abcdefgh12345678'.repeat(Math.ceil(length / 16)).slice(0, length);
}

/** A hostile value of any kind: mostly strings, then wrong types. */
function hostileValue(random: () => number): unknown {
  return random() < 0.7 ? pick(random, HOSTILE_STRINGS) : pick(random, HOSTILE_NON_STRINGS);
}

type Path = (string | number)[];

/** The paths of every value inside a JSON value (objects and arrays included), root excluded. */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...valuePaths(item, [...prefix, index])]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...valuePaths(item, [...prefix, key]),
    ]);
  }
  return [];
}

function setAt(root: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** JSON nested `depth` levels deep, well under the body limit. */
function deepJson(depth: number, random: () => number): string {
  return random() < 0.5
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8-shaped bytes. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function encodePathValue(value: unknown): string {
  return encodeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      parts.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return parts.join('&');
}

/** Raw query strings no encoder would produce. */
const RAW_QUERIES = [
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  'a=%00',
  'a[]=1&a[]=2',
  'a[b][c]=1',
  '=&=&&',
  '__proto__[x]=1',
];

/**
 * The next request for `operation`: a valid-looking request with exactly one thing made hostile
 * (one field's value, a missing field, the whole body, the content type, the query or its size).
 */
export function nextRequest(
  operation: FuzzOperation,
  random: () => number,
  fill: { pathParams: Record<string, string> },
): FuzzRequest {
  const pathValues: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.pathParams)) {
    pathValues[name] = fill.pathParams[name] ?? sampleValue(schema, random);
  }
  const query = sampleValue({ type: 'object', properties: operation.query }, random) as Record<
    string,
    unknown
  >;
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  let body: unknown = hasBody ? sampleValue(operation.body ?? { type: 'object' }, random) : undefined;
  let rawBody: string | undefined;
  let contentType: string | undefined = hasBody ? 'application/json' : undefined;
  let rawQuery: string | undefined;
  let mutation = 'valid';

  const roll = random();
  const pathNames = Object.keys(pathValues);
  const queryNames = Object.keys(operation.query);
  const bodyPaths = hasBody ? valuePaths(body) : [];
  if (roll < 0.08) {
    mutation = 'valid';
  } else if (roll < 0.5 && bodyPaths.length) {
    const path = pick(random, bodyPaths);
    if (random() < 0.15) {
      body = setAt(body, path, undefined, true);
      mutation = `body.${path.join('.')} removed`;
    } else {
      const value = hostileValue(random);
      body = setAt(body, path, value);
      mutation = `body.${path.join('.')} = ${describe(value)}`;
    }
  } else if (roll < 0.62 && queryNames.length) {
    const name = pick(random, queryNames);
    query[name] = random() < 0.2 ? [hostileValue(random), hostileValue(random)] : hostileValue(random);
    mutation = `query.${name} = ${describe(query[name])}`;
  } else if (roll < 0.7 && pathNames.length) {
    const name = pick(random, pathNames);
    pathValues[name] = hostileValue(random);
    mutation = `path.${name} = ${describe(pathValues[name])}`;
  } else if (roll < 0.78 && hasBody) {
    const choice = random();
    if (choice < 0.3) {
      body = hostileValue(random);
      mutation = `body = ${describe(body)}`;
    } else if (choice < 0.5) {
      rawBody = deepJson(5_000 + Math.floor(random() * 25_000), random);
      mutation = 'deeply nested body';
    } else if (choice < 0.65) {
      rawBody = JSON.stringify({ ...(body as object), padding: 'x'.repeat(300 * 1024) });
      mutation = 'body over the size limit';
    } else if (choice < 0.8) {
      rawBody = JSON.stringify(Array.from({ length: 20_000 }, () => body));
      mutation = 'huge array body';
    } else {
      rawBody = pick(random, ['{', '{"a":', '"', 'nul', '{"__proto__":{"x":1}}', '\u0000', '{"a":1}{"b":2}']);
      mutation = `malformed body ${describe(rawBody)}`;
    }
  } else if (roll < 0.86 && hasBody) {
    contentType = pick(random, CONTENT_TYPES);
    if (random() < 0.5) rawBody = 'a=1&b=%00&c[]=2';
    mutation = `content-type ${contentType}`;
  } else if (roll < 0.92) {
    rawQuery = pick(random, RAW_QUERIES);
    mutation = `raw query ${rawQuery}`;
  } else if (hasBody) {
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      body = {
        ...body,
        [pick(random, ['constructor', 'prototype', 'x\u0000', 'extra'])]: hostileValue(random),
      };
      mutation = 'extra property';
    } else {
      contentType = undefined;
      mutation = 'no content type';
    }
  } else {
    rawQuery = `${encodeQuery(query)}&${encodeQuery(query)}`;
    mutation = 'every query parameter twice';
  }

  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(pathValues[name]));
  const search = rawQuery ?? encodeQuery(query);
  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    contentType,
    body: hasBody ? (rawBody ?? JSON.stringify(body) ?? 'null') : undefined,
    mutation,
  };
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...(${text.length})` : text;
}

/**
 * Sends one request and resolves with the status and (short) body. A kept-alive connection that
 * the server closed after an answer (as it does after a 413 or 431) resets a write racing that
 * close: such a request is sent again on a new connection, and only a second reset counts.
 */
async function send(
  agent: http.Agent,
  origin: URL,
  headers: Record<string, string>,
  request: FuzzRequest,
): Promise<{ status: number; body: string }> {
  try {
    return await sendOnce(agent, origin, headers, request);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNRESET' || code === 'EPIPE') return sendOnce(undefined, origin, headers, request);
    throw error;
  }
}

function sendOnce(
  agent: http.Agent | undefined,
  origin: URL,
  headers: Record<string, string>,
  request: FuzzRequest,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent: agent ?? false,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers: {
          ...headers,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...(request.body === undefined ? {} : { 'content-length': Buffer.byteLength(request.body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 500),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface FuzzOptions {
  /** Where the server listens, e.g. http://127.0.0.1:20501. */
  baseUrl: string;
  operations: FuzzOperation[];
  requests: number;
  seed: number;
  concurrency?: number;
  /**
   * Headers of the calling identity (host of a merchant, a player session, an operator key) and the
   * path parameters that name it. Called again every `refreshEvery` requests, since a fuzzed call
   * may log the session out or change the merchant.
   */
  identity: () => Promise<{ headers: Record<string, string>; pathParams: Record<string, string> }>;
  refreshEvery?: number;
  /** True for an answer the server gives by design to a state the fuzz created (see FuzzReport.designed). */
  designedAnswer?: (answer: { status: number; body: string; host: string | undefined }) => Promise<boolean>;
  onProgress?: (report: FuzzReport) => void;
  /** Called with each server error as it is seen (the run goes on). */
  onFailure?: (failure: FuzzFailure) => void;
}

/** Runs the fuzzer and returns what the server answered; never throws on a bad answer. */
export async function runFuzzer(options: FuzzOptions): Promise<FuzzReport> {
  const random = seededRandom(options.seed);
  const origin = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 8 });
  const report: FuzzReport = { sent: 0, byStatus: {}, serverErrors: 0, designed: 0, failures: [] };
  const refreshEvery = options.refreshEvery ?? 2_000;
  let identity = await options.identity();
  let renewing: Promise<void> | undefined;
  /** One renewal at a time, however many workers saw the answer that asks for it. */
  const renew = (seen: typeof identity) => {
    if (identity !== seen) return renewing ?? Promise.resolve();
    renewing ??= options
      .identity()
      .then((next) => {
        identity = next;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };
  let next = 0;

  const worker = async () => {
    while (next < options.requests) {
      const index = next++;
      if (index > 0 && index % refreshEvery === 0) await renew(identity);
      const caller = identity;
      const request = nextRequest(pick(random, options.operations), random, caller);
      let answer: { status: number; body: string };
      try {
        answer = await send(agent, origin, caller.headers, request);
      } catch (error) {
        // A dropped connection is as much a fault as a 500.
        answer = { status: 599, body: (error as Error).message };
      }
      report.sent += 1;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      if (
        answer.status >= 500 &&
        (await options.designedAnswer?.({ ...answer, host: caller.headers.host }))
      ) {
        report.designed += 1;
        await renew(caller);
      } else if (answer.status >= 500) {
        report.serverErrors += 1;
        const failure = { request, status: answer.status, response: answer.body };
        if (report.failures.length < 50) report.failures.push(failure);
        options.onFailure?.(failure);
      }
      if (report.sent % 5_000 === 0) options.onProgress?.(report);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    agent.destroy();
  }
  return report;
}
