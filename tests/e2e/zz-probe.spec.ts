import { groupsForCar, SETUP_SHEET_GROUPS } from '../../src/shared/constants/setup-fields';
import { inferVehicleFacts } from '../../src/shared/vehicle-class';
import { registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

const NB48 = { manufacturer: 'Tekno RC', model: 'NB48 2.2', scale: '1:8', drivetrain: '4WD', power: 'nitro' };
test('probe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, NB48);
  const fields = groupsForCar(SETUP_SHEET_GROUPS, inferVehicleFacts({ ...NB48 })).flatMap((g) => g.fields);
  const sheet = await addSheetViaApi(page.request, {
    name: 'Nationals A main', rcCarId: car, trackName: 'Silverdale Raceway', trackSurface: 'Clay',
    trackConditions: 'Dry, blue groove by the final', driverName: 'Pit lane racer',
    notes: 'Pushed on entry in the infield: one step thinner front sway bar next time.\nTyres worn.',
    ...Object.fromEntries(fields.map((f) => [f.key, f.example])),
  });
  await page.goto(`/setup-sheets?id=${sheet}`);
  await page.getByRole('article', { name: 'Nationals A main, to read' }).waitFor();
  await page.waitForTimeout(1500);
  const report = await page.evaluate(() => {
    const out: string[] = [`scroll ${document.documentElement.scrollHeight}`];
    const art = document.querySelector('article[aria-label$="to read"]') as HTMLElement;
    const r = art.getBoundingClientRect();
    out.push(`article top ${r.top + scrollY} h ${r.height}`);
    for (const child of Array.from(art.children)) {
      const b = (child as HTMLElement).getBoundingClientRect();
      out.push(`  ${child.tagName} ${(child.getAttribute('aria-label') ?? child.textContent ?? '').slice(0, 30)} h=${Math.round(b.height)}`);
      if (child.tagName === 'DIV') for (const s of Array.from(child.children)) {
        const c = (s as HTMLElement).getBoundingClientRect();
        out.push(`     ${(s.textContent ?? '').slice(0, 30)} h=${Math.round(c.height)}`);
      }
    }
    const main = document.querySelector('main') as HTMLElement;
    out.push(`main top ${main.getBoundingClientRect().top + scrollY} h ${main.getBoundingClientRect().height}`);
    const footer = document.querySelector('footer');
    if (footer) out.push(`footer h ${footer.getBoundingClientRect().height}`);
    return out.join('\n');
  });
  console.log(report);
  await page.screenshot({ path: '/work/shots/readview/probe-phone.png', fullPage: true });
});
