/** The initial-letter avatar of a member. */
export function Avatar({ name }: { name: string }) {
  const initial = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase('fr');
  return (
    <span className="avatar" aria-hidden="true">
      {initial}
    </span>
  );
}
