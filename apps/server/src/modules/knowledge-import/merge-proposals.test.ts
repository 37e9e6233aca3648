import { describe, expect, it } from 'vitest';
import { mergeProposals } from './merge-proposals.pure.ts';
import type { ProposalDraft } from './site-proposals.pure.ts';

const site = { url: 'https://brightsmile.example/', title: 'Home' };
const about = { url: 'https://brightsmile.example/about', title: 'About' };
const draft = (card: ProposalDraft['card'], value: string, source = site): ProposalDraft => ({
  card,
  section: { [card]: value },
  sources: [source],
});

describe('mergeProposals', () => {
  const structured = [
    draft('websiteInfo', 'pages'),
    draft('businessName', 'Bright Smile Dental'),
    draft('contactInfo', 'Phone: +1 (512) 555-0100'),
    draft('yourHours', 'site week'),
    draft('description', 'schema.org description'),
    draft('yourPrices', '- Cleaning $120'),
  ];
  const model = [
    draft('businessName', 'Bright Smile', about),
    draft('contactInfo', 'Phone: 512-555-0100', about),
    draft('yourHours', 'model week', about),
    draft('description', 'A family clinic.', about),
    draft('yourPrices', '- Cleaning: $120', about),
    draft('aboutUs', 'Founded in 1998.', about),
    draft('typeOfBusiness', 'Dental clinic', about),
  ];

  it("keeps the site's own name, hours, contact details and prices, and takes the model's text cards", () => {
    expect(mergeProposals(structured, model)).toEqual([
      draft('businessName', 'Bright Smile Dental'),
      draft('typeOfBusiness', 'Dental clinic', about),
      draft('description', 'A family clinic.', about),
      draft('yourPrices', '- Cleaning $120'),
      draft('yourHours', 'site week'),
      draft('contactInfo', 'Phone: +1 (512) 555-0100'),
      draft('aboutUs', 'Founded in 1998.', about),
      draft('websiteInfo', 'pages'),
    ]);
  });

  it("fills the cards the site's data left empty from the model, and keeps the site's where the model has none", () => {
    const merged = mergeProposals([draft('description', 'schema.org description')], [draft('yourHours', 'model week')]);
    expect(merged).toEqual([draft('description', 'schema.org description'), draft('yourHours', 'model week')]);
    expect(mergeProposals(structured, [])).toEqual(mergeProposals([], structured));
  });
});
