import {
  AngleArc,
  Arrow,
  Diagram,
  DiagramPanel,
  FrontMarker,
  Label,
  SideWheel,
  STYLE,
} from './diagram-parts';

// Wing chord from the leading edge (front, lower) to the trailing edge (rear, higher): the plate turns the
// air upward, so the wing is pushed down. The wickerbill stands on the trailing edge. Angle exaggerated.
const LEAD = [140, 80] as const;
const TRAIL = [286, 44] as const;
const CHORD_DEG = (Math.atan2(TRAIL[1] - LEAD[1], TRAIL[0] - LEAD[0]) * 180) / Math.PI;
const chordY = (x: number) => LEAD[1] + ((TRAIL[1] - LEAD[1]) * (x - LEAD[0])) / (TRAIL[0] - LEAD[0]);

function WingView() {
  const normal = ((CHORD_DEG - 90) * Math.PI) / 180;
  const lip = [TRAIL[0] + 16 * Math.cos(normal), TRAIL[1] + 16 * Math.sin(normal)];
  return (
    <Diagram
      title="Rear wing and wickerbill, side view"
      description="The rear of a buggy from the side, driving to the left. The rear wing is angled with its trailing edge higher than its leading edge; the angle to the horizontal is the wing angle. Air flowing over the wing is turned upward, pushing the car down: downforce. A small upright lip on the trailing edge is the wickerbill."
      viewBox="0 0 320 210"
    >
      <FrontMarker x={10} y={14} direction="left" />
      <line x1={8} y1={196} x2={312} y2={196} className={STYLE.ground} strokeWidth={2} />
      <Label x={22} y={48} tone="muted" size={11}>
        Airflow
      </Label>
      <Arrow x1={20} y1={60} x2={118} y2={60} tone="muted" strokeWidth={1.5} />
      <Arrow x1={20} y1={78} x2={118} y2={78} tone="muted" strokeWidth={1.5} />
      <Arrow x1={294} y1={34} x2={312} y2={14} tone="muted" strokeWidth={1.5} />
      {/* Wing mount struts run down behind the body and the wheel. */}
      <g className="stroke-current" strokeWidth={3}>
        <line x1={214} y1={chordY(214) + 4} x2={208} y2={128} />
        <line x1={246} y1={chordY(246) + 4} x2={244} y2={130} />
      </g>
      <path
        d="M8 152 L8 110 Q24 96 60 94 L118 94 Q160 98 206 116 L262 128 L266 152 Z"
        className={STYLE.part}
        strokeWidth={1.5}
      />
      <rect x={8} y={150} width={268} height={7} className={STYLE.part} />
      <SideWheel cx={226} cy={150} r={44} />
      <line
        x1={LEAD[0]}
        y1={LEAD[1]}
        x2={304}
        y2={LEAD[1]}
        className={STYLE.reference}
        strokeDasharray="6 4"
      />
      <AngleArc cx={LEAD[0]} cy={LEAD[1]} r={110} from={0} to={CHORD_DEG} />
      <path
        d={`M${LEAD[0]} ${LEAD[1]} Q214 54 ${TRAIL[0]} ${TRAIL[1]} L${TRAIL[0]} ${TRAIL[1] + 5} Q214 62 ${LEAD[0]} ${LEAD[1] + 4} Z`}
        className="fill-current stroke-current"
        strokeWidth={1.5}
      />
      <line x1={TRAIL[0]} y1={TRAIL[1]} x2={lip[0]} y2={lip[1]} className={STYLE.highlight} strokeWidth={4} />
      <line x1={270} y1={22} x2={280} y2={29} className="stroke-primary" strokeWidth={1} />
      <Label x={266} y={24} anchor="end" tone="highlight" size={11}>
        Wickerbill
      </Label>
      <Label x={316} y={97} anchor="end" tone="highlight" size={11}>
        Wing angle
      </Label>
      <Arrow x1={186} y1={74} x2={186} y2={104} strokeWidth={3} />
      <Label x={180} y={90} anchor="end" tone="highlight">
        Downforce
      </Label>
    </Diagram>
  );
}

/** SPEC §2 Aero diagram: wing angle, downforce and wickerbill. */
export function AeroDiagram() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <DiagramPanel caption="Rear wing & wickerbill · side view">
        <WingView />
      </DiagramPanel>
    </div>
  );
}
