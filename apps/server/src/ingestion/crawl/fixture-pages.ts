/** The pages of "Bright Smile Dental" (Austin, TX), the fixture site of the crawl tests and bench. */

export const BUSINESS = {
  name: 'Bright Smile Dental',
  phone: '+15125550134',
  email: 'hello@brightsmile.example',
  address: '1200 South Congress Ave, Suite 4, Austin, TX 78704',
};

const NAV = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/faq', 'FAQ'],
  ['/about', 'About'],
  ['/team', 'Our team'],
  ['/blog/', 'Blog'],
  ['/contact', 'Contact'],
];

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export function layout(title: string, body: string, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | ${BUSINESS.name}</title>
<meta property="og:site_name" content="${BUSINESS.name}">${head}</head><body>
<header><nav>${NAV.map(([href, label]) => `<a href="${href}">${label}</a>`).join(' ')}</nav></header>
<main>${body}</main>
<footer><p>Call us: <a href="tel:+1-512-555-0134">(512) 555-0134</a> ·
<a href="https://www.facebook.com/brightsmiledental">Facebook</a> ·
<a href="http://maps.example.org/?q=bright+smile">Map</a></p></footer></body></html>`;
}

const dentist = {
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  name: BUSINESS.name,
  description: 'Family and cosmetic dentistry in South Austin since 2009.',
  telephone: '(512) 555-0134',
  email: BUSINESS.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: '1200 South Congress Ave, Suite 4',
    addressLocality: 'Austin',
    addressRegion: 'TX',
    postalCode: '78704',
    addressCountry: 'US',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      opens: '08:00',
      closes: '17:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00:00', closes: '13:00:00' },
  ],
};

export const HOME = layout(
  'Family dentist in Austin',
  `<h1>Gentle family dentistry in South Austin</h1>
<p>Bright Smile Dental has cared for Austin families since 2009. New patients are always welcome, and most insurance plans are accepted.</p>
<p>Open Monday to Friday 8 am to 5 pm and Saturday mornings. Same-day emergency appointments are available.</p>
<ul><li><a href="/services#whitening">Teeth whitening</a></li><li><a href="/services?utm_source=home">All services</a></li>
<li><a href="/price-list">Price list</a></li><li><a href="/gallery">Smile gallery</a></li>
<li><a href="/book-online">Book online</a></li><li><a href="/files/new-patient-form.pdf">New patient form</a></li>
<li><a href="/admin/">Staff login</a></li><li><a href="mailto:${BUSINESS.email}">E-mail us</a></li>
<li><a href="javascript:void(0)">Chat</a></li></ul>`,
  jsonLd(dentist),
);

const SERVICES_OFFERS = {
  '@context': 'https://schema.org',
  '@type': 'OfferCatalog',
  name: 'Dental services',
  itemListElement: [
    ['New patient exam and cleaning', '149', 'Exam, X-rays and a professional cleaning.'],
    ['Teeth whitening', '399', 'In-office whitening in one visit.'],
    ['Porcelain crown', '1200', null],
  ].map(([name, price, description]) => ({
    '@type': 'Offer',
    price,
    priceCurrency: 'USD',
    itemOffered: { '@type': 'Service', name, ...(description && { description }) },
  })),
};

export const SERVICES = layout(
  'Services and prices',
  `<h1>Services and prices</h1>
<p>A new patient exam with cleaning and X-rays costs $149.</p>
<h2 id="whitening">Teeth whitening</h2><p>In-office whitening is $399. Take-home trays are $199.</p>
<p>Porcelain crowns start at $1,200. Ask about our membership plan for patients without insurance.</p>`,
  jsonLd(SERVICES_OFFERS),
);

const QUESTIONS = [
  ['Do you accept new patients?', 'Yes. We welcome new patients of all ages.'],
  ['Which insurance plans do you accept?', 'Most PPO plans, including Delta Dental, Cigna and Aetna.'],
  ['Do you offer emergency appointments?', 'Yes, same-day emergency visits on weekdays.'],
  ['Is there parking?', 'Free parking behind the building.'],
];

export const FAQ = layout(
  'Frequently asked questions',
  `<h1>Frequently asked questions</h1>${QUESTIONS.map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join('')}`,
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: QUESTIONS.map(([name, text]) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text: `<p>${text}</p>` },
    })),
  }),
);

export const ABOUT = layout(
  'About us',
  `<h1>About Bright Smile Dental</h1><p>Dr. Maria Lopez opened Bright Smile Dental in 2009 to give South Austin a dentist that explains every step.</p>
<p>Our office has six treatment rooms, digital X-rays and a play corner for children.</p>`,
);

export const CONTACT = layout(
  'Contact',
  `<h1>Contact us</h1>
<div itemscope itemtype="https://schema.org/Dentist"><h2 itemprop="name">${BUSINESS.name}</h2>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<span itemprop="streetAddress">1200 South Congress Ave, Suite 4</span>, <span itemprop="addressLocality">Austin</span>,
<span itemprop="addressRegion">TX</span> <span itemprop="postalCode">78704</span></div>
<p>Phone: <a itemprop="telephone" href="tel:+15125550134">(512) 555-0134</a><br>
Billing: <a href="tel:512-555-0199">(512) 555-0199</a><br>
E-mail: <a href="mailto:${BUSINESS.email}?subject=Appointment">${BUSINESS.email}</a></p>
<meta itemprop="openingHours" content="Mo-Fr 08:00-17:00"><meta itemprop="openingHours" content="Sa 09:00-13:00">
</div>`,
);

export const TEAM = layout(
  'Our team',
  `<h1>Our team</h1><p>Dr. Maria Lopez, DDS, founder.</p><p>Dr. James Chen, DMD, pediatric dentistry.</p><p>Anna Smith, hygienist.</p>`,
);

export const INSURANCE = layout(
  'Insurance and payment',
  `<h1>Insurance and payment</h1><p>We are in network with Delta Dental, Cigna, Aetna and MetLife. We accept cash, cards and CareCredit.</p>`,
);

export const POSTS = {
  'first-visit': 'What to expect at your first visit',
  'whitening-tips': 'Five tips to keep your smile white',
  'kids-teeth': 'When should children first see a dentist?',
};

export const BLOG = layout(
  'Blog',
  `<h1>Blog</h1><ul>${Object.entries(POSTS)
    .map(([slug, title]) => `<li><a href="/blog/${slug}">${title}</a></li>`)
    .join('')}</ul>`,
);

export const post = (title: string) =>
  layout(
    title,
    `<article><h1>${title}</h1><p>${title}. Our dentists answer the questions patients ask most.</p></article>`,
  );

/** A link trap: every page links two pages further, forever. */
export const mazePage = (step: number) =>
  layout(
    `Maze ${step}`,
    `<p>Room ${step}.</p><a href="/maze/${step + 1}">Next</a> <a href="/maze/${step + 2}">Skip</a>`,
  );
