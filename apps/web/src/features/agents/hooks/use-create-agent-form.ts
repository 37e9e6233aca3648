import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCreateAgent } from '../api/create-agent';
import { useTemplates } from '../api/get-templates';
import { canCreate, creationErrorMessage, type TemplateChoice } from '../components/create/create-rules';

/** State and submit of the Create New Agent modal; `close` is refused while creating. */
export function useCreateAgentForm(opened: boolean, onClose: () => void) {
  const navigate = useNavigate();
  const templates = useTemplates(opened);
  const create = useCreateAgent();
  const [agentName, setAgentName] = useState('');
  const [choice, setChoice] = useState<TemplateChoice>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const creating = create.isPending;
  const ready = canCreate({ creating, choice, templatesLoading: templates.isPending, templateId });

  const close = () => {
    if (creating) return;
    setAgentName('');
    setChoice(null);
    setTemplateId(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!ready) return;
    setError(null);
    try {
      const input = { agentName: agentName.trim() || undefined, templateId: choice === 'template' ? templateId : null };
      const { agent, warning } = await create.mutateAsync(input);
      if (!agent?.id) {
        setError('Creation succeeded but failed to return the new Agent ID.');
        return;
      }
      close();
      navigate(paths.agentConfigure(agent.id));
      if (warning) notifications.show({ color: 'yellow', title: 'Agent created', message: warning, autoClose: false });
    } catch (caught) {
      setError(creationErrorMessage(caught));
    }
  };

  return {
    templates,
    agentName,
    setAgentName,
    choice,
    setChoice,
    templateId,
    setTemplateId,
    error,
    creating,
    ready,
    close,
    submit,
  };
}
