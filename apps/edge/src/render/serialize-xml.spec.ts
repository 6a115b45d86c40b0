import { parseStringPromise } from 'xml2js';

import { serializeXml, xmlText } from './serialize-xml';

describe('serializeXml', () => {
  it('renders strings with characters XML 1.0 cannot hold, as U+FFFD, in text and CDATA', async () => {
    const body = { ListName: 'a\u0001b', Value: 'x\u0002<y>', Ok: 'tab\tnew\nline\r', Odd: '\uFFFE\uD800z\uDC00', Emoji: '💥' };
    const doc = await parseStringPromise(serializeXml(body), { explicitArray: false });
    expect(doc.response).toEqual({ ListName: 'a\uFFFDb', Value: 'x\uFFFD<y>', Ok: 'tab\tnew\nline\r', Odd: '\uFFFD\uFFFDz\uFFFD', Emoji: '💥' });
  });

  it('renders keys with control characters as valid element names', async () => {
    const doc = await parseStringPromise(serializeXml({ CustomFields: { 'Field\u0003': 'v\u0004' } }), { explicitArray: false });
    expect(doc.response.CustomFields).toEqual({ node_Field_: 'v\uFFFD' });
  });

  it('returns clean strings unchanged', () => {
    const clean = 'plain text ü 💥';
    expect(xmlText(clean)).toBe(clean);
  });
});
