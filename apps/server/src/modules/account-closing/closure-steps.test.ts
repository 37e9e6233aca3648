import { describe, expect, it } from 'vitest';
import { keyFromPublicUrl } from '../../providers/storage/storage.ts';
import { sealRefreshToken } from '../calendar/calendar-tokens.pure.ts';
import { accountClosedMail } from './account-closed.mail.ts';
import { closedSummary, closureSteps, mayRun, openCalendarToken, type OwnerHoldings } from './closure-steps.pure.ts';

const USER = 'user-1';
const KEY = 'a'.repeat(64);

const holdings = (changes: Partial<OwnerHoldings> = {}): OwnerHoldings => ({
  profile: {
    fullName: 'Dana Smile',
    plan: 'Pro Plan',
    avatarUrl: `/files/${USER}/avatar.png?v=3`,
    subscriptionId: 'sub_1',
    subscriptionStatus: 'active',
  },
  numbers: [{ id: 'n1', phoneNumber: '+15125550100', providerNumberId: 'tel_1', vapiPhoneNumberId: 'vapi_n1' }],
  agents: [
    {
      id: 'a1',
      agentName: 'Front Desk',
      imageUrl: `/files/${USER}/a1/avatar.webp`,
      vapiAgentId: 'asst_live',
      draftAssistantId: 'asst_draft',
      vapiKnowledgeFileId: 'file_1',
      vapiKnowledgeToolId: 'tool_1',
    },
  ],
  callIds: ['call_1'],
  calendar: { refreshTokenEncrypted: 'sealed', email: 'dana@gmail.com' },
  documentKeys: [`${USER}/a1/imports/i1/menu.pdf`, `${USER}/exports/e1.zip`],
  texting: { campaignId: 'camp_1', messagingProfileId: 'mp_1' },
  ...changes,
});

const kinds = (steps: { kind: string; resource: string }[]) => steps.map((step) => `${step.kind}:${step.resource}`);

describe('the steps of closing an account', () => {
  it('lists every vendor resource of the owner, in rank order', () => {
    const steps = closureSteps(USER, holdings(), keyFromPublicUrl);
    expect(kinds(steps)).toEqual([
      'stripe_subscription:sub_1',
      'vapi_phone_number:vapi_n1',
      'vapi_assistant:asst_live',
      'vapi_assistant:asst_draft',
      'vapi_call:call_1',
      'google_token:sealed',
      `stored_file:${USER}/avatar.png`,
      `stored_file:${USER}/a1/avatar.webp`,
      `stored_file:${USER}/a1/imports/i1/menu.pdf`,
      `stored_file:${USER}/exports/e1.zip`,
      'telnyx_number:tel_1',
      'vapi_tool:tool_1',
      'telnyx_campaign:camp_1',
      'vapi_file:file_1',
      'telnyx_messaging_profile:mp_1',
    ]);
    const waitsForNumbers = { group: 'texting', waitsFor: ['telnyx_number'] };
    expect(steps.find((step) => step.kind === 'telnyx_campaign')).toMatchObject({ details: waitsForNumbers });
    expect(steps.find((step) => step.kind === 'telnyx_messaging_profile')).toMatchObject({ details: waitsForNumbers });
    const telnyx = steps.find((step) => step.kind === 'telnyx_number')!;
    expect(telnyx).toMatchObject({ label: '(512) 555-0100', details: { group: 'number:n1' } });
  });

  it('leaves out an ended plan, files outside the owner folder, and looks up a number with no Telnyx id', () => {
    const steps = closureSteps(
      USER,
      holdings({
        profile: { ...holdings().profile!, subscriptionStatus: 'canceled' },
        numbers: [{ id: 'n2', phoneNumber: '+15125550101', providerNumberId: null, vapiPhoneNumberId: null }],
        agents: [],
        callIds: [],
        calendar: null,
        documentKeys: ['someone-else/exports/x.zip'],
        texting: null,
      }),
      keyFromPublicUrl,
    );
    expect(kinds(steps)).toEqual([`stored_file:${USER}/avatar.png`, 'telnyx_number:+15125550101']);
    expect(steps[1]!.details).toEqual({ group: 'number:n2', byNumber: true });
  });

  it('closes a registration with no campaign yet by its messaging profile alone', () => {
    const steps = closureSteps(
      USER,
      holdings({ texting: { campaignId: null, messagingProfileId: 'mp_2' } }),
      keyFromPublicUrl,
    );
    expect(kinds(steps).filter((step) => step.startsWith('telnyx_'))).toEqual([
      'telnyx_number:tel_1',
      'telnyx_messaging_profile:mp_2',
    ]);
    const bare = closureSteps(
      USER,
      holdings({ texting: { campaignId: null, messagingProfileId: null } }),
      keyFromPublicUrl,
    );
    expect(kinds(bare).filter((step) => step.startsWith('telnyx_'))).toEqual(['telnyx_number:tel_1']);
  });

  it('lets a step run only once the lower-ranked steps of its group are done', () => {
    const open = (id: string, rank: number, group?: string, doneAt: Date | null = null) => ({
      id,
      kind: 'step',
      rank,
      details: group ? { group } : {},
      doneAt,
    });
    const voice = open('v', 10, 'number:n1');
    const telnyx = open('t', 20, 'number:n1');
    const other = open('o', 20, 'number:n2');
    const plan = open('p', 10);
    const steps = [voice, telnyx, other, plan];
    expect(steps.map((step) => mayRun(step, steps))).toEqual([true, false, true, true]);
    voice.doneAt = new Date(0);
    expect(mayRun(telnyx, steps)).toBe(true);
  });

  it('closes the texting registration only once every number is released, the campaign before the profile', () => {
    const step = (id: string, kind: string, rank: number, group: string, waitsFor?: ['telnyx_number']) => ({
      id,
      kind,
      rank,
      details: { group, ...(waitsFor ? { waitsFor } : {}) },
      doneAt: null as Date | null,
    });
    const first = step('n1', 'telnyx_number', 20, 'number:n1');
    const second = step('n2', 'telnyx_number', 20, 'number:n2');
    const campaign = step('c', 'telnyx_campaign', 30, 'texting', ['telnyx_number']);
    const profile = step('p', 'telnyx_messaging_profile', 40, 'texting', ['telnyx_number']);
    const steps = [first, second, campaign, profile];
    expect(steps.map((one) => mayRun(one, steps))).toEqual([true, true, false, false]);
    first.doneAt = new Date(0);
    expect(mayRun(campaign, steps)).toBe(false);
    second.doneAt = new Date(0);
    expect([mayRun(campaign, steps), mayRun(profile, steps)]).toEqual([true, false]);
    campaign.doneAt = new Date(0);
    expect(mayRun(profile, steps)).toBe(true);
  });

  it('opens the refresh token the calendar module sealed for the owner, and no other owner', () => {
    const sealed = sealRefreshToken(KEY, USER, 'refresh-token-1');
    expect(openCalendarToken(KEY, USER, sealed)).toBe('refresh-token-1');
    expect(() => openCalendarToken(KEY, 'user-2', sealed)).toThrow();
  });
});

describe('the final e-mail', () => {
  it('lists what was closed in the owner’s words', () => {
    const steps = closureSteps(USER, holdings(), keyFromPublicUrl);
    const mail = accountClosedMail('dana@example.com', 'Dana Smile', closedSummary(steps));
    expect(mail).toMatchObject({ to: 'dana@example.com', subject: 'Your account is closed' });
    expect(mail.text).toContain('Hello Dana Smile,');
    expect(mail.text).toContain('- Your Pro Plan subscription was cancelled; you will not be charged again.');
    expect(mail.text).toContain('- Your phone number (512) 555-0100 was released.');
    expect(mail.text).toContain('- 1 agent was removed from the voice platform.');
    expect(mail.text).toContain("- 1 call's recording and transcript were deleted at the voice platform.");
    expect(mail.text).toContain('- Your texting registration was closed at Telnyx.');
    expect(mail.text).toContain('- Your Google Calendar was disconnected.');
    expect(mail.text).toContain('- 4 stored files (photos, documents, exports) were deleted.');
    expect(mail.text).toContain('- Your account, agents, calls, recordings, transcripts and callers were deleted.');
    expect(mail.html).toContain('<li>Your Google Calendar was disconnected.</li>');
  });

  it('names only what there was, and counts numbers and agents', () => {
    const two = closedSummary([
      { kind: 'telnyx_number', label: '(512) 555-0100', details: {} },
      { kind: 'telnyx_number', label: '(512) 555-0101', details: {} },
      { kind: 'vapi_assistant', label: 'A', details: { agentId: 'a1' } },
      { kind: 'vapi_assistant', label: 'A', details: { agentId: 'a1' } },
      { kind: 'vapi_assistant', label: 'B', details: { agentId: 'a2' } },
    ]);
    expect(two).toEqual([
      'Your 2 phone numbers were released: (512) 555-0100, (512) 555-0101.',
      '2 agents were removed from the voice platform.',
      'Your account, agents, calls, recordings, transcripts and callers were deleted.',
    ]);
    expect(accountClosedMail('x@example.com', null, two).text.startsWith('Hello,')).toBe(true);
  });
});
