import { isEmail, isIp, normalizeDateTime } from '@mail/values';

import { invalidValueReason, typedCopies } from '../custom-fields/custom-field.value';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { parseBounceType, parseStatus } from '../subscribers/subscriber.status';
import { MAX_STORED_ERRORS, type RowError } from './import-job.row';
import type { ImportTarget } from './import-mapping';

/**
 * A batch's valid rows as parallel columns (the batch statement's array parameters), in file order. A column
 * that no source column feeds is null (the statement applies its default); so is an empty cell.
 */
export interface BatchColumns {
  email: string[];
  status: (string | null)[] | null;
  bounce: (string | null)[] | null;
  subscriptionDate: (string | null)[] | null;
  ip: (string | null)[] | null;
  optIn: (string | null)[] | null;
  /** one entry per non-empty field value; `row` is its row's 1-based position in the columns */
  values: { row: number[]; fieldId: number[]; text: string[]; num: (string | null)[]; date: (string | null)[] };
  /** the first MAX_STORED_ERRORS bad rows; `failed` counts them all */
  errors: RowError[];
  failed: number;
}

interface Step {
  index: number;
  target: ImportTarget;
  /** the field of a CustomField<ID> target (undefined: not a field of this list) */
  field?: CustomFieldRow;
  fieldId: number;
}

/**
 * Validates an import's rows against its column targets: a bad row becomes a per-row error (the first bad
 * target in mapping order gives the reason) and never aborts the batch. Writes straight into columns, so a
 * batch holds no object per row.
 */
export class ImportRowValidator {
  private readonly steps: Step[];
  private readonly has: Set<ImportTarget>;

  constructor(targets: Map<number, ImportTarget>, fields: Map<number, CustomFieldRow>) {
    this.steps = [...targets].map(([index, target]) => {
      const fieldId = target.startsWith('CustomField') ? Number(target.slice(11)) : 0;
      return { index, target, fieldId, field: fieldId ? fields.get(fieldId) : undefined };
    });
    this.has = new Set(targets.values());
  }

  /** `firstRow`: the file row number of rows[0] (1-based, header excluded) */
  columns(rows: string[][], firstRow: number): BatchColumns {
    const column = (target: ImportTarget) => (this.has.has(target) ? ([] as (string | null)[]) : null);
    const out: BatchColumns = {
      email: [],
      status: column('Status'),
      bounce: column('BounceType'),
      subscriptionDate: column('SubscriptionDate'),
      ip: column('SubscriptionIP'),
      optIn: column('OptInDate'),
      values: { row: [], fieldId: [], text: [], num: [], date: [] },
      errors: [],
      failed: 0,
    };
    const row: ParsedRow = { email: '', status: null, bounce: null, subscriptionDate: null, ip: null, optIn: null, values: [] };
    for (let r = 0; r < rows.length; r++) {
      const error = this.parse(rows[r], row);
      if (error) {
        out.failed++;
        if (out.errors.length < MAX_STORED_ERRORS) out.errors.push({ Row: firstRow + r, ...error });
        continue;
      }
      out.email.push(row.email);
      out.status?.push(row.status);
      out.bounce?.push(row.bounce);
      out.subscriptionDate?.push(row.subscriptionDate);
      out.ip?.push(row.ip);
      out.optIn?.push(row.optIn);
      const position = out.email.length;
      for (let v = 0; v < row.values.length; v += 2) {
        const text = row.values[v + 1] as string;
        if (text === '') continue;
        const typed = typedCopies(text);
        out.values.row.push(position);
        out.values.fieldId.push(row.values[v] as number);
        out.values.text.push(text);
        out.values.num.push(typed.num);
        out.values.date.push(typed.date);
      }
    }
    return out;
  }

  /** fills `out` from one row's cells; answers the error when the row is bad */
  private parse(cells: string[], out: ParsedRow): Omit<RowError, 'Row'> | undefined {
    out.email = '';
    out.status = out.bounce = out.subscriptionDate = out.ip = out.optIn = null;
    out.values.length = 0;
    for (const step of this.steps) {
      const target = step.target;
      const value = (cells[step.index] ?? '').trim();
      if (target === 'EmailAddress') out.email = value;
      else if (step.fieldId) {
        const reason = step.field ? invalidValueReason(step.field, value) : 'unknown field';
        if (reason) return { EmailAddress: out.email, Reason: `${target} ${reason}` };
        out.values.push(step.fieldId, value);
      } else if (!value) continue;
      else if (target === 'Status') {
        const status = parseStatus(value);
        if (!status) return { EmailAddress: out.email || (cells[0] ?? ''), Reason: `Invalid Status '${value}'` };
        out.status = status;
      } else if (target === 'BounceType') {
        const bounce = parseBounceType(value);
        if (!bounce) return { EmailAddress: out.email, Reason: `Invalid BounceType '${value}'` };
        out.bounce = bounce;
      } else if (target === 'SubscriptionDate' || target === 'OptInDate') {
        const date = normalizeDateTime(value);
        if (!date) return { EmailAddress: out.email, Reason: `Invalid ${target} '${value}'` };
        if (target === 'SubscriptionDate') out.subscriptionDate = date;
        else out.optIn = date;
      } else if (target === 'SubscriptionIP') {
        if (!isIp(value)) return { EmailAddress: out.email, Reason: `Invalid SubscriptionIP '${value}'` };
        out.ip = value;
      }
    }
    if (!out.email) return { EmailAddress: '', Reason: 'Missing EmailAddress' };
    if (!isEmail(out.email)) return { EmailAddress: out.email, Reason: 'Invalid EmailAddress' };
    return undefined;
  }
}

/** one row being validated, reused for every row of a batch */
interface ParsedRow {
  email: string;
  status: string | null;
  bounce: string | null;
  subscriptionDate: string | null;
  ip: string | null;
  optIn: string | null;
  /** field id, value, field id, value, … */
  values: (number | string)[];
}
