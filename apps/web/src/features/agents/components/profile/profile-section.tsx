import { Button, Card, Group, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ConfigTab } from '@portal/shared/agents/cards.plain';
import IconPencil from '~icons/tabler/pencil';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { ProfileField } from './profile-field';
import { fieldsOfTab } from './profile-sections';
import classes from './profile.module.css';

/** One box of the profile: its fields, two across from a tablet's width, and an Update link to the matching configuration tab. */
export function ProfileSection({ agent, tab, title }: { agent: Agent; tab: ConfigTab; title: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h3" miw={0}>
          {title}
        </Title>
        <Button
          component={Link}
          to={paths.agentConfigure(agent.id, tab)}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil width={14} height={14} aria-hidden />}
          aria-label={`Update ${title}`}
          style={{ flexShrink: 0 }}
        >
          Update
        </Button>
      </Group>
      <dl className={classes.fields}>
        {fieldsOfTab(tab).map((field) => (
          <ProfileField key={field} agent={agent} field={field} />
        ))}
      </dl>
    </Card>
  );
}
