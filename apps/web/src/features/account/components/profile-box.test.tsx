import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@portal/shared/account';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { ProfileBox } from './profile-box';

const profile: Profile = {
  id: '7f1e2c1a-5d3b-4a7e-9c2f-1b2c3d4e5f60',
  fullName: null,
  phoneNumber: null,
  phoneNumberDisplay: null,
  avatarUrl: null,
  plan: 'Free',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the User Profile box', () => {
  it('reads an empty phone number as "Not added" until edited, where the field asks for it as "(Optional)"', async () => {
    mockApi({});
    renderPage(<ProfileBox profile={profile} email="owner@example.com" />, { path: '/account-detail' });
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveAttribute('placeholder', 'Not added');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '(Optional)');
  });

  it('shows a long e-mail whole, in a field that wraps it, while viewing and while editing', async () => {
    const email = 'owner.of.a.remarkably.long.mailbox.1795897555100@the.business.domain.example.com';
    mockApi({});
    renderPage(<ProfileBox profile={profile} email={email} />, { path: '/account-detail' });
    // A text area wraps its value; a one-line input would cut it at its edge.
    expect(screen.getByLabelText('Email').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await screen.findByRole('button', { name: 'Save Profile' });
    expect(screen.getByLabelText('Email').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('confirms a saved profile with a toast, not with text inside the form', async () => {
    mockApi({
      'GET /api/auth/get-session': () =>
        json({ user: { id: 'u1', email: 'owner@example.com', name: 'owner', emailVerified: true }, session: {} }),
      'PATCH /api/account/profile': () => json({ ...profile, fullName: 'Ada Lovelace' }),
    });
    renderPage(<ProfileBox profile={profile} email="owner@example.com" />, { path: '/account-detail' });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Profile updated successfully!');
    const form = screen.getByRole('form', { name: 'User profile' });
    expect(within(form).queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    // Back to the read profile, with its action in the box's title row.
    expect(within(form).getByLabelText('Full Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
