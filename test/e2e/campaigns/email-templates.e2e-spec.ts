/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eMailInbox, type ApiResponse, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailOf, emailsUser, FORMATS, type Format, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
const UNSUBSCRIBE_HTML = '<a href="%Link:Unsubscribe%">Unsubscribe</a>';

/** XML renders a list as node_N keys: the rows as an array either way. */
const rowsOf = (list: any, format: Format): any[] => (format === 'JSON' ? (list ?? []) : Object.values(list ?? {}));
/** the v1 `Errors` codes of a failure */
const v1Codes = (res: ApiResponse): number[] => (res.body?.Errors ?? []).map((e: any) => Number(e.Code));

/** The template gallery (email.template.*): legacy only, a user or an administrator, JSON and XML. */
describe.each(FORMATS)('email templates: the gallery (%s)', (format: Format) => {
  const { api, adminApiKey } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  const call = (who: EmailsUser, command: string, params: Record<string, unknown> = {}) => who.call(command, params, format);
  const admin = (command: string, params: Record<string, unknown> = {}) => api.legacy(command, { AdminAPIKey: adminApiKey, ...params }, { format });
  const create = async (res: Promise<ApiResponse>) => {
    const done = await res;
    expect([succeeded(done), codes(done)]).toEqual([true, [0]]);
    return Number(done.body.TemplateID);
  };
  const mine = (who: EmailsUser, params: Record<string, unknown> = {}) =>
    create(call(who, 'email.template.create', { TemplateName: unique('tpl'), TemplateHTMLContent: '<p>Hi</p>', ...params }));
  const global = (params: Record<string, unknown> = {}) =>
    create(admin('email.template.create', { TemplateName: unique('global'), TemplateHTMLContent: '<p>All</p>', ...params }));
  const listOf = async (res: Promise<ApiResponse>) => {
    const done = await res;
    expect(succeeded(done)).toBe(true);
    const rows = rowsOf(done.body.Templates, format);
    expect(Number(done.body.TotalTemplateCount)).toBe(rows.length);
    return rows.map((t) => ({ ...t, TemplateID: Number(t.TemplateID), RelOwnerUserID: Number(t.RelOwnerUserID) }));
  };

  it("email.template.create / get: a user's template is theirs, an administrator's is global; the content as sent", async () => {
    const name = unique('Welcome');
    const id = await mine(u, {
      TemplateName: ` ${name} `,
      TemplateDescription: 'Monthly newsletter design',
      TemplateSubject: 'Hello %Subscriber:EmailAddress%',
      TemplateHTMLContent: '<html><body><p>Template content</p></body></html>',
      TemplatePlainContent: 'Template content',
      RelOwnerUserID: other.user.userId, // a user's own always: the owner parameter is an administrator's
    });
    const res = await call(u, 'email.template.get', { TemplateID: id });
    expect(succeeded(res)).toBe(true);
    expect({ ...res.body.Template, TemplateID: Number(res.body.Template.TemplateID), RelOwnerUserID: Number(res.body.Template.RelOwnerUserID) }).toEqual({
      TemplateID: id,
      TemplateName: name,
      TemplateDescription: 'Monthly newsletter design',
      TemplateSubject: 'Hello %Subscriber:EmailAddress%',
      TemplateHTMLContent: '<html><body><p>Template content</p></body></html>',
      TemplatePlainContent: 'Template content',
      RelOwnerUserID: u.user.userId,
    });
    const shared = await global({ TemplatePlainContent: 'plain only', TemplateHTMLContent: '' });
    const forOther = await create(admin('email.template.create', { TemplateName: 'theirs', TemplatePlainContent: 'x', RelOwnerUserID: other.user.userId }));
    expect(Number((await admin('email.template.get', { TemplateID: shared })).body.Template.RelOwnerUserID)).toBe(0);
    // a global template is everyone's to read; another user's is no template
    expect(Number((await call(u, 'email.template.get', { TemplateID: shared })).body.Template.TemplateID)).toBe(shared);
    expect(Number((await call(other, 'email.template.get', { TemplateID: forOther })).body.Template.RelOwnerUserID)).toBe(other.user.userId);
    const theirs = await call(u, 'email.template.get', { TemplateID: forOther });
    expect([succeeded(theirs), codes(theirs)]).toEqual([false, [2]]);
    // Oempro's PHP client spells it Email.Template.Create
    expect(succeeded(await u.call('Email.Template.Create', { TemplateName: 'php', TemplatePlainContent: 'x' }, format))).toBe(true);
  });

  it('email.template.create: 1 name missing or blank, 2 no content, 3 (administrator) an owner that is no user, 4 a text too long', async () => {
    expect(codes(await call(u, 'email.template.create', { TemplateHTMLContent: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'email.template.create', { TemplateName: '  ', TemplateHTMLContent: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'email.template.create', { TemplateName: 'n' }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.create', { TemplateName: 'n', TemplateHTMLContent: ' ', TemplatePlainContent: '' }))).toEqual([2]);
    expect(codes(await admin('email.template.create', { TemplateName: 'n', TemplatePlainContent: 'x', RelOwnerUserID: 999_999_999 }))).toEqual([3]);
    expect(codes(await admin('email.template.create', { TemplateName: 'n', TemplatePlainContent: 'x', RelOwnerUserID: 'abc' }))).toEqual([3]);
    expect(codes(await call(u, 'email.template.create', { TemplateName: 'x'.repeat(256), TemplatePlainContent: 'x' }))).toEqual([4]);
    const nothing = await api.legacy('email.template.create', { TemplateName: 'n', TemplatePlainContent: 'x' }, { format });
    expect(succeeded(nothing)).toBe(false);
  });

  it("email.templates.get: a user's own and the global ones, never another user's; an administrator sees every one", async () => {
    const [a, b, shared, theirs] = [await mine(u), await mine(u), await global(), await mine(other)];
    const ids = (rows: { TemplateID: number }[]) => rows.map((t) => t.TemplateID);
    const seen = await listOf(call(u, 'email.templates.get'));
    expect(ids(seen)).toEqual(expect.arrayContaining([a, b, shared]));
    expect(ids(seen)).not.toContain(theirs);
    expect(seen.every((t) => [0, u.user.userId].includes(t.RelOwnerUserID))).toBe(true);
    expect(ids(seen)).toEqual([...ids(seen)].sort((x, y) => x - y));
    expect(seen.find((t) => t.TemplateID === a)).toMatchObject({ TemplateHTMLContent: '<p>Hi</p>', TemplatePlainContent: '', TemplateSubject: '' });
    expect(ids(await listOf(admin('email.templates.get')))).toEqual(expect.arrayContaining([a, b, shared, theirs]));
  });

  it("email.template.update: only the fields sent; a user's own only (global and others' answer 2); an administrator any, owner and access", async () => {
    const id = await mine(u, { TemplateSubject: 'Old subject', TemplatePlainContent: 'old plain' });
    const res = await call(u, 'email.template.update', { TemplateID: id, TemplateHTMLContent: '<p>New</p>', TemplateName: ' ' });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    const after = (await call(u, 'email.template.get', { TemplateID: id })).body.Template;
    expect(after).toMatchObject({ TemplateHTMLContent: '<p>New</p>', TemplatePlainContent: 'old plain', TemplateSubject: 'Old subject' });
    expect(after.TemplateName).not.toBe('');
    // RelOwnerUserID and AccessType are an administrator's: a user's are ignored
    expect(succeeded(await call(u, 'email.template.update', { TemplateID: id, RelOwnerUserID: 0 }))).toBe(true);
    expect(Number((await call(u, 'email.template.get', { TemplateID: id })).body.Template.RelOwnerUserID)).toBe(u.user.userId);

    const shared = await global();
    expect(codes(await call(u, 'email.template.update', { TemplateID: shared, TemplateName: 'mine now' }))).toEqual([2]);
    expect(codes(await call(other, 'email.template.update', { TemplateID: id, TemplateName: 'mine now' }))).toEqual([2]);
    expect((await admin('email.template.get', { TemplateID: shared })).body.Template.TemplateName).not.toBe('mine now');
    expect(codes(await call(u, 'email.template.update', { TemplateName: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'email.template.update', { TemplateID: 'abc' }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.update', { TemplateID: 999_999_999 }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.update', { TemplateID: id, TemplateSubject: 's'.repeat(999) }))).toEqual([4]);

    // an administrator changes a global one, and gives a user's template to another user
    expect(succeeded(await admin('email.template.update', { TemplateID: shared, TemplateSubject: 'For all', AccessType: 'Public' }))).toBe(true);
    expect((await call(other, 'email.template.get', { TemplateID: shared })).body.Template.TemplateSubject).toBe('For all');
    expect(codes(await admin('email.template.update', { TemplateID: id, RelOwnerUserID: 999_999_999 }))).toEqual([3]);
    expect(succeeded(await admin('email.template.update', { TemplateID: id, RelOwnerUserID: other.user.userId }))).toBe(true);
    expect(codes(await call(u, 'email.template.get', { TemplateID: id }))).toEqual([2]);
    expect(Number((await call(other, 'email.template.get', { TemplateID: id })).body.Template.RelOwnerUserID)).toBe(other.user.userId);
  });

  it("email.template.delete: the caller's among the ids go (a user: their own; an administrator: any); 1 missing, 2 none went", async () => {
    const [a, b, shared, theirs] = [await mine(u), await mine(u), await global(), await mine(other)];
    const res = await call(u, 'email.template.delete', { Templates: `${a}, ${b},x,${shared},${theirs}` });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    expect(codes(await call(u, 'email.template.get', { TemplateID: a }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.get', { TemplateID: b }))).toEqual([2]);
    expect(succeeded(await call(u, 'email.template.get', { TemplateID: shared }))).toBe(true);
    expect(succeeded(await call(other, 'email.template.get', { TemplateID: theirs }))).toBe(true);
    expect(codes(await call(u, 'email.template.delete', { Templates: `${shared},${theirs}` }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.delete', {}))).toEqual([1]);
    expect(codes(await call(u, 'email.template.delete', { Templates: ' ' }))).toEqual([1]);
    expect(codes(await call(u, 'email.template.delete', { Templates: 'a,b' }))).toEqual([2]);
    expect(succeeded(await admin('email.template.delete', { Templates: `${shared},${theirs}` }))).toBe(true);
    expect(codes(await call(other, 'email.template.get', { TemplateID: theirs }))).toEqual([2]);
    expect(codes(await call(u, 'email.template.get', { TemplateID: shared }))).toEqual([2]);
  });
});

/** The per-user templates (useremailtemplate.*): /api/v1 routes and the legacy entry. */
describe('email templates: user templates', () => {
  const { api, adminApiKey } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  const v1 = (who: EmailsUser, method: string, path: string, params: Record<string, unknown> = {}, format?: Format) =>
    api.v1(method, path, params, { bearer: who.user.apiKey, ...(format ? { format } : {}) });
  const create = async (who: EmailsUser, params: Record<string, unknown> = {}) => {
    const res = await v1(who, 'POST', 'useremailtemplate', { EmailName: unique('Welcome'), Subject: 'Welcome!', HTMLContent: '<p>Hi</p>', ...params });
    expect([res.status, res.body.Success, res.body.ErrorCode]).toEqual([200, true, 0]);
    return Number(res.body.EmailID);
  };
  const read = async (who: EmailsUser, id: number) => (await v1(who, 'GET', 'useremailtemplate', { EmailID: id })).body.EmailTemplate;

  it('useremailtemplate.create and .get: the template with every column, defaults filled in, ids as text', async () => {
    const name = unique('Welcome Email Template');
    const id = await create(u, {
      EmailName: name,
      Subject: 'Welcome to our newsletter!',
      PreHeaderText: 'Thanks for subscribing',
      ContentType: 'both',
      HTMLContent: '<html><body><h1>Welcome!</h1></body></html>',
      PlainContent: 'Welcome!',
      ExtraContent1: '<stripo/>',
      ExtraContent2: 'p{}',
      Mode: 'stripo',
      ImageEmbedding: 'Enabled',
    });
    const res = await v1(u, 'GET', 'useremailtemplate', { EmailID: id });
    expect([res.status, res.body.Success, res.body.ErrorCode]).toEqual([200, true, 0]);
    expect(res.body.EmailTemplate).toMatchObject({
      EmailID: String(id),
      RelUserID: String(u.user.userId),
      EmailName: name,
      Subject: 'Welcome to our newsletter!',
      PreHeaderText: 'Thanks for subscribing',
      ContentType: 'Both',
      HTMLContent: '<html><body><h1>Welcome!</h1></body></html>',
      PlainContent: 'Welcome!',
      ExtraContent1: '<stripo/>',
      ExtraContent2: 'p{}',
      Mode: 'Stripo',
      ImageEmbedding: 'Enabled',
      IsEmailTemplate: '1',
      DeletedAt: null,
      Attachments: [],
    });
    expect(res.body.EmailTemplate.CreatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await read(u, await create(u, { EmailName: 'defaults' }))).toMatchObject({ ContentType: 'HTML', Mode: 'Editor', ImageEmbedding: 'Disabled' });
    // the legacy entry, XML
    const legacy = await u.call('useremailtemplate.get', { EmailID: id }, 'XML');
    expect([succeeded(legacy), legacy.body.EmailTemplate.EmailName]).toEqual([true, name]);
    const made = await u.call('useremailtemplate.create', { EmailName: 'legacy', Subject: 'S' });
    expect(Number(made.body.EmailID)).toBeGreaterThan(id);
  });

  it('useremailtemplate.create: 1–5 answered together in Errors, then 6 a text too long', async () => {
    const res = await v1(u, 'POST', 'useremailtemplate', { ContentType: 'Rich', Mode: 'Unlayer', ImageEmbedding: 'yes' });
    expect(v1Codes(res)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.Errors[0]).toEqual({ Code: 1, Message: 'Missing EmailName parameter' });
    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate', { EmailName: 'n' }))).toEqual([2]);
    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate', { EmailName: ' ', Subject: 's', Mode: 'x' }))).toEqual([1, 4]);
    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate', { EmailName: 'n', Subject: 's'.repeat(999) }))).toEqual([6]);
    expect(codes(await u.call('useremailtemplate.create', { Subject: 's' }))).toEqual([1]);
  });

  it("useremailtemplate.get: 1 missing, 2 not numeric, 3 missing or another user's", async () => {
    const id = await create(u);
    expect(v1Codes(await v1(u, 'GET', 'useremailtemplate', {}))).toEqual([1]);
    expect(v1Codes(await v1(u, 'GET', 'useremailtemplate', { EmailID: '4x' }))).toEqual([2]);
    expect(v1Codes(await v1(u, 'GET', 'useremailtemplate', { EmailID: 0 }))).toEqual([3]);
    expect(v1Codes(await v1(other, 'GET', 'useremailtemplate', { EmailID: id }))).toEqual([3]);
    // an email is not a template, though they share one id space
    expect(v1Codes(await v1(u, 'GET', 'useremailtemplate', { EmailID: await u.email() }))).toEqual([3]);
  });

  it("useremailtemplates.get: the caller's only, sorted and paged, trimmed to `fields`", async () => {
    const who = await emailsUser();
    const ids = [await create(who, { EmailName: 'b-two' }), await create(who, { EmailName: 'A-one' }), await create(who, { EmailName: 'c-three' })];
    await create(other);
    const list = async (params: Record<string, unknown>) => {
      const res = await v1(who, 'GET', 'useremailtemplates', params);
      expect([res.status, res.body.Success, res.body.TotalEmailTemplateCount]).toEqual([200, true, 3]);
      return res.body.EmailTemplates as any[];
    };
    expect((await list({})).map((t) => Number(t.EmailID))).toEqual([...ids].reverse());
    expect((await list({ OrderField: 'EmailName', OrderType: 'ASC' })).map((t) => t.EmailName)).toEqual(['A-one', 'b-two', 'c-three']);
    expect((await list({ OrderField: 'EmailName', OrderType: 'desc', Limit: 1, Offset: 1 })).map((t) => t.EmailName)).toEqual(['b-two']);
    expect((await list({ OrderField: 'Nope', OrderType: 'sideways', Limit: 500 })).map((t) => Number(t.EmailID))).toEqual([...ids].reverse());
    const full = (await list({ Limit: 1 }))[0];
    expect(Object.keys(full)).toEqual(
      expect.arrayContaining(['EmailID', 'RelUserID', 'HTMLContent', 'PlainContent', 'ExtraContent1', 'IsEmailTemplate', 'DeletedAt']),
    );
    const trimmed = await list({ fields: 'EmailName, subject,Bogus,HTMLContent', Limit: 2 });
    expect(trimmed.map((t) => Object.keys(t))).toEqual([
      ['EmailID', 'EmailName', 'Subject', 'HTMLContent'],
      ['EmailID', 'EmailName', 'Subject', 'HTMLContent'],
    ]);
    const none = await v1(await emailsUser(), 'GET', 'useremailtemplates', {});
    expect(none.body).toMatchObject({ Success: true, TotalEmailTemplateCount: 0, EmailTemplates: [] });
    const legacy = await who.call('useremailtemplates.get', { Limit: 2 }, 'XML');
    expect([succeeded(legacy), Number(legacy.body.TotalEmailTemplateCount), Object.keys(legacy.body.EmailTemplates).length]).toEqual([true, 3, 2]);
  });

  it('useremailtemplate.update: the fields sent (PATCH, JSON body); 1–5, 6 not the caller’s, 7 too long', async () => {
    const id = await create(u, { Subject: 'Old', PlainContent: 'keep me', PreHeaderText: 'pre' });
    const res = await v1(u, 'PATCH', 'useremailtemplate', {
      EmailID: id,
      EmailName: 'Updated Welcome Template',
      Subject: 'Welcome aboard!',
      PreHeaderText: '',
    });
    expect([res.status, res.body.Success, res.body.ErrorCode]).toEqual([200, true, 0]);
    expect(await read(u, id)).toMatchObject({
      EmailName: 'Updated Welcome Template',
      Subject: 'Welcome aboard!',
      PlainContent: 'keep me',
      PreHeaderText: '',
      HTMLContent: '<p>Hi</p>',
    });
    expect(
      succeeded(await u.call('useremailtemplate.update', { EmailID: id, ContentType: 'plain', Mode: 'STRIPO', ImageEmbedding: 'enabled', EmailName: ' ' })),
    ).toBe(true);
    expect(await read(u, id)).toMatchObject({ ContentType: 'Plain', Mode: 'Stripo', ImageEmbedding: 'Enabled', EmailName: 'Updated Welcome Template' });
    const patch = (params: Record<string, unknown>) => v1(u, 'PATCH', 'useremailtemplate', params).then(v1Codes);
    expect(await patch({ Subject: 'x' })).toEqual([1]);
    expect(await patch({ EmailID: 'abc' })).toEqual([2]);
    expect(await patch({ EmailID: id, ContentType: 'Rich' })).toEqual([3]);
    expect(await patch({ EmailID: id, Mode: 'Unlayer' })).toEqual([4]);
    expect(await patch({ EmailID: id, ImageEmbedding: 'maybe' })).toEqual([5]);
    expect(await patch({ EmailID: 999_999_999, Subject: 'x' })).toEqual([6]);
    expect(await patch({ EmailID: id, EmailName: 'n'.repeat(256) })).toEqual([7]);
    expect(v1Codes(await v1(other, 'PATCH', 'useremailtemplate', { EmailID: id, Subject: 'hijack' }))).toEqual([6]);
    expect((await read(u, id)).Subject).toBe('Welcome aboard!');
  });

  it("useremailtemplate.delete: the caller's among the ids go, DeletedCount says how many; 1 missing", async () => {
    const [a, b, c] = [await create(u), await create(u), await create(u)];
    const theirs = await create(other);
    const res = await v1(u, 'DELETE', 'useremailtemplate', { EmailID: `${a},${b},x,${theirs}` });
    expect([res.status, res.body.Success, res.body.DeletedCount]).toEqual([200, true, 2]);
    expect(v1Codes(await v1(u, 'GET', 'useremailtemplate', { EmailID: a }))).toEqual([3]);
    expect((await read(other, theirs)).EmailID).toBe(String(theirs));
    expect((await v1(u, 'DELETE', 'useremailtemplate', { EmailID: `${a}` })).body.DeletedCount).toBe(0);
    expect(Number((await u.call('useremailtemplate.delete', { EmailID: c })).body.DeletedCount)).toBe(1);
    expect(v1Codes(await v1(u, 'DELETE', 'useremailtemplate', {}))).toEqual([1]);
  });

  it('useremailtemplate.copy: "Copy of <name>" with the same content; 1, 2, 3', async () => {
    const id = await create(u, { EmailName: 'Welcome Email Template', PlainContent: 'plain', Mode: 'Stripo', ExtraContent2: 'css' });
    const res = await v1(u, 'POST', 'useremailtemplate.copy', { EmailID: id });
    expect([res.status, res.body.Success, res.body.EmailName]).toEqual([200, true, 'Copy of Welcome Email Template']);
    const copy = await read(u, Number(res.body.EmailID));
    const original = await read(u, id);
    const content = (t: any) => ({
      Subject: t.Subject,
      HTMLContent: t.HTMLContent,
      PlainContent: t.PlainContent,
      Mode: t.Mode,
      ExtraContent2: t.ExtraContent2,
    });
    expect(content(copy)).toEqual(content(original));
    expect(Number(copy.EmailID)).not.toBe(id);
    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate.copy', {}))).toEqual([1]);
    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate.copy', { EmailID: 'x' }))).toEqual([2]);
    expect(v1Codes(await v1(other, 'POST', 'useremailtemplate.copy', { EmailID: id }))).toEqual([3]);
  });

  it("useremailtemplate.copytouser: an administrator copies one user's template to another; 1–9; a user may not", async () => {
    const id = await create(u, { EmailName: 'Shared design', PlainContent: 'plain' });
    const copy = (params: Record<string, unknown>) => api.v1('POST', 'useremailtemplate.copytouser', { AdminAPIKey: adminApiKey, ...params });
    const res = await copy({ EmailID: id, SourceUserID: u.user.userId, TargetUserID: other.user.userId });
    expect([res.status, res.body.Success, res.body.ErrorCode]).toEqual([200, true, 0]);
    expect(await read(other, Number(res.body.EmailID))).toMatchObject({
      EmailName: 'Shared design',
      PlainContent: 'plain',
      RelUserID: String(other.user.userId),
    });
    const all = { EmailID: id, SourceUserID: u.user.userId, TargetUserID: other.user.userId };
    const without = (key: string) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key));
    expect(v1Codes(await copy(without('EmailID')))).toEqual([1]);
    expect(v1Codes(await copy(without('SourceUserID')))).toEqual([2]);
    expect(v1Codes(await copy(without('TargetUserID')))).toEqual([3]);
    expect(v1Codes(await copy({ ...all, EmailID: 'x', SourceUserID: undefined }))).toEqual([2]);
    expect(v1Codes(await copy({ ...all, EmailID: 'x' }))).toEqual([4]);
    expect(v1Codes(await copy({ ...all, SourceUserID: 'x' }))).toEqual([5]);
    expect(v1Codes(await copy({ ...all, TargetUserID: 'x' }))).toEqual([6]);
    expect(v1Codes(await copy({ ...all, SourceUserID: 999_999_999 }))).toEqual([7]);
    expect(v1Codes(await copy({ ...all, TargetUserID: 999_999_999 }))).toEqual([8]);
    expect(v1Codes(await copy({ ...all, SourceUserID: other.user.userId }))).toEqual([9]);
    const legacy = await api.legacy('useremailtemplate.copytouser', { AdminAPIKey: adminApiKey, ...all });
    expect(succeeded(legacy)).toBe(true);
    // a user's credentials are no administrator's
    const byUser = await v1(u, 'POST', 'useremailtemplate.copytouser', all);
    expect([byUser.body.EmailID, v1Codes(byUser).length > 0]).toEqual([undefined, true]);
  });

  it('useremailtemplate.preview: merge tags from the sample data (any case), the rest from the sample subscriber, never raw; 1–6', async () => {
    const id = await create(u, {
      Subject: 'Hi %Subscriber:FirstName%',
      ContentType: 'Both',
      HTMLContent: `<p>Hello {{ Subscriber:FirstName }}, plan {{ Subscriber:Plan|"free" }}, tier %Subscriber:Tier%, mail %Subscriber:EmailAddress%, from %User:FirstName%.</p>${UNSUBSCRIBE_HTML}`,
      PlainContent: 'Hello %Subscriber:FirstName% (%Subscriber:Tier%) %Subscriber:CustomField7%',
    });
    const preview = (params: Record<string, unknown>, who = u) => v1(who, 'POST', 'useremailtemplate.preview', { EmailTemplateID: id, ...params });
    const res = await preview({ SampleData: { firstname: 'Jane', TIER: 'Gold', customfield7: 'seven', Email: 'jane@example.com' }, IncludeBranding: true });
    expect([res.status, res.body.Success, res.body.ErrorCode]).toEqual([200, true, 0]);
    expect(res.body.Subject).toBe('Hi Jane');
    expect(res.body.HTMLContent).toContain('<p>Hello Jane, plan free, tier Gold, mail subscriber@example.com, from Test.</p>');
    expect(res.body.HTMLContent).toMatch(/href="[^"]+#preview-unsubscribe"/);
    expect(res.body.PlainContent).toBe('Hello Jane (Gold) seven');
    const defaults = await preview({ IncludeBranding: false });
    expect(defaults.body.HTMLContent).toContain('<p>Hello John, plan free, tier , mail subscriber@example.com');
    expect(`${defaults.body.HTMLContent}${defaults.body.PlainContent}`).not.toMatch(/%Subscriber|\{\{/);
    const mail = await preview({ SampleData: { emailaddress: 'jane@example.com' } });
    expect(mail.body.HTMLContent).toContain('mail jane@example.com');
    // the legacy entry takes SampleData as a JSON-encoded object in a form field
    const legacy = await u.call('useremailtemplate.preview', {
      EmailTemplateID: id,
      SampleData: JSON.stringify({ FirstName: 'Ann' }),
      IncludeBranding: 'false',
    });
    expect([succeeded(legacy), legacy.body.Subject]).toEqual([true, 'Hi Ann']);

    expect(v1Codes(await v1(u, 'POST', 'useremailtemplate.preview', {}))).toEqual([1]);
    expect(v1Codes(await preview({ EmailTemplateID: 'abc' }))).toEqual([2]);
    expect(v1Codes(await preview({}, other))).toEqual([3]);
    expect(v1Codes(await preview({ EmailTemplateID: await u.email() }))).toEqual([3]);
    expect(v1Codes(await preview({ SampleData: ['Jane'] }))).toEqual([4]);
    expect(v1Codes(await preview({ SampleData: 'not json' }))).toEqual([4]);
    expect(v1Codes(await preview({ SampleData: { FirstName: { nested: true } } }))).toEqual([5]);
    expect(v1Codes(await preview({ SampleData: { FirstName: null }, IncludeBranding: 'sometimes' }))).toEqual([6]);
  });
});

/**
 * The behaviour behind the gallery: Email.Update with Mode=Template and RelTemplateID copies the template's subject and
 * bodies into the email, and a campaign of that email delivers the template's content over SMTP.
 */
describe('email templates: an email made from a gallery template', () => {
  const { api, adminApiKey } = e2eEnv();
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  const template = async (res: Promise<ApiResponse>) => Number((await res).body.TemplateID);
  const fromTemplate = async (who: EmailsUser, templateId: number, extra: Record<string, unknown> = {}) => {
    const { EmailID } = await who.ok('Email.Create');
    const { Subject: _s, HTMLContent: _h, PlainContent: _p, ...sender } = validEmail();
    const res = await who.call('Email.Update', { EmailID, ...sender, Mode: 'Template', RelTemplateID: templateId, ...extra });
    return { emailId: Number(EmailID), res };
  };

  it('Email.Update Mode=Template copies the subject and both bodies of the template (own or global); the call’s own content wins', async () => {
    const marker = unique('tplmark');
    const own = await template(
      u.call('email.template.create', {
        TemplateName: 'own',
        TemplateSubject: `Own ${marker}`,
        TemplateHTMLContent: `<p>${marker} html</p>${UNSUBSCRIBE_HTML}`,
        TemplatePlainContent: `${marker} plain %Link:Unsubscribe%`,
      }),
    );
    const { emailId, res } = await fromTemplate(u, own);
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    expect(emailOf(await u.ok('Email.Get', { EmailID: emailId }))).toMatchObject({
      Mode: 'Template',
      RelTemplateID: own,
      Subject: `Own ${marker}`,
      HTMLContent: `<p>${marker} html</p>${UNSUBSCRIBE_HTML}`,
      PlainContent: `${marker} plain %Link:Unsubscribe%`,
    });
    const global = await template(
      api.legacy('email.template.create', {
        AdminAPIKey: adminApiKey,
        TemplateName: 'global',
        TemplateHTMLContent: `<p>global ${marker}</p>${UNSUBSCRIBE_HTML}`,
      }),
    );
    const made = await fromTemplate(other, global, { Subject: 'My own subject' });
    expect(succeeded(made.res)).toBe(true);
    expect(emailOf(await other.ok('Email.Get', { EmailID: made.emailId }))).toMatchObject({
      Subject: 'My own subject',
      HTMLContent: `<p>global ${marker}</p>${UNSUBSCRIBE_HTML}`,
      PlainContent: '',
    });
    // another user's template is no template: 5, and the email keeps its content
    const theirs = await fromTemplate(other, own);
    expect([succeeded(theirs.res), codes(theirs.res)]).toEqual([false, [5]]);
    expect(emailOf(await other.ok('Email.Get', { EmailID: theirs.emailId })).HTMLContent).not.toContain(marker);
    expect(codes((await fromTemplate(u, 999_999_999)).res)).toEqual([5]);
    // a template without the scope's unsubscribe link makes no valid Campaign email
    const bare = await template(u.call('email.template.create', { TemplateName: 'bare', TemplateHTMLContent: '<p>no link</p>' }));
    expect(codes((await fromTemplate(u, bare)).res)).toEqual([11]);
  });
});

/** The same, delivered: a campaign of an email made from a template sends the template's content over SMTP (needs the dev inbox). */
(inbox ? describe : describe.skip)('email templates: a campaign of an email made from a gallery template', () => {
  let u: EmailsUser;
  beforeAll(async () => {
    u = await emailsUser();
  });

  const template = async (res: Promise<ApiResponse>) => Number((await res).body.TemplateID);
  const fromTemplate = async (who: EmailsUser, templateId: number) => {
    const { EmailID } = await who.ok('Email.Create');
    const { Subject: _s, HTMLContent: _h, PlainContent: _p, ...sender } = validEmail();
    const res = await who.call('Email.Update', { EmailID, ...sender, Mode: 'Template', RelTemplateID: templateId });
    return { emailId: Number(EmailID), res };
  };

  it("a campaign of an email made from a template delivers the template's content", async () => {
    const marker = unique('sent');
    const templateId = await template(
      u.call('email.template.create', {
        TemplateName: 'campaign',
        TemplateSubject: `Template ${marker} for %Subscriber:EmailAddress%`,
        TemplateHTMLContent: `<html><body><h1>${marker} from the template</h1>${UNSUBSCRIBE_HTML}</body></html>`,
        TemplatePlainContent: `${marker} plain from the template. Leave: %Link:Unsubscribe%`,
      }),
    );
    const { emailId, res } = await fromTemplate(u, templateId);
    expect(succeeded(res)).toBe(true);
    const listId = await u.list();
    const address = `${unique('reader')}@${unique('tpl')}.example`;
    await u.subscriber(listId, address);
    const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('from-template') });
    await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID });
    await until(
      async () => (await u.ok('Campaign.Get', { CampaignID })).Campaign,
      (c) => c.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );
    const mail = await inbox!.waitFor(address, { timeoutMs: 30_000 });
    expect(mail.subject).toBe(`Template ${marker} for ${address}`);
    expect(mail.html).toContain(`<h1>${marker} from the template</h1>`);
    expect(mail.text).toContain(`${marker} plain from the template. Leave: `);
    expect(`${mail.html}${mail.text}`).not.toContain('%Link:Unsubscribe%');
  }, 90_000);
});
