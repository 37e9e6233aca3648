import { notifications } from '@mantine/notifications';
import {
  agentWithoutNumber,
  formatPhoneNumber,
  hasSearchCriteria,
  noNumbersMessage,
  onlyAgentOf,
  SEARCH_CRITERIA_REQUIRED,
} from '@portal/shared/phone-numbers.plain';
import type { AvailableNumber } from '@portal/shared/phone-numbers';
import { useState } from 'react';
import { useAgentOptions } from '../../../lib/agents/get-agents';
import { usePhoneNumbers } from '../api/get-phone-numbers';
import { usePurchaseNumber } from '../api/purchase-number';
import { useSearchNumbers } from '../api/search-numbers';
import { errorText } from '../errors';
import { agentIdOf, NO_AGENT } from './use-assignment';

export type Criteria = { areaCode: string; city: string; state: string };
export const STEPS = { search: 0, select: 1, confirm: 2 } as const;
type Step = (typeof STEPS)[keyof typeof STEPS];

const EMPTY: Criteria = { areaCode: '', city: '', state: '' };

/**
 * Which agent answers the new number. The owner's only agent does without asking (the server gives
 * it the number); with several, the confirm step asks, proposing the first agent no number rings yet.
 */
function useAgentChoice() {
  const agents = useAgentOptions().data ?? [];
  const numbers = usePhoneNumbers().data ?? [];
  const [draft, setDraft] = useState<string | null>(null);
  const asks = agents.length > 1;
  const proposed = agentWithoutNumber(
    agents.map((agent) => agent.value),
    numbers,
  );
  const value = draft ?? proposed ?? NO_AGENT;
  return {
    agents,
    asks,
    onlyAgent: onlyAgentOf(agents),
    value,
    choose: setDraft,
    reset: () => setDraft(null),
    /** What the purchase sends: nothing when the owner was not asked. */
    sent: asks ? { agentId: agentIdOf(value) } : {},
  };
}

/**
 * The purchase modal's state: search -> select (when there are results) -> confirm -> purchased.
 * Back steps are allowed; a failed purchase stays on confirm with its error; nothing may close the
 * modal while a request runs.
 */
export function usePurchaseFlow(onPurchased: () => void) {
  const [step, setStep] = useState<Step>(STEPS.search);
  const [criteria, setCriteria] = useState<Criteria>(EMPTY);
  const [results, setResults] = useState<AvailableNumber[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'empty'; text: string } | null>(null);
  const [purchaseError, setPurchaseError] = useState<string | null>(null);
  const search = useSearchNumbers();
  const purchase = usePurchaseNumber();
  const agent = useAgentChoice();

  const reset = () => {
    agent.reset();
    setStep(STEPS.search);
    setCriteria(EMPTY);
    setResults([]);
    setSelected(null);
    setNotice(null);
    setPurchaseError(null);
  };

  const runSearch = () => {
    if (!hasSearchCriteria(criteria)) return setNotice({ kind: 'error', text: SEARCH_CRITERIA_REQUIRED });
    setNotice(null);
    const asked = { ...criteria };
    search.mutate(asked, {
      onSuccess: (found) => {
        if (found.length === 0) return setNotice({ kind: 'empty', text: noNumbersMessage(asked) });
        setResults(found);
        setSelected(null);
        setStep(STEPS.select);
      },
      onError: (error) => setNotice({ kind: 'error', text: errorText(error) }),
    });
  };

  const buy = () => {
    if (!selected) return;
    setPurchaseError(null);
    purchase.mutate(
      { phoneNumber: selected, ...agent.sent },
      {
        onSuccess: ({ phoneNumber, warning }) => {
          notifications.show({
            color: 'green',
            message: `${formatPhoneNumber(phoneNumber.phoneNumber)} is now yours.`,
          });
          if (warning) notifications.show({ color: 'yellow', title: 'Not connected yet', message: warning });
          reset();
          onPurchased();
        },
        onError: (error) => setPurchaseError(errorText(error)),
      },
    );
  };

  return {
    step,
    criteria,
    setCriteria: (next: Criteria) => {
      setCriteria(next);
      setNotice(null);
    },
    results,
    selected,
    select: setSelected,
    chosen: results.find((number) => number.phoneNumber === selected) ?? null,
    notice,
    purchaseError,
    agent,
    searching: search.isPending,
    purchasing: purchase.isPending,
    busy: search.isPending || purchase.isPending,
    runSearch,
    toConfirm: () => selected && setStep(STEPS.confirm),
    back: () => {
      setPurchaseError(null);
      setStep((current) => (current === STEPS.confirm ? STEPS.select : STEPS.search));
    },
    buy,
    reset,
  };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
