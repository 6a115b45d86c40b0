import type { CommandSpec } from '@mail/contracts';
import { allContractParamNames, contractParamNames } from '@mail/testing';

import {
  BAD_JSON,
  BAD_PERCENT,
  CONTROL_STRINGS,
  INVALID_UTF8,
  LONE_SURROGATE_JSON,
  LONE_SURROGATE_PERCENT,
  NUL_STRINGS,
  OUT_OF_RANGE_NUMBERS,
  PROTOTYPE_FORM,
  PROTOTYPE_JSON,
} from './fuzz-values';
import type { RawRequest } from './raw-request';

export const FUZZ_KINDS = [
  'bad-json',
  'truncated-multipart',
  'huge-body',
  'deep-body',
  'prototype-keys',
  'nul-and-invalid-utf8',
  'lone-surrogates',
  'bad-percent-encoding',
  'control-chars-xml',
  'out-of-range-numbers',
  'long-url',
  'slow-body',
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/** the expensive kinds are capped; past the cap their turn goes to out-of-range numbers */
const CAPS: Partial<Record<FuzzKind, number>> = { 'huge-body': 24, 'slow-body': 40 };

export type Encoding = 'form' | 'multipart' | 'json' | 'query';
export interface FuzzCase {
  kind: FuzzKind;
  command: string;
  route: 'legacy' | 'v1';
  /** the v1 method this case exercises (each method of a v1 route is a route of its own); legacy: POST or GET by encoding */
  v1Method?: string;
  askedXml: boolean;
  request: RawRequest;
}

export interface Credentials {
  userApiKey: string;
  adminApiKey: string;
}

/** A value is text, or raw bytes that go on the wire unencoded. */
type Value = string | Buffer;
type Pairs = [string, Value][];

/** Deterministic: the same seed gives the same requests, so a failure can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** every route of a command: `/api.php`, and `/api/v1/<path>` once per method it accepts */
export function commandRoutes(command: CommandSpec): { route: 'legacy' | 'v1'; v1Method?: string }[] {
  return [...(command.legacy ? [{ route: 'legacy' as const }] : []), ...(command.v1?.methods ?? []).map((m) => ({ route: 'v1' as const, v1Method: m }))];
}

/** a route's name in the coverage figures */
export function routeName(c: { command: string; route: 'legacy' | 'v1'; v1Method?: string }): string {
  return `${c.command} ${c.route === 'legacy' ? 'legacy' : `v1 ${c.v1Method}`}`;
}

/**
 * `count` malformed requests spread evenly over every command, every kind and every route the command has: each
 * round gives every command one case of each kind, on the round's route of that command (round r: route r mod n).
 */
export function* fuzzCases(commands: CommandSpec[], credentials: Credentials, count: number, seed = 7): Generator<FuzzCase> {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  // the parameters each command's contract declares (`@Param`), or every command's for one that declares none
  const everyName = allContractParamNames(commands);
  const paramNames = new Map(commands.map((c) => [c.name, contractParamNames(c).length ? contractParamNames(c) : everyName]));
  const used: Partial<Record<FuzzKind, number>> = {};
  for (let i = 0; i < count; i += 1) {
    const command = commands[i % commands.length];
    let kind = FUZZ_KINDS[Math.floor(i / commands.length) % FUZZ_KINDS.length];
    const cap = CAPS[kind];
    if (cap !== undefined && (used[kind] ?? 0) >= cap) kind = 'out-of-range-numbers';
    used[kind] = (used[kind] ?? 0) + 1;
    const routes = commandRoutes(command);
    const { route, v1Method } = routes[Math.floor(i / (commands.length * FUZZ_KINDS.length)) % routes.length];
    const wantsXml = kind === 'control-chars-xml' || random() < 0.4;
    const request = build(kind, command, paramNames.get(command.name)!, { route, v1Method }, wantsXml, credentials, random, pick);
    yield { kind, command: command.name, route, v1Method, askedXml: wantsXml && readableXmlRequest(request), request };
  }
}

function build(
  kind: FuzzKind,
  command: CommandSpec,
  paramNames: readonly string[],
  { route, v1Method }: { route: 'legacy' | 'v1'; v1Method?: string },
  askedXml: boolean,
  credentials: Credentials,
  random: () => number,
  pick: <T>(items: readonly T[]) => T,
): RawRequest {
  const base: Pairs = [
    ...(route === 'legacy' ? ([['Command', command.name]] as Pairs) : []),
    ...credentialPairs(command, credentials),
    ...(askedXml ? ([['ResponseFormat', 'XML']] as Pairs) : []),
  ];
  const names = () => Array.from({ length: 3 + Math.floor(random() * 5) }, () => pick(paramNames));
  const target = (encoding: Encoding, pairs: Pairs, extraRaw = ''): RawRequest => encode(command, route, v1Method, encoding, pairs, extraRaw);
  const anyEncoding = (): Encoding =>
    route === 'v1' ? (v1Method === 'GET' ? 'query' : pick(['json', 'query'] as const)) : pick(['form', 'multipart', 'json', 'query'] as const);
  const v1Body = (): Encoding => (v1Method === 'GET' ? 'query' : 'json');

  switch (kind) {
    case 'bad-json': {
      const broken = pick(BAD_JSON);
      // half the time the broken JSON still names the command, so the edge knows what was meant
      const text = random() < 0.5 ? broken : `{"Command":"${command.name}","ResponseFormat":"${askedXml ? 'XML' : 'JSON'}",${broken.replace(/^[[{]/, '')}`;
      return { ...target('json', base), body: Buffer.from(text) };
    }
    case 'truncated-multipart': {
      const full = target('multipart', [...base, ...names().map((n): [string, Value] => [n, pick(CONTROL_STRINGS.concat(OUT_OF_RANGE_NUMBERS))])]);
      const cut = Math.max(1, Math.floor(full.body!.length * (0.3 + random() * 0.65)));
      return { ...full, body: full.body!.subarray(0, cut) };
    }
    case 'huge-body': {
      const size = pick([600_000, 2_000_000, 5_000_000, 33_000_000]);
      return target(route === 'v1' ? v1Body() : pick(['form', 'json', 'multipart'] as const), [...base, ['Notes', 'x'.repeat(size)]]);
    }
    case 'deep-body': {
      const depth = pick([1_000, 10_000, 100_000]);
      if (random() < 0.5) {
        const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        const head = JSON.stringify(Object.fromEntries(base.map(([k, v]) => [k, String(v)]))).slice(0, -1);
        return { ...target('json', base), body: Buffer.from(`${head},"${pick(paramNames)}":${deep}}`) };
      }
      const key = `${pick(paramNames)}${'[a]'.repeat(Math.min(depth, 20_000))}`;
      return target(route === 'v1' ? v1Body() : 'form', base, `${key}=1`);
    }
    case 'prototype-keys': {
      const encoding = anyEncoding();
      if (encoding === 'json') {
        const head = JSON.stringify(Object.fromEntries(base.map(([k, v]) => [k, String(v)]))).slice(0, -1);
        return { ...target('json', base), body: Buffer.from(`${head},${pick(PROTOTYPE_JSON).slice(1)}`) };
      }
      return target(encoding, base, pick(PROTOTYPE_FORM));
    }
    case 'nul-and-invalid-utf8': {
      const values: Value[] = [...NUL_STRINGS, ...INVALID_UTF8, Buffer.concat([Buffer.from('x'), pick(INVALID_UTF8), Buffer.from('@example.com')])];
      const pairs = names().map((n): [string, Value] => [n, pick(values)]);
      if (random() < 0.2) pairs.push([pick(INVALID_UTF8).toString('latin1'), 'key not UTF-8']);
      return target(anyEncoding(), [...base, ...pairs]);
    }
    case 'lone-surrogates': {
      const encoding = anyEncoding();
      const fields = names();
      if (encoding === 'json') {
        // valid JSON whose strings are not valid Unicode: "\ud800" escaped, as a value and as a key
        const head = JSON.stringify(Object.fromEntries(base.map(([k, v]) => [k, String(v)]))).slice(0, -1);
        const members = fields.map((n) => `${JSON.stringify(n)}:${pick(LONE_SURROGATE_JSON)}`);
        if (random() < 0.3) members.push(`${pick(LONE_SURROGATE_JSON)}:"key"`, `"CustomFields":{${pick(LONE_SURROGATE_JSON)}:${pick(LONE_SURROGATE_JSON)}}`);
        return { ...target('json', base), body: Buffer.from(`${head},${members.join(',')}}`) };
      }
      if (encoding === 'multipart') return target('multipart', [...base, ...fields.map((n): [string, Value] => [n, Buffer.from([0x78, 0xed, 0xa0, 0x80])])]);
      return target(encoding, base, fields.map((n) => `${n}=${pick(LONE_SURROGATE_PERCENT)}`).join('&'));
    }
    case 'bad-percent-encoding': {
      const bad = () => pick(BAD_PERCENT);
      const where = pick(['query', 'body', 'key', 'path'] as const);
      if (where === 'path') {
        const clean = target('query', base);
        const [, query] = clean.path.split('?');
        const path = route === 'legacy' ? `/api.php/${bad()}` : `/api/v1/${command.v1!.path}/${bad()}`;
        return { ...clean, path: `${path}${random() < 0.5 ? bad() : ''}?${query}` };
      }
      const pairs =
        where === 'key'
          ? `${pick(paramNames)}${bad()}=1&${bad()}=${bad()}`
          : names()
              .map((n) => `${n}=x${bad()}`)
              .join('&');
      // a body only where the route takes one; the query otherwise
      const encoding: Encoding = where === 'body' && !(route === 'v1' && v1Method === 'GET') ? 'form' : 'query';
      return target(encoding, base, pairs);
    }
    case 'control-chars-xml': {
      const pairs = names().map((n): [string, Value] => [n, pick(CONTROL_STRINGS)]);
      // an unknown command whose name is echoed back, with control characters in it
      if (route === 'legacy' && random() < 0.2) base[0] = ['Command', `${command.name}${pick(CONTROL_STRINGS)}`];
      return target(anyEncoding(), [...base, ...pairs]);
    }
    case 'out-of-range-numbers': {
      const pairs = names().map((n): [string, Value] => [n, pick(OUT_OF_RANGE_NUMBERS)]);
      return target(anyEncoding(), [...base, ...pairs]);
    }
    case 'long-url': {
      const length = pick([2_000, 8_000, 15_000, 40_000, 100_000]);
      if (route === 'v1' && random() < 0.5) return { ...target('query', base), path: `/api/v1/${command.v1!.path}/${'p'.repeat(length)}` };
      return target('query', [...base, ['Pad', 'x'.repeat(length)]]);
    }
    case 'slow-body': {
      const pairs = names().map((n): [string, Value] => [n, pick(OUT_OF_RANGE_NUMBERS)]);
      return { ...target(route === 'v1' ? v1Body() : 'form', [...base, ...pairs]), slowPieces: 5, slowGapMs: 300 };
    }
  }
}

/** whether `ResponseFormat=XML` made it into what was sent (a broken or truncated body may have lost it) */
function readableXmlRequest(request: RawRequest): boolean {
  const sent = `${request.path} ${request.body?.toString('latin1') ?? ''}`;
  return /ResponseFormat=XML|"ResponseFormat":"XML"|name="ResponseFormat"\r\n\r\nXML\r\n/.test(sent);
}

function credentialPairs(command: CommandSpec, credentials: Credentials): Pairs {
  if (command.auth === 'admin' || command.auth === 'admin-key') return [['AdminAPIKey', credentials.adminApiKey]];
  if (command.auth === 'none' || command.auth === 'sender-domain-key') return [];
  return [['APIKey', credentials.userApiKey]];
}

const BOUNDARY = '----faultsuite7MA4YWxkTrZu0gW';

function encode(command: CommandSpec, route: 'legacy' | 'v1', v1Method: string | undefined, encoding: Encoding, pairs: Pairs, extraRaw: string): RawRequest {
  const method = route === 'legacy' ? (encoding === 'query' ? 'GET' : 'POST') : (v1Method ?? 'POST');
  const path = route === 'legacy' ? '/api.php' : `/api/v1/${command.v1!.path}`;
  const urlEncoded = (percentRaw = false) => Buffer.concat(joinPairs(pairs, extraRaw, percentRaw));
  switch (encoding) {
    case 'query':
      return { method, path: `${path}?${urlEncoded(true).toString('latin1')}` };
    case 'form':
      return { method, path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: urlEncoded() };
    case 'json': {
      // raw bytes go inside the JSON string as they are (invalid UTF-8 in a JSON body)
      const parts: Buffer[] = [Buffer.from('{')];
      pairs.forEach(([k, v], i) => {
        parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(k)}:`));
        parts.push(typeof v === 'string' ? Buffer.from(JSON.stringify(v)) : Buffer.concat([Buffer.from('"'), v, Buffer.from('"')]));
      });
      parts.push(Buffer.from('}'));
      const body = Buffer.concat(parts);
      return { method, path, headers: { 'content-type': 'application/json' }, body };
    }
    case 'multipart': {
      const parts: Buffer[] = [];
      const all: Pairs = [...pairs, ...(extraRaw ? extraRaw.split('&').map((p): [string, Value] => p.split('=') as [string, string]) : [])];
      for (const [k, v] of all) {
        parts.push(
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '%22')}"\r\n\r\n`),
          Buffer.from(v),
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
      return { method, path, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: Buffer.concat(parts) };
    }
  }
}

/** raw bytes go into a body as they are, into a URL percent-encoded (still not UTF-8 once decoded) */
function joinPairs(pairs: Pairs, extraRaw: string, percentRaw: boolean): Buffer[] {
  const out: Buffer[] = [];
  pairs.forEach(([k, v], i) => {
    out.push(Buffer.from(`${i ? '&' : ''}${safeEncode(k)}=`));
    if (typeof v === 'string') out.push(Buffer.from(safeEncode(v)));
    else out.push(percentRaw ? Buffer.from([...v].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('')) : v);
  });
  if (extraRaw) out.push(Buffer.from(`${pairs.length ? '&' : ''}${extraRaw}`));
  return out;
}

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) UTF-8 bytes instead of throwing */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (c) => encodeURIComponent(c));
  }
}
