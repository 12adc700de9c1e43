import { BookOpen, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordFlow } from './reset-password/reset-password-flow';

const TABS = [
  { value: 'login', label: 'Sign In', title: 'Sign In' },
  { value: 'register', label: 'Sign Up', title: 'Sign Up' },
  { value: 'forgot', label: 'Reset Password', title: 'Reset Password' },
] as const;
type AuthTab = (typeof TABS)[number]['value'];

const isAuthTab = (v: string | null): v is AuthTab => TABS.some((t) => t.value === v);

const triggerClass =
  'flex-1 rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors ' +
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function AuthPage() {
  // ?tab=register lets the landing page's "Sign Up" call to action open the right tab.
  const [params] = useSearchParams();
  const initial = params.get('tab');
  const [tab, setTab] = useState<AuthTab>(isAuthTab(initial) ? initial : 'login');
  // After a reset the sign-in form opens with the account's e-mail in it.
  const [identifier, setIdentifier] = useState('');
  useDocumentTitle(TABS.find((t) => t.value === tab)?.title ?? 'Sign In');

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to RC Setup Assistant</h1>
        <p className="mt-2 text-muted-foreground">
          Sign in to manage your RC fleet, transponders and setup sheets.
        </p>
      </div>

      <Card className="p-4 sm:p-6">
        <Tabs.Root value={tab} onValueChange={(v) => isAuthTab(v) && setTab(v)}>
          <Tabs.List aria-label="Account" className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} className={triggerClass}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="login" className="outline-none">
            <LoginForm identifier={identifier} />
            <p className="mt-4 text-center text-sm text-muted-foreground">
              New here?{' '}
              <button
                type="button"
                className="font-medium text-primary underline"
                onClick={() => setTab('register')}
              >
                Create an account
              </button>
            </p>
          </Tabs.Content>
          <Tabs.Content value="register" className="outline-none">
            <RegisterForm />
          </Tabs.Content>
          <Tabs.Content value="forgot" className="outline-none">
            <ResetPasswordFlow
              onDone={(email) => {
                setIdentifier(email);
                setTab('login');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Card>

      <nav
        aria-label="Explore without an account"
        className="flex flex-col gap-2 text-sm sm:flex-row sm:justify-center sm:gap-6"
      >
        <Link
          to="/public-setups"
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Users aria-hidden="true" className="size-4" />
          Browse Community Setup Sheets
        </Link>
        <Link
          to="/setup-tips"
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          Get Setup Tips & Advice
        </Link>
      </nav>
    </div>
  );
}
