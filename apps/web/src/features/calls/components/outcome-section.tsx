import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import type { CallOutcome } from '@portal/shared/call-outcome';
import type { CallerDetail } from '@portal/shared/caller-details.plain';
import { FactList } from './fact-list';

/**
 * What the agent reported happened on the call: the result, a message, open questions, and the
 * caller's details, each once.
 */
export function OutcomeSection({ outcome, details }: { outcome: CallOutcome; details: CallerDetail[] }) {
  const questionsId = useId();
  const detailsId = useId();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={2} size="h5">
          Outcome
        </Title>
        <Badge variant="light">{CALL_OUTCOME_LABELS[outcome.outcome]}</Badge>
        {outcome.urgent && (
          <Badge color="red" variant="light">
            Urgent
          </Badge>
        )}
      </Group>
      {outcome.message && <Text>Message: {outcome.message}</Text>}
      {outcome.unansweredQuestions.length > 0 && (
        <div>
          <Text fw={500} id={questionsId}>
            Questions your agent couldn&apos;t answer
          </Text>
          <List size="sm" aria-labelledby={questionsId}>
            {outcome.unansweredQuestions.map((question) => (
              <List.Item key={question}>{question}</List.Item>
            ))}
          </List>
        </div>
      )}
      {details.length > 0 && (
        <div>
          <Text fw={500} id={detailsId} mb={4}>
            What the caller told your agent
          </Text>
          <FactList facts={details.map(({ label, value }) => [label, value] as const)} labelledBy={detailsId} />
        </div>
      )}
    </Stack>
  );
}
