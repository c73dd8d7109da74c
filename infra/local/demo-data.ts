import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@shared/categories';
import type { City } from '@shared/cities';
import type { DealType } from '@shared/api-types';
import { dealTypeOf } from '@shared/deal-rules';
import type { DealFields } from '@shared/schemas/deal';
import { keys } from '@shared/table';
import { addComment, reserveCommentSeq } from '@functions/data/comments/comments';
import { createDeal, reserveDealSeq } from '@functions/data/deals/write';
import { expireDeal } from '@functions/data/deals/expiry';
import { createUser } from '@functions/data/members/accounts';
import { findUserIdByEmail, getUserById } from '@functions/data/members/users';
import { setVote } from '@functions/data/deals/votes';
import { report as reportDeal, type ReportInput } from '@functions/data/moderation/reports';
import { db, tableName } from '@functions/lib/clients';
import { hashPassword } from '@functions/lib/password';

/**
 * Demo data for `npm start` (documented as such in the README and docs/operations.md): four demo members, a
 * dozen neighbours who only vote, and fourteen Algerian deals (bons plans, two codes promo, one of
 * them with a minimum basket, and one free) of varied ages, votes (hot and cold) and comments, two
 * of them expired (one by date, one flagged by trusted neighbours), written
 * through the same data modules as the API. The demo members and ten of the neighbours have real
 * standing (docs/api.md#reputation: verified, accounts dated back, reputation), so their flags and
 * reports count as the community's; the last two neighbours are new accounts, whose reports the
 * queue shows and which move nothing on their own (docs/operations.md#accounts-and-demo-data).
 * Seeded once per data dir (a marker item), so deleting a demo deal is not undone on restart.
 */
export const DEMO_PASSWORD = 'DzDeals-Demo-2026';

/** A demo account's standing: how long ago it joined, the reputation it starts from. */
interface DemoStanding {
  joinedDaysAgo: number;
  reputation: number;
}

const USERS = [
  { username: 'karim.demo', email: 'karim@demo.dzdeals.local', city: 'Alger', joinedDaysAgo: 420, reputation: 240 },
  { username: 'amina.demo', email: 'amina@demo.dzdeals.local', city: 'Oran', joinedDaysAgo: 300, reputation: 120 },
  {
    username: 'yacine.demo',
    email: 'yacine@demo.dzdeals.local',
    city: 'Constantine',
    joinedDaysAgo: 90,
    reputation: 60,
  },
  { username: 'lynda.demo', email: 'lynda@demo.dzdeals.local', city: 'Tizi Ouzou', joinedDaysAgo: 30, reputation: 20 },
] as const;

/** The demo members' emails, printed by `npm start` with DEMO_PASSWORD. */
export const DEMO_EMAILS = USERS.map((u) => u.email);

/** Neighbours who do not count yet: new accounts, last of the crowd. */
const NEW_NEIGHBOURS = 2;

/**
 * Neighbours who only vote, flag and report: enough of them to make a deal hot (HOT_THRESHOLD).
 * The first ten are trusted; the last NEW_NEIGHBOURS joined yesterday, with no reputation.
 */
const CROWD = Array.from({ length: 12 }, (_, i) => ({
  username: `voisin${i + 1}.demo`,
  email: `voisin${i + 1}@demo.dzdeals.local`,
  city: 'Alger',
  ...(i < 12 - NEW_NEIGHBOURS ? { joinedDaysAgo: 60, reputation: 15 } : { joinedDaysAgo: 1, reputation: 0 }),
}));

interface DemoDeal extends Omit<DealFields, 'city' | 'category' | 'expiresAt' | 'type'> {
  type?: DealType;
  city: City;
  category: Category;
  /** Index into USERS. */
  by: number;
  /** Posted this many hours ago. */
  hoursAgo: number;
  /** Expires this many days from now (negative: already expired). */
  expiresInDays?: number;
  /** Votes of the other demo members: index → up (true) or down (false). */
  votes?: Record<number, boolean>;
  /** Votes of that many neighbours (CROWD): positive up, negative down. */
  crowd?: number;
  /** Flagged expired by that many neighbours, the first (trusted) ones. */
  flags?: number;
  comments?: [number, string][];
  /** Reports by neighbours (`by`: index into CROWD), for the moderation queue. */
  reports?: (ReportInput & { by: number })[];
}

const DEALS: DemoDeal[] = [
  {
    by: 0,
    hoursAgo: 240,
    title: 'Samsung Galaxy A55 128 Go à 62 900 DA',
    description:
      'Le Galaxy A55 (8 Go de RAM, 128 Go) passe à 62 900 DA au lieu de 74 000 DA. Garantie 12 mois, livraison gratuite sur Alger centre. Stock limité selon le vendeur.',
    price: 62900,
    originalPrice: 74000,
    merchant: 'Ouedkniss Store',
    url: 'https://www.ouedkniss.com/',
    city: 'Alger',
    category: 'Technologie',
    expiresInDays: 14,
    votes: { 1: true, 2: true, 3: true },
    comments: [
      [1, "Bon prix, je l'ai vu à 70 000 DA à Bab Ezzouar la semaine dernière."],
      [2, 'Attention, vérifiez que la version est bien la 8 Go.'],
    ],
    crowd: 10,
  },
  {
    by: 1,
    hoursAgo: 200,
    title: 'Pizza familiale achetée = la deuxième offerte chez Pizza Roma, Oran',
    description:
      'Tous les mardis et mercredis soir, pour une pizza familiale achetée, la deuxième est offerte (même taille). Valable sur place et à emporter, quartier Akid Lotfi.',
    price: 1400,
    merchant: 'Pizza Roma',
    city: 'Oran',
    category: 'Restaurants',
    expiresInDays: 30,
    votes: { 0: true, 3: true },
    comments: [[0, 'Testé hier soir, la pâte est excellente !']],
    flags: 3,
  },
  {
    by: 2,
    hoursAgo: 170,
    title: "Huile d'olive de Kabylie 5 L à 4 500 DA",
    description:
      "Huile d'olive vierge extra, récolte de l'année, pressée à froid à Bouira. Bidon de 5 litres à 4 500 DA au lieu de 5 500 DA, directement chez le producteur.",
    price: 4500,
    originalPrice: 5500,
    merchant: 'Huilerie Tala',
    city: 'Bouira',
    category: 'Alimentation',
    votes: { 0: true, 1: true, 3: false },
  },
  {
    by: 3,
    hoursAgo: 150,
    title: 'Soldes : -40 % sur les vestes en cuir à Tizi Ouzou',
    description:
      'Fin de saison : toutes les vestes en cuir véritable à -40 %, tailles S à XXL. Exemple : veste homme à 9 000 DA au lieu de 15 000 DA. Boutique rue Lamali Ahmed.',
    price: 9000,
    originalPrice: 15000,
    merchant: 'Cuir Djurdjura',
    city: 'Tizi Ouzou',
    category: 'Mode',
    expiresInDays: 10,
    votes: { 1: true },
    comments: [
      [1, 'Il reste des tailles M ?'],
      [3, 'Oui, il en restait encore ce matin.'],
    ],
  },
  {
    by: 0,
    hoursAgo: 130,
    title: 'Vol Alger – Istanbul aller-retour à 38 000 DA',
    description:
      'Promotion sur les vols Alger – Istanbul en mars et avril : aller-retour à partir de 38 000 DA taxes comprises, bagage en soute de 20 kg inclus. Réservation en agence ou en ligne.',
    price: 38000,
    originalPrice: 52000,
    merchant: 'Voyages El Djazair',
    url: 'https://www.example.dz/vols-istanbul',
    type: 'code',
    promoCode: 'ISTANBUL24',
    city: 'Alger',
    category: 'Voyage',
    expiresInDays: 20,
    votes: { 1: true, 2: false, 3: true },
    crowd: -4,
    // One trusted neighbour and one new account: the queue shows both, and the deal stays up.
    reports: [
      { by: 0, reason: 'misleading', details: 'Au guichet on m’a annoncé 46 000 DA, taxes en plus.' },
      { by: 11, reason: 'misleading' },
    ],
  },
  {
    by: 2,
    hoursAgo: 110,
    title: 'Climatiseur Condor 12 000 BTU Inverter à 54 990 DA',
    description:
      "Climatiseur Condor 12 000 BTU Inverter, classe A++, installation offerte dans la wilaya de Constantine. 54 990 DA au lieu de 63 500 DA jusqu'à épuisement du stock.",
    price: 54990,
    originalPrice: 63500,
    merchant: 'Condor Store Constantine',
    city: 'Constantine',
    category: 'Maison',
    expiresInDays: 25,
    votes: { 0: true, 1: true },
    comments: [[0, "L'installation est vraiment gratuite ? Chez moi ils demandaient 3 000 DA."]],
    crowd: 6,
  },
  {
    by: 1,
    hoursAgo: 90,
    title: 'Abonnement salle de sport 3 mois à 6 000 DA',
    description:
      "Offre de rentrée : 3 mois d'accès illimité à la salle (musculation, cardio, cours collectifs) pour 6 000 DA au lieu de 9 000 DA. Douches et vestiaires inclus.",
    price: 6000,
    originalPrice: 9000,
    merchant: 'Fitness Club Es Senia',
    city: 'Oran',
    category: 'Sport',
    expiresInDays: 15,
    votes: { 2: true },
  },
  {
    by: 3,
    hoursAgo: 70,
    title: 'Coffret soins à l’huile d’argan à 2 800 DA',
    description:
      "Coffret de soins naturels à l'huile d'argan : shampoing, masque et sérum. 2 800 DA au lieu de 3 900 DA, idéal comme cadeau. Disponible à la parapharmacie du centre-ville de Béjaïa.",
    price: 2800,
    originalPrice: 3900,
    merchant: 'Parapharmacie Yemma Gouraya',
    city: 'Béjaïa',
    category: 'Beauté et santé',
    votes: { 0: true, 1: true, 2: true },
    comments: [[2, 'Produits de bonne qualité, je recommande.']],
    crowd: 9,
  },
  {
    by: 0,
    hoursAgo: 50,
    title: 'Vidange complète + filtre à 3 500 DA',
    description:
      "Vidange moteur avec huile 10W40, filtre à huile et contrôle des niveaux pour 3 500 DA main-d'œuvre comprise. Sur rendez-vous, garage à Dar El Beïda.",
    price: 3500,
    originalPrice: 5000,
    merchant: 'Garage Auto Service DZ',
    city: 'Alger',
    category: 'Auto et moto',
    expiresInDays: -2,
    votes: { 3: false },
  },
  {
    by: 3,
    hoursAgo: 40,
    title: 'Baskets de running à 7 500 DA avec le code RUN25',
    description:
      'Avec le code RUN25, -25 % sur tout le rayon running (baskets, textile, montres) dès 5 000 DA d’achat : les baskets Run Active passent à 7 500 DA au lieu de 10 000 DA. Livraison en 48 h à Annaba et El Tarf, 5 jours ailleurs.',
    price: 7500,
    originalPrice: 10000,
    merchant: 'Sport Zone Annaba',
    url: 'https://www.example.dz/running',
    type: 'code',
    promoCode: 'RUN25',
    minBasket: 5000,
    city: 'Annaba',
    category: 'Sport',
    expiresInDays: 12,
    votes: { 0: true, 1: true },
    comments: [[1, 'Le code marche aussi sur les chaussettes, pratique pour atteindre les 5 000 DA.']],
  },
  {
    by: 2,
    hoursAgo: 30,
    title: 'Cours de soutien en maths pour le BAC : 4 000 DA par mois',
    description:
      'Cours de soutien en mathématiques pour les terminales, groupes de 6 élèves maximum, deux séances par semaine. Première séance gratuite pour tester.',
    price: 4000,
    merchant: 'École Ibn Khaldoun',
    city: 'Sétif',
    category: 'Éducation',
    expiresInDays: 40,
    votes: { 1: true },
    crowd: 12,
  },
  {
    by: 1,
    hoursAgo: 12,
    title: 'Jeux de société pour enfants : le deuxième à -50 %',
    description:
      'Dans toute la boutique, le deuxième jeu de société acheté est à moitié prix (le moins cher des deux). Grand choix de jeux éducatifs en français et en arabe.',
    price: 1800,
    merchant: 'Le Monde des Jouets',
    city: 'Blida',
    category: 'Enfants',
    expiresInDays: 7,
  },
  {
    by: 0,
    hoursAgo: 8,
    title: 'Contrôle de la vue gratuit chez Optique El Nour à Batna',
    description:
      'Jusqu’à la fin du mois, l’opticien offre un examen de la vue complet (acuité et tension oculaire), sans rendez-vous et sans obligation d’achat. Du samedi au jeudi, de 9 h à 17 h.',
    price: 0,
    merchant: 'Optique El Nour',
    type: 'free',
    city: 'Batna',
    category: 'Beauté et santé',
    expiresInDays: 18,
    votes: { 1: true, 2: true, 3: true },
    crowd: 4,
  },
  {
    by: 3,
    hoursAgo: 3,
    title: 'Casque Bluetooth JBL Tune 520BT à 7 900 DA',
    description:
      'Casque sans fil JBL Tune 520BT, autonomie 57 heures, charge rapide. 7 900 DA au lieu de 10 500 DA, garantie 6 mois. Retrait en magasin ou livraison 58 wilayas.',
    price: 7900,
    originalPrice: 10500,
    merchant: 'Tech Zone Tizi',
    city: 'Tizi Ouzou',
    category: 'Technologie',
    expiresInDays: 5,
    votes: { 0: true, 2: true },
    comments: [[0, 'Livré en 48 h à Alger, rien à dire.']],
  },
];

/**
 * Dates a new demo account back and gives it its starting reputation, before it votes, flags or
 * reports: the standing trust is decided on (shared/reputation.ts isTrusted), as years on the
 * site would have left it. Only for accounts this seeding created.
 */
async function giveStanding(userId: string, standing: DemoStanding) {
  const TableName = tableName();
  const joined = new Date(Date.now() - standing.joinedDaysAgo * 24 * 3600_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET createdAt = :joined, updatedAt = :joined',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':joined': joined },
    }),
  );
  if (standing.reputation) {
    await db.send(
      new UpdateCommand({
        TableName,
        Key: keys.userStats(userId),
        UpdateExpression: 'ADD reputation :r',
        ExpressionAttributeValues: { ':r': standing.reputation },
      }),
    );
  }
}

/** The demo accounts of `list`, created (verified, with their standing) unless they exist. */
async function demoAccounts(
  list: readonly ({ username: string; email: string; city: string } & DemoStanding)[],
  passwordHash: string,
) {
  const users = [];
  for (const { joinedDaysAgo, reputation, ...u } of list) {
    const existing = await findUserIdByEmail(u.email);
    let user = existing ? await getUserById(existing) : undefined;
    if (!existing) {
      user = await createUser({ ...u, passwordHash, emailVerified: true });
      await giveStanding(user.id, { joinedDaysAgo, reputation });
    }
    if (!user) throw new Error(`demo user ${u.email} could not be read`);
    users.push(user);
  }
  return users;
}

/** Seeds the demo members and deals unless this data dir already had them. */
export async function seedDemoData() {
  const TableName = tableName();
  const marker = await db.send(new GetCommand({ TableName, Key: keys.demoSeed() }));
  if (marker.Item) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = await demoAccounts(USERS, passwordHash);
  const crowd = await demoAccounts(CROWD, passwordHash);

  const now = Date.now();
  for (const demo of DEALS) {
    const {
      by,
      hoursAgo,
      expiresInDays,
      votes = {},
      crowd: crowdVotes = 0,
      flags = 0,
      comments = [],
      reports = [],
      ...fields
    } = demo;
    const postedAt = new Date(now - hoursAgo * 3600_000);
    const expiresAt =
      expiresInDays === undefined ? undefined : new Date(now + expiresInDays * 24 * 3600_000).toISOString();
    const deal = await createDeal(
      { ...fields, type: dealTypeOf(fields), expiresAt },
      users[by],
      await reserveDealSeq(null),
      null,
      postedAt,
    );
    for (const [voter, positive] of Object.entries(votes))
      await setVote(deal.id, users[Number(voter)].id, positive, null);
    for (const member of crowd.slice(0, Math.abs(crowdVotes))) await setVote(deal.id, member.id, crowdVotes > 0, null);
    for (const member of crowd.slice(0, flags)) await expireDeal(deal.id, member.id, async () => false, null);
    for (const { by: reporter, ...report } of reports) {
      const target = { type: 'deal', id: deal.id, dealId: deal.id, summary: deal.title } as const;
      await reportDeal(
        { ...target, authorId: deal.author, authorUsername: deal.authorUsername },
        crowd[reporter].id,
        report,
        null,
      );
    }
    for (const [i, [writer, text]] of comments.entries()) {
      const at = new Date(postedAt.getTime() + (i + 1) * 45 * 60_000);
      await addComment(deal.id, users[writer], text, await reserveCommentSeq(deal.id, null), null, at);
    }
  }
  await db.send(new PutCommand({ TableName, Item: { ...keys.demoSeed(), seededAt: new Date().toISOString() } }));
  return true;
}
