import { Button, Paper, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import IconPencil from '~icons/tabler/pencil';
import { useId, type MouseEvent } from 'react';
import { StatusMarker } from '../../../components/ui/status-marker';
import { cardPreview, EMPTY_PREVIEW } from '../lib/card-preview';
import { CARD_STATUS_COLORS, CARD_STATUS_LABELS, cardStatus } from '../lib/card-status';
import { textsOn } from '@portal/shared/agents/texts-on.plain';
import classes from './section-card.module.css';
import { TextsPreview } from './texts-preview';
import { UnbrokenWords } from '../../../components/ui/unbroken-words';

type SectionCardProps = { card: CardDefinition; agent: Agent; onEdit: () => void };

/**
 * One configuration card, any of the 25: title and Edit, status, what it holds now. A click or
 * tap anywhere on the card opens it too (the Edit button stays the keyboard's way in): on a
 * phone the card is the target a thumb aims at. A card with nothing in it (grey: optional, off,
 * saved empty) is drawn quieter and shows its dimmed hint, never in a value's dark text; a value,
 * the owner's or a suggested one, is dark, under a marker that says which.
 */
export function SectionCard({ card, agent, onEdit }: SectionCardProps) {
  const titleId = useId();
  const status = cardStatus(agent, card);
  const preview = cardPreview(card, agent);
  const openFromCard = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button, a')) onEdit();
  };
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-labelledby={titleId}
      className={classes.card}
      mod={{
        off: status === 'off',
        quiet: CARD_STATUS_COLORS[status] === 'gray',
        empty: preview === EMPTY_PREVIEW,
      }}
      onClick={openFromCard}
    >
      <Title order={3} size="h4" id={titleId} className={classes.title}>
        {card.title}
      </Title>
      <div className={classes.actions}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={`Edit ${card.title}`}
          leftSection={<IconPencil width={16} height={16} aria-hidden />}
        >
          Edit
        </Button>
      </div>
      {/* Below the title: the longest label would squeeze a title beside it in a three-column grid. */}
      <StatusMarker color={CARD_STATUS_COLORS[status]} data-status={status} className={classes.status}>
        {CARD_STATUS_LABELS[status]}
      </StatusMarker>
      <Text size="sm" c="dimmed" className={classes.description}>
        {card.description}
      </Text>
      <Text size="sm" lineClamp={3} className={classes.preview} data-testid="card-preview">
        {card.editor === 'texts' && textsOn(agent).length > 0 ? (
          <TextsPreview agent={agent} summary={preview} />
        ) : (
          <UnbrokenWords text={preview} />
        )}
      </Text>
    </Paper>
  );
}
