import { e2eEnv, e2eMailInbox, e2eSql, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, FORMATS, type Format, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();

const BLOCKS = {
  PlainEmailHeader: 'PLAIN-HEADER for %Subscriber:EmailAddress%\n\n',
  PlainEmailFooter: '\n\n--\nPLAIN-FOOTER Acme Corp',
  HTMLEmailHeader: '<div id="acme-header">HTML-HEADER for %Subscriber:EmailAddress%</div>',
  HTMLEmailFooter: '<div id="acme-footer">HTML-FOOTER <a href="https://acme.example/about">Acme</a></div>',
};
const EMPTY = { PlainEmailHeader: '', PlainEmailFooter: '', HTMLEmailHeader: '', HTMLEmailFooter: '' };

/** user.emailcontent.get/update: the caller's header and footer blocks, on v1 (GET/PATCH) and api.php. */
describe('user.emailcontent.get / user.emailcontent.update', () => {
  const { api } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  const get = (user: EmailsUser, format?: Format) =>
    api.v1('GET', 'user.emailcontent', { APIKey: user.user.apiKey, ...(format ? { ResponseFormat: format } : {}) });
  const patch = (user: EmailsUser, params: Record<string, unknown>) => api.v1('PATCH', 'user.emailcontent', { APIKey: user.user.apiKey, ...params });

  beforeAll(async () => {
    [u, other] = [await emailsUser(), await emailsUser()];
  });

  it.each(FORMATS)('a user who never saved any gets four empty strings, never "not found" (%s)', async (format) => {
    const res = await get(u, format);
    expect(res.status).toBe(200);
    expect(String(res.body.Success)).toBe('true');
    for (const key of Object.keys(EMPTY)) expect(res.body.EmailContent[key] ?? '').toBe('');
    expect(Object.keys(res.body.EmailContent).sort()).toEqual(Object.keys(EMPTY).sort());
  });

  it('PATCH is a true partial update: the fields sent replace, the others stay, "" clears; the reply holds all four', async () => {
    const first = await patch(u, { HTMLEmailFooter: BLOCKS.HTMLEmailFooter, PlainEmailHeader: BLOCKS.PlainEmailHeader });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      Success: true,
      EmailContent: { ...EMPTY, HTMLEmailFooter: BLOCKS.HTMLEmailFooter, PlainEmailHeader: BLOCKS.PlainEmailHeader },
    });
    const second = await patch(u, { HTMLEmailHeader: BLOCKS.HTMLEmailHeader, PlainEmailHeader: '' });
    expect(second.body.EmailContent).toEqual({ ...EMPTY, HTMLEmailHeader: BLOCKS.HTMLEmailHeader, HTMLEmailFooter: BLOCKS.HTMLEmailFooter });
    expect((await get(u)).body.EmailContent).toEqual(second.body.EmailContent);
    // stored raw: markup and merge tags come back as written
    expect((await get(u)).body.EmailContent.HTMLEmailFooter).toBe(BLOCKS.HTMLEmailFooter);
  });

  it("answers by Command= too (legacy envelope), and one user never sees or changes another user's blocks", async () => {
    const updated = await u.call('user.emailcontent.update', { PlainEmailFooter: BLOCKS.PlainEmailFooter });
    expect(succeeded(updated)).toBe(true);
    expect(updated.body.EmailContent.PlainEmailFooter).toBe(BLOCKS.PlainEmailFooter);
    const read = await u.call('user.emailcontent.get', {});
    expect(read.body.EmailContent).toEqual({
      ...EMPTY,
      HTMLEmailHeader: BLOCKS.HTMLEmailHeader,
      HTMLEmailFooter: BLOCKS.HTMLEmailFooter,
      PlainEmailFooter: BLOCKS.PlainEmailFooter,
    });
    expect((await get(other)).body.EmailContent).toEqual(EMPTY);
    await patch(other, { HTMLEmailHeader: '<b>other</b>' });
    expect((await get(u)).body.EmailContent.HTMLEmailHeader).toBe(BLOCKS.HTMLEmailHeader);
  });

  it('1 (422) for a block that is not text; 99998 without a user credential', async () => {
    const bad = await patch(u, { HTMLEmailHeader: { a: 1 } });
    expect([bad.status, bad.body.Errors[0].Code]).toEqual([422, 1]);
    expect(codes(await u.call('user.emailcontent.update', { PlainEmailHeader: ['a', 'b'] }))).toEqual([1]);
    expect((await api.v1('GET', 'user.emailcontent', { APIKey: 'not-a-key' })).body.Errors[0].Code).toBe(99998);
  });
});

// The blocks really reach every campaign message (HTML and plain), and email.render / email.smtp.render show them.
(inbox ? describe : describe.skip)('header and footer in sent campaigns, email.render and email.smtp.render', () => {
  const { api, adminApiKey, baseUrl } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  let listId: number;
  let emailId: number;
  let campaignId: number;
  let otherEmailId: number;
  let otherListId: number;
  let otherCampaignId: number;
  const domain = `${unique('econt')}.example`;
  const ann = `ann@${domain}`;
  const bob = `bob@${domain}`;
  const late = `late@${domain}`;
  const ids: Record<string, number> = {};
  const render = (params: Record<string, unknown>, user = u, format?: Format) =>
    api.v1('GET', 'email.render', { APIKey: user.user.apiKey, ...params, ...(format ? { ResponseFormat: format } : {}) });
  const renderParams = (extra: Record<string, unknown> = {}) => ({
    UserID: u.user.userId,
    ListID: listId,
    SubscriberID: ids.ann,
    CampaignID: campaignId,
    AutoResponderID: 0,
    EmailID: 0,
    QueueRowID: 0,
    IsPreview: 0,
    DisablePersonalization: 0,
    ...extra,
  });
  const smtp = (params: Record<string, unknown>, user = u) => api.v1('POST', 'email.smtp.render', { APIKey: user.user.apiKey, ...params });

  beforeAll(async () => {
    [u, other] = [await emailsUser(), await emailsUser()];
    listId = await u.list();
    const { CustomFieldID: plan } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'Plan',
      FieldType: 'Single line',
      MergeTagAlias: 'Plan',
    });
    ids.ann = await u.subscriber(listId, ann, { CustomFields: { [plan]: 'Gold' } });
    ids.bob = await u.subscriber(listId, bob, { CustomFields: { [plan]: 'Silver' } });
    await api.v1('PATCH', 'user.emailcontent', { APIKey: u.user.apiKey, ...BLOCKS });
    emailId = await u.email(
      validEmail({
        Subject: 'Plan %Subscriber:Plan% for %Subscriber:EmailAddress%',
        HTMLContent: '<html><body class="news"><p>Your plan: %Subscriber:Plan%.</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
        PlainContent: 'Your plan: %Subscriber:Plan%. Unsubscribe: %Link:Unsubscribe%',
      }),
    );
    ({ CampaignID: campaignId } = await u.ok('Campaign.Create', { CampaignName: unique('econt') }));
    await u.ok('Campaign.Update', { CampaignID: campaignId, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID: campaignId });
    await until(
      async () => (await u.ok('Campaign.Get', { CampaignID: campaignId })).Campaign,
      (c) => c.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );
    // joins after the send: email.render shows what the campaign would be for them now
    ids.late = await u.subscriber(listId, late, { CustomFields: { [plan]: 'Bronze' } });

    otherListId = await other.list();
    await other.subscriber(otherListId, `x@${domain}`);
    otherEmailId = await other.email();
    ({ CampaignID: otherCampaignId } = await other.ok('Campaign.Create', { CampaignName: unique('other') }));
  }, 90_000);

  it("every campaign message carries the user's header and footer, personalised, in its HTML body and its plain text", async () => {
    for (const [address, planName] of [
      [ann, 'Gold'],
      [bob, 'Silver'],
    ]) {
      const mail = await inbox!.get((await inbox!.list(address))[0].id);
      const html = mail.html ?? '';
      expect(mail.subject).toBe(`Plan ${planName} for ${address}`);
      // header right after <body …> (behind the hidden preheader when there is one), footer right before </body>
      expect(html).toMatch(
        new RegExp(
          `<body class="news">(<[^>]*display:none[^>]*>.*?</div>)?<div id="acme-header">HTML-HEADER for ${address}</div><p>Your plan: ${planName}.</p>`,
        ),
      );
      expect(html).toMatch(/Unsubscribe<\/a><div id="acme-footer">HTML-FOOTER <a href="[^"]+">Acme<\/a><\/div>/);
      // the footer's link is tracked as the email's own are
      expect(html).toMatch(new RegExp(`<div id="acme-footer">HTML-FOOTER <a href="${baseUrl}/t/c/`));
      const text = mail.text.replace(/\r\n/g, '\n');
      expect(text.startsWith(`PLAIN-HEADER for ${address}\n\nYour plan: ${planName}.`)).toBe(true);
      expect(text.trimEnd().endsWith('\n\n--\nPLAIN-FOOTER Acme Corp')).toBe(true);
    }
  });

  it('Email.EmailPreview adds the header and footer too, unless AddUserGroupHeaderFooter is off', async () => {
    const [withBlocks, without] = [`${unique('with')}@example.com`, `${unique('without')}@example.com`];
    expect(succeeded(await u.call('Email.EmailPreview', { EmailID: emailId, EmailAddress: withBlocks, ListID: listId }))).toBe(true);
    expect(succeeded(await u.call('Email.EmailPreview', { EmailID: emailId, EmailAddress: without, ListID: listId, AddUserGroupHeaderFooter: 0 }))).toBe(true);
    const [on, off] = [await inbox!.waitFor(withBlocks), await inbox!.waitFor(without)];
    expect(on.html).toContain(`<div id="acme-header">HTML-HEADER for ${withBlocks}</div>`);
    expect(on.text).toContain('PLAIN-FOOTER Acme Corp');
    expect([off.html?.includes('HTML-HEADER'), off.text.includes('PLAIN-FOOTER')]).toEqual([false, false]);
  });

  it.each(FORMATS)('email.render: the message as the subscriber got it, personalised, with the header and footer (%s)', async (format) => {
    const res = await render(renderParams(), u, format);
    expect(res.status).toBe(200);
    expect(res.body.Success).toBeUndefined();
    expect(res.body.Subject).toBe(`Plan Gold for ${ann}`);
    const html = String(res.body.EmailContent);
    expect(html).toContain(`<div id="acme-header">HTML-HEADER for ${ann}</div><p>Your plan: Gold.</p>`);
    expect(html).toContain('HTML-FOOTER');
    // IsPreview=0: the recipient's own links, as in the message
    expect(html).toMatch(new RegExp(`href="${baseUrl}/t/u/[^"]+">Unsubscribe`));
  });

  it('email.render: IsPreview=1 points links at preview markers; DisablePersonalization=1 leaves the subscriber out', async () => {
    const preview = await render(renderParams({ IsPreview: 1 }));
    expect(String(preview.body.EmailContent)).toMatch(/href="[^"]*#preview-unsubscribe">Unsubscribe/);
    const blank = await render(renderParams({ DisablePersonalization: 1 }));
    expect(blank.body.Subject).toBe('Plan  for ');
    expect(String(blank.body.EmailContent)).toContain('<div id="acme-header">HTML-HEADER for </div><p>Your plan: .</p>');
    expect(String(blank.body.EmailContent)).not.toContain(ann);
  });

  it('email.render: a subscriber the campaign never reached sees what it would be for them now; an email alone renders too', async () => {
    const res = await render(renderParams({ SubscriberID: ids.late }));
    expect(res.body.Subject).toBe(`Plan Bronze for ${late}`);
    expect(String(res.body.EmailContent)).toContain(`HTML-HEADER for ${late}</div><p>Your plan: Bronze.</p>`);
    const byEmail = await render(renderParams({ CampaignID: 0, EmailID: emailId, SubscriberID: ids.bob }));
    expect(byEmail.body.Subject).toBe(`Plan Silver for ${bob}`);
    // the legacy entry answers the same, in its envelope
    const legacy = await u.call('email.render', renderParams({ SubscriberID: ids.bob }));
    expect(succeeded(legacy)).toBe(true);
    expect(legacy.body.Subject).toBe(`Plan Silver for ${bob}`);
  });

  it("email.render: every documented code, and another user's campaign, email and list answer as not valid", async () => {
    const code = async (params: Record<string, unknown>, user = u) => (await render(params, user)).body.Errors?.[0]?.Code;
    const without = (key: string) => Object.fromEntries(Object.entries(renderParams()).filter(([k]) => k !== key));
    expect(await code(without('UserID'))).toBe(1);
    expect(await code(without('ListID'))).toBe(2);
    expect(await code(without('SubscriberID'))).toBe(3);
    expect(await code({ ...without('CampaignID'), EmailID: '' })).toBe(6);
    expect(await code(without('IsPreview'))).toBe(8);
    expect(await code(without('DisablePersonalization'))).toBe(9);
    expect(await code(renderParams({ UserID: other.user.userId }))).toBe(10);
    expect(await code(renderParams({ UserID: 'x' }))).toBe(10);
    expect(await code(renderParams({ ListID: otherListId }))).toBe(11);
    expect(await code(renderParams({ SubscriberID: 'abc' }))).toBe(12);
    expect(await code(renderParams({ CampaignID: 0, EmailID: emailId, SubscriberID: 999_999_999 }))).toBe(12);
    expect(await code(renderParams({ CampaignID: otherCampaignId }))).toBe(13);
    expect(await code(renderParams({ AutoResponderID: 5 }))).toBe(14);
    expect(await code(renderParams({ CampaignID: 0, EmailID: otherEmailId }))).toBe(15);
    expect(await code(renderParams({ QueueRowID: 7 }))).toBe(16);
    expect(codes(await u.call('email.render', without('ListID')))).toEqual([2]);
  });

  it('email.smtp.render: the complete SMTP message of the campaign for a subscriber, with the header and footer', async () => {
    const res = await smtp({ CampaignID: campaignId, SubscriberID: ids.bob });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.Subject).toBe(`Plan Silver for ${bob}`);
    expect(b.SMTPHeaders).toMatch(/^Message-ID: <.+>\r\n/);
    expect(b.SMTPHeaders).toContain(`Subject: Plan Silver for ${bob}\r\n`);
    expect(b.SMTPHeaders).toContain('From: News <news@example.com>\r\n');
    expect(b.SMTPBody).toContain('HTML-HEADER for');
    expect(b.HTMLBody).toContain(`<div id="acme-header">HTML-HEADER for ${bob}</div>`);
    expect(b.PlainBody.startsWith(`PLAIN-HEADER for ${bob}`)).toBe(true);
    expect(b.EmailSizeBytes).toBe(Buffer.byteLength(`${b.SMTPHeaders}\r\n${b.SMTPBody}`));
    expect(b.EmailSizeKB).toBe(Math.round((b.EmailSizeBytes / 1024) * 100) / 100);
    expect([b.ContentType, b.HasHTMLContent, b.HasPlainContent, b.AttachmentCount, b.ImageEmbeddingEnabled]).toEqual(['MultiPart', true, true, 0, false]);
    expect([b.FromEmail, b.FromName]).toEqual(['news@example.com', 'News']);
    expect(b.TrackingDomain).toBe(new URL(baseUrl).hostname);
    // without a subscriber: the list's first one (the campaign's list inferred)
    expect((await smtp({ CampaignID: campaignId })).body.Subject).toBe(`Plan Gold for ${ann}`);
    expect((await u.call('email.smtp.render', { EmailID: emailId, ListID: listId, SubscriberID: ids.late })).body.Subject).toBe(`Plan Bronze for ${late}`);
  });

  it("email.smtp.render: its codes; another user's objects are not valid; an administrator names the user", async () => {
    const code = async (params: Record<string, unknown>) => (await smtp(params)).body.Errors?.[0]?.Code;
    expect(await code({ CampaignID: otherCampaignId })).toBe(2);
    expect(await code({ AutoResponderID: 3, EmailID: emailId })).toBe(3);
    expect(await code({})).toBe(4);
    expect(await code({ EmailID: otherEmailId, ListID: listId })).toBe(4);
    expect(await code({ EmailID: emailId })).toBe(5);
    expect(await code({ EmailID: emailId, ListID: otherListId })).toBe(5);
    expect(await code({ EmailID: emailId, ListID: listId, SubscriberID: 999_999_999 })).toBe(6);
    const admin = (params: Record<string, unknown>) => api.v1('POST', 'email.smtp.render', { AdminAPIKey: adminApiKey, ...params });
    expect((await admin({ CampaignID: campaignId })).body.Errors[0].Code).toBe(1);
    expect((await admin({ UserID: u.user.userId, CampaignID: campaignId, SubscriberID: ids.ann })).body.Subject).toBe(`Plan Gold for ${ann}`);
  });

  it("attachment.delete: removes an attachment of the caller's email (AttachmentCount drops); another user's is not found", async () => {
    // no public command uploads attachments yet: one is stored as the upload would store it
    const [row] = await e2eSql<{ id: string }>(
      `INSERT INTO "campaigns"."email_attachment" ("user_id", "email_id", "file_name", "content_type", "size_bytes", "content")
       VALUES ($1, $2, 'terms.pdf', 'application/pdf', 4, '\\x25504446'::bytea) RETURNING "id"`,
      [u.user.userId, emailId],
    );
    const count = async () => (await smtp({ EmailID: emailId, ListID: listId, SubscriberID: ids.ann })).body.AttachmentCount;
    expect(await count()).toBe(1);
    expect(codes(await other.call('attachment.delete', { AttachmentID: row.id }))).toEqual([2]);
    expect(await count()).toBe(1);
    const res = await u.call('attachment.delete', { AttachmentID: row.id });
    expect([succeeded(res), res.body.ErrorText]).toEqual([true, '']);
    expect(await count()).toBe(0);
    expect(codes(await u.call('attachment.delete', { AttachmentID: row.id }))).toEqual([2]);
    expect(codes(await u.call('attachment.delete', {}))).toEqual([1]);
    expect(codes(await u.call('attachment.delete', { AttachmentID: 'x' }))).toEqual([2]);
  });

  it("email.delivery.test: an administrator's test message goes through the outgoing mail settings; a user may not", async () => {
    const to = process.env.MAIL_FROM ?? 'noreply@localhost';
    const before = (await inbox!.list(to)).filter((m) => m.subject === 'Email delivery test').length;
    const res = await api.legacy('email.delivery.test', { AdminAPIKey: adminApiKey });
    expect([succeeded(res), res.body.ErrorCode]).toEqual([true, 0]);
    const mail = await inbox!.waitFor(to, { subject: /^Email delivery test$/, count: before + 1 });
    expect(mail.text).toContain('The outgoing email settings work.');
    expect(codes(await u.call('email.delivery.test', {}))).toEqual([99998]);
  });
});

/** email.designpreview.* (deprecated): no design-preview service is configured. */
describe('email.designpreview.create / delete / details / getlist', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  let emailId: number;
  let otherEmailId: number;

  beforeAll(async () => {
    [u, other] = [await emailsUser(), await emailsUser()];
    [emailId, otherEmailId] = [await u.email(), await other.email()];
  });

  it.each(FORMATS)("create answers 3 (service not configured) for an own email; 2 for another user's; 1 without EmailID (%s)", async (format) => {
    expect(codes(await u.call('email.designpreview.create', { EmailID: emailId }, format))).toEqual([3]);
    expect(codes(await u.call('email.designpreview.create', { EmailID: otherEmailId }, format))).toEqual([2]);
    expect(codes(await u.call('email.designpreview.create', {}, format))).toEqual([1]);
  });

  it("getlist answers an empty list for an own email; 2 for another user's; 1 without EmailID", async () => {
    const res = await u.call('email.designpreview.getlist', { EmailID: emailId });
    expect([succeeded(res), res.body.PreviewList]).toEqual([true, []]);
    expect(codes(await u.call('email.designpreview.getlist', { EmailID: otherEmailId }))).toEqual([2]);
    expect(codes(await u.call('email.designpreview.getlist', {}))).toEqual([1]);
  });

  it('delete and details: no job exists (4); the email is checked first; each missing parameter has its code', async () => {
    expect(codes(await u.call('email.designpreview.delete', { EmailID: emailId, JobID: 1000 }))).toEqual([4]);
    expect(codes(await u.call('email.designpreview.delete', { EmailID: otherEmailId, JobID: 1000 }))).toEqual([3]);
    expect(codes(await u.call('email.designpreview.delete', { JobID: 1000 }))).toEqual([1]);
    expect(codes(await u.call('email.designpreview.delete', { EmailID: emailId }))).toEqual([2]);
    expect(codes(await u.call('email.designpreview.details', { EmailID: emailId, JobID: 1000 }))).toEqual([4]);
    expect(codes(await u.call('email.designpreview.details', { EmailID: otherEmailId, JobID: 1000 }))).toEqual([2]);
    expect(codes(await u.call('email.designpreview.details', { JobID: 1000 }))).toEqual([1]);
    expect(codes(await u.call('email.designpreview.details', { EmailID: emailId }))).toEqual([3]);
  });
});
