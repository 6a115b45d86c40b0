import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder, Rule } from '../campaigns/requests/param-rules';

const looksLikeEmail = (v: unknown): boolean => typeof v === 'string' && v.trim().length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

export class AdminSubscriberSearchRequest {
  @InOrder(IsPresent(code(1, 'Missing EmailAddress parameter')), Rule('email', looksLikeEmail, code(2, 'Invalid EmailAddress parameter')))
  @Param('The email address to look for in every list of every user', true)
  emailaddress!: string;
}

export interface AdminSubscriberSearchReply {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
  EmailAddress: string;
  TotalLists: number;
  Lists: { ListID: number; ListName: string; OwnerUserID: number; OwnerName: string; SubscriberID: number; SubscriptionStatus: string; BounceType: string }[];
}

export const AdminSubscriberSearch = defineCommand({
  name: 'admin.subscriber.search',
  service: 'lists',
  auth: 'admin',
  v1: { methods: ['POST', 'GET'], path: 'admin.subscriber.search' },
  request: AdminSubscriberSearchRequest,
  returns: reply<AdminSubscriberSearchReply>(),
  reply: 'EmailAddress, TotalLists, Lists (every list holding the address, with its owner and the subscription)',
  errorStyle: 'array',
  errors: { 1: 'EmailAddress missing', 2: 'EmailAddress not an email address' },
  rateLimit: { requests: 60, windowSeconds: 60 },
  summary: "Find an email address in every user's lists (administrators).",
});
