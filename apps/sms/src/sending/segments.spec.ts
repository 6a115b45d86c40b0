import { segment } from './segments';

describe(segment.name, () => {
  it('counts GSM-7 in 160-septet single parts and 153-septet concatenated parts', () => {
    expect(segment('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(segment('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(segment('a'.repeat(306)).parts).toBe(2);
    expect(segment('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character as two septets', () => {
    expect(segment('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(segment(`${'€'.repeat(80)}a`).parts).toBe(2);
  });

  it('switches to UCS-2 (70/67 units) for any character outside GSM, emoji taking two units', () => {
    expect(segment('ş'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(segment('ş'.repeat(71)).parts).toBe(2);
    expect(segment('😀').units).toBe(2);
    expect(segment('ş'.repeat(134)).parts).toBe(2);
    expect(segment('ş'.repeat(135)).parts).toBe(3);
  });
});
