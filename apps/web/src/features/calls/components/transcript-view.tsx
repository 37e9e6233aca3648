import { Text } from '@mantine/core';
import { parseTranscript } from '../lib/format';
import classes from './transcript-view.module.css';

/** Said of the agent's turns when the call has no agent's name to give (its agent was deleted). */
const AGENT = 'Agent';
const CALLER = 'Caller';

/**
 * The call's full transcript as a conversation: one row per turn, the speaker (the agent's name
 * or "Caller") in a column of its own and what was said beside it. A turn by the same speaker as
 * the one before shows no name again (it is still read, so each turn says who spoke).
 */
export function TranscriptView({ transcript, agentName }: { transcript: string | null; agentName: string | null }) {
  const turns = parseTranscript(transcript);
  if (turns.length === 0) return <Text c="dimmed">No transcript was recorded.</Text>;
  return (
    <ol aria-label="Transcript" className={classes.transcript}>
      {turns.map((turn, index) => (
        <li
          key={index}
          className={classes.turn}
          data-speaker={turn.speaker}
          data-same={turns[index - 1]?.speaker === turn.speaker || undefined}
        >
          <span className={classes.speaker}>
            {turn.speaker === 'agent' ? (agentName ?? AGENT) : CALLER}
            <span className={classes.colon}>: </span>
          </span>
          <span className={classes.text}>{turn.text}</span>
        </li>
      ))}
    </ol>
  );
}
