import 'reflect-metadata';

import { Type } from 'class-transformer';
import { IsInt, IsString, ValidateNested } from 'class-validator';

import { defineJob } from './define-job';
import { InvalidJobPayloadError, validatePayload } from './job-payload';

class Rule {
  @IsString() field!: string;
}

class Payload {
  @IsInt() listId!: number;
  @ValidateNested() @Type(() => Rule) rule!: Rule;
}

const job = defineJob({ service: 'lists', name: 'bulk-tag', payload: Payload });

describe(validatePayload.name, () => {
  it('returns the typed DTO instance for a valid payload', () => {
    const payload = validatePayload(job, { listId: 4, rule: { field: 'email' } });
    expect(payload).toBeInstanceOf(Payload);
    expect(payload.rule).toBeInstanceOf(Rule);
  });

  it('lists every problem, with nested paths', () => {
    const error = (() => {
      try {
        validatePayload(job, { listId: '4', rule: { field: 1 } });
      } catch (e) {
        return e as InvalidJobPayloadError;
      }
    })();
    expect(error).toBeInstanceOf(InvalidJobPayloadError);
    expect(error!.queue).toBe('lists.bulk-tag');
    expect(error!.problems).toEqual(['listId: listId must be an integer number', 'rule.field: field must be a string']);
  });

  it('rejects a payload that is not an object', () => {
    expect(() => validatePayload(job, null)).toThrow(/payload must be an object/);
    expect(() => validatePayload(job, [1])).toThrow(/payload must be an object/);
  });
});
