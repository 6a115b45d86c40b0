import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

import { createMailer } from './create-mailer';
import { MAILER, type Mailer } from './mailer';

@Injectable()
class MailerShutdown implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.mailer.close();
  }
}

/** Provides MAILER (chosen from the environment when the module is created) and closes its pool on shutdown. */
@Module({
  providers: [{ provide: MAILER, useFactory: createMailer }, MailerShutdown],
  exports: [MAILER],
})
export class MailModule {}
