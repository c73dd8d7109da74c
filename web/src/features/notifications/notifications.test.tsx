import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@shared/api-types';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { Header } from '@web/app/layout/header';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { LocationProbe, renderRoutes } from '@web/test/render';
import { UNREAD_POLL_MS } from './api/unread-count';

// Issue 17: the header's bell (unread count, dropdown of the latest five, "Tout marquer comme
// lu"), the phone menu's entry, and the /notifications page.

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
const wait = { timeout: 10_000 };

let seq = 0;
function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  seq++;
  return {
    id: `n-${seq}`,
    ids: [`n-${seq}`],
    kind: 'comment',
    dealId: `deal${String(seq).padStart(12, '0')}`,
    text: `Notification numéro ${seq}`,
    read: false,
    // Newest first: the first made is the newest.
    createdAt: new Date(Date.now() - seq * 60_000).toISOString(),
    ...overrides,
  };
}

/** The member's notifications, newest first, as the API keeps them. */
let stored: AppNotification[] = [];
let calls: Call[] = [];
const unreadOf = () => stored.filter((n) => !n.read).length;

function answer(call: Call): Response {
  const url = new URL(call.path, 'http://localhost');
  if (url.pathname === '/api/auth/me') return envelope(200, member);
  if (url.pathname === '/api/deals/categories') return envelope(200, ['Technologie', 'Maison']);
  if (url.pathname === '/api/notifications/unread-count') return envelope(200, { unread: unreadOf() });
  if (url.pathname === '/api/notifications' && call.method === 'GET') {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    return envelope(200, {
      content: stored.slice(page * size, (page + 1) * size),
      number: page,
      size,
      totalElements: stored.length,
      totalPages: Math.ceil(stored.length / size),
      first: page === 0,
      last: (page + 1) * size >= stored.length,
    });
  }
  if (url.pathname === '/api/notifications/read' && call.method === 'POST') {
    const ids = (call.body as { ids?: string[] }).ids;
    stored = stored.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
    return envelope(200, { unread: unreadOf() }, MSG.notificationsRead);
  }
  return envelope(404, null, MSG.routeNotFound);
}

const readCalls = () => calls.filter((c) => c.path === '/api/notifications/read');
const signInAsMember = () =>
  act(() => signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }));

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  seq = 0;
  stored = [];
  calls = stubApi(answer).calls;
});

describe('the bell', () => {
  it('is not shown to guests, and nothing is asked for them', () => {
    renderRoutes(layout, '/');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/notifications'))).toBe(false);
  });

  it('shows the unread count as a badge and in its name, polls it, and the phone menu repeats it', async () => {
    const user = userEvent.setup();
    stored = [makeNotification(), makeNotification(), makeNotification({ read: true })];
    signInAsMember();
    renderRoutes(layout, '/about');
    const bell = await screen.findByRole('button', { name: 'Notifications (2 non lues)' }, wait);
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    // The phone menu has the same count.
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const entry = within(menu).getByRole('link', { name: 'Notifications (2 non lues)' });
    expect(entry).toHaveAttribute('href', '/notifications');
    expect(entry).toHaveTextContent('2');
    expect(within(menu).getByRole('link', { name: 'Mes alertes' })).toHaveAttribute('href', '/alertes');
  });

  it('asks for the count again every 10 s while the page is in view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stored = [makeNotification()];
    signInAsMember();
    renderRoutes(layout, '/about');
    expect(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }, wait)).toBeInTheDocument();
    const asked = () => calls.filter((c) => c.path === '/api/notifications/unread-count').length;
    expect(asked()).toBe(1);

    stored = [makeNotification(), ...stored];
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 5_000));
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('button', { name: 'Notifications (2 non lues)' }, wait)).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('stops asking while the page is hidden, and asks at once when it comes back into view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      stored = [makeNotification()];
      signInAsMember();
      renderRoutes(layout, '/about');
      expect(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }, wait)).toBeInTheDocument();
      const asked = () => calls.filter((c) => c.path === '/api/notifications/unread-count').length;
      expect(asked()).toBe(1);

      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      stored = [makeNotification(), ...stored];
      await act(() => vi.advanceTimersByTimeAsync(6 * UNREAD_POLL_MS));
      expect(asked()).toBe(1);

      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByRole('button', { name: 'Notifications (2 non lues)' }, wait)).toBeInTheDocument();
      expect(asked()).toBe(2);
    } finally {
      visibility.mockRestore();
    }
  });

  it('opens the five latest, unread ones marked; following one marks it read and opens its deal', async () => {
    const user = userEvent.setup();
    stored = [
      makeNotification({ text: 'karim a commenté votre bon plan' }),
      makeNotification({ kind: 'hot', text: 'Votre bon plan est Hot', read: true }),
      makeNotification({ kind: 'alert', text: 'Nouveau bon plan pour votre alerte' }),
      makeNotification({ read: true }),
      makeNotification({ read: true }),
      makeNotification({ read: true, text: 'La sixième, pas dans le menu' }),
    ];
    signInAsMember();
    renderRoutes(layout, '/about');
    const bell = await screen.findByRole('button', { name: 'Notifications (2 non lues)' }, wait);
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(panel).getAllByTestId('notification')).toHaveLength(5), wait);
    expect(calls.some((c) => c.path === '/api/notifications?page=0&size=5')).toBe(true);
    expect(within(panel).queryByText('La sixième, pas dans le menu')).toBeNull();

    const [first, second] = within(panel).getAllByTestId('notification');
    expect(first).toHaveAccessibleName(expect.stringMatching(/^Non lue\s:\skarim a commenté votre bon plan il y a/));
    expect(first).toHaveClass('notif-unread');
    expect(first).toHaveAttribute('href', `/deals/${stored[0].dealId}`);
    expect(second).not.toHaveClass('notif-unread');
    expect(second).toHaveAccessibleName(expect.stringMatching(/^Votre bon plan est Hot/));
    expect(within(panel).getByRole('link', { name: 'Voir toutes les notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await user.click(first);
    expect(location()).toBe(`/deals/${stored[0].dealId}`);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    expect(readCalls()[0]).toMatchObject({ method: 'POST', body: { ids: ['n-1'] } });
    expect(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }, wait)).toBeInTheDocument();
  });

  it('marks every notification of a group read when it is followed', async () => {
    const user = userEvent.setup();
    stored = [
      makeNotification({ text: 'karim et 2 autres membres ont commenté votre bon plan', ids: ['n-1', 'n-0b', 'n-0c'] }),
    ];
    signInAsMember();
    renderRoutes(layout, '/about');
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }, wait));
    const [group] = await screen.findAllByTestId('notification', undefined, wait);
    expect(group).toHaveAccessibleName(expect.stringMatching(/karim et 2 autres membres ont commenté/));
    await user.click(group);
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    expect(readCalls()[0]).toMatchObject({ body: { ids: ['n-1', 'n-0b', 'n-0c'] } });
  });

  it('"Tout marquer comme lu" clears the badge and the marks', async () => {
    const user = userEvent.setup();
    stored = [makeNotification(), makeNotification(), makeNotification({ read: true })];
    signInAsMember();
    renderRoutes(layout, '/about');
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 non lues)' }, wait));
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(panel).getAllByTestId('notification')).toHaveLength(3), wait);

    await user.click(within(panel).getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(bell).not.toHaveTextContent(/\d/);
    expect(readCalls()).toHaveLength(1);
    expect(readCalls()[0].body).toEqual({});
    expect(panel.querySelectorAll('.notif-unread')).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    signInAsMember();
    renderRoutes(layout, '/about');
    const bell = await screen.findByRole('button', { name: 'Notifications' }, wait);
    await user.click(bell);
    const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByText('Aucune notification pour le moment', {}, wait)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });
});

describe('in Arabic', () => {
  it('speaks Arabic around the texts, which keep their own direction', async () => {
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
    try {
      const user = userEvent.setup();
      stored = [
        makeNotification({ text: 'karim a commenté votre bon plan «\u202FPizza\u202F»' }),
        makeNotification({ text: 'عرض جديد لتنبيهك' }),
        makeNotification({ read: true }),
      ];
      signInAsMember();
      renderRoutes(layout, '/about');
      const bell = await screen.findByRole('button', { name: 'الإشعارات (إشعاران غير مقروءين)' }, wait);
      await user.click(bell);
      const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
      await waitFor(() => expect(within(panel).getAllByTestId('notification')).toHaveLength(3), wait);
      const [first] = within(panel).getAllByTestId('notification');
      expect(first).toHaveAccessibleName(expect.stringMatching(/^غير مقروء:\skarim a commenté votre bon plan/));
      expect(first!.querySelector('.notif-text')).toHaveAttribute('dir', 'auto');
      expect(first!.querySelector('time')).toHaveTextContent(/^منذ/);
      expect(within(panel).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeEnabled();
      expect(within(panel).getByRole('link', { name: 'عرض كل الإشعارات' })).toHaveAttribute('href', '/notifications');
    } finally {
      setLanguageSource(() => 'fr');
    }
  });
});

describe('/notifications', () => {
  it('sends guests to Login first', async () => {
    const { router } = renderRoutes(routes, '/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, wait)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/notifications')}`);
  });

  it('lists them page by page, newest first, with the page in the URL', async () => {
    const user = userEvent.setup();
    stored = Array.from({ length: 25 }, (_, i) => makeNotification({ read: i >= 3 }));
    signInAsMember();
    const { router } = renderRoutes(routes, '/notifications');
    const page = await screen.findByRole('region', { name: 'Notifications' }, wait);
    await waitFor(() => expect(within(page).getAllByTestId('notification')).toHaveLength(20), wait);
    expect(calls.some((c) => c.path === '/api/notifications?page=0&size=20')).toBe(true);
    expect(within(page).getAllByTestId('notification')[0]).toHaveTextContent('Notification numéro 1');
    expect(within(page).getByText('3 non lues')).toBeInTheDocument();
    expect(within(page).getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Précédentes' })).toBeDisabled();

    await user.click(within(page).getByRole('button', { name: 'Suivantes' }));
    await waitFor(() => expect(within(page).getAllByTestId('notification')).toHaveLength(5), wait);
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((c) => c.path === '/api/notifications?page=1&size=20')).toBe(true);
    expect(within(page).getAllByTestId('notification')[0]).toHaveTextContent('Notification numéro 21');
    expect(within(page).getByRole('button', { name: 'Suivantes' })).toBeDisabled();

    await user.click(within(page).getByRole('button', { name: 'Précédentes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(page).getAllByTestId('notification')).toHaveLength(20));
  });

  it('"Tout marquer comme lu" marks the page and the header read', async () => {
    const user = userEvent.setup();
    stored = [makeNotification(), makeNotification({ read: true })];
    signInAsMember();
    renderRoutes(routes, '/notifications');
    const page = await screen.findByRole('region', { name: 'Notifications' }, wait);
    await waitFor(() => expect(within(page).getAllByTestId('notification')).toHaveLength(2), wait);
    await screen.findByRole('button', { name: 'Notifications (1 non lue)' }, wait);

    await user.click(within(page).getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications'),
    );
    expect(page.querySelectorAll('.notif-unread')).toHaveLength(0);
    expect(within(page).queryByText(/non lue/)).toBeNull();
    expect(readCalls().map((c) => c.body)).toEqual([{}]);
  });

  it('has a French empty state', async () => {
    signInAsMember();
    renderRoutes(routes, '/notifications');
    const page = await screen.findByRole('region', { name: 'Notifications' }, wait);
    expect(
      await within(page).findByRole('heading', { level: 2, name: 'Aucune notification pour le moment' }, wait),
    ).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Gérer mes alertes' })).toHaveAttribute('href', '/alertes');
    expect(within(page).getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
    expect(document.title).toMatch(/^Notifications/);
  });
});
