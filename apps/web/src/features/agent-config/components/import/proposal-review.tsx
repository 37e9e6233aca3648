import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { acceptAllSplit } from '@portal/shared/agents/import-review.plain';
import type { CardProposal, KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { useId, useState } from 'react';
import { useAcceptProposals } from '../../api/knowledge-import';
import { ProposalRow } from './proposal-row';

type Decision = 'accepted' | 'skipped';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const titles = (cards: readonly { card: string }[]) =>
  new Intl.ListFormat('en-US', { type: 'conjunction' }).format(cards.map(({ card }) => cardByKey(card)!.title));

/** What "Accept all for empty cards" will do, card by card, before the owner clicks it. */
function acceptAllPreview({ empty, suggested, written }: ReturnType<typeof acceptAllSplit<CardProposal>>) {
  return [
    empty.length ? `Fills the empty cards: ${titles(empty)}.` : '',
    suggested.length ? `Replaces the suggestions on: ${titles(suggested)}.` : '',
    written.length ? `Leaves the cards you wrote: ${titles(written)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function SiteChanges({ changes }: { changes: KnowledgeImport['siteChanges'] }) {
  const { added, changed, removed } = changes;
  if (!added.length && !changed.length && !removed.length) return null;
  return (
    <Text size="sm">
      {`Since your last import: ${plural(added.length, 'page')} added, ${changed.length} changed, ${removed.length} gone. Cards whose proposal differs from last time are marked “Changed on your site”.`}
    </Text>
  );
}

/**
 * Card by card, what the site says beside what the card holds now: accept (as edited) or skip
 * each, or accept in one click every proposal for a card that is empty or still holds only its
 * suggestion. The cards the owner wrote are never overwritten that way, and the review names them.
 */
export function ProposalReview({
  agent,
  item,
  onImportAgain,
}: {
  agent: Agent;
  item: KnowledgeImport;
  onImportAgain: () => void;
}) {
  const accept = useAcceptProposals(agent.id, item.id);
  const [edited, setEdited] = useState<Record<string, Record<string, unknown>>>({});
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const sectionOf = (proposal: CardProposal) => edited[proposal.card] ?? proposal.section;
  const previewId = useId();
  const open = item.proposals.filter((proposal) => !decisions[proposal.card]);
  const split = acceptAllSplit(agent, open);
  const fillable = open.filter((proposal) => !split.written.includes(proposal));
  const preview = acceptAllPreview(split);

  const save = (proposals: CardProposal[], untouchedOnly = false) => {
    setMessage(null);
    const cards = Object.fromEntries(proposals.map((proposal) => [proposal.card, sectionOf(proposal)]));
    accept.mutate(
      { cards, ...(untouchedOnly ? { untouchedOnly } : {}) },
      {
        onSuccess: ({ syncError, filled, left }) => {
          setDecisions((current) => ({
            ...current,
            ...Object.fromEntries(filled.map((card) => [card, 'accepted' as const])),
          }));
          const kept = left.length ? ` Left as you wrote them: ${titles(left.map((card) => ({ card })))}.` : '';
          const saved = `${plural(filled.length, 'card')} saved.${kept}`;
          setMessage(syncError ? { ok: false, text: `${saved} ${syncError}` } : { ok: true, text: saved });
        },
        onError: (error) => setMessage({ ok: false, text: `Could not save: ${error.message}` }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {item.kind === 'document'
          ? `Read ${item.source}. These proposals come from its text: its price lines, the phone numbers and e-mail addresses it gives, and the whole text for Additional Info.`
          : `Read ${plural(item.pages.length, 'page')} of ${hostOf(item.source)}. ${
              item.reader === 'structured'
                ? 'These proposals come from what your site states directly: its published business details (hours, prices, contact, FAQ) and the text of its pages. No language model is connected here to read the prose.'
                : ''
            }`}
      </Text>
      <SiteChanges changes={item.siteChanges} />
      {item.skipped.length > 0 && (
        <details>
          <summary>
            <Text span size="sm">{`${plural(item.skipped.length, 'page was', 'pages were')} not read`}</Text>
          </summary>
          <List size="sm" mt="xs">
            {item.skipped.map((skip) => (
              <List.Item key={skip.url}>{`${skip.url}: ${skip.reason}`}</List.Item>
            ))}
          </List>
        </details>
      )}
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {item.proposals.length === 0 ? (
        <Text>Nothing on this site could be turned into card proposals.</Text>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {`${plural(open.length, 'proposal')} to review.`}
            </Text>
            <Button
              onClick={() => save(fillable, true)}
              disabled={fillable.length === 0}
              loading={accept.isPending}
              aria-describedby={preview ? previewId : undefined}
            >
              {`Accept all for empty cards (${fillable.length})`}
            </Button>
          </Group>
          {preview && (
            <Text size="sm" id={previewId}>
              {preview}
            </Text>
          )}
        </Stack>
      )}
      {item.proposals.map((proposal) => (
        <ProposalRow
          key={proposal.card}
          agent={agent}
          proposal={proposal}
          section={sectionOf(proposal)}
          decision={decisions[proposal.card] ?? null}
          busy={accept.isPending}
          onEdit={(section) => setEdited((current) => ({ ...current, [proposal.card]: section }))}
          onAccept={() => save([proposal])}
          onSkip={() => setDecisions((current) => ({ ...current, [proposal.card]: 'skipped' }))}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onImportAgain}>
          Import again
        </Button>
      </Group>
    </Stack>
  );
}
