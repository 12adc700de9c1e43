import { Arrow, Diagram, DiagramPanel, FrontMarker, Label, SideWheel, STYLE } from './diagram-parts';

const FRONT_Y = 80;
const REAR_Y = 236;

function TopTyre({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <rect x={cx - 15} y={cy - 32} width={30} height={64} rx={7} className={STYLE.tyre} strokeWidth={1.5} />
      {[-22, -11, 0, 11, 22].map((dy) => (
        <line
          key={dy}
          x1={cx - 12}
          y1={cy + dy}
          x2={cx + 12}
          y2={cy + dy}
          className="stroke-card"
          strokeWidth={2}
        />
      ))}
    </g>
  );
}

function Diff({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={4}
      className="fill-card stroke-primary"
      strokeWidth={2}
    />
  );
}

function DrivetrainView() {
  return (
    <Diagram
      title="Drivetrain and wheelbase, top view"
      description="A 1:8 four-wheel-drive buggy seen from above, front at the top. Front, centre and rear differentials are joined by centre driveshafts; driveshafts run from the front and rear diffs to the wheels. The battery sits beside the centre diff and can move forward or back. The wheelbase is the distance between the front and rear axles."
      viewBox="0 0 280 300"
    >
      <FrontMarker x={130} y={4} direction="up" />
      <path d="M110 40 H150 L166 70 V250 Q166 272 150 272 H110 Q94 272 94 250 V70 Z" className={STYLE.part} />
      {[FRONT_Y, REAR_Y].map((y) => (
        <g key={y} className="stroke-current" strokeWidth={3}>
          <line x1={52} y1={y} x2={115} y2={y} />
          <line x1={145} y1={y} x2={208} y2={y} />
        </g>
      ))}
      <g className="stroke-current" strokeWidth={3}>
        <line x1={130} y1={FRONT_Y + 12} x2={130} y2={140} />
        <line x1={130} y1={168} x2={130} y2={REAR_Y - 12} />
      </g>
      <Diff x={115} y={FRONT_Y - 12} width={30} height={24} />
      <Diff x={114} y={140} width={32} height={28} />
      <Diff x={115} y={REAR_Y - 12} width={30} height={24} />
      <TopTyre cx={37} cy={FRONT_Y} />
      <TopTyre cx={223} cy={FRONT_Y} />
      <TopTyre cx={37} cy={REAR_Y} />
      <TopTyre cx={223} cy={REAR_Y} />
      <rect
        x={97}
        y={100}
        width={14}
        height={100}
        rx={2}
        className="fill-card stroke-current"
        strokeWidth={1.5}
      />
      <text
        x={104}
        y={150}
        textAnchor="middle"
        fontSize={10}
        transform="rotate(-90 104 150)"
        className="fill-current"
        dy={3.5}
      >
        Battery
      </text>
      <Arrow x1={82} y1={124} x2={82} y2={176} both tone="highlight" />
      <Label x={176} y={FRONT_Y - 8} anchor="middle" size={11}>
        Front diff
      </Label>
      <Label x={152} y={158} size={11}>
        Centre diff
      </Label>
      <Label x={176} y={REAR_Y - 8} anchor="middle" size={11}>
        Rear diff
      </Label>
      <g className={STYLE.reference} strokeDasharray="4 3">
        <line x1={240} y1={FRONT_Y} x2={266} y2={FRONT_Y} />
        <line x1={240} y1={REAR_Y} x2={266} y2={REAR_Y} />
      </g>
      <Arrow x1={258} y1={FRONT_Y} x2={258} y2={REAR_Y} both tone="highlight" />
      <text
        x={272}
        y={(FRONT_Y + REAR_Y) / 2}
        textAnchor="middle"
        transform={`rotate(-90 272 ${(FRONT_Y + REAR_Y) / 2})`}
        className="fill-primary font-medium"
      >
        Wheelbase
      </text>
    </Diagram>
  );
}

function RideHeightView() {
  return (
    <Diagram
      title="Ride height, side view"
      description="The car from the side on a flat setup board, driving to the left. Ride height is the gap between the board and the bottom of the chassis, measured front and rear with the car ready to run."
      viewBox="0 0 280 154"
    >
      <FrontMarker x={10} y={14} direction="left" />
      <rect x={8} y={128} width={264} height={8} className={STYLE.part} />
      <Label x={140} y={150} anchor="middle" tone="muted" size={11}>
        Flat setup board
      </Label>
      {/* Wing mount and wing, then the body shell, all behind the wheels. */}
      <g className="stroke-current" strokeWidth={3}>
        <line x1={226} y1={80} x2={234} y2={44} />
        <line x1={208} y1={46} x2={268} y2={34} strokeWidth={5} />
      </g>
      <path
        d="M30 92 Q44 66 84 62 L112 50 Q140 42 166 52 L214 70 Q236 76 246 92 Z"
        className="fill-primary stroke-current"
        strokeWidth={1.5}
      />
      <path d="M116 56 Q140 48 162 56 L158 66 L120 68 Z" className="fill-card" />
      <rect x={24} y={92} width={232} height={8} className={STYLE.part} />
      <SideWheel cx={50} cy={92} r={36} />
      <SideWheel cx={230} cy={92} r={36} />
      <Arrow x1={110} y1={101} x2={110} y2={127} both tone="highlight" strokeWidth={1.5} />
      <Label x={117} y={120} tone="highlight" size={11}>
        Ride height
      </Label>
    </Diagram>
  );
}

/** SPEC §2 Chassis & Drivetrain diagram: the three diffs, battery position and wheelbase; ride height. */
export function DrivetrainDiagram() {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <DiagramPanel caption="Diffs, battery & wheelbase · top view">
        <DrivetrainView />
      </DiagramPanel>
      <DiagramPanel caption="Ride height · side view">
        <RideHeightView />
      </DiagramPanel>
    </div>
  );
}
