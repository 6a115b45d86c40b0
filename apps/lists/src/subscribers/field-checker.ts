import { Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';

import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { invalidValueReason } from '../custom-fields/custom-field.value';

export type FieldProblem = { kind: 'unknown'; ids: number[] } | { kind: 'required' | 'invalid' | 'unique'; field: CustomFieldRow; reason: string };

/**
 * Checks values against the list's fields. Per field the precedence is required → validation → uniqueness
 * (reference notes §1.1). `0` is a value, never empty.
 */
@Injectable()
export class FieldChecker {
  constructor(private readonly db: ServiceDb) {}

  async check(
    fields: CustomFieldRow[],
    values: Map<number, string>,
    options: {
      enforceRequired: boolean;
      enforceValidation: boolean;
      enforceUnique: boolean;
      listId: number;
      userId: number;
      subscriberId?: number;
      isNew: boolean;
    },
    q: Queryable = this.db,
  ): Promise<FieldProblem | undefined> {
    const byId = new Map(fields.map((f) => [Number(f.id), f]));
    const unknown = [...values.keys()].filter((id) => !byId.has(id));
    if (unknown.length) return { kind: 'unknown', ids: unknown };
    for (const field of fields) {
      const id = Number(field.id);
      const given = values.has(id);
      const value = values.get(id) ?? '';
      if (options.enforceRequired && field.is_required && value === '' && (given || options.isNew)) return { kind: 'required', field, reason: 'is required' };
      if (!given || value === '') continue;
      const reason = invalidValueReason(field, value);
      if (reason && options.enforceValidation) return { kind: 'invalid', field, reason };
      if (options.enforceUnique && field.is_unique && (await this.taken(field, value, options, q))) return { kind: 'unique', field, reason: 'must be unique' };
    }
    return undefined;
  }

  private async taken(
    field: CustomFieldRow,
    value: string,
    options: { listId: number; userId: number; subscriberId?: number },
    q: Queryable,
  ): Promise<boolean> {
    const rows = (await q.query(
      `SELECT 1 FROM "lists"."custom_field_value" v JOIN "lists"."subscriber" s ON s."id" = v."subscriber_id"
       WHERE v."field_id" = $1 AND lower(v."value_text") = lower($2) AND s."list_id" = $3 AND s."id" <> $4 LIMIT 1`,
      [field.id, value, options.listId, options.subscriberId ?? 0],
    )) as unknown[];
    return rows.length > 0;
  }
}
