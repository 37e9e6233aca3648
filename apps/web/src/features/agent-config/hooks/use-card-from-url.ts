import { cardByKey, type CardDefinition } from '@portal/shared/agents/cards.plain';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/navigation/search-params';

/**
 * `?card=<key>` asks for one card's modal (the go-live checklist's fixes link here); with
 * `&question=` (the hub's unanswered questions) the question is drafted into the card. The card is
 * opened once per key that arrives; an unknown key is ignored. `forget` takes both out of the
 * address, replacing the history entry, so Back or a reload do not open the modal again.
 */
export function useCardFromUrl(open: (card: CardDefinition, question: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const key = params.get('card');
  const requested = key ? (cardByKey(key) ?? null) : null;
  const question = params.get('question')?.trim() || null;
  // Adjusting state while rendering (not in an effect): the modal is open in the first paint.
  const [seenKey, setSeenKey] = useState<string | null>(null);
  if (key !== seenKey) {
    setSeenKey(key);
    if (requested) open(requested, question);
  }
  const forget = () => {
    if (!params.has('card')) return;
    const next = new URLSearchParams(params);
    next.delete('card');
    next.delete('question');
    if (requested) next.set('tab', requested.tab);
    setParams(next, { replace: true });
  };
  return { requested, forget };
}
