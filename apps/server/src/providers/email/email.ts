export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends one e-mail. Implementations: SMTP (nodemailer) and the sandbox mailbox (database). */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
