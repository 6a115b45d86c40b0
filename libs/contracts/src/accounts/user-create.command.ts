import { IsNotEmpty, ValidateIf } from 'class-validator';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** a parameter the vendor requires but old clients leave out: "missing" only when sent blank */
const sent = (name: string) => ValidateIf((o: Record<string, unknown>) => o[name] !== undefined && o[name] !== null);

/**
 * User.Create with the vendor's parameters and codes (v5.9.x): 1-4 missing RelUserGroupID, EmailAddress,
 * Username, Password (the first missing one answers). RelUserGroupID, TimeZone, Language and FirstName/CompanyName
 * are required by the vendor; old clients leave them out, so they default (default group, UTC, en, '') and answer
 * 1, 8, 9, 6 only when sent blank. A text longer than its bound is 17.
 */
export class UserCreateRequest {
  @sent('relusergroupid')
  @IsNotEmpty(code(1, 'Missing RelUserGroupID'))
  @Param('User group (the default group when omitted)', 'cond')
  relusergroupid?: string | number;

  @MaxText(TextBounds.address, 17, 'EmailAddress')
  @IsNotEmpty(code(2, 'Missing EmailAddress'))
  @Param(`Email address, at most ${TextBounds.address} characters`, true)
  emailaddress!: string;

  @MaxText(TextBounds.name, 17, 'Username')
  @IsNotEmpty(code(3, 'Missing Username'))
  @Param(`Username (unique), at most ${TextBounds.name} characters`, true)
  username!: string;

  @IsNotEmpty(code(4, 'Missing Password'))
  @Param('Password', true)
  password!: string;

  @MaxText(TextBounds.name, 17, 'TimeZone')
  @sent('timezone')
  @IsNotEmpty(code(8, 'Missing TimeZone'))
  @Param(`Time zone (UTC when omitted), at most ${TextBounds.name} characters`, 'cond')
  timezone?: string;

  @MaxText(TextBounds.name, 17, 'Language')
  @sent('language')
  @IsNotEmpty(code(9, 'Missing Language'))
  @Param(`Language code such as en or pt-BR (en when omitted)`, 'cond')
  language?: string;

  @MaxText(TextBounds.name, 17, 'FirstName')
  @Param(`First name (FirstName or CompanyName, when either is sent), at most ${TextBounds.name} characters`, 'cond')
  firstname?: string;
  @MaxText(TextBounds.name, 17, 'CompanyName')
  @Param(`Company name, at most ${TextBounds.name} characters`, 'cond')
  companyname?: string;
  @MaxText(TextBounds.name, 17, 'LastName')
  @Param(`at most ${TextBounds.name} characters`)
  lastname?: string;
  @MaxText(TextBounds.url, 17, 'Website')
  @Param(`at most ${TextBounds.url} characters`)
  website?: string;
  @MaxText(TextBounds.text, 17, 'OtherEmailAddresses')
  @Param(`at most ${TextBounds.text} characters`)
  otheremailaddresses?: string;
  @MaxText(TextBounds.name, 17, 'Street')
  @Param(`at most ${TextBounds.name} characters`)
  street?: string;
  @MaxText(TextBounds.name, 17, 'City')
  @Param(`at most ${TextBounds.name} characters`)
  city?: string;
  @MaxText(TextBounds.name, 17, 'State')
  @Param(`at most ${TextBounds.name} characters`)
  state?: string;
  @MaxText(TextBounds.name, 17, 'Zip')
  @Param(`at most ${TextBounds.name} characters`)
  zip?: string;
  @MaxText(TextBounds.name, 17, 'Country')
  @Param(`at most ${TextBounds.name} characters`)
  country?: string;
  @MaxText(TextBounds.name, 17, 'Phone')
  @Param(`at most ${TextBounds.name} characters`)
  phone?: string;
  @Param('1/0 or true/false')
  phoneverified?: string | boolean;
  @MaxText(TextBounds.name, 17, 'Fax')
  @Param(`at most ${TextBounds.name} characters`)
  fax?: string;
  @MaxText(TextBounds.name, 17, 'PreviewMyEmailAccount')
  @Param('third-party email preview integration')
  previewmyemailaccount?: string;
  @MaxText(TextBounds.name, 17, 'PreviewMyEmailAPIKey')
  @Param('third-party email preview integration')
  previewmyemailapikey?: string;
  @MaxText(TextBounds.text, 17, 'ForwardToFriendHeader')
  @Param(`at most ${TextBounds.text} characters`)
  forwardtofriendheader?: string;
  @MaxText(TextBounds.text, 17, 'ForwardToFriendFooter')
  @Param(`at most ${TextBounds.text} characters`)
  forwardtofriendfooter?: string;
  @MaxText(TextBounds.name, 17, 'AccountStatus')
  @Param("'Enabled' (default) or 'Disabled'")
  accountstatus?: string;
  @Param('Initial credits (default 0)')
  availablecredits?: string | number;
  @Param("'Trusted' (default) or 'Untrusted'")
  reputationlevel?: string;
  @MaxText(TextBounds.name, 17, 'SignUpIPAddress')
  @Param(`at most ${TextBounds.name} characters`)
  signupipaddress?: string;
  @MaxText(TextBounds.name, 17, 'SSOID')
  @Param('Single sign-on id')
  ssoid?: string;
}

export interface UserCreateReply {
  UserID: number;
}

export const UserCreate = defineCommand({
  name: 'User.Create',
  service: 'accounts',
  auth: 'admin',
  aliases: ['user.create'],
  request: UserCreateRequest,
  returns: reply<UserCreateReply>(),
  reply: 'UserID',
  errorStyle: 'array',
  errors: {
    1: 'RelUserGroupID sent blank (omitted: the default group)',
    2: 'EmailAddress missing',
    3: 'Username missing',
    4: 'Password missing',
    6: 'FirstName and CompanyName both blank (when either is sent)',
    8: 'TimeZone sent blank (omitted: UTC)',
    9: 'Language sent blank (omitted: en)',
    10: 'EmailAddress is not a valid address',
    11: 'RelUserGroupID names no user group',
    12: 'Username already exists',
    13: 'EmailAddress already exists',
    14: 'Language is not a language code',
    15: "ReputationLevel is not 'Trusted' or 'Untrusted'",
    16: 'maximum number of user accounts: never answered (no account cap here)',
    17: `a text longer than its bound: names ${TextBounds.name}, EmailAddress ${TextBounds.address} characters`,
  },
  summary: 'Create a user (admin only). Returns UserID.',
});
