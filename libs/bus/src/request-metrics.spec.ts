import { metricsRegistry } from '@mail/ops';

import { InProcessBus } from './in-process.bus';

const count = async (command: string, outcome: string) => {
  const text = await metricsRegistry.metrics();
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`mail_bus_handled_duration_seconds_count{transport="in-process",service="metricsspec",command="${command}",outcome="${outcome}"}`),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('bus handler metrics', () => {
  it('observes every request in the answering process, by service, command and outcome', async () => {
    const bus = new InProcessBus();
    await bus.handle('metricsspec.cmd.echo', 'metricsspec', async (data) => ({ ok: true, body: data }));
    await bus.handle('metricsspec.cmd.crash', 'metricsspec', async () => {
      throw new Error('boom');
    });
    await bus.request('metricsspec.cmd.echo', { a: 1 });
    await bus.request('metricsspec.cmd.echo', { a: 2 });
    await expect(bus.request('metricsspec.cmd.crash', {})).rejects.toThrow('boom');
    expect([await count('cmd.echo', 'ok'), await count('cmd.echo', 'crashed'), await count('cmd.crash', 'crashed')]).toEqual([2, 0, 1]);
    await bus.close();
  });
});
