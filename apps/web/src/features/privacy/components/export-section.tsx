import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { archiveDownloadPath, archiveLinkIn, DATA_EXPORT_TEXTS, readyLine } from '@portal/shared/data-export.plain';
import { useState } from 'react';
import IconDownload from '~icons/tabler/download';
import { LoadError } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { formatZonedTime } from '../../../lib/zoned-time';
import { useLatestExport, useStartExport } from '../api/export-latest';
import classes from './export-section.module.css';

const TITLE_ID = 'export-title';

/**
 * "Download my data": asks for an archive of the whole account, shows it being built (read again
 * every few seconds), then where its link was e-mailed and until when, with a direct Download; a
 * failed build says why, with Try again. Opened from the e-mail, the page names that archive: its
 * Download is offered while the link lasts, and an expired link says so.
 */
export function ExportSection() {
  const latest = useLatestExport();
  const start = useStartExport();
  const archive = latest.data?.export ?? null;
  const [search] = useSearchParams();
  const emailed = archiveLinkIn(search);
  // When the page was opened: the link's expiry is compared once, not at every render.
  const [openedAt] = useState(() => Date.now());
  const emailedLasts = emailed !== null && Number(emailed.expires) > openedAt;

  const downloadButton = (href: string) => (
    <Button component="a" href={href} download leftSection={<IconDownload width={16} height={16} aria-hidden />}>
      {DATA_EXPORT_TEXTS.download}
    </Button>
  );

  let body;
  if (latest.isPending) {
    body = (
      <Stack gap="xs" role="status">
        <VisuallyHidden>Loading your latest archive</VisuallyHidden>
        <Skeleton height={20} aria-hidden />
        <Skeleton height={36} width={180} aria-hidden />
      </Stack>
    );
  } else if (latest.isError) {
    body = <LoadError title="Your latest archive could not be loaded" query={latest} />;
  } else if (archive?.status === 'building') {
    body = (
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{DATA_EXPORT_TEXTS.building}</Text>
      </Group>
    );
  } else if (archive?.status === 'ready' && archive.expiresAt && archive.downloadPath) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text role="status" className={classes.line}>
          {readyLine(
            latest.data.email,
            // The link lasts a day from when it was made: the year is said only when that day crosses one.
            formatZonedTime(archive.expiresAt, latest.data.timezone, new Date(archive.readyAt ?? archive.createdAt)),
          )}
        </Text>
        {downloadButton(`/api${archive.downloadPath}`)}
      </Stack>
    );
  } else if (emailed && emailedLasts) {
    // An older archive than the newest one, whose e-mailed link still lasts.
    body = (
      <Stack gap="sm" align="flex-start">
        <Text role="status">{DATA_EXPORT_TEXTS.emailedReady}</Text>
        {downloadButton(`/api${archiveDownloadPath(emailed)}`)}
      </Stack>
    );
  } else {
    const failed = archive?.status === 'failed';
    body = (
      <Stack gap="sm" align="flex-start">
        {emailed && !emailedLasts && (
          <Alert color="orange" variant="light" role="alert" className={classes.alert}>
            {DATA_EXPORT_TEXTS.emailedExpired}
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert" title="The archive failed" className={classes.alert}>
            {archive.error ?? DATA_EXPORT_TEXTS.failed}
          </Alert>
        )}
        {/* Secondary: the page's one filled button is the retention form's Save. */}
        <Button variant="default" loading={start.isPending} onClick={() => start.mutate()}>
          {failed ? DATA_EXPORT_TEXTS.tryAgain : DATA_EXPORT_TEXTS.start}
        </Button>
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={TITLE_ID} className={classes.card}>
      <Stack gap="sm">
        {/* The title and its line as close as the other sections' (4 px). */}
        <div>
          <Title order={2} size="h3" id={TITLE_ID}>
            {DATA_EXPORT_TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4} className={classes.line}>
            {DATA_EXPORT_TEXTS.intro} The link lasts 24 hours and opens only for you, signed in.
          </Text>
        </div>
        {body}
        {start.isError && (
          <Alert color="red" variant="light" role="alert" className={classes.alert}>
            {ownerMessage(start.error, 'Your archive could not be started. Please try again.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
