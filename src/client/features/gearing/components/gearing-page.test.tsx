import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session } from '../../../test/utils';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

async function openCalculator(path = '/tools/gearing') {
  mockApi(session(null));
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Gearing calculator' }, FIRST_LOAD);
  return userEvent.setup();
}

function shownValue(term: string) {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('Gearing calculator page', () => {
  it('is public, titled, and starts from a typical 1:10 car with its results', async () => {
    await openCalculator();
    await waitFor(() => expect(document.title).toBe('Gearing calculator | RC Setup Assistant'));
    // 81 ÷ 27 × 2.6 = 7.8; π × 84 ÷ 7.8 = 33.83 mm; 4000 × 7.4 × 0.8 = 23 680 rpm → 48.1 km/h, 29.9 mph
    expect(shownValue('Final drive ratio')).toBe('7.80 : 1');
    expect(shownValue('Rollout')).toBe('33.83mm/rev');
    expect(shownValue('Top speed')).toBe('48.1km/h');
    expect(shownValue('Top speed in mph')).toBe('29.9mph');
    expect(screen.getByText(/At 23,680 rpm/)).toBeInTheDocument();
  });

  it('says what is wrong with a field, shows dashes, and recovers when fixed', async () => {
    const user = await openCalculator();
    await retype(user, 'Pinion', '0');
    const pinion = screen.getByRole('textbox', { name: /^Pinion/ });
    expect(pinion).toHaveAttribute('aria-invalid', 'true');
    expect(pinion).toHaveAccessibleDescription(/Pinion must have at least 8 teeth/);
    expect(shownValue('Final drive ratio')).toBe('–');
    expect(screen.getByText('Fix the fields marked above to see the chart.')).toBeInTheDocument();

    await retype(user, 'Pinion', '');
    expect(screen.getByText('Pinion must be a number')).toBeInTheDocument();
    await retype(user, 'Internal ratio', 'abc');
    expect(screen.getByText('Internal ratio must be a number')).toBeInTheDocument();

    await retype(user, 'Pinion', '28');
    await retype(user, 'Internal ratio', '2,6');
    // 81 ÷ 28 × 2.6 = 7.52; π × 84 ÷ 7.5214 = 35.09 mm
    expect(shownValue('Final drive ratio')).toBe('7.52 : 1');
    expect(shownValue('Rollout')).toBe('35.09mm/rev');
    expect(pinion).not.toHaveAttribute('aria-invalid');
  });

  it('checks the load factor and lets the racer change it', async () => {
    const user = await openCalculator();
    await retype(user, 'Load factor', '150');
    expect(screen.getByText('Load factor must be at most 100 %')).toBeInTheDocument();
    expect(shownValue('Top speed')).toBe('–');
    await retype(user, 'Load factor', '100');
    // 4000 × 7.4 = 29 600 rpm × 33.8325 mm × 60 ÷ 10⁶ = 60.1 km/h
    expect(shownValue('Top speed')).toBe('60.1km/h');
  });

  it('opens on a car from the query: a nitro clutch bell, diff ratio and engine rpm', async () => {
    await openCalculator('/tools/gearing?class=1:8-nitro&bell=13&spur=46&diff=3.308&tyre=83');
    expect(screen.getByRole('combobox', { name: /^Class/ })).toHaveValue('1:8-nitro');
    expect(screen.getByRole('textbox', { name: /^Clutch bell/ })).toHaveValue('13');
    expect(screen.getByRole('textbox', { name: /^Diff ratio/ })).toHaveValue('3.308');
    expect(screen.getByRole('textbox', { name: /^Engine rpm/ })).toHaveValue('35000');
    expect(screen.queryByRole('textbox', { name: /^Motor KV/ })).not.toBeInTheDocument();
    // 46 ÷ 13 × 3.308 = 11.705; π × 83 ÷ 11.705 = 22.28 mm; 35 000 × 22.277 × 60 ÷ 10⁶ = 46.8 km/h
    expect(shownValue('Final drive ratio')).toBe('11.71 : 1');
    expect(shownValue('Rollout')).toBe('22.28mm/rev');
    expect(shownValue('Top speed')).toBe('46.8km/h');
  });

  it('changing the class starts from that class and renames the fields', async () => {
    const user = await openCalculator();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Class/ }), '1:8-electric');
    expect(screen.getByRole('textbox', { name: /^Motor pinion/ })).toHaveValue('16');
    expect(screen.getByRole('textbox', { name: /^Diff ratio/ })).toHaveValue('3.3');
    expect(screen.getByRole('textbox', { name: /^Pack voltage/ })).toHaveValue('14.8');
  });

  it('draws the gear chart as a table with headers and marks the current pair', async () => {
    await openCalculator();
    const chart = screen.getByRole('region', { name: 'Gear chart, scrolls both ways' });
    const table = within(chart).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '81T' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '27T' })).toBeInTheDocument();
    const current = table.querySelector('[aria-current="true"]');
    expect(current).toHaveTextContent('33.8 (your gears)');
    // 22–32 pinions, 76–87 spurs: 11 rows of 12 rollouts under the header row
    expect(within(table).getAllByRole('row')).toHaveLength(12);
  });

  it('finds gears for a rollout, closest first, and checks the chart ranges', async () => {
    const user = await openCalculator();
    const finder = screen.getByRole('region', { name: 'Find gears for this rollout' });
    // Blank target = the current 33.83 mm: 26/78 and 27/81 are the same ratio, exact matches first.
    const rows = within(within(finder).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('26T78T33.830.00');
    expect(rows[2]).toHaveTextContent('27T81T33.83');

    await retype(user, 'Target rollout', '90');
    expect(within(finder).getByText(/No pair in the chart's ranges/)).toBeInTheDocument();

    await retype(user, 'Largest pinion', '20');
    expect(screen.getByText('Largest pinion must not be below the smallest')).toBeInTheDocument();
    expect(screen.getByText('Fix the fields marked above to find gears.')).toBeInTheDocument();
  });
});
