import { expect, type APIRequestContext } from '@playwright/test';

export type Mail = { to: string; subject: string; text: string; createdAt: string };

/**
 * The newest sandbox e-mail to `to` whose subject matches, polling /dev/mailbox.json briefly
 * (the list is newest first). `request` decides which server's mailbox is read (its baseURL).
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        expect(response.ok()).toBe(true);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with a subject matching ${subject}`, timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found!;
}

/** The one link of an auth e-mail (confirmation, reset, magic link). */
export function linkIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`);
  return link;
}

export const subjects = {
  confirmation: /^Confirm your/,
  passwordReset: /^Reset your/,
  magicLink: /sign-in link$/,
};
