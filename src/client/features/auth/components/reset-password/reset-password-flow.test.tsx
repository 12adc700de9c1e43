import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session } from '../../../../test/utils';
import { NO_QUESTIONS_SET } from './verify-step';

const QUESTIONS = {
  question1: 'What was the name of your first pet?',
  question2: 'What is your favourite food?',
};

async function openReset() {
  const user = userEvent.setup();
  renderApp('/auth');
  await user.click(await screen.findByRole('tab', { name: 'Reset Password' }));
  return user;
}

async function verify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'racer@club.org');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Security Question 1');
}

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Answer 1'), 'Rex');
  await user.type(screen.getByLabelText('Answer 2'), 'Pizza');
  await user.type(screen.getByLabelText('New Password'), 'newpass1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password', () => {
  it('shows both questions read-only, and Back returns to a cleared verify step', async () => {
    mockApi({ ...session(null), 'POST /api/get-security-questions': () => [200, QUESTIONS] });
    const user = await openReset();
    await verify(user);
    expect(screen.getByLabelText('Security Question 1')).toHaveValue(QUESTIONS.question1);
    expect(screen.getByLabelText('Security Question 1')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Security Question 2')).toHaveValue(QUESTIONS.question2);
    await user.type(screen.getByLabelText('Answer 1'), 'Rex');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByLabelText('Answer 1')).toBeNull();

    await verify(user);
    expect(screen.getByLabelText('Answer 1')).toHaveValue('');
  });

  it('validates the reset step with the shared schema', async () => {
    mockApi({ ...session(null), 'POST /api/get-security-questions': () => [200, QUESTIONS] });
    const user = await openReset();
    await verify(user);
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Please provide an answer')).toHaveLength(2);
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('toasts when no account has that e-mail, and closes the toast once step 2 opens', async () => {
    mockApi({
      ...session(null),
      'POST /api/get-security-questions': (body) =>
        (body as { email: string }).email === 'racer@club.org'
          ? [200, QUESTIONS]
          : [404, { message: 'No account found with that email' }],
    });
    const user = await openReset();
    await user.type(screen.getByLabelText('Email'), 'nobody@club.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(screen.getByText('No account found with that email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await verify(user);
    // Well before the toast's own 5 s are up.
    await waitFor(() => expect(screen.queryByText('Account not found')).toBeNull(), { timeout: 1000 });
  });

  it('says in the form, and keeps saying, that an account without security questions cannot be reset', async () => {
    mockApi({
      ...session(null),
      'POST /api/get-security-questions': () => [
        409,
        { message: 'This account has no security questions yet', code: 'no_security_questions' },
      ],
    });
    const user = await openReset();
    await user.type(screen.getByLabelText('Email'), 'racer@club.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('form', { name: 'Find your account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(NO_QUESTIONS_SET);
    // Not the toast of an unknown e-mail, and no way on to step 2.
    expect(screen.queryByText('Account not found')).toBeNull();
    expect(screen.queryByLabelText('Answer 1')).toBeNull();
  });

  it('toasts the server message when the answers are wrong, until Back leaves the step', async () => {
    mockApi({
      ...session(null),
      'POST /api/get-security-questions': () => [200, QUESTIONS],
      'POST /api/reset-password': () => [400, { message: "The security answers don't match our records." }],
    });
    const user = await openReset();
    await verify(user);
    await answer(user);
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText("The security answers don't match our records.")).toBeInTheDocument();
    expect(screen.getByLabelText('Answer 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByText('Reset failed')).toBeNull(), { timeout: 1000 });
  });

  it('toasts success and returns to the Sign In tab with the e-mail filled in', async () => {
    const fetchMock = mockApi({
      ...session(null),
      'POST /api/get-security-questions': () => [200, QUESTIONS],
      'POST /api/reset-password': () => [200, { message: 'Password reset successfully' }],
    });
    const user = await openReset();
    await verify(user);
    await answer(user);
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // The sign-in form holds the e-mail; the new password is what is left to type.
    expect(screen.getByLabelText('Email or username')).toHaveValue('racer@club.org');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'racer@club.org',
      securityQuestion1: QUESTIONS.question1,
      securityAnswer1: 'Rex',
      securityQuestion2: QUESTIONS.question2,
      securityAnswer2: 'Pizza',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
  });
});
