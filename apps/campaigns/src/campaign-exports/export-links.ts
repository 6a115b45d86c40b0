import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/**
 * Download URLs of campaign export parts: `/campaigns/exports/<ExportID>.<part>.<expires>.<kid>.<mac>` on the edge,
 * signed so neither the export, the part nor the expiry (Unix seconds) can be changed.
 */
@Injectable()
export class CampaignExportLinks {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaigns.export');
  }

  url(exportId: number, part: number, expiresAt: Date): string {
    return `${publicBaseUrl()}/campaigns/exports/${this.signer.sign(`${exportId}.${part}.${Math.floor(expiresAt.getTime() / 1000)}`)}`;
  }

  /** the part a genuine token names and whether it is still valid; undefined for anything else */
  read(token: string): { exportId: number; part: number; expired: boolean } | undefined {
    const payload = this.signer.verify(token);
    const m = payload ? /^(\d{1,15})\.(\d{1,6})\.(\d{1,12})$/.exec(payload) : null;
    if (!m) return undefined;
    return { exportId: Number(m[1]), part: Number(m[2]), expired: Number(m[3]) * 1000 <= Date.now() };
  }
}
