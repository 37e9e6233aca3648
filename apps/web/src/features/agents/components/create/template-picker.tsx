import { Radio, Text } from '@mantine/core';
import type { TemplateSummary } from '@portal/shared/agents/templates';
import type { UseQueryResult } from '@tanstack/react-query';
import IconCircleCheckFilled from '~icons/tabler/circle-check-filled';
import { templateIcon } from './template-icons';
import classes from './template-picker.module.css';

type TemplatePickerProps = {
  templates: UseQueryResult<TemplateSummary[]>;
  /** The grid is offered once 'Yes, use a template' was chosen. */
  showGrid: boolean;
  templateId: string | null;
  disabled: boolean;
  onSelect: (templateId: string) => void;
};

/**
 * The industry templates as a radio group (arrow keys move between them) of tiles: denser than the
 * question's two answer cards and unlike them, each with its industry's mark and no radio circle;
 * the chosen one outlined in blue with a check.
 */
export function TemplatePicker({ templates, showGrid, templateId, disabled, onSelect }: TemplatePickerProps) {
  if (templates.isPending)
    return (
      <Text c="dimmed" role="status">
        Loading templates...
      </Text>
    );
  if (templates.isError)
    return (
      <Text c="red.9" role="alert">
        Failed to load industry templates.
      </Text>
    );
  if (!showGrid) return null;
  if (templates.data.length === 0)
    return (
      <Text>
        No industry templates available. You can still proceed by choosing &quot;No, start from scratch&quot;.
      </Text>
    );
  // 'Please select a template to proceed.' is said in the modal's footer, beside Create Agent.
  return (
    <Radio.Group
      value={templateId}
      onChange={onSelect}
      label="Industry template"
      name="industry-template"
      readOnly={disabled}
    >
      <div className={classes.grid}>
        {templates.data.map((template) => {
          const Mark = templateIcon(template.industry);
          return (
            <Radio.Card
              key={template.id}
              value={template.id}
              className={classes.tile}
              disabled={disabled}
              aria-labelledby={`template-${template.id}-label`}
              aria-describedby={template.description ? `template-${template.id}-description` : undefined}
            >
              <span className={classes.mark} aria-hidden>
                <Mark width={18} height={18} />
              </span>
              <span className={classes.text}>
                <span className={classes.label} id={`template-${template.id}-label`}>
                  {template.label}
                </span>
                {template.description && (
                  <span className={classes.description} id={`template-${template.id}-description`}>
                    {template.description}
                  </span>
                )}
              </span>
              <IconCircleCheckFilled width={18} height={18} aria-hidden className={classes.check} />
            </Radio.Card>
          );
        })}
      </div>
    </Radio.Group>
  );
}
