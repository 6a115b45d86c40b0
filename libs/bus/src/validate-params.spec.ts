import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';

import { CommandError, code } from '@mail/contracts';

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
