import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api-types';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import type { Language } from '@shared/i18n/languages';
import { FIELD_MSG, MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { getSession, initSession, signIn, signOut, updateSessionUser } from '@web/lib/session';
import { TOKEN_KEY } from '@web/lib/storage';
import { envelope, member, memberStats, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { asRead } from '@web/test/text';

const stats = memberStats;

let calls: Call[] = [];
let answerPassword: (body: unknown) => Response = () => envelope(200, null, MSG.passwordChanged);
let answerProfile: (body: Record<string, unknown>) => Response;
let stubUnlink: (path: string) => Response;
/** What `/api/auth/me` answers. */
let me: User = member;

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  answerPassword = () => envelope(200, null, MSG.passwordChanged);
  answerProfile = (body) => envelope(200, { ...member, ...body, updatedAt: new Date().toISOString() });
  stubUnlink = () => envelope(404, null, MSG.providerNotLinked);
  me = member;
  calls = stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, me);
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
    if (call.path === '/api/auth/profile') return answerProfile(call.body as Record<string, unknown>);
    if (call.path === '/api/auth/password') return answerPassword(call.body);
    if (call.path.startsWith('/api/auth/identities/')) return stubUnlink(call.path);
    if (call.path === '/api/auth/logout-all') return envelope(200, null, MSG.loggedOutEverywhere);
    if (call.path === '/api/auth/resend-verification') return envelope(200, null, MSG.verificationSent);
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
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
      await within(section('Mes bons plans')).findByText('Vous n’avez encore partagé aucun bon plan.'),
    ).toBeInTheDocument();
  });

  it('shows the reputation, the level, what the next one needs, whether reports count, the badges and the public page', async () => {
    renderRoutes(routes, '/profile');
    const standing = await screen.findByRole('region', { name: 'Ma réputation' }, wait);
    await waitFor(() => expect(within(standing).getByText('Membre')).toBeInTheDocument());
    expect(standing).toHaveTextContent('43 points de réputation');
    expect(standing).toHaveTextContent('Encore 7 points pour atteindre Confirmé');
    expect(standing).toHaveTextContent('ne comptent pas encore');
    expect(within(standing).getByText('Premier bon plan')).toBeInTheDocument();
    expect(within(standing).getByText('12 janvier 2026')).toBeInTheDocument();
    expect(within(standing).getByRole('link', { name: 'Voir mon profil public' })).toHaveAttribute(
      'href',
      `/membres/${encodeURIComponent(member.username)}`,
    );
  });

  it('sends only the changed fields and updates the session', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Mes informations' }, wait);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Aucune modification à enregistrer');
    expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(false);

    await user.clear(within(form).getByLabelText('Ville'));
    await user.type(within(form).getByLabelText('Ville'), 'Constantine');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(getSession().user?.city).toBe('Constantine'));
    expect(calls.find((c) => c.path === '/api/auth/profile')!.body).toEqual({ city: 'Constantine' });
    expect(await screen.findByText(asRead(MSG.profileUpdated))).toBeInTheDocument();
  });

  it('refuses a new reserved username beside the field, sending nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Mes informations' }, wait);
    const username = within(form).getByLabelText('Nom d’utilisateur');
    await user.clear(username);
    await user.type(username, 'Admin.DZ');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(username).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.usernameReserved));
    expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(false);
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
    expect(await within(form).findByText(asRead(MSG.passwordChanged))).toBeInTheDocument();
    expect(field('Nouveau mot de passe')).toHaveValue('');
  });

  it('asks for the current password to change the email, sends it, and shows the server refusal beside it', async () => {
    const user = userEvent.setup();
    // An applied email change ends every other session: the answer carries this device's fresh token.
    const changed = { ...member, email: 'nouvelle@exemple.dz', emailVerified: false, token: 'jeton-apres-email' };
    answerProfile = (body) =>
      body.currentPassword === 'le-bon-mot-de-passe'
        ? envelope(200, changed, MSG.emailChanged)
        : envelope(403, { errors: { currentPassword: MSG.wrongCurrentPassword } }, MSG.wrongCurrentPassword);
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Mes informations' }, wait);
    const email = within(form).getByLabelText('Adresse email');
    const password = () => within(form).queryByLabelText('Mot de passe actuel', { selector: 'input' });
    const save = () => user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(password()).toBeNull();

    await user.clear(email);
    await user.type(email, 'nouvelle@exemple.dz');
    expect(password()).toBeInTheDocument();
    // The same address in other letters is no change.
    await user.clear(email);
    await user.type(email, member.email.toUpperCase());
    expect(password()).toBeNull();
    await user.clear(email);
    await user.type(email, 'nouvelle@exemple.dz');

    await save();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.currentPasswordForEmail));
    expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(false);

    await user.type(password()!, 'mauvais-mot-de-passe');
    await save();
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(expect.stringContaining(MSG.wrongCurrentPassword)),
    );
    expect(password()).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(asRead(MSG.wrongCurrentPassword));
    expect(calls.filter((c) => c.path === '/api/auth/profile').map((c) => c.body)).toEqual([
      { email: 'nouvelle@exemple.dz', currentPassword: 'mauvais-mot-de-passe' },
    ]);

    await user.clear(password()!);
    await user.type(password()!, 'le-bon-mot-de-passe');
    await save();
    expect(await screen.findByText(asRead(MSG.emailChanged))).toBeInTheDocument();
    expect(getSession().user).toMatchObject({ email: 'nouvelle@exemple.dz', emailVerified: false });
    expect(getSession().user).not.toHaveProperty('token');
    expect(getSession().token).toBe('jeton-apres-email');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jeton-apres-email');
    expect(password()).toBeNull();
    expect(screen.getByText('Adresse non vérifiée')).toBeInTheDocument();
  });

  it('tells a member without a password (Google, Facebook) that the current address must confirm a new one', async () => {
    const user = userEvent.setup();
    const linked = {
      ...member,
      hasPassword: false,
      identities: [{ provider: 'facebook' as const, linkedAt: '2026-01-10T10:00:00.000Z' }],
    };
    act(() => updateSessionUser(linked));
    // The server changes nothing of the email yet: 202, the member as is, and its word.
    answerProfile = () => envelope(202, linked, MSG.emailChangeMailed);
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Mes informations' }, wait);
    const email = within(form).getByLabelText('Adresse email');
    await user.clear(email);
    await user.type(email, 'nouvelle@exemple.dz');
    expect(within(form).queryByLabelText('Mot de passe actuel', { selector: 'input' })).toBeNull();
    expect(within(form).getByText(/un lien de confirmation sera envoyé à votre adresse actuelle/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(asRead(MSG.emailChangeMailed))).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/profile')!.body).toEqual({ email: 'nouvelle@exemple.dz' });
    // Nothing moved: the session and the form show the address as it is.
    expect(getSession().user?.email).toBe(member.email);
    expect(email).toHaveValue(member.email);
    expect(getSession().token).toBe('t');
  });

  it('lists the linked sign-in identities and unlinks one while another way in remains', async () => {
    const user = userEvent.setup();
    const both = {
      ...member,
      hasPassword: false,
      identities: [
        { provider: 'google' as const, linkedAt: '2026-01-10T10:00:00.000Z' },
        { provider: 'facebook' as const, linkedAt: '2026-02-03T10:00:00.000Z' },
      ],
    };
    act(() => updateSessionUser(both));
    let unlinks = 0;
    stubUnlink = (path) => {
      unlinks++;
      if (path.endsWith('/facebook'))
        return envelope(200, { ...both, identities: [both.identities[0]] }, MSG.identityUnlinked);
      return envelope(409, null, MSG.lastWayIn);
    };
    renderRoutes(routes, '/profile');
    const card = await screen.findByRole('region', { name: 'Connexions Google et Facebook' }, wait);
    expect(within(card).getByText('Google')).toBeInTheDocument();
    expect(within(card).getByText('lié le 3 février 2026')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Retirer Facebook' }));
    expect(await within(card).findByText(asRead(MSG.identityUnlinked))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Retirer Facebook' })).toBeNull();
    expect(getSession().user?.identities).toEqual([both.identities[0]]);

    // The last way in stays, with the server's word.
    await user.click(within(card).getByRole('button', { name: 'Retirer Google' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(asRead(MSG.lastWayIn));
    expect(within(card).getByRole('button', { name: 'Retirer Google' })).toBeInTheDocument();
    expect(unlinks).toBe(2);
    expect(calls.filter((c) => c.path.startsWith('/api/auth/identities/')).map((c) => [c.method, c.path])).toEqual([
      ['DELETE', '/api/auth/identities/facebook'],
      ['DELETE', '/api/auth/identities/google'],
    ]);
  });

  it('shows whether the address is confirmed, with a new link on demand', async () => {
    const user = userEvent.setup();
    act(() => updateSessionUser({ ...member, emailVerified: false }));
    const view = renderRoutes(routes, '/profile');
    const status = (await screen.findByText('Adresse non vérifiée', undefined, wait)).closest('p')!;
    await user.click(within(status).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(within(status).getByRole('status')).toHaveTextContent(asRead(MSG.verificationSent)));
    view.unmount();

    act(() => updateSessionUser(member));
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('Adresse vérifiée', undefined, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).toBeNull();
  });

  it('keeps this device signed in with the fresh token the password change answers', async () => {
    const user = userEvent.setup();
    answerPassword = () =>
      envelope(
        200,
        { token: 'jeton-neuf', id: member.id, username: member.username, email: member.email, role: 'USER' },
        MSG.passwordChanged,
      );
    const { router } = renderRoutes(routes, '/profile');
    const form = await screen.findByRole('region', { name: 'Changer le mot de passe' }, wait);
    const field = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
    await user.type(field('Mot de passe actuel'), 'ancien-mot-de-passe');
    await user.type(field('Nouveau mot de passe'), 'nouveau-mot-de-passe');
    await user.type(field('Confirmer le nouveau mot de passe'), 'nouveau-mot-de-passe');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText(asRead(MSG.passwordChanged))).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jeton-neuf');
    expect(getSession()).toMatchObject({ token: 'jeton-neuf', user: { id: member.id } });

    // The next call carries the new token, and the member is still here.
    const details = section('Mes informations');
    await user.clear(within(details).getByLabelText('Ville'));
    await user.type(within(details).getByLabelText('Ville'), 'Alger');
    await user.click(within(details).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(true));
    expect(calls.find((c) => c.path === '/api/auth/profile')!.headers.authorization).toBe('Bearer jeton-neuf');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('signs out of every device after asking, and lands on Login with a word', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/profile');
    const devices = await screen.findByRole('region', { name: 'Appareils connectés' }, wait);
    const ask = () => user.click(within(devices).getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = () => screen.findByRole('dialog', { name: 'Se déconnecter de tous les appareils\u202F?' });

    await ask();
    await user.click(within(await dialog()).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/api/auth/logout-all')).toBe(false);

    await ask();
    await user.click(within(await dialog()).getByRole('button', { name: 'Tout déconnecter' }));
    expect(await screen.findByText(asRead(MSG.loggedOutEverywhere), undefined, wait)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.path === '/api/auth/logout-all')).toMatchObject([
      { method: 'POST', headers: { authorization: 'Bearer t' } },
    ]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSession().user).toBeNull();
  });

  it("sets the language of the member's mails, then offers this page in it", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/profile');
    const card = await screen.findByRole('region', { name: 'Langue' }, wait);
    const select = within(card).getByLabelText('Langue de vos emails');
    // A member from before languages reads French.
    expect(select).toHaveValue('fr');
    // Each language is offered in its own name and language.
    expect(within(card).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(within(card).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');

    await user.selectOptions(select, 'ar');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer la langue' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'nos emails vous seront désormais écrits en arabe',
    );
    expect(calls.filter((c) => c.path === '/api/auth/profile')).toMatchObject([
      { method: 'PUT', body: { language: 'ar' } },
    ]);
    expect(getSession().user).toMatchObject({ language: 'ar' });
    const link = within(card).getByRole('link', { name: 'Afficher cette page en arabe' });
    expect(link).toHaveAttribute('href', '/ar/profile');
    expect(link).toHaveAttribute('hreflang', 'ar');

    // Back to the page's language: nothing else to offer.
    await user.selectOptions(select, 'fr');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer la langue' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('en français');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/profile').map((c) => c.body)).toEqual([
      { language: 'ar' },
      { language: 'fr' },
    ]);
  });

  it("reads in Arabic on an Arabic page, starting from the member's language", async () => {
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
    try {
      const user = userEvent.setup();
      const arabic: User & { language: Language } = { ...member, language: 'ar' };
      me = arabic;
      act(() => updateSessionUser(arabic));
      renderRoutes(routes, '/profile');
      const card = await screen.findByRole('region', { name: 'اللغة' }, wait);
      const select = within(card).getByLabelText('لغة رسائلك الإلكترونية');
      expect(select).toHaveValue('ar');
      await user.selectOptions(select, 'fr');
      await user.click(within(card).getByRole('button', { name: 'حفظ اللغة' }));
      expect(await within(card).findByRole('status')).toHaveTextContent('بالفرنسية');
      expect(calls.find((c) => c.path === '/api/auth/profile')).toMatchObject({
        method: 'PUT',
        body: { language: 'fr' },
      });
      // The router runs under /ar; the French page is the bare path.
      expect(within(card).getByRole('link', { name: 'عرض هذه الصفحة بالفرنسية' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('region', { name: 'معلوماتي' })).toBeInTheDocument();
    } finally {
      setLanguageSource(() => 'fr');
    }
  });
});

describe('the follow digest setting', () => {
  const digestCard = () => screen.findByRole('region', { name: 'Résumé par email' }, wait);
  const box = (card: HTMLElement) =>
    within(card).getByRole('checkbox', {
      name: 'Recevoir chaque jour par email un résumé des nouveautés de ce que je suis',
    });

  it('is off by default; ticking or unticking saves it at once and says so', async () => {
    const user = userEvent.setup();
    act(() => updateSessionUser(member));
    renderRoutes(routes, '/profile');
    const card = await digestCard();
    expect(card).toHaveTextContent(asRead('Un seul email par jour, vers 18\u00A0h'));
    expect(box(card)).not.toBeChecked();

    await user.click(box(card));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      asRead('C’est noté\u00A0: vous recevrez ce résumé les jours où il y a du nouveau.'),
    );
    expect(box(card)).toBeChecked();
    expect(getSession().user).toMatchObject({ followDigest: true });

    await user.click(box(card));
    expect(await within(card).findByRole('status')).toHaveTextContent('vous ne recevrez plus ce résumé');
    expect(box(card)).not.toBeChecked();
    expect(getSession().user).toMatchObject({ followDigest: false });
    expect(calls.filter((c) => c.path === '/api/auth/profile').map((c) => [c.method, c.body])).toEqual([
      ['PUT', { followDigest: true }],
      ['PUT', { followDigest: false }],
    ]);
  });

  it('shows the server’s refusal and leaves the box as it was', async () => {
    const user = userEvent.setup();
    answerProfile = () =>
      envelope(400, { errors: { followDigest: FIELD_MSG.followDigestUnverified } }, FIELD_MSG.followDigestUnverified);
    act(() => updateSessionUser(member));
    renderRoutes(routes, '/profile');
    const card = await digestCard();
    await user.click(box(card));
    expect(await within(card).findByRole('alert')).toHaveTextContent(asRead(FIELD_MSG.followDigestUnverified));
    expect(box(card)).not.toBeChecked();
    expect(getSession().user).toMatchObject({ followDigest: false });
  });

  it('asks a member whose address is not confirmed to confirm it first, with no box to tick', async () => {
    const unverified = { ...member, emailVerified: false };
    me = unverified;
    act(() => updateSessionUser(unverified));
    renderRoutes(routes, '/profile');
    const card = await digestCard();
    expect(card).toHaveTextContent('Confirmez d’abord votre adresse email pour recevoir ce résumé.');
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('waits for the full profile after a sign-in: the minimal session knows neither', async () => {
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('region', { name: 'Mes informations' }, wait)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Résumé par email' })).toBeNull();
  });
});
