import { addDecimal5, foldCounters, ZERO_COUNTERS } from './counters';

describe('foldCounters', () => {
  it('adds a fold to the counters: sums, reasons merged most first, cost exact, currency kept', () => {
    const before = {
      ...ZERO_COUNTERS,
      queued: 3,
      skipped: 2,
      skippedReasons: [{ reason: 'invalid_number', total: 2 }],
      sent: 3,
      awaitingReport: 3,
      cost: '0.01000',
      currency: 'USD',
    };
    const delta = {
      ...ZERO_COUNTERS,
      events: 4,
      skipped: 3,
      skippedReasons: [
        { reason: 'missing_number', total: 1 },
        { reason: 'invalid_number', total: 2 },
      ],
      delivered: 2,
      awaitingReport: -2,
      cost: '-0.00250',
    };
    expect(foldCounters(before, delta)).toMatchObject({
      queued: 3,
      skipped: 5,
      skippedReasons: [
        { reason: 'invalid_number', total: 4 },
        { reason: 'missing_number', total: 1 },
      ],
      delivered: 2,
      awaitingReport: 1,
      cost: '0.00750',
      currency: 'USD',
    });
  });

  it('adds decimal texts exactly to five places', () => {
    expect(addDecimal5('0.00000', '0.0075')).toBe('0.00750');
    expect(addDecimal5('12345678.12345', '0.00001')).toBe('12345678.12346');
    expect(addDecimal5('0.01000', '-0.02')).toBe('-0.01000');
    expect(addDecimal5('3', '4.5')).toBe('7.50000');
  });
});
