import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Captcha.Issue: nothing besides the call itself. */
export class CaptchaIssueRequest {}

export interface CaptchaIssueReply {
  CaptchaID: string;
  /** SVG image of the text to type */
  Image: string;
  /** seconds the challenge stays valid */
  ExpiresIn: number;
}

export const CaptchaIssue = defineCommand({
  name: 'Captcha.Issue',
  service: 'accounts',
  auth: 'none',
  v1: { methods: ['GET', 'POST'], path: 'captcha' },
  request: CaptchaIssueRequest,
  returns: reply<CaptchaIssueReply>(),
  reply: 'CaptchaID, Image, ExpiresIn',
  errors: {},
  summary: 'Issue a captcha challenge (extension): CaptchaID, SVG Image, ExpiresIn. Answer with Captcha=<CaptchaID>:<text> on User.Login / Admin.Login.',
});
