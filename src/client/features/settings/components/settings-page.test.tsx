import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from '../../../lib/local-drafts';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const NO_NAMES = { ...TEST_USER, firstName: null, lastName: '' };
const MB = 1024 * 1024;

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm = next,
) {
  const form = screen.getByRole('form', { name: 'Change Password' });
  await user.type(within(form).getByLabelText('Current Password'), current);
  await user.type(within(form).getByLabelText('New Password'), next);
  await user.type(within(form).getByLabelText('Confirm New Password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return form;
}

describe('Settings', () => {
  it("shows the account read-only, with 'Not provided' for empty names", async () => {
    mockApi(session(NO_NAMES));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Account Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('racer1')).toBeInTheDocument();
    expect(screen.getByText('racer@club.org')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(document.title).toBe('Settings | RC Setup Assistant');
  });

  it('shows the storage use as text and as a labelled progress bar', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/storage': () => [200, { usedBytes: Math.round(12.34 * MB), quotaBytes: 100 * MB }],
    });
    renderApp('/settings');
    const card = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(card).findByText('12.3 MB of 100 MB used')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(12.34 * MB)));
    expect(bar).toHaveAttribute('aria-valuemax', String(100 * MB));
    expect(bar).toHaveAttribute('aria-valuetext', '12.3 MB of 100 MB used');
    expect(within(card).queryByText(/nearly full/)).not.toBeInTheDocument();
  });

  it('says how to make room when the storage is nearly full, even past the quota', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/storage': () => [200, { usedBytes: 120 * MB, quotaBytes: 100 * MB }],
    });
    renderApp('/settings');
    const card = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(card).findByText('120 MB of 100 MB used')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(100 * MB));
    expect(within(card).getByText(/Your storage is nearly full/)).toBeInTheDocument();
  });

  it('says so when the storage use cannot be loaded', async () => {
    mockApi({ ...session(TEST_USER), 'GET /api/storage': () => [500, { message: 'boom' }] });
    renderApp('/settings');
    const card = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(card).findByText('Failed to load storage use')).toBeInTheDocument();
  });

  it('validates the change-password form with the shared schema', async () => {
    mockApi(session(TEST_USER));
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('form', { name: 'Change Password' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await fillPasswords(user, 'old', 'abcdef', 'abcdeg');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('rephrases a wrong current password in the failure toast', async () => {
    mockApi({
      ...session(TEST_USER),
      'POST /api/change-password': () => [400, { message: 'Current password is incorrect' }],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('form', { name: 'Change Password' });
    await fillPasswords(user, 'wrong1', 'Fresh-tyres-22');
    expect(await screen.findByText('Password change failed')).toBeInTheDocument();
    expect(
      screen.getByText('The current password you entered is incorrect. Please try again.'),
    ).toBeInTheDocument();
  });

  it('toasts success, sends only the two passwords and clears the form', async () => {
    const fetchMock = mockApi({
      ...session(TEST_USER),
      'POST /api/change-password': () => [200, { message: 'ok' }],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('form', { name: 'Change Password' });
    const form = await fillPasswords(user, 'old-pass', 'Fresh-tyres-22');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/change-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'Fresh-tyres-22',
    });
  });

  it('deletes the account only after confirming with the current password, then signs out locally', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      ...session(TEST_USER),
      'DELETE /api/delete-account': (body) => {
        sent.push(body);
        return [204];
      },
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/delete-account')).toBe(false);

    queryClient.setQueryData(['/api/cars'], [{ id: 1 }]);
    const draft = { values: {}, savedAt: '2025-06-01T12:00:00.000Z', baseUpdatedAt: null };
    writeDraft(draftKey(TEST_USER.id, 'esc', 3), draft);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('alertdialog');
    const password = within(confirm).getByLabelText('Current Password');
    const button = within(confirm).getByRole('button', { name: 'Delete Account' });
    // The password field takes the focus, and nothing can be confirmed until something is typed.
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    expect(button).toBeDisabled();
    await user.type(password, 'my-pass-1');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'my-pass-1' }]);
    expect(
      screen.getByText('Your account and all of your data have been permanently deleted.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(queryClient.getQueryData(['/api/cars'])).toBeUndefined();
    expect(readDraft(draftKey(TEST_USER.id, 'esc', 3))).toBeUndefined();
  });

  it('shows a wrong password in the dialog, keeps the account and lets the racer retry with Enter', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...session(TEST_USER),
      'DELETE /api/delete-account': (body) => {
        sent.push(body);
        return sent.length === 1
          ? [400, { message: 'Current password is incorrect', code: 'wrong_password' }]
          : [204];
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    const password = within(dialog).getByLabelText('Current Password');
    await user.type(password, 'wrong-one{Enter}');
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Current password is incorrect');
    expect(password).toHaveFocus();
    expect(router.state.location.pathname).toBe('/settings');

    await user.clear(password);
    await user.type(password, 'right-one{Enter}');
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'wrong-one' }, { currentPassword: 'right-one' }]);
  });

  it('starts the confirmation afresh each time it opens', async () => {
    mockApi({
      ...session(TEST_USER),
      'DELETE /api/delete-account': () => [400, { message: 'Current password is incorrect' }],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Current Password'), 'wrong-one{Enter}');
    await within(dialog).findByText('Current password is incorrect');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByLabelText('Current Password')).toHaveValue('');
    expect(within(dialog).queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });

  it('toasts a failed deletion with the server message', async () => {
    mockApi({
      ...session(TEST_USER),
      'DELETE /api/delete-account': () => [500, { message: 'Something went wrong' }],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Current Password'), 'my-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
