/** An error smtp-server answers with its code and text (`550 5.7.1 …`). */
export const smtpError = (code: number, message: string): Error => Object.assign(new Error(message), { responseCode: code });
