/** User.Current and Captcha.Issue: nothing besides the credentials. */
export class NoParamsRequest {}
