import { answerInTime, dnsWorkBudgetMs } from './answer-in-time';
import { ProviderUnavailable } from './provider-errors';

describe('answerInTime', () => {
  const saved = process.env.BUS_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUS_TIMEOUT_MS;
    else process.env.BUS_TIMEOUT_MS = saved;
  });

  it('leaves the command 2.5 s of the bus timeout to answer, and at least one second of work', () => {
    process.env.BUS_TIMEOUT_MS = '10000';
    expect(dnsWorkBudgetMs()).toBe(7500);
    process.env.BUS_TIMEOUT_MS = '2000';
    expect(dnsWorkBudgetMs()).toBe(1000);
  });

  it('passes an answer through and turns a provider that never answers into ProviderUnavailable', async () => {
    process.env.BUS_TIMEOUT_MS = '1000';
    await expect(answerInTime(Promise.resolve('ok'), 'x')).resolves.toBe('ok');
    await expect(answerInTime(new Promise(() => undefined), 'cloudflare')).rejects.toEqual(new ProviderUnavailable('cloudflare did not answer in time'));
  });
});
