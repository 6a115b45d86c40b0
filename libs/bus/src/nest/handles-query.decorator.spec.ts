import 'reflect-metadata';

import { IsInt, Min } from 'class-validator';

import { type BusReply, defineQuery, reply } from '@mail/contracts';

import { InProcessBus } from '../in-process.bus';
import { QueryFailedError } from '../query';
import { HandlesQuery } from './handles-query.decorator';

class Ping {
  @IsInt() @Min(1) userId!: number;
}
const PingQuery = defineQuery('lists.q.ping', Ping, reply<{ pong: number }>());

class PingHandler {
  calls = 0;

  @HandlesQuery(PingQuery)
  ping(request: Ping): { pong: number } {
    this.calls++;
    return { pong: request.userId };
  }
}

/** what the decorated method is at run time: the bus's raw handler */
const served = (handler: PingHandler) => (request: unknown) => (handler.ping as unknown as (r: unknown) => Promise<BusReply>).call(handler, request);

describe('@HandlesQuery', () => {
  it("answers with the handler's reply when the request matches the query's class", async () => {
    const handler = new PingHandler();
    await expect(served(handler)({ userId: 7 })).resolves.toEqual({ ok: true, body: { pong: 7 } });
  });

  it.each([[{ userId: 'x' }], [{}], [null], ['text']])(
    'answers an invalid request %j with an internal error naming the query, without running the handler',
    async (request) => {
      const handler = new PingHandler();
      const reply = await served(handler)(request);
      expect(reply).toEqual({ ok: false, hard: 100005, message: expect.stringContaining('Invalid request for lists.q.ping: ') });
      expect(handler.calls).toBe(0);
    },
  );

  it('is served and sent typed over the bus', async () => {
    const bus = new InProcessBus();
    const handler = new PingHandler();
    await bus.handle(PingQuery.subject, 'lists', served(handler));
    const answer: { pong: number } = await bus.query(PingQuery, { userId: 3 });
    expect(answer).toEqual({ pong: 3 });
    const failed = await bus.query(PingQuery, { userId: 0 }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(QueryFailedError);
    expect(failed).toMatchObject({ subject: 'lists.q.ping', hard: 100005, message: expect.stringContaining('userId must not be less than 1') });
  });

  it('holds the method to the query’s request and reply types', () => {
    class Wrong {
      // @ts-expect-error the reply type differs from the query's
      @HandlesQuery(PingQuery) ping(request: Ping): { pong: string } {
        return { pong: String(request.userId) };
      }
    }
    expect(Wrong).toBeDefined();
  });
});
