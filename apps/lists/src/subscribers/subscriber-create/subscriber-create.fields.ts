import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';

import type { CustomFieldRow } from '../../custom-fields/custom-field.row';
import { invalidValueReason } from '../../custom-fields/custom-field.value';
import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ListRepository } from '../../lists/list.repository';
import { FieldChecker } from '../field-checker';

/**
 * Subscriber.Create's custom fields: the list's definitions (cached briefly; a list that is not the caller's is
 * code 4), the given values checked (17 unknown or invalid; with EnforceRequiredFields 26 required, 28 invalid,
 * 27 not unique), then the fields' defaults for the values not given.
 */
@Injectable()
export class SubscriberCreateFields {
  constructor(
    private readonly lists: ListRepository,
    private readonly cache: FieldDefinitionsCache,
    private readonly checker: FieldChecker,
  ) {}

  async resolve(
    userId: number,
    listId: number,
    given: Map<number, string>,
    enforce: boolean,
  ): Promise<{ fields: CustomFieldRow[]; values: Map<number, string> }> {
    const fields = await this.definitions(userId, listId);
    const problem = await this.checker.check(fields, given, {
      enforceRequired: enforce,
      enforceValidation: enforce,
      enforceUnique: enforce,
      listId,
      userId,
      isNew: true,
    });
    if (problem) {
      if (problem.kind === 'unknown') throw new CommandError(17, 'Invalid custom field value', { extra: { ErrorCustomFieldIDs: problem.ids } });
      const code = { required: 26, invalid: 28, unique: 27 }[problem.kind];
      throw new CommandError(code, `Custom field ${problem.field.name} ${problem.reason}`, {
        extra: {
          ErrorCustomFieldID: Number(problem.field.id),
          ErrorCustomFieldTitle: problem.field.name,
        },
      });
    }
    if (!enforce) {
      for (const [id, value] of given) {
        const field = fields.find((f) => Number(f.id) === id)!;
        const reason = invalidValueReason(field, value);
        if (reason)
          throw new CommandError(17, `Invalid custom field value: ${field.name} ${reason}`, {
            extra: { ErrorCustomFieldID: id, ErrorCustomFieldTitle: field.name },
          });
      }
    }
    const values = new Map(given);
    for (const f of fields) if (!values.has(Number(f.id)) && f.default_value) values.set(Number(f.id), f.default_value);
    return { fields, values };
  }

  private async definitions(userId: number, listId: number): Promise<CustomFieldRow[]> {
    const cached = this.cache.get(userId, listId);
    if (cached) return cached;
    const owned = await this.lists.findOwnedWithFields(userId, listId);
    if (!owned) throw new CommandError(4, 'Invalid ListID');
    this.cache.set(userId, listId, owned.fields);
    return owned.fields;
  }
}
