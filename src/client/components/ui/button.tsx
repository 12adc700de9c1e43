import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'border border-input bg-card text-card-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-danger-foreground hover:bg-danger-hover',
  // A quiet Delete beside other actions: cn() does not resolve class conflicts, so the danger
  // colour must be the variant's own rather than a className laid over ghost's.
  'danger-ghost': 'text-danger-text hover:bg-danger-soft',
  link: 'text-primary underline underline-offset-4 hover:text-primary-hover',
} as const;

// Every size keeps at least a 24 px target (WCAG 2.2 2.5.8); default and icon give 40 px.
const sizes = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3 text-sm',
  icon: 'size-10',
  // A compact card's row of icons (the fleet's car card), still well over 24 px.
  'icon-sm': 'size-9',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'default',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'h-auto p-0' : sizes[size],
  );
}

/** For links styled as buttons use `buttonClass` on the Link (no Slot: it would cost the entry chunk). */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={cn(buttonClass(variant, size), className)} {...props} />;
}
