import { Table, Text } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import { formatZonedTime } from '../../../lib/zoned-time';

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * One agent's calls by the version that answered them, newest first: each outcome as its share of
 * that version's calls, so a change of the agent can be judged by what came of the calls after it.
 */
export function VersionsTable({ versions, timezone }: { versions: Analytics['versions']; timezone: string }) {
  // Only the outcomes some version had: columns of zeros say nothing.
  const kinds = CALL_OUTCOMES.filter((kind) =>
    versions.some((version) => version.outcomes.some((outcome) => outcome.kind === kind)),
  );
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        What came of the calls each published version answered in this period, as a share of its calls.
      </Text>
      <Table.ScrollContainer minWidth={320 + kinds.length * 110}>
        <Table striped withRowBorders={false} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Calls</Table.Th>
              {kinds.map((kind) => (
                <Table.Th scope="col" key={kind}>
                  {CALL_OUTCOME_LABELS[kind]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => (
              <Table.Tr key={version.number}>
                <Table.Th scope="row" fw={500}>
                  {`Version ${version.number}`}
                  {version.publishedAt && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {`From ${formatZonedTime(version.publishedAt, timezone)}`}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{version.calls.toLocaleString('en-US')}</Table.Td>
                {kinds.map((kind) => {
                  const calls = version.outcomes.find((outcome) => outcome.kind === kind)?.calls ?? 0;
                  return <Table.Td key={kind}>{percent(calls, version.calls)}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
