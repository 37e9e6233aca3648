import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome-kinds';
import type { CallOutcome } from '@portal/shared/call-outcome';

/** The caller's details the agent took down, in the order an owner calls back with them. */
function callerDetails(outcome: CallOutcome): [string, string][] {
  const details: [string, string | undefined][] = [
    ['Name', outcome.callerName],
    ['Phone', outcome.callerPhone],
    ['E-mail', outcome.callerEmail],
    ['Reason', outcome.reason],
    ...outcome.collected.map(({ item, value }): [string, string] => [item, value]),
  ];
  // The owner's own list often asks again for the name or number: each value is shown once.
  const seen = new Set<string>();
  return details.filter((detail): detail is [string, string] => {
    const value = detail[1]?.trim();
    if (!value || seen.has(value.toLowerCase())) return false;
    seen.add(value.toLowerCase());
    return true;
  });
}

/** What the agent reported happened on the call: the result, a message, open questions, details. */
export function OutcomeSection({ outcome }: { outcome: CallOutcome }) {
  const details = callerDetails(outcome);
  const questionsId = useId();
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
        <Text size="sm" c="dimmed">
          {details.map(([label, value]) => `${label}: ${value}`).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
