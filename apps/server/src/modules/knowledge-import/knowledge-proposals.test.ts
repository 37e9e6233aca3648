import { emptySiteKnowledge, type SiteKnowledge } from '@portal/shared/agents/site-knowledge';
import { describe, expect, it } from 'vitest';
import { proposalsFromKnowledge } from './knowledge-proposals.pure.ts';

const home = { url: 'https://brightsmile.example/', title: 'Bright Smile Dental' };
const prices = { url: 'https://brightsmile.example/prices', title: 'Prices' };
const pagesByUrl = new Map([home, prices].map((page) => [page.url, page]));

const read = (patch: Partial<SiteKnowledge>, timezone: string | null = 'America/Chicago') =>
  proposalsFromKnowledge({ ...emptySiteKnowledge(), ...patch }, pagesByUrl, timezone);
const sectionOf = (proposals: ReturnType<typeof read>, card: string) =>
  proposals.find((proposal) => proposal.card === card)?.section;

describe('proposalsFromKnowledge', () => {
  it('proposes nothing for a site that states nothing', () => {
    expect(read({})).toEqual([]);
  });

  it("turns hours into the hours editor's week in the agent's zone, days not given closed", () => {
    const proposals = read({
      hours: [
        { days: ['Mon', 'Tue', 'Wed'], opens: '08:00', closes: '17:00', sourceUrl: home.url },
        { days: ['Sat'], opens: '09:00', closes: '13:00', sourceUrl: home.url },
      ],
    });
    expect(proposals).toEqual([
      {
        card: 'yourHours',
        section: {
          yourHours: {
            Mon: { open: true, start: '08:00', end: '17:00' },
            Tue: { open: true, start: '08:00', end: '17:00' },
            Wed: { open: true, start: '08:00', end: '17:00' },
            Thu: { open: false, start: null, end: null },
            Fri: { open: false, start: null, end: null },
            Sat: { open: true, start: '09:00', end: '13:00' },
            Sun: { open: false, start: null, end: null },
          },
          timezone: 'America/Chicago',
        },
        sources: [home],
      },
    ]);
  });

  it('takes the zone of the address when the agent has none, and proposes no hours without a zone', () => {
    const hours: SiteKnowledge['hours'] = [{ days: ['Mon'], opens: '08:00', closes: '17:00', sourceUrl: home.url }];
    const address = { value: '12 Main St, Denver, CO 80202', sourceUrl: home.url };
    expect(sectionOf(read({ hours, address }, null), 'yourHours')).toMatchObject({ timezone: 'America/Denver' });
    expect(sectionOf(read({ hours }, null), 'yourHours')).toBeUndefined();
  });

  it('writes prices and products as lists, with each page they came from once', () => {
    const proposals = read({
      prices: [
        { item: 'Cleaning', price: '$120', sourceUrl: prices.url },
        { item: 'Whitening', price: '$299', sourceUrl: home.url },
        { item: 'Crown', price: 'from $900', sourceUrl: prices.url },
      ],
      products: [
        { name: 'Cleaning', description: 'Twice a year', sourceUrl: home.url },
        { name: 'Implants', description: null, sourceUrl: home.url },
      ],
    });
    expect(proposals).toEqual([
      {
        card: 'yourProducts',
        section: { yourProducts: '- Cleaning: Twice a year\n- Implants' },
        sources: [home],
      },
      {
        card: 'yourPrices',
        section: { yourPrices: '- Cleaning: $120\n- Whitening: $299\n- Crown: from $900' },
        sources: [prices, home],
      },
    ]);
  });

  it('drops what names a page that was not crawled, and a blank value', () => {
    const proposals = read({
      businessName: { value: 'Bright Smile Dental', sourceUrl: 'https://elsewhere.example/' },
      description: { value: '  ', sourceUrl: home.url },
      prices: [
        { item: 'Cleaning', price: '$120', sourceUrl: 'https://elsewhere.example/prices' },
        { item: 'Whitening', price: '$299', sourceUrl: 'https://brightsmile.example/prices/' },
      ],
    });
    expect(proposals).toEqual([
      { card: 'yourPrices', section: { yourPrices: '- Whitening: $299' }, sources: [prices] },
    ]);
  });

  it('fills the text cards, contact details, FAQ with policies, each with its source', () => {
    const at = (value: string, page = home) => ({ value, sourceUrl: page.url });
    const proposals = read({
      businessName: at('Bright  Smile\nDental'),
      typeOfBusiness: at('Family dental clinic'),
      description: at('A family dental clinic in Austin.'),
      phone: at('(512) 555-0100'),
      email: at('hello@brightsmile.example', prices),
      address: at('12 Main St, Austin, TX 78701'),
      faqs: [{ question: 'Do you take walk-ins?', answer: 'Yes, mornings.', sourceUrl: home.url }],
      policies: [{ policy: 'Cancel 24 hours ahead.', sourceUrl: prices.url }],
      aboutUs: at('Founded in 1998 by Dr. Lee.'),
      additionalInfo: at('Free parking behind the building.'),
    });
    expect(Object.fromEntries(proposals.map((proposal) => [proposal.card, proposal.section]))).toEqual({
      businessName: { businessName: 'Bright Smile Dental' },
      typeOfBusiness: { typeOfBusiness: 'Family dental clinic' },
      description: { description: 'A family dental clinic in Austin.' },
      contactInfo: {
        contactInfo: 'Phone: (512) 555-0100\nEmail: hello@brightsmile.example\nAddress: 12 Main St, Austin, TX 78701',
      },
      faqAndPolicies: {
        faqAndPolicies: 'Q: Do you take walk-ins?\nA: Yes, mornings.\n\nPolicies:\n- Cancel 24 hours ahead.',
      },
      aboutUs: { aboutUs: 'Founded in 1998 by Dr. Lee.' },
      additionalInfo: { additionalInfo: 'Free parking behind the building.' },
    });
    expect(proposals.find((proposal) => proposal.card === 'contactInfo')?.sources).toEqual([home, prices]);
    expect(proposals.find((proposal) => proposal.card === 'faqAndPolicies')?.sources).toEqual([home, prices]);
  });
});
