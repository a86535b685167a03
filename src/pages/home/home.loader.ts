import type { LoadContext } from '../../app/route-types.ts';
import type { ProductRow } from '../../contracts/catalogue.ts';
import type { ArticleItem, Banner } from '../../contracts/content.ts';

export interface HomeData {
  banners: Banner[];
  popular: ProductRow[];
  newProducts: ProductRow[];
  news: ArticleItem[];
  events: ArticleItem[];
}

/** The home page's public content: banners, popular and new products, latest news and events. */
export async function loadHome({ data }: LoadContext): Promise<HomeData> {
  const [banners, popular, newProducts, news, events] = await Promise.all([
    data.banners(),
    data.popularProducts(8),
    data.products({ isNew: true, size: 8 }),
    data.articles({ kind: 'news', size: 4 }),
    data.articles({ kind: 'event', size: 3 }),
  ]);
  return { banners, popular, newProducts: newProducts.list, news: news.list, events: events.list };
}
