import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Broadcasts } from '@mail/contracts';

import { SystemSettingsRepository } from './system-settings.repository';

/**
 * The system settings as this replica applies them: read once, then kept until settings.update broadcasts a change
 * (Broadcasts.SystemSettingsChanged), when every accounts replica drops its copy and the next read loads the new values.
 * So a change applies everywhere without a restart. A lost broadcast is bounded by a short TTL.
 */
@Injectable()
export class SystemSettingsCache implements OnModuleInit {
  private cached?: { values: Promise<Record<string, string>>; expiresAt: number };

  private static readonly TTL_MS = 60_000;

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly repository: SystemSettingsRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.onBroadcast(Broadcasts.SystemSettingsChanged, () => this.evict());
  }

  get(now = Date.now()): Promise<Record<string, string>> {
    if (!this.cached || this.cached.expiresAt <= now) {
      const values = this.repository.all();
      this.cached = { values, expiresAt: now + SystemSettingsCache.TTL_MS };
      values.catch(() => this.evict());
    }
    return this.cached.values;
  }

  evict(): void {
    this.cached = undefined;
  }

  /** after a write: this replica at once, every other one through the broadcast */
  async changed(): Promise<void> {
    this.evict();
    await this.bus.broadcast(Broadcasts.SystemSettingsChanged, {});
  }
}
