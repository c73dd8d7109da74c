import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in screen uses. */
export function AuthLayout({ title, intro, children, footer }: Props) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </section>
      {footer && <div className="auth-footer">{footer}</div>}
    </div>
  );
}
