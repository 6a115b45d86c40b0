import type { ServiceDb } from '@mail/kit';

import { JourneyMailRepository } from './journey-mail.repository';

/** journey_link in memory: what SELECT and INSERT … ON CONFLICT DO NOTHING would do, and every write seen */
function fakeLinks() {
  const links = new Map<string, number>();
  const writes: string[][] = [];
  const db = {
    query: async (sql: string, [, urls]: [number, string[]]) => {
      if (sql.trimStart().startsWith('INSERT')) {
        writes.push(urls);
        for (const url of urls) if (!links.has(url)) links.set(url, links.size + 1);
        return [];
      }
      return urls.filter((url) => links.has(url)).map((url) => ({ id: String(links.get(url)), url }));
    },
  } as unknown as ServiceDb;
  return { writes, repository: new JourneyMailRepository(db) };
}

describe(JourneyMailRepository.name, () => {
  it('creates an email’s link ids once: a later send or web view of the same links only reads them', async () => {
    const { writes, repository } = fakeLinks();
    const urls = ['https://shop.example/a', 'https://shop.example/b'];
    const first = await repository.linkIds(9, urls);
    expect(first).toEqual({ 'https://shop.example/a': 1, 'https://shop.example/b': 2 });
    expect(await repository.linkIds(9, urls)).toEqual(first);
    expect(writes).toEqual([urls]);
  });

  it('writes only the links the email gained since', async () => {
    const { writes, repository } = fakeLinks();
    await repository.linkIds(9, ['https://shop.example/a']);
    const ids = await repository.linkIds(9, ['https://shop.example/a', 'https://shop.example/new']);
    expect(ids).toEqual({ 'https://shop.example/a': 1, 'https://shop.example/new': 2 });
    expect(writes).toEqual([['https://shop.example/a'], ['https://shop.example/new']]);
  });
});
