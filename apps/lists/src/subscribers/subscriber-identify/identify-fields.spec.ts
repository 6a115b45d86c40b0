import type { CustomFieldRow } from '../../custom-fields/custom-field.row';
import { identifyFieldParams } from './identify-fields';

const field = (id: number, alias: string) => ({ id: String(id), merge_tag_alias: alias }) as CustomFieldRow;

describe(identifyFieldParams.name, () => {
  it('matches aliases and CustomField<ID> in any casing, the alias winning, and drops the rest', () => {
    const fields = [field(732, 'FirstName'), field(733, '')];
    const { params, dropped } = identifyFieldParams(
      { customfield732: 'column', FIRSTNAME: 'alias', CustomField733: 'x', CustomField999: 'y', nick: 'z' },
      fields,
    );
    expect(params).toEqual({ customfield732: 'alias', customfield733: 'x' });
    expect(dropped).toEqual(['CustomField999', 'nick']);
  });
});
