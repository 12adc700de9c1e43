import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { applyTheme, readStoredTheme, type Theme } from '../../lib/theme';
import { Button } from '../ui/button';

/** A two-state switch between 'basic' and 'dark'; the choice persists in localStorage ('theme'). */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the basic theme' : 'Switch to the dark theme'}
      onClick={() => {
        const next: Theme = dark ? 'basic' : 'dark';
        applyTheme(next);
        setTheme(next);
      }}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </Button>
  );
}
