import { abTestingOf } from './ab-testing';

const problem = (value: unknown) => (abTestingOf(value) as { problem?: number }).problem;

describe('abTestingOf', () => {
  it('reads JSON text, objects and bracket form fields, keys in any casing', () => {
    const expected = {
      variations: [
        { emailId: 4, weight: 70 },
        { emailId: 9, weight: 30 },
      ],
    };
    expect(abTestingOf('{"Variations":[{"EmailID":4,"Weight":70},{"EmailID":"9","Weight":"30"}]}')).toEqual(expected);
    expect(
      abTestingOf({
        variations: [
          { emailid: '4', weight: '70' },
          { email_id: 9, WEIGHT: 30 },
        ],
      }),
    ).toEqual(expected);
    expect(abTestingOf({ variations: { '1': { emailid: '9', weight: '30' }, '0': { emailid: '4', weight: '70' } } })).toEqual(expected);
    expect(abTestingOf({ variations: '[{"emailId":4,"weight":70},{"emailId":9,"weight":30}]' })).toEqual(expected);
    expect(
      abTestingOf([
        { EmailID: 4, Weight: 70 },
        { EmailID: 9, Weight: 30 },
      ]),
    ).toEqual(expected);
  });

  it('switches off with 0, false, none, null', () => {
    for (const off of ['0', 'false', 'None', 'null', null, false]) expect(abTestingOf(off)).toEqual({ off: true });
  });

  it('answers the vendor codes in order', () => {
    expect(problem('not json')).toBe(17);
    expect(problem(42)).toBe(17);
    expect(problem({ other: 1 })).toBe(18);
    expect(problem({ variations: 'x' })).toBe(18);
    expect(problem({ variations: [{ emailid: 1, weight: 1 }] })).toBe(21);
    expect(problem({ variations: Array.from({ length: 6 }, (_, i) => ({ emailid: i + 1, weight: 1 })) })).toBe(22);
    expect(problem({ variations: [{ emailid: 1 }, { emailid: 2, weight: 1 }] })).toBe(23);
    expect(
      problem({
        variations: [
          { emailid: 1, weight: '' },
          { emailid: 2, weight: 1 },
        ],
      }),
    ).toBe(23);
    expect(
      problem({
        variations: [
          { emailid: 'x', weight: 1 },
          { emailid: 2, weight: 1 },
        ],
      }),
    ).toBe(24);
    expect(
      problem({
        variations: [
          { emailid: 1, weight: 0 },
          { emailid: 2, weight: 1 },
        ],
      }),
    ).toBe(24);
    expect(
      problem({
        variations: [
          { emailid: 1, weight: -5 },
          { emailid: 2, weight: 1 },
        ],
      }),
    ).toBe(24);
    expect(
      problem({
        variations: [
          { emailid: 1, weight: 0.5 },
          { emailid: 2, weight: 99.5 },
        ],
      }),
    ).toBe(25);
    expect(
      problem({
        variations: [
          { emailid: 1, weight: 1 },
          { emailid: 2, weight: 99 },
        ],
      }),
    ).toBeUndefined();
  });
});
