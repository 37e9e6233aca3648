import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { TemplateSummary } from '@portal/shared/agents/templates';
import type { UseQueryResult } from '@tanstack/react-query';

type TemplatePickerProps = {
  templates: UseQueryResult<TemplateSummary[]>;
  /** The grid is offered once 'Yes, use a template' was chosen. */
  showGrid: boolean;
  templateId: string | null;
  disabled: boolean;
  onSelect: (templateId: string) => void;
};

/** The industry templates as a radio group of cards (arrow keys move between them). */
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {templates.data.map((template) => (
          <Radio.Card
            key={template.id}
            value={template.id}
            p="sm"
            radius="md"
            disabled={disabled}
            aria-labelledby={`template-${template.id}-label`}
            aria-describedby={template.description ? `template-${template.id}-description` : undefined}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Radio.Indicator size="sm" mt={2} />
              <div>
                <Text size="sm" fw={600} id={`template-${template.id}-label`}>
                  {template.label}
                </Text>
                {template.description && (
                  <Text size="xs" c="dimmed" id={`template-${template.id}-description`} mt={2}>
                    {template.description}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
