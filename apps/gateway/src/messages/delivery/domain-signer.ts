import { Injectable } from '@nestjs/common';

import { type DkimKey, dkimPrivateKey } from '@mail/mail';

import { DomainSecrets } from '../../domains/domain-secrets';
import type { SenderDomainRow } from '../../domains/sender-domain.row';

/**
 * The DKIM key of a sender domain, opened and parsed once per sealed value (otherwise each message would cost an
 * unwrap, and each signature a PEM decode).
 */
@Injectable()
export class DomainSigner {
  private readonly opened = new Map<string, DkimKey>();

  constructor(private readonly secrets: DomainSecrets) {}

  keyOf(domain: SenderDomainRow): DkimKey {
    const hit = this.opened.get(domain.dkim_private_key);
    if (hit) return hit;
    const key = { domainName: domain.name, keySelector: domain.dkim_selector, privateKey: dkimPrivateKey(this.secrets.dkim.open(domain.dkim_private_key)) };
    if (this.opened.size > 1000) this.opened.clear();
    this.opened.set(domain.dkim_private_key, key);
    return key;
  }
}
