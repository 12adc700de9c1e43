import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/utils';
import { RESULT, renderWizardCard } from '../test/render';
import {
  answerAll,
  api,
  CAR_ANSWERS,
  calls,
  describeCar,
  open,
  QUESTIONS_URL,
  toResults,
} from '../test/wizard-flow';

describe('AI Tuning Wizard dialog', () => {
  it('fetches goals only once open, and questions only once a goal is chosen', async () => {
    const fetchMock = mockApi(api());
    renderWizardCard();
    await screen.findByRole('button', { name: 'Start Analysis' });
    expect(calls(fetchMock, '/api/tuning/goals')).toBe(0);
    const { user, dialog } = await open();
    expect(within(dialog).getByRole('heading', { name: 'What to improve?' })).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: /More steering/ });
    expect(calls(fetchMock, '/api/tuning/goals')).toBe(1);
    expect(calls(fetchMock, '/api/tuning/questions')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: /More steering/ }));
    expect(
      await within(dialog).findByRole('heading', { name: 'How does your car handle?' }),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/tuning/questions')).toBe(1);
  });

  it('says so when there are no goals or no questions, and when questions fail', async () => {
    mockApi(api({ 'GET /api/tuning/goals': () => [200, []] }));
    const first = renderWizardCard();
    let { dialog } = await open();
    expect(await within(dialog).findByText('No tuning goals available')).toBeInTheDocument();
    first.unmount();

    mockApi(api({ [QUESTIONS_URL]: () => [200, []] }));
    const second = renderWizardCard();
    let user: ReturnType<typeof userEvent.setup>;
    ({ user, dialog } = await open());
    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    expect(await within(dialog).findByText('No questions available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get Recommendations' })).not.toBeInTheDocument();
    second.unmount();

    mockApi(api({ [QUESTIONS_URL]: () => [500, { message: 'boom' }] }));
    renderWizardCard();
    ({ user, dialog } = await open());
    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    expect(await within(dialog).findByText('Failed to fetch questions')).toBeInTheDocument();
  });

  it("offers 'Get Recommendations' only once every question is answered, disabled while pending", async () => {
    let release: (value: [number, unknown]) => void = () => {};
    const fetchMock = mockApi(
      api({
        'POST /api/tuning/analyse': () => new Promise<[number, unknown]>((resolve) => (release = resolve)),
      }),
    );
    renderWizardCard();
    const { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    const entry = await within(dialog).findByRole('button', { name: 'Corner entry' });
    await user.click(entry);
    expect(entry).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'High' }));
    // The car's kind is asked too: without it, no button.
    expect(within(dialog).getByText('2 of 6 answered')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get Recommendations' })).not.toBeInTheDocument();
    await describeCar(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    expect(await within(dialog).findByRole('button', { name: 'Analysing…' })).toBeDisabled();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/tuning/analyse')?.[1]?.body),
    );
    expect(body).toEqual({
      goalId: 'more-steering',
      handlingResponses: { ...CAR_ANSWERS, 'corner-phase': 'phase-entry', 'track-grip': 'grip-high' },
    });
    release([200, RESULT]);
    expect(await within(dialog).findByText(RESULT.summary)).toBeInTheDocument();
  });

  it("with no car, asks what the car is first: one 'Your car' group of four radio groups", async () => {
    mockApi(api());
    renderWizardCard();
    const { user, dialog } = await open();
    // Nothing to pick for a visitor: no car select, and no goal is disabled while the power is unknown.
    expect(within(dialog).queryByLabelText('Your car')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /ESC power delivery/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: /More steering/ }));
    const car = await within(dialog).findByRole('region', { name: 'Your car' });
    const groups = within(car).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'What kind of car is it?',
      'What scale?',
      'Which wheels are driven?',
      'What powers it?',
    ]);
    expect(within(groups[0] as HTMLElement).getAllByRole('radio')).toHaveLength(3);
    // Before the handling questions.
    const entry = within(dialog).getByRole('button', { name: 'Corner entry' });
    expect(car.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const scale = within(car).getByRole('radio', { name: '1:8' });
    await user.click(scale);
    expect(scale).toBeChecked();
    await user.click(within(car).getByRole('radio', { name: '1:10' }));
    expect(scale).not.toBeChecked();
    expect(within(dialog).getByText('1 of 6 answered')).toBeInTheDocument();
  });

  it('New Goal returns to the goals; Close resets everything', async () => {
    mockApi(api());
    renderWizardCard();
    const { user, dialog } = await toResults();
    await user.click(within(dialog).getByRole('button', { name: 'New Goal' }));
    expect(within(dialog).getByRole('heading', { name: 'What to improve?' })).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    await answerAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    await within(dialog).findByText(RESULT.summary);
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Close' })
        .find((b) => b.textContent === 'Close') as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
    const again = await screen.findByRole('dialog', { name: /AI Setup Wizard/ });
    expect(within(again).getByRole('heading', { name: 'What to improve?' })).toBeInTheDocument();
    await user.click(await within(again).findByRole('button', { name: /More steering/ }));
    expect(await within(again).findByRole('button', { name: 'Corner entry' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("shows 'Analysis Failed' with the server's message, or the fallback; Try Again clears the goal", async () => {
    mockApi(api({ 'POST /api/tuning/analyse': () => [400, { message: 'Please answer every question' }] }));
    const first = renderWizardCard();
    let { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    await answerAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Analysis Failed');
    expect(alert).toHaveTextContent('Please answer every question');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).getByRole('heading', { name: 'What to improve?' })).toBeInTheDocument();
    first.unmount();

    const fetchMock = mockApi(api());
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/tuning/analyse') throw new TypeError('Failed to fetch');
      const handlers = api();
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      const [status, body] = (await handlers[key]?.(undefined)) ?? [404, { message: 'none' }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    renderWizardCard();
    ({ user, dialog } = await open());
    await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
    await answerAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to analyse setup. Please try again.',
    );
  });
});
