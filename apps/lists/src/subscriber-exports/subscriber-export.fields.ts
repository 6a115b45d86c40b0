import { presentSubscriber } from '../subscribers/subscriber.row';
import type { ExportSubscriberRow } from './subscriber-exports.repository';

/** the subscriber columns an export may write (Subscribers.Get's names), besides CustomField<ID> of the list */
export const EXPORT_COLUMNS = [
  'SubscriberID',
  'EmailAddress',
  'BounceType',
  'SubscriptionStatus',
  'SubscriptionDate',
  'SubscriptionIP',
  'UnsubscriptionDate',
  'UnsubscriptionIP',
  'OptInDate',
  'Source',
  'SourceRef',
  'ListID',
] as const;

/**
 * The requested fields in their canonical spelling, in the order asked, each once: a column name (any case) or
 * CustomField<ID> (also a bare id) of a field on the list. Other names are dropped.
 */
export function exportFieldsOf(requested: string[], fieldIds: number[]): string[] {
  const out: string[] = [];
  for (const name of requested.map((r) => r.trim())) {
    const column = EXPORT_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    const m = /^(?:customfield)?(\d{1,15})$/i.exec(name);
    const field = column ?? (m && fieldIds.includes(Number(m[1])) ? `CustomField${Number(m[1])}` : undefined);
    if (field && !out.includes(field)) out.push(field);
  }
  return out;
}

/** the custom field ids the fields name */
export function customFieldIdsOf(fields: string[]): number[] {
  return fields.filter((f) => f.startsWith('CustomField')).map((f) => Number(f.slice('CustomField'.length)));
}

/** one subscriber's values of the fields, in their order (as Subscribers.Get presents them) */
export function exportValues(row: ExportSubscriberRow, fields: string[]): (string | number)[] {
  const info = presentSubscriber(row, customFieldIdsOf(fields), row.field_values ?? {});
  return fields.map((f) => info[f] as string | number);
}
