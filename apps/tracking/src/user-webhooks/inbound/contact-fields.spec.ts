import { fieldParams } from './contact-fields';

const fields = [
  { id: 3, name: 'First name', mergeTagAlias: 'FirstName', defaultValue: '' },
  { id: 4, name: 'City', mergeTagAlias: '', defaultValue: '' },
];

describe(fieldParams.name, () => {
  it('maps aliases and column keys to the list fields, the alias winning, and drops the rest', () => {
    const values = new Map([
      ['customfield3', 'by column'],
      ['firstname', 'by alias'],
      ['customfield4', 'Paris'],
      ['customfield99', 'nobody'],
      ['other', 'x'],
    ]);
    expect(fieldParams(values, fields)).toEqual({ customfield3: 'by alias', customfield4: 'Paris' });
  });
});
