import { Alert, Button, FileButton, Group, Loader, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Agent } from '@portal/shared/agents/agent';
import type { KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { useState, type FormEvent } from 'react';
import { useLatestImport, useStartImport, useUploadDocument } from '../../api/knowledge-import';
import { MOBILE_QUERY } from '../mobile';
import { ProposalReview } from './proposal-review';

const pathOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const DOCUMENT_TYPES = '.pdf,.docx,.txt,.md,.csv,application/pdf,text/plain';

function DocumentUpload({ agent, onStarted }: { agent: Agent; onStarted: () => void }) {
  const upload = useUploadDocument(agent.id);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Or upload a document: a menu, a price list or a policy sheet (PDF, Word .docx or plain text, up to 10 MB).
      </Text>
      <FileButton onChange={(file) => file && upload.mutate(file, { onSuccess: onStarted })} accept={DOCUMENT_TYPES}>
        {(props) => (
          <Button {...props} variant="default" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            Upload a document
          </Button>
        )}
      </FileButton>
      {upload.error && (
        <Text size="sm" c="red.8" role="alert">
          {upload.error.message}
        </Text>
      )}
    </Stack>
  );
}

function StartForm({ agent, initialUrl, onStarted }: { agent: Agent; initialUrl: string; onStarted: () => void }) {
  const [url, setUrl] = useState(initialUrl);
  const start = useStartImport(agent.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(url, { onSuccess: onStarted });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Paste your website’s address. We read up to 25 of its pages, as a search engine would (pages your robots.txt
          keeps private are left alone), and propose what your agent should know, card by card. Nothing changes until
          you accept it.
        </Text>
        <TextInput
          label="Your website"
          placeholder="www.yourbusiness.com"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={start.error?.message}
          data-autofocus
          autoComplete="url"
          inputMode="url"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            Read my website
          </Button>
        </Group>
        <DocumentUpload agent={agent} onStarted={onStarted} />
      </Stack>
    </form>
  );
}

function Reading({ item }: { item: KnowledgeImport }) {
  const { done, total, current } = item.progress;
  const path = pathOf(current);
  const label =
    item.kind === 'document'
      ? `Reading ${item.source}...`
      : total
        ? `Reading page ${Math.min(done + 1, total)} of ${total}${path ? `: ${path}` : ''}`
        : `Looking at ${item.source}...`;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm" role="status">
          {label}
        </Text>
      </Group>
      <Progress value={total ? (done / total) * 100 : 5} aria-label="Import progress" animated />
      <Text size="sm" c="dimmed">
        This can take up to a minute. You can close this window and come back: the import keeps going.
      </Text>
    </Stack>
  );
}

/** The import window: the address to read, its progress, then the proposals to review. */
export default function ImportDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const latest = useLatestImport(agent.id);
  const [startingAgain, setStartingAgain] = useState(false);
  const item = latest.data;
  const showForm = startingAgain || (!latest.isPending && !item);

  let body;
  if (latest.isPending) body = <Loader size="sm" aria-label="Loading the import" />;
  else if (latest.error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {`The import could not be loaded: ${latest.error.message}`}
      </Alert>
    );
  } else if (showForm || !item) {
    body = <StartForm agent={agent} initialUrl={item?.source ?? ''} onStarted={() => setStartingAgain(false)} />;
  } else if (item.status === 'queued' || item.status === 'running') body = <Reading item={item} />;
  else if (item.status === 'failed') {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Your website could not be read">
          {item.error}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => setStartingAgain(true)}>Try again</Button>
        </Group>
      </Stack>
    );
  } else {
    body = <ProposalReview agent={agent} item={item} onImportAgain={() => setStartingAgain(true)} />;
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Import from your website"
      size="xl"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
