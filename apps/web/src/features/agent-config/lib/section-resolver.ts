import { zodResolver } from '@hookform/resolvers/zod';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { sectionBody, type SectionBody, type SectionFormValues } from './section-form';

/**
 * Validates a card's form with the server's own section schema, applied to the body that would be
 * sent (task toggles applied). On submit the form hands over the schema's output: trimmed, blanks as null.
 */
export function sectionResolver(card: CardDefinition): Resolver<SectionFormValues, unknown, SectionBody> {
  const schema = SECTION_SCHEMAS[card.key] as z.ZodType<SectionBody, SectionBody>;
  const resolve = zodResolver(schema);
  return (values, context, options) => resolve(sectionBody(card, values), context, options);
}
