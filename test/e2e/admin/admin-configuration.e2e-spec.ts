import { e2eEnv, e2eMailInbox, e2eSql, seedUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from '../accounts/accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const inbox = e2eMailInbox();
/** the dev SMTP server of this run (the suite points SMTP_URL at it) */
const devSmtp = process.env.SMTP_URL ? new URL(process.env.SMTP_URL) : undefined;

const admin = (command: string, params: Record<string, unknown> = {}, format?: string) =>
  api.legacy(command, { AdminAPIKey: adminApiKey, ...params, ...(format ? { ResponseFormat: format } : {}) });

describe('admin configuration: a user key is refused', () => {
  const commands = [
    'theme.create',
    'theme.get',
    'theme.update',
    'theme.delete',
    'themes.get',
    'deliveryserver.create',
    'deliveryserver.update',
    'deliveryserver.testresults',
    'deliveryservers.get',
    'deliveryservers.delete',
    'sso.create',
    'sso.update',
    'sso.delete',
    'system.getsettings',
    'settings.update',
    'settings.emailsendingtest',
  ];
  it.each(FORMATS)('99998 for every command with a user API key (%s)', async (format) => {
    const user = await seedUser(api, adminApiKey);
    for (const command of commands)
      expect([command, errorCodes(await api.legacy(command, { APIKey: user.apiKey, ResponseFormat: format }))]).toEqual([command, [99998]]);
  });
});

describe('themes (theme.create/get/update/delete, themes.get)', () => {
  it.each(FORMATS)('creates, reads, lists, updates and deletes a theme (%s)', async (format) => {
    const name = unique('theme');
    const created = await admin('theme.create', { Template: 'weefive', ThemeName: name, ProductName: 'Acme Mail', ThemeSettings: '{"color":"#123"}' }, format);
    expect(succeeded(created)).toBe(true);
    const id = Number(created.body.ThemeID);
    expect(id).toBeGreaterThan(0);

    const got = await admin('theme.get', { ThemeID: id });
    expect(got.body.Theme).toEqual({
      ThemeID: id,
      Template: 'weefive',
      ThemeName: name,
      ProductName: 'Acme Mail',
      ThemeSettings: '{"color":"#123"}',
      LogoData: '',
      LogoType: '',
      LogoSize: 0,
      LogoFileName: '',
    });
    const xml = await admin('theme.get', { ThemeID: id }, 'XML');
    expect(xml.isXml).toBe(true);
    expect(xml.text).toContain(`<ThemeName>${name}</ThemeName>`);

    expect(
      succeeded(
        await admin(
          'theme.update',
          { ThemeID: id, ProductName: 'Acme 2', LogoData: 'aGVsbG8=', LogoType: 'image/png', LogoSize: 5, LogoFileName: 'l.png' },
          format,
        ),
      ),
    ).toBe(true);
    const updated = (await admin('theme.get', { ThemeID: id })).body.Theme;
    expect(updated).toMatchObject({ ThemeName: name, ProductName: 'Acme 2', LogoData: 'aGVsbG8=', LogoType: 'image/png', LogoSize: 5, LogoFileName: 'l.png' });

    const all = await admin('themes.get', {}, format);
    expect(succeeded(all)).toBe(true);
    const list = format === 'XML' ? [all.body.Themes].flat() : all.body.Themes;
    expect(JSON.stringify(list)).toContain(name);

    expect(succeeded(await admin('theme.delete', { Themes: `${id},99999999` }, format))).toBe(true);
    expect(errorCodes(await admin('theme.get', { ThemeID: id }))).toEqual([2]);
  });

  it('answers every documented code', async () => {
    expect(errorCodes(await admin('theme.create', { ThemeName: 'x' }))).toEqual([1]);
    expect(errorCodes(await admin('theme.create', { Template: 'weefive' }))).toEqual([2]);
    expect(errorCodes(await admin('theme.create', { Template: 'nope', ThemeName: 'x' }))).toEqual([3]);
    expect(errorCodes(await admin('theme.get', {}))).toEqual([1]);
    expect(errorCodes(await admin('theme.get', { ThemeID: 'abc' }))).toEqual([2]);
    expect(errorCodes(await admin('theme.update', {}))).toEqual([4]);
    expect(errorCodes(await admin('theme.update', { ThemeID: 99999999, ThemeName: 'x' }))).toEqual([5]);
    const id = (await admin('theme.create', { Template: 'weefive', ThemeName: unique('t') })).body.ThemeID;
    expect(errorCodes(await admin('theme.update', { ThemeID: id, Template: 'nope' }))).toEqual([3]);
    expect(errorCodes(await admin('theme.update', { ThemeID: id, LogoSize: '-3' }))).toEqual([6]);
    expect(errorCodes(await admin('theme.delete', {}))).toEqual([1]);
    expect(errorCodes(await admin('theme.delete', { Themes: 'abc' }))).toEqual([1]);
    const every = (await admin('themes.get')).body.Themes.map((t: { ThemeID: number }) => t.ThemeID);
    expect(errorCodes(await admin('theme.delete', { Themes: every.join(',') }))).toEqual([2]);
    expect((await admin('themes.get')).body.Themes.length).toBe(every.length);
  });
});

describe('delivery servers (deliveryserver.create/update/testresults, deliveryservers.get/delete)', () => {
  const fields = (extra: Record<string, unknown> = {}) => ({
    DeliveryServerName: unique('ds'),
    SendMethodSMTPHost: devSmtp?.hostname ?? '127.0.0.1',
    SendMethodSMTPPort: devSmtp?.port ?? '25',
    SendMethodSMTPSecure: 'false',
    SendMethodSMTPTimeout: '10',
    SendMethodSMTPAuth: 'true',
    SendMethodSMTPUsername: 'relay-user',
    SendMethodSMTPPassword: 'relay-secret-pw',
    DomainSettings_LinkTracking: 'links.example.com',
    DomainSettings_OpenTracking: 'opens.example.com',
    DomainSettings_MFrom: 'bounce.example.com',
    DomainSettings_EnforcedFrom: 'news@example.com',
    ...extra,
  });

  it.each(FORMATS)('creates a server, never shows its password, links it to a user group and updates it (%s)', async (format) => {
    const created = await admin('deliveryserver.create', fields(), format);
    expect(succeeded(created)).toBe(true);
    const id = Number(created.body.DeliveryServerID);
    expect(created.text).not.toContain('relay-secret-pw');

    const group = await admin('usergroup.create', {
      GroupName: unique('g'),
      SubscriberAreaLogoutURL: 'https://example.com',
      LimitSubscribers: '-1',
      LimitLists: '-1',
      LimitCampaignSendPerPeriod: '-1',
      LimitEmailSendPerPeriod: '-1',
      RelThemeID: '0',
      ForceUnsubscriptionLink: 'Enabled',
      ForceRejectOptLink: 'Disabled',
      Options: JSON.stringify({ TargetDeliveryServerID_Marketing: id, TargetDeliveryServerID_Transactional: id }),
    });
    expect(succeeded(group)).toBe(true);

    const got = await admin('deliveryservers.get', { DeliveryServerID: id }, format);
    expect(succeeded(got)).toBe(true);
    expect(got.text).not.toContain('relay-secret-pw');
    {
      const server = (await admin('deliveryservers.get', { DeliveryServerID: id })).body.DeliveryServers[String(id)];
      expect(server).toMatchObject({
        DeliveryServerID: String(id),
        ConnectionParams: {
          smtp_host: devSmtp?.hostname ?? '127.0.0.1',
          smtp_auth: true,
          smtp_username: 'relay-user',
          smtp_password: '',
          smtp_secure: 'false',
          smtp_timeout: 10,
        },
        Domains: {
          link_tracking: 'links.example.com',
          open_tracking: 'opens.example.com',
          mfrom_domain: 'bounce.example.com',
          enforced_from: 'news@example.com',
        },
        IsAllocated: true,
        UserGroupAssignments: [{ UserGroupID: String(group.body.UserGroupID), GroupName: expect.any(String), Channels: ['Marketing', 'Transactional'] }],
      });
    }

    // an update without a password keeps the stored one (no code 8 although auth stays on)
    expect(
      succeeded(await admin('deliveryserver.update', fields({ DeliveryServerID: id, DeliveryServerName: 'renamed', SendMethodSMTPPassword: '' }), format)),
    ).toBe(true);
    const renamed = (await admin('deliveryservers.get', { DeliveryServerID: id })).body.DeliveryServers[String(id)];
    expect(renamed.Name).toBe('renamed');

    expect(succeeded(await admin('deliveryservers.delete', { DeliveryServerID: `${id},99999999` }, format))).toBe(true);
    expect(errorCodes(await admin('deliveryservers.get', { DeliveryServerID: id }))).toEqual([2]);
  });

  it('testresults stores the results and really connects to the SMTP server', async () => {
    if (!devSmtp) return; // mail goes to a real SMTP_URL this run cannot point at
    const id = (await admin('deliveryserver.create', fields({ SendMethodSMTPAuth: 'false' }))).body.DeliveryServerID;
    const res = await admin('deliveryserver.testresults', {
      DeliveryServerID: id,
      TestResults: JSON.stringify({ SPF: true, DKIM: false, DMARC: true, SenderDomain: true, LinkDomain: false, OpenDomain: true, EmailDelivery: true }),
      LastCheckedAt: '2026-01-02 03:04:05',
    });
    expect(res.body).toMatchObject({ Success: true, SMTPConnection: { Success: true } });
    const server = (await admin('deliveryservers.get', { DeliveryServerID: id })).body.DeliveryServers[String(id)];
    expect(server.VerificationResults).toMatchObject({
      spf: true,
      dkim: false,
      dmarc: true,
      sender_domain: true,
      link_domain: false,
      open_domain: true,
      email_delivery: true,
      smtp_connection: true,
    });
    expect(server.VerificationLastCheckedAt).toBe('2026-01-02 03:04:05');

    // a server nobody listens on: the connection fails and says so
    const dead = (await admin('deliveryserver.create', fields({ SendMethodSMTPAuth: 'false', SendMethodSMTPPort: '1', SendMethodSMTPTimeout: '2' }))).body
      .DeliveryServerID;
    const failed = await admin('deliveryserver.testresults', { DeliveryServerID: dead, TestResults: { SPF: 'true' }, LastCheckedAt: '2026-01-02 03:04:05' });
    expect(failed.body).toMatchObject({ Success: true, SMTPConnection: { Success: false } });
  });

  it('answers every documented code', async () => {
    const without = (name: string) => Object.fromEntries(Object.entries(fields()).filter(([k]) => k !== name));
    const order: [string, number][] = [
      ['DeliveryServerName', 1],
      ['SendMethodSMTPHost', 2],
      ['SendMethodSMTPPort', 3],
      ['SendMethodSMTPSecure', 4],
      ['SendMethodSMTPTimeout', 5],
      ['SendMethodSMTPAuth', 6],
      ['DomainSettings_LinkTracking', 9],
      ['DomainSettings_OpenTracking', 10],
      ['DomainSettings_MFrom', 11],
    ];
    for (const [name, codeNumber] of order) expect([name, errorCodes(await admin('deliveryserver.create', without(name)))]).toEqual([name, [codeNumber]]);
    expect(errorCodes(await admin('deliveryserver.create', without('SendMethodSMTPUsername')))).toEqual([7]);
    expect(errorCodes(await admin('deliveryserver.create', without('SendMethodSMTPPassword')))).toEqual([8]);
    expect(errorCodes(await admin('deliveryserver.create', fields({ SendMethodSMTPSecure: 'starttls' })))).toEqual([13]);
    expect(errorCodes(await admin('deliveryserver.create', fields({ SendMethodSMTPAuth: 'maybe' })))).toEqual([14]);
    expect(errorCodes(await admin('deliveryserver.create', fields({ SendMethodSMTPTimeout: 'soon' })))).toEqual([15]);
    expect(errorCodes(await admin('deliveryserver.create', fields({ DomainSettings_EnforcedFrom: 'not-an-email' })))).toEqual([16]);
    expect(errorCodes(await admin('deliveryserver.create', fields({ SendMethodSMTPPort: '99999' })))).toEqual([3]);
    expect(errorCodes(await admin('deliveryserver.update', fields({ DeliveryServerID: 99999999 })))).toEqual([17]);
    expect(errorCodes(await admin('deliveryserver.testresults', {}))).toEqual([1]);
    expect(errorCodes(await admin('deliveryserver.testresults', { DeliveryServerID: 1 }))).toEqual([2]);
    expect(errorCodes(await admin('deliveryserver.testresults', { DeliveryServerID: 1, TestResults: '[oops', LastCheckedAt: '2026-01-01 00:00:00' }))).toEqual([
      2,
    ]);
    expect(errorCodes(await admin('deliveryserver.testresults', { DeliveryServerID: 1, TestResults: { SPF: true } }))).toEqual([4]);
    expect(
      errorCodes(await admin('deliveryserver.testresults', { DeliveryServerID: 99999999, TestResults: { SPF: true }, LastCheckedAt: '2026-01-01 00:00:00' })),
    ).toEqual([3]);
    expect(errorCodes(await admin('deliveryservers.delete', {}))).toEqual([1]);
    expect(errorCodes(await admin('deliveryservers.get', { DeliveryServerID: 99999999 }))).toEqual([2]);
  });
});

describe('SSO sources (sso.create/update/delete)', () => {
  it.each(FORMATS)('creates a source with a signing secret, updates it keeping what is omitted, deletes it (%s)', async (format) => {
    const code = unique('portal_');
    const created = await admin(
      'sso.create',
      {
        SourceName: 'External Portal',
        SourceCode: code,
        SourceDescription: 'desc',
        ExpiresAt: '2030-12-31 23:59:59',
        ValidForSeconds: 3600,
        'Options[CreateNewUserIfNotExists]': 'Enabled',
      },
      format,
    );
    expect(succeeded(created)).toBe(true);
    const id = Number(created.body.SSOSourceID);
    expect(id).toBeGreaterThan(0);
    expect(String(created.body.SSOSecret)).toMatch(/^[0-9a-f]{64}$/);

    expect(succeeded(await admin('sso.update', { SourceID: id, SourceName: 'Renamed', SourceCode: `${code}b`, ValidForSeconds: 60 }, format))).toBe(true);
    expect(errorCodes(await admin('sso.create', { SourceName: 'x', SourceCode: `${code}b`, ValidForSeconds: 1 }))).toEqual([6]);
    expect(succeeded(await admin('sso.delete', { SourceID: String(id) }, format))).toBe(true);
    expect(errorCodes(await admin('sso.update', { SourceID: id, SourceName: 'x', SourceCode: `${code}c`, ValidForSeconds: 1 }))).toEqual([10]);
  });

  it('answers every documented code', async () => {
    const base = { SourceName: 'n', SourceCode: unique('c'), ValidForSeconds: 10 };
    expect(errorCodes(await admin('sso.create', { ...base, SourceName: '' }))).toEqual([1]);
    expect(errorCodes(await admin('sso.create', { ...base, SourceCode: '' }))).toEqual([2]);
    expect(errorCodes(await admin('sso.create', { ...base, SourceCode: 'bad code!' }))).toEqual([4]);
    expect(errorCodes(await admin('sso.create', { ...base, ExpiresAt: '2030-02-30 00:00:00' }))).toEqual([5]);
    expect(errorCodes(await admin('sso.create', { ...base, ExpiresAt: 'tomorrow' }))).toEqual([5]);
    expect(errorCodes(await admin('sso.create', { SourceName: 'n', SourceCode: unique('c') }))).toEqual([7]);
    expect(errorCodes(await admin('sso.create', { ...base, ValidForSeconds: '0' }))).toEqual([8]);
    expect(errorCodes(await admin('sso.update', { ...base }))).toEqual([9]);
    expect(errorCodes(await admin('sso.update', { ...base, SourceID: 99999999 }))).toEqual([10]);
    expect(errorCodes(await admin('sso.delete', {}))).toEqual([1]);
  });
});

describe('system settings (system.getsettings, settings.update, settings.emailsendingtest)', () => {
  it.each(FORMATS)('an update is read back at once, secrets redacted (%s)', async (format) => {
    const product = unique('Product');
    const res = await admin(
      'settings.update',
      { ProductName: product, SendMethodSMTPPassword: 'hunter2', SendMethod: 'smtp', UserSignupGroupIDs: '[1,2]' },
      format,
    );
    expect(succeeded(res)).toBe(true);
    const got = await admin('system.getsettings', { Section: 'RuntimeOptions' }, format);
    expect(succeeded(got)).toBe(true);
    expect(got.text).toContain(product);
    expect(got.text).not.toContain('hunter2');
    {
      const json = await admin('system.getsettings', { Section: 'RuntimeOptions' });
      expect(json.body.Settings.RuntimeOptions).toMatchObject({
        ProductName: product,
        SendMethodSMTPPassword: '***REDACTED***',
        SendMethod: 'SMTP',
        UserSignupGroupIDs: [1, 2],
      });
      expect(Object.keys(json.body.Settings)).toEqual(['RuntimeOptions']);
    }
  });

  it('answers all four sections, the environment redacted, on the legacy entry and GET /api/v1/system-settings', async () => {
    const all = await admin('system.getsettings');
    expect(Object.keys(all.body.Settings).sort()).toEqual(['ConfigFiles', 'DefinedConstants', 'EnvSettings', 'RuntimeOptions']);
    expect(all.body.Settings.EnvSettings.octeth.ADMIN_API_KEY).toBe('***REDACTED***');
    expect(all.text).not.toContain(adminApiKey);
    const v1 = await api.v1('GET', 'system-settings', { adminapikey: adminApiKey, Section: 'EnvSettings' });
    expect(v1.status).toBe(200);
    expect(Object.keys(v1.body.Settings)).toEqual(['EnvSettings']);
    expect(errorCodes(await admin('system.getsettings', { Section: 'Nope' }))).toEqual([1]);
  });

  it('stores secret settings sealed, and the sending test uses the stored settings at once', async () => {
    expect(succeeded(await admin('settings.update', { SendMethodSMTPPassword: 'hunter2' }))).toBe(true);
    const rows = await e2eSql<{ value: string }>(`SELECT "value" #>> '{}' AS "value" FROM "accounts"."system_setting" WHERE "name" = 'SendMethodSMTPPassword'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].value).not.toContain('hunter2');
    if (!devSmtp || !inbox) return; // mail goes to a real SMTP_URL this run cannot read
    const to = `${unique('stored')}@example.com`;
    const set = {
      SendMethod: 'SMTP',
      SendMethodSMTPHost: devSmtp.hostname,
      SendMethodSMTPPort: devSmtp.port,
      SendMethodSMTPAuth: 'false',
      AlertRecipientEmail: to,
    };
    expect(succeeded(await admin('settings.update', set))).toBe(true);
    expect((await admin('settings.emailsendingtest')).body).toMatchObject({ Success: true });
    expect((await inbox.waitFor(to)).subject).toBe('Email sending test');
  });

  it('answers every documented code of settings.update and writes nothing on a failure', async () => {
    expect(errorCodes(await admin('settings.update', { SystemEmailFromEmail: 'not-an-email' }))).toEqual([1]);
    expect(errorCodes(await admin('settings.update', { MediaUploadMethod: 'ftp' }))).toEqual([2]);
    expect(errorCodes(await admin('settings.update', { SendMethodSMTPPort: 'abc' }))).toEqual([4]);
    expect(errorCodes(await admin('settings.update', { DefaultOptinEmailBody: 'no link', ProductName: 'never-written' }))).toEqual([7]);
    expect((await admin('system.getsettings', { Section: 'RuntimeOptions' })).text).not.toContain('never-written');
  });

  it('settings.emailsendingtest sends a real message through the SMTP settings sent', async () => {
    if (!devSmtp || !inbox) return; // mail goes to a real SMTP_URL this run cannot read
    const to = `${unique('alerts')}@example.com`;
    const res = await admin('settings.emailsendingtest', {
      SendMethod: 'SMTP',
      SendMethodSMTPHost: devSmtp.hostname,
      SendMethodSMTPPort: devSmtp.port,
      SendMethodSMTPSecure: '',
      SendMethodSMTPAuth: 'false',
      EmailAddress: to,
    });
    expect(res.body).toMatchObject({ Success: true });
    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe('Email sending test');

    const refused = await admin('settings.emailsendingtest', {
      SendMethod: 'SMTP',
      SendMethodSMTPHost: '127.0.0.1',
      SendMethodSMTPPort: 1,
      SendMethodSMTPTimeout: 2,
      EmailAddress: to,
    });
    expect(errorCodes(refused)).toEqual([1]);
    expect(String(refused.body.EmailSettingsErrorMessage)).not.toBe('');
    expect(errorCodes(await admin('settings.emailsendingtest', { SendMethod: 'Pigeon' }))).toEqual([2]);
    expect(errorCodes(await admin('settings.emailsendingtest', { SendMethod: 'PowerMTA', EmailAddress: to }))).toEqual([1]);
  });
});
