import { IANAZone, FixedOffsetZone } from 'luxon';

const LEGACY_LABEL = /^\(?(?:GMT|UTC)\s*(?:([+-])(\d{1,2})(?::?(\d{2}))?)?\)?\s*(.*)$/i;

/**
 * A stored time zone as luxon reads it: an IANA name (`Europe/Berlin`), or the vendor's legacy label
 * `(GMT+01:00) Berlin` or `(GMT+03:00) Europe/Istanbul`, whose place is looked up among the IANA zones (so
 * daylight saving time follows the place) and whose offset is the fallback when no zone is named after the
 * place. Undefined when unknown. Campaign schedules and journeys' Wait windows read zones through it.
 */
export function zoneOf(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  if (IANAZone.isValidZone(value)) return new IANAZone(value).name;
  const label = LEGACY_LABEL.exec(value);
  if (!label) return undefined;
  const [, sign, hours, minutes, place] = label;
  if (place && IANAZone.isValidZone(place)) return new IANAZone(place).name;
  const city = zoneNamedAfter(place);
  if (city) return city;
  if (!sign && !place) return 'UTC';
  if (!sign) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
  return Math.abs(offset) <= 14 * 60 ? FixedOffsetZone.instance(offset).name : undefined;
}

function zoneNamedAfter(place: string): string | undefined {
  const first = place.split(/[,/]/)[0].trim().replace(/\s+/g, '_').toLowerCase();
  if (!first) return undefined;
  return ianaZones().find((zone) => zone.toLowerCase().split('/').pop() === first);
}

let zones: string[] | undefined;
function ianaZones(): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  return zones;
}
