/** The malformed pieces the fuzz combines. Every entry is a client's mistake (or malice), never a valid call. */

export const OUT_OF_RANGE_NUMBERS = [
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '-2147483649',
  '-1',
  '-0',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '0x1F',
  '1.5',
  '1,2,,3,-4,99999999999999999999',
  '',
  ' ',
  '٣',
];

export const CONTROL_STRINGS = [
  'ctl\u0001\u0002\u0003\u0008\u000b\u000c\u000e\u001f',
  'bom\ufeff\ufffe\uffff',
  'lone \ud800 surrogate',
  ']]><injected attr="1"/><![CDATA[',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'tab\tcr\rnl\n',
];

export const NUL_STRINGS = ['nul\u0000inside', '\u0000', 'a\u0000@example.com'];

/** raw bytes that are not UTF-8 */
export const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xf0, 0x28, 0x8c, 0x28]),
  Buffer.from([0xc0, 0x80]),
];

export const PROTOTYPE_JSON = [
  '{"__proto__":{"Success":true,"isAdmin":true,"auth":{"kind":"admin"}}}',
  '{"constructor":{"prototype":{"polluted":"yes","Success":true}}}',
  '{"prototype":{"x":1},"__proto__":null,"hasOwnProperty":"x","toString":"x","valueOf":1}',
  // user-given keys inside maps: custom fields, properties, merge tags, mappings
  '{"CustomFields":{"__proto__":"x","constructor":"y","toString":"z"},"Fields":{"__proto__":{"polluted":1}}}',
  '{"Properties":{"__proto__":1,"constructor":2},"IdentifyProperties":{"toString":"x","__proto__":"y"}}',
  '{"Mapping":{"__proto__":"EmailAddress","constructor":"CustomField1"},"Tags":["constructor","__proto__"]}',
];

export const PROTOTYPE_FORM = [
  '__proto__[Success]=true&__proto__[isAdmin]=1',
  'constructor[prototype][polluted]=yes',
  'ListID[__proto__][x]=1&ListID[constructor]=2',
  'hasOwnProperty=1&toString=2&valueOf=3&__proto__=4',
  'a[__proto__][__proto__][b]=1&Fields[constructor][prototype][z]=1',
  'CustomFields[__proto__]=x&CustomFields[constructor]=y&CustomFields[toString]=z',
  'Properties[__proto__]=1&IdentifyProperties[constructor]=2&Mapping[__proto__]=EmailAddress',
  'Tags[]=constructor&Tags[]=__proto__&TagName=toString&Message=%25Subscriber:constructor%25',
];

/** JSON bodies whose strings hold an escaped lone UTF-16 surrogate (valid JSON, not valid Unicode) */
export const LONE_SURROGATE_JSON = ['"\\ud800"', '"x\\udfffy"', '"\\udc00\\ud800"', '"a\\ud83d"'];

/** a lone surrogate as its (invalid) UTF-8 bytes, percent-encoded (what a form or query carries) */
export const LONE_SURROGATE_PERCENT = ['%ED%A0%80', 'x%ED%B0%80y', '%ED%BF%BF'];

/** percent-encodings that decode to no UTF-8 text, or do not decode at all */
export const BAD_PERCENT = ['%ff', '%c0%af', '%E0%80', '%', '%zz', '%ED%A0%80', '%F4%90%80%80', 'a%2', '%%41', '%u0041', '%C3'];

export const BAD_JSON = [
  '{"Command":',
  '{"Command":"List.Get",',
  "{'Command':'List.Get'}",
  '{"a":1}}',
  '[1,2',
  '{"a":"\\ud800"',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":"\u0001"}',
  'null',
  '"just a string"',
  '12345',
  '[]',
  'true',
  '{"a":1,"a":2,"A":3}',
  '\u0000{}',
];
