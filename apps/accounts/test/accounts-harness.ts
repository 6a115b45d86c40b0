import 'reflect-metadata';

import { Global, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';

import { BUS, BusServerStrategy, InProcessBus } from '@mail/bus';
import { type AuthContext, type BusReply, type CommandSpec, commandsOf } from '@mail/contracts';
import { dataSourceToken } from '@mail/db';

import { AccountsModule } from '../src';

/**
 * Boots AccountsModule on an in-process bus against the run's scratch database (DATABASE_URL from
 * the e2e global setup) and calls commands as the edge would: lower-cased names, an auth context.
 */
export class AccountsHarness {
  private app?: INestMicroservice;
  readonly bus = new InProcessBus();

  async start(): Promise<void> {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set (run through `npm test`, whose e2e setup provides it)');
    const bus = this.bus;
    @Global()
    @Module({ providers: [{ provide: BUS, useValue: bus }], exports: [BUS] })
    class TestBusModule {}
    @Module({ imports: [TestBusModule, AccountsModule] })
    class HostModule {}
    this.app = await NestFactory.createMicroservice(HostModule, { strategy: new BusServerStrategy(bus, () => 'accounts'), logger: false });
    await this.app.listen();
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T {
    return (this.app as INestMicroservice).get(token as never);
  }

  get db(): DataSource {
    return this.get<DataSource>(dataSourceToken('accounts'));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(command: string, params: Record<string, unknown>, auth: AuthContext | null = null, ip = '10.9.0.1'): Promise<BusReply<Record<string, any>>> {
    const spec = commandsOf('accounts').find((c: CommandSpec) => c.name.toLowerCase() === command.toLowerCase());
    if (!spec) throw new Error(`unknown command ${command}`);
    const lowered = Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v]));
    return this.bus.request(spec.subject, { command: spec.name, params: lowered, auth, requestId: 'test', meta: { ip } });
  }
}
