import { Diagram, DiagramPanel, Label, STYLE } from './diagram-parts';

const FINS = [48, 58, 68, 78, 88];

function EngineView() {
  return (
    <Diagram
      title="Nitro engine tuning points, side view"
      description="A .21 nitro engine from the side: crankcase, cylinder and finned cooling head with the glow plug on top. The carburettor on the front of the crankcase carries the air filter on top, the high-speed needle on its side and the low-speed needle at the end of its barrel. The temperature is measured on the head beside the glow plug. Turning a needle in (clockwise) leans the mixture; turning it out richens it."
      viewBox="0 0 340 230"
    >
      {/* Crankcase, mount, cylinder and finned head. */}
      <rect x={140} y={178} width={140} height={8} rx={2} className={STYLE.part} />
      <rect x={150} y={124} width={120} height={56} rx={12} className={STYLE.part} strokeWidth={1.5} />
      <rect x={174} y={98} width={72} height={28} className={STYLE.part} strokeWidth={1.5} />
      <rect x={178} y={44} width={64} height={58} className={STYLE.part} strokeWidth={1.5} />
      {FINS.map((y) => (
        <rect key={y} x={160} y={y} width={100} height={6} rx={2} className={STYLE.part} strokeWidth={1.5} />
      ))}
      {/* Glow plug and the temperature reading point beside it. */}
      <rect
        x={203}
        y={30}
        width={14}
        height={16}
        rx={2}
        className="fill-card stroke-current"
        strokeWidth={1.5}
      />
      <rect x={207} y={22} width={6} height={8} className="fill-card stroke-current" strokeWidth={1.5} />
      <Label x={224} y={30}>
        Glow plug
      </Label>
      <g className="stroke-primary" strokeWidth={2} fill="none">
        <circle cx={236} cy={51} r={6} />
        <line x1={236} y1={41} x2={236} y2={61} />
        <line x1={226} y1={51} x2={246} y2={51} />
        <line x1={242} y1={51} x2={266} y2={51} strokeWidth={1} />
      </g>
      <Label x={270} y={48} tone="highlight" size={11}>
        Measure
      </Label>
      <Label x={270} y={61} tone="highlight" size={11}>
        temp. here
      </Label>
      {/* Flywheel and clutch bell on the crankshaft. */}
      <rect x={272} y={112} width={8} height={80} rx={2} className={STYLE.part} strokeWidth={1.5} />
      <rect x={282} y={130} width={18} height={44} rx={3} className={STYLE.part} strokeWidth={1.5} />
      <rect x={300} y={142} width={12} height={20} rx={1} className={STYLE.part} strokeWidth={1.5} />
      {/* Carburettor with the air filter on top and both needles. */}
      <rect x={112} y={108} width={40} height={32} rx={3} className={STYLE.part} strokeWidth={1.5} />
      <rect x={120} y={96} width={24} height={14} className={STYLE.part} strokeWidth={1.5} />
      <rect
        x={106}
        y={36}
        width={52}
        height={62}
        rx={12}
        className="fill-card stroke-current"
        strokeWidth={1.5}
      />
      {[48, 58, 68, 78, 88].map((y) => (
        <line key={y} x1={112} y1={y} x2={152} y2={y} className={STYLE.reference} strokeDasharray="3 3" />
      ))}
      <Label x={98} y={70} anchor="end">
        Air filter
      </Label>
      <line x1={112} y1={116} x2={88} y2={116} className="stroke-current" strokeWidth={2} />
      <rect
        x={78}
        y={110}
        width={10}
        height={12}
        rx={2}
        className="fill-card stroke-primary"
        strokeWidth={2}
      />
      <Label x={72} y={112} anchor="end" tone="highlight">
        High-speed
      </Label>
      <Label x={72} y={125} anchor="end" tone="highlight">
        needle
      </Label>
      <rect
        x={104}
        y={130}
        width={8}
        height={8}
        rx={1}
        className="fill-card stroke-primary"
        strokeWidth={2}
      />
      <line x1={76} y1={150} x2={102} y2={137} className="stroke-primary" strokeWidth={1} />
      <Label x={72} y={154} anchor="end" tone="highlight">
        Low-speed
      </Label>
      <Label x={72} y={167} anchor="end" tone="highlight">
        needle
      </Label>
      <Label x={14} y={204} size={11}>
        Needle in (clockwise): leaner
      </Label>
      <Label x={14} y={220} size={11}>
        Needle out (anticlockwise): richer
      </Label>
    </Diagram>
  );
}

/** SPEC §2 Nitro Motor diagram: needles, air filter, glow plug and where to read the temperature. */
export function NitroEngineDiagram() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <DiagramPanel caption="Nitro engine · side view">
        <EngineView />
      </DiagramPanel>
    </div>
  );
}
