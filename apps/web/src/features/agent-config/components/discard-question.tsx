import { Button, FocusTrap, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

type DiscardQuestionProps = { cardTitle: string; onKeep: () => void; onDiscard: () => void };

/**
 * Asked inside the card's modal, in place of its form (which stays as typed, hidden): one dialog
 * owns Escape and clicks outside, so they cannot reach a second one. Focus starts on Keep editing
 * and stays on the two answers.
 */
export function DiscardQuestion({ cardTitle, onKeep, onDiscard }: DiscardQuestionProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <FocusTrap active>
      <Stack gap="md" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
        <Title order={3} size="h4" id={titleId}>
          Discard your changes?
        </Title>
        <Text id={textId}>Your changes to {cardTitle} are not saved.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Stack>
    </FocusTrap>
  );
}
