import { ListsHarness } from './lists-harness';

/**
 * Orientation figures for docs/services/lists.md (run with LISTS_PERF=1; LISTS_PERF_ROWS to size it):
 * import throughput through the worker, segment count with a 3-rule segment, bulk tag by rules.
 */
const run = process.env.LISTS_PERF ? describe : describe.skip;
const ROWS = Number(process.env.LISTS_PERF_ROWS ?? 200_000);

run('lists performance (orientation)', () => {
  const h = new ListsHarness();
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const ok = async (command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command}: ${JSON.stringify(reply)}`);
    return reply.body;
  };

  it('imports, counts a segment and tags by rules', async () => {
    const { ListID } = await ok('List.Create', { SubscriberListName: 'perf' });
    const { CustomFieldID } = await ok('CustomField.Create', { SubscriberListID: ListID, FieldName: 'Country', FieldType: 'Single line' });
    const countries = ['TR', 'US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE'];
    const lines = ['email,country'];
    for (let i = 0; i < ROWS; i++) lines.push(`user${i}@example${i % 50}.com,${countries[i % 10]}`);
    const csv = lines.join('\n');
    let started = Date.now();
    const { ImportID } = await ok('Subscribers.Import', { ListID, CSV: csv });
    let status;
    for (;;) {
      status = (await ok('Subscribers.Import.Status', { ImportID })).Import;
      if (status.Status !== 'Pending' && status.Status !== 'Running') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const importMs = Date.now() - started;
    console.log(
      `import ${ROWS} rows: ${importMs} ms = ${Math.round(ROWS / (importMs / 1000))} rows/s, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
      status.Status,
    );

    const { TagID } = await ok('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'seed' });
    started = Date.now();
    const tagged = await ok('Subscriber.Tag', {
      TagID,
      SubscriberListID: ListID,
      RulesJSON: JSON.stringify([
        [{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@example7.com' }],
        [{ type: 'fields', field_id: String(CustomFieldID), operator: 'is', value: 'DE' }],
      ]),
      RulesOperator: 'or',
    });
    console.log(`tag by rules: ${tagged.TotalAffected} subscribers in ${Date.now() - started} ms`);
    await ok('Suppression.Import', { EmailAddressesBulk: Array.from({ length: 1000 }, (_, i) => `user${i * 7}@example${(i * 7) % 50}.com`).join('\n') });
    const { SegmentID } = await ok('Segment.Create', {
      SubscriberListID: ListID,
      SegmentName: '3 rules',
      SegmentOperator: 'and',
      RulesJson: JSON.stringify([
        [
          { type: 'fields', field_id: String(CustomFieldID), operator: 'is', value: 'DE' },
          { type: 'tags', operator: 'has this tag', value: String(TagID) },
          { type: 'suppressions', operator: 'not exist' },
        ],
      ]),
    });
    for (let i = 0; i < 3; i++) {
      started = Date.now();
      const members = await ok('Subscribers.Get', { SubscriberListID: ListID, SubscriberSegment: String(SegmentID), RecordsPerRequest: 1 });
      console.log(`segment count: ${members.TotalSubscribers} in ${Date.now() - started} ms`);
    }
    started = Date.now();
    for (let i = 0; i < 200; i++) await ok('List.Get', { ListID });
    console.log(`List.Get in-process: ${((Date.now() - started) / 200).toFixed(2)} ms avg`);
    started = Date.now();
    for (let i = 0; i < 200; i++) await ok('Subscriber.Get', { ListID, EmailAddress: `user${i}@example${i % 50}.com` });
    console.log(`Subscriber.Get in-process: ${((Date.now() - started) / 200).toFixed(2)} ms avg`);
    started = Date.now();
    for (let i = 0; i < 500; i++) await ok('Subscriber.Create', { ListID, EmailAddress: `new${i}-${Date.now()}@example.com` });
    console.log(`Subscriber.Create in-process sequential: ${((Date.now() - started) / 500).toFixed(2)} ms avg`);
    expect(status.Status).toBe('Completed');
  });
});
