import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { Bus } from '@mail/bus';
import { SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT, type SenderDomainDkimReply } from '@mail/contracts';
import { formatKeyEntry, parseKeyring, SecretBox } from '@mail/secrets';

import { SenderDomainKeys } from './sender-domain-keys';

const keyring = parseKeyring(formatKeyEntry('k1', randomBytes(32)));
const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const sealed = new SecretBox(keyring, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT).seal(pem);

/** a bus answering the gateway's query from `answer`, counting the queries */
function gateway(answer: (domainId: number) => SenderDomainDkimReply | Error) {
  const asked: number[] = [];
  const bus = {
    query: async (_q: unknown, r: { domainId: number }) => {
      asked.push(r.domainId);
      const reply = answer(r.domainId);
      if (reply instanceof Error) throw reply;
      return reply;
    },
  } as unknown as Bus;
  return { asked, keys: new SenderDomainKeys(bus, keyring) };
}

const found = (domainId: number): SenderDomainDkimReply => ({
  found: true,
  domainId,
  name: `d${domainId}.test`,
  verificationStatus: 'Verified',
  dkimSelector: 'sel',
  sealedDkimPrivateKey: sealed,
});

describe(SenderDomainKeys.name, () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(performance, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('opens the sealed key into a DKIM key of the domain, and asks once per domain within the TTL', async () => {
    const { asked, keys } = gateway(found);
    const [a, b] = await Promise.all([keys.of(1, 5), keys.of(1, 5)]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ name: 'd5.test', dkim: { domainName: 'd5.test', keySelector: 'sel' } });
    expect(typeof a!.dkim.privateKey).toBe('object'); // parsed once, not PEM text
    now += 59_000;
    await keys.of(1, 5);
    expect(asked).toEqual([5]);
    now += 2_000;
    await keys.of(1, 5);
    expect(asked).toEqual([5, 5]);
  });

  it('a domain gone (or not the user’s) is undefined; a failed query is thrown and not kept', async () => {
    let fail = true;
    const { asked, keys } = gateway((id) => (id === 9 ? { found: false } : fail ? new Error('no responder') : found(id)));
    expect(await keys.of(1, 9)).toBeUndefined();
    expect(await keys.of(1, 9)).toBeUndefined();
    await expect(keys.of(1, 6)).rejects.toThrow('no responder');
    fail = false;
    expect(await keys.of(1, 6)).toMatchObject({ name: 'd6.test' });
    expect(asked).toEqual([9, 6, 6]); // not found is kept; the failure is not
  });

  it('keeps at most a thousand domains, the least recently used leaving first', async () => {
    const { asked, keys } = gateway(found);
    for (let id = 1; id <= 1001; id++) await keys.of(1, id);
    await keys.of(1, 1001);
    await keys.of(1, 1);
    expect(asked.length).toBe(1002);
  });
});
