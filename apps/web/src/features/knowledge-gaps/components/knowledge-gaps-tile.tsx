import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import type { KnowledgeGap } from '@portal/shared/knowledge-gaps';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { FactLine } from '../../../components/ui/fact-line';
import { formatZonedTime } from '../../../lib/zoned-time';
import { useKnowledgeGaps } from '../api/get-knowledge-gaps';
import classes from './knowledge-gaps-tile.module.css';

/** The card's modal with the question drafted into it (the configure page reads `question`). */
const answerPath = (agentId: string, gap: KnowledgeGap) =>
  `${paths.agentConfigureCard(agentId, cardByKey(gap.cardKey)?.tab ?? 'brain', gap.cardKey)}&${new URLSearchParams({ question: gap.question })}`;

/** How often and when: once, the moment is the fact; more often, the count and then the latest. */
const askedFacts = (gap: KnowledgeGap, timeZone: string) => {
  const when = formatZonedTime(gap.lastAskedAt, timeZone);
  return gap.count === 1 ? [`Asked ${when}`] : [`Asked ${gap.count} times`, `Last ${when}`];
};

function Gap({ agentId, gap, timeZone }: { agentId: string; gap: KnowledgeGap; timeZone: string }) {
  return (
    <li className={classes.gap}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div>
          <Text fw={600} size="sm">
            {gap.question}
          </Text>
          <Text size="sm" c="dimmed" component="div">
            <FactLine facts={askedFacts(gap, timeZone)} />
          </Text>
        </div>
        {/* Named with the question too: every row has an Answer. */}
        <Button
          component={Link}
          to={answerPath(agentId, gap)}
          variant="light"
          size="xs"
          className={classes.answer}
          aria-label={`Answer: ${gap.question}`}
        >
          Answer
        </Button>
      </Group>
    </li>
  );
}

function Gaps({ agentId, timeZone }: { agentId: string; timeZone: string }) {
  const gaps = useKnowledgeGaps(agentId);
  if (gaps.isPending)
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    );
  if (gaps.isError) return <Text size="sm">The questions could not be loaded: {gaps.error.message}</Text>;
  if (gaps.data.length === 0) return <Text size="sm">No unanswered questions in the last 30 days.</Text>;
  return (
    <ul className={classes.list}>
      {gaps.data.map((gap) => (
        <Gap key={gap.key} agentId={agentId} gap={gap} timeZone={timeZone} />
      ))}
    </ul>
  );
}

/**
 * What callers asked lately that the agent could not answer, most asked first. Answer opens the
 * card most likely to hold the answer with the question drafted at the end of its text; saving
 * the card takes the question off this list.
 */
export function KnowledgeGapsTile({ agentId, timeZone }: { agentId: string; timeZone: string }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Unanswered questions
        </Title>
        <Gaps agentId={agentId} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}
