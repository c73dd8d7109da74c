import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, envelope, member, stubApi } from '@web/test/http';
import { LocationProbe, renderRoutes } from '@web/test/render';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn } from '@web/lib/session';
import { TOKEN_KEY, USER_KEY } from '@web/lib/storage';
import { Header } from './header';

const layout = [
  {
    path: '*',
    element: (
      <>
        <Header />
        <LocationProbe />
        <Outlet />
      </>
    ),
  },
];
const location = () => screen.getByTestId('location').textContent;
const signInAs = (user: typeof member) =>
  act(() => signIn({ token: 't', id: user.id, username: user.username, email: user.email, role: user.role }));

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
  stubApi(() => envelope(200, member));
});

describe('header search', () => {
  it('sends the trimmed text to Home as q on Enter, keeps it in the box on the results, and empties it on leaving', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(layout, '/deals/7');
    const box = screen.getByRole('searchbox', { name: 'Rechercher un bon plan' });
    await user.type(box, '  téléphone  Oran {Enter}');
    expect(location()).toBe('/?q=t%C3%A9l%C3%A9phone%20%20Oran');
    expect(new URLSearchParams(location()!.slice(2)).get('q')).toBe('téléphone  Oran');
    expect(box).toHaveValue('téléphone  Oran');

    await act(() => router.navigate('/about'));
    expect(box).toHaveValue('');
    await act(() => router.navigate('/?q=climatiseur'));
    expect(box).toHaveValue('climatiseur');
    // "Effacer" on Home drops q from the URL: the box follows.
    await act(() => router.navigate('/'));
    expect(box).toHaveValue('');
  });

  it("keeps Home's other choices with a new search, and clears the search when sent empty", async () => {
    const user = userEvent.setup();
    renderRoutes(layout, '/?city=Oran&sort=hot&expired=1');
    const box = screen.getByRole('searchbox', { name: 'Rechercher un bon plan' });
    await user.type(box, 'pizza{Enter}');
    expect(location()).toBe('/?city=Oran&sort=hot&expired=1&q=pizza');
    expect(box).toHaveValue('pizza');

    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/?city=Oran&sort=hot&expired=1');
  });

  it('ignores blank text', async () => {
    const user = userEvent.setup();
    renderRoutes(layout, '/about');
    const box = screen.getByRole('searchbox', { name: 'Rechercher un bon plan' });
    await user.type(box, '   {Enter}');
    expect(location()).toBe('/about');
    await user.click(screen.getByRole('button', { name: 'Lancer la recherche' }));
    expect(location()).toBe('/about');
  });
});

describe('header for guests and members', () => {
  it('offers Connexion and Inscription to guests, and no member entries', () => {
    renderRoutes(layout, '/');
    const bar = document.querySelector<HTMLElement>('.header-actions')!;
    expect(within(bar).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Créer un bon plan' })).toBeNull();
  });

  it('gives members a create button and a menu with avatar, profile and logout back to Home', async () => {
    const user = userEvent.setup();
    signInAs(member);
    renderRoutes(layout, '/profile');
    const bar = document.querySelector<HTMLElement>('.header-actions')!;
    // The "+" and the bell sit in the bar at every size (on a phone beside the hamburger).
    const quick = document.querySelector<HTMLElement>('.header-quick')!;
    expect(within(quick).getByRole('link', { name: 'Créer un bon plan' })).toHaveAttribute('href', '/deals/create');
    expect(within(quick).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Connexion' })).toBeNull();
    const menuButton = within(bar).getByRole('button', { name: 'Menu de amina' });
    expect(menuButton).toHaveTextContent('A');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/saved');
    expect(within(bar).getByRole('link', { name: 'Mes alertes' })).toHaveAttribute('href', '/alertes');
    expect(within(bar).queryByRole('link', { name: 'Nettoyage des images' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.click(within(bar).getByRole('button', { name: 'Déconnexion' }));
    expect(location()).toBe('/');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('shows the image clean-up entry to admins only', async () => {
    const user = userEvent.setup();
    signInAs(admin);
    renderRoutes(layout, '/');
    const bar = document.querySelector<HTMLElement>('.header-actions')!;
    await user.click(within(bar).getByRole('button', { name: 'Menu de admin' }));
    expect(within(bar).getByRole('link', { name: 'Nettoyage des images' })).toHaveAttribute(
      'href',
      '/admin/image-cleanup',
    );
  });

  it('has a hamburger menu with the same entries, usable from the keyboard', async () => {
    const user = userEvent.setup();
    signInAs(admin);
    renderRoutes(layout, '/about');
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).not.toBeVisible();
    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Fermer le menu');
    expect(panel).toBeVisible();
    const nav = within(panel).getByRole('navigation', { name: 'Menu principal' });
    const names = [...nav.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(names).toEqual([
      'Accueil',
      'Créer un bon plan',
      'Notifications',
      'Mon profil',
      'Mes favoris',
      'Mes alertes',
      'Modération',
      'Nettoyage des images',
      'Déconnexion',
      // The same page in Arabic, named in Arabic.
      'العربية',
    ]);
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(burger).toHaveFocus();
    await user.click(burger);
    await user.click(within(panel).getByRole('link', { name: 'Mon profil' }));
    expect(location()).toBe('/profile');
    expect(panel).not.toBeVisible();
  });
});
