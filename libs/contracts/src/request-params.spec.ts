import { CommandError } from './errors/command-error';
import { commandsOf } from './index';
import { hasPositiveIds, isPositiveId, isPresent, paramsOf } from './request-params';
import { SubscriberUntagRequest } from './lists';

describe('command contracts', () => {
  it('give every lists and accounts command a request DTO, an error style and its error codes', () => {
    const incomplete = [...commandsOf('lists'), ...commandsOf('accounts')]
      .filter((c) => !c.request || !c.errors || (c.name !== 'Captcha.Issue' && !c.errorStyle))
      .map((c) => c.name);
    expect(incomplete).toEqual([]);
  });

  it('document inherited parameters with the codes their rules answer', () => {
    const params = paramsOf(SubscriberUntagRequest);
    expect(params.map((p) => p.name)).toEqual(['tagid', 'subscriberlistid', 'subscriberid', 'rulesjson', 'rulesoperator', 'triggerevents']);
    expect(params[0]).toEqual(expect.objectContaining({ required: true, rules: [expect.objectContaining({ code: 1, message: 'Missing tag id' })] }));
  });

  it('list every parameter a request DTO validates', () => {
    for (const c of [...commandsOf('lists'), ...commandsOf('accounts')]) {
      const documented = paramsOf(c.request!);
      const names = new Set(documented.map((p) => p.name));
      expect([c.name, documented.length === names.size]).toEqual([c.name, true]);
    }
  });
});

describe('isPresent', () => {
  it('reads blank as missing and any object as present', () => {
    expect([undefined, null, '', '   '].map(isPresent)).toEqual([false, false, false, false]);
    expect([0, '0', 'a', [], {}].map(isPresent)).toEqual([true, true, true, true, true]);
  });
});

describe('CommandError.applyContractStyle', () => {
  it("gives an error the contract's style unless the thrower chose one", () => {
    expect(new CommandError(1, 'x').applyContractStyle('array').failure.style).toBe('array');
    expect(new CommandError(1, 'x', { style: 'scalar' }).applyContractStyle('array').failure.style).toBe('scalar');
    expect(new CommandError(1, 'x', { param: 'listid' }).applyContractStyle('keyed').failure).toEqual(
      expect.objectContaining({ style: 'keyed', errors: [expect.objectContaining({ param: 'listid' })] }),
    );
    expect(new CommandError(1, 'x').applyContractStyle('keyed').failure.style).toBe('scalar');
  });
});

describe('isPositiveId', () => {
  it('accepts what services read as an id and nothing else', () => {
    expect([1, '7', ' 42 ', '000000000000001'].map(isPositiveId)).toEqual([true, true, true, true]);
    expect([0, '0', -1, 1.5, '1e3', '1.0', '', 'abc', '1234567890123456', null, undefined, [1], {}].map(isPositiveId)).toEqual(Array(13).fill(false));
  });
});

describe('hasPositiveIds', () => {
  it('finds one valid id in every encoding services accept', () => {
    expect(['1', 'x, 2', [0, '3'], { a: '4' }, 5].map(hasPositiveIds)).toEqual([true, true, true, true, true]);
    expect(['', ' , ', 'x', [0, 'y'], {}, 0, true, null, undefined].map(hasPositiveIds)).toEqual(Array(9).fill(false));
  });
});
