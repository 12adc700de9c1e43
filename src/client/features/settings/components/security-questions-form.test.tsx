import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const SAVED = {
  question1: 'What was the name of your first pet?',
  question2: 'What is your favourite food?',
};
const CITY = 'In what city were you born?';
const CAR = 'What was the model of your first car?';

/** The saved questions, and PUT answering `reply` (recorded in the returned list). */
function questionsApi(reply: [number, unknown?] = [204]) {
  const sent: unknown[] = [];
  mockApi({
    ...session(TEST_USER),
    'GET /api/security-questions': () => [200, SAVED],
    'PUT /api/security-questions': (body) => {
      sent.push(body);
      return reply;
    },
  });
  return sent;
}

async function openCard() {
  const user = userEvent.setup();
  renderApp('/settings');
  const form = await screen.findByRole('form', { name: 'Security Questions' });
  await waitFor(() =>
    expect(within(form).getByLabelText('Security Question 1')).toHaveValue(SAVED.question1),
  );
  return { user, form };
}

describe('Settings: security questions', () => {
  it("shows the racer's questions and checks the form with sign-up's rules", async () => {
    const sent = questionsApi();
    const { user, form } = await openCard();
    expect(within(form).getByLabelText('Security Question 2')).toHaveValue(SAVED.question2);
    // The second list leaves out the first choice.
    const second = within(form).getByLabelText('Security Question 2');
    expect(within(second).queryByRole('option', { name: SAVED.question1 })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Security Questions' }));
    expect(await within(form).findAllByText('Please provide an answer')).toHaveLength(2);
    expect(within(form).getByText('Current password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves new questions and answers with the password, then clears the answers and the password', async () => {
    const sent = questionsApi();
    const { user, form } = await openCard();
    await user.selectOptions(within(form).getByLabelText('Security Question 1'), CITY);
    await user.type(within(form).getByLabelText('Answer 1'), 'Leeds');
    await user.selectOptions(within(form).getByLabelText('Security Question 2'), CAR);
    await user.type(within(form).getByLabelText('Answer 2'), 'Corolla');
    await user.type(within(form).getByLabelText('Current Password'), 'pit-lane-1');
    await user.click(within(form).getByRole('button', { name: 'Save Security Questions' }));

    expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        currentPassword: 'pit-lane-1',
        securityQuestion1: CITY,
        securityAnswer1: 'Leeds',
        securityQuestion2: CAR,
        securityAnswer2: 'Corolla',
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Answer 1')).toHaveValue(''));
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
    expect(within(form).getByLabelText('Security Question 1')).toHaveValue(CITY);
  });

  it('shows a wrong current password beside the field', async () => {
    questionsApi([400, { message: 'Current password is incorrect', code: 'wrong_password' }]);
    const { user, form } = await openCard();
    await user.type(within(form).getByLabelText('Answer 1'), 'Rex');
    await user.type(within(form).getByLabelText('Answer 2'), 'Pizza');
    const password = within(form).getByLabelText('Current Password');
    await user.type(password, 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Save Security Questions' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('The current password you entered is incorrect.'),
    );
    expect(password).toHaveFocus();
    expect(screen.queryByText('Security questions saved')).toBeNull();
  });

  it('says when no questions are set yet (an account signed up in three fields), and sets them', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...session({ ...TEST_USER, securityQuestionsSet: false }),
      'GET /api/security-questions': () => [200, { question1: null, question2: null }],
      'PUT /api/security-questions': (body) => {
        sent.push(body);
        return [204];
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Security Questions' });
    expect(await screen.findByText(/Not set yet: until you set them/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Security Question 1')).toHaveValue('');
    await user.selectOptions(within(form).getByLabelText('Security Question 1'), CITY);
    await user.type(within(form).getByLabelText('Answer 1'), 'Leeds');
    await user.selectOptions(within(form).getByLabelText('Security Question 2'), CAR);
    await user.type(within(form).getByLabelText('Answer 2'), 'Corolla');
    await user.click(within(form).getByRole('button', { name: 'Save Security Questions' }));
    // Settings always asks the password, even for first answers.
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('Current Password'), 'pit-lane-1');
    await user.click(within(form).getByRole('button', { name: 'Save Security Questions' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ currentPassword: 'pit-lane-1', securityQuestion1: CITY });
  });
});
