import { Card, Stack, Title } from '@mantine/core';
import { lazy, Suspense, type CSSProperties } from 'react';
import IconMessages from '~icons/tabler/messages';
import { PageError } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import type { useTexts } from '../../../lib/texts/get-texts';
import classes from './call-texts.module.css';

// The list and its labels load only for a call that led to texts: most calls did not, and the call
// page's script stays as it was for them.
const TextThread = lazy(async () => ({ default: (await import('../../../components/texts/text-thread')).TextThread }));

type Props = {
  texts: ReturnType<typeof useTexts>;
  /** A moment as the page says its other times: in the business's zone, named. */
  moment: (iso: string) => string;
};

/**
 * The texts the call led to: confirmations to the caller, alerts to the owner and the caller's
 * replies. Most calls have none, so the section shows only once some are there: not while they
 * load (a section that then went away would move the transcript below), and not when empty.
 */
export function CallTexts({ texts, moment }: Props) {
  if (texts.isPending || (texts.isSuccess && texts.data.texts.length === 0)) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="call-texts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="call-texts-title">
          <IconMessages width={18} height={18} aria-hidden /> Texts
        </Title>
        {texts.isError ? (
          <PageError title="Could not load the texts">
            {ownerMessage(texts.error, 'Check your connection and try again.')}
          </PageError>
        ) : (
          // A text's usual height held for each while the list loads, so the transcript below stays.
          <Suspense
            fallback={<div className={classes.held} style={{ '--texts': texts.data.texts.length } as CSSProperties} />}
          >
            <TextThread texts={texts.data.texts} moment={moment} label="Texts of this call" />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
