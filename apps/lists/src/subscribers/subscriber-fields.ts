import { paramMap } from '@mail/values';

/**
 * Custom field values as clients send them: `CustomFields` ({ "<id>": v }), `Fields` ({ "CustomField<id>": v },
 * keys case-insensitive since the dispatcher lower-cases nested keys), or flat `CustomField<id>` parameters.
 * Values that are arrays (checkboxes) are joined with commas.
 */
export interface FieldInput {
  values: Map<number, string>;
  /** keys that do not name a field id */
  badKeys: string[];
}

/** `objects`: the request's keyed parameters in the order they apply; `flat`: the `customfield<id>` keys too (the DTO lower-cased them) */
export function readFieldInput(params: object, objects: ('customfields' | 'fields')[], flat: boolean): FieldInput {
  const input: FieldInput = { values: new Map(), badKeys: [] };
  const given = params as Record<string, unknown>;
  for (const name of objects) {
    const obj = paramMap(given[name]);
    if (!obj) continue;
    for (const [key, value] of Object.entries(obj)) add(input, key, value);
  }
  if (flat) {
    for (const [key, value] of Object.entries(given)) if (/^customfield\d+$/.test(key)) add(input, key, value);
  }
  return input;
}

function add(input: FieldInput, key: string, value: unknown): void {
  const m = /^(?:customfield)?(\d+)$/i.exec(key.trim());
  if (!m) {
    input.badKeys.push(key);
    return;
  }
  const text = Array.isArray(value)
    ? value.map(String).join(',')
    : value && typeof value === 'object'
      ? Object.values(value).map(String).join(',')
      : String(value ?? '');
  input.values.set(Number(m[1]), text.trim());
}
