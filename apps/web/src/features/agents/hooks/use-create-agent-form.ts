import { notifications } from '@mantine/notifications';
import { normalizeWebsiteUrl } from '@portal/shared/ai.plain';
import { listedTimezoneFor } from '@portal/shared/agents/business-zone.plain';
import { singleLineError, TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { serverFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useCreateAgent } from '../api/create-agent';
import { startWebsiteImport } from '../api/start-website-import';
import { useTemplates } from '../api/get-templates';
import { canCreate, creationErrorMessage, type TemplateChoice } from '../components/create/create-rules';

/** The name's label in the messages: the same words as the server's schema (agent.ts). */
const NAME_LABEL = 'Agent name';

/** State and submit of the Create New Agent modal; `close` is refused while creating. */
export function useCreateAgentForm(opened: boolean, onClose: () => void) {
  const [, navigate] = useLocation();
  const templates = useTemplates(opened);
  const create = useCreateAgent();
  const [agentName, setAgentName] = useState('');
  const [choice, setChoice] = useState<TemplateChoice>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverNameError, setServerNameError] = useState<{ name: string; message: string } | null>(null);

  const [importing, setImporting] = useState(false);
  const creating = create.isPending;
  // The server's rule for the name, checked as it is typed; a refusal by the server shows there too.
  const nameError =
    singleLineError(NAME_LABEL, TEXT_LIMITS.agentName, agentName) ??
    (serverNameError?.name === agentName ? serverNameError.message : null);
  const normalizedUrl = choice === 'website' ? normalizeWebsiteUrl(websiteUrl) : null;
  const websiteError = normalizedUrl && !normalizedUrl.ok && websiteUrl.trim() ? normalizedUrl.message : null;
  const ready =
    !nameError &&
    !websiteError &&
    canCreate({
      creating: creating || importing,
      choice,
      templatesLoading: templates.isPending,
      templateId,
      websiteUrl,
    });

  const close = () => {
    if (creating) return;
    setAgentName('');
    setChoice(null);
    setTemplateId(null);
    setWebsiteUrl('');
    setError(null);
    setServerNameError(null);
    onClose();
  };

  const submit = async () => {
    if (!ready) return;
    setError(null);
    try {
      const input = {
        agentName: agentName.trim() || undefined,
        templateId: choice === 'template' ? templateId : null,
        // The business most likely keeps the owner's own clock: start there rather than in New York.
        timezone: listedTimezoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined,
      };
      const { agent, warning } = await create.mutateAsync(input);
      if (!agent?.id) {
        setError('Creation succeeded but failed to return the new Agent ID.');
        return;
      }
      if (normalizedUrl?.ok) {
        // The agent exists either way: a refused start shows on the import window it opens.
        setImporting(true);
        const started = await startWebsiteImport(agent.id, normalizedUrl.url).then(
          () => null,
          (refused: unknown) => (refused instanceof Error ? refused.message : 'The import could not start.'),
        );
        setImporting(false);
        close();
        navigate(paths.agentImport(agent.id));
        if (started) notifications.show({ color: 'red', title: 'Website import', message: started, autoClose: false });
        return;
      }
      close();
      navigate(paths.agentConfigure(agent.id));
      if (warning) notifications.show({ color: 'yellow', title: 'Agent created', message: warning, autoClose: false });
    } catch (caught) {
      const refused = serverFieldError(caught, ['agentName']);
      if (refused) return setServerNameError({ name: agentName, message: refused.message });
      setError(creationErrorMessage(caught));
    }
  };

  return {
    templates,
    agentName,
    setAgentName,
    nameError,
    choice,
    setChoice,
    templateId,
    setTemplateId,
    websiteUrl,
    setWebsiteUrl,
    websiteError,
    error,
    creating: creating || importing,
    ready,
    close,
    submit,
  };
}
