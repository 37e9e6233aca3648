import { findPhoneNumbersInText } from 'libphonenumber-js';
import type { ImportSource } from '@portal/shared/agents/knowledge-import';
import { TEXT_LIMIT } from '@portal/shared/agents/sections';
import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import type { ProposalDraft } from './site-proposals.pure.ts';
import { clip } from './text-clip.pure.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PRICE_LINES = 40;

/**
 * Proposals from a document's text (a menu, a price list, a policy sheet): its price lines, the
 * phone numbers and e-mail addresses it gives, and the whole text for Additional Info. The
 * document is its own source.
 */
export function proposalsFromDocument(document: { title: string; text: string }, fileName: string): ProposalDraft[] {
  const source: ImportSource = { url: fileName, title: document.title };
  const lines = document.text.split('\n').map((line) => line.trim());
  const proposals: ProposalDraft[] = [];

  const prices = [...new Set(lines.filter((line) => /[$€£]\s?\d/.test(line) && line.length <= 160))];
  if (prices.length) {
    const text = prices.slice(0, PRICE_LINES).map((line) => `- ${line.replace(/^[-•*]\s*/, '')}`);
    proposals.push({
      card: 'yourPrices',
      section: { yourPrices: clip(text.join('\n'), TEXT_LIMIT) },
      sources: [source],
    });
  }

  const phones = [...new Set(findPhoneNumbersInText(document.text, 'US').map((found) => found.number.number))];
  const emails = [...new Set(document.text.match(EMAIL) ?? [])];
  if (phones.length || emails.length) {
    const contact = [
      ...phones.map((phone) => `Phone: ${formatPhoneNumber(phone)}`),
      ...emails.map((email) => `Email: ${email}`),
    ];
    proposals.push({ card: 'contactInfo', section: { contactInfo: contact.join('\n') }, sources: [source] });
  }

  const text = document.text.trim();
  if (text) {
    proposals.push({
      card: 'additionalInfo',
      section: { additionalInfo: clip(`From ${document.title}:\n${text}`, TEXT_LIMIT) },
      sources: [source],
    });
  }
  return proposals;
}
