import { Radio, Stack, Textarea } from '@mantine/core';
import { schedulingMode } from '@portal/shared/agents/scheduling';
import { useController, useWatch } from 'react-hook-form';
import { ENABLED } from '../../lib/section-form';
import type { EditorProps } from './editor-props';
import { SchedulingConfigEditor } from './scheduling-config-editor';
import { TaskToggle } from './task-toggle';
import { TextField } from './text-field';

type Mode = 'Gather Info' | 'Use Instructions';

/** 'Gather Info: <details>' / 'Use Instructions: <details>'. */
const splitScheduling = (value: string) => ({
  mode: (schedulingMode(value) === 'Use Instructions' ? 'Use Instructions' : 'Gather Info') as Mode,
  details: value.replace(/^(Gather Info|Use Instructions):?\s*/, ''),
});
const joinScheduling = (mode: Mode, details: string) => (details.trim() ? `${mode}: ${details}` : mode);

/**
 * Scheduling: off saves 'No'; on, the way bookings are handled and the booking rules. Recognising
 * returning callers shows either way: it greets them and passes on the owner's note too.
 */
export function SchedulingEditor({ card }: EditorProps) {
  const enabled = useWatch({ name: ENABLED }) as boolean;
  return (
    <Stack gap="md">
      <TaskToggle
        name={ENABLED}
        label="Enable scheduling"
        description={
          enabled ? card.description : 'Off (No): the agent does not take bookings and offers a message instead.'
        }
      />
      {enabled && (
        <>
          <SchedulingMode />
          <TextField
            name="schedulingInstructionsText"
            label="Additional booking instructions"
            context={card.title}
            placeholder="E.g., New patients need a 60-minute first visit."
          />
          <SchedulingConfigEditor />
        </>
      )}
      <TaskToggle
        name="rememberCallers"
        label="Recognise returning callers"
        description="Greets callers who called before by name, offers their next appointment first and tells the agent your note about them."
      />
    </Stack>
  );
}

function SchedulingMode() {
  const { field } = useController({ name: 'scheduling' });
  const { mode, details } = splitScheduling((field.value as string) ?? '');
  return (
    <>
      <Radio.Group
        label="How should the agent handle booking requests?"
        value={mode}
        onChange={(next) => field.onChange(joinScheduling(next as Mode, details))}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="Gather Info"
            label="Gather Info"
            description="Collect the caller's details and preferred times; your team confirms the booking."
          />
          <Radio
            value="Use Instructions"
            label="Use Instructions"
            description="Follow your scheduling instructions and book in your calendar when it is connected."
          />
        </Stack>
      </Radio.Group>
      <Textarea
        label="Scheduling instructions"
        placeholder="E.g., Ask for the reason for the visit and two preferred times."
        autosize
        minRows={3}
        maxRows={10}
        value={details}
        onChange={(event) => field.onChange(joinScheduling(mode, event.currentTarget.value))}
      />
    </>
  );
}
