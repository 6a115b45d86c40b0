import { randomUUID } from 'node:crypto';

import { CommandError, CONVERSION_PROPERTIES, STANDARD_PROPERTIES, TextBounds, textLength } from '@mail/contracts';
import { isEmail, paramId, paramMap, paramText, toBool } from '@mail/values';

import { storable, storableJson } from '../../common/text';

/** What event.track (or the browser tracker) asks to record, checked. Property names are lower-cased. */
export interface TrackInput {
  listId: number;
  event: string;
  /** lower-cased, '' when not given */
  email: string;
  externalId: string;
  uuid: string;
  properties: Record<string, unknown>;
  identifyProperties: Record<string, unknown>;
  isIdentify: boolean;
  conversion?: { id: string; name: string; value: number };
  /** `Properties.isTest` true: answer success, record nothing */
  isTest: boolean;
}

/** the contract (EventTrack) answers these codes with HTTP 422 on the v1 shape; the browser tracker with its own 422 */
const unprocessable = (code: number, message: string) => new CommandError(code, message);

/** property names are anyone's (the public tracker): `__proto__` and `constructor` are kept as plain names */
function lowerKeys(value: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(new Map(Object.entries(value ?? {}).map(([key, v]) => [key.toLowerCase(), v])));
}

/** `conversion-id` (the API's name) or `conversionId` (the tracker's, Events §3) */
function conversionProperty(props: Record<string, unknown>, name: keyof typeof CONVERSION_PROPERTIES): string {
  return paramText(props[CONVERSION_PROPERTIES[name]] ?? props[`conversion${name}`]);
}

function readConversion(props: Record<string, unknown>): TrackInput['conversion'] {
  const id = conversionProperty(props, 'id');
  if (!id) throw unprocessable(8, 'Missing conversion-id event property.');
  const name = conversionProperty(props, 'name');
  if (!name) throw unprocessable(9, 'Missing conversion-name event property.');
  const valueText = conversionProperty(props, 'value');
  const value = Number(valueText);
  if (!valueText || !Number.isFinite(value)) throw unprocessable(10, 'Missing conversion-value event property.');
  return { id: storable(id, 255), name: storable(name, 255), value };
}

/**
 * The spec's checks in their code order: 4 ListID, 5 Event, 7 Email, 8–10 a conversion's properties, then 11
 * (Properties or IdentifyProperties over TextBounds.text as JSON, an extension). The list's ownership (also 4)
 * needs the database and is the caller's check. Single texts are cut to their bounds, not refused (docs/decisions.md,
 * "Stored text bounds: lists, SMS, tracking").
 */
export function readTrackInput(params: Record<string, unknown>): TrackInput {
  const listId = paramId(params.listid);
  if (!listId) throw unprocessable(4, 'Invalid ListID parameter.');
  const event = storable(paramText(params.event), 255);
  if (!event) throw unprocessable(5, 'Missing event parameter.');
  const email = paramText(params.email).toLowerCase();
  if (email && !isEmail(email)) throw unprocessable(7, 'Invalid email parameter.');
  const properties = lowerKeys(paramMap(params.properties));
  const isTest = toBool(properties.istest);
  const kind = event.toLowerCase();
  const conversion = kind === 'conversion' && !isTest ? readConversion(properties) : undefined;
  const identifyProperties = paramMap(params.identifyproperties) ?? {};
  for (const [name, value] of [
    ['Properties', properties],
    ['IdentifyProperties', identifyProperties],
  ] as const)
    if (textLength(value) > TextBounds.text) throw unprocessable(11, `${name} must be at most ${TextBounds.text} characters as JSON`);
  return {
    listId,
    event,
    email: storable(email, 320),
    externalId: storable(paramText(params.id), 255),
    uuid: storable(paramText(params.uuid), 128) || randomUUID(),
    properties,
    identifyProperties,
    isIdentify: kind === 'identify',
    conversion,
    isTest,
  };
}

/**
 * The properties as stored: what the caller sent (NULs dropped), the standard `$` properties every type carries
 * ('' where the caller had none: a server-side call has no browser), and the per-type ones the spec lists.
 */
export function storedProperties(input: TrackInput, lib: string): Record<string, unknown> {
  // spread, not Object.assign: a caller's `__proto__` property is copied as a property, never as the prototype
  const props: Record<string, unknown> = {
    ...Object.fromEntries(STANDARD_PROPERTIES.map((name) => [name, ''])),
    ...(storableJson(input.properties) as Record<string, unknown>),
  };
  props.$list_id = input.listId;
  props.$uuid = input.uuid;
  if (!props.$lib) props.$lib = lib;
  if (!props.$sent_at) props.$sent_at = new Date().toISOString();
  if (input.externalId) props.$id = input.externalId;
  if (input.isIdentify && input.email) props.emailaddress ??= input.email;
  if (input.conversion) {
    props.conversionid = input.conversion.id;
    props.conversionname = input.conversion.name;
    props.conversionvalue = input.conversion.value;
  }
  return props;
}
