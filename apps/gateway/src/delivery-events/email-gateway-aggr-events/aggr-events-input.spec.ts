import { type CommandError } from '@mail/contracts';

import { readAggrEventsInput } from './aggr-events-input';

const code = (p: Record<string, unknown>) => {
  try {
    readAggrEventsInput(p);
    return 0;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
};

describe(readAggrEventsInput.name, () => {
  it('defaults to the 30 days up to today, by event, 100 buckets', () => {
    expect(readAggrEventsInput({}, new Date('2030-03-31T12:00:00Z'))).toEqual({
      from: '2030-03-01',
      to: '2030-03-31',
      field: 'event',
      expression: '"event"',
      size: 100,
    });
    expect(readAggrEventsInput({ startdate: '2030-01-01', enddate: '2030-01-31', aggregatedfield: 'Date', aggregatesize: '5000' })).toEqual({
      from: '2030-01-01',
      to: '2030-01-31',
      field: 'date',
      expression: expect.stringContaining('occurred_at'),
      size: 1000,
    });
  });

  it('answers 11 for a date that is not a day and 12 for an unknown field', () => {
    expect(code({ startdate: '2030-02-30' })).toBe(11);
    expect(code({ enddate: 'yesterday' })).toBe(11);
    expect(code({ aggregatedfield: 'subject' })).toBe(12);
    // names every object inherits are unknown fields too, never a function put into the SQL
    expect(['constructor', '__proto__', 'toString'].map((aggregatedfield) => code({ aggregatedfield }))).toEqual([12, 12, 12]);
  });
});
