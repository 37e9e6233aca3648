import { describe, expect, it } from 'vitest';
import { readInfoList } from './agent.ts';
import { describeHours, describeHoursForOwner, defaultHours, setDayOpen, setDayTime } from './hours.ts';
import { COUNTRY_CODES, TIMEZONES } from './options.plain.ts';
import { ACCENTS, VIBES, buildSpeakingStyle } from './personality.plain.ts';
import { parseAppointmentTypes, parseWholeNumber, schedulingMode } from './scheduling.ts';
import { templateLabel } from './templates.ts';
import { ASSISTANT_MODEL, REALTIME_MODEL } from './models.plain.ts';
import { VOICES, resolveVoice } from './voices.plain.ts';

describe('option catalogues', () => {
  it('hold 11 voices (5 realtime), 6 vibes, 6 accents, 23 time zones and 10 country codes', () => {
    expect(VOICES).toHaveLength(11);
    expect(VOICES.filter((voice) => voice.realtime).map((voice) => voice.name)).toEqual([
      'Merlin',
      'Daniel',
      'Richard',
      'Luna',
      'Mimi',
    ]);
    expect([VIBES.length, ACCENTS.length, TIMEZONES.length, COUNTRY_CODES.length]).toEqual([6, 6, 23, 10]);
  });
  it('plays realtime voices only with the voices and model Vapi documents for realtime', () => {
    const realtimeVoiceIds = ['alloy', 'echo', 'shimmer', 'marin', 'cedar'];
    for (const option of VOICES.filter((voice) => voice.realtime)) {
      expect(option.provider.provider).toBe('openai');
      expect(realtimeVoiceIds).toContain(option.provider.voiceId);
      expect(option.model).toBe(REALTIME_MODEL);
    }
    const spoken = VOICES.filter((voice) => voice.realtime).map((voice) => voice.provider.voiceId);
    expect(new Set(spoken).size).toBe(spoken.length);
  });
  it('speaks the other voices after the assistant model, with voices Vapi kept after its 2026 retirement', () => {
    const retired = ['Spencer', 'Neha', 'Harry', 'Cole', 'Paige', 'Hana', 'Lily', 'Kylie'];
    for (const option of VOICES.filter((voice) => !voice.realtime)) {
      expect(option.model).toBe(ASSISTANT_MODEL);
      expect(retired).not.toContain(option.provider.voiceId);
    }
  });
  it.each([['alloy'], [null], [''], ['nonsense']])('shows stored voice %j as Regina', (stored) => {
    expect(resolveVoice(stored).name).toBe('Regina');
  });
  it('builds speaking_style as accent instruction then vibe instruction', () => {
    const style = buildSpeakingStyle('witty_playful', 'british');
    expect(style.startsWith(ACCENTS.find((a) => a.id === 'british')!.instruction)).toBe(true);
    expect(style.endsWith(VIBES.find((v) => v.id === 'witty_playful')!.instruction)).toBe(true);
  });
});

describe('hours editor rules', () => {
  it('opens a closed day when a time is set, and closes it when both are cleared', () => {
    let hours = setDayTime(defaultHours(), 'Sat', 'start', '10:00');
    expect(hours.Sat).toEqual({ open: true, start: '10:00', end: null });
    hours = setDayTime(setDayTime(defaultHours(), 'Mon', 'start', null), 'Mon', 'end', null);
    expect(hours.Mon).toEqual({ open: false, start: null, end: null });
  });
  it('fills 09:00-17:00 when opening an empty day and clears times when closing', () => {
    expect(setDayOpen(defaultHours(), 'Sun', true).Sun).toEqual({ open: true, start: '09:00', end: '17:00' });
    expect(setDayOpen(defaultHours(), 'Mon', false).Mon).toEqual({ open: false, start: null, end: null });
  });
  it('describes a week compactly', () => {
    expect(describeHours(defaultHours())).toBe('Mon-Fri 09:00-17:00; Sat-Sun closed');
  });
  it('describes a week as an owner reads a clock, each run of days kept on one line', () => {
    let week = setDayTime(setDayTime(defaultHours(), 'Fri', 'end', '14:30'), 'Mon', 'start', '08:00');
    week = setDayTime(setDayTime(week, 'Tue', 'start', '08:00'), 'Sat', 'start', '12:00');
    week = setDayTime(week, 'Sat', 'end', '17:00');
    const owner = describeHoursForOwner(week);
    // No line breaks inside a run: non-breaking spaces, and a word joiner after each dash.
    expect(owner.replace(/\u2060/g, '').replace(/\u00a0/g, ' ')).toBe(
      'Mon–Tue 8 AM–5 PM; Wed–Thu 9 AM–5 PM; Fri 9 AM–2:30 PM; Sat 12 PM–5 PM; Sun closed',
    );
    expect(owner.split('; ').every((run) => !run.includes(' '))).toBe(true);
  });
});

describe('parsing rules', () => {
  it('splits appointment types', () => {
    expect(parseAppointmentTypes(' Cleaning, ,Whitening ,')).toEqual(['Cleaning', 'Whitening']);
  });
  it('parses whole numbers, empty as null', () => {
    expect([parseWholeNumber('12'), parseWholeNumber(''), parseWholeNumber('x')]).toEqual([12, null, null]);
  });
  it('reads the scheduling mode', () => {
    expect([
      schedulingMode('No'),
      schedulingMode('Gather Info: name'),
      schedulingMode('Use Instructions: x'),
      schedulingMode(null),
    ]).toEqual(['No', 'Gather Info', 'Use Instructions', 'No']);
  });
  it('parses urgent info lists, resetting non-lists', () => {
    expect(readInfoList('["Email","Phone"]')).toEqual(['Email', 'Phone']);
    expect(readInfoList('not json')).toEqual([]);
    expect(readInfoList('{"a":1}')).toEqual([]);
  });
  it('derives template labels', () => {
    expect(templateLabel('dental_clinic')).toBe('Dental Clinic');
    expect(templateLabel('auto-repair shop')).toBe('Auto Repair Shop');
    expect(templateLabel('')).toBe('Unnamed Template');
  });
});
