import { htmlPage, paragraph, type PublicResponse } from './public-response';

/** The pages a tracking URL (campaigns' and the gateway's) can show; none of them links or redirects anywhere. */
export const TrackingPages = {
  notFound: (): PublicResponse => htmlPage(404, 'Link not found', paragraph('This link is not valid. It may have been mistyped or shortened.')),

  methodNotAllowed: (): PublicResponse => htmlPage(405, 'Not allowed', paragraph('This link cannot be used this way.'), { allow: 'GET' }),

  /** GET of an unsubscribe link: scanners follow links, so only the form's POST unsubscribes */
  confirmUnsubscribe: (emailAddress: string): PublicResponse =>
    htmlPage(
      200,
      'Unsubscribe',
      `${paragraph(`Stop receiving these emails at ${emailAddress}?`)}
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    ),

  unsubscribed: (emailAddress: string): PublicResponse =>
    htmlPage(200, 'You are unsubscribed', paragraph(`${emailAddress} will no longer receive these emails.`)),

  tryAgainLater: (): PublicResponse =>
    htmlPage(503, 'Temporarily unavailable', paragraph('Your request could not be completed right now. Please try again in a few minutes.'), {
      'retry-after': '60',
    }),
};
