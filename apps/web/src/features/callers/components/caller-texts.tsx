import { Paper, Stack, Text, Title } from '@mantine/core';
import { TextThread } from '../../../components/texts/text-thread';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/texts/get-texts';
import { formatOwnerTime } from '../lib/format';
import classes from './caller-page.module.css';

/**
 * The texts to and from the caller, oldest first, across their calls: confirmations, text-backs,
 * their replies, and the alerts about them that went to the owner's mobile.
 */
export function CallerTexts({ callerId, timeZone }: { callerId: string; timeZone: string }) {
  const texts = useTexts({ callerId });
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="caller-texts-title" className={classes.card}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="caller-texts-title">
          Texts
        </Title>
        {texts.isPending ? (
          <PageLoading label="Loading texts..." />
        ) : texts.isError ? (
          <PageError title="Could not load their texts">
            {ownerMessage(texts.error, 'Check your connection and try again.')}
          </PageError>
        ) : texts.data.texts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No texts with this caller yet.
          </Text>
        ) : (
          <TextThread
            texts={texts.data.texts}
            moment={(iso) => formatOwnerTime(iso, timeZone)}
            label="Texts with this caller"
          />
        )}
      </Stack>
    </Paper>
  );
}
