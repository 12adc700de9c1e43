import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandlers, mockApi, session, TEST_USER } from '../../../test/utils';
import { GOALS, QUESTIONS, RESULT, rec, renderWizardCard } from '../test/render';

const QUESTIONS_URL = 'GET /api/tuning/questions?goalId=more-steering';
const api = (extra: ApiHandlers = {}): ApiHandlers => ({
  ...session(null),
  'GET /api/tuning/goals': () => [200, GOALS],
  [QUESTIONS_URL]: () => [200, QUESTIONS],
  'POST /api/tuning/analyse': () => [200, RESULT],
  ...extra,
});
const calls = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;

async function open() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start Analysis' }));
  const dialog = await screen.findByRole('dialog', { name: /AI Setup Wizard/ });
  return { user, dialog };
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('button', { name: 'Corner entry' }));
  await user.click(within(dialog).getByRole('button', { name: 'High' }));
}

async function toResults() {
  const { user, dialog } = await open();
  await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
  await answerAll(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
  await within(dialog).findByText(RESULT.summary);
  return { user, dialog };
}

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
    expect(within(dialog).queryByRole('button', { name: 'Get Recommendations' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    expect(await within(dialog).findByRole('button', { name: 'Analysing…' })).toBeDisabled();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/tuning/analyse')?.[1]?.body),
    );
    expect(body).toEqual({
      goalId: 'more-steering',
      handlingResponses: { 'corner-phase': 'phase-entry', 'track-grip': 'grip-high' },
    });
    release([200, RESULT]);
    expect(await within(dialog).findByText(RESULT.summary)).toBeInTheDocument();
  });

  it('shows the results: maintenance check, each recommendation, More Information and More Options', async () => {
    mockApi(api());
    renderWizardCard();
    const { user, dialog } = await toResults();
    // Each new step starts at its heading.
    expect(within(dialog).getByRole('heading', { name: 'Recommendations: More steering' })).toHaveFocus();
    const maintenance = within(dialog).getByRole('region', { name: 'Pre-Setup Maintenance Check' });
    expect(maintenance).toHaveTextContent('Check every shock for air and leaks.');
    const list = within(dialog).getByRole('list', { name: 'Recommended changes' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = within(list).getByRole('article', { name: /Change number 1/ });
    for (const text of [
      'Shocks',
      'Medium impact',
      'Easy',
      'Your current setting',
      'Suggestion 1',
      'Because of reason 1.',
    ])
      expect(first).toHaveTextContent(text);

    const more = within(first).getByRole('button', { name: 'More Information' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(first).getByText('Adjust it like this 1.')).toBeInTheDocument();
    expect(within(first).getByText('Bad thing 1')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Less Information' }));
    expect(within(first).queryByText('Adjust it like this 1.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'More Options (2)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: /More Options/ })).not.toBeInTheDocument();
  });

  it('hides the maintenance card and More Options when there is nothing for them', async () => {
    mockApi(
      api({
        'POST /api/tuning/analyse': () => [
          200,
          { ...RESULT, maintenanceTips: [], allRecommendations: RESULT.recommendations },
        ],
      }),
    );
    renderWizardCard();
    const { dialog } = await toResults();
    expect(within(dialog).queryByText('Pre-Setup Maintenance Check')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /More Options/ })).not.toBeInTheDocument();
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

  it("lets a racer pick a car and apply ticked changes to a copy of the car's installed sheet", async () => {
    const car = {
      id: 4,
      manufacturer: 'Tekno RC',
      model: 'NB48 2.2',
      status: 'Active',
      scale: null,
      drivetrain: null,
      notes: null,
      imageUrl: null,
      createdAt: '',
      updatedAt: '',
    };
    const sheet = {
      id: 9,
      rcCarId: 4,
      name: 'Club race',
      notes: 'Old notes',
      frontShockOil: '500 cSt',
      frontCamber: '-2°',
      isCurrentlyInstalled: true,
      trackName: 'Home',
      trackSurface: 'Clay',
      trackSurfaceTreatment: null,
      trackConditions: null,
    };
    let posted: Record<string, unknown> | undefined;
    const personal = {
      ...RESULT,
      vehicle: {
        label: 'Tekno RC NB48 2.2',
        scale: '1:8',
        drivetrain: '4WD',
        power: 'nitro',
        setupSheetId: 9,
        setupSheetName: 'Club race',
      },
      recommendations: [
        rec(1, {
          id: 'frontShockOil:thinner',
          parameter: 'frontShockOil',
          title: 'Thinner front shock oil',
          current: '500 cSt',
          suggested: '450 cSt',
          newValue: '450 cSt',
        }),
        rec(2, {
          id: 'frontCamber:increase',
          parameter: 'frontCamber',
          title: 'More negative front camber',
          current: '-2°',
          suggested: '-2.5°',
          newValue: '-2.5°',
        }),
        rec(3, { id: 'lowSpeedNeedle:decrease', parameter: 'lowSpeedNeedle' }),
      ],
    };
    personal.allRecommendations = personal.recommendations;
    const fetchMock = mockApi({
      ...api(),
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [car]],
      'GET /api/setup-sheets': () => [200, [sheet]],
      'POST /api/tuning/analyse': () => [200, personal],
      'POST /api/setup-sheets': (body) => {
        posted = body as Record<string, unknown>;
        return [201, { ...sheet, ...posted, id: 10 }];
      },
    });
    renderWizardCard();
    const { user, dialog } = await open();
    const select = within(dialog).getByLabelText('Your car');
    await within(select).findByRole('option', { name: 'Tekno RC NB48 2.2' });
    await user.selectOptions(select, 'car:4');
    // Inferred nitro: the ESC goal is offered for electric cars only.
    expect(within(dialog).getByRole('button', { name: /ESC power delivery/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /More steering/ }));
    await answerAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    await within(dialog).findByText(RESULT.summary);
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/tuning/analyse')?.[1]?.body),
    );
    expect(body.rcCarId).toBe(4);

    const boxes = within(dialog).getAllByRole('checkbox', { name: 'Include in my copy' });
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    await user.click(boxes[1] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Apply to a copy of my setup' }));
    expect(await screen.findByText('Setup sheet created')).toBeInTheDocument();
    expect(posted).toMatchObject({
      rcCarId: 4,
      name: 'Club race (wizard)',
      frontShockOil: '450 cSt',
      frontCamber: '-2.5°',
      isCurrentlyInstalled: false,
      isPublic: false,
      trackSurface: 'Clay',
    });
    expect(String(posted?.notes)).toContain('Thinner front shock oil: 500 cSt → 450 cSt');
    expect(await within(dialog).findByRole('link', { name: 'Open "Club race (wizard)"' })).toHaveAttribute(
      'href',
      '/setup-sheets?id=10',
    );
  });
});
