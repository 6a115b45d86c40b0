import 'reflect-metadata';

import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';

import { BUS, BusServerStrategy, InProcessBus, type InProcessBusOptions } from '@mail/bus';
import { type BusReply, type CommandSpec, commandsOf } from '@mail/contracts';

import { ListsModule } from '../src';

/**
 * Boots ListsModule on an in-process bus with a real database and calls commands as the edge would
 * (lower-cased parameter names, an AuthContext for the user).
 */
export class ListsHarness {
  private app?: INestMicroservice;
  readonly bus: InProcessBus;

  constructor(busOptions: InProcessBusOptions = {}) {
    this.bus = new InProcessBus(busOptions);
  }

  /** a provider of the running module (its data source, for instance) */
  get<T>(token: abstract new (...args: never[]) => T): T {
    if (!this.app) throw new Error('harness not started');
    return this.app.get(token);
  }

  async start(): Promise<void> {
    // The e2e global setup points DATABASE_URL at the run's scratch database.
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set (run through `npm test`, whose e2e setup provides it)');
    const bus = this.bus;
    @Module({ providers: [{ provide: BUS, useValue: bus }], exports: [BUS] })
    class TestBusModule {}
    const { Global } = await import('@nestjs/common');
    Global()(TestBusModule);
    @Module({ imports: [TestBusModule, ListsModule] })
    class HostModule {}
    this.app = await NestFactory.createMicroservice(HostModule, { strategy: new BusServerStrategy(bus, () => 'lists'), logger: false });
    await this.app.listen();
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(command: string, params: Record<string, unknown>, userId?: number, ip = '10.0.0.1'): Promise<BusReply<Record<string, any>>> {
    const spec = commandsOf('lists').find((c: CommandSpec) => c.name.toLowerCase() === command.toLowerCase());
    if (!spec) throw new Error(`unknown command ${command}`);
    const lowered = lower(params) as Record<string, unknown>;
    return this.bus.request(spec.subject, {
      command: spec.name,
      params: lowered,
      auth: userId ? { kind: 'user', userId, via: 'apikey', permissions: '*' } : null,
      requestId: 'test',
      meta: { ip },
    });
  }
}

function lower(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lower);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lower(v)]));
  return value;
}
