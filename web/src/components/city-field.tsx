import { useId, useState, type ReactNode } from 'react';
import { byWilayaCode, cityOfText, wilayaLabel } from '@web/lib/cities';
import { Field } from './form-field';

interface Props {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The canonical city ("Alger"), or "" for none. */
  value: string;
  /** Gets the canonical city, or "" when the field is emptied. */
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
  cities: readonly string[];
  /** Shown while the field is empty ("Toutes les villes", "Choisissez une wilaya"). */
  placeholder?: string;
  required?: boolean;
  /** The name a native form sends the canonical city under. */
  name?: string;
}

/**
 * A wilaya picker with type-to-find: an input with its list of "16 – Alger" options in code order
 * (a native <select> of such labels loses first-letter typing). The list narrows as one types a
 * name or a code ("Alg", "16"); a whole name or option picks the city at once, a code or the start
 * of a single name when the field is left. The value given and sent stays the canonical name.
 */
export function CityField({ label, error, hint, value, onChange, onBlur, cities, placeholder, required, name }: Props) {
  const listId = useId();
  const options = byWilayaCode(cities);
  const shown = (city: string) => (city ? wilayaLabel(city) : '');
  // The text stands for `value`; a value set from elsewhere (the URL, a reset) rewrites it.
  const [state, setState] = useState({ text: shown(value), value });
  if (state.value !== value) setState({ text: shown(value), value });

  const pick = (city: string, text: string) => {
    setState({ text, value: city });
    if (city !== value) onChange({ target: { value: city } });
  };
  const settle = () => {
    if (!state.text.trim()) return pick('', '');
    const city = cityOfText(state.text, options, true);
    if (city) pick(city, shown(city));
    else setState({ text: shown(value), value });
  };

  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            required={required}
            placeholder={placeholder}
            value={state.text}
            onChange={(event) => {
              const text = event.target.value;
              const city = text.trim() ? cityOfText(text, options) : '';
              if (city === undefined) setState({ text, value });
              else pick(city, text);
            }}
            onBlur={() => {
              settle();
              onBlur?.();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') settle();
            }}
          />
          <datalist id={listId}>
            {options.map((city) => (
              <option key={city} value={wilayaLabel(city)} />
            ))}
          </datalist>
          {name && <input type="hidden" name={name} value={value} />}
        </>
      )}
    </Field>
  );
}
