import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

import { CountedMailer } from './counted.mailer';
import { createMailer } from './create-mailer';
import { MAIL_TRANSPORT, MAILER, type Mailer } from './mailer';

@Injectable()
class MailerShutdown implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly mailer: Mailer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.mailer.close();
  }
}

/** The application's one outbound transport (chosen from the environment when created), closed on shutdown. */
@Module({
  providers: [{ provide: MAIL_TRANSPORT, useFactory: createMailer }, MailerShutdown],
  exports: [MAIL_TRANSPORT],
})
class MailTransportModule {}

const MAIL_SERVICE = Symbol('mail:mail-service');

/**
 * `imports: [MailModule.forService('campaigns')]` provides MAILER: the application's one transport (one SMTP pool
 * however many services the process hosts), counted per service in mail_messages_sent_total.
 */
@Module({})
export class MailModule {
  static forService(service: string): DynamicModule {
    return {
      module: MailModule,
      imports: [MailTransportModule],
      providers: [
        // a value per service keeps two services' modules apart under Nest's deep-hash module ids
        { provide: MAIL_SERVICE, useValue: service },
        { provide: MAILER, useFactory: (transport: Mailer) => new CountedMailer(transport, service), inject: [MAIL_TRANSPORT] },
      ],
      exports: [MAILER],
    };
  }
}
