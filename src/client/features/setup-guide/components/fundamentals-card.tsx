import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FUNDAMENTALS } from '../guide-content/fundamentals';

/** SPEC §2 'Setup Fundamentals & Best Practices': static text. */
export function FundamentalsCard() {
  return (
    <Card aria-labelledby="fundamentals-title" className="render-when-visible">
      <CardHeader>
        <CardTitle id="fundamentals-title">Setup Fundamentals &amp; Best Practices</CardTitle>
        <CardDescription>The habits that make every setup change count.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-2">
          {FUNDAMENTALS.map((item, i) => (
            <li key={item.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
