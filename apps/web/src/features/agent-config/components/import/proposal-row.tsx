import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import type { CardProposal } from '@portal/shared/agents/knowledge-import';
import { useId } from 'react';
import { cardPreview } from '../../lib/card-preview';

const CHANGE_LABELS = { new: null, changed: 'Changed on your site', unchanged: 'Same as last import' } as const;

type ProposalRowProps = {
  agent: Agent;
  proposal: CardProposal;
  section: Record<string, unknown>;
  decision: 'accepted' | 'skipped' | null;
  busy: boolean;
  onEdit: (section: Record<string, unknown>) => void;
  onAccept: () => void;
  onSkip: () => void;
};

/** One card's proposal: what the card holds now, what the site says (editable text), its pages. */
export function ProposalRow({ agent, proposal, section, decision, busy, onEdit, onAccept, onSkip }: ProposalRowProps) {
  const titleId = useId();
  const card = cardByKey(proposal.card)!;
  const editable = card.editor === 'text' && typeof section[card.key] === 'string';
  const change = CHANGE_LABELS[proposal.change];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {card.title}
          </Title>
          <Group gap="xs">
            {change && (
              <Badge variant="light" color={proposal.change === 'changed' ? 'orange' : 'gray'}>
                {change}
              </Badge>
            )}
            {decision === 'accepted' && <Badge color="green">Accepted</Badge>}
            {decision === 'skipped' && <Badge color="gray">Skipped</Badge>}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="xs" fw={600} c="dimmed">
              Now on the card
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={6}>
              {cardPreview(card, agent)}
            </Text>
          </div>
          <div>
            {editable ? (
              <Textarea
                label="From your website"
                size="sm"
                autosize
                minRows={2}
                maxRows={10}
                value={section[card.key] as string}
                onChange={(event) => onEdit({ ...section, [card.key]: event.currentTarget.value })}
                disabled={decision !== null}
              />
            ) : (
              <>
                <Text size="xs" fw={600} c="dimmed">
                  From your website
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {cardPreview(card, { ...agent, ...section })}
                </Text>
              </>
            )}
          </div>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {'Found on: '}
          {proposal.sources.slice(0, 4).map((source, index) => (
            <span key={source.url}>
              {index > 0 && ', '}
              {/^https?:\/\//.test(source.url) ? (
                <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs">
                  {source.title || source.url}
                </Anchor>
              ) : (
                source.title || source.url
              )}
            </span>
          ))}
          {proposal.sources.length > 4 && ` and ${proposal.sources.length - 4} more`}
        </Text>
        {decision === null && (
          <Group gap="sm">
            <Button variant="default" onClick={onAccept} loading={busy} aria-label={`Accept ${card.title}`}>
              Accept
            </Button>
            <Button size="xs" variant="default" onClick={onSkip} disabled={busy} aria-label={`Skip ${card.title}`}>
              Skip
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
