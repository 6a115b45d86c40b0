import { personalise } from './merge-tags';

describe(personalise.name, () => {
  it('fills custom fields by id or alias, the link, and blanks what the member lacks', () => {
    const fields = { CustomField5: 'Ada', CustomField6: 'Oslo' };
    expect(
      personalise('Hi %Subscriber:CustomField5% from %subscriber:City%, %Subscriber:CustomField9%! %Link%', fields, { City: 'CustomField6' }, 'http://x/s/abc'),
    ).toBe('Hi Ada from Oslo, ! http://x/s/abc');
  });
});
