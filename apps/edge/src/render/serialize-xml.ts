import { Builder } from 'xml2js';

/**
 * The one XML configuration of the platform. Root `<response>`; booleans as `true`/`false`;
 * numbers as decimal text; null as an empty element; array items as `<node_0>`, `<node_1>`, …
 * (as the vendor renders them); object keys that are not valid XML names (e.g. `2FA_Enabled`,
 * `2026-01-01`) are prefixed with `node_`. Text with markup characters is wrapped in CDATA.
 * Characters XML 1.0 cannot hold (C0 controls but tab/LF/CR, U+FFFE/U+FFFF, lone surrogates)
 * become U+FFFD, so any stored string can be rendered.
 */
const builder = new Builder({ rootName: 'response', cdata: true, xmldec: { version: '1.0', encoding: 'UTF-8' }, renderOpts: { pretty: false } });

export function serializeXml(body: unknown): string {
  return builder.buildObject(toXmlTree(body));
}

const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_XML_CHARS = new RegExp(NOT_XML_CHAR.source, 'g');

/** The string with every character XML 1.0 cannot carry replaced by U+FFFD (a test first: most strings are clean). */
export function xmlText(text: string): string {
  return NOT_XML_CHAR.test(text) ? text.replace(NOT_XML_CHARS, '\uFFFD') : text;
}

const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export function xmlName(key: string): string {
  if (VALID_NAME.test(key) && !/^xml/i.test(key)) return key;
  return `node_${key.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

function toXmlTree(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return xmlText(value);
  if (Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    value.forEach((item, i) => (out[`node_${i}`] = toXmlTree(item)));
    return out;
  }
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[xmlName(key)] = toXmlTree(item);
  return out;
}
