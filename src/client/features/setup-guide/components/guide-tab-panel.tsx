import type { ComponentType } from 'react';
import { AeroDiagram } from '../diagrams/aero-diagram';
import { DrivetrainDiagram } from '../diagrams/drivetrain-diagram';
import { FrontEndDiagram } from '../diagrams/front-end-diagram';
import { NitroEngineDiagram } from '../diagrams/nitro-engine-diagram';
import { RearEndDiagram } from '../diagrams/rear-end-diagram';
import { GUIDE_TABS } from '../guide-content/guide-tabs';
import type { GuideTabValue } from '../guide-content/types';
import { AdviceTopic } from './advice-topic';

/** Each tab's drawing (SPEC §2 'Each has a diagram image'), drawn in SVG by us (see diagrams/), and its note. */
const DIAGRAMS: Record<GuideTabValue, { Drawing: ComponentType; note: string }> = {
  'front-end': { Drawing: FrontEndDiagram, note: 'Angles are exaggerated so they can be seen.' },
  'rear-end': { Drawing: RearEndDiagram, note: 'Angles are exaggerated so they can be seen.' },
  'chassis-drivetrain': {
    Drawing: DrivetrainDiagram,
    note: 'A 1:8 four-wheel-drive layout. A 1:10 2WD car has a single rear diff and a slipper clutch.',
  },
  aero: { Drawing: AeroDiagram, note: 'The wing angle is exaggerated so it can be seen.' },
  'nitro-motor': { Drawing: NitroEngineDiagram, note: 'Tuning points on a typical .21 off-road engine.' },
};

/** One tab of the guide: its introduction, drawing and advice topics. Loaded lazily by SetupGuideCard. */
export function GuideTabPanel({ value }: { value: GuideTabValue }) {
  const tab = GUIDE_TABS.find((t) => t.value === value);
  if (!tab) return null;
  const { Drawing, note } = DIAGRAMS[value];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{tab.intro}</p>
      <figure className="flex flex-col gap-2">
        <Drawing />
        <figcaption className="text-center text-xs text-muted-foreground">{note}</figcaption>
      </figure>
      <div className="grid gap-4 lg:grid-cols-2">
        {tab.topics.map((topic) => (
          <AdviceTopic key={topic.id} topic={topic} />
        ))}
      </div>
    </div>
  );
}
