/** A 1:8 buggy in profile, drawn inline (no image request) in the theme's colours. Decorative only. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 320 170"
      aria-hidden="true"
      focusable="false"
      className="h-auto w-full max-w-md text-foreground"
    >
      <g className="stroke-muted-foreground" strokeWidth={3} strokeLinecap="round">
        <line x1={4} y1={84} x2={40} y2={84} />
        <line x1={14} y1={100} x2={44} y2={100} />
        <line x1={0} y1={116} x2={30} y2={116} />
      </g>
      <line x1={20} y1={155} x2={310} y2={155} className="stroke-border" strokeWidth={2} />
      <g className="stroke-current" strokeWidth={4} strokeLinecap="round">
        <line x1={248} y1={88} x2={258} y2={42} />
        <line x1={270} y1={92} x2={282} y2={38} />
      </g>
      <path
        d="M226 46 Q262 34 306 30 L306 40"
        fill="none"
        className="stroke-current"
        strokeWidth={6}
        strokeLinejoin="round"
      />
      <rect x={44} y={116} width={236} height={8} rx={3} className="fill-muted-foreground" />
      <path
        d="M34 114 Q44 92 84 88 L132 70 Q168 58 204 70 L252 86 Q276 92 286 112 L286 118 L34 118 Z"
        className="fill-primary stroke-current"
        strokeWidth={2}
      />
      <path d="M136 76 Q166 64 194 74 L188 86 L142 88 Z" className="fill-card" />
      {[76, 244].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={124} r={30} className="fill-muted-foreground stroke-current" strokeWidth={2} />
          <circle cx={cx} cy={124} r={17} className="fill-card stroke-current" strokeWidth={2} />
          <circle cx={cx} cy={124} r={4} className="fill-current" />
        </g>
      ))}
    </svg>
  );
}
