import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last-resort screen when a page throws or its chunk fails to load (for example after a deploy).
 * It sits outside the app shell, so it carries its own landmark.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{detail}</p>
      <a href="/" className="font-medium text-primary underline underline-offset-4">
        Reload RC Setup Assistant
      </a>
    </main>
  );
}
