import {
  AutomatedReportCreate,
  AutomatedReportUpdate,
  CampaignCreate,
  CampaignGet,
  CampaignsDelete,
  type CampaignUpdateRequest,
  CampaignUpdate,
  CommandError,
  type CommandFailure,
  type CommandSpec,
  EmailPersonalizationTags,
  EmailUpdate,
  isTrueParam,
} from '@mail/contracts';
import { toBool } from '@mail/values';

import { validateParams } from './validate-params';

/**
 * The campaigns request DTOs through the function every handler runs on receipt (@Handles, libs/kit). It lives in
 * libs/bus because libs/contracts may import no other lib, spec files included.
 */
function failureOf(command: CommandSpec, params: Record<string, unknown>): CommandFailure | undefined {
  try {
    validateParams(command.request!, params, command.errorStyle);
  } catch (error) {
    if (error instanceof CommandError) return error.failure;
    throw error;
  }
  return undefined;
}

const answer = (command: CommandSpec, params: Record<string, unknown>) => {
  const failure = failureOf(command, params);
  return failure && { style: failure.style, code: failure.errors[0].code, param: failure.errors[0].param };
};

describe('campaigns requests on receipt', () => {
  it("answer a missing required parameter with the spec's code in the command's style", () => {
    expect(answer(CampaignCreate, {})).toEqual({ style: 'array', code: 1, param: undefined });
    expect(answer(CampaignGet, {})).toEqual({ style: 'scalar', code: 1, param: undefined });
    expect(answer(CampaignGet, { campaignid: '12a' })).toEqual({ style: 'scalar', code: 2, param: undefined });
    expect(answer(CampaignsDelete, { campaigns: ' , ' })).toEqual({ style: 'keyed', code: 1, param: 'campaigns' });
    expect(answer(EmailPersonalizationTags, { scope: 'Subscriber,Nope' })).toEqual({ style: 'keyed', code: 1, param: 'scope' });
    expect(answer(EmailPersonalizationTags, { scope: ['User', 'Subscriber'] })).toEqual({ style: 'keyed', code: 2, param: 'listid' });
    expect(answer(EmailPersonalizationTags, { Scope: '["user"]' })).toBeUndefined();
    expect(answer(AutomatedReportCreate, {})).toEqual({ style: 'keyed', code: 1, param: 'reportname' });
  });

  it("accept old clients' parameter casings", () => {
    expect(answer(CampaignCreate, { CampaignName: 'Spring' })).toBeUndefined();
    expect(answer(CampaignCreate, { campaignname: 'Spring' })).toBeUndefined();
    expect(answer(CampaignGet, { CampaignID: '7', RetrieveStatistics: 'true' })).toBeUndefined();
    expect(answer(EmailUpdate, { EMAILID: 3, ValidateScope: 'campaign', Mode: 'editor' })).toBeUndefined();
    expect(answer(AutomatedReportCreate, { ReportName: 'r', Frequency: 'Weekly', FilterType: 'ALL', RecipientEmails: 'a@example.com' })).toBeUndefined();
  });

  it('read blank optional parameters as not given (old clients send every parameter)', () => {
    const blanks = { relemailid: '', campaignstatus: '', scheduletype: '', senddate: '', schedulerecdaysofweek: '', recipientlistsandsegments: '' };
    expect(answer(CampaignUpdate, { campaignid: 5, ...blanks })).toBeUndefined();
  });

  it('answer Campaign.Update codes 1 to 15 in the order of the spec', () => {
    // every step repairs the failing parameter and reveals the next check
    const steps: Partial<Record<keyof CampaignUpdateRequest, unknown>>[] = [
      { autoresendenabled: '1', scheduletype: 'Sometimes', campaignstatus: 'Bogus', relemailid: 'abc', sendtimezone: '' },
      { campaignid: 'x' },
      { campaignid: '5' },
      { campaignstatus: 'ready' },
      { relemailid: 9 },
      { scheduletype: 'Future' },
      { senddate: '2030-01-02' },
      { sendtime: '10:30', scheduletype: 'Recursive', senddate: '', sendtimezone: '' },
      { schedulerecdaysofweek: ['1', '3'] },
      { schedulerecmonths: '0' },
      { schedulerechours: '[8,20]' },
      { schedulerecminutes: '0,30' },
      { schedulerecsendmaxinstance: '0', autoresendenabled: '' },
      { sendtimezone: 'Europe/Berlin', autoresendenabled: 'true', scheduletype: 'Immediate' },
      { autoresendwaitdays: '3' },
      { autoresendsubject: 'Did you miss it?' },
    ];
    const codes: number[] = [];
    let params: Record<string, unknown> = {};
    for (const step of steps) {
      params = { ...params, ...step };
      const failure = failureOf(CampaignUpdate, params);
      if (failure) codes.push(failure.errors[0].code);
      expect(failure?.style ?? 'scalar').toBe('scalar');
    }
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(failureOf(CampaignUpdate, params)).toBeUndefined();
  });

  it('answer Campaign.Update format errors of schedule parameters with their codes even without ScheduleType', () => {
    expect(answer(CampaignUpdate, { campaignid: 5, senddate: '2030-02-30' })?.code).toBe(6);
    expect(answer(CampaignUpdate, { campaignid: 5, sendtime: '25:00' })?.code).toBe(7);
    expect(answer(CampaignUpdate, { campaignid: 5, schedulerecdaysofmonth: '32' })?.code).toBe(8);
    expect(
      answer(CampaignUpdate, { campaignid: 5, autoresendenabled: 'yes', autoresendwaitdays: 3, autoresendsubject: 's', scheduletype: 'Recursive' })?.code,
    ).toBe(8);
  });

  it('refuse auto-resend on a recursive schedule (26) and a malformed audience (28)', () => {
    const recursive = {
      campaignid: 5,
      scheduletype: 'Recursive',
      schedulerecdaysofmonth: '1',
      schedulerecmonths: '0',
      schedulerechours: '9',
      schedulerecminutes: '0',
      schedulerecsendmaxinstance: '2',
      sendtimezone: '(GMT+01:00) Berlin',
    };
    expect(answer(CampaignUpdate, recursive)).toBeUndefined();
    expect(answer(CampaignUpdate, { ...recursive, autoresendenabled: 'on', autoresendwaitdays: 2, autoresendsubject: 's' })?.code).toBe(26);
    expect(answer(CampaignUpdate, { campaignid: 5, recipientlistsandsegments: '3:0,x' })?.code).toBe(28);
    expect(answer(CampaignUpdate, { campaignid: 5, exclude_recipientlistsandsegments: ['3:1', '4'] })).toBeUndefined();
    expect(answer(CampaignUpdate, { campaignid: 5, rulesjsonbundle: '{"operator":"and"}' })?.code).toBe(28);
  });

  it('ignore the recipient parameters when RulesJsonBundle is given, in any encoding', () => {
    const bundle = {
      operator: 'and',
      criteria: [{ list_id: 1, operator: 'and', rules: [{ type: 'fields', field_id: '7', operator: 'contains', value: 'x' }] }],
    };
    expect(answer(CampaignUpdate, { campaignid: 5, rulesjsonbundle: JSON.stringify(bundle), recipientlistsandsegments: 'garbage' })).toBeUndefined();
    expect(
      answer(CampaignUpdate, { campaignid: 5, RulesJsonBundle: { criteria: { 0: { list_id: '1', rules: { 0: bundle.criteria[0].rules[0] } } } } }),
    ).toBeUndefined();
  });

  it('answer Email.Update codes in the order of the spec', () => {
    expect(answer(EmailUpdate, {})?.code).toBe(1);
    expect(answer(EmailUpdate, { emailid: 'abc' })?.code).toBe(2);
    expect(answer(EmailUpdate, { emailid: 4, mode: 'Word' })?.code).toBe(4);
    expect(answer(EmailUpdate, { emailid: 4, mode: 'template' })?.code).toBe(5);
    expect(answer(EmailUpdate, { emailid: 4, mode: 'Template', reltemplateid: 2 })?.code).toBe(9);
    expect(answer(EmailUpdate, { emailid: 4, validatescope: 'Newsletter' })).toEqual({ style: 'array', code: 10, param: undefined });
  });

  it('report every missing parameter of automated_reports.create before an invalid value, keyed, then values scalar', () => {
    expect(answer(AutomatedReportCreate, { reportname: 'r', frequency: 'hourly' })).toEqual({ style: 'keyed', code: 1, param: 'filtertype' });
    const complete = { reportname: 'r', frequency: 'hourly', filtertype: 'some', recipientemails: 'a@example.com' };
    expect(answer(AutomatedReportCreate, complete)).toEqual({ style: 'scalar', code: 2, param: undefined });
    expect(answer(AutomatedReportCreate, { ...complete, frequency: 'daily' })).toEqual({ style: 'scalar', code: 3, param: undefined });
  });

  it('answer automated_reports.update: keyed reportid, then scalar codes, 8 when nothing changes', () => {
    expect(answer(AutomatedReportUpdate, { frequency: 'daily' })).toEqual({ style: 'keyed', code: 1, param: 'reportid' });
    expect(answer(AutomatedReportUpdate, { reportid: 'x' })).toEqual({ style: 'scalar', code: 2, param: undefined });
    expect(answer(AutomatedReportUpdate, { reportid: 3, status: 'paused' })?.code).toBe(7);
    expect(answer(AutomatedReportUpdate, { reportid: 3 })?.code).toBe(8);
    expect(answer(AutomatedReportUpdate, { reportid: 3, status: 'Disabled' })).toBeUndefined();
  });

  it("read booleans as @mail/values' toBool does", () => {
    for (const value of [true, false, 1, 0, 2, '1', '0', 'true', 'TRUE', 'yes', 'on', 'off', 'no', '', ' true ', 'y', null, undefined, {}, []])
      expect([value, isTrueParam(value)]).toEqual([value, toBool(value)]);
  });
});
