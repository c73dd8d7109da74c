import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MSG } from '@shared/client-messages';
import { FIELD_MSG, MSG, retryLater } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { getSession, initSession } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

type Handler = (call: Call) => Response | undefined;
let handler: Handler = () => undefined;

/** The API as these screens see it: config without providers, lists, then what each test says. */
function api(extra: Handler) {
  handler = extra;
}

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
  handler = () => undefined;
  stubApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    if (call.path === '/api/deals/categories') return envelope(200, ['Mode']);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    return envelope(404, null, 'Ressource introuvable');
  });
});

const form = () => screen.getByRole('heading', { level: 1 }).closest('section')!;
const field = (name: string | RegExp) => within(form()).getByLabelText(name);

describe('login', () => {
  it('shows the shared French messages beside the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await user.type(field('Adresse email'), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(field('Adresse email')).toHaveAccessibleDescription('Adresse email invalide');
    expect(field('Adresse email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Adresse email')).toHaveFocus();
    expect(field('Mot de passe')).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's refusal and stays on the page", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login');
    api((c) => (c.path === '/api/auth/login' ? envelope(401, null, MSG.badCredentials) : undefined));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await user.type(field('Adresse email'), 'amina@exemple.dz');
    await user.type(field('Mot de passe'), 'mauvais-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    expect(getSession().user).toBeNull();
  });

  it("shows the server's message when sign-ins are rate limited, and the reason when it has none", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login');
    const tooMany = retryLater(12 * 60);
    let answer = () => envelope(429, null, tooMany);
    api((c) => (c.path === '/api/auth/login' ? answer() : undefined));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await user.type(field('Adresse email'), 'amina@exemple.dz');
    await user.type(field('Mot de passe'), 'mauvais-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives, veuillez réessayer dans 12 minutes',
    );

    // The API stage's own throttling answers without our envelope.
    answer = () => new Response('{"message":"Too Many Requests"}', { status: 429 });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CLIENT_MSG.tooManyRequests));
    expect(screen.getByRole('alert')).not.toHaveTextContent(MSG.badCredentials);
  });

  it('signs in and goes to the redirect target', async () => {
    const user = userEvent.setup();
    api((c) =>
      c.path === '/api/auth/login'
        ? envelope(200, { token: 'jeton', id: member.id, username: member.username, email: member.email, role: 'USER' })
        : c.path === '/api/auth/me'
          ? envelope(200, member)
          : undefined,
    );
    const { router } = renderRoutes(routes, '/login?redirect=%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await user.type(field('Adresse email'), ' amina@exemple.dz ');
    await user.type(field('Mot de passe'), 'un-mot-de-passe-solide');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'amina' })).toBeInTheDocument();
    const login = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/auth/login')!;
    expect(JSON.parse(String(login[1]!.body))).toEqual({
      email: 'amina@exemple.dz',
      password: 'un-mot-de-passe-solide',
    });
  });

  it('shows no Google or Facebook button unless the server has them configured', async () => {
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/config'));
    expect(screen.queryByText('ou')).toBeNull();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
  });

  it('shows the Google and Facebook options when configured', async () => {
    api((c) =>
      c.path === '/api/config'
        ? envelope(200, { googleClientId: 'id.apps.googleusercontent.com', facebookAppId: '123' })
        : undefined,
    );
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Continuer avec Facebook' })).toBeInTheDocument();
    expect(screen.getByTestId('google-signin')).toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });
});

describe('register', () => {
  it('checks the confirmation and the shared rules, then shows the server refusal beside the field', async () => {
    const user = userEvent.setup();
    api((c) =>
      c.path === '/api/auth/register'
        ? envelope(409, { errors: { email: MSG.emailTaken } }, MSG.emailTaken)
        : undefined,
    );
    renderRoutes(routes, '/register');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    await user.type(field('Nom d’utilisateur'), 'a');
    await user.type(field('Adresse email'), 'amina@exemple.dz');
    await user.type(field('Mot de passe'), 'un-mot-de-passe-solide');
    await user.type(field('Confirmer le mot de passe'), 'autre-chose');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(field('Nom d’utilisateur')).toHaveAccessibleDescription(
      expect.stringContaining('Le nom d’utilisateur doit contenir entre 3 et 30 caractères'),
    );
    expect(field('Confirmer le mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    expect(field('Ville')).toHaveAccessibleDescription('Veuillez choisir une ville de la liste');

    await user.clear(field('Nom d’utilisateur'));
    await user.type(field('Nom d’utilisateur'), 'amina_dz');
    await user.clear(field('Confirmer le mot de passe'));
    await user.type(field('Confirmer le mot de passe'), 'un-mot-de-passe-solide');
    await user.clear(field('Ville'));
    await user.type(field('Ville'), 'Oran');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet email est déjà utilisé');
    expect(field('Adresse email')).toHaveAccessibleDescription('Cet email est déjà utilisé');
  });
});

describe('register with a reserved name', () => {
  it('says so beside the field and sends nothing; a look-alike only the server sees comes back beside it too', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    api((c) => {
      if (c.path !== '/api/auth/register') return undefined;
      sent.push((c.body as { username: string }).username);
      return envelope(400, { errors: { username: FIELD_MSG.usernameReserved } }, FIELD_MSG.usernameReserved);
    });
    renderRoutes(routes, '/register');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    await user.type(field('Nom d’utilisateur'), 'Modération');
    await user.type(field('Adresse email'), 'amina@exemple.dz');
    await user.type(field('Mot de passe'), 'un-mot-de-passe-solide');
    await user.type(field('Confirmer le mot de passe'), 'un-mot-de-passe-solide');
    await user.clear(field('Ville'));
    await user.type(field('Ville'), 'Oran');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(field('Nom d’utilisateur')).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.usernameReserved));
    expect(sent).toEqual([]);

    await user.clear(field('Nom d’utilisateur'));
    await user.type(field('Nom d’utilisateur'), 'supp0rt');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(field('Nom d’utilisateur')).toHaveAccessibleDescription(
        expect.stringContaining(FIELD_MSG.usernameReserved),
      ),
    );
    expect(sent).toEqual(['supp0rt']);
  });
});

describe('register when rate limited', () => {
  it("shows the server's message", async () => {
    const user = userEvent.setup();
    api((c) => (c.path === '/api/auth/register' ? envelope(429, null, MSG.signupsLimited) : undefined));
    renderRoutes(routes, '/register');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    await user.type(field('Nom d’utilisateur'), 'amina_dz');
    await user.type(field('Adresse email'), 'amina@exemple.dz');
    await user.type(field('Mot de passe'), 'un-mot-de-passe-solide');
    await user.type(field('Confirmer le mot de passe'), 'un-mot-de-passe-solide');
    await user.clear(field('Ville'));
    await user.type(field('Ville'), 'Oran');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.signupsLimited);
    expect(screen.getByRole('alert')).not.toHaveTextContent(CLIENT_MSG.register);
  });
});

describe('password reset', () => {
  it('always answers the same confirmation to a reset request', async () => {
    const user = userEvent.setup();
    api((c) => (c.path === '/api/auth/forgot-password' ? envelope(200, null, MSG.resetRequested) : undefined));
    renderRoutes(routes, '/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    await user.type(field('Adresse email'), 'inconnu@exemple.dz');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.resetRequested);
  });

  it('says an invalid or used link is invalid and offers to ask again', async () => {
    api((c) =>
      c.path.startsWith('/api/auth/validate-reset-token') ? envelope(400, null, MSG.resetTokenInvalid) : undefined,
    );
    renderRoutes(routes, '/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est invalide ou a expiré');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Nouveau mot de passe', { selector: 'input' })).toBeNull();
  });

  it('opens the form only once the token is valid, then resets', async () => {
    const user = userEvent.setup();
    api((c) =>
      c.path === '/api/auth/validate-reset-token?token=abcdefghijklmnopqrstuvwxyz'
        ? envelope(200, { valid: true })
        : c.path === '/api/auth/reset-password'
          ? envelope(200, null, MSG.resetDone)
          : undefined,
    );
    renderRoutes(routes, '/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    await user.type(
      await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }),
      'nouveau-mot-de-passe',
    );
    await user.type(field('Confirmer le mot de passe'), 'nouveau-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.resetDone);
    const reset = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/auth/reset-password')!;
    expect(JSON.parse(String(reset[1]!.body))).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      newPassword: 'nouveau-mot-de-passe',
    });
  });

  it('treats a link without a token as invalid without calling the server', async () => {
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .some((u) => u.includes('validate')),
    ).toBe(false);
  });
});
