import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { SMS_NOTES, type SmsCampaignStatusReply, unprocessable } from './sms-command-parts';

export class SmsCampaignCreateRequest {
  @MaxText(TextBounds.name, 12, 'Name')
  @Param(`Name of the campaign, at most ${TextBounds.name} characters`, true)
  name?: string;

  @Param('The text; merge tags %Subscriber:CustomField<ID>% (or an alias) and %Link% (the tracked short link)', true)
  message?: string;

  @Param("The caller's list", true)
  listid?: string | number;

  @Param('A segment of that list (0 or absent: the whole list)')
  segmentid?: string | number;

  @Param('The custom field of the list holding the phone number', true)
  phonefieldid?: string | number;

  @MaxText(TextBounds.name, 12, 'SenderID')
  @Param(`Sender id or number the messages come from, at most ${TextBounds.name} characters`, true)
  senderid?: string;

  @MaxText(TextBounds.url, 12, 'LinkURL')
  @Param(`http(s) URL behind %Link% (each recipient gets an own short link), at most ${TextBounds.url} characters`)
  linkurl?: string;

  @Param('Hours a short link works, 1 to 8760 (default 720); after that it answers 410')
  linkexpiryhours?: string | number;

  @Param('ISO country (two letters) of numbers written without a country code; default SMS_DEFAULT_COUNTRY')
  defaultcountry?: string;
}

/** Status: Draft */
export type SmsCampaignCreateReply = SmsCampaignStatusReply;

/** Extension command (not in the spec). */
export const SmsCampaignCreate = defineCommand({
  name: 'smscampaign.create',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.create' },
  request: SmsCampaignCreateRequest,
  returns: reply<SmsCampaignCreateReply>(),
  reply: 'SMSCampaignID, Status (Draft)',
  errors: {
    1: unprocessable('missing Name'),
    2: unprocessable('missing Message'),
    3: unprocessable('missing ListID'),
    4: unprocessable("list not found (also another user's)"),
    5: unprocessable('SegmentID is not an integer'),
    6: unprocessable('missing or invalid PhoneFieldID'),
    7: unprocessable('missing SenderID'),
    8: unprocessable('LinkURL is not an http(s) URL'),
    9: unprocessable('LinkExpiryHours is not an integer from 1 to 8760'),
    10: unprocessable('DefaultCountry is not a known two-letter country'),
    11: unprocessable('Message is longer than 1600 characters'),
    12: unprocessable(`a text over its bound, checked before the other codes: Name and SenderID ${TextBounds.name}, LinkURL ${TextBounds.url} characters`),
  },
  summary: 'Create an SMS campaign (Draft).',
});
