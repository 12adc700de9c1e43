import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/*
 * Building blocks for the guide's technical drawings. Colours come from the theme's CSS variables
 * (Tailwind fill-/stroke- utilities and currentColor), so each drawing follows the light and dark themes.
 * Coordinates are in viewBox units; labels use 11-12 units so they stay readable on a 375 px phone.
 */

/** Outline and part styles shared by every drawing. */
export const STYLE = {
  part: 'fill-muted stroke-current',
  tyre: 'fill-muted-foreground stroke-current',
  rim: 'fill-card stroke-current',
  reference: 'stroke-muted-foreground',
  highlight: 'stroke-primary',
  ground: 'stroke-muted-foreground',
} as const;

interface DiagramProps {
  title: string;
  description: string;
  viewBox: string;
  children: ReactNode;
}

/** One drawing: an SVG image named by its <title> and described by its <desc>. */
export function Diagram({ title, description, viewBox, children }: DiagramProps) {
  const id = useId();
  return (
    <svg
      viewBox={viewBox}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full text-foreground"
      fontSize={12}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

interface LabelProps {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: 'start' | 'middle' | 'end';
  tone?: 'default' | 'highlight' | 'muted';
  size?: number;
}

const TONE = { default: 'fill-current', highlight: 'fill-primary', muted: 'fill-muted-foreground' };

/** A text label with a halo in the card colour, so it stays legible where it crosses a line. */
export function Label({ x, y, children, anchor = 'start', tone = 'default', size }: LabelProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={size}
      paintOrder="stroke"
      strokeWidth={3}
      className={cn('stroke-card font-medium', TONE[tone])}
    >
      {children}
    </text>
  );
}

interface ArrowProps {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  tone?: keyof typeof ARROW_TONE;
  /** Draw a head at the start too. */
  both?: boolean;
  strokeWidth?: number;
}

const ARROW_TONE = {
  highlight: 'stroke-primary fill-primary',
  default: 'stroke-current fill-current',
  muted: 'stroke-muted-foreground fill-muted-foreground',
} as const;

/** The three corners of an arrow head at (x, y), pointing away from (fromX, fromY). */
function headPoints(fromX: number, fromY: number, x: number, y: number, size = 7): string {
  const angle = Math.atan2(y - fromY, x - fromX);
  const spread = Math.PI / 7;
  const left = [x - size * Math.cos(angle - spread), y - size * Math.sin(angle - spread)];
  const right = [x - size * Math.cos(angle + spread), y - size * Math.sin(angle + spread)];
  return [x, y, ...left, ...right].map((n) => n.toFixed(1)).join(' ');
}

/** A straight arrow; the heads are polygons (no <marker>, so no ids shared between drawings). */
export function Arrow({ x1, y1, x2, y2, tone = 'highlight', both, strokeWidth = 2 }: ArrowProps) {
  return (
    <g className={ARROW_TONE[tone]} strokeWidth={strokeWidth}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polygon points={headPoints(x1, y1, x2, y2)} />
      {both && <polygon points={headPoints(x2, y2, x1, y1)} />}
    </g>
  );
}

/** An arc of radius r around (cx, cy) from one angle to another (degrees, 0 = right, clockwise), with the
 * sector between them lightly filled so a small angle still reads as an angle. */
export function AngleArc({
  cx,
  cy,
  r,
  from,
  to,
}: {
  cx: number;
  cy: number;
  r: number;
  from: number;
  to: number;
}) {
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(cx + r * Math.cos(rad)).toFixed(1)} ${(cy + r * Math.sin(rad)).toFixed(1)}`;
  };
  const sweep = to > from ? 1 : 0;
  const arc = `M${point(from)} A${r} ${r} 0 0 ${sweep} ${point(to)}`;
  return (
    <g>
      <path
        d={`M${cx} ${cy} L${point(from)} A${r} ${r} 0 0 ${sweep} ${point(to)} Z`}
        className="fill-primary/15"
      />
      <path d={arc} fill="none" className="stroke-primary" strokeWidth={2} />
    </g>
  );
}

/** A wheel seen from the side: a pin-tread tyre, rim and hub. */
export function SideWheel({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={STYLE.tyre} strokeWidth={1.5} />
      <circle
        cx={cx}
        cy={cy}
        r={r - 5}
        fill="none"
        className="stroke-card"
        strokeWidth={3}
        strokeDasharray="3 5"
      />
      <circle cx={cx} cy={cy} r={r * 0.58} className={STYLE.rim} strokeWidth={1.5} />
      <circle cx={cx} cy={cy} r={r * 0.14} className={STYLE.part} strokeWidth={1.5} />
    </g>
  );
}

/** (x, y) turned by `deg` degrees clockwise around (cx, cy): where a point on a tilted part ends up. */
export function rotatePoint(x: number, y: number, cx: number, cy: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(rad) - dy * Math.sin(rad), cy + dx * Math.sin(rad) + dy * Math.cos(rad)];
}

/** "Front" with an arrow pointing the way the car drives. */
export function FrontMarker({ x, y, direction }: { x: number; y: number; direction: 'left' | 'up' }) {
  return direction === 'left' ? (
    <g>
      <Arrow x1={x + 34} y1={y} x2={x} y2={y} tone="muted" />
      <Label x={x + 40} y={y + 4} tone="muted">
        Front
      </Label>
    </g>
  ) : (
    <g>
      <Arrow x1={x} y1={y + 30} x2={x} y2={y} tone="muted" />
      <Label x={x + 7} y={y + 12} tone="muted">
        Front
      </Label>
    </g>
  );
}

/** A row of drawings with one visible caption each; the caption repeats the SVG title, so it is hidden from AT. */
export function DiagramPanel({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border bg-card p-2">
      <p aria-hidden="true" className="text-center text-sm font-medium text-muted-foreground">
        {caption}
      </p>
      {children}
    </div>
  );
}
