import { answerInTime, dnsWorkBudgetMs } from './answer-in-time';
import { ProviderUnavailable } from './provider-errors';

describe('answerInTime', () => {
  it('leaves the command 2.5 s of the bus timeout to answer, and at least one second of work', () => {
    expect(dnsWorkBudgetMs(10_000)).toBe(7500);
    expect(dnsWorkBudgetMs(2000)).toBe(1000);
  });

  it('passes an answer through and turns a provider that never answers into ProviderUnavailable', async () => {
    const budget = dnsWorkBudgetMs(1000);
    await expect(answerInTime(Promise.resolve('ok'), 'x', budget)).resolves.toBe('ok');
    await expect(answerInTime(new Promise(() => undefined), 'cloudflare', budget)).rejects.toEqual(
      new ProviderUnavailable('cloudflare did not answer in time'),
    );
  });
});
