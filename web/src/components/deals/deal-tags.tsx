import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Deal } from '@shared/api-types';
import { categoryName, cityName } from '@shared/i18n/places';
import { paths } from '@web/lib/paths';

/** The deal's category and city (their names in the page's language), each a link to Home filtered on it. */
export function DealTags({ deal, children }: { deal: Pick<Deal, 'category' | 'city'>; children?: ReactNode }) {
  return (
    <p className="deal-card-tags">
      <Link to={paths.home.href({ category: deal.category })} className="tag">
        {categoryName(deal.category)}
      </Link>
      <Link to={paths.home.href({ city: deal.city })} className="tag tag-city">
        {cityName(deal.city)}
      </Link>
      {children}
    </p>
  );
}
