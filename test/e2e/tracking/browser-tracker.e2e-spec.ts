import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { chromium, type Browser } from 'playwright-core';

import { unique } from '@mail/testing';

import { email, trackingUser, waitFor } from './tracking-helpers';

/**
 * The browser tracker in a real headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH): a page on
 * another origin carries a list's EventTrackerJS; its page view and an identify reach tracking through the edge
 * and show up in Subscriber.Get. Without Chromium the test is skipped, unless CI_REQUIRE_TOOLS=1 makes it fail.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(chromiumPath);
if (!available && process.env.CI_REQUIRE_TOOLS !== '1') console.log(`browser tracker test skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
const describeWithChromium = available || process.env.CI_REQUIRE_TOOLS === '1' ? describe : describe.skip;

function servePage(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://localhost:${(server.address() as AddressInfo).port}/shop?x=1` })),
  );
}

describeWithChromium('the browser tracker', () => {
  let browser: Browser;

  beforeAll(async () => {
    if (!available) throw new Error(`CI_REQUIRE_TOOLS=1 but no Chromium at ${chromiumPath}`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends the page view on load and an identify; both show up in Subscriber.Get with the $ properties of the browser', async () => {
    const u = await trackingUser();
    const listId = await u.list();
    const alias = `Name${unique('a').replace(/\W/g, '')}`;
    const field = await u.field(listId, { MergeTagAlias: alias });
    const { EventTrackerJS } = (await u.ok('List.Get', { ListID: listId })).List;
    const address = email('browser');
    const page = `<!doctype html><html><head><title>Tracker shop</title>${EventTrackerJS}
<script>mtrack('identify', ${JSON.stringify(address)}, { name: 'Ada', ${JSON.stringify(alias)}: 'Ada L.' });</script></head><body>Shop</body></html>`;
    const { server, url } = await servePage(page);
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(url);
      const events = await waitFor(
        async () => (await u.subscriberGet(listId, address)).body?.SubscriberWebsiteEvents,
        (value) => !!value && !Array.isArray(value) && (Object.values(value)[0] as unknown[] | undefined)?.length === 2,
        20_000,
      );
      expect(errors).toEqual([]);
      const [uuid] = Object.keys(events);
      const byEvent = Object.fromEntries((events[uuid] as { event: string; parameters: { keys: string[]; values: unknown[] } }[]).map((e) => [e.event, e]));
      expect(Object.keys(byEvent).sort()).toEqual(['identify', 'pageView']);
      const props = (name: string) => Object.fromEntries(byEvent[name].parameters.keys.map((k, i) => [k, byEvent[name].parameters.values[i]]));
      expect(props('pageView')).toMatchObject({
        $browser: 'Chrome',
        $lib: 'web',
        $pagetitle: 'Tracker shop',
        $pathname: '/shop',
        $current_url: url,
        $host: new URL(url).host,
        $uuid: uuid,
        $list_id: listId,
        url,
      });
      expect(Number(props('pageView').$screen_width)).toBeGreaterThan(0);
      expect(props('identify')).toMatchObject({ emailaddress: address, name: 'Ada' });
      const info = (await u.subscriberGet(listId, address)).body.SubscriberInformation;
      expect(info[`CustomField${field}`]).toBe('Ada L.');
      await tab.close();
    } finally {
      server.close();
    }
  });
});
