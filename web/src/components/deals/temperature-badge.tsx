import type { Deal } from '@shared/api-types';
import { HOT_THRESHOLD } from '@shared/limits';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

/** Colour steps from cold to hot; each pairs text and background at WCAG AA contrast (deals.css). */
export type TemperatureLevel = 'cold' | 'neutral' | 'warm' | 'hot' | 'scorching';

/** The step of a temperature: below zero cold, then neutral, warm from half the threshold, hot past it. */
export function temperatureLevel(temperature: number, hot = temperature >= HOT_THRESHOLD): TemperatureLevel {
  if (hot) return temperature >= 3 * HOT_THRESHOLD ? 'scorching' : 'hot';
  if (temperature < 0) return 'cold';
  return temperature >= HOT_THRESHOLD / 2 ? 'warm' : 'neutral';
}

/** "120°", "−20°" (a true minus sign). */
const degrees = (t: number) => `${t < 0 ? '\u2212' : ''}${Math.abs(t)}°`;

/** "Température : 120 degrés, Hot" for screen readers (in the page's language). */
export const temperatureLabel = (temperature: number, hot: boolean) => T.temperatureLabel(temperature, hot);

interface Props {
  deal: Pick<Deal, 'temperature' | 'hot'>;
  /** The deal page shows it larger. */
  large?: boolean;
}

/** The deal's temperature from the votes: a coloured "120°", with a flame and "Hot" past the threshold. */
export function TemperatureBadge({ deal, large = false }: Props) {
  const level = temperatureLevel(deal.temperature, deal.hot);
  return (
    <span
      className={`temperature temperature-${level}${large ? ' temperature-large' : ''}`}
      role="img"
      aria-label={temperatureLabel(deal.temperature, deal.hot)}
    >
      {deal.hot && (
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M8.6 1c.4 2.3 3.9 4 3.9 8A4.5 4.5 0 0 1 3.5 9c0-1.9 1-3.2 2-4 .1 1.3.7 2.3 1.6 2.6C7 5.2 7.3 2.8 8.6 1Z"
          />
        </svg>
      )}
      {/* "−20°" keeps its sign and degree mark in place on a right-to-left page. */}
      <span dir="ltr">{degrees(deal.temperature)}</span>
      {deal.hot && <span className="temperature-flag">{T.hot}</span>}
    </span>
  );
}
