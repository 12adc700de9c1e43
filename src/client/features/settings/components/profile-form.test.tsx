import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/schemas/user';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

/** The user lookup and PATCH /api/profile over one saved user, as the server keeps it. */
function profileApi(answer?: (body: Record<string, unknown>) => [number, unknown] | undefined) {
  let saved: User = { ...TEST_USER };
  const sent: Record<string, unknown>[] = [];
  const handlers: ApiHandlers = {
    ...session(TEST_USER),
    'GET /api/auth/user': () => [200, saved],
    'PATCH /api/profile': (body) => {
      const fields = body as Record<string, unknown>;
      sent.push(fields);
      const refused = answer?.(fields);
      if (refused) return refused;
      const { currentPassword: _password, ...changes } = fields;
      saved = { ...saved, ...changes, lastName: (changes.lastName as string) || null };
      return [200, saved];
    },
  };
  mockApi(handlers);
  return sent;
}

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/settings');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { user, form: screen.getByRole('form', { name: 'Edit profile' }) };
}

describe('Settings: edit profile', () => {
  it('edits the names without a password; the account details show the saved values', async () => {
    const sent = profileApi();
    const { user, form } = await openEditor();
    const first = within(form).getByLabelText('First Name');
    expect(first).toHaveValue('Jane');
    expect(first).toHaveFocus();
    expect(within(form).queryByLabelText('Current Password')).toBeNull();
    await user.clear(first);
    await user.type(first, 'Alex');
    await user.clear(within(form).getByLabelText('Last Name'));
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sent).toEqual([{ firstName: 'Alex', lastName: '', email: 'racer@club.org' }]);
    const card = screen.getByRole('region', { name: 'Account Information' });
    expect(await within(card).findByText('Alex')).toBeInTheDocument();
    expect(within(card).getByText('Not provided')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('asks for the current password once the e-mail changes, and sends it with the new e-mail', async () => {
    const sent = profileApi();
    const { user, form } = await openEditor();
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'New.Mail@Club.org');
    const password = within(form).getByLabelText('Current Password');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(
      await within(form).findByText('Enter your current password to change your email'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(password, 'pit-lane-1');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Sign in with new.mail@club.org from now on.')).toBeInTheDocument();
    expect(sent).toEqual([
      { firstName: 'Jane', lastName: 'Doe', email: 'new.mail@club.org', currentPassword: 'pit-lane-1' },
    ]);
    expect(await screen.findByText('new.mail@club.org')).toBeInTheDocument();
  });

  it('shows a wrong password and a taken e-mail beside their fields, and keeps the form open', async () => {
    profileApi((body) =>
      body.currentPassword === 'wrong-one'
        ? [400, { message: 'Current password is incorrect', code: 'wrong_password' }]
        : [409, { message: 'That email is already used by another account', code: 'email_taken' }],
    );
    const { user, form } = await openEditor();
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@club.org');
    const password = within(form).getByLabelText('Current Password');
    await user.type(password, 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Needed to change the email you sign in with. The current password you entered is incorrect.',
      ),
    );
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'pit-lane-1');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('That email is already used by another account'),
    );
    expect(email).toHaveFocus();
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('Cancel closes the form without saving', async () => {
    const sent = profileApi();
    const { user, form } = await openEditor();
    await user.type(within(form).getByLabelText('First Name'), 'zzz');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    const card = screen.getByRole('region', { name: 'Account Information' });
    expect(within(card).getByText('Jane')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(sent).toEqual([]);
  });
});
