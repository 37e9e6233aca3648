import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { HolidayList } from '@portal/shared/agents/holidays';
import {
  CLOSURE_NOTE_MAX,
  CLOSURES_MAX,
  closureOn,
  describeClosure,
  type Closure,
} from '@portal/shared/agents/closures.plain';
import { usHolidaysPath } from '@portal/shared/api-reads/agents.plain';
import { newListId } from '@portal/shared/agents/agent.plain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import IconTrash from '~icons/tabler/trash';
import { api, ownerMessage } from '../../../../lib/api-client';

/**
 * Closed dates on the Your Hours card: single days or ranges with an optional note, which the
 * agent says and booking respects. The coming US federal holidays can be added in one step (never
 * by default: many businesses open on some of them).
 */
export function ClosuresEditor({ agentId }: { agentId: string }) {
  const { field, fieldState } = useController({ name: 'closures' });
  const closures = (field.value as Closure[] | undefined) ?? [];
  const set = (next: Closure[]) => field.onChange([...next].sort((a, b) => a.from.localeCompare(b.from)));
  const ids = closures.map((closure) => closure.id);
  return (
    <Stack gap="sm" role="group" aria-label="Closed dates">
      <div>
        <Text fw={600} size="sm">
          Closed dates
        </Text>
        <Text size="sm" c="dimmed">
          Holidays and days off: the agent tells callers you are closed and when you reopen, and books nothing.
        </Text>
      </div>
      {closures.length > 0 && (
        <List listStyleType="none" spacing={4}>
          {closures.map((closure) => (
            <List.Item key={closure.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{describeClosure(closure)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${describeClosure(closure)}`}
                  onClick={() => set(closures.filter((other) => other.id !== closure.id))}
                >
                  <IconTrash width={16} height={16} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {fieldState.error?.message && (
        <Text size="sm" c="red.9" role="alert">
          {fieldState.error.message}
        </Text>
      )}
      {closures.length < CLOSURES_MAX && (
        <>
          <NewClosure taken={ids} onAdd={(closure) => set([...closures, closure])} />
          <HolidaysButton agentId={agentId} closures={closures} onAdd={(added) => set([...closures, ...added])} />
        </>
      )}
    </Stack>
  );
}

function NewClosure({ taken, onAdd }: { taken: string[]; onAdd: (closure: Closure) => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const endsBefore = from !== '' && to !== '' && to < from;
  const add = () => {
    onAdd({ id: newListId('c', taken), from, to: to || from, note: note.trim() || null });
    setFrom('');
    setTo('');
    setNote('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        type="date"
        label="First closed day"
        value={from}
        onChange={(event) => setFrom(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="Last closed day"
        description="Leave empty for one day"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.currentTarget.value)}
        error={endsBefore && 'The last closed day cannot be before the first.'}
      />
      <TextInput
        label="Note"
        placeholder="E.g., closed for Thanksgiving"
        maxLength={CLOSURE_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Button variant="light" onClick={add} disabled={from === '' || endsBefore}>
        Add closed date
      </Button>
    </Group>
  );
}

type HolidaysButtonProps = { agentId: string; closures: Closure[]; onAdd: (added: Closure[]) => void };

/** Adds the coming US federal holidays that are not already closed, each named by its note. */
function HolidaysButton({ agentId, closures, onAdd }: HolidaysButtonProps) {
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({ busy: false, said: null });
  const add = async () => {
    setState({ busy: true, said: null });
    try {
      const { holidays } = await api<HolidayList>(usHolidaysPath(agentId));
      const taken = closures.map((closure) => closure.id);
      const fresh = holidays
        .filter((holiday) => !closureOn(closures, holiday.date))
        .slice(0, CLOSURES_MAX - closures.length)
        .map((holiday) => {
          const id = newListId('c', taken);
          taken.push(id);
          return { id, from: holiday.date, to: holiday.date, note: holiday.name };
        });
      onAdd(fresh);
      const said =
        fresh.length === 0
          ? 'The coming US federal holidays are already marked closed.'
          : `${fresh.length === 1 ? '1 US federal holiday' : `${fresh.length} US federal holidays`} added. Remove any you are open on, then save.`;
      setState({ busy: false, said });
    } catch (error) {
      setState({ busy: false, said: ownerMessage(error, 'The holidays could not be loaded. Please try again.') });
    }
  };
  return (
    <Stack gap={4}>
      <Group>
        <Button variant="default" size="sm" loading={state.busy} onClick={() => void add()}>
          Add US federal holidays
        </Button>
      </Group>
      {state.said && (
        <Text size="sm" role="status">
          {state.said}
        </Text>
      )}
    </Stack>
  );
}
