import type { TextingRegistration, TextingRegistrationInput } from '@portal/shared/texting';
import { useState, type FormEvent } from 'react';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import { useSubmitRegistration } from '../api/texting-registration';

export type EntityType = TextingRegistrationInput['entityType'];
export type FieldName = keyof TextingRegistrationInput;
/** What is typed, as typed: the state and the industry are empty until chosen. */
export type RegistrationFields = { [Field in FieldName]: Field extends 'entityType' ? EntityType : string };

const FIELD_NAMES: FieldName[] = [
  'entityType',
  'displayName',
  'companyName',
  'ein',
  'mobilePhone',
  'vertical',
  'website',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'postalCode',
];

const NOT_SUBMITTED = 'The registration could not be submitted. Try again.';

/** The id of a field's control, for its label and for focusing the field the server refused. */
export const fieldId = (field: FieldName) => `texting-${field}`;

/**
 * What a resubmission can start from: the names and the kind of business as submitted. The EIN
 * comes back only as its last four digits, so it is typed again.
 */
export function startingFields(details: TextingRegistration['details']): RegistrationFields {
  const entityType: EntityType = details?.entityType === 'SOLE_PROPRIETOR' ? 'SOLE_PROPRIETOR' : 'PRIVATE_PROFIT';
  return {
    entityType,
    displayName: details?.displayName ?? '',
    companyName: details?.companyName ?? '',
    ein: '',
    mobilePhone: '',
    vertical: '',
    website: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    state: '',
    postalCode: '',
  };
}

/** Only the fields of the chosen kind of business are sent: the others may hold what was typed before switching. */
function inputOf(fields: RegistrationFields): TextingRegistrationInput {
  const company = fields.entityType === 'PRIVATE_PROFIT';
  return {
    ...fields,
    companyName: company ? fields.companyName : '',
    ein: company ? fields.ein : '',
    mobilePhone: company ? '' : fields.mobilePhone,
    // An empty choice goes as it is: the server names it under its field.
  } as TextingRegistrationInput;
}

/**
 * The registration form's state and submit. What was typed stays when the server refuses it (and
 * when the form is closed, so a slip of the thumb loses nothing): a field the server names shows
 * the reason under that field and takes the focus, anything else shows under the form.
 */
export function useRegistrationForm(details: TextingRegistration['details'], onDone: () => void) {
  const submission = useSubmitRegistration();
  const [fields, setFields] = useState(() => startingFields(details));
  const refused = submission.error ? serverFieldError(submission.error, FIELD_NAMES) : null;
  const fieldError = (field: FieldName) => (refused?.field === field ? refused.message : null);
  const formError =
    submission.error && !refused
      ? submission.error instanceof ApiError && submission.error.status === 409
        ? submission.error.message
        : ownerMessage(submission.error, NOT_SUBMITTED)
      : null;

  const set = (field: FieldName) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submission.mutate(inputOf(fields), {
      onSuccess: onDone,
      onError: (error) => {
        const field = serverFieldError(error, FIELD_NAMES)?.field as FieldName | undefined;
        if (field) document.getElementById(fieldId(field))?.focus();
      },
    });
  };

  return { fields, set, fieldError, formError, submit, clearErrors: submission.reset, busy: submission.isPending };
}
