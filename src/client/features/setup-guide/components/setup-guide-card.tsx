import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_GUIDE_TAB, GUIDE_TAB_LIST } from '../guide-content/tab-list';

// The guide text and drawings are most of this page's code and sit below the fold, so they load as a chunk
// of their own. The request starts as soon as this module runs, in parallel with the first render.
const panelModule = import('./guide-tab-panel');
const GuideTabPanel = lazy(() => panelModule.then((m) => ({ default: m.GuideTabPanel })));

const triggerClass =
  'min-h-10 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground ' +
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** SPEC §2 'RC Setup Guide': five tabs, Front End ('front-end') first and open by default. */
export function SetupGuideCard() {
  return (
    <Card aria-labelledby="setup-guide-title" className="render-when-visible">
      <CardHeader>
        <CardTitle id="setup-guide-title">RC Setup Guide</CardTitle>
        <CardDescription>
          What each adjustment does to a 1:8 or 1:10 off-road car, area by area, with a drawing of where it is
          set.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs.Root defaultValue={DEFAULT_GUIDE_TAB}>
          {/* Two columns on phones rather than a scrolling row, so no tab is hidden off-screen. */}
          <Tabs.List
            aria-label="Setup guide areas"
            className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:flex-wrap"
          >
            {GUIDE_TAB_LIST.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {GUIDE_TAB_LIST.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
              <Suspense fallback={<Spinner label="Loading the guide" className="min-h-96" />}>
                <GuideTabPanel value={tab.value} />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}
