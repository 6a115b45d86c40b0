import { randomBytes } from 'node:crypto';

import { SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT } from '@mail/contracts';
import { formatKeyEntry, parseKeyring, SecretBox } from '@mail/secrets';

import { DomainSecrets } from '../domain-secrets';
import type { SenderDomainRepository } from '../sender-domain.repository';
import type { SenderDomainRow } from '../sender-domain.row';
import { SenderDomainDkimService } from './sender-domain-dkim.service';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIE-test\n-----END PRIVATE KEY-----';

describe(SenderDomainDkimService.name, () => {
  const keyring = parseKeyring(formatKeyEntry('k1', randomBytes(32)));
  const secrets = new DomainSecrets(keyring);
  const row = {
    id: 7,
    user_id: 3,
    name: 'mail.shop.test',
    dkim_selector: 'sel1',
    dkim_private_key: secrets.dkim.seal(PEM),
    verification_status: 'Pending',
  } as SenderDomainRow;
  // the repository's own scoping: the row is found only by its owner
  const repository = { findOwned: async (userId: number, id: number) => (userId === row.user_id && id === row.id ? row : undefined) };
  const service = new SenderDomainDkimService(repository as unknown as SenderDomainRepository, secrets, keyring);

  it("answers the user's domain with its key sealed for the bus, never in plain text", async () => {
    const reply = await service.find({ userId: 3, domainId: 7, withKey: true });
    expect(reply).toMatchObject({ found: true, domainId: 7, name: 'mail.shop.test', dkimSelector: 'sel1', verificationStatus: 'Pending' });
    const sealed = (reply as { sealedDkimPrivateKey: string }).sealedDkimPrivateKey;
    expect(sealed).not.toContain('MIIE-test');
    expect(new SecretBox(keyring, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT).open(sealed)).toBe(PEM);
    // the column's sealed value is not what travels, and the transport value does not open as the column's
    expect(sealed).not.toBe(row.dkim_private_key);
    expect(() => secrets.dkim.open(sealed)).toThrow();
  });

  it('carries no key to an ownership check (without withKey)', async () => {
    const reply = await service.find({ userId: 3, domainId: 7 });
    expect(reply).toMatchObject({ found: true, domainId: 7 });
    expect(reply).not.toHaveProperty('sealedDkimPrivateKey');
  });

  it("answers another user's domain, and a missing one, as not found", async () => {
    expect(await service.find({ userId: 4, domainId: 7 })).toEqual({ found: false });
    expect(await service.find({ userId: 3, domainId: 8 })).toEqual({ found: false });
  });
});
