import { AngleArc, Diagram, DiagramPanel, FrontMarker, Label, SideWheel, STYLE } from './diagram-parts';

// Rear-view geometry. The instant centre is where the lower-arm and camber-link lines meet; the roll
// centre is where the line from the tyre's contact patch to the instant centre crosses the centre line.
const LOWER = { outer: [88, 160], inner: [165, 150] } as const;
const UPPER = { outer: [88, 116], inner: [160, 126] } as const;
const CENTRE_X = 215;
const CONTACT = [60, 200] as const;

function lineAt(a: readonly [number, number], b: readonly [number, number]) {
  const slope = (b[1] - a[1]) / (b[0] - a[0]);
  return { slope, at: (x: number) => a[1] + slope * (x - a[0]) };
}

const lower = lineAt(LOWER.outer, LOWER.inner);
const upper = lineAt(UPPER.outer, UPPER.inner);
const IC_X = LOWER.outer[0] + (UPPER.outer[1] - LOWER.outer[1]) / (lower.slope - upper.slope);
const IC: [number, number] = [IC_X, lower.at(IC_X)];
const RC_Y = lineAt(CONTACT, IC).at(CENTRE_X);

/** Shock from a tower hole to an arm hole, drawn upright and turned into place. */
function Shock({ top, bottom }: { top: [number, number]; bottom: [number, number] }) {
  const length = Math.hypot(bottom[0] - top[0], bottom[1] - top[1]);
  const angle = (Math.atan2(top[0] - bottom[0], bottom[1] - top[1]) * 180) / Math.PI;
  const [x, y] = top;
  const coil = Array.from(
    { length: 11 },
    (_, i) => `${x + (i % 2 ? 11 : -11)},${y + 16 + i * ((length - 30) / 10)}`,
  );
  return (
    <g transform={`rotate(${angle} ${x} ${y})`}>
      <line x1={x} y1={y} x2={x} y2={y + length} className="stroke-current" strokeWidth={3} />
      <rect
        x={x - 7}
        y={y + 5}
        width={14}
        height={length * 0.52}
        rx={3}
        className={STYLE.part}
        strokeWidth={1.5}
      />
      <polyline points={coil.join(' ')} fill="none" className={STYLE.highlight} strokeWidth={2} />
      <circle cx={x} cy={y} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <circle cx={x} cy={y + length} r={4} className={STYLE.rim} strokeWidth={1.5} />
    </g>
  );
}

function RollCentreView() {
  const armHoles = [0.2, 0.3, 0.4].map((t): [number, number] => [
    LOWER.outer[0] + t * (LOWER.inner[0] - LOWER.outer[0]),
    LOWER.outer[1] + t * (LOWER.inner[1] - LOWER.outer[1]),
  ]);
  const towerHoles: [number, number][] = [
    [126, 56],
    [138, 56],
    [150, 56],
  ];
  return (
    <Diagram
      title="Roll centre and shock mounting, rear view"
      description="The left rear corner seen from behind. Extending the lower arm and the camber link until they meet gives the instant centre; a line from the tyre's contact patch to the instant centre crosses the car's centre line at the roll centre. The shock runs from one of three shock-tower holes to one of three arm holes."
      viewBox="0 0 280 215"
    >
      <line x1={8} y1={200} x2={272} y2={200} className={STYLE.ground} strokeWidth={2} />
      <line x1={CENTRE_X} y1={30} x2={CENTRE_X} y2={200} className={STYLE.reference} strokeDasharray="6 4" />
      <Label x={CENTRE_X} y={22} anchor="middle" tone="muted">
        Centre
      </Label>
      <rect x={140} y={176} width={75} height={8} className={STYLE.part} />
      <rect x={156} y={142} width={18} height={34} rx={3} className={STYLE.part} />
      <path d="M118 50 H215 V62 H166 V140 H152 V62 H118 Z" className={STYLE.part} />
      <rect x={38} y={80} width={44} height={120} rx={9} className={STYLE.tyre} strokeWidth={1.5} />
      {[100, 120, 140, 160, 180].map((y) => (
        <line key={y} x1={41} y1={y} x2={79} y2={y} className="stroke-card" strokeWidth={2} />
      ))}
      <rect x={80} y={108} width={14} height={60} rx={3} className={STYLE.part} />
      <line
        x1={LOWER.outer[0]}
        y1={LOWER.outer[1]}
        x2={LOWER.inner[0]}
        y2={LOWER.inner[1]}
        className="stroke-current"
        strokeWidth={7}
      />
      <line
        x1={LOWER.outer[0]}
        y1={LOWER.outer[1]}
        x2={LOWER.inner[0]}
        y2={LOWER.inner[1]}
        className="stroke-muted"
        strokeWidth={4}
      />
      <line
        x1={UPPER.outer[0]}
        y1={UPPER.outer[1]}
        x2={UPPER.inner[0]}
        y2={UPPER.inner[1]}
        className="stroke-current"
        strokeWidth={3}
      />
      {[...towerHoles, ...armHoles].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={2.5} className="fill-card stroke-current" />
      ))}
      <Shock top={[138, 56]} bottom={armHoles[1] ?? [111, 157]} />
      {/* Construction lines to the instant centre and roll centre. */}
      <g className={STYLE.highlight} strokeDasharray="5 4" strokeWidth={1.5}>
        <line x1={LOWER.inner[0]} y1={LOWER.inner[1]} x2={IC[0]} y2={IC[1]} />
        <line x1={UPPER.inner[0]} y1={UPPER.inner[1]} x2={IC[0]} y2={IC[1]} />
        <line x1={CONTACT[0]} y1={CONTACT[1]} x2={IC[0]} y2={IC[1]} />
      </g>
      <circle cx={IC[0]} cy={IC[1]} r={3.5} className="fill-card stroke-primary" strokeWidth={2} />
      <circle cx={CENTRE_X} cy={RC_Y} r={5} className="fill-primary stroke-card" strokeWidth={1.5} />
      <circle cx={CONTACT[0]} cy={CONTACT[1]} r={3} className="fill-primary" />
      <Label x={IC[0]} y={IC[1] - 22} anchor="middle" tone="highlight" size={11}>
        Instant
      </Label>
      <Label x={IC[0]} y={IC[1] - 10} anchor="middle" tone="highlight" size={11}>
        centre
      </Label>
      <Label x={CENTRE_X + 7} y={RC_Y + 20} tone="highlight">
        Roll
      </Label>
      <Label x={CENTRE_X + 7} y={RC_Y + 33} tone="highlight">
        centre
      </Label>
      <Label x={134} y={42} anchor="middle" size={11}>
        Tower holes
      </Label>
      <line x1={126} y1={184} x2={112} y2={161} className="stroke-current" strokeWidth={1} />
      <Label x={120} y={195} size={11}>
        Arm holes
      </Label>
    </Diagram>
  );
}

function AntiSquatView() {
  const front = [40, 112] as const;
  const rear = [140, 134] as const;
  const hub = [198, 140] as const;
  const pinAngle = (Math.atan2(front[1] - rear[1], front[0] - rear[0]) * 180) / Math.PI;
  return (
    <Diagram
      title="Anti-squat, side view"
      description="The rear suspension seen from the left side with the car driving to the left. The rear hinge pin's front pivot sits higher than its rear pivot; the angle between the pin and the chassis is anti-squat."
      viewBox="0 0 260 215"
    >
      <FrontMarker x={10} y={16} direction="left" />
      <line x1={8} y1={200} x2={252} y2={200} className={STYLE.ground} strokeWidth={2} />
      <rect x={14} y={172} width={150} height={8} className={STYLE.part} />
      <rect x={32} y={104} width={16} height={68} rx={2} className={STYLE.part} />
      <rect x={132} y={126} width={16} height={46} rx={2} className={STYLE.part} />
      {/* The arm runs out from the pin to the hub, behind the wheel. */}
      <line x1={rear[0]} y1={rear[1]} x2={hub[0]} y2={hub[1]} className="stroke-current" strokeWidth={9} />
      <line x1={rear[0]} y1={rear[1]} x2={hub[0]} y2={hub[1]} className="stroke-muted" strokeWidth={6} />
      <SideWheel cx={hub[0]} cy={hub[1]} r={58} />
      <line
        x1={rear[0]}
        y1={rear[1]}
        x2={18}
        y2={rear[1]}
        className={STYLE.reference}
        strokeDasharray="6 4"
      />
      <AngleArc cx={rear[0]} cy={rear[1]} r={80} from={-180} to={pinAngle} />
      <line
        x1={front[0]}
        y1={front[1]}
        x2={rear[0]}
        y2={rear[1]}
        className="stroke-current"
        strokeWidth={5}
      />
      <circle cx={front[0]} cy={front[1]} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <circle cx={rear[0]} cy={rear[1]} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <Label x={90} y={100} anchor="middle" tone="highlight">
        Anti-squat
      </Label>
      <Label x={90} y={156} anchor="middle" size={11}>
        Rear hinge pin
      </Label>
    </Diagram>
  );
}

/** SPEC §2 Rear End diagram: roll centre and shock mounting (rear view), anti-squat (side view). */
export function RearEndDiagram() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <DiagramPanel caption="Roll centre & shock mounting · rear view">
        <RollCentreView />
      </DiagramPanel>
      <DiagramPanel caption="Anti-squat · side view">
        <AntiSquatView />
      </DiagramPanel>
    </div>
  );
}
