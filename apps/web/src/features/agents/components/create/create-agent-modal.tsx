import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { typedLength } from '../../../../components/ui/line-counter';
import { LineInput } from '../../../../components/ui/line-input';
import { useCreateAgentForm } from '../../hooks/use-create-agent-form';
import { TemplatePicker } from './template-picker';
import { TemplateQuestion } from './template-question';

/** The Create New Agent modal; it cannot be closed while creating. */
export function CreateAgentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useCreateAgentForm(opened, onClose);
  return (
    <Modal
      opened={opened}
      onClose={form.close}
      title="Create New Agent"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!form.creating}
      closeOnClickOutside={!form.creating}
      withCloseButton={!form.creating}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="md">
          <LineInput
            label="Agent Name"
            description="Optional: you can name your agent later."
            placeholder="E.g., Sales Pro, Support Star"
            value={form.agentName}
            onChange={(event) => form.setAgentName(event.currentTarget.value)}
            limit={TEXT_LIMITS.agentName}
            length={typedLength(form.agentName)}
            error={form.nameError}
            disabled={form.creating}
            data-autofocus
          />
          <TemplateQuestion choice={form.choice} disabled={form.creating} onChoose={form.setChoice} />
          {form.choice === 'website' && (
            <TextInput
              label="Your website"
              description="We read it and propose your hours, prices, contact details and more, card by card, for you to review."
              placeholder="www.yourbusiness.com"
              value={form.websiteUrl}
              onChange={(event) => form.setWebsiteUrl(event.currentTarget.value)}
              error={form.websiteError}
              disabled={form.creating}
              autoComplete="url"
              inputMode="url"
            />
          )}
          <TemplatePicker
            templates={form.templates}
            showGrid={form.choice === 'template'}
            templateId={form.templateId}
            disabled={form.creating}
            onSelect={form.setTemplateId}
          />
          {form.error && (
            <Alert color="red" variant="light" role="alert">
              {form.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.ready}>
              {form.creating ? 'Creating Agent...' : 'Create Agent'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
