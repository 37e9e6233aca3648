import { describe, expect, it } from 'vitest';
import { dayMentioned, zoneNamedIn } from './relative-day.ts';
import type { ChatMessage } from './sandbox-llm.ts';
import { sandboxReply } from './sandbox-llm.ts';
import { sandboxToolCalls } from './tool-calls.ts';
import type { FunctionTool, ToolChoice } from './tool-options.ts';

// Tuesday 10 March 2026, 15:30 UTC: 11:30 in New York (daylight saving time began on the 8th).
const NOW = new Date('2026-03-10T15:30:00Z');

const checkAvailability: FunctionTool = {
  name: 'check_availability',
  parameters: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'The date to check, as YYYY-MM-DD.' },
      duration_minutes: { type: 'integer' },
    },
    required: ['date'],
  },
};
const transferCall: FunctionTool = {
  name: 'transferCall',
  parameters: {
    type: 'object',
    properties: { destination: { type: 'string', enum: ['+15125550100', '+15125550101'] } },
    required: ['destination'],
  },
};
const endCall: FunctionTool = { name: 'endCall', parameters: { type: 'object', properties: {} } };
const TOOLS = [endCall, transferCall, checkAvailability];

const SYSTEM = 'You are a receptionist.\n\nThe current date and time is now (America/New_York).';
const conversation = (said: string): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: said },
];
const callsFor = (said: string, toolChoice: ToolChoice = { type: 'auto' }, tools = TOOLS) =>
  sandboxToolCalls({ messages: conversation(said), tools, toolChoice }, NOW);

describe('dayMentioned', () => {
  it.each([
    ['Can I come in today?', '2026-03-10'],
    ['Tomorrow please', '2026-03-11'],
    ['the day after tomorrow', '2026-03-12'],
    ['How about Friday?', '2026-03-13'],
    // A weekday never means today: on a Tuesday, "Tuesday" is next week's.
    ['next tuesday', '2026-03-17'],
    ['Monday morning', '2026-03-16'],
    ['on 2026-04-02 if you can', '2026-04-02'],
    ['whenever suits', '2026-03-10'],
  ])('%j -> %s in New York', (said, day) => {
    expect(dayMentioned(said, 'America/New_York', NOW)).toBe(day);
  });

  it('counts days where the business is: late evening in New York is already tomorrow in UTC', () => {
    const evening = new Date('2026-03-11T02:00:00Z');
    expect(dayMentioned('today', 'America/New_York', evening)).toBe('2026-03-10');
    expect(dayMentioned('today', 'UTC', evening)).toBe('2026-03-11');
  });
});

describe('zoneNamedIn', () => {
  it('reads the first valid zone named in brackets, else UTC', () => {
    expect(zoneNamedIn(SYSTEM)).toBe('America/New_York');
    expect(zoneNamedIn('Hours (Mon-Fri) (Europe/Not_A_City) (Europe/Berlin)')).toBe('Europe/Berlin');
    expect(zoneNamedIn('No zone here (Mon/Fri)')).toBe('UTC');
  });
});

describe('sandboxToolCalls', () => {
  it('checks availability on the day a caller asks to book', () => {
    expect(callsFor("I'd like to book a cleaning tomorrow")).toEqual([
      { name: 'check_availability', arguments: JSON.stringify({ date: '2026-03-11' }) },
    ]);
    expect(callsFor('Can I schedule an appointment for Friday?')[0]?.arguments).toBe('{"date":"2026-03-13"}');
  });

  it('transfers a caller who asks for a person, to the first destination', () => {
    expect(callsFor('Can I speak to a real person?')).toEqual([
      { name: 'transferCall', arguments: JSON.stringify({ destination: '+15125550100' }) },
    ]);
  });

  it('hangs up on goodbye', () => {
    expect(callsFor("No, that's all. Bye!")).toEqual([{ name: 'endCall', arguments: '{}' }]);
  });

  it('calls nothing for a question, for a tool not offered, or with tool_choice none', () => {
    expect(callsFor('What are your opening hours?')).toEqual([]);
    expect(callsFor('I want to book an appointment', { type: 'auto' }, [endCall])).toEqual([]);
    expect(callsFor('Bye!', { type: 'none' })).toEqual([]);
  });

  it('is forced by tool_choice: required calls the first tool when no rule applies, a name calls that one', () => {
    expect(callsFor('What are your opening hours?', { type: 'required' })).toEqual([
      { name: 'endCall', arguments: '{}' },
    ]);
    expect(callsFor('Bye!', { type: 'function', name: 'check_availability' })).toEqual([
      { name: 'check_availability', arguments: '{"date":"2026-03-10"}' },
    ]);
  });

  it('answers the tools rather than calling again once they have answered', () => {
    const messages: ChatMessage[] = [
      ...conversation('Book me in tomorrow'),
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'call_1', name: 'check_availability', arguments: '{"date":"2026-03-11"}' }],
      },
      { role: 'tool', content: 'Open times: 09:00, 10:30.', toolCallId: 'call_1' },
    ];
    expect(sandboxToolCalls({ messages, tools: TOOLS, toolChoice: { type: 'auto' } }, NOW)).toEqual([]);
    expect(sandboxReply(messages)).toBe('Open times: 09:00, 10:30.');
  });

  it('joins the answers of several tools in order', () => {
    const messages: ChatMessage[] = [
      ...conversation('hi'),
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'call_1', name: 'a', arguments: '{}' },
          { id: 'call_2', name: 'b', arguments: '{}' },
        ],
      },
      { role: 'tool', content: 'First.', toolCallId: 'call_1' },
      { role: 'tool', content: 'Second.', toolCallId: 'call_2' },
    ];
    expect(sandboxReply(messages)).toBe('First. Second.');
  });
});
