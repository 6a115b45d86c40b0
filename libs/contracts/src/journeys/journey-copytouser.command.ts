import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journey.copytouser: read by the service in code order (1–3 missing, 4–6 not numeric, then 7–10). */
export class JourneyCopytouserRequest {
  @Param('The journey to copy', true)
  journeyid?: string | number;

  @Param('The user who owns the journey', true)
  sourceuserid?: string | number;

  @Param('The user who receives the copy', true)
  targetuserid?: string | number;

  @Param('Name of the copy; default "Copy of <name>"')
  newjourneyname?: string;
}

export interface JourneyCopytouserReply {
  Success: true;
  /** the copy: the target user's, Disabled, trigger Manual */
  JourneyID: number;
  /** each SendEmail action's email copied into the target user's account (once per email) */
  EmailsCopied: { SourceEmailID: number; NewEmailID: number }[];
  /** the action settings zeroed because they named the source account's resources (each name once) */
  ResourcesReset: string[];
}

const unprocessable = (meaning: string) => ({ meaning: `${meaning} (HTTP 422)`, httpStatus: 422 });
const notFound = (meaning: string) => ({ meaning: `${meaning} (HTTP 404)`, httpStatus: 404 });

export const JourneyCopytouser = defineCommand({
  name: 'journey.copytouser',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'journey.copytouser' },
  request: JourneyCopytouserRequest,
  returns: reply<JourneyCopytouserReply>(),
  reply: 'Success, JourneyID, EmailsCopied (SourceEmailID, NewEmailID), ResourcesReset',
  errorStyle: 'array',
  errors: {
    1: unprocessable('JourneyID is missing'),
    2: unprocessable('SourceUserID is missing'),
    3: unprocessable('TargetUserID is missing'),
    4: unprocessable('JourneyID is not numeric'),
    5: unprocessable('SourceUserID is not numeric'),
    6: unprocessable('TargetUserID is not numeric'),
    7: notFound('the source user does not exist'),
    8: notFound('the target user does not exist'),
    9: notFound('the source user has no such journey'),
    10: unprocessable('creating the journey failed (NewJourneyName too long)'),
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary:
    "Copy a journey with its actions from one user's account to another's (administrators): SendEmail emails are copied, the source account's other resources zeroed, trigger Manual, Disabled.",
  notes: JOURNEYS_NOTES,
});
