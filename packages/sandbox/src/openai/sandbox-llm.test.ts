import { describe, expect, it } from 'vitest';
import { answerFromPrompt, CALL_BACK_ANSWER, DETAILS_ANSWER, FALLBACK_ANSWER } from './answer-from-prompt.ts';
import { SUMMARY_MAX_CHARS, summariseText } from './extractive-summary.ts';
import { detectTask, sandboxReply } from './sandbox-llm.ts';
import { tidyText } from './tidy-text.ts';

describe('tidyText (sandbox rewrite)', () => {
  it.each([
    ['we r open 9-5 mon thru fri', 'We are open 9-5 Monday through Friday.'],
    ['  hi   i think u should call b4 noon ,thanks!!  ', 'Hi I think you should call before noon, thanks!'],
    ["i'm sure i'll be there. what about u?", "I'm sure I'll be there. What about you?"],
    ['closed mon-fri', 'Closed Monday to Friday.'],
    ['open sat and sun too', 'Open Saturday and Sunday too.'],
    ['pls bring ur insurance card w/ u', 'Please bring your insurance card with you.'],
  ])('%j -> %j', (input, expected) => {
    expect(tidyText(input)).toBe(expected);
  });

  it('leaves words that only look like day names alone', () => {
    expect(tidyText('we sat in the sun on wed')).toBe('We sat in the sun on wed.');
  });

  it('never changes links, e-mail addresses, prices or names', () => {
    expect(tidyText('see www.u.com or email me@u.com')).toBe('See www.u.com or email me@u.com.');
    expect(tidyText('cleaning is $120.50 at Bright Smile Dental')).toBe('Cleaning is $120.50 at Bright Smile Dental.');
    expect(tidyText('Bright Smile Dental')).toBe('Bright Smile Dental');
  });

  it('keeps line structure and bullets, dropping blank runs', () => {
    expect(tidyText('- cleaning $120\n\n\n\n- whitening from $299')).toBe('- Cleaning $120.\n\n- Whitening from $299.');
  });
});

const PAGE = [
  'Title: Acme Plumbing',
  'URL: https://acme.example/',
  '',
  'Home. About. Contact.',
  'Acme Plumbing has served Austin homeowners since 1998.',
  'We fix leaking pipes, water heaters and drains across Austin. Our licensed plumbers answer emergency calls 24 hours a day.',
  'A standard drain cleaning costs $149 and water heater installs start at $1,200. Call us today.',
  'We love our customers and our customers love us. Our plumbers are licensed, insured and background-checked.',
  'Water heater repairs are usually done the same day. Follow us on social media for tips.',
  'We love our customers and our customers love us.',
].join('\n');

describe('summariseText (sandbox summary)', () => {
  it('keeps the most informative sentences in page order, without the header or menu', () => {
    const summary = summariseText(PAGE);
    expect(summary).toBe(
      'Acme Plumbing has served Austin homeowners since 1998. We fix leaking pipes, water heaters and drains across Austin. ' +
        'Our licensed plumbers answer emergency calls 24 hours a day. A standard drain cleaning costs $149 and water heater ' +
        'installs start at $1,200. Water heater repairs are usually done the same day.',
    );
    expect(summary).not.toMatch(/Title:|Home\. About|Follow us/);
  });

  it('stays under the length cap on a long page', () => {
    const sentence = (n: number) =>
      `Service number ${n} covers water heater repair and drain cleaning in Austin for homeowners.`;
    const long = Array.from({ length: 200 }, (_, n) => sentence(n)).join(' ');
    const summary = summariseText(long);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary.split('. ').length).toBeLessThanOrEqual(5);
  });

  it('returns nothing for a page without text', () => {
    expect(summariseText('Title: Empty\nURL: https://x.example/\n\n')).toBe('');
  });
});

const PROMPT = [
  'You are a helpful receptionist.',
  '',
  '## Who you are',
  'Your name is Sam. You answer the phone for Bright Smile Dental.',
  '',
  '## Business information',
  'Business name: Bright Smile Dental',
  'Prices: Cleaning $120. Whitening from $299.',
  'Opening hours (America/New_York): Mon-Fri 09:00-17:00; Sat-Sun closed',
  'Knowledge from the website: We accept most PPO insurance.',
  '',
  '## How to handle the call',
  'Keep answers short and natural for a phone call.',
].join('\n');

describe('answerFromPrompt (sandbox chat)', () => {
  it.each([
    ['What are your hours?', 'Opening hours (America/New_York): Mon-Fri 09:00-17:00; Sat-Sun closed'],
    ['When are you open on Saturday?', 'Opening hours (America/New_York): Mon-Fri 09:00-17:00; Sat-Sun closed'],
    ['How much does a cleaning cost?', 'Prices: Cleaning $120. Whitening from $299.'],
    ['Do you take insurance?', 'Knowledge from the website: We accept most PPO insurance.'],
  ])('%j is answered from the matching line', (question, answer) => {
    expect(answerFromPrompt(PROMPT, question)).toBe(answer);
  });

  it('takes a call-back request and notes the caller’s own details, never reading out the business’s number', () => {
    const withContact = `${PROMPT.replace('## How to handle', 'Contact: 12 Oak Street, Austin. Call 512-555-0100.\n\n## How to handle')}`;
    expect(answerFromPrompt(withContact, 'What is your phone number?')).toContain('512-555-0100');
    expect(answerFromPrompt(withContact, 'My number is 512 555 0133')).toBe(DETAILS_ANSWER);
    expect(answerFromPrompt(withContact, "I'm Lee Wong")).toBe(DETAILS_ANSWER);
    expect(answerFromPrompt(withContact, "Can someone call me back? I'm Lee Wong, 512 555 0133")).toBe(
      CALL_BACK_ANSWER,
    );
  });

  it('says it does not know rather than inventing an answer', () => {
    expect(answerFromPrompt(PROMPT, 'Do you sell used cars?')).toBe(FALLBACK_ANSWER);
    // Call-handling rules are instructions, not facts to read out.
    expect(answerFromPrompt(PROMPT, 'Should you keep it natural?')).toBe(FALLBACK_ANSWER);
  });
});

describe('detectTask and sandboxReply', () => {
  it('reads the task from the opening of the instructions', () => {
    expect(detectTask('Rewrite the text for a phone agent\'s "FAQ" section.')).toBe('rewrite');
    expect(detectTask("Summarise this web page for a phone agent's knowledge.")).toBe('summary');
    expect(detectTask(PROMPT)).toBe('chat');
    // Page text quoted after the opening paragraph does not change the task.
    expect(detectTask('You are a receptionist.\n\n## Knowledge\nWe rewrite resumes and summarise books.')).toBe('chat');
  });

  it('answers each task from the right message', () => {
    const reply = (system: string, user: string) =>
      sandboxReply([
        { role: 'system', content: system },
        { role: 'user', content: user },
      ]);
    expect(reply('Rewrite the text. Return only the text.', 'we r open')).toBe('We are open.');
    expect(reply('Summarise this page.', PAGE)).toContain('$149');
    expect(reply(PROMPT, 'what are your hours?')).toContain('Opening hours');
  });
});
