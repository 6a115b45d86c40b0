/**
 * Captcha challenges are issued by accounts through an internal query; the edge exposes it at
 * `GET /api/v1/captcha`. The answer is checked by User.Login / Admin.Login as `Captcha=<CaptchaID>:<text>`
 * or as `CaptchaID` + `Captcha`.
 */
export const CaptchaSubjects = {
  Issue: 'accounts.q.captcha.issue',
} as const;

export type CaptchaIssueRequest = Record<string, never>;

export interface CaptchaIssueReply {
  CaptchaID: string;
  /** SVG image of the text to type */
  Image: string;
  /** seconds the challenge stays valid */
  ExpiresIn: number;
}
