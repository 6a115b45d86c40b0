import { isPositiveId } from '../request-params';

/** the envelope fields the vendor repeats inside admin journey replies */
export interface AdminJourneysOk {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
}

/** absent, or a positive integer */
export const optionalPositive = (v: unknown): boolean => v === undefined || v === null || v === '' || isPositiveId(v);

export const ADMIN_JOURNEYS_RATE = { requests: 120, windowSeconds: 60 };

/** an enrolment's place in the engine's queue (see docs/decisions.md, admin operations) */
export const TOUCH_STATES = ['NeverTouched', 'WaitingForNextPass', 'Snoozed', 'Overdue', 'Stuck', 'InProgress'] as const;
