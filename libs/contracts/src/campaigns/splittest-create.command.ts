import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder, Rule } from './requests/param-rules';
import { canonicalOf } from './requests/param-values';

export const SPLIT_TEST_WINNERS = ['Highest Open Rate', 'Most Unique Clicks'] as const;
export type SplitTestWinner = (typeof SPLIT_TEST_WINNERS)[number];
/** v5.7's spellings */
export const SPLIT_TEST_WINNER_ALIASES: Readonly<Record<string, SplitTestWinner>> = {
  highest_open_rate: 'Highest Open Rate',
  most_unique_clicks: 'Most Unique Clicks',
};
/** the longest wait before the winner is picked: 30 days */
export const SPLIT_TEST_MAX_SECONDS = 30 * 86_400;

const integerIn = (min: number, max: number) => (value: unknown) => /^\d{1,9}$/.test(String(value).trim()) && +value! >= min && +value! <= max;

export class SplittestCreateRequest {
  @IsPresent(code(1, 'CampaignID is missing'))
  @Param('The campaign (not yet sent, with A/B variations set by Campaign.Update ABTesting)', true)
  campaignid?: string | number;

  @IsPresent(code(2, 'TestSize is missing'))
  @Param('Share of the recipients in the test, in percent (1–99)', true)
  testsize?: string | number;

  @IsPresent(code(4, 'TestDuration is missing'))
  @Param('Seconds to wait after the test share was queued before the winner is picked and sent to the rest', true)
  testduration?: string | number;

  // every missing parameter answers before any bad value (the vendor's order): the value rules of all three are checked here
  @InOrder(
    IsPresent(code(5, 'Winner is missing')),
    Rule('testSize', (_v, params) => integerIn(1, 99)(params.testsize), code(7, 'TestSize must be a whole percentage from 1 to 99')),
    Rule(
      'testDuration',
      (_v, params) => integerIn(1, SPLIT_TEST_MAX_SECONDS)(params.testduration),
      code(8, `TestDuration must be whole seconds from 1 to ${SPLIT_TEST_MAX_SECONDS}`),
    ),
    Rule(
      'winner',
      (v) => canonicalOf(SPLIT_TEST_WINNERS, v, SPLIT_TEST_WINNER_ALIASES) !== undefined,
      code(9, 'Winner must be Highest Open Rate or Most Unique Clicks'),
    ),
  )
  @Param('`Highest Open Rate` or `Most Unique Clicks` (also highest_open_rate, most_unique_clicks)', true)
  winner?: string;
}

export interface SplittestCreateReply {
  SplitTestID: number;
}

export const SplittestCreate = defineCommand({
  name: 'splittest.create',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaign.Create',
  request: SplittestCreateRequest,
  returns: reply<SplittestCreateReply>(),
  reply: 'SplitTestID',
  errorStyle: 'array',
  errors: {
    1: 'CampaignID missing',
    2: 'TestSize missing',
    4: 'TestDuration missing',
    5: 'Winner missing',
    6: { meaning: "no such campaign, or not the caller's", httpStatus: 404 },
    7: 'extension: TestSize is not a whole number from 1 to 99',
    8: `extension: TestDuration is not whole seconds from 1 to ${SPLIT_TEST_MAX_SECONDS}`,
    9: 'extension: Winner is neither Highest Open Rate nor Most Unique Clicks',
    10: { meaning: 'extension: the campaign is sending or was sent (a split test is set before the send)', httpStatus: 409 },
  },
  summary: 'Set a split test on a campaign: a test share gets the A/B variations, the winner goes to the rest after TestDuration.',
  notes:
    'The variations are the campaign’s ABTesting (Campaign.Update). Calling it again before the send replaces the settings (the same SplitTestID). Without at least two variations when the campaign is sent, the split test is not applied.',
});
