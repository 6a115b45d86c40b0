import { parseStringPromise } from 'xml2js';

import { render, renderFile } from './render';

const xml = (text: string) => parseStringPromise(text, { explicitArray: false });

describe('render', () => {
  it('writes a file download as it is: its status, type, headers and bytes', () => {
    const text = renderFile({
      type: 'raw',
      response: { status: 200, contentType: 'text/csv', body: 'a,b\r\n', headers: { 'content-disposition': 'attachment' } },
    });
    expect([text.status, text.contentType, text.body.toString(), text.headers]).toEqual([200, 'text/csv', 'a,b\r\n', { 'content-disposition': 'attachment' }]);
    const bytes = renderFile({
      type: 'raw',
      response: { status: 200, contentType: 'image/png', body: Buffer.from([0, 255]).toString('base64'), base64: true },
    });
    expect([...bytes.body]).toEqual([0, 255]);
  });

  it('wraps a legacy success in the envelope', () => {
    const out = render({ type: 'ok', body: { ListID: 5 } }, 'legacy', 'JSON');
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toEqual({ Success: true, ErrorCode: 0, ErrorText: '', ListID: 5 });
  });

  it('leaves a v1 success bare', () => {
    expect(JSON.parse(render({ type: 'ok', body: { NewWebhookID: 3 } }, 'v1', 'JSON').body)).toEqual({ NewWebhookID: 3 });
  });

  it('renders the three legacy error shapes with HTTP 200', () => {
    const scalar = render({ type: 'failure', failure: { style: 'scalar', errors: [{ code: 1, message: 'Missing name' }] } }, 'legacy', 'JSON');
    expect(scalar.status).toBe(200);
    expect(JSON.parse(scalar.body)).toEqual({ Success: false, ErrorCode: 1, ErrorText: 'Missing name' });
    const array = render(
      {
        type: 'failure',
        failure: {
          style: 'array',
          errors: [
            { code: 1, message: 'a' },
            { code: 2, message: 'b' },
          ],
        },
      },
      'legacy',
      'JSON',
    );
    expect(JSON.parse(array.body)).toEqual({ Success: false, ErrorCode: [1, 2], ErrorText: ['a', 'b'] });
    const keyed = render(
      { type: 'failure', failure: { style: 'keyed', errors: [{ code: 1, message: 'Missing list id', param: 'listid' }] } },
      'legacy',
      'JSON',
    );
    expect(JSON.parse(keyed.body)).toEqual({ Success: false, ErrorCode: { listid: 1 }, ErrorText: 'Missing list id' });
    const demo = render(
      { type: 'failure', failure: { style: 'keyed', errors: [{ code: 1, message: 'x', param: 'users', value: 'NOT AVAILABLE IN DEMO MODE' }] } },
      'legacy',
      'JSON',
    );
    expect(JSON.parse(demo.body).ErrorCode).toEqual({ users: 'NOT AVAILABLE IN DEMO MODE' });
  });

  it('renders v1 failures as Errors with the requested status', () => {
    const out = render({ type: 'failure', failure: { style: 'scalar', errors: [{ code: 1, message: 'Missing note' }], httpStatus: 422 } }, 'v1', 'JSON');
    expect(out.status).toBe(422);
    expect(JSON.parse(out.body)).toEqual({ Errors: [{ Code: 1, Message: 'Missing note' }] });
  });

  it.each([
    [100000, 400],
    [100001, 400],
    [100003, 400],
    [100002, 500],
    [100004, 500],
    [100005, 500],
    [100009, 500],
  ])('hard failure %p answers HTTP %p with Errors', (code, status) => {
    const out = render({ type: 'hard', code }, 'legacy', 'JSON');
    expect(out.status).toBe(status);
    const body = JSON.parse(out.body);
    expect(body).toMatchObject({ Success: false, ErrorCode: code, Errors: [{ Code: code }] });
    expect(typeof body.ErrorText).toBe('string');
  });

  it('renders hard failures in XML except 100000 and 100001', async () => {
    const xmlOut = render({ type: 'hard', code: 100003 }, 'legacy', 'XML');
    expect(xmlOut.contentType).toMatch(/^text\/xml/);
    expect(await xml(xmlOut.body)).toMatchObject({ response: { Success: 'false', ErrorCode: '100003' } });
    for (const code of [100000, 100001]) expect(render({ type: 'hard', code }, 'legacy', 'XML').contentType).toMatch(/^application\/json/);
  });

  it('renders XML with a response root, booleans as text and arrays as node_N', async () => {
    const out = render(
      { type: 'ok', body: { Lists: [{ ListID: 1 }, { ListID: 2 }], Empty: [], Nothing: null, '2FA_Enabled': 'No', Text: 'a<b' } },
      'legacy',
      'XML',
    );
    const doc = await xml(out.body);
    expect(doc.response).toMatchObject({
      Success: 'true',
      ErrorCode: '0',
      Lists: { node_0: { ListID: '1' }, node_1: { ListID: '2' } },
      node_2FA_Enabled: 'No',
      Text: 'a<b',
    });
    expect(out.body).toContain('<![CDATA[a<b]]>');
  });
});

describe('render of JSON text bodies', () => {
  it('splices the legacy envelope around the body text exactly as it would build it', () => {
    const body = { ListID: 5, Nested: { A: [1, 'x'] } };
    const spliced = render({ type: 'ok-json', json: JSON.stringify(body) }, 'legacy', 'JSON');
    expect(spliced.body).toBe(render({ type: 'ok', body }, 'legacy', 'JSON').body);
    expect(render({ type: 'ok-json', json: '{}' }, 'legacy', 'JSON').body).toBe(render({ type: 'ok', body: {} }, 'legacy', 'JSON').body);
  });

  it('passes v1 bodies through and parses when XML is wanted', async () => {
    expect(render({ type: 'ok-json', json: '{"A":1}' }, 'v1', 'JSON').body).toBe('{"A":1}');
    const out = render({ type: 'ok-json', json: '{"A":1}' }, 'legacy', 'XML');
    expect((await xml(out.body)).response).toMatchObject({ Success: 'true', A: '1' });
  });
});
