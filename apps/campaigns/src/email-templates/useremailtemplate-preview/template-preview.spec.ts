import { CommandError } from '@mail/contracts';

import type { UserTemplateRecord } from '../email-templates.repository';
import { includeBrandingOf, previewFields, renderTemplatePreview, sampleDataOf, subscriberTagsIn } from './template-preview';

const codeOf = (run: () => unknown): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof CommandError ? error.failure.errors[0].code : -1;
  }
};

const template = (overrides: Partial<UserTemplateRecord> = {}): UserTemplateRecord => ({
  id: 9,
  user_id: 4,
  name: 't',
  subject: 'Hi %Subscriber:FirstName%',
  preheader_text: '',
  content_type: 'Both',
  html_content: '<p>{{ Subscriber:Plan|"free" }} %Subscriber:Tier% %User:CompanyName%</p><a href="%Link:Unsubscribe%">x</a>',
  plain_content: '',
  extra_content1: '',
  extra_content2: '',
  mode: 'Editor',
  image_embedding: 'Disabled',
  created_at: '',
  updated_at: '',
  ...overrides,
});

describe('useremailtemplate.preview rendering', () => {
  it('reads SampleData as an object or a JSON-encoded one: 4 anything else, 5 a value that is not a scalar or null', () => {
    expect(sampleDataOf({ A: 1, B: true, C: null, D: 'd' })).toEqual({ A: '1', B: 'true', C: '', D: 'd' });
    expect(sampleDataOf('{"FirstName":"Jane"}')).toEqual({ FirstName: 'Jane' });
    expect(sampleDataOf(undefined)).toEqual({});
    expect([codeOf(() => sampleDataOf('[1]')), codeOf(() => sampleDataOf('x')), codeOf(() => sampleDataOf(3)), codeOf(() => sampleDataOf(['a']))]).toEqual([
      4, 4, 4, 4,
    ]);
    expect(codeOf(() => sampleDataOf({ A: [1] }))).toBe(5);
  });

  it('reads IncludeBranding as a boolean (true when absent): 6 anything else', () => {
    expect([includeBrandingOf(undefined), includeBrandingOf(false), includeBrandingOf('0'), includeBrandingOf('TRUE'), includeBrandingOf(1)]).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
    expect([codeOf(() => includeBrandingOf('yes')), codeOf(() => includeBrandingOf({}))]).toEqual([6, 6]);
  });

  it('matches sample keys case-insensitively to the sample subscriber, CustomField<ID> and the template’s tags, keeping the key as sent', () => {
    const fields = previewFields(
      { firstname: 'Jane', customfield3: 'c', TIER: 'Gold', other: 'o' },
      subscriberTagsIn(template().subject, template().html_content),
    );
    expect(fields).toMatchObject({
      FirstName: 'Jane',
      firstname: 'Jane',
      CustomField3: 'c',
      Tier: 'Gold',
      TIER: 'Gold',
      other: 'o',
      EmailAddress: 'subscriber@example.com',
    });
  });

  it('renders with the campaign compiler: tags filled, fallbacks kept, the plain part derived, links to the preview marker', () => {
    const fields = previewFields({ FirstName: 'Jane', tier: 'Gold' }, subscriberTagsIn(template().subject, template().html_content));
    const page = renderTemplatePreview(template(), fields, { CompanyName: 'Acme' }, 'https://mail.example/');
    expect(page.subject).toBe('Hi Jane');
    expect(page.html).toContain('<p>free Gold Acme</p><a href="https://mail.example/#preview-unsubscribe">x</a>');
    expect(page.plain).toContain('free Gold Acme');
  });

  it('wraps the body in the user header and footer, merge tags filled in them too', () => {
    const fields = previewFields({ FirstName: 'Jane' }, subscriberTagsIn(template().subject, template().html_content));
    const blocks = { htmlHeader: '<p>HEAD %User:CompanyName%</p>', htmlFooter: '<p>FOOT</p>', plainHeader: 'PH\n', plainFooter: '\nPF' };
    const page = renderTemplatePreview(template(), fields, { CompanyName: 'Acme' }, 'https://mail.example/', new Date(), blocks);
    expect(page.html).toMatch(/<p>HEAD Acme<\/p>[\s\S]*free[\s\S]*<p>FOOT<\/p>/);
    expect(renderTemplatePreview(template(), fields, { CompanyName: 'Acme' }, 'https://mail.example/').html).not.toContain('HEAD');
  });
});
