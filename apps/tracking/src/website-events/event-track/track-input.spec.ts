import { type CommandError, errorHttpStatus, EventTrack, TextBounds } from '@mail/contracts';

import { readTrackInput, storedProperties } from './track-input';

const codeOf = (params: Record<string, unknown>) => {
  try {
    readTrackInput(params);
    return 0;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
};

describe(readTrackInput.name, () => {
  it('answers the spec codes in their order', () => {
    expect(codeOf({ event: 'x' })).toBe(4);
    expect(codeOf({ listid: 'abc', event: 'x' })).toBe(4);
    expect(codeOf({ listid: 1, event: ' ' })).toBe(5);
    expect(codeOf({ listid: 1, event: 'x', email: 'nope' })).toBe(7);
    expect(codeOf({ listid: 1, event: 'conversion', properties: {} })).toBe(8);
    expect(codeOf({ listid: 1, event: 'conversion', properties: { 'conversion-id': 'o1' } })).toBe(9);
    expect(codeOf({ listid: 1, event: 'conversion', properties: { 'conversion-id': 'o1', 'conversion-name': 'Order' } })).toBe(10);
    expect(codeOf({ listid: 1, event: 'conversion', properties: { 'conversion-id': 'o1', 'conversion-name': 'Order', 'conversion-value': 'x' } })).toBe(10);
    expect(codeOf({ listid: 1, event: 'conversion', properties: { 'conversion-id': 'o1', 'conversion-name': 'Order', 'conversion-value': '9.5' } })).toBe(0);
  });

  it('answers 11 for a property map over TextBounds.text as JSON, after the spec codes, and cuts an over-long event name', () => {
    // {"n":"…"} is 8 characters around the value
    const map = (length: number) => ({ n: 'x'.repeat(length - 8) });
    expect(codeOf({ listid: 1, event: 'x', properties: map(TextBounds.text) })).toBe(0);
    expect(codeOf({ listid: 1, event: 'x', properties: map(TextBounds.text + 1) })).toBe(11);
    expect(codeOf({ listid: 1, event: 'x', identifyproperties: map(TextBounds.text + 1) })).toBe(11);
    expect(codeOf({ listid: 1, event: 'x', email: 'nope', properties: map(TextBounds.text + 1) })).toBe(7);
    expect(readTrackInput({ listid: 1, event: 'e'.repeat(300) }).event).toBe('e'.repeat(TextBounds.name));
  });

  it('answers 422 on the v1 shape (the contract gives every code of event.track 422)', () => {
    expect(errorHttpStatus(EventTrack, codeOf({ listid: 1 }))).toBe(422);
    for (const code of [4, 5, 7, 8, 9, 10, 11]) expect(errorHttpStatus(EventTrack, code)).toBe(422);
  });

  it('generates a UUID when none is given and keeps a given one', () => {
    const a = readTrackInput({ listid: 1, event: 'pageView' });
    expect(a.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(readTrackInput({ listid: 1, event: 'pageView', uuid: 'visitor-1' }).uuid).toBe('visitor-1');
  });

  it('lower-cases the address and property names, and knows test events (no conversion check)', () => {
    const input = readTrackInput({ listid: '7', event: 'conversion', email: 'A@Example.COM', properties: { IsTest: 'true' } });
    expect(input).toMatchObject({ listId: 7, email: 'a@example.com', isTest: true, properties: { istest: 'true' } });
  });
});

describe(storedProperties.name, () => {
  it('carries every standard $ property, the caller values, and the per-type ones', () => {
    const input = readTrackInput({
      listid: 3,
      event: 'conversion',
      uuid: 'v1',
      id: 'ext-1',
      properties: { $browser: 'Firefox', 'conversion-id': 'o1', 'conversion-name': 'Order', 'conversion-value': 12 },
    });
    const props = storedProperties(input, 'api');
    expect(props).toMatchObject({ $browser: 'Firefox', $list_id: 3, $uuid: 'v1', $lib: 'api', $id: 'ext-1', $os: '', conversionvalue: 12 });
    expect(props.$sent_at).toEqual(expect.any(String));
  });
});
