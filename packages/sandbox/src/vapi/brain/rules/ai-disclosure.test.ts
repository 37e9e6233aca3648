import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../rule-brain.ts';
import { asksIfAi, disclosureAnswer } from './ai-disclosure.ts';
import { assistantWith, dentalBrief, NOW, turnFor, stateFor } from './testing.ts';

describe('asksIfAi', () => {
  it('hears a caller asking what they are talking to', () => {
    for (const text of [
      'Am I talking to a real person?',
      'Are you a robot?',
      'Is this an AI?',
      'Wait, are you even a human?',
      'Am I speaking with a real person or a machine?',
      "You're a bot, aren't you?",
    ])
      expect(asksIfAi(text), text).toBe(true);
  });
  it('leaves a request for a person and other questions alone', () => {
    for (const text of ['Can I talk to a real person?', 'I want to speak to someone.', 'Are you open Saturday?'])
      expect(asksIfAi(text), text).toBe(false);
  });
});

describe('disclosureAnswer', () => {
  it("says the owner's disclosure, led by the plain truth when it does not say AI assistant", () => {
    expect(disclosureAnswer("I'm an AI assistant for Bright Smile Dental.")).toBe(
      "I'm an AI assistant for Bright Smile Dental.",
    );
    expect(disclosureAnswer('I answer calls for Bright Smile Dental.')).toBe(
      "I'm an AI assistant. I answer calls for Bright Smile Dental.",
    );
    expect(disclosureAnswer(undefined)).toBe("I'm an AI assistant.");
  });
});

describe('the rule brain asked whether it is a person', () => {
  const brief = { ...dentalBrief(), aiDisclosure: "I'm an AI assistant for Bright Smile Dental." };
  const tools = () => ({ run: turnFor(stateFor(brief)).context.tools.run });

  it('says it is an AI assistant, in the brief’s words, and offers to help', async () => {
    const brain = createRuleBrain(assistantWith(brief), { now: () => NOW });
    const turn = await brain.respond('Hi, am I talking to a real person or a robot?', tools());
    expect(turn.say).toEqual(["I'm an AI assistant for Bright Smile Dental.", 'How can I help you today?']);
    expect(turn.end).toBeUndefined();
  });

  it('goes back to the question it was waiting on', async () => {
    const brain = createRuleBrain(assistantWith(brief), { now: () => NOW });
    const asked = await brain.respond('Could someone call me back?', tools());
    expect(asked.say.at(-1)).toContain("What's your name?");
    const turn = await brain.respond('Sorry, are you a human?', tools());
    expect(turn.say).toEqual(["I'm an AI assistant for Bright Smile Dental.", "What's your name?"]);
  });
});
