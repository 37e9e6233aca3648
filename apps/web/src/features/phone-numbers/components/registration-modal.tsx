import { Alert, Button, Modal, NativeSelect, Radio, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TextingRegistration } from '@portal/shared/texting';
import { BRAND_VERTICAL_LABELS, TEXTING_FEES_SENTENCE } from '@portal/shared/texting.plain';
import { US_STATES } from '@portal/shared/us-states.plain';
import type { ReactNode } from 'react';
import { fieldId, useRegistrationForm, type EntityType, type FieldName } from '../hooks/use-registration-form';
import classes from './registration-modal.module.css';
import { PHONE_SHEET_QUERY } from '../../../components/ui/phone-sheet';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
];
const VERTICAL_OPTIONS = [
  { value: '', label: 'Choose an industry' },
  ...Object.entries(BRAND_VERTICAL_LABELS).map(([value, label]) => ({ value, label })),
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.fields}>{children}</div>
    </fieldset>
  );
}

/**
 * The US texting registration: the business, who to contact, and where it is. A company gives its
 * legal name and EIN; a sole proprietor, who has no EIN, gives a mobile the registry texts a PIN to.
 * Full screen on a phone, like the app's other dialogs.
 */
export function RegistrationModal({
  opened,
  onClose,
  details,
}: {
  opened: boolean;
  onClose: () => void;
  details: TextingRegistration['details'];
}) {
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const form = useRegistrationForm(details, onClose);
  const close = () => {
    if (form.busy) return;
    form.clearErrors();
    onClose();
  };
  const text = (field: FieldName, label: string, props: TextInputProps = {}) => (
    <TextInput
      id={fieldId(field)}
      label={label}
      value={form.fields[field]}
      onChange={(event) => form.set(field)(event.currentTarget.value)}
      error={form.fieldError(field)}
      required
      {...props}
    />
  );
  const company = form.fields.entityType === 'PRIVATE_PROFIT';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Register for texting"
      size="lg"
      centered
      fullScreen={fullScreen}
      closeOnEscape={!form.busy}
      closeOnClickOutside={!form.busy}
      withCloseButton={!form.busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.submit} aria-label="Texting registration">
        <Group legend="Business">
          <Radio.Group
            id={fieldId('entityType')}
            className={classes.wide}
            label="What kind of business is it?"
            value={form.fields.entityType}
            onChange={(value) => form.set('entityType')(value as EntityType)}
            error={form.fieldError('entityType')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="PRIVATE_PROFIT" label="A company with an EIN (a tax ID from the IRS)" />
              <Radio value="SOLE_PROPRIETOR" label="A sole proprietor, without an EIN" />
            </Stack>
          </Radio.Group>
          {text('displayName', 'Business name', {
            description: 'The name your customers know you by',
            className: classes.wide,
            autoComplete: 'organization',
          })}
          {company ? (
            <>
              {text('companyName', 'Legal name', { description: 'As on your IRS papers' })}
              {text('ein', 'EIN', {
                description: details?.einLast4
                  ? `You gave •••• ${details.einLast4}: type it again`
                  : 'Nine digits, like 12-3456789',
                inputMode: 'numeric',
                autoComplete: 'off',
              })}
            </>
          ) : (
            text('mobilePhone', 'Your mobile phone', {
              description: 'We text a PIN to it to confirm the business is yours',
              className: classes.wide,
              type: 'tel',
              autoComplete: 'tel',
            })
          )}
          <NativeSelect
            id={fieldId('vertical')}
            label="Industry"
            data={VERTICAL_OPTIONS}
            value={form.fields.vertical}
            onChange={(event) => form.set('vertical')(event.currentTarget.value)}
            error={form.fieldError('vertical')}
            required
          />
          {text('website', 'Website (optional)', { type: 'url', placeholder: 'https://', required: false })}
        </Group>
        <Group legend="Contact">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Business phone', { type: 'tel', autoComplete: 'tel' })}
        </Group>
        <Group legend="Address">
          {text('street', 'Street address', { className: classes.wide, autoComplete: 'street-address' })}
          {text('city', 'City', { autoComplete: 'address-level2' })}
          <NativeSelect
            id={fieldId('state')}
            label="State"
            data={STATE_OPTIONS}
            value={form.fields.state}
            onChange={(event) => form.set('state')(event.currentTarget.value)}
            error={form.fieldError('state')}
            required
          />
          {text('postalCode', 'ZIP code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        </Group>
        {form.formError && (
          <Alert color="red" variant="light" role="alert" mb="sm">
            {form.formError}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {TEXTING_FEES_SENTENCE}
        </Text>
        <div className={classes.foot}>
          <Button variant="default" onClick={close} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={form.busy}>
            Submit registration
          </Button>
        </div>
      </form>
    </Modal>
  );
}
