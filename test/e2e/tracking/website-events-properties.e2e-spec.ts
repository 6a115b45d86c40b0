import { FORMATS, legacyCode, trackingUser, type TrackingUser, v1Code } from './tracking-helpers';

describe('Website_Events.Properties', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let listId: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    listId = await u.list();
    await u.v1('POST', 'event', { ListID: listId, Event: 'pageView', Properties: { url: 'https://a.example/' } });
    await u.v1('POST', 'event', { ListID: listId, Event: 'customEvent', Properties: { zeta: 1, alpha: 2 } });
    await u.v1('POST', 'event', { ListID: listId, Event: 'conversion', Properties: { 'conversion-id': 'o', 'conversion-name': 'n', 'conversion-value': 1 } });
  });

  it('answers ListID and the property names per event, sorted by event name and property name', async () => {
    const res = await u.v1('GET', 'website_events.properties', { ListID: listId });
    expect(res.status).toBe(200);
    expect(res.body.ListID).toBe(listId);
    expect(Object.keys(res.body.Properties)).toEqual(['conversion', 'customEvent', 'pageView']);
    for (const names of Object.values<string[]>(res.body.Properties)) expect(names).toEqual([...names].sort());
    expect(res.body.Properties.customEvent).toEqual(expect.arrayContaining(['alpha', 'zeta', '$browser']));
    expect(res.body.Properties.conversion).toEqual(expect.arrayContaining(['conversion-id', 'conversionvalue']));
  });

  it('answers events named like Object.prototype members as plain events (they once failed the whole list with 100005)', async () => {
    const list = await u.list();
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    for (const name of names) expect((await u.v1('POST', 'event', { ListID: list, Event: name, Properties: { [`p_${name}`]: 1 } })).status).toBe(200);
    const res = await u.v1('GET', 'website_events.properties', { ListID: list });
    expect(res.status).toBe(200);
    // read from the text: JSON.parse keeps `__proto__` as a key of its own
    const { Properties } = JSON.parse(res.text) as { Properties: Record<string, string[]> };
    const properties = new Map(Object.entries(Properties));
    expect([...properties.keys()].sort()).toEqual([...names].sort());
    for (const name of names) expect(properties.get(name)).toContain(`p_${name.toLowerCase()}`);
  });

  it('is reachable through the legacy command', async () => {
    const res = await u.legacy('Website_Events.Properties', { ListID: listId });
    expect(res.body.Properties.pageView).toContain('url');
    expect(legacyCode(await u.legacy('Website_Events.Properties', {}))).toBe(1);
  });

  describe.each(FORMATS)('codes (%s)', (format) => {
    it('1 missing ListID (HTTP 422), 2 invalid (422), 3 not found (404)', async () => {
      const missing = await u.v1('GET', 'website_events.properties', {}, format);
      const invalid = await u.v1('GET', 'website_events.properties', { ListID: 'x' }, format);
      const absent = await u.v1('GET', 'website_events.properties', { ListID: 999999999 }, format);
      expect([missing.status, v1Code(missing)]).toEqual([422, 1]);
      expect([invalid.status, v1Code(invalid)]).toEqual([422, 2]);
      expect([absent.status, v1Code(absent)]).toEqual([404, 3]);
    });

    it("3 for another user's list: nobody reads another user's events", async () => {
      const res = await other.v1('GET', 'website_events.properties', { ListID: listId }, format);
      expect([res.status, v1Code(res)]).toEqual([404, 3]);
    });
  });
});
