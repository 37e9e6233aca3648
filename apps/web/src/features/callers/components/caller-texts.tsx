import { Text, Title } from '@mantine/core';
import { TextThread } from '../../../components/texts/text-thread';
import { PageError } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/texts/get-texts';
import { formatOwnerTime } from '../lib/format';
import { unbrokenTime } from '../../../lib/zoned-time';
import classes from './caller-page.module.css';

/**
 * The texts to and from the caller, oldest first, across their calls: confirmations, text-backs,
 * their replies, and the alerts about them that went to the owner's mobile. A part of the page's
 * card of records: while loading and when there are none, a line under the title says so.
 */
export function CallerTexts({ callerId, timeZone }: { callerId: string; timeZone: string }) {
  const texts = useTexts({ callerId });
  const none = texts.isSuccess && texts.data.texts.length === 0;
  return (
    <section aria-labelledby="caller-texts-title" className={classes.record}>
      <div className={classes.recordHead}>
        <Title order={2} size="h4" id="caller-texts-title">
          Texts
        </Title>
        {texts.isPending && (
          <Text size="sm" c="dimmed" role="status">
            Loading texts...
          </Text>
        )}
        {none && (
          <Text size="sm" c="dimmed">
            No texts with this caller yet.
          </Text>
        )}
      </div>
      {texts.isError ? (
        <PageError title="Could not load their texts">
          {ownerMessage(texts.error, 'Check your connection and try again.')}
        </PageError>
      ) : (
        texts.isSuccess &&
        !none && (
          <TextThread
            texts={texts.data.texts}
            moment={(iso) => unbrokenTime(formatOwnerTime(iso, timeZone))}
            label="Texts with this caller"
          />
        )
      )}
    </section>
  );
}
