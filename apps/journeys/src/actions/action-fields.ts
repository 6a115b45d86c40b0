import { checkStorableUrl } from '@mail/outbound-http';
import { isGiven, paramText } from '@mail/values';

/** A field rule: the canonical value, or a message saying what is wrong (the caller names action and field). */
export type FieldRule = (value: unknown) => { value?: unknown; error?: string };

/** Bounds of stored action text (docs/decisions.md, "Journeys: bounded text"). */
export const BOUNDS = { text: 10_000, name: 255, url: 2048, email: 320, addresses: 50, ids: 1000, rules: 65_536 } as const;

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (e: string) => e.length <= BOUNDS.email && EMAIL.test(e);

export const required =
  (rule: FieldRule): FieldRule =>
  (value) =>
    isGiven(value) && paramText(value) !== '' ? rule(value) : { error: 'is required' };

export const optional =
  (rule: FieldRule, fallback?: unknown): FieldRule =>
  (value) =>
    isGiven(value) && paramText(value) !== '' ? rule(value) : fallback === undefined ? {} : { value: fallback };

export const id: FieldRule = (value) => {
  const text = paramText(value);
  return /^\d{1,15}$/.test(text) && Number(text) >= 1 ? { value: Number(text) } : { error: 'must be a positive integer' };
};

/** an id, or 0 for none (the parameter is then left out) */
export const idOrNone: FieldRule = (value) => (paramText(value) === '0' ? {} : id(value));

export const ids: FieldRule = (value) => {
  const items = Array.isArray(value) ? value : [value];
  if (items.length > BOUNDS.ids) return { error: `must name at most ${BOUNDS.ids} ids` };
  const out = items.map((v) => id(v));
  return out.some((o) => o.error) || !out.length ? { error: 'must be an id or an array of ids' } : { value: out.map((o) => o.value as number) };
};

/** text of at most `max` characters */
export const text =
  (max: number = BOUNDS.text): FieldRule =>
  (value) => {
    if (typeof value === 'object' && value !== null) return { error: 'must be text' };
    const t = paramText(value);
    return t.length > max ? { error: `must be at most ${max} characters` } : { value: t };
  };

export const bool: FieldRule = (value) => {
  if (typeof value === 'boolean') return { value };
  const t = paramText(value);
  return TRUE.test(t) ? { value: true } : FALSE.test(t) ? { value: false } : { error: 'must be true or false' };
};

export const oneOf =
  (...allowed: string[]): FieldRule =>
  (value) => {
    const found = allowed.find((a) => a.toLowerCase() === paramText(value).toLowerCase());
    return found ? { value: found } : { error: `must be one of ${allowed.join(', ')}` };
  };

export const clock: FieldRule = (value) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(paramText(value));
  return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? { value: `${m[1].padStart(2, '0')}:${m[2]}` } : { error: 'must be a time HH:MM' };
};

export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export const days: FieldRule = (value) => {
  const items = (Array.isArray(value) ? value : paramText(value).split(',')).map((d) => paramText(d).toLowerCase().slice(0, 3));
  return items.length && items.every((d) => DAYS.includes(d)) ? { value: [...new Set(items)] } : { error: `must be days among ${DAYS.join(', ')}` };
};

export const timeZone: FieldRule = (value) => {
  const tz = paramText(value);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return { value: tz };
  } catch {
    return { error: 'must be an IANA time zone' };
  }
};

export const url: FieldRule = (value) => {
  if (paramText(value).length > BOUNDS.url) return { error: `must be at most ${BOUNDS.url} characters` };
  try {
    const u = new URL(paramText(value));
    return u.protocol === 'http:' || u.protocol === 'https:' ? { value: u.toString() } : { error: 'must be an http(s) URL' };
  } catch {
    return { error: 'must be an http(s) URL' };
  }
};

/** a URL the platform will call: the one storable-URL check (http(s), no internal host) */
export const callableUrl: FieldRule = (value) => {
  if (paramText(value).length > BOUNDS.url) return { error: `must be at most ${BOUNDS.url} characters` };
  const checked = checkStorableUrl(paramText(value));
  if (checked.ok) return { value: checked.url };
  return { error: checked.reason === 'invalid-url' ? 'must be an http(s) URL' : 'must point at a public host' };
};

export const address: FieldRule = (value) => {
  const v = (value ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null) return { error: 'must be {Name, Email}' };
  const email = paramText(v.email);
  const name = paramText(v.name);
  if (name.length > BOUNDS.name) return { error: `has a Name longer than ${BOUNDS.name} characters` };
  return email && !isEmail(email) ? { error: 'has an invalid Email' } : { value: { Name: name, Email: email } };
};

export const emails: FieldRule = (value) => {
  const items = (Array.isArray(value) ? value : paramText(value).split(',')).map((e) => paramText(e)).filter(Boolean);
  if (items.length > BOUNDS.addresses) return { error: `must be at most ${BOUNDS.addresses} addresses` };
  return items.every(isEmail) ? { value: items } : { error: 'must be email addresses' };
};

/**
 * `[{Key, Value}]` pairs (keys keep their case: the edge lower-cases object keys, never values), at most
 * `bounds.entries` of them, each name and value bounded.
 */
export const pairs =
  (keyName: string, bounds: { entries: number; value: number }): FieldRule =>
  (value) => {
    const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : undefined;
    if (!items) return { error: `must be an array of {${keyName}, Value}` };
    if (items.length > bounds.entries) return { error: `must hold at most ${bounds.entries} entries` };
    const out: { key: string; value: string }[] = [];
    for (const item of items) {
      const o = (item ?? {}) as Record<string, unknown>;
      const key = paramText(o[keyName.toLowerCase()]);
      if (!key) return { error: `needs a ${keyName} in every entry` };
      if (key.length > BOUNDS.name) return { error: `has a ${keyName} longer than ${BOUNDS.name} characters` };
      const v = paramText(o.value);
      if (v.length > bounds.value) return { error: `has a Value longer than ${bounds.value} characters` };
      out.push({ key, value: v });
    }
    return { value: out.map((p) => ({ [keyName]: p.key, Value: p.value })) };
  };

export const rules: FieldRule = (value) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { error: 'must be RulesJSON' };
    }
  }
  if (!Array.isArray(parsed) && (typeof parsed !== 'object' || parsed === null)) return { error: 'must be RulesJSON' };
  return JSON.stringify(parsed).length > BOUNDS.rules ? { error: `must be at most ${BOUNDS.rules} characters of JSON` } : { value: parsed };
};

export const positiveNumber: FieldRule = (value) => {
  const n = Number(paramText(value));
  return Number.isFinite(n) && n > 0 ? { value: n } : { error: 'must be a positive number' };
};
