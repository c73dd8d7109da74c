import './deals.css';

// One small line drawing per category of shared/categories.ts, on its own tint: a deal without a
// photo still says what it is at a glance. Paths on a 24-unit grid, stroked; no files to fetch.
const ART: Record<string, readonly [background: string, colour: string, path: string]> = {
  Technologie: ['#dbeafe', '#1d4ed8', 'M5 5h14v10H5zM3 18.5h18'],
  Restaurants: ['#fee2e2', '#b91c1c', 'M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3M17 21V3c-2.2 1.2-3 4-3 8h3'],
  Alimentation: ['#dcfce7', '#15803d', 'M3 10h18l-2 10H5zM7.5 10 12 4l4.5 6M9 14v3M15 14v3'],
  Mode: ['#fce7f3', '#be185d', 'M10 5a2 2 0 1 1 2 2v1.5L3 16h18l-9-7.5'],
  Voyage: ['#e0f2fe', '#0369a1', 'M4 8h16v11H4zM9 8V5h6v3M8 8v11M16 8v11'],
  Maison: ['#fef3c7', '#b45309', 'M3 11 12 4l9 7M6 9.5V20h12V9.5M10 20v-5h4v5'],
  'Beauté et santé': ['#f3e8ff', '#7e22ce', 'M5 19c0-8 5-13 14-14 0 9-5 14-13 14M5 19l7-7'],
  Sport: ['#ffedd5', '#c2410c', 'M6 7v10M3 9.5v5M18 7v10M21 9.5v5M6 12h12'],
  Loisirs: ['#ede9fe', '#6d28d9', 'M3 8h18v2.5a1.5 1.5 0 0 0 0 3V16H3v-2.5a1.5 1.5 0 0 0 0-3zM14 8v8'],
  'Auto et moto': ['#e5e7eb', '#374151', 'M4 16v-3.5L6 7h12l2 5.5V16zM4 16v2.5h3V16M17 16v2.5h3V16M4 12.5h16'],
  Enfants: [
    '#fef9c3',
    '#a16207',
    'M12 3c3 0 5 2.4 5 5.5S14.5 15 12 15s-5-3.4-5-6.5S9 3 12 3zM12 15l-1 2h2zM12 17c0 2-1.5 2.5-1.5 4',
  ],
  Services: ['#ccfbf1', '#0f766e', 'M14.5 3.5a5 5 0 0 0 6 6L11 19a2.1 2.1 0 1 1-3-3l9.5-9.5a5 5 0 0 1-3-3z'],
  Éducation: ['#e0e7ff', '#4338ca', 'M2 9.5 12 5l10 4.5L12 14zM6 11.5V16c3.5 2.5 8.5 2.5 12 0v-4.5M22 9.5V15'],
  Autres: [
    '#e6f4f1',
    '#115e59',
    'M20 13.5 13.5 20a1.5 1.5 0 0 1-2.1 0L4 12.6V4h8.6l7.4 7.4a1.5 1.5 0 0 1 0 2.1zM8.5 8.5h.01',
  ],
};

interface Props {
  category: string;
  className?: string;
  /** Empty (the default) when the title beside it says what the deal is: then it is decoration. */
  label?: string;
}

/** A category's illustration, standing in for a deal's photo; an unknown category draws "Autres". */
export function CategoryArt({ category, className = '', label = '' }: Props) {
  const [background, colour, path] = ART[category] ?? ART.Autres;
  return (
    <div
      className={`category-art ${className}`.trim()}
      style={{ background, color: colour }}
      data-category={category in ART ? category : 'Autres'}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
