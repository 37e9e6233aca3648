import { Button, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ConfigTab } from '@portal/shared/agents/cards.plain';
import IconPencil from '~icons/tabler/pencil';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { displayField, untrackedCards } from './field-display';
import { EmptyProfileField, ProfileField } from './profile-field';
import { fieldsOfTab, sectionId, sectionTitleId } from './profile-sections';
import classes from './profile.module.css';

/**
 * One box of the profile and an Update link to the matching configuration tab: the fields that
 * hold something, each label above its value, two across from a tablet's width; then the empty
 * ones named in one muted line ('Not set yet: ...', 'Off: ...' for tasks), so blanks do not
 * break up the grid. Its heading takes the focus when the row of links at the top leads here.
 */
export function ProfileSection({ agent, tab, title }: { agent: Agent; tab: ConfigTab; title: string }) {
  const fields = fieldsOfTab(tab).map((field) => ({ field, display: displayField(agent, field) }));
  const filled = fields.filter(({ display }) => display.kind !== 'empty');
  const empty = fields.filter(({ display }) => display.kind === 'empty');
  const cards = tab === 'responsibilities' ? untrackedCards(agent) : [];
  const cardsOn = cards.filter((card) => !card.off);
  const cardsOff = cards.filter((card) => card.off);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-label={title}
      id={sectionId(tab)}
      className={classes.section}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h3" miw={0} id={sectionTitleId(tab)} tabIndex={-1}>
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
      {filled.length + cardsOn.length > 0 && (
        <dl className={classes.fields}>
          {filled.map(({ field, display }) => (
            <ProfileField key={field} agent={agent} field={field} display={display} />
          ))}
          {cardsOn.map((card) => (
            <div key={card.key} data-card={card.key} className={classes.field}>
              <dt className={classes.label}>{card.label}</dt>
              <dd className={classes.value}>
                <Text size="sm" span>
                  {card.text}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {empty.length + cardsOff.length > 0 && (
        <div className={classes.empty}>
          <Text size="sm" c="dimmed" span>
            {tab === 'responsibilities' ? 'Off:' : 'Not set yet:'}
          </Text>
          <dl className={classes.emptyList}>
            {empty.map(({ field, display }) => (
              <EmptyProfileField key={field} agent={agent} field={field} display={display} />
            ))}
            {cardsOff.map((card) => (
              <div key={card.key} data-card={card.key} data-empty className={classes.emptyField}>
                <dt className={classes.label}>{card.label}</dt>
                <VisuallyHidden component="dd">Off</VisuallyHidden>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Card>
  );
}
