import {
  AngleArc,
  Diagram,
  DiagramPanel,
  FrontMarker,
  Label,
  rotatePoint,
  SideWheel,
  STYLE,
} from './diagram-parts';

// Angles are exaggerated (about 3x) so they can be seen; real settings are a few degrees.
const CAMBER = 10;
const TOE = 9;
const CASTER = 16;
// atan(18 / 86): the hinge pin below runs from (238, 148) to (152, 130).
const KICK_UP = 11.8;

function CamberView() {
  const [lowX, lowY] = rotatePoint(97, 146, 70, 190, CAMBER);
  const [upX, upY] = rotatePoint(97, 104, 70, 190, CAMBER);
  const [axisX, axisY] = rotatePoint(70, 28, 70, 190, CAMBER);
  return (
    <Diagram
      title="Camber, front view"
      description="A front wheel seen from the front. Its top leans in toward the chassis centre line: negative camber, the angle between the wheel's centre line and the vertical. The lower arm and the upper camber link join the hub to the chassis; the link's length sets the camber."
      viewBox="0 0 260 210"
    >
      <line x1={10} y1={190} x2={250} y2={190} className={STYLE.ground} strokeWidth={2} />
      <line x1={236} y1={30} x2={236} y2={190} className={STYLE.reference} strokeDasharray="6 4" />
      <Label x={236} y={22} anchor="middle" tone="muted">
        Centre
      </Label>
      {/* Chassis: plate, bulkhead and shock tower. */}
      <rect x={166} y={160} width={84} height={8} className={STYLE.part} />
      <rect x={168} y={138} width={34} height={22} rx={3} className={STYLE.part} />
      <rect x={176} y={70} width={9} height={68} className={STYLE.part} />
      <g transform={`rotate(${CAMBER} 70 190)`}>
        <rect x={50} y={60} width={40} height={130} rx={9} className={STYLE.tyre} strokeWidth={1.5} />
        {[80, 100, 120, 140, 160].map((y) => (
          <line key={y} x1={53} y1={y} x2={87} y2={y} className="stroke-card" strokeWidth={2} />
        ))}
        <rect x={88} y={98} width={14} height={54} rx={3} className={STYLE.part} />
      </g>
      <line x1={lowX} y1={lowY} x2={175} y2={149} className="stroke-current" strokeWidth={7} />
      <line x1={lowX} y1={lowY} x2={175} y2={149} className="stroke-muted" strokeWidth={4} />
      <line x1={upX} y1={upY} x2={180} y2={96} className="stroke-current" strokeWidth={3} />
      {[
        [lowX, lowY],
        [upX, upY],
        [175, 149],
        [180, 96],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={3.5} className={STYLE.rim} strokeWidth={1.5} />
      ))}
      <Label x={140} y={89} anchor="middle" size={11}>
        Camber link
      </Label>
      <Label x={138} y={140} anchor="middle" size={11}>
        Lower arm
      </Label>
      <line x1={70} y1={190} x2={70} y2={28} className={STYLE.reference} strokeDasharray="6 4" />
      <line x1={70} y1={190} x2={axisX} y2={axisY} className={STYLE.highlight} strokeWidth={2} />
      <AngleArc cx={70} cy={190} r={150} from={-90} to={-90 + CAMBER} />
      <Label x={104} y={30} tone="highlight">
        Negative camber
      </Label>
    </Diagram>
  );
}

/** One front wheel from above, turned `deg` (negative = front of the tyre points left). */
function TopWheel({ cx, deg }: { cx: number; deg: number }) {
  const [hx, hy] = rotatePoint(cx, 30, cx, 105, deg);
  const arcFrom = deg < 0 ? -90 + deg : -90;
  const arcTo = deg < 0 ? -90 : -90 + deg;
  return (
    <g>
      <rect
        x={cx - 13}
        y={70}
        width={26}
        height={70}
        rx={6}
        className={STYLE.reference}
        fill="none"
        strokeDasharray="4 3"
      />
      <g transform={`rotate(${deg} ${cx} 105)`}>
        <rect x={cx - 13} y={70} width={26} height={70} rx={6} className={STYLE.tyre} strokeWidth={1.5} />
        {[80, 92, 104, 116, 128].map((y) => (
          <line key={y} x1={cx - 10} y1={y} x2={cx + 10} y2={y} className="stroke-card" strokeWidth={2} />
        ))}
      </g>
      <line x1={cx} y1={180} x2={cx} y2={30} className={STYLE.reference} strokeDasharray="6 4" />
      <line x1={cx} y1={105} x2={hx} y2={hy} className={STYLE.highlight} strokeWidth={2} />
      <AngleArc cx={cx} cy={105} r={62} from={arcFrom} to={arcTo} />
    </g>
  );
}

function ToeView() {
  return (
    <Diagram
      title="Toe, top view"
      description="The two front wheels seen from above with the car driving up the page. The fronts of both tyres point away from each other: toe-out. Dashed outlines show the wheels pointing straight ahead; toe-in would point the fronts toward each other."
      viewBox="0 0 260 210"
    >
      <line x1={130} y1={54} x2={130} y2={200} className={STYLE.reference} strokeDasharray="6 4" />
      <FrontMarker x={130} y={12} direction="up" />
      <rect x={104} y={84} width={52} height={44} rx={6} className={STYLE.part} />
      <Label x={130} y={110} anchor="middle" size={11}>
        Chassis
      </Label>
      {/* Arms and steering links from the bulkhead to each hub. */}
      <line x1={66} y1={105} x2={104} y2={105} className="stroke-current" strokeWidth={4} />
      <line x1={156} y1={105} x2={194} y2={105} className="stroke-current" strokeWidth={4} />
      <line x1={66} y1={122} x2={112} y2={128} className="stroke-current" strokeWidth={2} />
      <line x1={194} y1={122} x2={148} y2={128} className="stroke-current" strokeWidth={2} />
      <TopWheel cx={50} deg={-TOE} />
      <TopWheel cx={210} deg={TOE} />
      <Label x={50} y={200} anchor="middle" tone="highlight">
        Toe-out
      </Label>
      <Label x={210} y={200} anchor="middle" tone="highlight">
        Toe-out
      </Label>
    </Diagram>
  );
}

function CasterView() {
  const top = rotatePoint(70, 40, 70, 128, CASTER);
  const bottom = rotatePoint(70, 190, 70, 128, CASTER);
  const upperBall = rotatePoint(70, 92, 70, 128, CASTER);
  const lowerBall = rotatePoint(70, 164, 70, 128, CASTER);
  return (
    <Diagram
      title="Caster and kick-up, side view"
      description="A front wheel seen from the left side with the car driving to the left. The steering axis through the upper and lower ball joints leans back at the top: that angle from vertical is caster. Behind the wheel, the front hinge pin rises toward the front of the car compared with the chassis: that angle is kick-up."
      viewBox="0 0 260 210"
    >
      <FrontMarker x={10} y={16} direction="left" />
      <line x1={10} y1={194} x2={250} y2={194} className={STYLE.ground} strokeWidth={2} />
      <rect x={140} y={176} width={112} height={8} className={STYLE.part} />
      <SideWheel cx={70} cy={128} r={64} />
      <line x1={70} y1={194} x2={70} y2={34} className={STYLE.reference} strokeDasharray="6 4" />
      <line
        x1={bottom[0]}
        y1={bottom[1]}
        x2={top[0]}
        y2={top[1]}
        className={STYLE.highlight}
        strokeWidth={2}
        strokeDasharray="8 4"
      />
      <line
        x1={upperBall[0]}
        y1={upperBall[1]}
        x2={lowerBall[0]}
        y2={lowerBall[1]}
        className="stroke-current"
        strokeWidth={6}
      />
      <circle cx={upperBall[0]} cy={upperBall[1]} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <circle cx={lowerBall[0]} cy={lowerBall[1]} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <AngleArc cx={70} cy={128} r={80} from={-90} to={-90 + CASTER} />
      <Label x={102} y={46} tone="highlight">
        Caster
      </Label>
      {/* Front hinge pin: the front pivot sits higher than the rear one. */}
      <line x1={238} y1={148} x2={150} y2={148} className={STYLE.reference} strokeDasharray="6 4" />
      <AngleArc cx={238} cy={148} r={66} from={-180 + KICK_UP} to={-180} />
      <line x1={238} y1={148} x2={152} y2={130} className="stroke-current" strokeWidth={5} />
      <circle cx={152} cy={130} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <circle cx={238} cy={148} r={4} className={STYLE.rim} strokeWidth={1.5} />
      <Label x={196} y={118} anchor="middle" tone="highlight">
        Kick-up
      </Label>
      <Label x={196} y={166} anchor="middle" size={11}>
        Front hinge pin
      </Label>
    </Diagram>
  );
}

/** SPEC §2 Front End diagram: camber (front view), toe (top view), caster and kick-up (side view). */
export function FrontEndDiagram() {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <DiagramPanel caption="Camber · front view">
        <CamberView />
      </DiagramPanel>
      <DiagramPanel caption="Toe · top view">
        <ToeView />
      </DiagramPanel>
      <DiagramPanel caption="Caster & kick-up · side view">
        <CasterView />
      </DiagramPanel>
    </div>
  );
}
