import type { Comment, Deal, Page } from '@shared/api-types';

/** A deal as the API answers it: every field, plain values (no votes, no flags), `overrides` on top. */
export function aDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'deal000000000001',
    title: 'Climatiseur Condor 12000 BTU',
    description: 'Une belle réduction à ne pas manquer en boutique.',
    price: 62900,
    originalPrice: null,
    discountPercent: null,
    type: 'deal',
    url: null,
    merchant: null,
    merchantSlug: null,
    promoCode: null,
    minBasket: null,
    city: 'Alger',
    category: 'Technologie',
    imageUrl: null,
    image: null,
    expiresAt: null,
    expired: false,
    expiredAt: null,
    expiryFlags: 0,
    trustedExpiryFlags: 0,
    flaggedExpired: false,
    author: 'u-author',
    authorUsername: 'karim',
    upvotes: 0,
    downvotes: 0,
    score: 0,
    temperature: 0,
    hot: false,
    commentsCount: 0,
    userVote: null,
    saved: false,
    followed: false,
    hidden: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A first-level comment as the API answers it: no like, mention or reply, `overrides` on top. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    dealId: 'deal000000000001',
    content: 'Vu en magasin, le prix est bon.',
    author: 'u-author',
    authorUsername: 'karim',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    likes: 0,
    liked: false,
    mentions: [],
    parentId: null,
    replyTo: null,
    replyToUsername: null,
    repliesCount: 0,
    ...overrides,
  };
}

/** `content` as the one page of a list. */
export const onePage = <T>(content: T[]): Page<T> => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  first: true,
  last: true,
});
