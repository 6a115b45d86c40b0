import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, commandAsUser } from '@mail/bus';
import { EmailGet } from '@mail/contracts';

const PARALLEL = 8;

export interface EmailName {
  name: string;
  subject: string;
}

/**
 * The names and subjects of the user's emails, asked of campaigns through Email.Get acting for the user (its own
 * rules: another user's email is not found). An email that no longer exists, or an answer that fails, is ''.
 */
@Injectable()
export class EmailNames {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, emailIds: number[]): Promise<Map<number, EmailName>> {
    const names = new Map<number, EmailName>();
    const ids = [...new Set(emailIds.filter((id) => id > 0))];
    for (let i = 0; i < ids.length; i += PARALLEL)
      await Promise.all(
        ids.slice(i, i + PARALLEL).map(async (id) => {
          try {
            const reply = await commandAsUser(this.bus, EmailGet, userId, { EmailID: id }, { requestId: `journey-email-name-${id}` });
            const info = reply.ok ? ((reply as { body?: { EmailInformation?: Record<string, unknown> } }).body?.EmailInformation ?? {}) : {};
            names.set(id, { name: String(info.EmailName ?? ''), subject: String(info.Subject ?? '') });
          } catch {
            names.set(id, { name: '', subject: '' });
          }
        }),
      );
    return names;
  }
}
