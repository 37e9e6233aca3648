import { Group, List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CallOutcome } from '@portal/shared/call-outcome';
import type { CallerDetail } from '@portal/shared/caller-details.plain';
import { OutcomeMarker } from '../../../components/call/outcome-marker';
import { FactList } from './fact-list';
import classes from './call-detail-page.module.css';

/**
 * What the agent reported happened on the call: the result with a message and open questions, then
 * what the caller told the agent as a section of its own, each once.
 */
export function OutcomeSection({ outcome, details }: { outcome: CallOutcome; details: CallerDetail[] }) {
  const questionsId = useId();
  const detailsId = useId();
  return (
    <>
      <div>
        <Group gap="xs" className={classes.heading}>
          <Title order={2} size="h5">
            Outcome
          </Title>
          <OutcomeMarker outcome={outcome.outcome} />
          {outcome.urgent && outcome.outcome !== 'urgent' && <OutcomeMarker outcome="urgent_flag" />}
        </Group>
        {outcome.message && <Text>Message: {outcome.message}</Text>}
        {outcome.unansweredQuestions.length > 0 && (
          <div className={classes.part}>
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
      </div>
      {details.length > 0 && (
        <div>
          <Title order={2} size="h5" id={detailsId} className={classes.heading}>
            What the caller told your agent
          </Title>
          <FactList facts={details.map(({ label, value }) => [label, value] as const)} labelledBy={detailsId} />
        </div>
      )}
    </>
  );
}
