import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { SECTION_STATUS_LABELS, sectionStatus, type SectionStatus } from '@portal/shared/agents/completion.plain';
import IconPencil from '~icons/tabler/pencil';
import { useId } from 'react';
import { cardPreview } from '../lib/card-preview';
import classes from './configure.module.css';

const STATUS_COLORS: Record<SectionStatus, string> = {
  complete: 'green',
  completed_empty_off: 'gray',
  default: 'blue',
  incomplete: 'orange',
};

type SectionCardProps = { card: CardDefinition; agent: Agent; onEdit: () => void };

/** One configuration card, any of the 25: title, status, what it holds now, and Edit. */
export function SectionCard({ card, agent, onEdit }: SectionCardProps) {
  const titleId = useId();
  const status = sectionStatus(agent, card);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId} className={classes.card}>
      <Title order={3} size="h4" id={titleId}>
        {card.title}
      </Title>
      {/* Below the title: the longest label would squeeze a title beside it in a three-column grid. */}
      <Badge color={STATUS_COLORS[status]} variant="dot" data-status={status} mt={6}>
        {SECTION_STATUS_LABELS[status]}
      </Badge>
      <Text size="sm" c="dimmed" mt={4}>
        {card.description}
      </Text>
      <Text size="sm" mt="sm" lineClamp={4} className={classes.preview} data-testid="card-preview">
        {cardPreview(card, agent)}
      </Text>
      <Group className={classes.actions}>
        <Button
          variant="light"
          onClick={onEdit}
          aria-label={`Edit ${card.title}`}
          leftSection={<IconPencil width={16} height={16} aria-hidden />}
        >
          Edit
        </Button>
      </Group>
    </Card>
  );
}
