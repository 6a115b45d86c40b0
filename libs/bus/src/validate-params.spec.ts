import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';

import { CommandError, code, IsPresent } from '@mail/contracts';

import { lowerCaseKeys, validateParams } from './validate-params';

class ExampleRequest {
  @IsNotEmpty(code(1, 'Missing list name'))
  subscriberlistname!: string;

  @IsOptional()
  @IsIn(['Single', 'Double'], code(3, 'Invalid opt-in mode', { style: 'keyed' }))
  optinmode?: string;
}

describe('validateParams', () => {
  it('returns the typed params when valid', () => {
    expect(validateParams<ExampleRequest>(ExampleRequest, { subscriberlistname: 'a' }).subscriberlistname).toBe('a');
  });

  it('raises the first failing rule in declaration order with its spec code', () => {
    const attempt = () => validateParams(ExampleRequest, { optinmode: 'x' });
    expect(attempt).toThrow(CommandError);
    expect(attempt).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1, message: 'Missing list name' })] }) }),
    );
  });

  it('still validates when the params name constructor or __proto__ (no way to hide the DTO from its rules)', () => {
    for (const params of [{ constructor: 'x' }, { Constructor: { prototype: {} } }, JSON.parse('{"__proto__":{"subscriberlistname":"a"}}') as object]) {
      expect(() => validateParams(ExampleRequest, { ...params, optinmode: 'Single' })).toThrow(
        expect.objectContaining({ failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }) }),
      );
    }
    const valid = validateParams<ExampleRequest>(ExampleRequest, { subscriberlistname: 'a', constructor: 'x' });
    expect([valid instanceof ExampleRequest, Object.hasOwn(valid, 'constructor')]).toEqual([true, false]);
  });

  it('carries the keyed style with the parameter name', () => {
    expect(() => validateParams(ExampleRequest, { subscriberlistname: 'a', optinmode: 'x' })).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ style: 'keyed', errors: [expect.objectContaining({ code: 3, param: 'optinmode' })] }) }),
    );
  });
});

class PresenceRequest {
  @IsPresent(code(1, 'Missing tag id'))
  tagid?: string;

  @IsPresent(code(2, 'Missing subscriber list id'))
  subscriberlistid?: string;

  @IsPresent(code(5, 'Missing lists', { style: 'keyed' }))
  lists?: string;
}

describe('validateParams with a contract', () => {
  const failureOf = (params: unknown, style?: 'scalar' | 'array' | 'keyed') => {
    try {
      validateParams(PresenceRequest, params, style);
    } catch (error) {
      return (error as CommandError).failure;
    }
    return undefined;
  };

  it("answers in the contract's style when the rule names none", () => {
    expect(failureOf({}, 'array')).toEqual(
      expect.objectContaining({ style: 'array', errors: [expect.objectContaining({ code: 1, message: 'Missing tag id' })] }),
    );
    expect(failureOf({}, undefined)?.style).toBe('scalar');
  });

  it('treats blank and whitespace-only values as missing, as services read them', () => {
    expect(failureOf({ tagid: '  ' }, 'array')?.errors[0].code).toBe(1);
    expect(failureOf({ tagid: 7, subscriberlistid: '' }, 'array')?.errors[0].code).toBe(2);
    expect(failureOf({ tagid: ['x'], subscriberlistid: { a: 1 } }, 'array')?.errors[0]).toEqual(expect.objectContaining({ code: 5, param: 'lists' }));
  });

  it('matches parameter names whatever their casing', () => {
    expect(failureOf({ TagID: '3', SubscriberListID: '4', Lists: '1' }, 'array')).toBeUndefined();
  });

  it('keeps values as sent: sparse arrays keep their indexes, nested objects their identity', () => {
    const sparse: unknown[] = [];
    sparse[5] = 'x';
    const nested = { a: 1 };
    const out = validateParams<Record<string, unknown>>(PresenceRequest, {
      tagid: '1',
      subscriberlistid: '2',
      lists: '3',
      customfields: sparse,
      rules: nested,
    });
    expect((out.customfields as unknown[]).length).toBe(6);
    expect(out.rules).toBe(nested);
  });
});

class NoRulesRequest {
  userid?: unknown;
}

class OptionalOnlyRequest {
  @IsOptional()
  @IsIn(['Single', 'Double'], code(3, 'Invalid opt-in mode'))
  optinmode?: string;
}

describe('validateParams without an applicable rule', () => {
  it('answers the DTO of a class without rules, and of optional rules none of whose parameters was sent', () => {
    const bare = validateParams<NoRulesRequest>(NoRulesRequest, { userid: '7', apikey: 'k' });
    expect([bare instanceof NoRulesRequest, bare.userid]).toEqual([true, '7']);
    expect(validateParams<OptionalOnlyRequest>(OptionalOnlyRequest, { other: 1 })).toBeInstanceOf(OptionalOnlyRequest);
  });

  it('still runs the rules of an optional parameter that was sent, and of a required one that was not', () => {
    expect(() => validateParams(OptionalOnlyRequest, { optinmode: 'x' })).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }) }),
    );
    expect(() => validateParams(ExampleRequest, {})).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }) }),
    );
  });
});

describe('lowerCaseKeys', () => {
  it('gives a copy, not the object itself, when every name is lower-cased already', () => {
    const params = { command: 'User.Current', apikey: 'k' };
    const lowered = lowerCaseKeys(params);
    expect([lowered === params, lowered]).toEqual([false, params]);
  });

  it('lower-cases mixed names (the lower-cased spelling wins) and drops names Object.prototype has', () => {
    expect(lowerCaseKeys({ UserID: '1', userid: '2', Name: 'a' })).toEqual({ userid: '2', name: 'a' });
    expect(lowerCaseKeys(JSON.parse('{"__proto__":{"x":1},"constructor":"c","apikey":"k"}'))).toEqual({ apikey: 'k' });
    expect(Object.hasOwn(lowerCaseKeys(JSON.parse('{"__proto__":{"x":1},"apikey":"k"}')), '__proto__')).toBe(false);
  });
});
