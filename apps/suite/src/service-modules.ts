import type { Type } from '@nestjs/common';

import { AccountsModule } from '@mail/accounts';
import { CampaignsModule } from '@mail/campaigns';
import { GatewayModule } from '@mail/gateway';
import { ListsModule } from '@mail/lists';
import { SmsModule } from '@mail/sms';
import { JourneysModule } from '@mail/journeys';
import { TrackingModule } from '@mail/tracking';

/** Every service module that is built. The suite loads them all (or those named in SERVICES). */
export const SERVICE_MODULES: Record<string, Type> = {
  accounts: AccountsModule,
  lists: ListsModule,
  campaigns: CampaignsModule,
  tracking: TrackingModule,
  gateway: GatewayModule,
  sms: SmsModule,
  journeys: JourneysModule,
};

export function selectedServiceModules(selection = process.env.SERVICES): Type[] {
  const names = selection
    ? selection
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Object.keys(SERVICE_MODULES);
  return names.map((name) => {
    const module = SERVICE_MODULES[name];
    if (!module) throw new Error(`Unknown service "${name}" in SERVICES (known: ${Object.keys(SERVICE_MODULES).join(', ')})`);
    return module;
  });
}
