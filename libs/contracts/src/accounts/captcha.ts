/**
 * Captcha challenges are issued by the Captcha.Issue command (`GET /api/v1/captcha`). The answer is
 * checked by User.Login / Admin.Login as `Captcha=<CaptchaID>:<text>` or as `CaptchaID` + `Captcha`.
 */
export type CaptchaIssueRequest = Record<string, never>;

export interface CaptchaIssueReply {
  CaptchaID: string;
  /** SVG image of the text to type */
  Image: string;
  /** seconds the challenge stays valid */
  ExpiresIn: number;
}
