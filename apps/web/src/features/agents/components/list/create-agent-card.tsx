import { Text, UnstyledButton } from '@mantine/core';
import IconPlus from '~icons/tabler/plus';
import classes from './agent-grid.module.css';

/** A free slot: opens the Create New Agent modal. */
export function CreateAgentCard({ onClick }: { onClick: () => void }) {
  return (
    <UnstyledButton className={classes.createCard} onClick={onClick}>
      <IconPlus width={36} height={36} strokeWidth={1.5} aria-hidden />
      <Text fw={600}>Create New Agent</Text>
    </UnstyledButton>
  );
}
