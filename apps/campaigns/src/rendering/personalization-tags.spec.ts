import { parseMergeTags } from './merge-tag.parser';
import { personalizationTags } from './personalization-tags';

describe(personalizationTags.name, () => {
  it('lists subscriber fields, custom fields by id and alias', () => {
    const tags = personalizationTags(
      ['Subscriber'],
      [
        { id: 3, name: 'First name', mergeTagAlias: 'FirstName' },
        { id: 4, name: 'City' },
      ],
    ).map((t) => t.tag);
    expect(tags).toEqual(
      expect.arrayContaining(['%Subscriber:EmailAddress%', '%Subscriber:CustomField3%', '%Subscriber:FirstName%', '%Subscriber:CustomField4%']),
    );
  });

  it('gives each link once across overlapping scopes', () => {
    const tags = personalizationTags(['ListLinks', 'AllLinks', 'CampaignLinks']).map((t) => t.tag);
    expect(tags.filter((t) => t === '%Link:Unsubscribe%')).toHaveLength(1);
    expect(tags).toEqual(expect.arrayContaining(['%Link:WebBrowser%', '%Link:Confirm%', '%Link:Reject%']));
  });

  it('lists only tags the parser reads', () => {
    const all = personalizationTags(['Subscriber', 'AllLinks', 'User'], [{ id: 1, name: 'x', mergeTagAlias: 'Nick' }]);
    for (const t of all) expect(parseMergeTags(t.tag)).toEqual([expect.objectContaining({ kind: 'tag' })]);
  });
});
