import type { LoadContext } from '../../app/route-types.ts';
import type { ProductRow } from '../../contracts/catalogue.ts';
import type { Page } from '../../contracts/content.ts';

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
}

export interface ArticleRow {
  id: number;
  kind: string;
  title: string;
  summary: string;
  publishedAt: string;
}

export interface HomeData {
  banners: Banner[];
  popular: ProductRow[];
  newProducts: ProductRow[];
  news: ArticleRow[];
  events: ArticleRow[];
}

/** The home page's public content: banners, popular and new products, latest news and events. */
export async function loadHome({ api, data }: LoadContext): Promise<HomeData> {
  const [banners, popular, newProducts, news, events] = await Promise.all([
    api.get<Banner[]>('/banner/show'),
    data.popularProducts(8),
    data.products({ isNew: true, size: 8 }),
    api.get<Page<ArticleRow>>('/article', { kind: 'news', size: 4 }),
    api.get<Page<ArticleRow>>('/article', { kind: 'event', size: 3 }),
  ]);
  return { banners, popular, newProducts: newProducts.list, news: news.list, events: events.list };
}
