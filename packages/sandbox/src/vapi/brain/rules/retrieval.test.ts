import type { CallFact } from '@portal/shared/agents/call-brief';
import { describe, expect, it } from 'vitest';
import { createFactIndex } from './retrieval.ts';

const facts: CallFact[] = [
  { topic: 'business', source: 'Type of business', text: 'Family dental clinic' },
  {
    topic: 'products',
    source: 'Products and services',
    text: 'We offer cleanings, fillings, crowns, whitening and emergency care.',
  },
  { topic: 'prices', source: 'Prices', text: 'Cleaning $120. Whitening from $299.' },
  {
    topic: 'contact',
    source: 'Contact information',
    text: 'Call us on 512-555-0100. Write to hello@brightsmile.example. We are at 12 Oak Street, Austin. Free parking behind the building.',
  },
  {
    topic: 'faq',
    source: 'FAQ and policies',
    text: 'Cancellations need 24 hours notice. A $50 fee applies to late cancellations. We see children from age 3.',
  },
  { topic: 'website', source: 'https://brightsmile.example/faq', text: 'We accept most PPO insurance.' },
];

const index = createFactIndex(facts);

describe('createFactIndex', () => {
  it('quotes the one sentence asked about, favouring prices for "how much"', () => {
    expect(index.answer('how much is whitening?')).toBe('Whitening from $299.');
    expect(index.answer('How much does a cleaning cost?')).toBe('Cleaning $120.');
  });
  it('matches stemmed words', () => {
    expect(index.answer('Do you take insurance?')).toBe('We accept most PPO insurance.');
    expect(index.answer('is there parking?')).toBe('Free parking behind the building.');
  });
  it('reads a second sentence of the same fact when it answers as well', () => {
    expect(index.answer('What is your cancellation policy?')).toBe(
      'Cancellations need 24 hours notice. A $50 fee applies to late cancellations.',
    );
  });
  it('reads the topic when the question names only what kind of fact it wants', () => {
    expect(index.answer('What are your prices?')).toBe('Cleaning $120. Whitening from $299.');
    expect(index.answer('What do you offer?')).toBe(
      'We offer cleanings, fillings, crowns, whitening and emergency care.',
    );
  });
  it('answers a contact question with the sentence that has the detail’s shape', () => {
    expect(index.answer('Where are you located?')).toBe('We are at 12 Oak Street, Austin.');
    expect(index.answer("What's your address?")).toBe('We are at 12 Oak Street, Austin.');
    expect(index.answer("What's your e-mail address?")).toBe('Write to hello@brightsmile.example.');
    expect(index.answer('What is your phone number?')).toBe('Call us on 512-555-0100.');
  });
  it('answers nothing to what the facts do not cover, or to stopwords alone', () => {
    expect(index.answer('Do you do root canals?')).toBeNull();
    expect(index.answer('How much is a root canal?')).toBeNull();
    // "card" is one letter from "care": a misheard word is not an answer.
    expect(index.answer('Can I pay with a credit card?')).toBeNull();
    expect(index.answer('What is it?')).toBeNull();
  });
  it('answers nothing without facts', () => {
    expect(createFactIndex([]).answer('How much is whitening?')).toBeNull();
  });
});

describe('a question that shares one word with a fact', () => {
  const index = createFactIndex([
    {
      topic: 'faq',
      source: 'FAQ and policies',
      text: 'New patients: please arrive 15 minutes early and bring a photo ID. Cancellations: give 24 hours notice.',
    },
  ]);

  it('is not answered by that fact', () => {
    expect(index.answer('Can I bring my dog?')).toBeNull();
  });

  it('still is when the shared word is all it asks about', () => {
    expect(index.answer('What is your cancellation fee?')).toBe('Cancellations: give 24 hours notice.');
    expect(index.answer('What should new patients bring?')).toBe(
      'New patients: please arrive 15 minutes early and bring a photo ID.',
    );
  });
});

describe('questions and answers the owner wrote', () => {
  const faq: CallFact[] = [
    {
      topic: 'faq',
      source: 'FAQ and policies',
      text: 'Cancellations need 24 hours notice.\n\nQ: Do you take Medicaid?\nA: Yes, we accept Medicaid.\n\nQ: Can I bring my dog?\nA: ',
    },
  ];
  const qa = createFactIndex(faq);

  it('says the answer, found by the words of its question, never the question itself', () => {
    expect(qa.answer('Do you take Medicaid?')).toBe('Yes, we accept Medicaid.');
  });

  it('knows nothing from a question whose answer is still empty', () => {
    expect(qa.answer('Can I bring my dog?')).toBeNull();
  });
});
