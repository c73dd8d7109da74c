import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../../shared/messages';
import { routes } from '../../../app/routes';
import { setNavigator } from '../../../lib/api-client';
import { memoryCache } from '../../../lib/cache';
import { resetDealsStore } from '../../../lib/deals/store';
import { getSession, initSession, signIn, signOut } from '../../../lib/session';
import { envelope, member, stubApi, type Call } from '../../../test/http';
import { renderRoutes } from '../../../test/render';

const stats = {
  dealsPosted: 3,
  commentsWritten: 7,
  votesCast: 12,
  upvotesReceived: 9,
  downvotesReceived: 2,
  totalScore: 7,
  memberSince: '2026-01-10T10:00:00.000Z',
};

let calls: Call[] = [];
let answerPassword: (body: unknown) => Response = () => envelope(200, null, MSG.passwordChanged);

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  memoryCache.clear();
  resetDealsStore();
  answerPassword = () => envelope(200, null, MSG.passwordChanged);
  calls = stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path === '/api/users/me/stats') return envelope(200, stats);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran', 'Constantine']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/deals?')) {
      return envelope(200, {
        content: [],
        number: 0,
        size: 6,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
      });
    }
    if (call.path === '/api/auth/profile') {
      return envelope(200, { ...member, ...(call.body as object), updatedAt: new Date().toISOString() });
    }
    if (call.path === '/api/auth/password') return answerPassword(call.body);
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city },
    ),
  );
});

const wait = { timeout: 5000 };
const section = (name: string) => screen.getByRole('region', { name });

describe('profile', () => {
  it("shows the member's stats and own deals", async () => {
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: member.username }, wait)).toBeInTheDocument();
    const activity = section('Mon activité');
    await waitFor(() => expect(within(activity).getByText('12')).toBeInTheDocument());
    expect(within(activity).getByText('Votes donnés').nextSibling).toHaveTextContent('12');
    expect(within(activity).getByText('Score total').nextSibling).toHaveTextContent('7');
    await waitFor(() => {
      const own = calls.map((c) => new URL(c.path, 'http://localhost')).find((u) => u.pathname === '/api/deals');
      expect(Object.fromEntries(own!.searchParams)).toEqual({ author: member.id, page: '0', size: '6' });
    });
    expect(
      await within(section('Mes bons plans')).findByText("Vous n'avez encore partagé aucun bon plan."),
    ).toBeInTheDocument();
  });

  it('sends only the changed fields and updates the session', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Mes informations' }, wait);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Aucune modification à enregistrer');
    expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(false);

    await user.selectOptions(within(form).getByLabelText('Ville'), 'Constantine');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(getSession().user?.city).toBe('Constantine'));
    expect(calls.find((c) => c.path === '/api/auth/profile')!.body).toEqual({ city: 'Constantine' });
    expect(await screen.findByText('Profil mis à jour.')).toBeInTheDocument();
  });

  it('changes the password: confirmation checked here, a wrong current password shown beside its field', async () => {
    const user = userEvent.setup();
    answerPassword = () =>
      envelope(400, { errors: { currentPassword: MSG.wrongCurrentPassword } }, MSG.wrongCurrentPassword);
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Changer le mot de passe' }, wait);
    const field = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
    await user.type(field('Mot de passe actuel'), 'ancien-mot-de-passe');
    await user.type(field('Nouveau mot de passe'), 'nouveau-mot-de-passe');
    await user.type(field('Confirmer le nouveau mot de passe'), 'autre-chose');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(field('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    expect(calls.some((c) => c.path === '/api/auth/password')).toBe(false);

    await user.clear(field('Confirmer le nouveau mot de passe'));
    await user.type(field('Confirmer le nouveau mot de passe'), 'nouveau-mot-de-passe');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(field('Mot de passe actuel')).toHaveAccessibleDescription(MSG.wrongCurrentPassword));
    expect(calls.find((c) => c.path === '/api/auth/password')!.body).toEqual({
      currentPassword: 'ancien-mot-de-passe',
      newPassword: 'nouveau-mot-de-passe',
    });

    answerPassword = () => envelope(200, null, MSG.passwordChanged);
    await user.clear(field('Mot de passe actuel'));
    await user.type(field('Mot de passe actuel'), 'le-bon-mot-de-passe');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(field('Nouveau mot de passe')).toHaveValue('');
  });
});
