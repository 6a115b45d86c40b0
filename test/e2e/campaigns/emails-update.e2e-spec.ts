import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { codes, emailOf, emailsUser, type EmailsUser, FORMATS, succeeded, validEmail } from './emails-helpers';

describe('Email.Update', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  let emailId: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    emailId = Number((await u.ok('Email.Create')).EmailID);
  });

  it.each(FORMATS)('stores a valid Campaign email (%s)', async (format) => {
    const res = await u.call('Email.Update', { EmailID: emailId, ...validEmail({ ReplyToEmail: 'desk@example.com' }) }, format);
    expect(succeeded(res)).toBe(true);
    expect(emailOf(await u.ok('Email.Get', { EmailID: emailId }))).toMatchObject({
      FromEmail: 'news@example.com',
      ReplyToEmail: 'desk@example.com',
      ContentType: 'Both',
      Subject: 'Hello %Subscriber:EmailAddress%',
    });
  });

  it('reads lower-case keys in a JSON body and keeps what is not sent', async () => {
    const res = await u.call('Email.Update', { emailid: emailId, validatescope: 'campaign', emailname: 'Lower', mode: 'editor' }, undefined, {
      encoding: 'json',
    });
    expect(succeeded(res)).toBe(true);
    const email = emailOf(await u.ok('Email.Get', { EmailID: emailId }));
    expect(email).toMatchObject({ EmailName: 'Lower', Mode: 'Editor', FromEmail: 'news@example.com' });
    expect(email.HTMLContent).toContain('%Link:Unsubscribe%');
  });

  describe.each(FORMATS)('every error code in the spec order (%s)', (format) => {
    const update = (params: Record<string, unknown>) => u.call('Email.Update', params, format);

    it('1 id missing, 2 id malformed, 3 unknown or foreign email', async () => {
      const foreign = await other.email();
      expect(codes(await update(validEmail()))).toEqual([1]);
      expect(codes(await update({ EmailID: 'abc', ...validEmail() }))).toEqual([2]);
      expect(codes(await update({ EmailID: 987654321, ...validEmail() }))).toEqual([3]);
      expect(codes(await update({ EmailID: foreign, ...validEmail({ EmailName: 'hijacked' }) }))).toEqual([3]);
      expect(emailOf(await other.ok('Email.Get', { EmailID: foreign })).EmailName).toBe('Newsletter');
    });

    it('4 invalid mode, 5 template id required in Template mode', async () => {
      expect(codes(await update({ EmailID: emailId, ...validEmail({ Mode: 'Bogus' }) }))).toEqual([4]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ Mode: 'Template' }) }))).toEqual([5]);
      // RelTemplateID names a gallery template the user may use (email-templates.e2e-spec.ts has the content it copies)
      expect(codes(await update({ EmailID: emailId, ...validEmail({ Mode: 'Template', RelTemplateID: 999_999_999 }) }))).toEqual([5]);
      const { TemplateID } = await u.ok('email.template.create', { TemplateName: 'for Email.Update', TemplateHTMLContent: '<p>t</p>' });
      expect(succeeded(await update({ EmailID: emailId, ...validEmail({ Mode: 'Template', RelTemplateID: TemplateID }) }))).toBe(true);
      expect(emailOf(await u.ok('Email.Get', { EmailID: emailId }))).toMatchObject({ Mode: 'Template', RelTemplateID: Number(TemplateID) });
    });

    it('6 invalid FromEmail, 7 invalid ReplyToEmail', async () => {
      expect(codes(await update({ EmailID: emailId, ...validEmail({ FromEmail: 'not@an@address' }) }))).toEqual([6]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ FromEmail: 'news', ValidateScope: 'AutoResponder' }) }))).toEqual([6]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ ReplyToEmail: 'nobody' }) }))).toEqual([7]);
    });

    it('8 no content at all', async () => {
      const empty = Number((await u.ok('Email.Create')).EmailID);
      expect(codes(await update({ EmailID: empty, ...validEmail({ HTMLContent: '', PlainContent: ' ' }) }))).toEqual([8]);
    });

    it('9 ValidateScope missing, 10 invalid', async () => {
      expect(codes(await update({ EmailID: emailId, ...validEmail({ ValidateScope: undefined }) }))).toEqual([9]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ ValidateScope: 'Everything' }) }))).toEqual([10]);
    });

    it('11/12 unsubscribe link missing in HTML/plain content (Campaign scope)', async () => {
      expect(codes(await update({ EmailID: emailId, ...validEmail({ HTMLContent: '<p>no link</p>' }) }))).toEqual([11]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ PlainContent: 'no link' }) }))).toEqual([12]);
      // an HTML-only email needs no plain link; AutoResponder scope needs none at all
      expect(succeeded(await update({ EmailID: emailId, ...validEmail({ PlainContent: '' }) }))).toBe(true);
      expect(succeeded(await update({ EmailID: emailId, ...validEmail({ ValidateScope: 'AutoResponder', HTMLContent: '<p>x</p>', PlainContent: 'x' }) }))).toBe(
        true,
      );
    });

    it('13–16 confirm and reject links missing in HTML/plain content (OptIn scope)', async () => {
      const optIn = (html: string, plain: string) =>
        update({ EmailID: emailId, ...validEmail({ ValidateScope: 'OptIn', HTMLContent: html, PlainContent: plain }) });
      expect(codes(await optIn('<p>x</p>', 'x'))).toEqual([13]);
      expect(codes(await optIn('%Link:Confirm%', 'x'))).toEqual([14]);
      expect(codes(await optIn('%Link:Confirm%', '%Link:Confirm%'))).toEqual([15]);
      expect(codes(await optIn('%Link:Confirm% %Link:Reject%', '%Link:Confirm%'))).toEqual([16]);
      expect(succeeded(await optIn('<a href="%Link:Confirm%">yes</a> <a href="%Link:Reject%">no</a>', '%Link:Confirm% %Link:Reject%'))).toBe(true);
    });

    it('17 sender domain unknown, 21 FromEmail without domain and no sender domain (Campaign scope)', async () => {
      expect(codes(await update({ EmailID: emailId, ...validEmail({ SenderDomain: 'other.com' }) }))).toEqual([17]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ FromEmail: 'news', SenderDomain: 'not a domain' }) }))).toEqual([17]);
      expect(codes(await update({ EmailID: emailId, ...validEmail({ FromEmail: 'news', SenderDomain: '' }) }))).toEqual([21]);
      expect(succeeded(await update({ EmailID: emailId, ...validEmail({ FromEmail: 'news', SenderDomain: 'example.com' }) }))).toBe(true);
      expect(emailOf(await u.ok('Email.Get', { EmailID: emailId }))).toMatchObject({ FromEmail: 'news', SenderDomain: 'example.com' });
      expect(succeeded(await update({ EmailID: emailId, ...validEmail({ SenderDomain: '' }) }))).toBe(true);
    });
  });

  it('PlainContentAutoConvert derives the plain part; SubjectSetToTitleElement sets <title>; PreHeaderText is stored', async () => {
    const res = await u.call('Email.Update', {
      EmailID: emailId,
      ...validEmail({ PlainContent: 'stale', Subject: 'Big news', PlainContentAutoConvert: 'true', SubjectSetToTitleElement: '1', PreHeaderText: 'Before' }),
    });
    expect(succeeded(res)).toBe(true);
    const email = emailOf(await u.ok('Email.Get', { EmailID: emailId }));
    expect(email.PlainContent).not.toContain('stale');
    expect(email.PlainContent).toContain('%Link:Unsubscribe%');
    expect(email.PlainContent).toContain('Hi');
    expect(email.HTMLContent).toContain('<title>Big news</title>');
    expect(email.PreHeaderText).toBe('Before');
    expect(email.Options).toEqual({ PlainContentAutoConvert: true, SubjectSetToTitleElement: true });
  });

  describe('Import mode', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/html') res.end('<html><body><h1>Imported</h1><a href="%Link:Unsubscribe%">Leave</a></body></html>');
        else if (req.url === '/plain') res.end('Imported plain %Link:Unsubscribe%');
        else {
          res.statusCode = 404;
          res.end('missing');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fetches FetchURL and FetchPlainURL', async () => {
      const res = await u.call('Email.Update', {
        EmailID: emailId,
        ...validEmail({ Mode: 'Import', HTMLContent: undefined, PlainContent: undefined, FetchURL: `${base}/html`, FetchPlainURL: `${base}/plain` }),
      });
      expect(succeeded(res)).toBe(true);
      const email = emailOf(await u.ok('Email.Get', { EmailID: emailId }));
      expect(email).toMatchObject({
        Mode: 'Import',
        FetchURL: `${base}/html`,
        FetchPlainURL: `${base}/plain`,
        PlainContent: 'Imported plain %Link:Unsubscribe%',
      });
      expect(email.HTMLContent).toContain('<h1>Imported</h1>');
    });

    it.each(FORMATS)('answers 8 with the reason when the fetch is refused or fails (%s)', async (format) => {
      const fresh = Number((await u.ok('Email.Create')).EmailID);
      const importFrom = (url: string) =>
        u.call('Email.Update', { EmailID: fresh, ...validEmail({ Mode: 'Import', HTMLContent: '', PlainContent: '', FetchURL: url }) }, format);
      const metadata = await importFrom('http://169.254.169.254/latest/meta-data/');
      expect(codes(metadata)).toEqual([8]);
      expect(JSON.stringify(metadata.body.ErrorText)).toMatch(/FetchURL is refused: the host is not a public address/);
      // another loopback address than the allowed test receiver
      expect(codes(await importFrom('http://127.0.0.2:9/'))).toEqual([8]);
      const notFound = await importFrom(`${base}/nothing`);
      expect(codes(notFound)).toEqual([8]);
      expect(JSON.stringify(notFound.body.ErrorText)).toMatch(/HTTP 404/);
      expect(codes(await importFrom('file:///etc/passwd'))).toEqual([8]);
      expect(emailOf(await u.ok('Email.Get', { EmailID: fresh })).HTMLContent).toBe('');
    });

    it.each(FORMATS)('refuses to store a FetchURL or FetchPlainURL naming an internal host in any spelling, Import or not (%s)', async (format) => {
      const fresh = Number((await u.ok('Email.Create')).EmailID);
      for (const url of ['http://[::127.0.0.1]/', 'http://[::ffff:169.254.169.254]/', 'http://0xa9.254.169.254/', 'http://localhost/', 'ftp://example.com/']) {
        const stored = await u.call('Email.Update', { EmailID: fresh, ...validEmail({ FetchPlainURL: url }) }, format);
        expect([url, codes(stored)]).toEqual([url, [8]]);
      }
      expect(emailOf(await u.ok('Email.Get', { EmailID: fresh })).FetchPlainURL ?? '').toBe('');
    });
  });
});
