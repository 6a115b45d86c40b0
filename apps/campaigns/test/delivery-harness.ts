import { Global, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';

import { BUS, BusServerStrategy, InProcessBus } from '@mail/bus';
import { type BusReply, type CommandSpec, NO_USER_LIMITS, Queries, type UserLimitsReply, type UserSendingProfileReply, commandsOf } from '@mail/contracts';
import { dataSourceToken } from '@mail/db';
import { ListsModule } from '@mail/lists';
import { MAIL_TRANSPORT, type Mailer } from '@mail/mail';

import { CampaignsModule } from '../src';

export interface FakeAccount {
  limits?: Partial<Pick<UserLimitsReply['limits'], 'maxSendPerMinute' | 'maxSendPerHour' | 'maxSendPerDay' | 'defaultSenderDomainMonthly'>>;
  /** the group's default sender domain (the monthly limit applies to runs sending from it) */
  defaultSenderDomain?: string;
  profile?: Partial<UserSendingProfileReply>;
}

/**
 * Campaigns (and lists, for audiences) on one in-process bus with a real database; accounts is answered by
 * fakes at the bus (the user's limits and sending profile). A second replica of campaigns can join the same
 * bus and database, with its own mailer.
 */
export class DeliveryHarness {
  readonly bus = new InProcessBus({ retryDelayMs: () => 20 });
  readonly accounts = new Map<number, FakeAccount>();
  private readonly apps: INestMicroservice[] = [];

  async start(): Promise<INestMicroservice> {
    await this.fakeAccounts();
    return this.boot([ListsModule, CampaignsModule]);
  }

  /** another campaigns replica on the same bus and database (a second process would be the same) */
  replica(): Promise<INestMicroservice> {
    return this.boot([CampaignsModule]);
  }

  /** the replica's outbound transport, behind every service's MAILER (a test may wrap its sendRaw) */
  mailer(app: INestMicroservice): Mailer {
    return app.get<Mailer>(MAIL_TRANSPORT, { strict: false });
  }

  dataSource(app: INestMicroservice = this.apps[0]): DataSource {
    return app.get<DataSource>(dataSourceToken('campaigns'));
  }

  async close(app: INestMicroservice): Promise<void> {
    this.apps.splice(this.apps.indexOf(app), 1);
    await app.close();
  }

  async stop(): Promise<void> {
    for (const app of this.apps.reverse()) await app.close();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async lists(command: string, params: Record<string, unknown>, userId: number): Promise<Record<string, any>> {
    const spec = commandsOf('lists').find((c: CommandSpec) => c.name.toLowerCase() === command.toLowerCase());
    if (!spec) throw new Error(`unknown command ${command}`);
    const lowered = Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v]));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const reply = await this.bus.request<BusReply<Record<string, any>>>(spec.subject, {
      command: spec.name,
      params: lowered,
      auth: { kind: 'user', userId, via: 'apikey', permissions: '*' },
      requestId: 'test',
      meta: { ip: '10.0.0.1' },
    });
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  }

  private async boot(modules: unknown[]): Promise<INestMicroservice> {
    const bus = this.bus;
    @Global()
    @Module({ providers: [{ provide: BUS, useValue: bus }], exports: [BUS] })
    class TestBusModule {}
    @Module({ imports: [TestBusModule, ...(modules as never[])] })
    class HostModule {}
    const app = await NestFactory.createMicroservice(HostModule, {
      strategy: new BusServerStrategy(bus, (subject) => subject.split('.')[0]),
      logger: false,
      abortOnError: false,
    });
    await app.listen();
    this.apps.push(app);
    return app;
  }

  private async fakeAccounts(): Promise<void> {
    const account = (userId: number) => this.accounts.get(userId) ?? {};
    await this.bus.handle(Queries.UserLimits.subject, 'accounts', async (data) => {
      const userId = Number((data as { userId: number }).userId);
      const limits = { ...NO_USER_LIMITS, ...account(userId).limits };
      return {
        ok: true,
        body: {
          userId,
          userGroupId: 1,
          limits,
          defaultSenderDomain: account(userId).defaultSenderDomain ?? '',
        },
      };
    });
    await this.bus.handle(Queries.UserSendingProfile.subject, 'accounts', async (data) => {
      const userId = Number((data as { userId: number }).userId);
      return { ok: true, body: { userId, fields: {}, customEmailHeaders: '', whiteListedEmailAddresses: [], ...account(userId).profile } };
    });
  }
}
