import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';

import { CommandError, code, IsPresent } from '@mail/contracts';

import { validateParams } from './validate-params';

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
