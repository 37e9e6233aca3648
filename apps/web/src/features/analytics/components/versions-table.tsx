import { Text } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './versions-table.module.css';

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * One agent's calls by the version that answered them, newest first: each outcome as its share of
 * that version's calls, so a change of the agent can be judged by what came of the calls after it.
 * A plain table in a scrolling box: the kit's Table would bring its scroll area and positioning
 * engine into the pages' shared code.
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
      <div className={classes.scroll} tabIndex={0} role="region" aria-label="Outcomes by version">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Calls</th>
              {kinds.map((kind) => (
                <th scope="col" key={kind}>
                  {CALL_OUTCOME_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.number}>
                <th scope="row">
                  {`Version ${version.number}`}
                  {version.publishedAt && (
                    <span className={classes.since}>{`From ${formatZonedTime(version.publishedAt, timezone)}`}</span>
                  )}
                </th>
                <td>{version.calls.toLocaleString('en-US')}</td>
                {kinds.map((kind) => {
                  const calls = version.outcomes.find((outcome) => outcome.kind === kind)?.calls ?? 0;
                  return <td key={kind}>{percent(calls, version.calls)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
