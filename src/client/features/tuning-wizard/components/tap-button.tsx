import { Button, type ButtonProps } from '../../../components/ui/button';
import { useTap } from '../lib/use-tap';

type TapButtonProps = Omit<ButtonProps, 'onClick' | 'onTouchStart' | 'onTouchMove' | 'onTouchEnd'> & {
  onTap: () => void;
};

/** A Button whose touches follow the wizard's tap rules (lib/use-tap.ts). */
export function TapButton({ onTap, disabled, ...props }: TapButtonProps) {
  const handlers = useTap(onTap, disabled);
  return <Button {...props} disabled={disabled} {...handlers} />;
}
