import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import type { ImportTarget } from './import-mapping';
import { ImportRowValidator } from './import-row.validator';

const field = (id: number, over: Partial<CustomFieldRow> = {}) =>
  ({ id: String(id), name: `f${id}`, field_type: 'Single line', validation_method: 'None', validation_rule: '', options: [], ...over }) as CustomFieldRow;

const validator = (targets: [number, ImportTarget][], fields: CustomFieldRow[] = []) =>
  new ImportRowValidator(new Map(targets), new Map(fields.map((f) => [Number(f.id), f])));

describe(ImportRowValidator.name, () => {
  it('writes valid rows as columns and bad rows as errors numbered from the batch start', () => {
    const v = validator(
      [
        [0, 'EmailAddress'],
        [1, 'CustomField5'],
        [2, 'Status'],
      ],
      [field(5)],
    );
    const out = v.columns(
      [
        [' a@x.co ', '42', ''],
        ['broken', 'x', ''],
        ['b@x.co', '', 'unsubscribed'],
        ['c@x.co', '2025-02-03', 'nope'],
      ],
      11,
    );
    expect(out.email).toEqual(['a@x.co', 'b@x.co']);
    expect(out.status).toEqual([null, 'Unsubscribed']);
    // nothing feeds these: the statement takes its defaults
    expect([out.bounce, out.subscriptionDate, out.ip, out.optIn]).toEqual([null, null, null, null]);
    // empty values are not written; a value names its row's position in the columns
    expect(out.values).toEqual({ row: [1], fieldId: [5], text: ['42'], num: ['42'], date: [null] });
    expect(out.failed).toBe(2);
    expect(out.errors).toEqual([
      { Row: 12, EmailAddress: 'broken', Reason: 'Invalid EmailAddress' },
      { Row: 14, EmailAddress: 'c@x.co', Reason: "Invalid Status 'nope'" },
    ]);
  });

  it('gives the first bad target in mapping order as the reason', () => {
    const v = validator(
      [
        [1, 'CustomField5'],
        [0, 'EmailAddress'],
        [2, 'SubscriptionIP'],
      ],
      [field(5, { validation_method: 'Numbers' })],
    );
    expect(v.columns([['a@x.co', 'abc', 'not-an-ip']], 1).errors).toEqual([{ Row: 1, EmailAddress: '', Reason: 'CustomField5 must be a number' }]);
    expect(v.columns([['a@x.co', '7', 'not-an-ip']], 1).errors).toEqual([{ Row: 1, EmailAddress: 'a@x.co', Reason: "Invalid SubscriptionIP 'not-an-ip'" }]);
    expect(v.columns([['', '7', '']], 1).errors).toEqual([{ Row: 1, EmailAddress: '', Reason: 'Missing EmailAddress' }]);
  });

  it('keeps the typed copies of a value and rejects a field not of the list', () => {
    const v = validator([
      [0, 'EmailAddress'],
      [1, 'CustomField9'],
    ]);
    expect(v.columns([['a@x.co', 'x']], 1).errors[0].Reason).toBe('CustomField9 unknown field');
    const dated = validator(
      [
        [0, 'EmailAddress'],
        [1, 'CustomField5'],
      ],
      [field(5)],
    ).columns([['a@x.co', '2025-02-03']], 1);
    expect(dated.values.date).toEqual(['2025-02-03 00:00:00']);
  });
});
