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
    expect(within(form).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
