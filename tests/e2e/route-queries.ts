/**
 * The query each route of src/app/routes.ts needs to show real content (a product, a category, an article…),
 * read from the demo data through the API at test time so the tests follow the data.
 */
export async function routeQueries(baseURL: string): Promise<Record<string, string>> {
  const get = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseURL}/api/v1${path}`)).json()) as { data: T }).data;
  const [categories, newAreas, news, events, newProducts, services] = await Promise.all([
    get<{ id: number }[]>('/tree_structure?pid=1'),
    get<{ id: number }[]>('/tree_structure?pid=2'),
    get<{ list: { id: number }[] }>('/article?kind=news&page=1&size=1'),
    get<{ list: { id: number }[] }>('/article?kind=event&page=1&size=1'),
    get<{ list: { catalogNumber: string }[] }>('/product?isNew=true&page=1&size=1'),
    get<{ id: number }[]>('/service/menu'),
  ]);
  return {
    '/product-detail': 'catalogNumber=CYT-H0201',
    '/new-product-detail': `catalogNumber=${newProducts.list[0]!.catalogNumber}`,
    '/product-list': `id=${categories[0]!.id}`,
    '/new-product-list': `id=${newAreas[0]!.id}`,
    '/article': `id=${news.list[0]!.id}`,
    '/meeting-detail': `id=${events.list[0]!.id}`,
    '/rich-detail': 'title=privacy_policy',
    '/search': 'keywords=IL-2',
    '/search-not-found': 'keywords=zzzz',
    '/information': 'activeIndex=1',
    '/resources': 'activeIndex=1',
    '/contact': 'type=authorized',
    '/service': `menuId=${services[0]!.id}`,
  };
}
