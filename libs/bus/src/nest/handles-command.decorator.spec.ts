import 'reflect-metadata';

import { type BusReply, type BusRequest, code, CommandError, defineCommand, IsPresent } from '@mail/contracts';

import { HandlesCommand } from './handles-command.decorator';

class ExampleRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  subscriberlistid?: string;
}

const Example = defineCommand({ name: 'Example.Run', service: 'lists', auth: 'user', summary: 'x', request: ExampleRequest, errorStyle: 'array' });

class ExampleHandler {
  error?: Error;
  seen?: Record<string, unknown>;

  @HandlesCommand(Example)
  handle(req: BusRequest): unknown {
    this.seen = req.params;
    if (this.error) throw this.error;
    return { ok: 1 };
  }
}

const run = (handler: ExampleHandler, params: Record<string, unknown>) =>
  handler.handle({ params, auth: { kind: 'user', userId: 1 } } as unknown as BusRequest) as Promise<BusReply>;

describe('@HandlesCommand', () => {
  it("answers the DTO's first failing rule on receipt, in the contract's style, before the service runs", async () => {
    const handler = new ExampleHandler();
    const reply = await run(handler, { SubscriberListID: ' ' });
    expect(reply).toEqual({ ok: false, failure: expect.objectContaining({ style: 'array', errors: [expect.objectContaining({ code: 1 })] }) });
    expect(handler.seen).toBeUndefined();
  });

  it("gives a service's CommandError the contract's style unless the thrower chose one", async () => {
    const handler = new ExampleHandler();
    handler.error = new CommandError(4, 'Invalid list');
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'array' }) });
    handler.error = new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'scalar' }) });
  });

  it('hands the service lower-cased params', async () => {
    const handler = new ExampleHandler();
    expect(await run(handler, { SubscriberListID: '3', Other: 'x' })).toEqual({ ok: true, body: { ok: 1 } });
    expect({ ...handler.seen }).toEqual({ subscriberlistid: '3', other: 'x' });
  });
});
