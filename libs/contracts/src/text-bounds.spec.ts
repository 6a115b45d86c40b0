import { validateSync } from 'class-validator';

import { MaxText, MaxTexts, textLength } from './text-bounds';

class Named {
  name?: unknown;
  last?: unknown;
}
MaxText(3, 9, 'Name')(Named.prototype, 'name');
for (const rule of MaxTexts(8, [['Other', 2]])) rule(Named.prototype, 'last');

const failures = (params: Record<string, unknown>) =>
  validateSync(Object.assign(new Named(), params)).flatMap((e) => Object.values(e.contexts ?? {}).map((c) => (c as { message: string }).message));

describe('text bounds', () => {
  it('counts what a service would store: trimmed text, list items with their commas, JSON of an object', () => {
    expect([textLength(undefined), textLength('  abc  '), textLength(12), textLength(['ab', 'c']), textLength({ a: 1 })]).toEqual([0, 3, 2, 4, 7]);
  });

  it('answers the command code naming the parameter one character over the bound, not at it', () => {
    expect(failures({ name: 'abc', other: 'ab' })).toEqual([]);
    expect(failures({ name: 'abcd' })).toEqual(['Name must be at most 3 characters']);
    expect(failures({ other: 'abc' })).toEqual(['Other must be at most 2 characters']);
  });
});
