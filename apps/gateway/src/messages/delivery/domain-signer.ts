import { Injectable } from '@nestjs/common';

import type { DkimKey } from '@mail/mail';

import { DomainSecrets } from '../../domains/domain-secrets';
import type { SenderDomainRow } from '../../domains/sender-domain.row';

/** The DKIM key of a sender domain, opened once per sealed value (opening costs an unwrap per message otherwise). */
@Injectable()
export class DomainSigner {
  private readonly opened = new Map<string, DkimKey>();

  constructor(private readonly secrets: DomainSecrets) {}

  keyOf(domain: SenderDomainRow): DkimKey {
    const hit = this.opened.get(domain.dkim_private_key);
    if (hit) return hit;
    const key = { domainName: domain.name, keySelector: domain.dkim_selector, privateKey: this.secrets.dkim.open(domain.dkim_private_key) };
    if (this.opened.size > 1000) this.opened.clear();
    this.opened.set(domain.dkim_private_key, key);
    return key;
  }
}
