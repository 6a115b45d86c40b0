import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/**
 * Download URLs of event export parts: `/gateway/exports/<ExportID>.<part>.<expires>.<kid>.<mac>` on the edge,
 * signed so neither the export, the part nor the expiry (Unix seconds) can be changed.
 */
@Injectable()
export class EventExportLinks {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'gateway.event-export');
  }

  url(exportId: number, part: number, expiresAt: Date): string {
    return `${publicBaseUrl()}/gateway/exports/${this.signer.sign(`${exportId}.${part}.${Math.floor(expiresAt.getTime() / 1000)}`)}`;
  }

  /** the part a genuine token names and whether it is still valid; undefined for anything else */
  read(token: string): { exportId: number; part: number; expired: boolean } | undefined {
    const payload = this.signer.verify(token);
    const m = payload ? /^(\d{1,15})\.(\d{1,6})\.(\d{1,12})$/.exec(payload) : null;
    if (!m) return undefined;
    return { exportId: Number(m[1]), part: Number(m[2]), expired: Number(m[3]) * 1000 <= Date.now() };
  }
}
