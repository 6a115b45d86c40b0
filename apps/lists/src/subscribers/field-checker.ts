import { Injectable } from '@nestjs/common';

import { CustomFieldValueRepository } from '../custom-fields/custom-field-value.repository';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { invalidValueReason } from '../custom-fields/custom-field.value';

export type FieldProblem = { kind: 'unknown'; ids: number[] } | { kind: 'required' | 'invalid' | 'unique'; field: CustomFieldRow; reason: string };

/**
 * Checks values against the list's fields. Per field the precedence is required → validation → uniqueness
 * (reference notes §1.1). `0` is a value, never empty.
 */
@Injectable()
export class FieldChecker {
  constructor(private readonly values: CustomFieldValueRepository) {}

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
      if (options.enforceUnique && field.is_unique && (await this.values.taken(field.id, value, options)))
        return { kind: 'unique', field, reason: 'must be unique' };
    }
    return undefined;
  }
}
