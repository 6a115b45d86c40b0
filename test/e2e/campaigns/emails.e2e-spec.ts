import { e2eEnv } from '@mail/testing';

import { codes, emailOf, emailsUser, type EmailsUser, FORMATS, succeeded, validEmail } from './emails-helpers';

describe('Email.Create, Email.Get, Email.Duplicate, Email.Delete, Emails.Get', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  describe('Email.Create', () => {
    it.each(FORMATS)('creates an empty email of the caller (%s)', async (format) => {
      const res = await u.call('Email.Create', {}, format);
      expect(succeeded(res)).toBe(true);
      const emailId = Number(res.body.EmailID);
      expect(emailId).toBeGreaterThan(0);
      const email = emailOf(await u.ok('Email.Get', { EmailID: emailId }));
      expect(email).toMatchObject({ EmailID: emailId, RelUserID: u.user.userId, Mode: 'Empty', EmailName: '', HTMLContent: '' });
    });

    it("ignores a RelUserID naming another user: the email is the caller's", async () => {
      const { EmailID } = await u.ok('Email.Create', { RelUserID: other.user.userId });
      expect(emailOf(await u.ok('Email.Get', { EmailID })).RelUserID).toBe(u.user.userId);
      expect(codes(await other.call('Email.Get', { EmailID }))).toEqual([2]);
      const own = await u.ok('Email.Create', { RelUserID: u.user.userId });
      expect(Number(own.EmailID)).toBeGreaterThan(Number(EmailID));
    });
  });

  describe('Email.Get', () => {
    it.each(FORMATS)('returns EmailInformation with every field (%s)', async (format) => {
      const emailId = await u.email(
        validEmail({ ReplyToEmail: 'reply@example.com', ReplyToName: 'Desk', PreHeaderText: 'Read me', ImageEmbedding: 'enabled' }),
      );
      const res = await u.call('Email.Get', { EmailID: emailId }, format);
      expect(succeeded(res)).toBe(true);
      const email = emailOf(res.body);
      for (const field of [
        'EmailID',
        'RelUserID',
        'EmailName',
        'FromName',
        'FromEmail',
        'ReplyToName',
        'ReplyToEmail',
        'ContentType',
        'Mode',
        'FetchURL',
        'FetchPlainURL',
        'Subject',
        'PlainContent',
        'HTMLContent',
        'ExtraContent1',
        'ExtraContent2',
        'ImageEmbedding',
        'RelTemplateID',
        'PreHeaderText',
        'Options',
        'IsEmailTemplate',
        'CreatedAt',
        'UpdatedAt',
        'DeletedAt',
        'Attachments',
      ]) {
        expect(email).toHaveProperty(field);
      }
      expect(email).toMatchObject({
        EmailName: 'Newsletter',
        FromEmail: 'news@example.com',
        ReplyToEmail: 'reply@example.com',
        ReplyToName: 'Desk',
        ContentType: 'Both',
        PreHeaderText: 'Read me',
        ImageEmbedding: 'Enabled',
        Subject: 'Hello %Subscriber:EmailAddress%',
      });
      expect(String(email.EmailID)).toBe(String(emailId));
      expect(String(email.CreatedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('reads lower-case keys and GET query strings', async () => {
      const emailId = await u.email();
      const lower = await u.call('email.get', { emailid: emailId });
      expect(succeeded(lower)).toBe(true);
      const { api } = e2eEnv();
      const viaGet = await api.legacy('Email.Get', { APIKey: u.user.apiKey, EmailID: emailId }, { encoding: 'query' });
      expect(emailOf(viaGet.body).EmailID).toBe(emailId);
    });

    it.each(FORMATS)('answers 1 for a missing id and 2 for an unknown, malformed or foreign one (%s)', async (format) => {
      const foreign = await other.email();
      expect(codes(await u.call('Email.Get', {}, format))).toEqual([1]);
      expect(codes(await u.call('Email.Get', { EmailID: 'abc' }, format))).toEqual([2]);
      expect(codes(await u.call('Email.Get', { EmailID: 987654321 }, format))).toEqual([2]);
      expect(codes(await u.call('Email.Get', { EmailID: foreign }, format))).toEqual([2]);
    });
  });

  describe('Email.Duplicate', () => {
    it.each(FORMATS)('copies every content field under a new name (%s)', async (format) => {
      const source = await u.email(validEmail({ EmailName: 'Original' }));
      const res = await u.call('Email.Duplicate', { EmailID: source }, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body.EmailName).toBe('Original (Copy)');
      const copy = emailOf(await u.ok('Email.Get', { EmailID: res.body.EmailID }));
      const original = emailOf(await u.ok('Email.Get', { EmailID: source }));
      expect(copy.EmailID).not.toBe(original.EmailID);
      expect(copy).toMatchObject({
        HTMLContent: original.HTMLContent,
        PlainContent: original.PlainContent,
        Subject: original.Subject,
        FromEmail: original.FromEmail,
      });
    });

    it.each(FORMATS)('answers 1 for a missing or malformed id and 2 for an unknown or foreign one (%s)', async (format) => {
      const foreign = await other.email();
      expect(codes(await u.call('Email.Duplicate', {}, format))).toEqual([1]);
      expect(codes(await u.call('Email.Duplicate', { EmailID: '0' }, format))).toEqual([1]);
      expect(codes(await u.call('Email.Duplicate', { EmailID: 987654321 }, format))).toEqual([2]);
      expect(codes(await u.call('Email.Duplicate', { EmailID: foreign }, format))).toEqual([2]);
    });
  });

  describe('Email.Delete', () => {
    it.each(FORMATS)('deletes the email (%s)', async (format) => {
      const emailId = await u.email();
      expect(succeeded(await u.call('Email.Delete', { EmailID: emailId }, format))).toBe(true);
      expect(codes(await u.call('Email.Get', { EmailID: emailId }))).toEqual([2]);
      expect(codes(await u.call('Email.Delete', { EmailID: emailId }, format))).toEqual([1]);
    });

    it.each(FORMATS)("answers 1 for a missing id or another user's email, which stays (%s)", async (format) => {
      const foreign = await other.email();
      expect(codes(await u.call('Email.Delete', {}, format))).toEqual([1]);
      expect(codes(await u.call('Email.Delete', { EmailID: foreign }, format))).toEqual([1]);
      expect(succeeded(await other.call('Email.Get', { EmailID: foreign }))).toBe(true);
    });

    it.each(FORMATS)('answers 2 for an email a campaign may still send, and lets a finished campaign go of it (%s)', async (format) => {
      const emailId = await u.email();
      const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: 'Uses the email' });
      await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId });
      const refused = await u.call('Email.Delete', { EmailID: emailId }, format);
      expect(codes(refused)).toEqual([2]);
      expect(String(refused.body.ErrorText)).toContain('used by a campaign');
      expect(succeeded(await u.call('Email.Get', { EmailID: emailId }))).toBe(true);
      await u.ok('Campaign.Cancel', { CampaignID });
      expect(succeeded(await u.call('Email.Delete', { EmailID: emailId }, format))).toBe(true);
      const campaign = (await u.ok('Campaign.Get', { CampaignID })).Campaign;
      expect([campaign.Status, Number(campaign.RelEmailID || 0)]).toEqual(['Cancelled', 0]);
    });
  });

  describe('Emails.Get', () => {
    it.each(FORMATS)("lists only the caller's emails as raw rows ordered by EmailName (%s)", async (format) => {
      const owner = await emailsUser();
      const b = await owner.email(validEmail({ EmailName: 'Bravo' }));
      const a = await owner.email(validEmail({ EmailName: 'Alpha' }));
      const c = await owner.email(validEmail({ EmailName: 'Charlie' }));
      await other.email(validEmail({ EmailName: 'Aardvark' }));
      const res = await owner.call('Emails.Get', {}, format);
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.TotalEmailCount)).toBe(3);
      const emails = (Array.isArray(res.body.Emails) ? res.body.Emails : Object.values(res.body.Emails)) as Record<string, unknown>[];
      expect(emails.map((e) => [e.EmailID, e.EmailName])).toEqual([
        [String(a), 'Alpha'],
        [String(b), 'Bravo'],
        [String(c), 'Charlie'],
      ]);
      // raw rows: ids and numbers as text, Options a JSON string
      expect(emails[0].EmailID).toEqual(expect.any(String));
      expect(JSON.parse(String(emails[0].Options))).toMatchObject({ PlainContentAutoConvert: false });
    });
  });
});
