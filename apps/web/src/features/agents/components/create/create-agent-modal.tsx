import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { typedLength } from '../../../../components/ui/line-counter';
import { LineInput } from '../../../../components/ui/line-input';
import { useCreateAgentForm } from '../../hooks/use-create-agent-form';
import { TemplatePicker } from './template-picker';
import { TemplateQuestion } from './template-question';
import { WebsiteStart } from './website-start';
import classes from './create-agent-modal.module.css';
import { PHONE_SHEET_QUERY } from '../../../../components/ui/phone-sheet';

/**
 * The Create New Agent modal; it cannot be closed while creating. Full screen on a phone; on a
 * wider screen padded as a card is on a laptop and set down from the top as dialogs are. Its footer
 * (why Create Agent waits, an error, Cancel and Create Agent) stays at the bottom of the sheet
 * while the templates scroll above it, so the way out is always on screen.
 */
export function CreateAgentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useCreateAgentForm(opened, onClose);
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const hintId = useId();
  const needsTemplate = form.choice === 'template' && !!form.templates.data?.length && form.templateId === null;
  return (
    <Modal
      opened={opened}
      onClose={form.close}
      title="Create New Agent"
      size="xl"
      fullScreen={fullScreen}
      padding={fullScreen ? 'md' : 24}
      yOffset="8dvh"
      classNames={{ content: classes.content, body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!form.creating}
      closeOnClickOutside={!form.creating}
      withCloseButton={!form.creating}
    >
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="md" className={classes.fields}>
          <WebsiteStart
            chosen={form.choice === 'website'}
            disabled={form.creating}
            onToggle={(chosen) => form.setChoice(chosen ? 'website' : null)}
            url={form.websiteUrl}
            onUrl={form.setWebsiteUrl}
            error={form.websiteError}
          />
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
          <TemplatePicker
            templates={form.templates}
            showGrid={form.choice === 'template'}
            templateId={form.templateId}
            disabled={form.creating}
            onSelect={form.setTemplateId}
          />
        </Stack>
        <footer className={classes.footer}>
          {form.error && (
            <Alert color="red" variant="light" role="alert">
              {form.error}
            </Alert>
          )}
          {needsTemplate && (
            <Text size="sm" c="dimmed" id={hintId} className={classes.hint}>
              Please select a template to proceed.
            </Text>
          )}
          <Group justify="flex-end" gap="sm" className={classes.buttons}>
            <Button variant="default" onClick={form.close} disabled={form.creating}>
              Cancel
            </Button>
            <Button type="submit" disabled={!form.ready} aria-describedby={needsTemplate ? hintId : undefined}>
              {form.creating ? 'Creating Agent...' : 'Create Agent'}
            </Button>
          </Group>
        </footer>
      </form>
    </Modal>
  );
}
