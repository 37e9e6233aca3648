import { BRAND_VERTICALS } from '@portal/shared/texting';
import {
  ALREADY_REGISTERED,
  BRAND_VERTICAL_LABELS,
  EIN_FORMAT,
  POSTAL_CODE_FORMAT,
  TEXTING_FEES_SENTENCE,
} from '@portal/shared/texting.plain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { registration } from '../testing/texting-fixtures';
import { RegistrationModal } from './registration-modal';

const SUBMIT = 'POST /api/texting/registration';
const refusal = (status: number, code: string, message: string) => () => json({ error: { code, message } }, status);

function open() {
  const onClose = vi.fn();
  renderPage(<RegistrationModal opened onClose={onClose} details={null} />);
  return { onClose, user: userEvent.setup() };
}

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Business name/), 'Bright Smiles');
  await user.type(screen.getByLabelText(/Legal name/), 'Bright Smiles LLC');
  await user.type(screen.getByLabelText(/^EIN/), '12-3456789');
  await user.selectOptions(screen.getByLabelText(/Industry/), 'HEALTHCARE');
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Business phone/), '(512) 555-0100');
  await user.type(screen.getByLabelText(/Street address/), '1 Main St');
  await user.type(screen.getByLabelText(/City/), 'Austin');
  await user.selectOptions(screen.getByLabelText(/^State/), 'TX');
  await user.type(screen.getByLabelText(/ZIP code/), '7870');
}

describe('RegistrationModal', { timeout: 30_000 }, () => {
  it('offers every industry the registry knows, in plain words', () => {
    expect(Object.keys(BRAND_VERTICAL_LABELS).sort()).toEqual([...BRAND_VERTICALS].sort());
  });

  it('submits a company with its EIN and closes, the fees said above the button', async () => {
    const fetchMock = mockApi({ [SUBMIT]: () => json(registration({ brand: { status: 'pending' } })) });
    const { user, onClose } = open();
    expect(screen.getByText(TEXTING_FEES_SENTENCE)).toBeInTheDocument();
    await fillCompany(user);
    await user.type(screen.getByLabelText(/ZIP code/), '1');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      entityType: 'PRIVATE_PROFIT',
      displayName: 'Bright Smiles',
      companyName: 'Bright Smiles LLC',
      ein: '12-3456789',
      mobilePhone: '',
      vertical: 'HEALTHCARE',
      website: '',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(512) 555-0100',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
    });
  });

  it('shows a refused field under it, keeps what was typed, and focuses it', async () => {
    mockApi({ [SUBMIT]: refusal(400, 'VALIDATION_FAILED', `postalCode: ${POSTAL_CODE_FORMAT}`) });
    const { user, onClose } = open();
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText(POSTAL_CODE_FORMAT)).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP code/)).toHaveValue('7870');
    expect(screen.getByLabelText(/ZIP code/)).toHaveFocus();
    expect(screen.getByLabelText(/Legal name/)).toHaveValue('Bright Smiles LLC');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a sole proprietor for a mobile instead of a legal name and EIN, and sends only that', async () => {
    const fetchMock = mockApi({ [SUBMIT]: refusal(400, 'VALIDATION_FAILED', `ein: ${EIN_FORMAT}`) });
    const { user } = open();
    await fillCompany(user);
    await user.click(screen.getByLabelText('A sole proprietor, without an EIN'));
    expect(screen.queryByLabelText(/^EIN/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Legal name/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your mobile phone/), '(512) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      entityType: 'SOLE_PROPRIETOR',
      companyName: '',
      ein: '',
      mobilePhone: '(512) 555-0199',
    });
    // The EIN's refusal has no field on this form: it is not shown in the wrong place.
    expect(screen.queryByText(EIN_FORMAT)).not.toBeInTheDocument();
  });

  it('says under the form when the business is registered already', async () => {
    mockApi({ [SUBMIT]: refusal(409, 'CONFLICT', ALREADY_REGISTERED) });
    const { user } = open();
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REGISTERED);
  });
});
