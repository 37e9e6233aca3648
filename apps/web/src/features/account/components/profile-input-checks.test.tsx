import type { Profile } from '@portal/shared/account';
import { formatPhone } from '@portal/shared/phone.plain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { ProfileBox } from './profile-box';

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Ada Lovelace',
  phoneNumber: '+15125550100',
  phoneNumberDisplay: '(512) 555-0100',
  avatarUrl: null,
  plan: 'Free',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

/** The saves sent (the page also reads the session). */
const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

const renderBox = () => renderPage(<ProfileBox profile={profile} email="ada@example.com" />);

/** Edit Profile loads the form: it shows once loaded, with the focus in its first field. */
async function startEditing({ rendered = false } = {}) {
  if (!rendered) renderBox();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('button', { name: 'Save Profile' });
  expect(fullName()).toHaveFocus();
  return user;
}

const fullName = () => screen.getByRole('textbox', { name: 'Full Name' });
const phone = () => screen.getByRole('textbox', { name: 'Phone Number' });

describe('the profile form', () => {
  it('shows the stored E.164 number as people write it, read only until Edit Profile', async () => {
    renderBox();
    expect(phone()).toHaveValue('(512) 555-0100');
    expect(phone()).toHaveAttribute('readonly');
    await startEditing({ rendered: true });
    expect(phone()).toHaveValue('(512) 555-0100');
    expect(phone()).not.toHaveAttribute('readonly');
  });

  it('Cancel puts back the stored values, read only', async () => {
    const user = await startEditing();
    await user.type(fullName(), ' Byron');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fullName()).toHaveValue('Ada Lovelace');
    expect(fullName()).toHaveAttribute('readonly');
  });

  it('refuses a 500-character full name with the limit, keeps the text and sends nothing', async () => {
    const fetchMock = mockApi({});
    const user = await startEditing();
    await user.clear(fullName());
    await user.click(fullName());
    await user.paste('x'.repeat(500));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Full Name must be at most 100 characters.')).toBeInTheDocument();
    expect(fullName()).toHaveValue('x'.repeat(500));
    expect(screen.getByText(/500 \/ 100 characters/)).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('refuses "call me maybe" as a phone number, saying what one looks like', async () => {
    const fetchMock = mockApi({});
    const user = await startEditing();
    await user.clear(phone());
    await user.type(phone(), 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText(
        'Phone Number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
      ),
    ).toBeInTheDocument();
    expect(phone()).toHaveValue('call me maybe');
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('sends the number in E.164', async () => {
    const fetchMock = mockApi({
      'PATCH /api/account/profile': (init) => {
        // As the server answers: the saved number, and the same number as people write it.
        const saved = { ...profile, ...(JSON.parse(String(init?.body)) as Partial<Profile>) };
        return json({ ...saved, phoneNumberDisplay: saved.phoneNumber && formatPhone(saved.phoneNumber) });
      },
    });
    const user = await startEditing();
    await user.clear(phone());
    await user.type(phone(), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(JSON.parse(String(patches(fetchMock)[0]?.[1]?.body))).toEqual({
      fullName: 'Ada Lovelace',
      phoneNumber: '+442079460000',
    });
  });
});
