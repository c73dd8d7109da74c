import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITIES } from '@shared/cities';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { cityOfText } from '@web/lib/cities';
import { CityField } from './city-field';

// The wilaya picker: "16 – Alger" options in code order, found by typing a name or a code, and
// the canonical name as the value (docs/architecture.md#french-typography).

afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

/** A picker bound to state, as the forms and the Home filter hold it; `changes` gets each value. */
function Picker({ changes, initial = '' }: { changes: (city: string) => void; initial?: string }) {
  const [city, setCity] = useState(initial);
  return (
    <form aria-label="form">
      <CityField
        label="Ville"
        name="city"
        cities={[...CITIES].reverse()}
        placeholder="Toutes les villes"
        value={city}
        onChange={(event) => {
          changes(event.target.value);
          setCity(event.target.value);
        }}
      />
      <button type="button">ailleurs</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Ville' });
const options = () => [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
const sent = () => (document.querySelector('input[type="hidden"][name="city"]') as HTMLInputElement).value;

describe('the city picker', () => {
  it('lists the 58 wilayas as "16 – Alger", in code order', () => {
    render(<Picker changes={() => {}} />);
    expect(field()).toHaveAttribute('list');
    expect(options()).toHaveLength(58);
    expect(options()[0]).toBe('01 – Adrar');
    expect(options()[15]).toBe('16 – Alger');
    expect(options()[27]).toBe('28 – M’Sila');
    expect(options()[57]).toBe('58 – El Meniaa');
  });

  it('picks a city from its option, its name in any case or accent, and keeps the value canonical', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Picker changes={changes} />);
    await user.type(field(), '16 – Alger');
    expect(changes).toHaveBeenLastCalledWith('Alger');
    expect(sent()).toBe('Alger');

    await user.clear(field());
    expect(changes).toHaveBeenLastCalledWith('');
    await user.type(field(), 'bejaia');
    expect(changes).toHaveBeenLastCalledWith('Béjaïa');
    expect(sent()).toBe('Béjaïa');
  });

  it('finds a city from a code or the start of one name when the field is left', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Picker changes={changes} />);
    await user.type(field(), '16');
    // "1" and "16" alone pick nothing while typing: "16" could still become "16 – Alger" or more.
    expect(changes).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    expect(changes).toHaveBeenLastCalledWith('Alger');
    expect(field()).toHaveValue('16 – Alger');

    await user.clear(field());
    await user.type(field(), 'Tizi{Enter}');
    expect(changes).toHaveBeenLastCalledWith('Tizi Ouzou');
    expect(field()).toHaveValue('15 – Tizi Ouzou');
  });

  it('gives back the city it had when the text names none', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Picker changes={changes} initial="Oran" />);
    expect(field()).toHaveValue('31 – Oran');
    await user.clear(field());
    await user.type(field(), 'El');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    // "El" starts several names (El Bayadh, El Oued...): nothing chosen, the field empty as cleared.
    expect(changes).toHaveBeenLastCalledWith('');
    expect(field()).toHaveValue('');
    await user.type(field(), 'xyz');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    expect(field()).toHaveValue('');
    expect(sent()).toBe('');
  });

  it('speaks Arabic on an Arabic page, the value still the French name', async () => {
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Picker changes={changes} />);
    expect(options()[15]).toBe('16 – الجزائر');
    await user.type(field(), 'وهران');
    expect(changes).toHaveBeenLastCalledWith('Oran');
    expect(cityOfText('16', CITIES, true)).toBe('Alger');
    expect(cityOfText('الجزائر', CITIES)).toBe('Alger');
  });
});
