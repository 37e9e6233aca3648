import { describe, expect, it } from 'vitest';
import { CONTACT, FAQ, HOME, SERVICES } from './fixture-pages.ts';
import { mergeSiteFacts } from './merge-site-facts.ts';
import { parseOpeningHoursText } from './opening-hours.ts';
import { extractSiteFacts } from './site-facts.ts';

const URL = 'https://brightsmile.example/';
const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('extractSiteFacts: JSON-LD', () => {
  it('reads a LocalBusiness subtype: name, type, phone, address and hours by specification', () => {
    const facts = extractSiteFacts(HOME, URL);
    expect(facts).toMatchObject({
      businessName: 'Bright Smile Dental',
      businessType: 'Dentist',
      description: 'Family and cosmetic dentistry in South Austin since 2009.',
      phones: ['+15125550134'],
      emails: ['hello@brightsmile.example'],
      addresses: ['1200 South Congress Ave, Suite 4, Austin, TX 78704'],
      openingHours: [
        { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '08:00', closes: '17:00' },
        { days: ['Sat'], opens: '09:00', closes: '13:00' },
      ],
    });
  });

  it('reads @graph and arrays, Organization, the text hours form and a plain address', () => {
    const html = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Acme site' },
          [
            {
              '@type': 'Plumber',
              name: 'Acme Plumbing',
              address: '9 Oak Rd, Austin, TX 78701',
              openingHours: ['Mo-Fr 07:00-19:00', 'Sa 9:00-12:00'],
            },
          ],
        ],
      }) + ld({ '@type': 'Organization', name: 'Acme Holdings', telephone: '+44 20 7946 0958' }),
    );
    expect(extractSiteFacts(html, URL)).toMatchObject({
      businessName: 'Acme Plumbing',
      businessType: 'Plumber',
      phones: ['+442079460958'],
      addresses: ['9 Oak Rd, Austin, TX 78701'],
      openingHours: [
        { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '07:00', closes: '19:00' },
        { days: ['Sat'], opens: '09:00', closes: '12:00' },
      ],
    });
  });

  it('reads FAQPage questions with their answers as plain text', () => {
    const { faqs } = extractSiteFacts(FAQ, URL);
    expect(faqs).toHaveLength(4);
    expect(faqs[3]).toEqual({ question: 'Is there parking?', answer: 'Free parking behind the building.' });
  });

  it('reads offers: a catalogue of services, and a product with its offer', () => {
    expect(extractSiteFacts(SERVICES, URL).offers[0]).toEqual({
      name: 'New patient exam and cleaning',
      price: '149.00',
      currency: 'USD',
      description: 'Exam, X-rays and a professional cleaning.',
    });
    const product = ld({
      '@type': 'Product',
      name: 'Night guard',
      description: 'Custom fitted.',
      offers: { '@type': 'Offer', price: '$1,050', priceCurrency: 'USD' },
    });
    expect(extractSiteFacts(page(product), URL).offers).toEqual([
      { name: 'Night guard', price: '1050.00', currency: 'USD', description: 'Custom fitted.' },
    ]);
  });

  it('ignores broken JSON-LD and keeps what else the page says', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "Dentist", "name": </script>' + ld('just a string') + ld(null),
      '<a href="tel:(512) 555-0100">Call</a>',
    );
    expect(() => extractSiteFacts(html, URL)).not.toThrow();
    expect(extractSiteFacts(html, URL)).toMatchObject({ businessName: null, phones: ['+15125550100'] });
  });
});

describe('extractSiteFacts: microdata and links', () => {
  it('reads a microdata business: name, address, telephone and hours', () => {
    expect(extractSiteFacts(CONTACT, URL)).toMatchObject({
      businessName: 'Bright Smile Dental',
      businessType: 'Dentist',
      addresses: ['1200 South Congress Ave, Suite 4, Austin, TX 78704'],
      openingHours: [
        { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '08:00', closes: '17:00' },
        { days: ['Sat'], opens: '09:00', closes: '13:00' },
      ],
    });
  });

  it('collects tel: and mailto: links, normalised and without repeats', () => {
    const { phones, emails } = extractSiteFacts(CONTACT, URL);
    expect(phones).toEqual(['+15125550134', '+15125550199']);
    expect(emails).toEqual(['hello@brightsmile.example']);
  });

  it('falls back to the meta tags for the name and description', () => {
    const html = page('<meta property="og:site_name" content="Acme"><meta name="description" content="Plumbers.">');
    expect(extractSiteFacts(html, URL)).toMatchObject({
      businessName: 'Acme',
      businessType: null,
      description: 'Plumbers.',
    });
  });
});

describe('parseOpeningHoursText', () => {
  it('reads ranges, lists, full day names and several rules in one string', () => {
    expect(parseOpeningHoursText('Mo,We,Fr 09:00-12:00 Tuesday-Thursday 13:00 - 18:00 Su 10:00-14:00')).toEqual([
      { days: ['Mon', 'Wed', 'Fri'], opens: '09:00', closes: '12:00' },
      { days: ['Tue', 'Wed', 'Thu'], opens: '13:00', closes: '18:00' },
      { days: ['Sun'], opens: '10:00', closes: '14:00' },
    ]);
    expect(parseOpeningHoursText('closed')).toEqual([]);
  });
});

describe('mergeSiteFacts', () => {
  it('keeps the first page for each value, joins lists and tells where each came from', () => {
    const home = { url: `${URL}`, facts: extractSiteFacts(HOME, URL) };
    const contact = { url: `${URL}contact`, facts: extractSiteFacts(CONTACT, URL) };
    const merged = mergeSiteFacts([home, contact]);
    expect(merged.phones).toEqual(['+15125550134', '+15125550199']);
    expect(merged.openingHours).toEqual(home.facts.openingHours);
    expect(merged.sources).toEqual(
      expect.arrayContaining([
        { field: 'businessName', index: 0, value: 'Bright Smile Dental', url: URL },
        { field: 'openingHours', index: 0, value: 'Mon-Fri 08:00-17:00', url: URL },
        { field: 'phones', index: 0, value: '+15125550134', url: URL },
        { field: 'phones', index: 1, value: '+15125550199', url: `${URL}contact` },
      ]),
    );
    expect(merged.sources.filter((source) => source.field === 'addresses')).toHaveLength(1);
  });
});
