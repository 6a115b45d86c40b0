import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';

import { BUS, type Bus } from '../bus';
import { closeSharedBus, sharedBus } from '../create-bus';

@Global()
@Module({
  providers: [{ provide: BUS, useFactory: () => sharedBus(process.env.SERVICE_NAME ?? 'mail') }],
  exports: [BUS],
})
export class BusModule implements OnApplicationShutdown {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async onApplicationShutdown(): Promise<void> {
    void this.bus;
    await closeSharedBus();
  }
}
