import { validateSync } from 'class-validator';

import { TextBounds } from './text-bounds';
import { SmsCampaignCreateRequest } from './sms/smscampaign-create.command';
import { SmsProviderSetRequest } from './sms/smsprovider-set.command';
import { CustomFieldCreateRequest } from './lists/custom-field-create.command';
import { CustomFieldUpdateRequest } from './lists/custom-field-update.command';
import { ListCreateRequest } from './lists/list-create.command';
import { ListUpdateRequest } from './lists/list-update.command';
import { SegmentCreateRequest } from './lists/segment-create.command';
import { SegmentUpdateRequest } from './lists/segment-update.command';
import { SubscriberTagsCreateRequest } from './lists/subscriber-tags-create.command';
import { SubscriberTagsUpdateRequest } from './lists/subscriber-tags-update.command';

/** the codes of the rules a request breaks (the DTO holds parameters lower-cased, as the edge delivers them) */
const codes = (request: new () => object, params: Record<string, unknown>) =>
  validateSync(Object.assign(new request(), params), { forbidUnknownValues: false }).flatMap((e) =>
    Object.values(e.contexts ?? {}).map((c) => (c as { code: number }).code),
  );
const text = (length: number) => 'x'.repeat(length);

describe('stored text bounds of the lists and SMS requests', () => {
  it.each([
    [ListCreateRequest, 'subscriberlistname', TextBounds.name, 4],
    [ListCreateRequest, 'name', TextBounds.name, 4],
    [ListUpdateRequest, 'name', TextBounds.name, 6],
    [ListUpdateRequest, 'subscriptionconfirmedpageurl', TextBounds.url, 6],
    [ListUpdateRequest, 'syncmysqlquery', TextBounds.text, 6],
    [SegmentCreateRequest, 'segmentname', TextBounds.name, 5],
    [SegmentCreateRequest, 'rulesjson', TextBounds.text, 6],
    [SegmentUpdateRequest, 'segmentrulefilter', TextBounds.text, 6],
    [CustomFieldCreateRequest, 'fieldname', TextBounds.name, 13],
    [CustomFieldUpdateRequest, 'fielddefaultvalue', TextBounds.text, 13],
    [SubscriberTagsCreateRequest, 'tagname', TextBounds.name, 3],
    [SubscriberTagsUpdateRequest, 'tag', TextBounds.name, 6],
    [SmsCampaignCreateRequest, 'senderid', TextBounds.name, 12],
    [SmsCampaignCreateRequest, 'linkurl', TextBounds.url, 12],
    [SmsProviderSetRequest, 'authtoken', TextBounds.name, 5],
  ] as const)('%p.%s: %i characters pass, one more answers %i', (request, param, max, code) => {
    const base = { subscriberlistid: 1, segmentid: 1, tagid: 1, segmentname: 's' };
    expect(codes(request, { ...base, [param]: text(max) })).toEqual([]);
    expect(codes(request, { ...base, [param]: text(max + 1) })).toEqual([code]);
  });
});
