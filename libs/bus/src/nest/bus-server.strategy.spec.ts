import 'reflect-metadata';

import { type CanActivate, Controller, type INestMicroservice, Injectable, Module, type NestInterceptor, type Provider, UseGuards } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import type { MessageHandler } from '@nestjs/microservices';
import { IsInt } from 'class-validator';

import { defineQuery, reply } from '@mail/contracts';

import { InProcessBus } from '../in-process.bus';
import { QueryFailedError } from '../query';
import { BusServerStrategy } from './bus-server.strategy';
import { HandlesQuery } from './handles-query.decorator';

class Ping {
  @IsInt() userId!: number;
}
const PingQuery = defineQuery('lists.q.ping', Ping, reply<{ pong: number; by: string }>());
const GuardedQuery = defineQuery('lists.q.guarded', Ping, reply<{ pong: number; by: string }>());

@Injectable()
class Greeter {
  readonly name = 'nest-made';
}

class DenyAll implements CanActivate {
  canActivate(): boolean {
    return false;
  }
}

@Controller()
class PingHandler {
  constructor(private readonly greeter: Greeter) {}

  @HandlesQuery(PingQuery)
  ping(request: Ping) {
    return { pong: request.userId, by: this.greeter.name };
  }

  @UseGuards(DenyAll)
  @HandlesQuery(GuardedQuery)
  guarded(request: Ping) {
    return { pong: request.userId, by: this.greeter.name };
  }
}

const intercepted: string[] = [];
const countingInterceptor: Provider = {
  provide: APP_INTERCEPTOR,
  useValue: { intercept: (_context, next) => (intercepted.push('seen'), next.handle()) } satisfies NestInterceptor,
};

/** the strategy, counting the messages that went through Nest's RPC pipeline (the handlers Nest registered) */
class CountingStrategy extends BusServerStrategy {
  throughNest = 0;

  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler?: boolean, extras?: Record<string, unknown>): void {
    const counted = Object.assign((...args: Parameters<MessageHandler>) => (this.throughNest++, callback(...args)), callback);
    super.addHandler(pattern, counted as MessageHandler, isEventHandler, extras);
  }
}

async function boot(options: { direct: boolean; providers?: Provider[] }): Promise<{ bus: InProcessBus; strategy: CountingStrategy; app: INestMicroservice }> {
  @Module({ controllers: [PingHandler], providers: [Greeter, ...(options.providers ?? [])] })
  class PingModule {}
  const bus = new InProcessBus();
  const strategy = new CountingStrategy(bus, () => 'lists');
  const app = await NestFactory.createMicroservice(PingModule, { strategy, logger: false });
  if (options.direct) strategy.serveDirectly(app);
  await app.listen();
  return { bus, strategy, app };
}

describe(BusServerStrategy.name, () => {
  let app: INestMicroservice | undefined;
  afterEach(() => app?.close());

  it("calls a @HandlesQuery method of the instance Nest made, without Nest's RPC pipeline", async () => {
    const booted = await boot({ direct: true });
    app = booted.app;
    await expect(booted.bus.query(PingQuery, { userId: 3 })).resolves.toEqual({ pong: 3, by: 'nest-made' });
    expect(booted.strategy.throughNest).toBe(0);
  });

  it("keeps Nest's pipeline for a method with a guard, which still refuses", async () => {
    const booted = await boot({ direct: true });
    app = booted.app;
    await expect(booted.bus.query(GuardedQuery, { userId: 3 })).rejects.toBeInstanceOf(QueryFailedError);
    expect(booted.strategy.throughNest).toBe(1);
  });

  it("keeps Nest's pipeline for every method while the application has an interceptor of its own", async () => {
    const booted = await boot({ direct: true, providers: [countingInterceptor] });
    app = booted.app;
    intercepted.length = 0;
    await expect(booted.bus.query(PingQuery, { userId: 4 })).resolves.toEqual({ pong: 4, by: 'nest-made' });
    expect(intercepted).toEqual(['seen']);
    expect(booted.strategy.throughNest).toBe(1);
  });

  it("serves every method through Nest's pipeline unless asked to serve directly", async () => {
    const booted = await boot({ direct: false });
    app = booted.app;
    await expect(booted.bus.query(PingQuery, { userId: 5 })).resolves.toEqual({ pong: 5, by: 'nest-made' });
    expect(booted.strategy.throughNest).toBe(1);
  });
});
